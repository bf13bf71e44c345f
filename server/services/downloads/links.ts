import { createHmac, timingSafeEqual } from 'node:crypto'
import { linkExpiry, linkLive } from '../../../core/downloads'
import { DEFAULT_LANGUAGE, type Language } from '../../../core/language'

// DESIGN decision 7, issue 14: a purchased original is reached at a signed link that expires. The browser navigates
// to it (no Bearer), so the link itself names the store user it was made for, and the server checks at serve time that
// the order is still that user's and paid. The signature is an HMAC-SHA256 of the path, the store user and the expiry
// under the installation's `downloads` key (server_secrets), apart from the media and token keys.

/** Where the links live, outside /api. */
export const DOWNLOADS_PREFIX = '/downloads'

/** What a link names: one original of a digital item, the ZIP of an item's files, or the ZIP of the whole order. */
export type LinkTarget =
  | { kind: 'original'; itemId: string; imageId: string; extension: 'jpg' | 'png' }
  | { kind: 'itemArchive'; itemId: string; reference: string }
  | { kind: 'orderArchive'; orderId: string; reference: string }

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const REFERENCE = '[A-Z2-9]{8}'
const STORE_USER = new RegExp(`^${UUID}$`)
const ORIGINAL = new RegExp(`^${DOWNLOADS_PREFIX}/items/(${UUID})/(${UUID})\\.(jpg|png)$`)
const ITEM_ARCHIVE = new RegExp(`^${DOWNLOADS_PREFIX}/items/(${UUID})/(${REFERENCE})_photos\\.zip$`)
const ORDER_ARCHIVE = new RegExp(`^${DOWNLOADS_PREFIX}/orders/(${UUID})/(${REFERENCE})_photos\\.zip$`)

export const pathOf = (target: LinkTarget): string => {
  if (target.kind === 'original')
    return `${DOWNLOADS_PREFIX}/items/${target.itemId}/${target.imageId}.${target.extension}`
  if (target.kind === 'itemArchive') return `${DOWNLOADS_PREFIX}/items/${target.itemId}/${target.reference}_photos.zip`
  return `${DOWNLOADS_PREFIX}/orders/${target.orderId}/${target.reference}_photos.zip`
}

/** The target of a path of exactly one of the three shapes; null for anything else. */
export const targetOf = (path: string): LinkTarget | null => {
  const original = ORIGINAL.exec(path)
  if (original) {
    const [, itemId = '', imageId = '', extension] = original
    return { kind: 'original', itemId, imageId, extension: extension === 'png' ? 'png' : 'jpg' }
  }
  const item = ITEM_ARCHIVE.exec(path)
  if (item) return { kind: 'itemArchive', itemId: item[1] ?? '', reference: item[2] ?? '' }
  const order = ORDER_ARCHIVE.exec(path)
  if (order) return { kind: 'orderArchive', orderId: order[1] ?? '', reference: order[2] ?? '' }
  return null
}

/** 16 bytes (128 bits) of the HMAC: beyond guessing, short in a URL (as server/mediaSignature.ts). */
const SIGNATURE_BYTES = 16

const signatureOf = (secret: string, path: string, storeUserId: string, expiry: number): string =>
  createHmac('sha256', secret)
    .update(`${path}\n${storeUserId}\n${expiry}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url')

/** The query parameter naming the language of a link's refusal page (issue 15); not signed, a bad one is English. */
export const LANGUAGE_PARAM = 'lang'

/**
 * A link to `target` for `storeUserId`, made at `now` (seconds): `?u=<store user>&e=<expiry>&s=<signature>`, and
 * `&lang=<language>` when it was made for a request in another language than English (the page of a link that no
 * longer works speaks it).
 */
export const signLink = (
  secret: string,
  target: LinkTarget,
  storeUserId: string,
  now: number,
  language: Language = DEFAULT_LANGUAGE,
): string => {
  const path = pathOf(target)
  const expiry = linkExpiry(now)
  const lang = language === DEFAULT_LANGUAGE ? '' : `&${LANGUAGE_PARAM}=${language}`
  return `${path}?u=${storeUserId}&e=${expiry}&s=${signatureOf(secret, path, storeUserId, expiry)}${lang}`
}

export type LinkQuery = { u?: string | undefined; e?: string | undefined; s?: string | undefined }

/**
 * A link as it came back: `invalid` unless this key signed exactly this path, store user and expiry (compared in
 * constant time); then `expired` once the clock passed its expiry (or it reaches further ahead than a link lives).
 */
export const checkLink = (
  secret: string,
  path: string,
  query: LinkQuery,
  now: number,
): { status: 'valid' | 'expired'; storeUserId: string; expiry: number } | { status: 'invalid' } => {
  const { u, e, s } = query
  // One spelling only: no leading zeros, lowercase ids.
  if (!u || !e || !s || !STORE_USER.test(u) || !/^[1-9]\d{0,11}$/.test(e)) return { status: 'invalid' }
  const expiry = Number(e)
  const given = Buffer.from(s)
  const expected = Buffer.from(signatureOf(secret, path, u, expiry))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' }
  return { status: linkLive(expiry, now) ? 'valid' : 'expired', storeUserId: u, expiry }
}
