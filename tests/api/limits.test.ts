// Issue 10 point 3: limits hold under 50 parallel requests. On PGlite transactions run one at a time, so these pass
// there by construction; on PostgreSQL (npm run test:pg) the 50 adds run side by side, each on the locked order row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateOrderResponse, type Order, OrderResponse } from '../../core/schemas/order'
import { demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, startApi } from './harness'

const PARALLEL = 50

let api: Api
let token: string

beforeAll(async () => {
  api = await startApi()
  token = await api.newShopper()
})
afterAll(() => api.close())

const send = (method: string, path: string, body?: unknown) => api.send(token, method, path, body)

const newOrder = async (clientSession: string): Promise<Order> =>
  (await decode(CreateOrderResponse, await send('POST', '/orders', { order: { clientSession } }))).data.order

const quantityOf = async (orderId: string, productId: string) =>
  (await decode(OrderResponse, await api.get(`/orders/${orderId}`, token))).order.orderItems
    .filter((i) => i.product === productId)
    .reduce((n, i) => n + i.quantity, 0)

/** Sends the same add 50 times at once; returns the statuses. */
const addAtOnce = async (orderItem: Record<string, unknown>) =>
  (await Promise.all(Array.from({ length: PARALLEL }, () => send('POST', '/order_items', { orderItem })))).map(
    (r) => r.status,
  )

describe('issue 10: limits under 50 parallel adds to one order', () => {
  it('B §5 order limit: a desk calendar limited to 3 per order is added exactly 3 times', async () => {
    const order = await newOrder(demoId('session:spring-reorders'))
    const calendar = demoIds.product('spring-set', 'calendar')
    const statuses = await addAtOnce({
      order: order.id,
      product: calendar,
      quantity: 1,
      options: {
        [demoIds.group('spring-set', 'calendar-start')]: {
          value: demoIds.option('spring-set', 'calendar-start', 'jan'),
        },
      },
      nodes: [
        {
          node: demoIds.node('spring-set', 'calendar', 0),
          image: demoId('test-photo:1'),
          imageCrop: demoId('test-crop:1'),
        },
      ],
    })
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s !== 201).every((s) => s === 400)).toBe(true)
    expect(await quantityOf(order.id, calendar)).toBe(3)
  })

  it('B §5 promotional limit: an early-bird pack limited to 2 is added exactly twice', async () => {
    const order = await newOrder(demoId('session:fall-picture-day'))
    const pack = demoIds.product('fall-set', 'early-bird-pack')
    const finish = { [demoIds.group('fall-set', 'finish')]: { value: demoIds.option('fall-set', 'finish', 'lustre') } }
    const statuses = await addAtOnce({ order: order.id, product: pack, quantity: 1, options: finish })
    expect(statuses.filter((s) => s === 201)).toHaveLength(2)
    expect(await quantityOf(order.id, pack)).toBe(2)
  })
})
