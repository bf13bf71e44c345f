import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountBetween,
  changeAmount,
  imageOptionAmount,
  keptChargesTotals,
  type PricedChange,
  type PricedOrder,
} from '../../../core/orderChangeAmount'
import { type CouponLike, orderTotals } from '../../../core/totals'

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

// The server (server/services/orderChanges.ts) makes the change, reads the order back (a removed photo option is a
// deleted row) and charges amountBetween the order before and after, its totals by keptChargesTotals (orders.ts
// refresh on a bought order). The preview and the charge must agree for every order and change.
describe('the server charges what the browser previews (issue 14: the price a parent sees is the price charged)', () => {
  const money = fc.integer({ min: 0, max: 30_000_000 })
  const adjustment = fc.integer({ min: -60_000_000, max: 30_000_000 }).filter((amount) => amount !== 0)
  const groups = ['retouching', 'tone', 'backdrop']
  const images = ['photo-1', 'photo-2', 'photo-3']
  const coupon: fc.Arbitrary<CouponLike | null> = fc.option(
    fc.record({
      code: fc.constant('C'),
      modifier: fc.constantFrom('%', '+'),
      discount: fc.integer({ min: 0, max: 5_000_000 }),
      appliesTo: fc.constantFrom('products' as const, 'shipping' as const, 'everything' as const),
      appliesToPackages: fc.boolean(),
    }),
  )
  const pricedOrder: fc.Arbitrary<PricedOrder> = fc.record({
    orderItems: fc.uniqueArray(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c', 'd'),
        type: fc.constantFrom('custom', 'package', 'digital'),
        subTotal: money,
        originalSubTotal: money,
      }),
      { minLength: 1, maxLength: 4, selector: (i) => i.id },
    ),
    orderImageOptions: fc.uniqueArray(
      fc.record({
        image: fc.constantFrom(...images),
        productOptionGroup: fc.record({ id: fc.constantFrom(...groups) }),
        retailAmount: money,
      }),
      { maxLength: 6, selector: (o) => `${o.image}/${o.productOptionGroup.id}` },
    ),
    shippingTotal: money,
    serviceFeeTotal: fc.integer({ min: 0, max: 500_000 }),
    taxRate: fc.integer({ min: 0, max: 2_000 }).map((bp) => bp / 100),
    couponDiscount: coupon,
    // Issue 15: the studio's adjustment, a take-off larger than the goods among them.
    adjustment: fc.option(fc.record({ amount: adjustment })),
  })
  const change = (order: PricedOrder): fc.Arbitrary<PricedChange> =>
    fc.oneof(
      fc.record({
        kind: fc.constant('item' as const),
        itemId: fc.constantFrom(...order.orderItems.map((i) => i.id)),
        subTotal: money,
        originalSubTotal: money,
      }),
      fc.record({
        kind: fc.constant('imageOptions' as const),
        imageId: fc.constantFrom(...images),
        amounts: fc.dictionary(fc.constantFrom(...groups), fc.oneof(fc.constant(0), money), { maxKeys: 3 }),
      }),
      // Issue 15: the admin's adjustment form previews the cart's total with it (server/services/adjustments.ts).
      fc.record({ kind: fc.constant('adjustment' as const), amount: fc.option(adjustment) }),
    )
  /** The order as the server reads it back once the change is made. */
  const storedAfter = (order: PricedOrder, c: PricedChange): PricedOrder => {
    if (c.kind === 'adjustment') return { ...order, adjustment: c.amount === null ? null : { amount: c.amount } }
    return c.kind === 'item'
      ? {
          ...order,
          orderItems: order.orderItems.map((i) =>
            i.id === c.itemId ? { ...i, subTotal: c.subTotal, originalSubTotal: c.originalSubTotal } : i,
          ),
        }
      : {
          ...order,
          orderImageOptions: [
            ...order.orderImageOptions.filter((o) => o.image !== c.imageId || !(o.productOptionGroup.id in c.amounts)),
            ...Object.entries(c.amounts)
              .filter(([, amount]) => amount > 0)
              .map(([id, retailAmount]) => ({ image: c.imageId, productOptionGroup: { id }, retailAmount })),
          ],
        }
  }

  it('for any order and change, the amount charged or refunded is the amount previewed', () => {
    fc.assert(
      fc.property(
        pricedOrder.chain((o) => fc.tuple(fc.constant(o), change(o))),
        ([priced, c]) => {
          const after = storedAfter(priced, c)
          expect(amountBetween(priced, after)).toBe(changeAmount(priced, c))
          // The total the server stores after the change is the previewed one, with the order's charges kept.
          const stored = keptChargesTotals(after)
          expect(stored.total).toBe(keptChargesTotals(priced).total + changeAmount(priced, c))
          expect(stored.shippingTotal).toBe(priced.shippingTotal)
          expect(stored.serviceFeeTotal).toBe(priced.serviceFeeTotal)
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
