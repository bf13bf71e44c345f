import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Coupon, type CouponCheck, couponAmount, couponOnOrder, couponRefusal } from '../../core/coupons'
import { percentage } from '../../core/money'
import { couponProductsBase, orderTotals, type TotalsItem } from '../../core/totals'

const money = fc.integer({ min: 0, max: 50_000_000 })
const item: fc.Arbitrary<TotalsItem> = fc.record({
  subTotal: money,
  originalSubTotal: fc.option(money, { nil: null }),
  isPackage: fc.boolean(),
})
const items = fc.array(item, { maxLength: 12 })
const date = fc.option(
  fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }).map((ms) => new Date(ms)),
  { nil: null },
)

const coupon: fc.Arbitrary<Coupon> = fc
  .record({
    code: fc.constant('CODE'),
    kind: fc.constantFrom('percentage' as const, 'fixed' as const),
    percent: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.double({ min: 0.01, max: 100, noNaN: true })),
    fixed: fc.integer({ min: 1, max: 90_000_000 }),
    appliesTo: fc.constantFrom('products' as const, 'shipping' as const, 'everything' as const),
    appliesToPackages: fc.boolean(),
    minimumSpend: fc.option(fc.integer({ min: 1, max: 90_000_000 }), { nil: null }),
    validFrom: date,
    validUntil: date,
    usageLimit: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
    usageLimitPerUser: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  })
  .map(({ percent, fixed, ...rest }) => ({ ...rest, amount: rest.kind === 'percentage' ? percent : fixed }))

const base = (c: Coupon, list: readonly TotalsItem[], shipping: number) => {
  const products = couponProductsBase(couponOnOrder(c), list)
  return c.appliesTo === 'products' ? products : c.appliesTo === 'shipping' ? shipping : products + shipping
}

describe('C §3, C §4 coupon properties', () => {
  it('C §3: a discount is never negative and never exceeds its base', () => {
    fc.assert(
      fc.property(coupon, items, money, (c, list, shipping) => {
        const amount = couponAmount(c, list, shipping)
        expect(amount).toBeGreaterThanOrEqual(0)
        expect(amount).toBeLessThanOrEqual(base(c, list, shipping))
        expect(Number.isSafeInteger(amount)).toBe(true)
      }),
    )
  })

  it('C §3: a percentage coupon takes exactly its percent of the base, at most 100 % of it', () => {
    const percentCoupon = coupon.filter((c) => c.kind === 'percentage')
    fc.assert(
      fc.property(percentCoupon, items, money, (c, list, shipping) => {
        const b = base(c, list, shipping)
        expect(couponAmount(c, list, shipping)).toBe(percentage(b, c.amount))
        expect(couponAmount(c, list, shipping)).toBeLessThanOrEqual(b)
      }),
    )
  })

  it('C §3: a total with a coupon, a fee and tax is never negative and adds up', () => {
    fc.assert(
      fc.property(
        coupon,
        items,
        money,
        money,
        fc.double({ min: 0, max: 30, noNaN: true }),
        (c, list, shipping, fee, rate) => {
          const t = orderTotals({
            items: list,
            shippingTotal: shipping,
            coupon: couponOnOrder(c),
            serviceFee: fee,
            taxRate: rate,
          })
          expect(t.total).toBeGreaterThanOrEqual(0)
          expect(t.couponDiscountTotal).toBe(couponAmount(c, list, shipping))
          expect(t.total).toBe(t.subTotal - t.couponDiscountTotal + t.serviceFeeTotal + t.shippingTotal + t.totalTax)
        },
      ),
    )
  })

  it('C §3: the order of the items does not change the discount or the totals', () => {
    fc.assert(
      fc.property(
        coupon,
        items.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
        money,
        (c, [list, shuffled], shipping) => {
          const totals = (l: readonly TotalsItem[]) =>
            orderTotals({ items: l, shippingTotal: shipping, coupon: couponOnOrder(c), taxRate: 8.25 })
          expect(totals(shuffled)).toEqual(totals(list))
        },
      ),
    )
  })

  it('C §3: leaving packages out never raises the discount', () => {
    fc.assert(
      fc.property(coupon, items, money, (c, list, shipping) => {
        const without = couponAmount({ ...c, appliesToPackages: false }, list, shipping)
        expect(without).toBeLessThanOrEqual(couponAmount({ ...c, appliesToPackages: true }, list, shipping))
      }),
    )
  })

  it('C §3: a percentage of everything is the products part plus the shipping part, to a unit of rounding', () => {
    const percentCoupon = coupon.filter((c) => c.kind === 'percentage')
    fc.assert(
      fc.property(percentCoupon, items, money, (c, list, shipping) => {
        const everything = couponAmount({ ...c, appliesTo: 'everything' }, list, shipping)
        const split =
          couponAmount({ ...c, appliesTo: 'products' }, list, shipping) +
          couponAmount({ ...c, appliesTo: 'shipping' }, list, shipping)
        expect(Math.abs(everything - split)).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('C §4: an accepted coupon is within its dates, limits and minimum spend; more uses never turn a refusal into acceptance', () => {
    const check: fc.Arbitrary<CouponCheck> = fc.record({
      now: fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }).map((ms) => new Date(ms)),
      orderSubTotal: money,
      productsBase: money,
      usesTotal: fc.nat({ max: 25 }),
      usesByUser: fc.nat({ max: 6 }),
      couponsAllowed: fc.boolean(),
    })
    fc.assert(
      fc.property(coupon, check, fc.nat({ max: 5 }), (c, facts, more) => {
        const verdict = couponRefusal(c, facts)
        if (verdict === null) {
          expect(facts.couponsAllowed).toBe(true)
          if (c.validFrom) expect(facts.now.getTime()).toBeGreaterThanOrEqual(c.validFrom.getTime())
          if (c.validUntil) expect(facts.now.getTime()).toBeLessThan(c.validUntil.getTime())
          if (c.usageLimit !== null) expect(facts.usesTotal).toBeLessThan(c.usageLimit)
          if (c.usageLimitPerUser !== null) expect(facts.usesByUser).toBeLessThan(c.usageLimitPerUser)
          if (c.minimumSpend !== null) expect(facts.orderSubTotal).toBeGreaterThanOrEqual(c.minimumSpend)
        } else {
          const busier = { ...facts, usesTotal: facts.usesTotal + more, usesByUser: facts.usesByUser + more }
          expect(couponRefusal(c, busier)).not.toBeNull()
        }
      }),
    )
  })
})
