import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSignedMediaPath, signMediaPath } from '../../../server/mediaSignature'

// Issue 11 point 3: photo renditions are reached only at addresses that cannot be worked out without the media key.

const KEY = 'a'.repeat(64)
const OTHER_KEY = 'b'.repeat(64)
const LARGE = '/media/photos/0b6c3a4e-1f2d-4c5b-8a9e-7d6f5e4c3b2a/large.jpg'
const SMALL = '/media/photos/0b6c3a4e-1f2d-4c5b-8a9e-7d6f5e4c3b2a/small.jpg'

const signatureIn = (url: string) => new URL(url, 'http://shop').searchParams.get('s') ?? undefined

describe('signMediaPath', () => {
  it('appends ?s= and 16 bytes of HMAC-SHA256 in base64url; the same key and path give the same address', () => {
    const url = signMediaPath(KEY, LARGE)
    expect(url).toMatch(/^\/media\/photos\/[\w-]+\/large\.jpg\?s=[\w-]{22}$/)
    expect(signMediaPath(KEY, LARGE)).toBe(url)
    expect(signatureIn(url)).toBe(
      createHmac('sha256', KEY).update(LARGE).digest().subarray(0, 16).toString('base64url'),
    )
  })

  it('differs with the key and with the path', () => {
    expect(signMediaPath(OTHER_KEY, LARGE)).not.toBe(signMediaPath(KEY, LARGE))
    expect(signatureIn(signMediaPath(KEY, SMALL))).not.toBe(signatureIn(signMediaPath(KEY, LARGE)))
  })

  it.each([
    '/media/store/logo.png',
    '/media/photos/../media-private/originals/x.jpg',
    '/media/photos/x/large.gif',
    '/media/photos/x%2Flarge.jpg',
  ])('refuses to sign %s: only photo renditions are signed', (path) => {
    expect(() => signMediaPath(KEY, path)).toThrow()
  })
})

describe('isSignedMediaPath', () => {
  const signature = signatureIn(signMediaPath(KEY, LARGE))

  it('accepts the signature made with the key for this path', () => {
    expect(isSignedMediaPath(KEY, LARGE, signature)).toBe(true)
  })

  it.each([
    ['no signature', KEY, LARGE, undefined],
    ['an empty one', KEY, LARGE, ''],
    ['a wrong one', KEY, LARGE, 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['the signature of another rendition', KEY, SMALL, signature],
    ["another installation's key", OTHER_KEY, LARGE, signature],
    ['a shortened signature', KEY, LARGE, signature?.slice(0, 21)],
    ['another spelling of the same bytes', KEY, LARGE, `${signature}=`],
    ['the whole HMAC', KEY, LARGE, createHmac('sha256', KEY).update(LARGE).digest('base64url')],
  ])('refuses %s', (_, key, path, given) => {
    expect(isSignedMediaPath(key, path, given)).toBe(false)
  })

  it.each([
    '/media/photos/../media-private/originals/x.jpg',
    '/media/photos/x/../../media-private/originals/x.jpg',
    '/media/photos/%2e%2e/originals/x.jpg',
    '/media/photos/x\\..\\large.jpg',
    '/media/photos//large.jpg',
    '/media/photos/x/large.jpg/',
  ])('refuses %s even with a correct HMAC: nothing outside the photo folders', (path) => {
    const hmac = createHmac('sha256', KEY).update(path).digest().subarray(0, 16).toString('base64url')
    expect(isSignedMediaPath(KEY, path, hmac)).toBe(false)
  })

  it('property: a signed rendition opens only itself', () => {
    const segment = fc.stringMatching(/^[\w-]{1,40}$/)
    const path = fc
      .tuple(segment, fc.constantFrom('small', 'medium', 'large', 'knockout-large'), fc.constantFrom('jpg', 'png'))
      .map(([id, name, ext]) => `/media/photos/${id}/${name}.${ext}`)
    fc.assert(
      fc.property(path, path, (a, b) => {
        const s = signatureIn(signMediaPath(KEY, a))
        expect(isSignedMediaPath(KEY, a, s)).toBe(true)
        expect(isSignedMediaPath(KEY, b, s)).toBe(a === b)
        expect(isSignedMediaPath(OTHER_KEY, a, s)).toBe(false)
      }),
    )
  })
})
