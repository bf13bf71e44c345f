// Issue 17 point 1: brotli and gzip for HTML, JS, CSS and JSON (build files precompressed, answers compressed as they
// go), `Vary: Accept-Encoding`, a year immutable on hashed assets, and validators with 304 on build files, media and
// the API's versioned reads. The app is put together as server/main.ts does.
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateOrderResponse, OrderResponse } from '../../core/schemas/order'
import { SubjectImagesResponse } from '../../core/schemas/photos'
import { COMPRESS_THRESHOLD, compressAnswers } from '../../server/compression'
import { PHOTO_CACHE_CONTROL, PUBLIC_MEDIA_CACHE_CONTROL, serveMedia } from '../../server/media'
import { demoId } from '../../server/seed/ids'
import { buildFileCacheControl, IMMUTABLE, serveFiles } from '../../server/staticFiles'
import { type Api, decode, fromAddress, startApi, TEST_CLIENT_ADDRESS } from './harness'

const SPRING = demoId('session:spring-reorders')
const EMMA = demoId('subject:emma')
const BROWSER = 'gzip, deflate, br, zstd'

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())
const decoded = async (res: Response) => {
  const body = await bytes(res)
  const encoding = res.headers.get('Content-Encoding')
  if (encoding === 'br') return brotliDecompressSync(body)
  if (encoding === 'gzip') return gunzipSync(body)
  return body
}
const varies = (res: Response) => (res.headers.get('Vary') ?? '').split(/\s*,\s*/).map((v) => v.toLowerCase())

describe('build files (dist/client): precompressed, negotiated, validated', () => {
  let root: string
  let app: Hono
  const script = Buffer.from(`export const hello = () => ${JSON.stringify('hello, phone '.repeat(400))}\n`)
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

  beforeAll(async () => {
    // What scripts/precompress.ts leaves: each text file with its .br and .gz beside it.
    root = await mkdtemp(join(tmpdir(), 'storefront-client-'))
    await mkdir(join(root, 'assets'))
    await writeFile(join(root, 'assets/index-AbC123.js'), script)
    await writeFile(join(root, 'assets/index-AbC123.js.br'), brotliCompressSync(script))
    await writeFile(join(root, 'assets/index-AbC123.js.gz'), gzipSync(script))
    await writeFile(join(root, 'assets/font-XyZ.woff2'), Buffer.alloc(2000, 7))
    await writeFile(join(root, 'robots.txt'), 'User-agent: *\n')
    app = new Hono().use('*', compressAnswers()).use('/*', serveFiles(root, buildFileCacheControl))
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it.each([
    [BROWSER, 'br', '.br'],
    ['gzip, deflate', 'gzip', '.gz'],
    ['', null, ''],
  ])(
    'Accept-Encoding %j: %s, the right type and length, the same script once decoded',
    async (accept, encoding, ext) => {
      const res = await get('/assets/index-AbC123.js', accept ? { 'Accept-Encoding': accept } : {})
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Encoding')).toBe(encoding)
      expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/)
      expect(res.headers.get('Content-Length')).toBe(
        String((await stat(join(root, `assets/index-AbC123.js${ext}`))).size),
      )
      expect(varies(res)).toContain('accept-encoding')
      expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE)
      expect(await decoded(res)).toEqual(script)
    },
  )

  it('brotli is much smaller than the plain file', async () => {
    const plain = await get('/assets/index-AbC123.js')
    const br = await get('/assets/index-AbC123.js', { 'Accept-Encoding': BROWSER })
    expect(Number(br.headers.get('Content-Length'))).toBeLessThan(Number(plain.headers.get('Content-Length')) / 10)
  })

  it('each encoding has its own ETag; If-None-Match naming it is 304 without a body, keeping the cache headers', async () => {
    const br = await get('/assets/index-AbC123.js', { 'Accept-Encoding': BROWSER })
    const plain = await get('/assets/index-AbC123.js')
    const etag = br.headers.get('ETag') ?? ''
    expect(etag).not.toBe('')
    expect(plain.headers.get('ETag')).not.toBe(etag)
    const again = await get('/assets/index-AbC123.js', { 'Accept-Encoding': BROWSER, 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('ETag')).toBe(etag)
    expect(again.headers.get('Cache-Control')).toBe(IMMUTABLE)
    expect(varies(again)).toContain('accept-encoding')
    // The plain copy's tag does not stand for the brotli file.
    const other = await get('/assets/index-AbC123.js', {
      'Accept-Encoding': BROWSER,
      'If-None-Match': plain.headers.get('ETag') ?? '',
    })
    expect(other.status).toBe(200)
  })

  it('If-Modified-Since at Last-Modified is 304; an earlier date is 200; If-None-Match decides when both come', async () => {
    const first = await get('/robots.txt')
    const modified = first.headers.get('Last-Modified') ?? ''
    expect(modified).not.toBe('')
    expect((await get('/robots.txt', { 'If-Modified-Since': modified })).status).toBe(304)
    expect((await get('/robots.txt', { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200)
    const both = await get('/robots.txt', { 'If-Modified-Since': modified, 'If-None-Match': '"something-else"' })
    expect(both.status).toBe(200)
  })

  it('a file outside /assets is not immutable; a font is not compressed; a missing file falls through', async () => {
    const robots = await get('/robots.txt', { 'Accept-Encoding': BROWSER })
    expect(robots.headers.get('Cache-Control')).toBe(null)
    expect(robots.headers.get('Content-Encoding')).toBe(null)
    const font = await get('/assets/font-XyZ.woff2', { 'Accept-Encoding': BROWSER })
    expect([font.status, font.headers.get('Content-Encoding'), font.headers.get('Cache-Control')]).toEqual([
      200,
      null,
      IMMUTABLE,
    ])
    expect((await get('/assets/missing-123.js')).status).toBe(404)
  })
})

describe('answers compressed as they go: pages and the API', () => {
  let api: Api
  let app: Hono
  let parent: string
  const get = (path: string, headers: Record<string, string> = {}, token = parent) =>
    app.request(
      `/api${path}`,
      { headers: { Authorization: `Bearer ${token}`, ...headers } },
      fromAddress(TEST_CLIENT_ADDRESS),
    )

  beforeAll(async () => {
    api = await startApi({ photos: true })
    app = new Hono()
      .use('*', compressAnswers())
      .route('/', api.app)
      .use('/media/*', serveMedia(api.dataDir ?? '', api.mediaSecret))
      .get('/page', (c) =>
        c.html(`<!doctype html><html lang="en"><body>${'<p>Picture day</p>'.repeat(200)}</body></html>`),
      )
      // A download streams its bytes as it reads them (server/routes/downloads.ts).
      .get('/archive.zip', (c) =>
        c.body(new Blob([Buffer.alloc(4096, 1)]).stream(), 200, { 'Content-Type': 'application/zip' }),
      )
    parent = await api.newShopper()
    await api.enterCode(parent, SPRING, 'EMMA-2026')
  }, 60_000)
  afterAll(() => api.close())

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    [BROWSER, 'br'],
  ])(
    'the product set (a catalog read) with Accept-Encoding %j: %s, the same JSON once decoded',
    async (accept, encoding) => {
      const plain = await get(`/product_sets/${SPRING}`)
      const res = await get(`/product_sets/${SPRING}`, { 'Accept-Encoding': accept })
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Encoding')).toBe(encoding)
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(varies(res)).toEqual(expect.arrayContaining(['accept-language', 'accept-encoding']))
      const body = await bytes(res.clone())
      expect(res.headers.get('Content-Length')).toBe(String(body.length))
      const json = await plain.text()
      expect(JSON.parse((await decoded(res)).toString())).toEqual(JSON.parse(json))
      expect(body.length).toBeLessThan(json.length / 3)
    },
  )

  it('the catalog read still answers 304 to its ETag, with no body to compress', async () => {
    const path = `/product_sets/${SPRING}`
    const first = await get(path, { 'Accept-Encoding': BROWSER })
    const again = await get(path, { 'Accept-Encoding': BROWSER, 'If-None-Match': first.headers.get('ETag') ?? '' })
    expect([again.status, again.headers.get('Content-Encoding'), await again.text()]).toEqual([304, null, ''])
    // A 304 says what its 200 varies by (RFC 9110 §15.4.5), so a cache keeps the encodings apart.
    expect(varies(again).sort()).toEqual(varies(first).sort())
    expect(varies(again)).toEqual(expect.arrayContaining(['accept-language', 'accept-encoding']))
  })

  it('a small answer goes as it is (under the threshold), still saying it varies by encoding', async () => {
    const res = await get('/member', { 'Accept-Encoding': BROWSER })
    const text = await res.clone().text()
    expect(text.length).toBeLessThan(COMPRESS_THRESHOLD)
    expect(res.headers.get('Content-Encoding')).toBe(null)
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)))
    expect(varies(res)).toContain('accept-encoding')
  })

  it('a page: brotli with its type; without Accept-Encoding the same page plain', async () => {
    const plain = await app.request('/page')
    const res = await app.request('/page', { headers: { 'Accept-Encoding': BROWSER } })
    expect([res.headers.get('Content-Encoding'), res.headers.get('Content-Type')]).toEqual([
      'br',
      'text/html; charset=UTF-8',
    ])
    expect(plain.headers.get('Content-Encoding')).toBe(null)
    expect((await decoded(res)).toString()).toBe(await plain.text())
  })

  it('never a photo or a streamed download: their bytes go as they are', async () => {
    const zip = await app.request('/archive.zip', { headers: { 'Accept-Encoding': BROWSER } })
    expect([zip.headers.get('Content-Encoding'), (await bytes(zip)).length]).toEqual([null, 4096])
    const images = await decode(SubjectImagesResponse, await api.get(`/subjects/${EMMA}/images`, parent))
    const photo = await app.request(images.data.images[0]?.image.largeUrl ?? '', {
      headers: { 'Accept-Encoding': BROWSER },
    })
    expect([photo.status, photo.headers.get('Content-Encoding')]).toEqual([200, null])
  })

  describe('media: ETag, Last-Modified and 304', () => {
    it('a signed photo: 304 to its ETag or its date, still private for a day', async () => {
      const images = await decode(SubjectImagesResponse, await api.get(`/subjects/${EMMA}/images`, parent))
      const url = images.data.images[0]?.image.mediumUrl ?? ''
      const first = await app.request(url)
      const etag = first.headers.get('ETag') ?? ''
      expect([first.status, etag === '', first.headers.get('Cache-Control')]).toEqual([200, false, PHOTO_CACHE_CONTROL])
      for (const headers of [
        { 'If-None-Match': etag } as Record<string, string>,
        { 'If-Modified-Since': first.headers.get('Last-Modified') ?? '' },
      ]) {
        const again = await app.request(url, { headers })
        expect([again.status, await again.text(), again.headers.get('Cache-Control')]).toEqual([
          304,
          '',
          PHOTO_CACHE_CONTROL,
        ])
      }
    })

    it('a wrong signature is 404 whatever the validators say', async () => {
      const images = await decode(SubjectImagesResponse, await api.get(`/subjects/${EMMA}/images`, parent))
      const url = images.data.images[0]?.image.mediumUrl ?? ''
      const etag = (await app.request(url)).headers.get('ETag') ?? ''
      const unsigned = new URL(url, 'http://shop').pathname
      expect((await app.request(unsigned, { headers: { 'If-None-Match': etag } })).status).toBe(404)
    })

    it('public art: kept a day, 304 to its ETag', async () => {
      await mkdir(join(api.dataDir ?? '', 'media/store'), { recursive: true })
      await writeFile(join(api.dataDir ?? '', 'media/store/logo.png'), Buffer.alloc(600, 1))
      const first = await app.request('/media/store/logo.png')
      expect([first.status, first.headers.get('Cache-Control')]).toEqual([200, PUBLIC_MEDIA_CACHE_CONTROL])
      const again = await app.request('/media/store/logo.png', {
        headers: { 'If-None-Match': first.headers.get('ETag') ?? '' },
      })
      expect([again.status, await again.text()]).toEqual([304, ''])
    })
  })

  describe('an order: a versioned read', () => {
    const newOrder = async () => {
      const res = await api.send(parent, 'POST', '/orders', { order: { clientSession: SPRING, subject: EMMA } })
      expect(res.status).toBe(201)
      return (await decode(CreateOrderResponse, res)).data.order
    }

    it('GET answers ETag "<version>-<digest>"; If-None-Match with it is 304 without a body', async () => {
      const order = await newOrder()
      const first = await get(`/orders/${order.id}`)
      const etag = first.headers.get('ETag') ?? ''
      expect(etag).toMatch(new RegExp(`^"${order.version}-[\\w-]+"$`))
      // The answer is in the request's language (issue 15).
      expect(varies(first)).toContain('accept-language')
      expect((await decode(OrderResponse, first)).order.version).toBe(order.version)
      const again = await get(`/orders/${order.id}`, { 'If-None-Match': etag, 'Accept-Encoding': BROWSER })
      expect([again.status, await again.text(), again.headers.get('ETag')]).toEqual([304, '', etag])
      expect(varies(again).sort()).toEqual(varies(first).sort())
      // Private answers stay out of every cache (issue 11): the 304 serves a client that kept the body itself.
      expect(again.headers.get('Cache-Control')).toBe('no-store')
    })

    it('after a change the old tag gets the new order (200); the tag works as If-Match for a change', async () => {
      const order = await newOrder()
      const etag = (await get(`/orders/${order.id}`)).headers.get('ETag') ?? ''
      const changed = await api.send(parent, 'POST', `/orders/${order.id}/clear`, undefined, { 'If-Match': etag })
      expect(changed.status).toBe(200)
      const after = await get(`/orders/${order.id}`, { 'If-None-Match': etag })
      expect(after.status).toBe(200)
      expect((await decode(OrderResponse, after)).order.version).toBe(order.version + 1)
      const stale = await api.send(parent, 'POST', `/orders/${order.id}/clear`, undefined, { 'If-Match': etag })
      expect(stale.status).toBe(409)
    })
  })
})
