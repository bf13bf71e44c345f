// Issue 14, C §4 downloads and C §7 download item, finalize digitals, download all: the API calls that hand a paid
// order's owner signed links to its purchased originals, and the check of such a link when the browser opens it.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import {
  archiveFileName,
  type DigitalItemLike,
  digitalItems,
  downloadsOpen,
  hasDigitalItems,
  licenceRequired,
  linkResumable,
  originalFileName,
} from '../../../core/downloads'
import type { Language } from '../../../core/language'
import type { DigitalArchiveResponse, FinalizeDigitalsRequest } from '../../../core/schemas/afterPurchase'
import type { Order } from '../../../core/schemas/order'
import type { Database, Queryable } from '../../db/database'
import { HttpError, notFound } from '../../http'
import { lockOrder, type OrderRow, readOrder } from '../orderRows'
import { owns, readableOrder, type Viewer } from '../orders'
import { archiveBytes, archiveSize } from './archive'
import { type ByteRange, requestedRange } from './byteRange'
import { type DeliveredFile, type Delivery, deliveryOf } from './delivery'
import { checkLink, type LinkQuery, type LinkTarget, signLink, targetOf } from './links'

/** What downloads need of the shop's Deps (server/routes/env.ts). */
export type DownloadDeps = {
  db: Database
  downloadSecret: string
  dataDir: string
  now: () => number
  /** The language of the request links are made for (issue 15): a link's refusal page speaks it. English if absent. */
  language?: Language
}

/** What a link is made with. */
type LinkDeps = Pick<DownloadDeps, 'downloadSecret' | 'now' | 'language'>

const notPaid = () => new HttpError(403, 'not_paid', 'download.not_paid')
const licenceNeeded = () => new HttpError(409, 'licence_required', 'download.licence_required')
const notDigital = () => new HttpError(400, 'not_digital', 'download.not_digital')
const noFiles = () => new HttpError(409, 'files_not_ready', 'download.files_not_ready')

/**
 * C §3 downloadAllURL: a fresh link to the ZIP of every purchased original, for a paid order with digital items whose
 * licence is accepted (else the link would skip the licence); null otherwise. Made for the order's store user.
 */
export const downloadAllUrl = (deps: LinkDeps, order: Order): string | null =>
  downloadsOpen(order) && order.acceptedLicence
    ? signLink(deps.downloadSecret, orderArchive(order), order.storeUser, deps.now(), deps.language)
    : null

/** The order as its owner is answered: with a fresh download-all link when it has one. */
export const withDownloadLink = (deps: LinkDeps, order: Order): Order => ({
  ...order,
  downloadAllURL: downloadAllUrl(deps, order),
})

const orderArchive = (order: Order): LinkTarget => ({
  kind: 'orderArchive',
  orderId: order.id,
  reference: order.orderReference,
})

/** The digital item of the order with this id (at the top or chosen inside a package), else 400. */
const digitalItemOf = (order: Order, itemId: string): DigitalItemLike => {
  const item = digitalItems(order.orderItems).find((i) => i.id === itemId)
  if (!item) throw notDigital()
  return item
}

const mustBePaid = (order: Order) => {
  if (order.status !== 'paid') throw notPaid()
}

/**
 * Records the licence as accepted for some digital items of the viewer's order, after `check` (which throws when the
 * request is refused), on the locked order: version + 1 when anything changed. Answers the order as it is then.
 */
const acceptLicence = (
  db: Database,
  viewer: Viewer,
  orderId: string,
  itemIds: readonly string[],
  check: (order: Order) => void,
): Promise<Order> =>
  db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId)
    if (!row || !owns(viewer, row)) throw notFound('order')
    const { order } = await readOrder(tx, row)
    check(order)
    const accepted = await tx.query(
      `update order_items set accepted_licence = true
       where order_id = $1 and id = any($2::uuid[]) and not accepted_licence returning id`,
      [orderId, itemIds],
    )
    if (accepted.rows.length === 0) return order
    const updated = await tx.query<OrderRow>(
      'update orders set version = version + 1, updated_at = now() where id = $1 returning *',
      [orderId],
    )
    return (await readOrder(tx, updated.rows[0] as OrderRow)).order
  })

const readOwnOrder = async (db: Queryable, viewer: Viewer, orderId: string): Promise<Order> =>
  (await readOrder(db, await readableOrder(db, viewer, orderId))).order

/** The order of the viewer's item; a missing item and another store user's answer the same 404. */
const orderIdOfItem = async (db: Queryable, viewer: Viewer, itemId: string): Promise<string> => {
  const { rows } = await db.query<OrderRow>(
    'select o.* from orders o join order_items i on i.order_id = o.id where i.id = $1',
    [itemId],
  )
  const row = rows[0]
  if (!row || !owns(viewer, row)) throw notFound('order_item')
  return row.id
}

/** One file: its original; several (every digital image, a product with several photos): a ZIP of them. */
const itemLink = (deps: DownloadDeps, order: Order, item: DigitalItemLike, files: readonly DeliveredFile[]) => {
  const [only] = files
  const target: LinkTarget =
    files.length === 1 && only
      ? { kind: 'original', itemId: item.id, imageId: only.imageId, extension: only.extension }
      : { kind: 'itemArchive', itemId: item.id, reference: order.orderReference }
  return signLink(deps.downloadSecret, target, order.storeUser, deps.now(), deps.language)
}

/**
 * C §7 download item (GET, or PUT with orderItem.acceptedLicence): the order (with the licence recorded when the
 * request accepts it) and `redirect`, a fresh link to the item's file. Another's item 404; not a digital item 400;
 * not paid 403 not_paid; licence text not accepted 409 licence_required.
 */
export const downloadItem = async (
  deps: DownloadDeps,
  viewer: Viewer,
  itemId: string,
  accepting: boolean,
): Promise<{ order: Order; redirect: string }> => {
  const orderId = await orderIdOfItem(deps.db, viewer, itemId)
  const check = (order: Order) => {
    digitalItemOf(order, itemId)
    mustBePaid(order)
  }
  const order = accepting
    ? await acceptLicence(deps.db, viewer, orderId, [itemId], check)
    : await readOwnOrder(deps.db, viewer, orderId)
  check(order)
  const item = digitalItemOf(order, itemId)
  if (licenceRequired(order.licence, item)) throw licenceNeeded()
  const files = (await deliveryOf(deps.db, deps.dataDir, order)).filesOf(item)
  if (files.length === 0) throw noFiles()
  return { order: withDownloadLink(deps, order), redirect: itemLink(deps, order, item, files) }
}

/**
 * C §7 finalize digitals: the licence recorded at once for the digital items listed with acceptedLicence true (the
 * parent accepted it before "Download all"). Every item listed must be a digital item of this order (else 400 naming
 * it); the order must be paid (403 not_paid).
 */
export const finalizeDigitals = async (
  deps: DownloadDeps,
  viewer: Viewer,
  orderId: string,
  body: FinalizeDigitalsRequest,
): Promise<Order> => {
  const listed = body.order.orderItems
  const check = (order: Order) => {
    const digital = new Set(digitalItems(order.orderItems).map((i) => i.id))
    const fields = Object.fromEntries(
      listed.flatMap((item, i) =>
        digital.has(item.id) ? [] : [[`order.orderItems.${i}.id`, 'Not a digital item of this order']],
      ),
    )
    if (Object.keys(fields).length > 0) throw new HttpError(400, 'not_digital', 'download.licence_not_digital', fields)
    mustBePaid(order)
  }
  const accepted = listed.filter((item) => item.acceptedLicence).map((item) => item.id)
  return withDownloadLink(deps, await acceptLicence(deps.db, viewer, orderId, accepted, check))
}

/** The archive of some files: its entries, size and a strong ETag (same files, names and date: same bytes). */
const archiveOf = (delivery: Delivery, files: readonly DeliveredFile[]) => {
  const entries = delivery.entriesOf(files)
  const tag = createHash('sha256')
    .update(JSON.stringify([delivery.mtime, entries.map((e, i) => [e.name, e.size, files[i]?.contentHash])]))
    .digest('base64url')
    .slice(0, 32)
  return { entries, size: archiveSize(entries, delivery.mtime), etag: `"zip-${tag}"` }
}

/**
 * C §7 download all (GET or PUT /orders/{id}/request_digital_archive): a fresh link to the ZIP of every purchased
 * original, its size in bytes and its number of files. No digital items 400 no_digital_items; not paid 403; a digital
 * item without the licence accepted 409 licence_required.
 */
export const requestDigitalArchive = async (
  deps: DownloadDeps,
  viewer: Viewer,
  orderId: string,
): Promise<DigitalArchiveResponse['data']> => {
  const order = await readOwnOrder(deps.db, viewer, orderId)
  if (!hasDigitalItems(order.orderItems)) throw new HttpError(400, 'no_digital_items', 'download.no_digital_items')
  mustBePaid(order)
  if (!order.acceptedLicence) throw licenceNeeded()
  const delivery = await deliveryOf(deps.db, deps.dataDir, order)
  if (delivery.all.length === 0) throw noFiles()
  return {
    url: signLink(deps.downloadSecret, orderArchive(order), order.storeUser, deps.now(), deps.language),
    size: archiveOf(delivery, delivery.all).size,
    files: delivery.all.length,
  }
}

/** A file ready to send: its size and validator up front, its bytes by range. */
export type Download = {
  size: number
  etag: string
  contentType: string
  fileName: string
  bytes: (range: ByteRange) => Readable
}

/** Why a link opens nothing: `expired`, `invalid` (not signed here, or not the user's), `unavailable` (no longer). */
export type Refusal = { refused: 'expired' | 'invalid' | 'unavailable'; orderPage: string | null }

/** The shop's page of the order (C §2 /order/{reference} under the shop's basename). */
const orderPageOf = (row: OrderRow) => `/cart/${row.client_session_id}/order/${row.order_reference}`

const rowOfTarget = async (db: Queryable, target: LinkTarget): Promise<OrderRow | null> =>
  (
    await db.query<OrderRow>(
      target.kind === 'orderArchive'
        ? 'select * from orders where id = $1'
        : 'select o.* from orders o join order_items i on i.order_id = o.id where i.id = $1',
      [target.kind === 'orderArchive' ? target.orderId : target.itemId],
    )
  ).rows[0] ?? null

/** The request's `Range` and `If-Range` headers: how a browser resumes an interrupted download. */
export type ResumeHeaders = { range?: string | undefined; ifRange?: string | undefined }

/** The rest of the very file the client began with: a satisfiable range, and If-Range naming the file's ETag. */
const resumes = (file: Download, { range, ifRange }: ResumeHeaders) => {
  const asked = requestedRange(range, file.size)
  return ifRange?.trim() === file.etag && asked !== null && asked !== 'unsatisfiable'
}

/**
 * A link opened in the browser (`path` under /downloads, its query, its range headers): the file when it is genuine,
 * live, and the order is still its store user's and paid; else why not (with the order page to go back to when the
 * link, genuine or altered, names the order's own store user). An expired genuine link still resumes the same file
 * for DOWNLOAD_RESUME_SECONDS (core/downloads.ts); a plain GET of it is refused. Null for a path of no download shape.
 */
export const openDownload = async (
  deps: DownloadDeps,
  path: string,
  query: LinkQuery,
  resume: ResumeHeaders = {},
): Promise<Download | Refusal | null> => {
  const target = targetOf(path)
  if (!target) return null
  const link = checkLink(deps.downloadSecret, path, query, deps.now())
  const row = await rowOfTarget(deps.db, target)
  // Issue 14 bad input: an altered link of the order's own store user still leads back to the order page for a fresh
  // one (the page shows the order only to that store user).
  const named = row !== null && row.store_user_id === (link.status === 'invalid' ? query.u : link.storeUserId)
  if (!named || link.status === 'invalid') return { refused: 'invalid', orderPage: named ? orderPageOf(row) : null }
  const expired: Refusal = { refused: 'expired', orderPage: orderPageOf(row) }
  if (link.status === 'valid') return fileOf(deps, target, row)
  if (!linkResumable(link.expiry, deps.now()) || resume.range === undefined || resume.ifRange === undefined)
    return expired
  const file = await fileOf(deps, target, row)
  return 'refused' in file || resumes(file, resume) ? file : expired
}

/** The file a genuine link names, while its order is paid and the file still part of it. */
const fileOf = async (deps: DownloadDeps, target: LinkTarget, row: OrderRow): Promise<Download | Refusal> => {
  const unavailable: Refusal = { refused: 'unavailable', orderPage: orderPageOf(row) }
  if (row.status !== 'paid') return unavailable
  const { order } = await readOrder(deps.db, row)
  const delivery = await deliveryOf(deps.db, deps.dataDir, order)
  if (target.kind === 'orderArchive')
    return delivery.all.length ? archiveDownload(order, delivery, delivery.all) : unavailable
  const item = digitalItems(order.orderItems).find((i) => i.id === target.itemId)
  const files = item ? delivery.filesOf(item) : []
  if (target.kind === 'itemArchive') return files.length ? archiveDownload(order, delivery, files) : unavailable
  const file = files.find((f) => f.imageId === target.imageId && f.extension === target.extension)
  if (!file) return unavailable
  return {
    size: file.size,
    etag: `"${file.contentHash}"`,
    contentType: file.mimeType,
    fileName: originalFileName(order.orderReference, file),
    bytes: (range) => createReadStream(file.path, { start: range.start, end: range.end }),
  }
}

const archiveDownload = (order: Order, delivery: Delivery, files: readonly DeliveredFile[]): Download => {
  const { entries, size, etag } = archiveOf(delivery, files)
  return {
    size,
    etag,
    contentType: 'application/zip',
    fileName: archiveFileName(order.orderReference),
    bytes: (range) => Readable.from(archiveBytes(entries, delivery.mtime, range)),
  }
}
