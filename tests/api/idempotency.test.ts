// Issue 10 point 3, DESIGN decision 5: Idempotency-Key on every state-changing request (server/idempotency.ts).
// On PostgreSQL (npm run test:pg) the parallel requests below really run side by side.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { CreateOrderResponse, type Order, OrderItemResponse, OrderResponse } from '../../core/schemas/order'
import { demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, startApi } from './harness'

const SPRING = demoId('session:spring-reorders')
const magnet = demoIds.product('spring-set', 'magnet')
const onPhoto = (n: number) => ({
  node: demoIds.node('spring-set', 'magnet', 0),
  image: demoId(`test-photo:${n}`),
  imageCrop: demoId(`test-crop:${n}`),
})

let api: Api
let token: string

beforeAll(async () => {
  api = await startApi()
  token = await api.newShopper()
})
afterAll(() => api.close())

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, as = token) =>
  api.send(as, method, path, body, headers)

const keyed = (key: string) => ({ 'Idempotency-Key': key })

const newOrder = async (as = token): Promise<Order> =>
  (await decode(CreateOrderResponse, await send('POST', '/orders', { order: { clientSession: SPRING } }, {}, as))).data
    .order

const addMagnet = (order: string, n: number, headers: Record<string, string> = {}, as = token) =>
  send('POST', '/order_items', { orderItem: { order, product: magnet, quantity: 1, nodes: [onPhoto(n)] } }, headers, as)

const itemsOf = async (orderId: string, as = token) =>
  (await decode(OrderResponse, await api.get(`/orders/${orderId}`, as))).order.orderItems

const errorOf = async (res: Response, status: number) => {
  expect(res.status).toBe(status)
  return (await decode(ErrorBody, res)).error
}

const keyRows = async () =>
  (await api.db.query<{ n: number }>('select count(*)::int as n from idempotency_keys')).rows[0]?.n ?? 0

describe('a repeat of the same request replays the first answer', () => {
  it('the same key and body: the item is added once; the repeat has the first status, body and ETag', async () => {
    const order = await newOrder()
    const key = randomUUID()
    const first = await addMagnet(order.id, 1, keyed(key))
    expect(first.status).toBe(201)
    expect(first.headers.get('Idempotent-Replayed')).toBeNull()
    const firstBody = await first.text()

    const again = await addMagnet(order.id, 1, keyed(key))
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'))
    expect(again.headers.get('Content-Type')).toBe(first.headers.get('Content-Type'))
    expect(await again.text()).toBe(firstBody)
    expect(await itemsOf(order.id)).toHaveLength(1)
  })

  it('without a key nothing is kept: each request runs', async () => {
    const order = await newOrder()
    expect((await addMagnet(order.id, 1)).status).toBe(201)
    expect((await addMagnet(order.id, 1)).status).toBe(201)
    expect(await itemsOf(order.id)).toHaveLength(2)
  })

  it('a 4xx is the answer: kept and replayed, even once the request would now succeed', async () => {
    const order = await newOrder()
    const key = randomUUID()
    const stale = await addMagnet(order.id, 1, { ...keyed(key), 'If-Match': '"7"' })
    expect((await errorOf(stale, 409)).code).toBe('version_conflict')
    const again = await addMagnet(order.id, 1, { ...keyed(key), 'If-Match': '"7"' })
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await errorOf(again, 409)).code).toBe('version_conflict')
    expect(await itemsOf(order.id)).toHaveLength(0)
  })

  it('a 204 (DELETE) replays as 204, not as the 404 a second removal would get', async () => {
    const order = await newOrder()
    const item = (await decode(OrderItemResponse, await addMagnet(order.id, 1))).order.orderItems[0]
    const key = randomUUID()
    const first = await send('DELETE', `/order_items/${item?.id}`, undefined, keyed(key))
    expect(first.status).toBe(204)
    const again = await send('DELETE', `/order_items/${item?.id}`, undefined, keyed(key))
    expect(again.status).toBe(204)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.text()).toBe('')
    expect((await send('DELETE', `/order_items/${item?.id}`)).status).toBe(404)
  })

  it('creating an order with a key creates one order (the subject search’s linked order is such a request)', async () => {
    const key = randomUUID()
    const body = { order: { clientSession: SPRING } }
    const first = await decode(CreateOrderResponse, await send('POST', '/orders', body, keyed(key)))
    const again = await send('POST', '/orders', body, keyed(key))
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await decode(CreateOrderResponse, again)).data.order.id).toBe(first.data.order.id)
  })
})

describe('a key names one request', () => {
  it('the same key with another body, path or method answers 422 idempotency_key_reused, and runs nothing', async () => {
    const order = await newOrder()
    const key = randomUUID()
    expect((await addMagnet(order.id, 1, keyed(key))).status).toBe(201)
    expect((await errorOf(await addMagnet(order.id, 2, keyed(key)), 422)).code).toBe('idempotency_key_reused')
    const otherPath = await send('POST', `/orders/${order.id}/clear`, undefined, keyed(key))
    expect((await errorOf(otherPath, 422)).code).toBe('idempotency_key_reused')
    const otherQuery = await send('DELETE', `/order_items/${order.id}?withDependents=true`, undefined, keyed(key))
    expect((await errorOf(otherQuery, 422)).code).toBe('idempotency_key_reused')
    expect(await itemsOf(order.id)).toHaveLength(1)
  })

  it('keys are kept per store user: another shopper’s request with the same key runs as their own', async () => {
    const other = await api.newShopper()
    const key = randomUUID()
    const mine = await newOrder()
    const theirs = await newOrder(other)
    expect((await addMagnet(mine.id, 1, keyed(key))).status).toBe(201)
    // Their own request runs (no 422, no replay of my answer) ...
    const own = await addMagnet(theirs.id, 1, keyed(key), other)
    expect(own.status).toBe(201)
    expect(own.headers.get('Idempotent-Replayed')).toBeNull()
    // ... and repeating my request with my key from their token replays nothing of mine: it is 404 for them.
    const replayTry = await addMagnet(mine.id, 1, keyed(randomUUID()), other)
    expect(replayTry.status).toBe(404)
    const sameKey = await addMagnet(mine.id, 1, keyed(key), other)
    expect((await errorOf(sameKey, 422)).code).toBe('idempotency_key_reused')
    expect(await itemsOf(mine.id)).toHaveLength(1)
  })

  it('a malformed key is 400 (1 to 100 visible ASCII characters)', async () => {
    const order = await newOrder()
    for (const key of ['', 'a'.repeat(101), 'two words', 'clé'])
      expect((await errorOf(await addMagnet(order.id, 1, keyed(key)), 400)).fields).toHaveProperty('Idempotency-Key')
    expect((await addMagnet(order.id, 1, keyed('a'.repeat(100)))).status).toBe(201)
  })

  it('reads ignore the header', async () => {
    const key = randomUUID()
    const res = await api.request(`/product_sets/${SPRING}`, {
      headers: { Authorization: `Bearer ${token}`, ...keyed(key) },
    })
    expect(res.status).toBe(200)
    const rows = await api.db.query('select 1 from idempotency_keys where key = $1', [key])
    expect(rows.rows).toHaveLength(0)
  })
})

describe('while the first request runs, and when it fails', () => {
  it('a repeat while the first still runs answers 409 idempotency_key_in_progress', async () => {
    const order = await newOrder()
    const key = randomUUID()
    const storeUser = (
      await api.db.query<{ store_user_id: string }>('select store_user_id from orders where id = $1', [order.id])
    ).rows[0]?.store_user_id
    // The first request has reserved the key and not answered yet.
    const body = JSON.stringify({ orderItem: { order: order.id, product: magnet, quantity: 1, nodes: [onPhoto(1)] } })
    await api.db.query(
      `insert into idempotency_keys (store_user, key, method, path, request_hash, created_at)
       values ($1, $2, 'POST', '/api/order_items', encode(sha256(convert_to($3, 'UTF8')), 'hex'), now())`,
      [storeUser, key, body],
    )
    const again = await addMagnet(order.id, 1, keyed(key))
    expect((await errorOf(again, 409)).code).toBe('idempotency_key_in_progress')
    expect(await itemsOf(order.id)).toHaveLength(0)
  })

  it('parallel requests with one key: one runs, the others answer 409 in progress or replay it', async () => {
    const order = await newOrder()
    const key = randomUUID()
    const answers = await Promise.all(Array.from({ length: 5 }, () => addMagnet(order.id, 1, keyed(key))))
    const ran = answers.filter((r) => r.status === 201 && r.headers.get('Idempotent-Replayed') === null)
    expect(ran).toHaveLength(1)
    for (const res of answers.filter((r) => !ran.includes(r))) {
      if (res.status === 409) expect((await decode(ErrorBody, res)).error.code).toBe('idempotency_key_in_progress')
      else expect([res.status, res.headers.get('Idempotent-Replayed')]).toEqual([201, 'true'])
    }
    expect(await itemsOf(order.id)).toHaveLength(1)
  })

  it('a 5xx releases the key: the retry runs', async () => {
    const order = await newOrder()
    const key = randomUUID()
    const transaction = api.db.transaction
    api.db.transaction = (() => Promise.reject(new Error('the database went away'))) as typeof transaction
    const failed = await Promise.resolve(addMagnet(order.id, 1, keyed(key))).finally(() => {
      api.db.transaction = transaction
    })
    expect((await errorOf(failed, 500)).code).toBe('internal')
    expect((await api.db.query('select 1 from idempotency_keys where key = $1', [key])).rows).toHaveLength(0)
    const retry = await addMagnet(order.id, 1, keyed(key))
    expect(retry.status).toBe(201)
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await itemsOf(order.id)).toHaveLength(1)
  })
})

describe('keys live 24 hours', () => {
  it('after a day the key is free again (the old answer is ignored), and expired rows are deleted', async () => {
    const order = await newOrder()
    const key = randomUUID()
    expect((await addMagnet(order.id, 1, keyed(key))).status).toBe(201)
    expect(await keyRows()).toBeGreaterThan(0)
    api.advanceClock(24 * 60 * 60 + 1)
    const fresh = await newOrder()
    // Another body with the old key: no 422, it runs.
    const res = await addMagnet(fresh.id, 2, keyed(key))
    expect(res.status).toBe(201)
    expect(res.headers.get('Idempotent-Replayed')).toBeNull()
    // The day-old rows went on the way (the cleanup runs at most every 10 minutes per process).
    const old = await api.db.query('select 1 from idempotency_keys where created_at < $1', [
      new Date(Date.parse('2026-11-01T12:00:00Z') + 60_000),
    ])
    expect(old.rows).toHaveLength(0)
  })
})
