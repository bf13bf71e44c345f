// Issue 15 point 2 (C §1 admin-only cart features, C §2 totals, C §6): the studio's price adjustment of a parent's
// cart with a reason (PUT/DELETE /orders/{id}/adjustment), and the payment of an order placed to be paid later
// recorded as received (POST /orders/{id}/record_payment), admin token only; the receipt shows both.
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keptChargesTotals, withChange } from '../../core/orderChangeAmount'
import { type Order, OrderItemResponse } from '../../core/schemas/order'
import { demoPrice as usd } from '../../server/seed/demo'
import { type Api, decode, startApi } from './harness'
import { answerOf, errorOf, fall, type Shopper, shopper, toPay } from './paymentFixtures'

const ADMIN = 'admin-secret-token'

let api: Api
let parent: Shopper

beforeAll(async () => {
  api = await startApi()
  parent = await shopper(api)
})
afterAll(() => api.close())

const adjust = (orderId: string, adjustment: unknown, token = ADMIN, headers: Record<string, string> = {}) =>
  api.send(token, 'PUT', `/orders/${orderId}/adjustment`, { adjustment }, headers)
const unadjust = (orderId: string, token = ADMIN, headers: Record<string, string> = {}) =>
  api.send(token, 'DELETE', `/orders/${orderId}/adjustment`, undefined, headers)
const recordPayment = (orderId: string, note: string, token = ADMIN, headers: Record<string, string> = {}) =>
  api.send(token, 'POST', `/orders/${orderId}/record_payment`, { payment: { note } }, headers)

const accepted = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200)
  const { order } = await decode(OrderItemResponse, res)
  expect(res.headers.get('ETag')).toBe(`"${order.version}"`)
  return order
}

/** What the admin's form previews: the order's totals with the adjustment (core/orderChangeAmount.ts). */
const previewed = (order: Order, amount: number | null) =>
  keptChargesTotals(withChange(order, { kind: 'adjustment', amount }))

const auditOf = async (orderId: string) =>
  (
    await api.db.query<{ admin: string; amount: number; reason: string; removed: boolean }>(
      'select admin, amount, reason, removed from order_adjustments where order_id = $1 order by created_at, removed',
      [orderId],
    )
  ).rows

const receiptText = async (orderId: string) => {
  const res = await api.get(`/orders/${orderId}/receipt`, parent.token)
  expect(res.status, await res.clone().text()).toBe(200)
  const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

describe('the studio’s price adjustment (PUT/DELETE /orders/{id}/adjustment)', () => {
  it('takes $5 off a parent’s cart with its reason: the total the admin previewed, recorded with who and when', async () => {
    const order = await parent.fallOrder()
    const adjusted = await accepted(await adjust(order.id, { amount: -usd(5), reason: '  Damaged   print ' }))
    expect(adjusted.adjustment).toMatchObject({ amount: -usd(5), reason: 'Damaged print', by: 'admin' })
    expect(Date.parse(adjusted.adjustment?.at ?? '')).not.toBeNaN()
    expect(adjusted.adjustmentTotal).toBe(-usd(5))
    // $26 of prints, shipped home $7.95, $5 off.
    expect(adjusted.total).toBe(usd(26) + usd(7.95) - usd(5))
    expect(adjusted.total).toBe(previewed(order, -usd(5)).total)
    expect(adjusted.version).toBe(order.version + 1)
    // The parent sees it on their cart.
    expect((await parent.read(order.id)).adjustment?.reason).toBe('Damaged print')
    expect(await auditOf(order.id)).toEqual([
      { admin: 'admin', amount: -usd(5), reason: 'Damaged print', removed: false },
    ])
  })

  it('a new adjustment replaces the one held; removing it restores the total; every step is audited', async () => {
    const order = await parent.fallOrder()
    await accepted(await adjust(order.id, { amount: -usd(5), reason: 'Damaged print' }))
    const added = await accepted(await adjust(order.id, { amount: usd(2.5), reason: 'Extra retouching' }))
    expect([added.adjustmentTotal, added.total]).toEqual([usd(2.5), order.total + usd(2.5)])
    const removed = await accepted(await unadjust(order.id))
    expect([removed.adjustment, removed.adjustmentTotal, removed.total]).toEqual([null, 0, order.total])
    expect(removed.total).toBe(previewed(added, null).total)
    expect(await auditOf(order.id)).toEqual([
      { admin: 'admin', amount: -usd(5), reason: 'Damaged print', removed: false },
      { admin: 'admin', amount: usd(2.5), reason: 'Extra retouching', removed: false },
      { admin: 'admin', amount: usd(2.5), reason: 'Extra retouching', removed: true },
    ])
    // Removing none answers the order and records nothing.
    await accepted(await unadjust(order.id))
    expect(await auditOf(order.id)).toHaveLength(3)
  })

  it('a take-off never larger than the goods after the coupon: shipping is still paid', async () => {
    const order = await parent.fallOrder()
    const adjusted = await accepted(await adjust(order.id, { amount: -usd(100), reason: 'Reshoot, prints free' }))
    expect(adjusted.adjustment?.amount).toBe(-usd(100))
    expect(adjusted.adjustmentTotal).toBe(-usd(26))
    expect(adjusted.total).toBe(usd(7.95))
    expect(adjusted.total).toBe(previewed(order, -usd(100)).total)
    // Adding an item later: the take-off applies to it as well, up to what was asked.
    const more = await parent.add(order.id, fall('5x7'))
    expect([more.adjustmentTotal, more.total]).toEqual([-usd(40), usd(7.95)])
  })

  it('a shopper is refused (403 forbidden) and nothing changes; so is a bad token', async () => {
    const order = await parent.fallOrder()
    for (const res of [
      await adjust(order.id, { amount: -usd(5), reason: 'I deserve it' }, parent.token),
      await unadjust(order.id, parent.token),
    ])
      expect((await errorOf(res, 403)).code).toBe('forbidden')
    expect((await adjust(order.id, { amount: -1, reason: 'abc' }, 'not-a-token')).status).toBe(401)
    expect(await parent.read(order.id)).toEqual(order)
    expect(await auditOf(order.id)).toEqual([])
  })

  it('bad input: an amount of 0, a short reason (400 with the form’s message ids), out of range or missing', async () => {
    const order = await parent.fallOrder()
    const both = await errorOf(await adjust(order.id, { amount: 0, reason: ' a ' }), 400)
    expect(both).toMatchObject({
      code: 'invalid_adjustment',
      fields: { 'adjustment.amount': 'admin.adjustment_amount_invalid', 'adjustment.reason': 'admin.note_length' },
    })
    const long = await errorOf(await adjust(order.id, { amount: 1, reason: 'x'.repeat(201) }), 400)
    expect(long.fields).toEqual({ 'adjustment.reason': 'admin.note_length' })
    for (const body of [
      { amount: 1.5, reason: 'Fraction' },
      { amount: -1e12, reason: 'Too much' },
      { amount: '-5', reason: 'A string' },
      { reason: 'No amount' },
    ])
      expect((await errorOf(await adjust(order.id, body), 400)).code).toBe('bad_request')
    expect((await parent.read(order.id)).version).toBe(order.version)
  })

  it('with If-Match and Idempotency-Key like every order write: a stale version is 409, a repeat runs once', async () => {
    const order = await parent.fallOrder()
    const stale = await adjust(order.id, { amount: -usd(1), reason: 'Late' }, ADMIN, {
      'If-Match': `"${order.version - 1}"`,
    })
    expect((await errorOf(stale, 409)).code).toBe('version_conflict')
    const headers = { 'If-Match': `"${order.version}"`, 'Idempotency-Key': `adjust-${order.id}` }
    const first = await accepted(await adjust(order.id, { amount: -usd(1), reason: 'Late' }, ADMIN, headers))
    const again = await accepted(await adjust(order.id, { amount: -usd(1), reason: 'Late' }, ADMIN, headers))
    expect(again).toEqual(first)
    expect(await auditOf(order.id)).toHaveLength(1)
  })

  it('only a cart takes one: an order placed, paid or unknown is refused (409 order_locked, 404)', async () => {
    const order = await parent.fallOrder()
    const { order: placed } = await answerOf(
      await parent.submit(order.id, { method: 'manual', confirmedTotal: toPay(order) }),
    )
    expect(placed.status).toBe('placed')
    expect((await errorOf(await adjust(order.id, { amount: -usd(1), reason: 'Late' }), 409)).code).toBe('order_locked')
    expect((await errorOf(await unadjust(order.id), 409)).code).toBe('order_locked')
    const missing = await adjust('00000000-0000-4000-8000-000000000000', { amount: -1, reason: 'None' })
    expect((await errorOf(missing, 404)).code).toBe('not_found')
  })

  it('the parent pays the adjusted total; the receipt shows the adjustment with its reason', async () => {
    const order = await parent.fallOrder()
    const adjusted = await accepted(await adjust(order.id, { amount: -usd(5), reason: 'Damaged print' }))
    const stale = await parent.submit(order.id, { method: 'testing', confirmedTotal: toPay(order) })
    expect((await errorOf(stale, 409)).code).toBe('10001')
    const { order: paid } = await answerOf(
      await parent.submit(order.id, { method: 'testing', confirmedTotal: toPay(adjusted) }),
    )
    expect([paid.status, paid.total, paid.adjustmentTotal]).toEqual(['paid', adjusted.total, -usd(5)])
    const text = await receiptText(order.id)
    expect(text).toMatch(/Adjustment \(Damaged print\)\s*−\$5\.00/)
    expect(text).toMatch(/Total\s*\$28\.95/)
  })
})

describe('a payment received for an order placed to be paid later (POST /orders/{id}/record_payment)', () => {
  const placedOrder = async (linkedOrder?: string) => {
    const order = await parent.fallOrder({ linkedOrder })
    const { order: placed } = await answerOf(
      await parent.submit(order.id, { method: 'manual', confirmedTotal: toPay(order) }),
    )
    expect(placed.status).toBe('placed')
    return placed
  }

  it('the parent phoned: placed → paid with paidAt, the payment succeeded with the note and the admin; receipt Paid', async () => {
    const placed = await placedOrder()
    expect(await receiptText(placed.id)).toMatch(/placed, awaiting payment/i)
    const paid = await accepted(await recordPayment(placed.id, '  cheque   1042 '))
    expect(paid).toMatchObject({ status: 'paid', payment: { method: 'manual', status: 'succeeded' } })
    expect(paid.paidAt).not.toBeNull()
    expect(paid.payment?.paidAt).toBe(paid.paidAt)
    expect(paid.version).toBe(placed.version + 1)
    const row = (
      await api.db.query<{ received_note: string; received_by: string }>(
        'select received_note, received_by from payments where order_ids @> array[$1]::uuid[]',
        [placed.id],
      )
    ).rows
    expect(row).toEqual([{ received_note: 'cheque 1042', received_by: 'admin' }])
    const text = await receiptText(placed.id)
    // The receipt's facts print their captions in capitals: PAID and the date, no longer PLACED.
    expect(text).toMatch(/ORDER REFERENCE \w{8} PAID /)
    expect(text).not.toMatch(/awaiting payment/i)
    // The parent's own order reads paid.
    expect((await parent.read(placed.id)).status).toBe('paid')
  })

  it('orders placed together are paid together', async () => {
    const first = await parent.fallOrder()
    const second = await parent.fallOrder({ linkedOrder: first.id, details: false })
    const both = await parent.read(first.id)
    await answerOf(await parent.submit(first.id, { method: 'manual', confirmedTotal: toPay(both) }))
    await accepted(await recordPayment(second.id, 'cash at the desk'))
    expect((await parent.read(first.id)).status).toBe('paid')
    expect((await parent.read(second.id)).status).toBe('paid')
  })

  it('once: recorded again is 409 order_not_placed, a repeat with the same Idempotency-Key answers the same', async () => {
    const placed = await placedOrder()
    const key = { 'Idempotency-Key': `received-${placed.id}` }
    const paid = await accepted(await recordPayment(placed.id, 'cheque 1042', ADMIN, key))
    expect(await accepted(await recordPayment(placed.id, 'cheque 1042', ADMIN, key))).toEqual(paid)
    expect((await errorOf(await recordPayment(placed.id, 'cheque 1042'), 409)).code).toBe('order_not_placed')
  })

  it('a cart or an order paid by another method is not placed (409); a shopper is refused (403); a short note 400', async () => {
    const cart = await parent.fallOrder()
    expect((await errorOf(await recordPayment(cart.id, 'cheque 1042'), 409)).code).toBe('order_not_placed')
    const { order: paid } = await answerOf(
      await parent.submit(cart.id, { method: 'testing', confirmedTotal: toPay(cart) }),
    )
    expect((await errorOf(await recordPayment(paid.id, 'cheque 1042'), 409)).code).toBe('order_not_placed')
    const placed = await placedOrder()
    expect((await errorOf(await recordPayment(placed.id, 'I paid', parent.token), 403)).code).toBe('forbidden')
    const short = await errorOf(await recordPayment(placed.id, 'ok'), 400)
    expect(short).toMatchObject({ code: 'invalid_note', fields: { 'payment.note': 'admin.note_length' } })
    expect((await parent.read(placed.id)).status).toBe('placed')
  })
})

// On PGlite transactions run one at a time; on PostgreSQL (npm run test:pg) these run side by side: each write locks
// the order and builds on what committed before it, so nothing is lost and the stored totals always add up.
describe('racing writes (PostgreSQL: npm run test:pg -- tests/api/adjustments.test.ts)', () => {
  it('adjustments and the parent’s changes sent at once all land; the total is the one its parts make', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await parent.fallOrder()
      const [first, added, second, removed] = await Promise.all([
        adjust(order.id, { amount: -usd(3), reason: 'Late delivery' }),
        parent.send('POST', '/order_items', { orderItem: { order: order.id, product: fall('5x7'), quantity: 1 } }),
        adjust(order.id, { amount: -usd(4), reason: 'Damaged print' }),
        unadjust(order.id),
      ])
      expect([first.status, added.status, second.status, removed.status]).toEqual([200, 201, 200, 200])
      const final = await parent.read(order.id)
      expect(final.orderItems).toHaveLength(3)
      expect(final.total).toBe(keptChargesTotals(final).total)
      expect(final.adjustmentTotal).toBe(final.adjustment?.amount ?? 0)
      const audit = await auditOf(order.id)
      expect(audit.filter((row) => !row.removed)).toHaveLength(2)
      // The removal found an adjustment to remove unless it ran first.
      expect(audit.filter((row) => row.removed).length).toBeLessThanOrEqual(1)
      expect(final.version).toBe(order.version + 4)
    }
  })

  it('a payment recorded twice at once is recorded once', async () => {
    const order = await parent.fallOrder()
    const { order: placed } = await answerOf(
      await parent.submit(order.id, { method: 'manual', confirmedTotal: toPay(order) }),
    )
    const answers = await Promise.all(Array.from({ length: 5 }, () => recordPayment(order.id, 'cheque 1042')))
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409])
    const paid = await parent.read(order.id)
    expect([paid.status, paid.version]).toEqual(['paid', placed.version + 1])
  })
})
