import { Hono } from 'hono'
import { ProductSetResponse } from '../../core/schemas/productSet'
import { SearchByCodeQuery, SearchByCodeResponse } from '../../core/schemas/search'
import { ClientSessionResponse } from '../../core/schemas/session'
import { MemberResponse, StoreResponse } from '../../core/schemas/store'
import { decodeOr400, idParam, notFound, send } from '../http'
import { findClientSession, findProductSet, findStore } from '../services/catalog'
import { searchByCode } from '../services/subjectSearch'
import type { AppEnv } from './env'

/** B §7 store, member, client session, product set and access-code search (home page and subject search). */
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
    const query = decodeOr400(SearchByCodeQuery, c.req.query(), 'search')
    const data = await searchByCode(c.var.deps.db, { storeUserId: c.var.storeUserId, isAdmin: c.var.isAdmin }, query)
    return send(c, SearchByCodeResponse, { data })
  })
