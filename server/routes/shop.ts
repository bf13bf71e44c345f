import { Hono } from 'hono'
import { ProductSetResponse } from '../../core/schemas/productSet'
import { SearchByCodeQuery, SearchByCodeResponse } from '../../core/schemas/search'
import { ClientSessionResponse } from '../../core/schemas/session'
import { MemberResponse, StoreResponse } from '../../core/schemas/store'
import { limitAccessCodes } from '../accessCodeLimits'
import { cachedAnswer, sendCached } from '../catalogCache'
import { decodeOr400, idParam, notFound, send } from '../http'
import { requestCatalog } from '../requestLanguage'
import { memberCredentials } from '../services/addressValidation'
import { productSetAt, sessionAt, storeAt } from '../services/catalogReads'
import { sessionGalleries } from '../services/photos'
import { searchByCode } from '../services/subjectSearch'
import { inLanguage } from '../storeTexts'
import type { AppEnv } from './env'

/**
 * B §7 store, member, client session, product set and access-code search (home page and subject search). The
 * store, session and product set are catalog reads: kept by catalog version, answered with ETag and 304
 * (server/catalogCache.ts), in the request's language (issue 15, server/storeTexts.ts).
 */
export const shopRoutes = new Hono<AppEnv>()
  .get('/stores/:id', async (c) => {
    const id = idParam(c, 'id')
    const at = await requestCatalog(c)
    const body = await cachedAnswer(at, `store:${id}`, StoreResponse, async () => {
      const store = await storeAt(at, id)
      return store && { store }
    })
    if (!body) throw notFound('store')
    return sendCached(c, body)
  })
  // C §5: the address lookup is active only with the credential this gives when a provider can look addresses up.
  .get('/member', (c) =>
    send(c, MemberResponse, { member: { credentials: memberCredentials(c.var.deps.addressProviders) } }),
  )
  .get('/client_sessions/:id', async (c) => {
    const id = idParam(c, 'id')
    const at = await requestCatalog(c)
    const body = await cachedAnswer(at, `session:${id}`, ClientSessionResponse, async () => {
      const found = await sessionAt(at, id)
      if (!found) return null
      const galleries = await inLanguage(at, found.storeId, await sessionGalleries(at.q, c.var.deps.mediaSecret, id))
      return { clientSession: { ...found.clientSession, galleries } }
    })
    if (!body) throw notFound('client_session')
    return sendCached(c, body)
  })
  .get('/product_sets/:id', async (c) => {
    // B §7: the id is the client session's; its product set is found through it.
    const id = idParam(c, 'id')
    const at = await requestCatalog(c)
    const body = await cachedAnswer(at, `productSet:${id}`, ProductSetResponse, async () => {
      const found = await sessionAt(at, id)
      const productSet = found && (await productSetAt(at, found.productSetId))
      return productSet && { productSet }
    })
    if (!body) throw notFound('product_set')
    return sendCached(c, body)
  })
  .get('/search/by_code', async (c) => {
    const query = decodeOr400(SearchByCodeQuery, c.req.query(), 'invalid.search')
    const viewer = { storeUserId: c.var.storeUserId, isAdmin: c.var.isAdmin }
    const data = await limitAccessCodes(c, 'accessCode', () => searchByCode(c.var.deps.db, viewer, query))
    return send(c, SearchByCodeResponse, { data })
  })
