// Issue 10 point 4: catalog reads kept by catalog version (server/catalogCache.ts), with ETag and 304; a change to
// the catalog (any statement on its tables) bumps the version and the next read answers the change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateOrderResponse } from '../../core/schemas/order'
import { ProductSetResponse } from '../../core/schemas/productSet'
import { ClientSessionResponse } from '../../core/schemas/session'
import { StoreResponse } from '../../core/schemas/store'
import { DEMO_STORE_ID, demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, startApi } from './harness'
import { countQueries, type QueryLog } from './queryCount'

const SPRING = demoId('session:spring-reorders')
const EMMA_GALLERY = demoId('gallery:emma')
const CLASS_GALLERY = demoId('gallery:spring-class')

let api: Api
let token: string
let log: QueryLog

beforeAll(async () => {
  api = await startApi({ photos: true })
  token = await api.newShopper()
  log = countQueries(api.db)
}, 60_000)
afterAll(async () => {
  log.restore()
  await api.close()
})

const get = (path: string, headers: Record<string, string> = {}, as = token) =>
  api.request(path, { headers: { Authorization: `Bearer ${as}`, ...headers } })

const catalogVersion = async () =>
  (await api.db.query<{ v: string }>('select version::text as v from catalog_version')).rows[0]?.v

describe('GET /product_sets/{id}: kept by catalog version', () => {
  it('a second read runs no product-set query: only the catalog version is read', async () => {
    log.reset()
    const first = await get(`/product_sets/${SPRING}`)
    expect(first.status).toBe(200)
    expect(log.statements.some((s) => s.includes('from products'))).toBe(true)
    log.reset()
    const second = await get(`/product_sets/${SPRING}`)
    expect(second.status).toBe(200)
    expect(log.statements).toEqual(['select version::text as version from catalog_version'])
    expect(await second.json()).toEqual(await first.json())
  })

  it('answers with a weak ETag and Cache-Control private, no-cache; If-None-Match answers 304 with no body', async () => {
    const res = await get(`/product_sets/${SPRING}`)
    const etag = res.headers.get('ETag') ?? ''
    expect(etag).toMatch(/^W\/"c\d+-[\w-]+"$/)
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    await decode(ProductSetResponse, res)

    const again = await get(`/product_sets/${SPRING}`, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('ETag')).toBe(etag)
    // The strong form and a list match too (weak comparison); another tag does not.
    expect((await get(`/product_sets/${SPRING}`, { 'If-None-Match': etag.slice(2) })).status).toBe(304)
    expect((await get(`/product_sets/${SPRING}`, { 'If-None-Match': `"x", ${etag}` })).status).toBe(304)
    expect((await get(`/product_sets/${SPRING}`, { 'If-None-Match': 'W/"c0-x"' })).status).toBe(200)
  })

  it('a catalog change bumps the version: a new ETag and the changed answer', async () => {
    const before = await get(`/product_sets/${SPRING}`)
    const etag = before.headers.get('ETag') ?? ''
    const version = await catalogVersion()
    const magnet = demoIds.product('spring-set', 'magnet')
    await api.db.query(`update products set label = 'Fridge magnet' where id = $1`, [magnet])
    expect(Number(await catalogVersion())).toBeGreaterThan(Number(version))

    const after = await get(`/product_sets/${SPRING}`, { 'If-None-Match': etag })
    expect(after.status).toBe(200)
    expect(after.headers.get('ETag')).not.toBe(etag)
    const { productSet } = await decode(ProductSetResponse, after)
    const labels = productSet.categories.flatMap((c) => c.products.map((p) => p.information.label))
    expect(labels).toContain('Fridge magnet')
  })

  it('an unknown id is 404 and a malformed one 400, as before', async () => {
    expect((await get('/product_sets/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await get('/product_sets/42')).status).toBe(400)
  })
})

describe('the store, the client session and galleries are kept the same way', () => {
  it('GET /stores/{id} and /client_sessions/{id}: ETag, 304, and the change after a bump', async () => {
    for (const path of [`/stores/${DEMO_STORE_ID}`, `/client_sessions/${SPRING}`]) {
      const res = await get(path)
      expect(res.status).toBe(200)
      const etag = res.headers.get('ETag') ?? ''
      expect(etag).not.toBe('')
      expect((await get(path, { 'If-None-Match': etag })).status).toBe(304)
    }
    await api.db.query(`update stores set name = 'Maple Grove Photo' where id = $1`, [DEMO_STORE_ID])
    expect((await decode(StoreResponse, await get(`/stores/${DEMO_STORE_ID}`))).store.name).toBe('Maple Grove Photo')
    await api.db.query(`update client_sessions set label = 'Spring 2026' where id = $1`, [SPRING])
    const { clientSession } = await decode(ClientSessionResponse, await get(`/client_sessions/${SPRING}`))
    expect(clientSession.label).toBe('Spring 2026')
  })

  it('a gallery and its pages: ETag and 304; a new photo changes the count and the page', async () => {
    const gallery = await get(`/galleries/${CLASS_GALLERY}`)
    const page = await get(`/galleries/${CLASS_GALLERY}/images?page=1&pageSize=2`)
    expect([gallery.status, page.status]).toEqual([200, 200])
    const etags = [gallery.headers.get('ETag') ?? '', page.headers.get('ETag') ?? '']
    expect((await get(`/galleries/${CLASS_GALLERY}`, { 'If-None-Match': etags[0] ?? '' })).status).toBe(304)
    const samePage = await get(`/galleries/${CLASS_GALLERY}/images?page=1&pageSize=2`, {
      'If-None-Match': etags[1] ?? '',
    })
    expect(samePage.status).toBe(304)
    // Another page is another answer.
    const other = await get(`/galleries/${CLASS_GALLERY}/images?page=2&pageSize=2`, { 'If-None-Match': etags[1] ?? '' })
    expect(other.status).toBe(200)

    const count = ((await gallery.json()) as { gallery: { imageCount: number } }).gallery.imageCount
    await api.db.query(`update images set label = 'Class of 2026' where gallery_id = $1 and position = 0`, [
      CLASS_GALLERY,
    ])
    const renamed = await get(`/galleries/${CLASS_GALLERY}/images?page=1&pageSize=2`, {
      'If-None-Match': etags[1] ?? '',
    })
    expect(renamed.status).toBe(200)
    const body = (await renamed.json()) as { gallery: { imageCount: number; images: { image: { label: string } }[] } }
    expect(body.gallery.imageCount).toBe(count)
    expect(body.gallery.images[0]?.image.label).toBe('Class of 2026')
  })

  it("a subject's gallery checks access on every request, before any 304", async () => {
    const admin = await get(`/galleries/${EMMA_GALLERY}`, {}, 'admin-secret-token')
    expect(admin.status).toBe(200)
    const etag = admin.headers.get('ETag') ?? ''
    const stranger = await get(`/galleries/${EMMA_GALLERY}`, { 'If-None-Match': etag })
    expect(stranger.status).toBe(403)
    expect((await get(`/galleries/${EMMA_GALLERY}/images`, { 'If-None-Match': etag })).status).toBe(403)
  })
})

describe('what bumps the catalog version', () => {
  it('order changes do not: the cache stays warm through a shopper’s changes', async () => {
    const version = await catalogVersion()
    const created = await api.request('/orders', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ order: { clientSession: SPRING } }),
    })
    expect(created.status).toBe(201)
    await decode(CreateOrderResponse, created)
    expect(await catalogVersion()).toBe(version)
  })

  it('every catalog table does, in the changing transaction (a rolled-back change bumps nothing)', async () => {
    for (const table of ['stores', 'client_sessions', 'stages', 'product_sets', 'categories', 'products', 'forms']) {
      const before = Number(await catalogVersion())
      await api.db.query(`update ${table} set id = id where false`)
      expect(Number(await catalogVersion()), table).toBe(before + 1)
    }
    const before = await catalogVersion()
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query(`update products set label = 'Nothing' where false`)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await catalogVersion()).toBe(before)
  })
})
