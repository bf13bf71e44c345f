// Issue 17 point 5: the indexed pricing core gives the same answers as the straightforward one (pricingReference.ts)
// on random catalogs, rules, orders and shipping methods: lock states (B §4), checkout requirements (C §4), shipping
// costs (C §9), line prices (B §5 pricing strategies) and the money they add up (C §3 totals).
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { percentage, sum, sumOf } from '../../core/money'
import { linePrice, type PricedProduct } from '../../core/quantity'
import {
  type BusinessRules,
  type Condition,
  indexFacts,
  type LockedItem,
  lockState,
  type OrderFacts,
  type OrderLine,
  type Rule,
  requirementState,
  ruleMet,
} from '../../core/rules'
import { lineQuantities, type ShippingMethod, shippingCost } from '../../core/shipping'
import { orderTotals, type TotalsItem } from '../../core/totals'
import * as reference from './pricingReference'

// Small id spaces (numbers among them: ids compare as text), so rules, entries and lines meet often.
const productId = fc.constantFrom('p1', 'p2', 'p3', 'p4', 1, 2)
const categoryId = fc.constantFrom('c1', 'c2', 'c3', 1)
const formId = fc.constantFrom('f1', 'f2', 3)
const bound = fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null })
const quantityBound = fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined })

const condition: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({ kind: fc.constant('product'), id: productId, minimumQuantity: quantityBound, minimumSpend: bound }),
  fc.record({ kind: fc.constant('category'), id: categoryId, minimumQuantity: quantityBound, minimumSpend: bound }),
  fc.record({ kind: fc.constant('form'), id: fc.option(formId, { nil: null }) }),
  fc.record({ kind: fc.constant('order'), minimumQuantity: quantityBound, minimumSpend: bound }),
  fc.record({ kind: fc.constantFrom('product', 'category'), id: fc.constant(null) }),
  fc.record({ kind: fc.constant('coupon'), id: productId }),
)
const rule: fc.Arbitrary<Rule> = fc.record({
  id: fc.nat({ max: 50 }),
  operator: fc.option(fc.constantFrom('all', 'any', 'ANY', 'Any', 'none'), { nil: undefined }),
  conditions: fc.array(condition, { maxLength: 4 }),
})
const rules = fc.array(rule, { maxLength: 4 })
// Ids may repeat: the first entry of an id is the one that counts.
const entry = (id: fc.Arbitrary<string | number>): fc.Arbitrary<LockedItem> =>
  fc.record({ id, unlockedBy: fc.option(rules, { nil: undefined }), lockedBy: fc.option(rules, { nil: undefined }) })
const businessRules: fc.Arbitrary<BusinessRules> = fc.record({
  lockedItems: fc.record({
    products: fc.option(fc.array(entry(productId), { maxLength: 5 }), { nil: undefined }),
    categories: fc.option(fc.array(entry(categoryId), { maxLength: 4 }), { nil: undefined }),
  }),
  requiredForCheckout: rules,
})

const line: fc.Arbitrary<OrderLine> = fc.record({
  productId,
  categoryId: fc.option(categoryId, { nil: null }),
  quantity: fc.integer({ min: 1, max: 12 }),
  subTotal: fc.integer({ min: 0, max: 3_000_000 }),
})
const order: fc.Arbitrary<OrderFacts> = fc
  .tuple(fc.array(line, { maxLength: 30 }), fc.subarray(['f1', 'f2', 3]))
  .map(([items, formIds]) => ({ items, subTotal: sum(items.map((l) => l.subTotal)), formIds }))
const target = fc.record({
  productId: fc.option(productId, { nil: null }),
  categoryId: fc.option(categoryId, { nil: undefined }),
})

const money = fc.integer({ min: -2_000_000, max: 5_000_000 })
const method: fc.Arbitrary<ShippingMethod> = fc.record({
  retailCost: money,
  businessRules: fc.array(
    fc.record({
      priority: fc.option(fc.integer({ min: -2, max: 2 }), { nil: undefined }),
      cost: fc.option(money, { nil: null }),
      adjustments: fc.array(
        fc.record({
          product: productId,
          minimum: fc.integer({ min: -1, max: 10 }),
          threshold: fc.integer({ min: -1, max: 5 }),
          cost: money,
        }),
        { maxLength: 4 },
      ),
    }),
    { maxLength: 3 },
  ),
})

// Mostly catalog-like amounts; now and then one past the safe range when multiplied, or a count that is no integer.
const amount = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 0, max: 10_000_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 52, -(2 ** 52), 1.5) },
)
const product: fc.Arbitrary<PricedProduct> = fc.record({
  retailAmount: amount,
  pricingStrategy: fc.option(fc.constantFrom('volume', 'tiered', 'fixed_quantity_tiers'), { nil: null }),
  productCostTiers: fc.array(
    fc.record({
      quantityFrom: fc.oneof(fc.integer({ min: 0, max: 15 }), fc.constant(2.5)),
      quantityTo: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
      cost: amount,
    }),
    { maxLength: 5 },
  ),
})

// A value, or the kind of error: the fast path must fail where the straightforward one does.
const outcome = (f: () => number): number | string => {
  try {
    return f()
  } catch (error) {
    return error instanceof RangeError ? 'RangeError' : String(error)
  }
}

describe('issue 17: the indexed pricing core answers as the straightforward one', () => {
  test.prop([businessRules, fc.array(target, { maxLength: 6 }), order])(
    'B §4 business-rule buttons: the lock state of every target, on facts indexed once and on plain facts',
    (set, targets, facts) => {
      const indexed = indexFacts(facts)
      for (const t of targets) {
        const expected = reference.lockState(set, t, facts)
        expect(lockState(set, t, indexed)).toEqual(expected)
        expect(lockState(set, t, facts)).toEqual(expected)
      }
      expect(lockState(null, targets[0] ?? {}, facts)).toEqual(reference.lockState(null, targets[0] ?? {}, facts))
    },
  )

  test.prop([rule, order])('B §5 business-rule conditions: a rule is met on the index as on the items', (r, facts) => {
    expect(ruleMet(r, indexFacts(facts))).toBe(reference.ruleMet(r, facts))
  })

  test.prop([rules, order, fc.array(order, { maxLength: 4 })])(
    'C §4 checkout: the requirement state across linked orders, indexed or not',
    (list, main, linked) => {
      const expected = reference.requirementState(list, main, linked)
      expect(requirementState(list, main, linked)).toEqual(expected)
      expect(requirementState(list, indexFacts(main), linked.map(indexFacts))).toEqual(expected)
    },
  )

  test.prop([fc.array(method, { maxLength: 4 }), order])(
    'C §9 shipping: each method costs the same from the lines, their quantities or the indexed facts',
    (methods, facts) => {
      const quantities = lineQuantities(facts.items)
      const { byProduct } = indexFacts(facts).index
      for (const m of methods) {
        const expected = reference.shippingCost(m, facts.items)
        expect(shippingCost(m, facts.items)).toBe(expected)
        expect(shippingCost(m, quantities)).toBe(expected)
        expect(shippingCost(m, byProduct)).toBe(expected)
      }
    },
  )

  test.prop([product, fc.array(fc.integer({ min: 0, max: 25 }), { maxLength: 8 })])(
    'B §5 pricing strategies: every line price, tiers in any order, amounts past the safe range included',
    (p, quantities) => {
      for (const quantity of quantities)
        expect(outcome(() => linePrice(p, quantity))).toBe(outcome(() => reference.linePrice(p, quantity)))
    },
  )

  it('B §5 tiered pricing: a line whose running sum leaves the safe range but whose total is back in it', () => {
    const tiers = [
      { quantityFrom: 1, quantityTo: 1, cost: 2 ** 52 },
      { quantityFrom: 2, quantityTo: 2, cost: 2 ** 52 },
    ]
    const p: PricedProduct = { retailAmount: -(2 ** 52), pricingStrategy: 'tiered', productCostTiers: tiers }
    expect(reference.linePrice(p, 3)).toBe(2 ** 52)
    expect(linePrice(p, 3)).toBe(2 ** 52)
  })

  test.prop([
    // Small amounts meet the halves (5 at 10 %: 0.5 rounds to 1), large ones leave the safe range.
    fc.oneof(fc.integer({ min: -1000, max: 1000 }), money, fc.maxSafeInteger(), fc.maxSafeNat()),
    fc.oneof(
      fc.integer({ min: -100, max: 100 }),
      fc.constantFrom(10, 50, 8.25, 8.875, 0.1, 33.333, 1e-7, 2.5e21),
      fc.double({ min: -100, max: 100, noNaN: true }),
    ),
  ])('C §3 totals: a percentage rounds as the exact BigInt reckoning does', (amount, percent) => {
    expect(outcome(() => percentage(amount, percent))).toBe(outcome(() => reference.percentage(amount, percent)))
  })

  // An item past the safe range has no original amount of its own, so the saving stays small and only the sums are
  // at stake; 1.5 is no amount at all.
  const item: fc.Arbitrary<TotalsItem> = fc.oneof(
    fc.record({ subTotal: money, originalSubTotal: fc.option(money, { nil: null }) }),
    fc.record({ subTotal: fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1.5) }),
  )
  test.prop([fc.array(item)])(
    'C §3 totals: the sub total and original sub total add up the items as sum does, also past the safe range',
    (items) => {
      const subTotal = outcome(() => sum(items.map((i) => i.subTotal)))
      const originalSubTotal = outcome(() => sum(items.map((i) => i.originalSubTotal ?? i.subTotal)))
      const totals = () => {
        const found = orderTotals({ items })
        return { subTotal: found.subTotal, originalSubTotal: found.originalSubTotal }
      }
      if (typeof subTotal === 'number' && typeof originalSubTotal === 'number')
        expect(totals()).toEqual({ subTotal, originalSubTotal })
      else expect(totals).toThrow(RangeError)
    },
  )

  test.prop([fc.array(fc.oneof(money, fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER)))])(
    'C §3 totals: a sum over items is the sum of their amounts, also past the safe range',
    (amounts) => {
      const items = amounts.map((subTotal) => ({ subTotal }))
      expect(outcome(() => sumOf(items, (i) => i.subTotal))).toBe(outcome(() => sum(amounts)))
    },
  )
})
