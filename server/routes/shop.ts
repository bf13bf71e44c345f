import { Hono } from 'hono'
import { ProductSetResponse } from '../../core/schemas/productSet'
import { SearchByCodeResponse } from '../../core/schemas/search'
import { ClientSessionResponse } from '../../core/schemas/session'
import { MemberResponse, StoreResponse } from '../../core/schemas/store'
import { HttpError, idParam, notFound, send } from '../http'
import {
  findClientSession,
  findClientSessionByCode,
  findProductSet,
  findStore,
  findSubjectByCode,
} from '../services/catalog'
import { grantSubjects } from '../services/subjects'
import type { AppEnv } from './env'

/** B §7 store, member, client session, product set and access-code search. */
export const shopRoutes = new Hono<AppEnv>()
  .get('/stores/:id', async (c) => {
    const store = await findStore(c.var.deps.db, idParam(c, 'id'))
    if (!store) throw notFound('Store')
    return send(c, StoreResponse, { store })
  })
  // No third-party service is configured yet, so a shopper has no credentials to use.
  .get('/member', (c) => send(c, MemberResponse, { member: { credentials: {} } }))
  .get('/client_sessions/:id', async (c) => {
    const found = await findClientSession(c.var.deps.db, idParam(c, 'id'))
    if (!found) throw notFound('Client session')
    return send(c, ClientSessionResponse, { clientSession: found.clientSession })
  })
  .get('/product_sets/:id', async (c) => {
    // B §7: the id is the client session's; its product set is found through it.
    const found = await findClientSession(c.var.deps.db, idParam(c, 'id'))
    const productSet = found && (await findProductSet(c.var.deps.db, found.productSetId))
    if (!productSet) throw notFound('Product set')
    return send(c, ProductSetResponse, { productSet })
  })
  .get('/search/by_code', async (c) => {
    const code = c.req.query('accessCode')?.trim() ?? ''
    if (!code) {
      throw new HttpError(400, 'bad_request', 'An access code is required', {
        accessCode: 'multi_child_ordering.error_search_has_no_access_code',
      })
    }
    const { db } = c.var.deps
    const found = await findClientSessionByCode(db, code)
    if (found) {
      const session = { id: found.clientSession.id, label: found.clientSession.label }
      return send(c, SearchByCodeResponse, { data: { clientSessions: [session], subjects: [] } })
    }
    // A student's flyer code opens the student's shop; giving it grants this shopper the student (DESIGN decision 4).
    const subject = await findSubjectByCode(db, code)
    if (!subject) throw new HttpError(404, 'not_found', 'No shop or student found for this access code')
    await grantSubjects(db, { storeUserId: c.var.storeUserId, isAdmin: c.var.isAdmin }, [subject.id])
    return send(c, SearchByCodeResponse, {
      data: {
        clientSessions: [{ id: subject.clientSession, label: subject.clientSessionLabel }],
        subjects: [{ id: subject.id, name: subject.name, clientSession: subject.clientSession }],
      },
    })
  })
