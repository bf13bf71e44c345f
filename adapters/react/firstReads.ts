import { PAGE_SIZES } from '../../core/paging'
import type { ShopConfig } from '../../core/schemas/config'
import type { Order } from '../../core/schemas/order'
import type { GalleryImagesResponse, Subject } from '../../core/schemas/photos'
import type { ProductSet } from '../../core/schemas/productSet'
import type { ClientSession } from '../../core/schemas/session'
import type { Store } from '../../core/schemas/store'
import { galleryIdOf } from '../../core/shopPages'
import { photoView } from '../../machines/photoView'
import { type ApiClient, createApiClient } from '../api/client'
import { type OrdersApi, ordersApi } from '../api/orders'
import { type PhotosApi, photosApi } from '../api/photos'
import { type ShopApi, shopApi } from '../api/shop'
import { isAdminMode } from '../storage/adminToken'
import { cartCookiesSoon, readCartCookie } from '../storage/cartCookie'
import { chosenSubjectStorage } from '../storage/subject'
import { inOwnTask } from './ownTask'
import { inShopPath } from './root'
import { warmIntl } from './warmIntl'

/**
 * Issue 17: the shop's first reads go out together as the page starts (their ids are in the page's config, the
 * student's in the address or this session's storage), not one round trip after another; the machine still takes the
 * answers in B §4's order. The page's small entry (ui/main.tsx) sends them before React's code has come; the startup
 * provider and the shop's actors take them (./startup.tsx, ./shop.tsx, ./photos.tsx). Once per page: React may render
 * a provider more than once before it mounts, and each render sent them all again. No React or xstate in this module
 * or what it imports (scripts/chunkGroups.ts `readsChunk`).
 */
export const firstReadsOf = (config: ShopConfig, galleryFirstRow?: FirstRow): FirstReads => {
  const started = firstReads.get(config)
  if (started) return started
  const client = createApiClient(config.apiBase, config.language)
  const api: ShopApi = shopApi(client)
  const subjects = chosenSubjectStorage(config.clientSessionId)
  const subjectId = subjects.read(window.location.search)
  // A gallery's page opens on its first page of photos (B §2): read now, taken by the gallery's actor (./photos.tsx).
  const galleryId = galleryIdOf(inShopPath(config.basename))
  // Settled once, from the first cookies to come: null (no cart for this shop) is an answer too.
  let cartOrder: FirstReads['order'] | undefined
  const cartOrderFrom = (cookies: () => string) => {
    if (cartOrder === undefined) cartOrder = cartOrderRead(config, client, cookies())
    return cartOrder
  }
  const reads: FirstReads = {
    api,
    subjects,
    subjectId,
    // Sent first: a gallery's first row of photos is its page's largest paint, asked for once this answer is in, and
    // a browser sends at most six requests at once to a host over HTTP/1.1.
    galleryPage:
      galleryId === null
        ? null
        : {
            galleryId,
            read: startedOnce(
              () => photosApi(client).galleryImages(galleryId, 1, PAGE_SIZES.galleryImages),
              galleryFirstRow && ((page) => preloadFirstRow(page, galleryFirstRow)),
            ),
          },
    store: startedOnce(() => api.store(config.storeId)),
    productSet: startedOnce(() => api.productSet(config.clientSessionId)),
    clientSession: startedOnce(() => api.clientSession(config.clientSessionId)),
    member: startedOnce(() => api.member()),
    subject: subjectId === null ? null : startedOnce(() => api.subject(config.clientSessionId, subjectId)),
    subjectImages: subjectId === null ? null : startedOnce(() => api.subjectImages(subjectId)),
    get order() {
      return cartOrderFrom(() => document.cookie)
    },
  }
  firstReads.set(config, reads)
  // After the reads have left, not in their task (issue 17 point 3: one task of all this was the page's longest): the
  // cart's cookie, and a worker that loads the locale's data for the page's first Intl formatters (./warmIntl.ts).
  cartCookiesSoon().then((cookies) => cartOrderFrom(() => cookies))
  setTimeout(() => warmIntl(config.language))
  return reads
}

/**
 * The cart this browser keeps for the shop (C §3 cookie): its order is read as the page starts rather than once the
 * shop is in. The order actor takes it if it asks for that order (ShopProvider, ./shop.tsx); the admin's orders stay
 * apart.
 */
const cartOrderRead = (config: ShopConfig, client: ApiClient, cookies: string): FirstReads['order'] => {
  const cart = isAdminMode() ? null : readCartCookie(cookies)
  return cart && cart.clientSessionId === config.clientSessionId
    ? { orderId: cart.orderId, read: startedOnce(() => ordersApi(client).get(cart.orderId)) }
    : null
}
type Read<T> = ((same: boolean) => Promise<T>) & { now: () => T | undefined }
type FirstReads = {
  api: ShopApi
  subjects: ReturnType<typeof chosenSubjectStorage>
  subjectId: string | null
  store: Read<Store>
  productSet: Read<ProductSet>
  clientSession: Read<ClientSession>
  member: Read<Awaited<ReturnType<ShopApi['member']>>>
  subject: Read<Subject> | null
  subjectImages: Read<Awaited<ReturnType<ShopApi['subjectImages']>>> | null
  /** Read from the cart's cookie once it is read (`cartCookiesSoon`), or on first use if that is sooner. */
  readonly order: { orderId: string; read: Read<Order> } | null
  galleryPage: { galleryId: string; read: Read<GalleryImagesResponse> } | null
}
const firstReads = new WeakMap<ShopConfig, FirstReads>()

/** The shop's photos API, with the first page of the gallery the page opened on as it was read when it started. */
export const withFirstGalleryRead = (config: ShopConfig, photos: PhotosApi): PhotosApi => {
  const first = firstReadsOf(config).galleryPage
  return first
    ? {
        ...photos,
        galleryImages: (galleryId, page, pageSize, signal, order) =>
          galleryId === first.galleryId && page === 1 && pageSize === PAGE_SIZES.galleryImages && !order
            ? first.read(true)
            : photos.galleryImages(galleryId, page, pageSize, signal, order),
      }
    : photos
}

/** The shop's API, with the chosen student's photos (every shop page shows them) as read when the page started. */
export const withFirstSubjectImagesRead = (config: ShopConfig, shop: ShopApi): ShopApi => {
  const { subjectId, subjectImages } = firstReadsOf(config)
  return subjectImages
    ? { ...shop, subjectImages: (id) => (id === subjectId ? subjectImages(true) : shop.subjectImages(id)) }
    : shop
}

/** The shop's orders API, with the cart's order as it was read when the page started (`firstReadsOf`). */
export const withFirstOrderRead = (config: ShopConfig, orders: OrdersApi): OrdersApi => {
  const first = firstReadsOf(config).order
  return first
    ? { ...orders, get: (orderId) => (orderId === first.orderId ? first.read(true) : orders.get(orderId)) }
    : orders
}

/**
 * The stored order as the first reads brought it, if its answer is in (the order actor's `firstRead`): the shop's
 * first render then shows the cart's order rather than rendering every card and the cart's total again when it comes.
 */
export const firstOrderRead = (
  config: ShopConfig,
  storedId: string | null,
): { storedId: string; order: Order } | null => {
  const first = firstReadsOf(config).order
  if (storedId === null || first?.orderId !== storedId) return null
  const order = first.read.now()
  return order ? { storedId, order } : null
}

/** The first page of the gallery the page opened on, as the first reads brought it, if its answer is in. */
export const firstGalleryPageRead = (config: ShopConfig, galleryId: string) => {
  const first = firstReadsOf(config).galleryPage
  return (first?.galleryId === galleryId && first.read.now()) || null
}

/** The chosen student's photos as the first reads brought them, if their answer is in (the photos actor's input). */
export const firstSubjectImagesRead = (config: ShopConfig, subjectId: string | null) => {
  const { subjectId: firstId, subjectImages } = firstReadsOf(config)
  return (subjectId !== null && subjectId === firstId && subjectImages?.now()) || null
}

/**
 * A read started at once, handed to the first caller that asks for the same thing; any later call (a retry) reads
 * again. A read nobody takes (a paused shop) fails quietly. `arrived` is given its answer as soon as it comes. Each
 * is sent in a task of its own (issue 17 point 3): sending one costs the main thread 1-2 ms, more with DevTools open,
 * and nine in the entry's task made it the page's longest.
 */
const startedOnce = <T>(read: () => Promise<T>, arrived?: (answer: T) => void): Read<T> => {
  let early: Promise<T> | null = inOwnTask(read)
  let answered: { value: T } | null = null
  // A failed read is its taker's to handle; what `arrived` does is an extra and fails quietly too.
  early
    .then((value) => {
      answered = { value }
      arrived?.(value)
    })
    .catch(() => {})
  const take = (same: boolean): Promise<T> => {
    const answer = same && early ? early : read()
    early = null
    return answer
  }
  // The answer, if it has come and nobody took the read yet: taking it so, its taker renders it at once.
  const now = (): T | undefined => {
    if (!early || !answered) return undefined
    early = null
    return answered.value
  }
  return Object.assign(take, { now })
}

/** The first row's tiles, each with the media query of the screens whose first row holds it (null: all), and sizes. */
export type FirstRow = { readonly tiles: readonly (string | null)[]; readonly sizes: string }

/**
 * Issue 17 points 3 and 4: the photos of a gallery grid's first row (its largest paint) are asked for as soon as the
 * page of photos is read, while the shop's code still renders, rather than once the grid is drawn. With the tiles'
 * own srcset and sizes, so the browser picks the same file and the tiles take it from its cache. Where the gallery's
 * entry then redirects (B §2: no gallery images in this stage, a yearbook choice due, a gallery under the threshold),
 * those few small files are fetched for nothing: the entry's facts come with the other reads, and waiting for them
 * would lose most of the head start.
 */
const preloadFirstRow = (page: GalleryImagesResponse, { tiles, sizes }: FirstRow) => {
  for (const [i, crop] of page.gallery.images.slice(0, tiles.length).entries()) {
    const photo = photoView(crop.image)
    const link = document.createElement('link')
    // Only where the tile is in the first row: on a phone the first row is two tiles, and the next two, fetched with
    // them, shared the network with the page's largest paint.
    const media = tiles[i]
    if (media) link.media = media
    link.rel = 'preload'
    link.as = 'image'
    link.fetchPriority = 'high'
    // As a browser without WebP skips the `<source>`, it skips this preload and the tile fetches its JPEG itself.
    if (photo.webpSrcSet) link.type = 'image/webp'
    link.imageSrcset = photo.webpSrcSet || photo.srcSet
    link.imageSizes = sizes
    link.href = photo.src
    document.head.append(link)
  }
}
