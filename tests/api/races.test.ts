// Requests that race on one order. On PGlite transactions run one at a time, so these pass there by construction;
// on PostgreSQL (npm run test:pg) they run side by side and each change must see what committed before its lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
const ROUNDS = 8

let api: Api
let token: string

beforeAll(async () => {
  api = await startApi()
  token = await api.newShopper()
})
afterAll(() => api.close())

const send = (method: string, path: string, body?: unknown) => api.send(token, method, path, body)

/** An order holding one magnet on photo 1. */
const orderWithMagnet = async () => {
  const created = await send('POST', '/orders', { order: { clientSession: SPRING } })
  const order: Order = (await decode(CreateOrderResponse, created)).data.order
  const res = await send('POST', '/order_items', {
    orderItem: { order: order.id, product: magnet, quantity: 1, nodes: [onPhoto(1)] },
  })
  const item = (await decode(OrderItemResponse, res)).order.orderItems[0]
  if (!item) throw new Error('magnet missing')
  return { orderId: order.id, itemId: item.id }
}

const getOrder = async (id: string) => (await decode(OrderResponse, await api.get(`/orders/${id}`, token))).order

describe('changes racing on one order item (no If-Match: the last to lock the order wins, nothing is lost)', () => {
  it('a quantity change and a photo change sent at once both land', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { orderId, itemId } = await orderWithMagnet()
      const [quantity, photo] = await Promise.all([
        send('PUT', `/order_items/${itemId}`, { orderItem: { quantity: 3 } }),
        send('PUT', `/order_items/${itemId}`, { orderItem: { nodes: [onPhoto(2)] } }),
      ])
      expect([quantity.status, photo.status]).toEqual([200, 200])
      const [item] = (await getOrder(orderId)).orderItems
      expect(item?.quantity).toBe(3)
      expect(item?.orderItemNodes.map((n) => n.image)).toEqual([onPhoto(2).image])
    }
  })

  it('an item removed while another request changes it: 204 and 404 (or 200 then 204), never a 500', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { orderId, itemId } = await orderWithMagnet()
      const [update, removal] = await Promise.all([
        send('PUT', `/order_items/${itemId}`, { orderItem: { quantity: 2, nodes: [onPhoto(3)] } }),
        send('DELETE', `/order_items/${itemId}`),
      ])
      expect(removal.status).toBe(204)
      expect([200, 404]).toContain(update.status)
      expect((await getOrder(orderId)).orderItems).toEqual([])
    }
  })
})
