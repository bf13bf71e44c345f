// Catalog reads through the catalog cache (server/catalogCache.ts): each is one entry under the catalog version, in
// the catalog's language (issue 15: the store's texts laid over the base ones, server/storeTexts.ts inLanguage).
// What they answer is shared between requests: read it, never change it.
import { DEFAULT_LANGUAGE } from '../../core/language'
import type { CatalogAt } from '../catalogCache'
import { inLanguage } from '../storeTexts'
import { findClientSession, findProductSet, findStore } from './catalog'
import { findGallery } from './photos'
import { findShippingMethods } from './shippingMethods'

export const storeAt = (at: CatalogAt, id: string) =>
  at.get(`store:${id}`, async () => {
    const store = await findStore(at.q, id)
    return store && inLanguage(at, id, store)
  })

export const sessionAt = (at: CatalogAt, id: string) =>
  at.get(`session:${id}`, async () => {
    const found = await findClientSession(at.q, id)
    return found && inLanguage(at, found.storeId, found)
  })

/** `value`, shown in a client session, in the texts of the session's store (the base ones read nothing more). */
const inSessionLanguage = async <T>(at: CatalogAt, clientSessionId: string, value: T): Promise<T> => {
  if (at.language === DEFAULT_LANGUAGE) return value
  const session = await sessionAt(at, clientSessionId)
  return session ? inLanguage(at, session.storeId, value) : value
}

export const productSetAt = (at: CatalogAt, id: string) =>
  at.get(`productSet:${id}`, async () => {
    const set = await findProductSet(at.q, id)
    if (!set || at.language === DEFAULT_LANGUAGE) return set
    const owner = await at.q.query<{ store_id: string }>('select store_id from product_sets where id = $1', [id])
    return owner.rows[0] ? inLanguage(at, owner.rows[0].store_id, set) : set
  })

/** The gallery with its signed cover address: one media key per database, so the cached answer stays right. */
export const galleryAt = (at: CatalogAt, mediaSecret: string, id: string) =>
  at.get(`gallery:${id}`, async () => {
    const found = await findGallery(at.q, mediaSecret, id)
    return found && { ...found, gallery: await inSessionLanguage(at, found.clientSessionId, found.gallery) }
  })

/** C §3 the session's shipping methods, by position. */
export const shippingMethodsAt = (at: CatalogAt, clientSessionId: string) =>
  at.get(`shippingMethods:${clientSessionId}`, async () =>
    inSessionLanguage(at, clientSessionId, await findShippingMethods(at.q, clientSessionId)),
  )
