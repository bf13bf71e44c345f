import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { CreateOrderResponse, type Order, OrderItemResponse, OrderResponse } from '../../core/schemas/order'
import { DEMO_STORE_ID, demoIds, demoPrice as usd } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, startApi } from './harness'

const FALL = demoId('session:fall-picture-day')
const SPRING = demoId('session:spring-reorders')
const GRADUATION = demoId('session:graduation')
const FIELD = 'order.couponDiscount.code'

const fall = (key: string) => demoIds.product('fall-set', key)
const graduation = (key: string) => demoIds.product('graduation-set', key)
const lustre = { [demoIds.group('fall-set', 'finish')]: { value: demoIds.option('fall-set', 'finish', 'lustre') } }

let api: Api
let token: string

beforeAll(async () => {
  api = await startApi()
  token = await api.newShopper()
})
afterAll(() => api.close())

const send = (method: string, path: string, body: unknown, as = token, headers: Record<string, string> = {}) =>
  api.send(as, method, path, body, headers)

const newOrder = async (session = FALL, as = token, linkedOrder?: string): Promise<Order> => {
  const res = await send('POST', '/orders', { order: { clientSession: session, linkedOrder } }, as)
  expect(res.status).toBe(201)
  return (await decode(CreateOrderResponse, res)).data.order
}

const add = async (order: string, product: string, options: Record<string, unknown> = {}, as = token) => {
  const res = await send('POST', '/order_items', { orderItem: { order, product, quantity: 1, options } }, as)
  if (res.status !== 201) throw new Error(`add ${product}: ${res.status} ${await res.text()}`)
  return (await decode(OrderItemResponse, res)).order
}

/** A fall (pre-order) order of a 5×7 pair ($14) and wallets ($12): sub total $26. */
const fallOrder = async (as = token) => {
  const order = await newOrder(FALL, as)
  await add(order.id, fall('5x7'), {}, as)
  return add(order.id, fall('wallets'), {}, as)
}

const apply = (orderId: string, code: string, as = token, headers: Record<string, string> = {}) =>
  send('PUT', `/orders/${orderId}/coupon_discount`, { order: { couponDiscount: { code } } }, as, headers)

const remove = (orderId: string, as = token, headers: Record<string, string> = {}) =>
  send('DELETE', `/orders/${orderId}/coupon_discount`, undefined, as, headers)

const applied = async (orderId: string, code: string, as = token) => {
  const res = await apply(orderId, code, as)
  if (res.status !== 200) throw new Error(`apply ${code}: ${res.status} ${await res.text()}`)
  const { order } = await decode(OrderItemResponse, res)
  expect(res.headers.get('ETag')).toBe(`"${order.version}"`)
  return order
}

const refusal = async (res: Response, status = 409) => {
  expect(res.status).toBe(status)
  return (await decode(ErrorBody, res)).error
}

const usesOf = async (orderId: string) =>
  (
    await api.db.query<{ code: string }>(
      'select c.code from coupon_uses u join coupons c on c.id = u.coupon_id where u.order_id = $1',
      [orderId],
    )
  ).rows.map((r) => r.code)

describe('C §7 PUT /orders/{id}/coupon_discount: each kind with its exact totals (C §3, C §4)', () => {
  it('C §3 a percentage of the products; the code is trimmed and matched whatever its case', async () => {
    const before = await fallOrder()
    const order = await applied(before.id, '  spring10 ')
    expect(order.couponDiscount).toEqual({
      code: 'SPRING10',
      discount: 10,
      modifier: '%',
      appliesTo: 'products',
      appliesToPackages: true,
    })
    expect(order).toMatchObject({ subTotal: usd(26), couponDiscountTotal: usd(2.6), total: usd(23.4) })
    expect(order.version).toBe(before.version + 1)
    expect(await usesOf(order.id)).toEqual(['SPRING10'])
  })

  it("C §3 a fixed amount off the products (modifier '+')", async () => {
    const order = await applied((await fallOrder()).id, 'SAVE5')
    expect(order.couponDiscount).toMatchObject({ code: 'SAVE5', discount: usd(5), modifier: '+' })
    expect(order).toMatchObject({ couponDiscountTotal: usd(5), total: usd(21) })
  })

  it('C §3 free shipping applies before a shipping method is chosen: 0 off until one is', async () => {
    const order = await applied((await fallOrder()).id, 'FREESHIP')
    expect(order.couponDiscount).toMatchObject({ code: 'FREESHIP', discount: 100, appliesTo: 'shipping' })
    expect(order).toMatchObject({ shippingTotal: 0, couponDiscountTotal: 0, total: usd(26) })
  })

  it('C §3 everything: products and shipping', async () => {
    const order = await applied((await fallOrder()).id, 'FAMILY15')
    expect(order.couponDiscount).toMatchObject({ appliesTo: 'everything', discount: 15 })
    expect(order).toMatchObject({ couponDiscountTotal: usd(3.9), total: usd(22.1) })
  })

  it('C §4 a coupon not for packages leaves package items out; on packages alone it is not applicable', async () => {
    const packages = await newOrder()
    await add(packages.id, fall('package-a'), lustre)
    const alone = await refusal(await apply(packages.id, 'PRINTS20'))
    expect(alone).toMatchObject({
      code: 'coupon_not_applicable',
      fields: { [FIELD]: 'coupon_discount.not_applicable' },
    })
    expect(alone.message).toBe('The coupon PRINTS20 does not apply to anything in this order.')
    await add(packages.id, fall('5x7'))
    const order = await applied(packages.id, 'PRINTS20')
    expect(order.couponDiscount).toMatchObject({ appliesToPackages: false })
    expect(order).toMatchObject({ subTotal: usd(53), couponDiscountTotal: usd(2.8), total: usd(50.2) })
  })
})

describe('C §4 coupon refusals: 409 with the message key (C §8 the server message is shown)', () => {
  it('an unknown code; codes belong to their store', async () => {
    const order = await fallOrder()
    const unknown = await refusal(await apply(order.id, 'NOPE'))
    expect(unknown).toEqual({
      code: 'coupon_unknown',
      message: 'There is no coupon NOPE in this shop.',
      fields: { [FIELD]: 'coupon_discount.unknown' },
    })
    const grad = await newOrder(GRADUATION)
    await add(grad.id, graduation('8x10'))
    expect((await refusal(await apply(grad.id, 'SAVE5'))).code).toBe('coupon_unknown')
    expect((await refusal(await apply(order.id, 'GRAD5'))).code).toBe('coupon_unknown')
  })

  it('expired, and not yet valid, with the date as a value', async () => {
    const order = await fallOrder()
    const expired = await refusal(await apply(order.id, 'SUMMER25'))
    expect(expired).toMatchObject({ code: 'coupon_expired', fields: { [FIELD]: 'coupon_discount.expired' } })
    expect(expired.message).toBe('The coupon SUMMER25 expired on Oct 2, 2026.')
    expect(expired.values?.[FIELD]).toEqual({ validUntil: Date.parse('2026-10-02T12:00:00Z') })
    const early = await refusal(await apply(order.id, 'winter20'))
    expect(early).toMatchObject({
      code: 'coupon_not_yet_valid',
      message: 'The coupon WINTER20 can be used from Dec 1, 2026.',
      fields: { [FIELD]: 'coupon_discount.not_yet_valid' },
    })
  })

  it('used up: its usage limit is taken by past orders', async () => {
    const used = await refusal(await apply((await fallOrder()).id, 'EARLYBIRD'))
    expect(used).toMatchObject({
      code: 'coupon_used_up',
      message: 'The coupon EARLYBIRD has been used up.',
      fields: { [FIELD]: 'coupon_discount.used_up' },
      values: { [FIELD]: { limit: 3 } },
    })
  })

  it('used up for this shopper: once per store user, any other shopper may still use it', async () => {
    const shopper = await api.newShopper()
    await applied((await fallOrder(shopper)).id, 'WELCOME3', shopper)
    const again = await refusal(await apply((await fallOrder(shopper)).id, 'WELCOME3', shopper))
    expect(again).toMatchObject({
      code: 'coupon_used_up_for_shopper',
      message: 'You have already used the coupon WELCOME3 as often as it allows.',
      fields: { [FIELD]: 'coupon_discount.used_up_for_shopper' },
    })
    const another = await api.newShopper()
    await applied((await fallOrder(another)).id, 'WELCOME3', another)
  })

  it('a minimum spend not met, with the amount and what is missing', async () => {
    const order = await fallOrder()
    const short = await refusal(await apply(order.id, 'BIG50'))
    expect(short).toMatchObject({
      code: 'coupon_minimum_spend_not_met',
      message: 'The coupon BIG50 needs an order of $50.00 or more (add $24.00).',
      fields: { [FIELD]: 'coupon_discount.minimum_spend_not_met' },
      values: { [FIELD]: { minimumSpend: usd(50), remaining: usd(24) } },
    })
  })

  it('coupons not allowed at the stage (allowCoupons off)', async () => {
    const order = await newOrder(SPRING)
    await api.db.query(
      `update stages set settings = settings || '{"allowCoupons": false}' where id = (select stage_id from orders where id = $1)`,
      [order.id],
    )
    try {
      const off = await refusal(await apply(order.id, 'SAVE5'))
      expect(off).toMatchObject({ code: 'coupon_not_allowed', fields: { [FIELD]: 'coupon_discount.not_allowed' } })
    } finally {
      await api.db.query(
        `update stages set settings = settings || '{"allowCoupons": true}' where id = (select stage_id from orders where id = $1)`,
        [order.id],
      )
    }
  })

  it('a blank code is a 400 (C §5: the form submits only with a code); a malformed body too', async () => {
    const order = await fallOrder()
    expect(await refusal(await apply(order.id, '   '), 400)).toEqual({
      code: 'coupon_code_required',
      message: 'Enter a coupon code.',
      fields: { [FIELD]: 'coupon_discount.code_required' },
    })
    const bad = await send('PUT', `/orders/${order.id}/coupon_discount`, { order: {} })
    expect((await refusal(bad, 400)).code).toBe('bad_request')
    expect((await refusal(await apply(order.id, 'X'.repeat(101)), 400)).code).toBe('bad_request')
  })

  it("another shopper's order answers 404, applying and removing", async () => {
    const order = await fallOrder()
    const other = await api.newShopper()
    expect((await refusal(await apply(order.id, 'SAVE5', other), 404)).code).toBe('not_found')
    expect((await refusal(await remove(order.id, other), 404)).code).toBe('not_found')
    expect(await usesOf(order.id)).toEqual([])
  })

  it('a stale If-Match is a 409 version conflict and changes nothing; the current one applies', async () => {
    const order = await fallOrder()
    const stale = await apply(order.id, 'SAVE5', token, { 'If-Match': `"${order.version - 1}"` })
    expect((await refusal(stale)).code).toBe('version_conflict')
    expect(await usesOf(order.id)).toEqual([])
    const res = await apply(order.id, 'SAVE5', token, { 'If-Match': `"${order.version}"` })
    expect(res.status).toBe(200)
    expect(res.headers.get('ETag')).toBe(`"${order.version + 1}"`)
    const gone = await remove(order.id, token, { 'If-Match': `"${order.version}"` })
    expect((await refusal(gone)).code).toBe('version_conflict')
  })
})

describe('C §4 one coupon per order; removing it; totals that change', () => {
  it('applying another coupon replaces the one held; a refused one leaves it in place', async () => {
    const order = await fallOrder()
    await applied(order.id, 'SAVE5')
    const replaced = await applied(order.id, 'SPRING10')
    expect(replaced.couponDiscount?.code).toBe('SPRING10')
    expect(replaced.couponDiscountTotal).toBe(usd(2.6))
    expect(await usesOf(order.id)).toEqual(['SPRING10'])
    await refusal(await apply(order.id, 'SUMMER25'))
    const kept = (await decode(OrderResponse, await api.get(`/orders/${order.id}`, token))).order
    expect(kept.couponDiscount?.code).toBe('SPRING10')
    expect(await usesOf(order.id)).toEqual(['SPRING10'])
  })

  it('DELETE answers the order without its coupon and frees the use; without a coupon it just answers', async () => {
    const order = await applied((await fallOrder()).id, 'SPRING10')
    const res = await remove(order.id)
    expect(res.status).toBe(200)
    const { order: without } = await decode(OrderItemResponse, res)
    expect(res.headers.get('ETag')).toBe(`"${without.version}"`)
    expect(without).toMatchObject({ couponDiscount: null, couponDiscountTotal: 0, total: usd(26) })
    expect(await usesOf(order.id)).toEqual([])
    expect((await remove(order.id)).status).toBe(200)
  })

  it('the amount follows the order; a minimum spend no longer met removes the coupon and frees its use', async () => {
    const order = await fallOrder() // $26
    await add(order.id, fall('wallets')) // $38
    const big = await add(order.id, fall('5x7')) // $52
    const withCoupon = await applied(big.id, 'BIG50')
    expect(withCoupon).toMatchObject({ couponDiscountTotal: usd(8), total: usd(44) })
    const percent = await applied(big.id, 'SPRING10')
    expect(percent.couponDiscountTotal).toBe(usd(5.2))
    const more = await add(order.id, fall('wallets')) // $64: 10 % follows
    expect(more.couponDiscountTotal).toBe(usd(6.4))
    await applied(order.id, 'BIG50')
    const last = more.orderItems.at(-1)
    const dropped = await send('DELETE', `/order_items/${last?.id}`, undefined)
    expect(dropped.status).toBe(204)
    const still = (await decode(OrderResponse, await api.get(`/orders/${order.id}`, token))).order
    expect(still).toMatchObject({ subTotal: usd(52), couponDiscountTotal: usd(8), total: usd(44) })
    const first = still.orderItems[0]
    expect((await send('DELETE', `/order_items/${first?.id}`, undefined)).status).toBe(204) // $38
    const below = (await decode(OrderResponse, await api.get(`/orders/${order.id}`, token))).order
    expect(below).toMatchObject({ subTotal: usd(38), couponDiscount: null, couponDiscountTotal: 0, total: usd(38) })
    expect(await usesOf(order.id)).toEqual([])
  })

  it('C §2 the cart total of linked orders adds their totals, coupons included', async () => {
    const first = await applied((await fallOrder()).id, 'SAVE5')
    const second = await newOrder(FALL, token, first.id)
    const withItem = await add(second.id, fall('wallets'))
    const linked = withItem.linkedOrders.find((o) => o.id === first.id)
    expect(linked).toMatchObject({ couponDiscountTotal: usd(5), total: usd(21) })
    expect((linked?.total ?? 0) + withItem.total).toBe(usd(33))
  })
})

describe('C §4 usage limits under parallel requests', () => {
  it('20 shoppers apply a coupon limited to 5 at once: exactly 5 get it', async () => {
    const couponId = demoId('coupon:test-race')
    await api.db.query(
      `insert into coupons (id, store_id, code, kind, amount, applies_to, usage_limit)
       values ($1, $2, 'RACE5', 'fixed', $3, 'products', 5)`,
      [couponId, DEMO_STORE_ID, usd(1)],
    )
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => api.newShopper()))
    const orders = await Promise.all(shoppers.map((s) => fallOrder(s)))
    const answers = await Promise.all(orders.map((o, i) => apply(o.id, 'RACE5', shoppers[i])))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(15)
    for (const res of answers.filter((r) => r.status === 409))
      expect((await decode(ErrorBody, res)).error.code).toBe('coupon_used_up')
    const counted = await api.db.query<{ n: number }>(
      'select count(*)::int as n from coupon_uses where coupon_id = $1',
      [couponId],
    )
    expect(counted.rows[0]?.n).toBe(5)
  })
})

describe('C §3 service fee and tax from the store settings', () => {
  it('the graduation store charges its fee per order and 8.25 % tax; the main store neither', async () => {
    const empty = await newOrder(GRADUATION)
    expect(empty).toMatchObject({ taxRate: 8.25, serviceFeeLabel: null, serviceFeeTotal: 0, totalTax: 0, total: 0 })
    const order = await add(empty.id, graduation('8x10')) // $18
    expect(order).toMatchObject({
      taxRate: 8.25,
      serviceFeeLabel: 'Service fee',
      serviceFeeTotal: usd(2.5),
      subTotal: usd(18),
      totalTax: 148_500, // 8.25 % of 1 800 000
      total: 1_800_000 + 250_000 + 148_500,
    })
    // tax on what is paid for the goods: 8.25 % of $13 after GRAD5; the fee is neither discounted nor taxed
    const discounted = await applied(order.id, 'GRAD5')
    expect(discounted).toMatchObject({
      couponDiscountTotal: usd(5),
      totalTax: 107_250,
      total: 1_300_000 + 250_000 + 107_250,
    })

    const plain = await fallOrder()
    expect(plain).toMatchObject({ taxRate: 0, serviceFeeLabel: null, serviceFeeTotal: 0, totalTax: 0, total: usd(26) })
  })

  it('the store settings carry the fee and the tax rate (GET /stores/{id})', async () => {
    const res = await api.get(`/stores/${demoId('store:graduation')}`, token)
    expect(res.status).toBe(200)
    const { store } = (await res.json()) as { store: { settings: Record<string, unknown> } }
    expect(store.settings).toMatchObject({ serviceFee: { label: 'Service fee', amount: usd(2.5) }, taxRate: 8.25 })
  })
})
