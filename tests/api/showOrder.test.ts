// C §7 show order by reference (GET /orders/{reference}/show) for the order page of C §2: only the store user who
// placed the order, or the admin, sees it; an order that is still a cart is the "excluded type" and not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ShowOrderResponse } from '../../core/schemas/afterPurchase'
import { type Api, decode, SEEDED_AT, startApi } from './harness'
import { errorOf, type Parent, parentOf } from './orderChangeFixtures'
import { countQueries } from './queryCount'

let api: Api
let parent: Parent
beforeAll(async () => {
  api = await startApi()
  parent = await parentOf(api)
}, 60_000)
afterAll(() => api.close())

const show = (reference: string, token = parent.token) => api.get(`/orders/${reference}/show`, token)

describe('C §7 GET /orders/{reference}/show', () => {
  it('answers the paid order to its parent, with the production cutoff, the studio contact and its ETag', async () => {
    const paid = await parent.bought('card')
    const res = await show(paid.orderReference)
    expect(res.status).toBe(200)
    // Issue 17: a read's ETag is its version and a digest of the body (server/versionedRead.ts).
    expect(res.headers.get('ETag')).toMatch(new RegExp(`^"${paid.version}-[\\w-]+"$`))
    const { order } = await decode(ShowOrderResponse, res)
    expect(order).toEqual({ ...paid, downloadAllURL: order.downloadAllURL })
    // Seeded three weeks after the spring re-orders complete: 11:59 PM UTC of their last open day, 29 days after the
    // seed (issue 16 point 5: a deadline a parent can read).
    const lastDay = new Date(SEEDED_AT.getTime() + 29 * 86_400_000)
    lastDay.setUTCHours(23, 59, 0, 0)
    const cutoff = new Date(lastDay.getTime() + 21 * 86_400_000).toISOString()
    expect(order.afterPurchase).toEqual({
      productionCutoffAt: cutoff,
      canChange: true,
      contact: { name: 'Brightside order desk', email: 'orders@brightside.example', phone: '+1 408 555 0142' },
      changes: [],
    })
  })

  it('a placed order (pay at school) shows too; the admin sees any order', async () => {
    const placed = await parent.bought('manual')
    expect((await decode(ShowOrderResponse, await show(placed.orderReference))).order.status).toBe('placed')
    expect((await show(placed.orderReference, 'admin-secret-token')).status).toBe(200)
  })

  it('another parent’s order is not found: a reference alone is not enough', async () => {
    const paid = await parent.bought('testing')
    const stranger = await api.newShopper()
    const refused = await errorOf(await show(paid.orderReference, stranger), 404)
    expect(refused.code).toBe('not_found')
    expect(JSON.stringify(refused)).not.toContain(paid.id)
  })

  it('C §2 the excluded type: an order that is still a cart (open, checkout, being paid) is not found', async () => {
    const open = await parent.cart()
    expect((await errorOf(await show(open.orderReference), 404)).code).toBe('not_found')
    for (const status of ['checkout', 'payment_pending']) {
      await api.db.query('update orders set status = $2 where id = $1', [open.id, status])
      await errorOf(await show(open.orderReference), 404)
    }
  })

  it('a reference not of 8 characters of [A-Z2-9] is not found without looking for it', async () => {
    const paid = await parent.bought('testing')
    const log = countQueries(api.db)
    try {
      for (const reference of [paid.orderReference.toLowerCase(), `${paid.orderReference}A`, 'ABCDEFG1', 'ABCDEF%25'])
        await errorOf(await show(reference), 404)
      expect(log.statements.filter((s) => s.includes('order_reference'))).toEqual([])
    } finally {
      log.restore()
    }
  })
})
