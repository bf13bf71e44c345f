// Catalog reads through the catalog cache (server/catalogCache.ts): each is one entry under the catalog version.
// What they answer is shared between requests: read it, never change it.
import type { CatalogAt } from '../catalogCache'
import { findClientSession, findProductSet, findStore } from './catalog'
import { findGallery } from './photos'
import { findShippingMethods } from './shippingMethods'

export const storeAt = (at: CatalogAt, id: string) => at.get(`store:${id}`, () => findStore(at.q, id))

export const sessionAt = (at: CatalogAt, id: string) => at.get(`session:${id}`, () => findClientSession(at.q, id))

export const productSetAt = (at: CatalogAt, id: string) => at.get(`productSet:${id}`, () => findProductSet(at.q, id))

/** The gallery with its signed cover address: one media key per database, so the cached answer stays right. */
export const galleryAt = (at: CatalogAt, mediaSecret: string, id: string) =>
  at.get(`gallery:${id}`, () => findGallery(at.q, mediaSecret, id))

/** C §3 the session's shipping methods, by position. */
export const shippingMethodsAt = (at: CatalogAt, clientSessionId: string) =>
  at.get(`shippingMethods:${clientSessionId}`, () => findShippingMethods(at.q, clientSessionId))
