import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CouponLike, orderTotals, sumTotals, type TotalsInput } from '../../core/totals'

const amount = fc.integer({ min: -5_000_000, max: 50_000_000 })
const coupon: fc.Arbitrary<CouponLike> = fc.record({
  code: fc.constant('CODE'),
  discount: fc.oneof(fc.integer({ min: -10, max: 120 }), fc.integer({ min: -1_000_000, max: 90_000_000 })),
  modifier: fc.constantFrom('+', '%', '-', ''),
  appliesTo: fc.constantFrom('products', 'shipping', 'everything'),
})
const input: fc.Arbitrary<TotalsInput> = fc.record({
  items: fc.array(fc.record({ subTotal: amount, originalSubTotal: fc.option(amount, { nil: null }) }), {
    maxLength: 20,
  }),
  shippingTotal: fc.option(amount, { nil: null }),
  coupon: fc.option(coupon, { nil: null }),
  serviceFee: fc.option(amount, { nil: null }),
  taxRate: fc.option(fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double({ min: 0, max: 30, noNaN: true })), {
    nil: null,
  }),
  refund: fc.option(amount, { nil: null }),
  // Issue 15: the studio's adjustment, take-offs larger than the order among them.
  adjustment: fc.option(fc.integer({ min: -60_000_000, max: 30_000_000 }), { nil: null }),
})

describe('C §3 totals properties', () => {
  it('C §3: a total is never negative, and neither is any reported part', () => {
    fc.assert(
      fc.property(input, (order) => {
        const totals = orderTotals(order)
        for (const key of ['total', 'totalSaving', 'couponDiscountTotal', 'serviceFeeTotal', 'totalTax'] as const) {
          expect(totals[key]).toBeGreaterThanOrEqual(0)
          expect(Number.isSafeInteger(totals[key])).toBe(true)
        }
        expect(totals.totalRefund).toBeGreaterThanOrEqual(0)
        expect(totals.totalRefund).toBeLessThanOrEqual(totals.total)
      }),
    )
  })

  it('C §3: with non-negative parts the total is exactly the sum of its parts', () => {
    const positive = input.filter((order) => order.items.every((item) => item.subTotal >= 0))
    fc.assert(
      fc.property(positive, (order) => {
        const t = orderTotals(order)
        expect(t.total).toBe(
          t.subTotal - t.couponDiscountTotal + t.adjustmentTotal + t.serviceFeeTotal + t.shippingTotal + t.totalTax,
        )
        expect(t.couponDiscountTotal).toBeLessThanOrEqual(t.subTotal + t.shippingTotal)
      }),
    )
  })

  it('issue 15: an adjustment takes off at most the goods after the coupon and leaves the fee, shipping and tax', () => {
    const positive = input.filter((order) => order.items.every((item) => item.subTotal >= 0))
    fc.assert(
      fc.property(positive, (order) => {
        const t = orderTotals(order)
        const without = orderTotals({ ...order, adjustment: null })
        const goods = order.coupon?.appliesTo === 'shipping' ? t.subTotal : t.subTotal - t.couponDiscountTotal
        expect(t.adjustmentTotal).toBeGreaterThanOrEqual(-Math.max(0, goods))
        if ((order.adjustment ?? 0) >= 0) expect(t.adjustmentTotal).toBe(order.adjustment ?? 0)
        // Only the goods' price and its tax move: the coupon, fee and shipping stay.
        expect([t.couponDiscountTotal, t.serviceFeeTotal, t.shippingTotal]).toEqual([
          without.couponDiscountTotal,
          without.serviceFeeTotal,
          without.shippingTotal,
        ])
        expect(Math.sign(t.total - without.total)).not.toBe(-Math.sign(t.adjustmentTotal))
        expect(t.total).toBeGreaterThanOrEqual(t.serviceFeeTotal)
      }),
    )
  })

  it('C §2: the cart total of linked orders is the sum of their totals', () => {
    fc.assert(
      fc.property(fc.array(input, { maxLength: 5 }), (orders) => {
        const each = orders.map(orderTotals)
        expect(sumTotals(each).total).toBe(each.reduce((acc, t) => acc + t.total, 0))
      }),
    )
  })
})
