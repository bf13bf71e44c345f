// Issue 10 point 4: how many queries an order change and a read run (docs/performance.md). The figures are ceilings:
// a change that makes a request run more fails here and says which statements it ran.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateOrderResponse, type Order, OrderItemResponse } from '../../core/schemas/order'
import { demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { cupertino } from '../addresses'
import { type Api, decode, startApi } from './harness'
import { countQueries, type QueryLog } from './queryCount'

const SPRING = demoId('session:spring-reorders')
const spring = (key: string) => demoIds.product('spring-set', key)
const group = (key: string) => demoIds.group('spring-set', key)
const option = (g: string, key: string) => demoIds.option('spring-set', g, key)
const onPhoto = (product: string, n = 1) => ({
  node: demoIds.node('spring-set', product, 0),
  image: demoId(`test-photo:${n}`),
  imageCrop: demoId(`test-crop:${n}`),
})

/** The most queries each request may run (before issue 10: add 33, update 41, read 9, product set 9). */
const CEILING = {
  create: 5,
  add: 10,
  addPackage: 10,
  update: 12,
  quantity: 12,
  remove: 7,
  read: 6,
  productSet: 1,
  customerDetails: 10,
}

let api: Api
let token: string
let log: QueryLog

beforeAll(async () => {
  api = await startApi()
  token = await api.newShopper()
  log = countQueries(api.db)
})
afterAll(async () => {
  log.restore()
  await api.close()
})

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  api.send(token, method, path, body, headers)

/** Runs a request and answers it with the queries it ran. */
const counted = async (request: () => Response | Promise<Response>) => {
  log.reset()
  const res = await request()
  return { res, count: log.count, statements: [...log.statements] }
}

const within = (what: keyof typeof CEILING, run: { count: number; statements: string[] }) =>
  expect(run.count, `${what} ran:\n${run.statements.join('\n')}`).toBeLessThanOrEqual(CEILING[what])

const print = {
  quantity: 2,
  nodes: [onPhoto('8x10')],
  options: { [group('finish')]: { value: option('finish', 'metallic') } },
}
/** A build-your-own package spending its 10 credits on four chosen products (as in orders.test.ts). */
const choice = (key: string, n: number, extra: Record<string, unknown> = {}) => ({
  product: spring(key),
  quantity: 1,
  nodes: [{ node: demoIds.node('spring-set', key, 0), image: demoId(`test-photo:${n}`) }],
  ...extra,
})
const byoPackage = {
  quantity: 1,
  orderItems: [
    choice('byo-class-photo', 9),
    choice('byo-8x10', 1, { options: { [group('finish')]: { value: option('finish', 'lustre') } } }),
    choice('byo-5x7', 2),
    choice('byo-wallets', 1),
  ],
}

describe('queries per request, with the catalog cached (the first request of a version loads it)', () => {
  let order: Order

  it('reads of the catalog run one query: the catalog version', async () => {
    await api.get(`/product_sets/${SPRING}`, token)
    const run = await counted(() => api.get(`/product_sets/${SPRING}`, token))
    expect(run.res.status).toBe(200)
    within('productSet', run)
  })

  it('creating an order', async () => {
    await send('POST', '/orders', { order: { clientSession: SPRING } })
    const run = await counted(() => send('POST', '/orders', { order: { clientSession: SPRING } }))
    expect(run.res.status).toBe(201)
    order = (await decode(CreateOrderResponse, run.res)).data.order
    within('create', run)
  })

  it('adding an item (a print with an option on a photo), the first and a later one', async () => {
    const body = { orderItem: { order: order.id, product: spring('8x10'), ...print } }
    const first = await counted(() => send('POST', '/order_items', body))
    expect(first.res.status).toBe(201)
    within('add', first)
    const second = await counted(() => send('POST', '/order_items', body))
    expect(second.res.status).toBe(201)
    within('add', second)
    order = (await decode(OrderItemResponse, second.res)).order
    expect(order.orderItems).toHaveLength(2)
  })

  it('adding a package with its chosen products', async () => {
    const run = await counted(() =>
      send('POST', '/order_items', {
        orderItem: { order: order.id, product: spring('byo-collection'), ...byoPackage },
      }),
    )
    expect(run.res.status, await run.res.clone().text()).toBe(201)
    within('addPackage', run)
    order = (await decode(OrderItemResponse, run.res)).order
  })

  it('updating an item (PUT, the whole configuration) and its quantity (PATCH)', async () => {
    const item = order.orderItems[0]
    if (!item) throw new Error('no item')
    const update = await counted(() => send('PUT', `/order_items/${item.id}`, { orderItem: { ...print, quantity: 3 } }))
    expect(update.res.status).toBe(200)
    within('update', update)
    const quantity = await counted(() => send('PATCH', `/order_items/${item.id}`, { orderItem: { quantity: 4 } }))
    expect(quantity.res.status).toBe(200)
    within('quantity', quantity)
  })

  it('removing an item', async () => {
    const item = order.orderItems[1]
    if (!item) throw new Error('no item')
    const run = await counted(() => send('DELETE', `/order_items/${item.id}`))
    expect(run.res.status).toBe(204)
    within('remove', run)
  })

  it('reading the order', async () => {
    const run = await counted(() => api.get(`/orders/${order.id}`, token))
    expect(run.res.status).toBe(200)
    within('read', run)
  })

  it('saving the customer details (issue 12: checked across linked orders, shipping priced)', async () => {
    const fall = await send('POST', '/orders', { order: { clientSession: demoId('session:fall-picture-day') } })
    const orderId = (await decode(CreateOrderResponse, fall)).data.order.id
    const wallets = { orderItem: { order: orderId, product: demoIds.product('fall-set', 'wallets'), quantity: 1 } }
    expect((await send('POST', '/order_items', wallets)).status).toBe(201)
    const details = {
      customerDetails: {
        recipientName: 'Ada Parent',
        recipientEmail: 'ada@example.com',
        shippingMethod: demoId('shipping:fall-picture-day:home'),
        billingDetailsAdded: false,
        shipping: cupertino,
      },
    }
    expect((await send('PUT', `/orders/${orderId}/customer_details`, details)).status).toBe(200)
    const run = await counted(() => send('PUT', `/orders/${orderId}/customer_details`, details))
    expect(run.res.status, await run.res.clone().text()).toBe(200)
    within('customerDetails', run)
  })

  it('an Idempotency-Key adds two: the reservation and the kept answer; a replay runs two', async () => {
    const body = { orderItem: { order: order.id, product: spring('8x10'), ...print } }
    // The first keyed request of a process also deletes expired keys (then at most every 10 minutes).
    await send('POST', '/order_items', body, { 'Idempotency-Key': crypto.randomUUID() })
    const headers = { 'Idempotency-Key': crypto.randomUUID() }
    const run = await counted(() => send('POST', '/order_items', body, headers))
    expect(run.res.status).toBe(201)
    expect(run.count).toBeLessThanOrEqual(CEILING.add + 2)
    const replay = await counted(() => send('POST', '/order_items', body, headers))
    expect(replay.res.headers.get('Idempotent-Replayed')).toBe('true')
    expect(replay.count).toBe(2)
  })
})
