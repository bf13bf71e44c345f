import { describe, expect, it } from 'vitest'
import { type CouponLike, couponDiscount, orderTotals, sharedTaxRate, sumTotals } from '../../../core/totals'

const items = [
  { subTotal: 2_000_000, originalSubTotal: 2_500_000 },
  { subTotal: 1_000_000, originalSubTotal: null },
]
const percentOff = (appliesTo: CouponLike['appliesTo'], discount = 10): CouponLike => ({
  code: 'SPRING',
  discount,
  modifier: '%',
  appliesTo,
})
const amountOff = (appliesTo: CouponLike['appliesTo'], discount: number): CouponLike => ({
  code: 'FIVE',
  discount,
  modifier: '+',
  appliesTo,
})

describe('C §3 order totals', () => {
  it('C §3: sub total, original sub total and savings', () => {
    const totals = orderTotals({ items })
    expect(totals.subTotal).toBe(3_000_000)
    expect(totals.originalSubTotal).toBe(3_500_000)
    expect(totals.totalSaving).toBe(500_000)
    expect(totals.total).toBe(3_000_000)
  })

  it('C §3: savings are never negative', () => {
    expect(orderTotals({ items: [{ subTotal: 500, originalSubTotal: 400 }] }).totalSaving).toBe(0)
  })

  it('C §3: an empty order totals zero', () => {
    expect(orderTotals({ items: [] })).toEqual({
      subTotal: 0,
      originalSubTotal: 0,
      totalSaving: 0,
      couponDiscountTotal: 0,
      adjustmentTotal: 0,
      serviceFeeTotal: 0,
      shippingTotal: 0,
      totalTax: 0,
      totalRefund: 0,
      total: 0,
    })
  })

  it('C §3 couponDiscount: a percentage (modifier other than +) of products, shipping or everything', () => {
    expect(couponDiscount(percentOff('products'), 3_000_000, 500_000)).toBe(300_000)
    expect(couponDiscount(percentOff('shipping', 50), 3_000_000, 500_000)).toBe(250_000)
    expect(couponDiscount(percentOff('everything'), 3_000_000, 500_000)).toBe(350_000)
    expect(couponDiscount(percentOff('products', 150), 3_000_000, 0)).toBe(3_000_000)
    expect(couponDiscount(percentOff('products', -10), 3_000_000, 0)).toBe(0)
  })

  it("C §3 couponDiscount: modifier '+' is a fixed amount, capped at what it applies to", () => {
    expect(couponDiscount(amountOff('products', 500_000), 3_000_000, 500_000)).toBe(500_000)
    expect(couponDiscount(amountOff('shipping', 800_000), 3_000_000, 500_000)).toBe(500_000)
    expect(couponDiscount(amountOff('everything', 9_000_000), 3_000_000, 500_000)).toBe(3_500_000)
    expect(couponDiscount(amountOff('products', 500_000), -100, 0)).toBe(0)
  })

  it('C §3: service fee, shipping and tax on (sub total + shipping - coupon)', () => {
    const totals = orderTotals({
      items,
      shippingTotal: 500_000,
      coupon: percentOff('products'),
      serviceFee: 150_000,
      taxRate: 8.25,
    })
    expect(totals.couponDiscountTotal).toBe(300_000)
    expect(totals.serviceFeeTotal).toBe(150_000)
    expect(totals.shippingTotal).toBe(500_000)
    expect(totals.totalTax).toBe(264_000) // 8.25 % of 3 200 000
    expect(totals.total).toBe(3_000_000 - 300_000 + 150_000 + 500_000 + 264_000)
  })

  it('C §3: tax rounds once, half away from zero', () => {
    expect(orderTotals({ items: [{ subTotal: 10 }], taxRate: 5 }).totalTax).toBe(1)
    expect(orderTotals({ items: [{ subTotal: 9 }], taxRate: 5 }).totalTax).toBe(0)
  })

  it('C §3: the refund is reported, never above the total, and not deducted', () => {
    const totals = orderTotals({ items, refund: 400_000 })
    expect(totals.totalRefund).toBe(400_000)
    expect(totals.total).toBe(3_000_000)
    expect(orderTotals({ items, refund: 9_000_000 }).totalRefund).toBe(3_000_000)
    expect(orderTotals({ items, refund: -5 }).totalRefund).toBe(0)
  })

  it('C §3: a total is never negative', () => {
    const totals = orderTotals({ items: [{ subTotal: -500_000 }], shippingTotal: -100, serviceFee: -1, taxRate: -5 })
    expect(totals.total).toBe(0)
    expect(totals.shippingTotal).toBe(0)
    expect(totals.serviceFeeTotal).toBe(0)
    expect(totals.totalTax).toBe(0)
  })

  it('C §2: the cart total adds up linked orders field by field', () => {
    const one = orderTotals({ items, shippingTotal: 500_000, taxRate: 10 })
    const two = orderTotals({ items: [{ subTotal: 1_000_000 }], coupon: amountOff('products', 100_000) })
    const both = sumTotals([one, two])
    expect(both.total).toBe(one.total + two.total)
    expect(both.couponDiscountTotal).toBe(100_000)
    expect(both.subTotal).toBe(4_000_000)
    expect(sumTotals([])).toEqual(orderTotals({ items: [] }))
  })

  it('C §2: the tax rate is shown only if all linked orders share it', () => {
    expect(sharedTaxRate([8.25, 8.25])).toBe(8.25)
    expect(sharedTaxRate([8.25, 7])).toBeNull()
    expect(sharedTaxRate([null, null])).toBeNull()
    expect(sharedTaxRate([])).toBeNull()
  })
})
