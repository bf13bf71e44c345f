import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { changeAmount, imageOptionAmount, type PricedOrder } from '../../../core/orderChangeAmount'
import { orderTotals } from '../../../core/totals'

// Issue 14 point 5: the amount a change after purchase moves, previewed with the order's own totals function.

const order = (extra: Partial<PricedOrder> = {}): PricedOrder => ({
  orderItems: [
    { id: 'print', type: 'custom', subTotal: 1_000_000, originalSubTotal: 1_000_000 },
    { id: 'package', type: 'package', subTotal: 3_000_000, originalSubTotal: 3_000_000 },
  ],
  orderImageOptions: [
    { image: 'photo-1', productOptionGroup: { id: 'retouching' }, retailAmount: 800_000 },
    { image: 'photo-1', productOptionGroup: { id: 'tone' }, retailAmount: 0 },
    { image: 'photo-2', productOptionGroup: { id: 'retouching' }, retailAmount: 1_500_000 },
  ],
  shippingTotal: 500_000,
  serviceFeeTotal: 100_000,
  taxRate: 0,
  couponDiscount: null,
  ...extra,
})

const item = (subTotal: number, itemId = 'print') => ({
  kind: 'item' as const,
  itemId,
  subTotal,
  originalSubTotal: subTotal,
})

describe('changeAmount (issue 14 point 5)', () => {
  it.each([
    ['the same price moves nothing', order(), item(1_000_000), 0],
    ['a dearer backdrop is charged its difference', order(), item(1_500_000), 500_000],
    ['a cheaper one is refunded', order(), item(700_000), -300_000],
    ['an item not on the order moves nothing', order(), item(9_000_000, 'other'), 0],
    ['tax on the difference is charged with it (8.25 %)', order({ taxRate: 8.25 }), item(2_000_000), 1_082_500],
    [
      'a 10 % coupon on products takes its share of the difference',
      order({ couponDiscount: { code: 'TEN', discount: 10, modifier: '%', appliesTo: 'products' } }),
      item(2_000_000),
      900_000,
    ],
    [
      'a coupon that leaves packages out leaves a package change whole',
      order({
        couponDiscount: { code: 'TEN', discount: 10, modifier: '%', appliesTo: 'products', appliesToPackages: false },
      }),
      item(4_000_000, 'package'),
      1_000_000,
    ],
    [
      'a photo option chosen is charged',
      order(),
      { kind: 'imageOptions' as const, imageId: 'photo-3', amounts: { retouching: 800_000 } },
      800_000,
    ],
    [
      'a photo option removed is refunded; the photo keeps its other groups and other photos theirs',
      order(),
      { kind: 'imageOptions' as const, imageId: 'photo-1', amounts: { retouching: 0 } },
      -800_000,
    ],
    [
      'one photo option replaced by a dearer one is charged the difference',
      order(),
      { kind: 'imageOptions' as const, imageId: 'photo-2', amounts: { retouching: 2_000_000 } },
      500_000,
    ],
  ])('%s', (_, priced, change, expected) => {
    expect(changeAmount(priced, change)).toBe(expected)
  })

  it('is the difference of the two totals core/totals.ts gives, whatever the prices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (before, after, basisPoints) => {
          const taxRate = basisPoints / 100
          const priced = order({
            taxRate,
            orderItems: [{ id: 'a', type: 'custom', subTotal: before, originalSubTotal: before }],
          })
          const totalWith = (subTotal: number) =>
            orderTotals({
              items: [{ subTotal }, ...priced.orderImageOptions.map((o) => ({ subTotal: o.retailAmount }))],
              shippingTotal: priced.shippingTotal,
              serviceFee: priced.serviceFeeTotal,
              taxRate,
            }).total
          expect(changeAmount(priced, item(after, 'a'))).toBe(totalWith(after) - totalWith(before))
        },
      ),
    )
  })
})

describe('imageOptionAmount (C §3 order image option retailAmount)', () => {
  const group = { id: 'g', retailAmount: 100_000, productOptions: [{ id: 'full', retailAmount: 800_000 }] }
  it.each([
    ['a chosen option adds its amount and the group its own', 'full', 900_000],
    ['nothing chosen adds nothing', null, 0],
    ['an empty list adds nothing', [], 0],
  ])('%s', (_, value, expected) => {
    expect(imageOptionAmount(group, value as never)).toBe(expected)
  })
})
