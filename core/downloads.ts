// Digital items (C §2 order complete: "view order and downloads" when the order has digital items and is not a
// pre-order; C §4 downloads). A digital product is one of the product types `digital` (one file) or `digitalBulk`
// (every file), at the top of the order or chosen inside a package. Issue 14: which files they deliver, when, and
// the licence that comes first (C §5).
import type { OrderStatus } from './orderStatus'
import type { ProductType } from './schemas/productSet'

/** DESIGN decision 7: a link to an original lives 15 minutes; the order page asks for a fresh one. */
export const DOWNLOAD_LINK_SECONDS = 900

/**
 * Issue 14 bad input "an interrupted ZIP download can be resumed": a browser resumes with the URL it began with, maybe
 * long after the link's 15 minutes (a 300 MB archive on a dropped connection, a laptop woken the next morning). For a
 * day past its expiry a genuine link still serves the rest of the same file (a Range with If-Range naming its current
 * ETag), never a fresh download.
 */
export const DOWNLOAD_RESUME_SECONDS = 24 * 60 * 60

const DIGITAL_TYPES: readonly ProductType[] = ['digital', 'digitalBulk']

export const isDigitalType = (type: ProductType): boolean => DIGITAL_TYPES.includes(type)

type ItemLike = { readonly type: ProductType; readonly orderItems?: readonly { readonly type: ProductType }[] }

export const hasDigitalItems = (items: readonly ItemLike[]): boolean =>
  items.some((item) => isDigitalType(item.type) || (item.orderItems ?? []).some((c) => isDigitalType(c.type)))

/** C §2: a pre-order's files come after picture day, so only a re-order with digital items offers its downloads. */
export const offersDownloads = (order: { readonly isPreOrder: boolean; readonly orderItems: readonly ItemLike[] }) =>
  !order.isPreOrder && hasDigitalItems(order.orderItems)

/** An item as the download rules read it (the Order wire shape's items fit). */
export type DigitalItemLike = {
  readonly id: string
  readonly type: ProductType
  readonly acceptedLicence: boolean
  readonly orderItemNodes: readonly { readonly image: string }[]
}
type ItemTree<T extends DigitalItemLike> = T & { readonly orderItems?: readonly T[] }

/** The order's digital items in reading order: each item, then the products chosen inside it. */
export const digitalItems = <T extends DigitalItemLike>(items: readonly ItemTree<T>[]): T[] =>
  items.flatMap((item) => [item, ...(item.orderItems ?? [])]).filter((item) => isDigitalType(item.type))

const once = (ids: readonly string[]): string[] => [...new Set(ids)]

/**
 * The photos a digital item delivers: a single digital image, the photos on its nodes; every digital image, the
 * subject's own photos of the order's session (`subjectPhotos`, in gallery order; shared class photos are not the
 * child's). Each photo once.
 */
export const deliveredPhotos = (item: DigitalItemLike, subjectPhotos: readonly string[]): string[] =>
  once(item.type === 'digitalBulk' ? subjectPhotos : item.orderItemNodes.map((n) => n.image))

/** Every photo the order's digital items deliver (download all), each once, in the order of the items. */
export const orderPhotos = (items: readonly ItemTree<DigitalItemLike>[], subjectPhotos: readonly string[]): string[] =>
  once(digitalItems(items).flatMap((item) => deliveredPhotos(item, subjectPhotos)))

/** Issue 14: files are delivered once the order is paid (a placed order is paid later) and only for digital items. */
export const downloadsOpen = (order: { readonly status: OrderStatus; readonly orderItems: readonly ItemLike[] }) =>
  order.status === 'paid' && hasDigitalItems(order.orderItems)

/** C §3 licence: the store's licence text when the order has digital items and the store has one; else null. */
export const orderLicence = (storeLicence: string | null | undefined, items: readonly ItemLike[]): string | null =>
  hasDigitalItems(items) && storeLicence?.trim() ? storeLicence : null

/** C §5: a download waits for the licence when there is licence text the item has not accepted. */
export const licenceRequired = (licence: string | null, item: { readonly acceptedLicence: boolean }): boolean =>
  licence !== null && !item.acceptedLicence

/** C §3 acceptedLicence: no licence, or every digital item accepted it. */
export const licenceAccepted = (licence: string | null, items: readonly ItemTree<DigitalItemLike>[]): boolean =>
  digitalItems(items).every((item) => !licenceRequired(licence, item))

/** A link made at `now` expires DOWNLOAD_LINK_SECONDS later. */
export const linkExpiry = (now: number): number => now + DOWNLOAD_LINK_SECONDS

/** A link is live until its expiry, and never longer than DOWNLOAD_LINK_SECONDS ahead of the clock. */
export const linkLive = (expiry: number, now: number): boolean => now <= expiry && expiry - now <= DOWNLOAD_LINK_SECONDS

/** A link past its expiry still resumes a download begun in time, until DOWNLOAD_RESUME_SECONDS after it. */
export const linkResumable = (expiry: number, now: number): boolean =>
  now <= expiry + DOWNLOAD_RESUME_SECONDS && expiry - now <= DOWNLOAD_LINK_SECONDS

const NAME_LENGTH = 80

/**
 * A name part any system can save: no control characters, path separators or characters Windows refuses, no leading
 * or trailing dots and blanks, at most 80 characters; `fallback` when nothing is left.
 */
export const safeFileName = (text: string, fallback: string): string => {
  const cleaned = text
    // In unicode mode the class matches only lone surrogates (a pair is one code point): text that is no UTF-8.
    .replace(/[\ud800-\udfff]/gu, '')
    .normalize('NFC')
    .replace(/[\p{Cc}<>:"/\\|?*\s]+/gu, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
  const short = Array.from(cleaned)
    .slice(0, NAME_LENGTH)
    .join('')
    .replace(/[\s.]+$/, '')
  return short || fallback
}

export type ArchivePhoto = { readonly label: string; readonly extension: 'jpg' | 'png' }

/** The archive's folder: the child's name and the order reference ("Emma Johnson - K7M2QX9P"), or the reference. */
export const archiveFolder = (reference: string, subjectName: string | null): string =>
  safeFileName(subjectName ? `${subjectName} - ${reference}` : reference, reference)

/**
 * ZIP entry names: one folder, then the photo's number and label ("Emma Johnson - K7M2QX9P/01 Classic.jpg").
 * Readable, unique (by their number) and in the order given.
 */
export const archiveEntryNames = (folder: string, photos: readonly ArchivePhoto[]): string[] => {
  const width = Math.max(2, String(photos.length).length)
  return photos.map(
    (p, i) => `${folder}/${String(i + 1).padStart(width, '0')} ${safeFileName(p.label, 'photo')}.${p.extension}`,
  )
}

/** The saved name of one original: the order reference and the photo's label ("K7M2QX9P Classic.jpg"). */
export const originalFileName = (reference: string, photo: ArchivePhoto): string =>
  `${safeFileName(`${reference} ${photo.label}`, reference)}.${photo.extension}`

/** The saved name of an archive: `{reference}_photos.zip`. */
export const archiveFileName = (reference: string): string => `${reference}_photos.zip`
