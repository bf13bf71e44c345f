import { describe, expect, it } from 'vitest'
import {
  COUPON_REFUSALS,
  type Coupon,
  type CouponCheck,
  couponAmount,
  couponOnOrder,
  couponRefusal,
  minimumSpendMet,
  normalizeCouponCode,
  sameCode,
} from '../../../core/coupons'
import { couponProductsBase, orderCharges, orderTotals } from '../../../core/totals'
import { en } from '../../../ui/messages/en'

const usd = (dollars: number) => Math.round(dollars * 100_000)
const NOW = new Date('2026-11-01T12:00:00Z')
const day = 86_400_000

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  code: 'SPRING10',
  kind: 'percentage',
  amount: 10,
  appliesTo: 'products',
  appliesToPackages: true,
  minimumSpend: null,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usageLimitPerUser: null,
  ...overrides,
})

const check = (overrides: Partial<CouponCheck> = {}): CouponCheck => ({
  now: NOW,
  orderSubTotal: usd(40),
  productsBase: usd(40),
  usesTotal: 0,
  usesByUser: 0,
  ...overrides,
})

const items = [
  { subTotal: usd(39), isPackage: true },
  { subTotal: usd(18) },
  { subTotal: usd(8), originalSubTotal: usd(10) },
]

describe('C §4 coupons: when a coupon is refused', () => {
  it('C §4: a valid coupon on an order it applies to is accepted', () => {
    expect(couponRefusal(coupon(), check())).toBeNull()
  })

  it('C §4: coupons not allowed at the stage (allowCoupons false)', () => {
    expect(couponRefusal(coupon(), check({ couponsAllowed: false }))).toEqual({
      key: 'coupon_discount.not_allowed',
      values: {},
    })
    expect(couponRefusal(coupon(), check({ couponsAllowed: true }))).toBeNull()
  })

  it('C §4: not yet valid before validFrom; valid from that moment on', () => {
    const from = new Date(NOW.getTime() + day)
    expect(couponRefusal(coupon({ validFrom: from }), check())).toEqual({
      key: 'coupon_discount.not_yet_valid',
      values: { validFrom: from.getTime() },
    })
    expect(couponRefusal(coupon({ validFrom: NOW }), check())).toBeNull()
  })

  it('C §4: expired from validUntil on (the end is exclusive)', () => {
    expect(couponRefusal(coupon({ validUntil: NOW }), check())).toEqual({
      key: 'coupon_discount.expired',
      values: { validUntil: NOW.getTime() },
    })
    expect(couponRefusal(coupon({ validUntil: new Date(NOW.getTime() + 1) }), check())).toBeNull()
  })

  it('C §4: used up once the usage limit is reached by other orders', () => {
    expect(couponRefusal(coupon({ usageLimit: 5 }), check({ usesTotal: 5 }))).toEqual({
      key: 'coupon_discount.used_up',
      values: { limit: 5 },
    })
    expect(couponRefusal(coupon({ usageLimit: 5 }), check({ usesTotal: 4 }))).toBeNull()
  })

  it('C §4: used up for this shopper once their own orders reach the per-user limit', () => {
    expect(couponRefusal(coupon({ usageLimitPerUser: 1 }), check({ usesByUser: 1, usesTotal: 1 }))).toEqual({
      key: 'coupon_discount.used_up_for_shopper',
      values: { limit: 1 },
    })
    expect(couponRefusal(coupon({ usageLimitPerUser: 1 }), check({ usesTotal: 30 }))).toBeNull()
  })

  it('C §4, C §5: a minimum spend against the order sub total, with the amount and what is missing', () => {
    expect(couponRefusal(coupon({ minimumSpend: usd(50) }), check({ orderSubTotal: usd(40) }))).toEqual({
      key: 'coupon_discount.minimum_spend_not_met',
      values: { minimumSpend: usd(50), remaining: usd(10) },
    })
    expect(couponRefusal(coupon({ minimumSpend: usd(50) }), check({ orderSubTotal: usd(50) }))).toBeNull()
    expect(minimumSpendMet({ minimumSpend: null }, 0)).toBe(true)
  })

  it('C §4: a products coupon with nothing to discount is not applicable; shipping and everything always are', () => {
    const empty = check({ orderSubTotal: 0, productsBase: 0 })
    expect(couponRefusal(coupon(), empty)).toEqual({ key: 'coupon_discount.not_applicable', values: {} })
    // packages only, for a coupon that leaves them out
    const packagesOnly = check({ orderSubTotal: usd(39), productsBase: 0 })
    expect(couponRefusal(coupon({ appliesToPackages: false }), packagesOnly)?.key).toBe(
      'coupon_discount.not_applicable',
    )
    // no shipping method chosen yet: applicable, 0 off until one is
    expect(couponRefusal(coupon({ appliesTo: 'shipping', amount: 100 }), empty)).toBeNull()
    expect(couponRefusal(coupon({ appliesTo: 'everything' }), empty)).toBeNull()
  })

  it('C §4: the first reason wins, in a fixed order', () => {
    const everything = coupon({
      validUntil: NOW,
      usageLimit: 1,
      usageLimitPerUser: 1,
      minimumSpend: usd(100),
    })
    const all = check({ usesTotal: 1, usesByUser: 1, productsBase: 0, couponsAllowed: false })
    expect(couponRefusal(everything, all)?.key).toBe('coupon_discount.not_allowed')
    expect(couponRefusal(everything, { ...all, couponsAllowed: true })?.key).toBe('coupon_discount.expired')
    expect(couponRefusal({ ...everything, validUntil: null }, { ...all, couponsAllowed: true })?.key).toBe(
      'coupon_discount.used_up',
    )
    expect(
      couponRefusal({ ...everything, validUntil: null, usageLimit: null }, { ...all, couponsAllowed: true })?.key,
    ).toBe('coupon_discount.used_up_for_shopper')
  })

  it('C §5: every refusal has an English message whose placeholders are the values it carries', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()
    const samples: Record<string, string[]> = {
      [COUPON_REFUSALS.notYetValid]: ['validFrom'],
      [COUPON_REFUSALS.expired]: ['validUntil'],
      [COUPON_REFUSALS.minimumSpendNotMet]: ['minimumSpend', 'remaining'],
    }
    for (const key of Object.values(COUPON_REFUSALS)) {
      expect(en[key], key).toBeTypeOf('string')
      expect(placeholders(en[key]), key).toEqual(samples[key] ?? [])
    }
  })
})

describe('C §5 coupon codes', () => {
  it('C §5: codes are trimmed and match whatever their case', () => {
    expect(normalizeCouponCode('  spring10 \n')).toBe('spring10')
    expect(sameCode(' spring10', 'SPRING10 ')).toBe(true)
    expect(sameCode('SPRING10', 'SPRING1')).toBe(false)
  })
})

describe('C §3 couponDiscount: the amount of a coupon', () => {
  it("C §3: a percentage is modifier '%', a fixed amount modifier '+'", () => {
    expect(couponOnOrder(coupon())).toEqual({
      code: 'SPRING10',
      discount: 10,
      modifier: '%',
      appliesTo: 'products',
      appliesToPackages: true,
    })
    expect(couponOnOrder(coupon({ kind: 'fixed', amount: usd(5) })).modifier).toBe('+')
  })

  it('C §3: a percentage of the products, packages included unless the coupon leaves them out', () => {
    expect(couponAmount(coupon(), items, usd(6))).toBe(usd(6.5))
    expect(couponAmount(coupon({ appliesToPackages: false }), items, usd(6))).toBe(usd(2.6))
    expect(couponProductsBase(couponOnOrder(coupon({ appliesToPackages: false })), items)).toBe(usd(26))
  })

  it('C §3: a fixed amount, never above its base', () => {
    expect(couponAmount(coupon({ kind: 'fixed', amount: usd(5) }), items, 0)).toBe(usd(5))
    expect(couponAmount(coupon({ kind: 'fixed', amount: usd(100) }), items, 0)).toBe(usd(65))
    expect(couponAmount(coupon({ kind: 'fixed', amount: usd(30), appliesToPackages: false }), items, 0)).toBe(usd(26))
  })

  it('C §3 appliesTo shipping: free shipping is 100 % of the shipping; 0 while no method is chosen', () => {
    const freeShipping = coupon({ appliesTo: 'shipping', amount: 100 })
    expect(couponAmount(freeShipping, items, usd(6))).toBe(usd(6))
    expect(couponAmount(freeShipping, items, 0)).toBe(0)
    expect(couponAmount(coupon({ appliesTo: 'shipping', kind: 'fixed', amount: usd(10) }), items, usd(6))).toBe(usd(6))
  })

  it('C §3 appliesTo everything: products and shipping, never the fee or the tax', () => {
    const family = coupon({ appliesTo: 'everything', amount: 15 })
    expect(couponAmount(family, items, usd(6))).toBe(usd(10.65))
    const totals = orderTotals({
      items,
      shippingTotal: usd(6),
      coupon: couponOnOrder(family),
      serviceFee: usd(2.5),
      taxRate: 8.25,
    })
    expect(totals.couponDiscountTotal).toBe(usd(10.65))
    // tax on 65 + 6 − 10.65 = 60.35 → 4.978875 → 4.97888 (rounded once)
    expect(totals.totalTax).toBe(497_888)
    expect(totals.total).toBe(usd(65) - usd(10.65) + usd(2.5) + usd(6) + 497_888)
  })

  it('C §3: orderTotals leaves package items out of a coupon that says so', () => {
    const totals = orderTotals({ items, coupon: couponOnOrder(coupon({ appliesToPackages: false })) })
    expect(totals.couponDiscountTotal).toBe(usd(2.6))
    expect(totals.total).toBe(usd(65) - usd(2.6))
  })
})

describe('C §3 service fee and tax from the store settings', () => {
  it('C §3: a fee per order once it holds something; 0 or none is no fee; the tax rate always', () => {
    const store = { serviceFee: { label: 'Service fee', amount: usd(2.5) }, taxRate: 8.25 }
    expect(orderCharges(store, true)).toEqual({ serviceFeeLabel: 'Service fee', serviceFee: usd(2.5), taxRate: 8.25 })
    expect(orderCharges(store, false)).toEqual({ serviceFeeLabel: null, serviceFee: 0, taxRate: 8.25 })
    expect(orderCharges({ serviceFee: { label: 'Fee', amount: 0 } }, true)).toEqual({
      serviceFeeLabel: null,
      serviceFee: 0,
      taxRate: 0,
    })
    expect(orderCharges(undefined, true)).toEqual({ serviceFeeLabel: null, serviceFee: 0, taxRate: 0 })
    expect(orderCharges({ taxRate: -3, serviceFee: null }, true).taxRate).toBe(0)
  })
})
