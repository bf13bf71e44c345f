// Issue 14: downloads of purchased originals (C §2 order view and downloads, C §4, C §5 licence, C §7 download item,
// finalize digitals, download all; DESIGN decision 7 signed links valid minutes). On the demo shop with its photos.
import { access, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOWNLOAD_LINK_SECONDS, DOWNLOAD_RESUME_SECONDS } from '../../core/downloads'
import {
  DigitalArchiveResponse,
  DownloadItemResponse,
  FinalizeDigitalsResponse,
} from '../../core/schemas/afterPurchase'
import { ErrorBody } from '../../core/schemas/errors'
import { type Order, OrderResponse } from '../../core/schemas/order'
import { REPLAYED_HEADER } from '../../server/idempotency'
import { DEMO_GRADUATION_STORE_ID, DEMO_STORE_ID, demoLicence } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { seedDemoLicence } from '../../server/seed/licence'
import { PRIVATE_DIR } from '../../server/services/images'
import { boughtOrder, digitalAll, digitalSingle, print, SPRING } from './downloadFixtures'
import { type Api, decode, startApi } from './harness'
import { readZip } from './zipReader'

const EMMA = demoId('subject:emma')
const LIAM = demoId('subject:liam')
const image = (pose: number) => demoId(`image:emma:${pose}`)
const crop = (pose: number) => demoId(`crop:emma:${pose}`)

let api: Api
let parent: string
let single: Order
let all: Order

const errorOf = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status)
  return (await decode(ErrorBody, res)).error
}
const itemOf = (order: Order) => order.orderItems[0]?.id ?? ''
/** A link the API handed out, opened as the browser's navigation does (no Bearer). */
const open = (link: string, headers: Record<string, string> = {}) => api.app.request(link, { headers })
const download = async (token: string, itemId: string, accept?: boolean) => {
  const res =
    accept === undefined
      ? await api.get(`/order_items/${itemId}/download`, token)
      : await api.send(token, 'PUT', `/order_items/${itemId}/download`, { orderItem: { acceptedLicence: accept } })
  return res
}
const accepted = async (token: string, itemId: string) => {
  const res = await download(token, itemId, true)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await decode(DownloadItemResponse, res)).data
}
const originalOf = async (imageId: string) => {
  const { rows } = await api.db.query<{ original_key: string }>('select original_key from images where id = $1', [
    imageId,
  ])
  return readFile(join(api.deps.dataDir, PRIVATE_DIR, rows[0]?.original_key ?? ''))
}
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer())

beforeAll(async () => {
  api = await startApi({ photos: true })
  parent = await api.newShopper()
  await api.enterCode(parent, SPRING, 'EMMA-2026')
  single = await boughtOrder(api, parent, EMMA, [digitalSingle(image(2), crop(2))])
  all = await boughtOrder(api, parent, EMMA, [digitalAll()])
}, 60_000)
afterAll(() => api?.close())

describe('issue 14 point 8: the demo’s digital products deliver real files', () => {
  it('every seeded photo has its original on disk', async () => {
    const { rows } = await api.db.query<{ original_key: string }>('select original_key from images')
    expect(rows.length).toBeGreaterThan(0)
    for (const { original_key } of rows) await access(join(api.deps.dataDir, PRIVATE_DIR, original_key))
  })

  it('a paid spring order says the store’s licence, not yet accepted, and offers no download-all link before it', () => {
    expect(single.status).toBe('paid')
    expect(single.licence).toBe(demoLicence)
    expect(single.acceptedLicence).toBe(false)
    expect(single.downloadAllURL).toBeNull()
  })

  it('a data folder seeded before downloads gets the demo licence on its next start, once; a store’s own is kept', async () => {
    await api.db.query(`update stores set settings = settings - 'digitalLicence'`)
    await api.db.query(`update stores set settings = settings || '{"digitalLicence":"Our own terms."}' where id = $1`, [
      DEMO_GRADUATION_STORE_ID,
    ])
    expect(await seedDemoLicence(api.db)).toBe(1)
    expect(await seedDemoLicence(api.db)).toBe(0)
    const { rows } = await api.db.query<{ id: string; licence: string }>(
      `select id, settings->>'digitalLicence' as licence from stores order by id`,
    )
    expect(Object.fromEntries(rows.map((r) => [r.id, r.licence]))).toEqual({
      [DEMO_STORE_ID]: demoLicence,
      [DEMO_GRADUATION_STORE_ID]: 'Our own terms.',
    })
    await api.db.query(`update stores set settings = settings || $1::jsonb`, [
      JSON.stringify({ digitalLicence: demoLicence }),
    ])
  })

  it('an order of prints has no licence (C §3)', async () => {
    const prints = await boughtOrder(api, parent, EMMA, [print(image(1), crop(1))])
    expect([prints.licence, prints.acceptedLicence, prints.downloadAllURL]).toEqual([null, true, null])
  })
})

describe('C §7 download item, C §5 licence', () => {
  it('before the licence is accepted: 409 licence_required (GET, and PUT not accepting); nothing recorded', async () => {
    const item = itemOf(single)
    expect((await errorOf(await download(parent, item), 409)).code).toBe('licence_required')
    expect((await errorOf(await download(parent, item, false), 409)).code).toBe('licence_required')
    const order = (await decode(OrderResponse, await api.get(`/orders/${single.id}`, parent))).order
    expect(order.version).toBe(single.version)
  })

  it('PUT accepting records the licence on the item and answers the order and a link to the original', async () => {
    const item = itemOf(single)
    const { order, redirect } = await accepted(parent, item)
    expect(order.orderItems[0]?.acceptedLicence).toBe(true)
    expect(order.acceptedLicence).toBe(true)
    expect(order.version).toBe(single.version + 1)
    expect(order.downloadAllURL).toMatch(/^\/downloads\/orders\//)
    expect(redirect).toMatch(new RegExp(`^/downloads/items/${item}/${image(2)}\\.jpg\\?u=[0-9a-f-]{36}&e=\\d+&s=`))
    // Recorded: a plain GET now answers a fresh link, and the order reads accepted.
    const again = await download(parent, item)
    expect(again.status).toBe(200)
    const read = (await decode(OrderResponse, await api.get(`/orders/${single.id}`, parent))).order
    expect([read.acceptedLicence, read.version]).toEqual([true, single.version + 1])
  })

  it('the link gives the stored original, as an attachment named for the order, with its length up front', async () => {
    const { redirect } = await accepted(parent, itemOf(single))
    const res = await open(redirect)
    expect(res.status).toBe(200)
    const original = await originalOf(image(2))
    expect((await bytesOf(res)).equals(original)).toBe(true)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('content-length')).toBe(String(original.length))
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${single.orderReference} Emma Johnson pose 2.jpg"; filename*=UTF-8''${single.orderReference}%20Emma%20Johnson%20pose%202.jpg`,
    )
    expect(res.headers.get('cache-control')).toContain('no-store')
  })

  it('accepting twice records once (the version moves once); the Idempotency-Key replays the answer', async () => {
    const first = await accepted(parent, itemOf(single))
    const second = await accepted(parent, itemOf(single))
    expect(second.order.version).toBe(first.order.version)
    const keyed = () =>
      api.send(
        parent,
        'PUT',
        `/order_items/${itemOf(single)}/download`,
        { orderItem: { acceptedLicence: true } },
        {
          'Idempotency-Key': 'download-once',
        },
      )
    const a = await keyed()
    const b = await keyed()
    expect(b.headers.get(REPLAYED_HEADER)).toBe('true')
    expect(await b.text()).toBe(await a.text())
  })

  it('every digital image: a ZIP of the child’s own photos (not the class photos), after the licence', async () => {
    const { redirect } = await accepted(parent, itemOf(all))
    expect(redirect).toMatch(new RegExp(`^/downloads/items/${itemOf(all)}/${all.orderReference}_photos\\.zip\\?`))
    const entries = await readZip(await bytesOf(await open(redirect)))
    const folder = `Emma Johnson - ${all.orderReference}`
    expect(entries.map((e) => e.name)).toEqual([
      `${folder}/01 Emma Johnson pose 1.jpg`,
      `${folder}/02 Emma Johnson pose 2.jpg`,
      `${folder}/03 Emma Johnson pose 3.jpg`,
      `${folder}/04 Emma Johnson pose 4 (green screen).jpg`,
    ])
    for (const [i, entry] of entries.entries()) expect(entry.data.equals(await originalOf(image(i + 1)))).toBe(true)
  })

  it('a print is no digital item: 400 not_digital', async () => {
    const prints = await boughtOrder(api, parent, EMMA, [print(image(1), crop(1))])
    expect((await errorOf(await download(parent, itemOf(prints), true), 400)).code).toBe('not_digital')
  })
})

describe('only the paid order of its own store user', () => {
  it('an order placed to pay at school is not paid: 403 not_paid on every download call', async () => {
    const placed = await boughtOrder(api, parent, EMMA, [digitalSingle(image(1), crop(1))], 'manual')
    expect(placed.status).toBe('placed')
    expect(placed.downloadAllURL).toBeNull()
    expect((await errorOf(await download(parent, itemOf(placed), true), 403)).code).toBe('not_paid')
    expect((await errorOf(await api.get(`/orders/${placed.id}/request_digital_archive`, parent), 403)).code).toBe(
      'not_paid',
    )
    const finalize = await api.send(parent, 'POST', `/orders/${placed.id}/finalize_digitals`, {
      order: { orderItems: [{ id: itemOf(placed), acceptedLicence: true }] },
    })
    expect((await errorOf(finalize, 403)).code).toBe('not_paid')
    const read = (await decode(OrderResponse, await api.get(`/orders/${placed.id}`, parent))).order
    expect(read.orderItems[0]?.acceptedLicence).toBe(false)
  })

  it('another store user: 404 on every call, as if the order did not exist', async () => {
    const other = await api.newShopper()
    await api.enterCode(other, SPRING, 'EMMA-2026')
    expect((await errorOf(await download(other, itemOf(single)), 404)).code).toBe('not_found')
    expect((await errorOf(await download(other, itemOf(single), true), 404)).code).toBe('not_found')
    expect((await errorOf(await api.get(`/orders/${single.id}/request_digital_archive`, other), 404)).code).toBe(
      'not_found',
    )
    const finalize = await api.send(other, 'POST', `/orders/${all.id}/finalize_digitals`, {
      order: { orderItems: [{ id: itemOf(all), acceptedLicence: true }] },
    })
    expect((await errorOf(finalize, 404)).code).toBe('not_found')
  })

  it('another store user’s item answers exactly as an item that does not exist (nothing tells them apart)', async () => {
    const other = await api.newShopper()
    const missing = await errorOf(await download(other, '00000000-0000-4000-8000-000000000000'), 404)
    expect(await errorOf(await download(other, itemOf(single)), 404)).toEqual(missing)
    expect(await errorOf(await download(other, itemOf(single), true), 404)).toEqual(missing)
  })

  it('the admin may download for the parent (B §6): the link is the parent’s', async () => {
    const res = await api.get(`/order_items/${itemOf(single)}/download`, 'admin-secret-token')
    const { redirect } = (await decode(DownloadItemResponse, res)).data
    expect(new URL(redirect, 'http://shop').searchParams.get('u')).toBe(single.storeUser)
    expect((await open(redirect)).status).toBe(200)
  })
})

describe('C §7 finalize digitals and download all', () => {
  let brother: Order
  let parent2: string
  beforeAll(async () => {
    parent2 = await api.newShopper()
    await api.enterCode(parent2, SPRING, 'LIAM-2026')
    brother = await boughtOrder(api, parent2, LIAM, [digitalAll()])
  })

  it('download all waits for the licence of every digital item (409), which finalize records at once', async () => {
    expect((await errorOf(await api.get(`/orders/${brother.id}/request_digital_archive`, parent2), 409)).code).toBe(
      'licence_required',
    )
    const res = await api.send(parent2, 'POST', `/orders/${brother.id}/finalize_digitals`, {
      order: { orderItems: [{ id: itemOf(brother), acceptedLicence: true }] },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const { order } = (await decode(FinalizeDigitalsResponse, res)).data
    expect([order.acceptedLicence, order.orderItems[0]?.acceptedLicence, order.version]).toEqual([
      true,
      true,
      brother.version + 1,
    ])
    expect(order.downloadAllURL).toMatch(
      new RegExp(`^/downloads/orders/${brother.id}/${brother.orderReference}_photos`),
    )
  })

  it('finalize names only digital items of the order: 400 with the item’s field, nothing recorded', async () => {
    const res = await api.send(parent2, 'POST', `/orders/${brother.id}/finalize_digitals`, {
      order: {
        orderItems: [
          { id: itemOf(brother), acceptedLicence: true },
          { id: itemOf(single), acceptedLicence: true },
        ],
      },
    })
    const error = await errorOf(res, 400)
    expect(error.code).toBe('not_digital')
    expect(Object.keys(error.fields ?? {})).toEqual(['order.orderItems.1.id'])
  })

  it('the archive: its link, size and files; the ZIP holds each purchased original once, byte for byte', async () => {
    const res = await api.get(`/orders/${brother.id}/request_digital_archive`, parent2)
    const { url, size, files } = (await decode(DigitalArchiveResponse, res)).data
    expect(files).toBe(4)
    const zip = await open(url)
    expect(zip.status).toBe(200)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    expect(zip.headers.get('content-length')).toBe(String(size))
    expect(zip.headers.get('content-disposition')).toContain(`filename="${brother.orderReference}_photos.zip"`)
    const bytes = await bytesOf(zip)
    expect(bytes.length).toBe(size)
    const entries = await readZip(bytes)
    expect(entries.map((e) => e.name.split('/')[0])).toEqual(Array(4).fill(`Liam Chen - ${brother.orderReference}`))
    for (const [i, entry] of entries.entries()) {
      expect(entry.stored).toBe(true)
      expect(entry.data.equals(await originalOf(demoId(`image:liam:${i + 1}`)))).toBe(true)
    }
  })

  it('the ZIP is the same bytes on every request, so a range resumes an interrupted download', async () => {
    const { url, size } = (
      await decode(DigitalArchiveResponse, await api.get(`/orders/${brother.id}/request_digital_archive`, parent2))
    ).data
    const whole = await bytesOf(await open(url))
    expect((await bytesOf(await open(url))).equals(whole)).toBe(true)
    const cut = Math.floor(size / 3)
    const rest = await open(url, { Range: `bytes=${cut}-` })
    expect(rest.status).toBe(206)
    expect(rest.headers.get('content-range')).toBe(`bytes ${cut}-${size - 1}/${size}`)
    expect(rest.headers.get('content-length')).toBe(String(size - cut))
    const resumed = Buffer.concat([whole.subarray(0, cut), await bytesOf(rest)])
    expect(resumed.equals(whole)).toBe(true)
    // A range in the middle, the last bytes, and the same ETag for If-Range.
    const etag = rest.headers.get('etag') ?? ''
    const middle = await open(url, { Range: 'bytes=100-199', 'If-Range': etag })
    expect([middle.status, (await bytesOf(middle)).equals(whole.subarray(100, 200))]).toEqual([206, true])
    const tail = await open(url, { Range: 'bytes=-22' })
    expect((await bytesOf(tail)).equals(whole.subarray(size - 22))).toBe(true)
    // Another validator (the archive changed): the whole file again; past the end: 416.
    const changed = await open(url, { Range: 'bytes=100-199', 'If-Range': '"other"' })
    expect([changed.status, (await bytesOf(changed)).length]).toEqual([200, size])
    const past = await open(url, { Range: `bytes=${size}-` })
    expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${size}`])
  })

  it('a range of one original resumes it too', async () => {
    const { redirect } = await accepted(parent, itemOf(single))
    const original = await originalOf(image(2))
    const res = await open(redirect, { Range: 'bytes=10-' })
    expect(res.status).toBe(206)
    expect((await bytesOf(res)).equals(original.subarray(10))).toBe(true)
  })

  it('an order without digital items has no archive: 400 no_digital_items', async () => {
    const prints = await boughtOrder(api, parent, EMMA, [print(image(1), crop(1))])
    expect((await errorOf(await api.get(`/orders/${prints.id}/request_digital_archive`, parent), 400)).code).toBe(
      'no_digital_items',
    )
  })
})

describe('DESIGN decision 7: links expire and cannot be altered', () => {
  let link: string
  beforeAll(async () => {
    link = (await accepted(parent, itemOf(single))).redirect
  })
  const refused = async (res: Response, words: RegExp, back: string) => {
    expect(res.status).toBe(403)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const page = await res.text()
    expect(page).toMatch(words)
    expect(page).toContain(`href="${back}"`)
  }
  const orderPage = () => `/cart/${SPRING}/order/${single.orderReference}`
  const withQuery = (name: string, value: string) => {
    const url = new URL(link, 'http://shop')
    url.searchParams.set(name, value)
    return `${url.pathname}${url.search}`
  }

  it(`works for ${DOWNLOAD_LINK_SECONDS} seconds, then says it expired and links back to the order page`, async () => {
    api.advanceClock(DOWNLOAD_LINK_SECONDS)
    expect((await open(link)).status).toBe(200)
    api.advanceClock(1)
    await refused(await open(link), /expired/, orderPage())
    // The order page's next request gets a fresh link.
    const fresh = (await decode(DownloadItemResponse, await download(parent, itemOf(single)))).data.redirect
    expect((await open(fresh)).status).toBe(200)
  })

  // Issue 14 bad input: an altered link of the parent's still offers the way back to their order page for a fresh
  // link; one naming another store user leads to the shop.
  const allPage = () => `/cart/${SPRING}/order/${all.orderReference}`
  it.each([
    ['another photo in the path', (l: string) => l.replace(image(2), image(3)), orderPage],
    ['another item in the path', (l: string) => l.replace(itemOf(single), itemOf(all)), allPage],
    ['another store user', () => withQuery('u', '00000000-0000-4000-8000-000000000000'), () => '/'],
    [
      'a later expiry',
      () => withQuery('e', String(Number(new URL(link, 'http://s').searchParams.get('e')) + 600)),
      orderPage,
    ],
    ['an altered signature', () => withQuery('s', 'AAAAAAAAAAAAAAAAAAAAAA'), orderPage],
    ['no signature', (l: string) => l.replace(/&s=.*$/, ''), orderPage],
  ])('%s: not valid (403), with the way back', async (_, alter, back) => {
    await refused(await open(alter(link)), /not valid/, back())
  })

  it('a link made for the parent stops working once the order is no longer theirs or no longer paid', async () => {
    const fresh = (await decode(DownloadItemResponse, await download(parent, itemOf(all)))).data.redirect
    await api.db.query(`update orders set status = 'cancelled' where id = $1`, [all.id])
    await refused(await open(fresh), /no longer available/, `/cart/${SPRING}/order/${all.orderReference}`)
    await api.db.query(`update orders set status = 'paid' where id = $1`, [all.id])
    expect((await open(fresh)).status).toBe(200)
  })

  it('a path of no download shape is 404', async () => {
    expect((await open('/downloads/items/x/y.exe')).status).toBe(404)
  })
})

describe('issue 14 bad input: an interrupted ZIP download can be resumed after its link expired', () => {
  // Last in the file: the clock moves a day on.
  it(`the rest of the same archive for ${DOWNLOAD_RESUME_SECONDS / 3600} hours; a plain GET is refused`, async () => {
    const { url, size } = (
      await decode(DigitalArchiveResponse, await api.get(`/orders/${single.id}/request_digital_archive`, parent))
    ).data
    const first = await open(url)
    const etag = first.headers.get('etag') ?? ''
    const whole = await bytesOf(first)
    const cut = Math.floor(size / 2)
    const orderPage = `/cart/${SPRING}/order/${single.orderReference}`
    const resume = (headers: Record<string, string> = { Range: `bytes=${cut}-`, 'If-Range': etag }, link = url) =>
      open(link, headers)
    const expired = async (res: Response) => {
      expect(res.status).toBe(403)
      const page = await res.text()
      expect(page).toMatch(/expired/)
      expect(page).toContain(`href="${orderPage}"`)
    }

    // Twenty minutes later the browser resumes with the URL it began with.
    api.advanceClock(20 * 60)
    const rest = await resume()
    expect([rest.status, rest.headers.get('content-range')]).toEqual([206, `bytes ${cut}-${size - 1}/${size}`])
    expect(Buffer.concat([whole.subarray(0, cut), await bytesOf(rest)]).equals(whole)).toBe(true)
    // Not a fresh download: no range, a range without If-Range, another file's validator, a range past the end.
    await expired(await resume({}))
    await expired(await resume({ Range: `bytes=${cut}-` }))
    await expired(await resume({ Range: `bytes=${cut}-`, 'If-Range': '"zip-other"' }))
    await expired(await resume({ Range: `bytes=${size}-`, 'If-Range': etag }))
    // A link not signed here stays invalid; the order must still be the parent's paid order.
    const altered = url.replace(/&s=[^&]*/, '&s=AAAAAAAAAAAAAAAAAAAAAA')
    expect(await (await resume(undefined, altered)).text()).toMatch(/not valid/)
    await api.db.query(`update orders set status = 'cancelled' where id = $1`, [single.id])
    expect(await (await resume()).text()).toMatch(/no longer available/)
    await api.db.query(`update orders set status = 'paid' where id = $1`, [single.id])

    // Until a day after the link's expiry, then never.
    api.advanceClock(DOWNLOAD_LINK_SECONDS - 20 * 60 + DOWNLOAD_RESUME_SECONDS)
    expect((await resume()).status).toBe(206)
    api.advanceClock(1)
    await expired(await resume())
  })
})
