import { createHmac, timingSafeEqual } from 'node:crypto'

// Issue 11 point 3, DESIGN decision 7: a photo rendition is reached only at a signed address, handed out by the API
// to a shopper allowed to see the photo. The signature is an HMAC of the path under the installation's media key:
// without the key no address can be worked out from an image id. It never expires, so an address stays the same
// and the browser's cache keeps working (docs/photos.md).

/** The addresses that need a signature: the renditions of photos. Backdrops, product art and the logo stay public. */
export const SIGNED_PREFIX = '/media/photos/'

/**
 * What a signed path may look like: folders and one file name of letters, digits, '_' and '-', a .jpg, .png or .webp
 * ending (issue 17: a WebP beside every rendition). No dot elsewhere, no '%', no '\': nothing that could step out of
 * the folder.
 */
const SIGNABLE = /^\/media\/photos\/(?:[\w-]+\/)*[\w-]+\.(?:jpg|png|webp)$/

/** 16 bytes (128 bits) of the HMAC-SHA256: beyond guessing, and short in a URL. */
const SIGNATURE_BYTES = 16

/** The query parameter carrying the signature. */
export const SIGNATURE_PARAM = 's'

const signatureOf = (secret: string, path: string): string =>
  createHmac('sha256', secret).update(path).digest().subarray(0, SIGNATURE_BYTES).toString('base64url')

/** The same path and key give the same address, so answers kept by the catalog cache stay valid. */
export const signMediaPath = (secret: string, path: string): string => {
  if (!SIGNABLE.test(path)) throw new Error(`not a photo rendition path: ${path}`)
  return `${path}?${SIGNATURE_PARAM}=${signatureOf(secret, path)}`
}

/**
 * True only for a path of the signable shape carrying exactly this key's signature, compared as text (no other
 * spelling of the same bytes) in constant time.
 */
export const isSignedMediaPath = (secret: string, path: string, signature: string | undefined): boolean => {
  if (!signature || !SIGNABLE.test(path)) return false
  const given = Buffer.from(signature)
  const expected = Buffer.from(signatureOf(secret, path))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
