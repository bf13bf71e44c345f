import { describe, expect, test } from 'vitest'
import {
  adjustmentCost,
  applicableRule,
  needsAddress,
  type ShippingMethod,
  shippingCost,
  shippingQuote,
} from '../../../core/shipping'

const method = (overrides: Partial<ShippingMethod> = {}): ShippingMethod => ({ retailCost: 500_000, ...overrides })
const prints = (quantity: number) => [{ productId: 'print', quantity }]

describe('C §9 shipping adjustments', () => {
  const adjustment = { product: 'print', minimum: 10, threshold: 5, cost: 100_000 }

  test.each([
    ['at the minimum adds nothing', 10, 0],
    ['under the minimum adds nothing', 3, 0],
    ['one unit above, under a threshold, adds nothing', 14, 0],
    ['one full threshold adds cost once', 15, 100_000],
    ['floor of (quantity − minimum) / threshold', 27, 300_000],
  ])('C §9 shipping adjustments: %s', (_name, quantity, expected) => {
    expect(adjustmentCost(adjustment, quantity)).toBe(expected)
  })

  test.each([0, -2])('C §9 shipping adjustments: threshold %i is ignored', (threshold) => {
    expect(adjustmentCost({ ...adjustment, threshold }, 100)).toBe(0)
  })
})

describe('C §3 shipping method cost', () => {
  test('C §3 shipping method: without business rules the cost is retailCost', () => {
    expect(shippingCost(method(), prints(3))).toBe(500_000)
  })

  test('C §9 shipping method: a negative retailCost is floored at zero', () => {
    expect(shippingCost(method({ retailCost: -1 }), [])).toBe(0)
  })

  test('C §9 shipping method: the applicable rule adds its adjustments to retailCost when it has no cost', () => {
    const m = method({
      businessRules: [{ adjustments: [{ product: 'print', minimum: 0, threshold: 1, cost: 50_000 }] }],
    })
    expect(shippingCost(m, [...prints(2), ...prints(1)])).toBe(650_000)
  })

  test('C §9 shipping method: the rule cost replaces retailCost', () => {
    const m = method({
      businessRules: [{ cost: 200_000, adjustments: [{ product: 'print', minimum: 0, threshold: 2, cost: 10_000 }] }],
    })
    expect(shippingCost(m, prints(5))).toBe(220_000)
  })

  test('C §9 shipping method: a rule whose products stay at their minimum does not apply', () => {
    const m = method({
      businessRules: [{ cost: 0, adjustments: [{ product: 'print', minimum: 10, threshold: 1, cost: 1 }] }],
    })
    expect(applicableRule(m, prints(10))).toBeUndefined()
    expect(shippingCost(m, prints(10))).toBe(500_000)
  })

  test('C §9 shipping method: the highest priority applicable rule wins, ties go to the first listed', () => {
    const low = { priority: 1, cost: 100_000 }
    const high = { priority: 5, cost: 300_000 }
    const tie = { priority: 5, cost: 400_000 }
    const unmatched = { priority: 9, cost: 0, adjustments: [{ product: 'canvas', minimum: 0, threshold: 1, cost: 0 }] }
    const m = method({ businessRules: [low, high, tie, unmatched] })
    expect(applicableRule(m, prints(1))).toBe(high)
    expect(shippingCost(m, prints(1))).toBe(300_000)
  })

  test('C §9 shipping method: a rule with only unusable adjustments always applies', () => {
    const rule = { cost: 700_000, adjustments: [{ product: 'canvas', minimum: 0, threshold: 0, cost: 1 }] }
    expect(applicableRule(method({ businessRules: [rule] }), [])).toBe(rule)
  })

  test('C §9 shipping method: negative adjustments never take the total below zero', () => {
    const m = method({
      businessRules: [{ adjustments: [{ product: 'print', minimum: 0, threshold: 1, cost: -200_000 }] }],
    })
    expect(shippingCost(m, prints(2))).toBe(100_000)
    expect(shippingCost(m, prints(10))).toBe(0)
  })
})

describe('C §3 shipping method address', () => {
  test('C §3 shipping method: addressRequired tells whether a method needs an address', () => {
    expect(needsAddress(method({ addressRequired: true }))).toBe(true)
    expect(needsAddress(method({ addressRequired: false }))).toBe(false)
    expect(needsAddress(method())).toBe(false)
    expect(needsAddress(null)).toBe(false)
  })
})

describe('issue 12 shipping quote with promotions', () => {
  // The demo's ship-to-home: $7.95, ten 8x10s add $3, free from $75 (docs/pricing.md "Shipping").
  const home: ShippingMethod = {
    retailCost: 795_000,
    addressRequired: true,
    promotionsApply: true,
    businessRules: [{ priority: 1, adjustments: [{ product: '8x10', minimum: 5, threshold: 5, cost: 300_000 }] }],
  }
  const freeShipping = { id: 'free', label: 'Free shipping from $75', minimumSpend: 7_500_000 }
  const eightByTen = (quantity: number) => [{ productId: '8x10', quantity }]

  test('B §2 shipping promotion: under the threshold the method costs its price and says what is left', () => {
    expect(shippingQuote(home, eightByTen(1), 2_000_000, [freeShipping])).toEqual({
      cost: 795_000,
      listCost: 795_000,
      promotion: { id: 'free', label: 'Free shipping from $75', reached: false, remaining: 5_500_000 },
    })
  })

  test('B §2 shipping promotion: a reached promotion makes the method free, adjustments included', () => {
    expect(shippingQuote(home, eightByTen(10), 7_500_000, [freeShipping])).toEqual({
      cost: 0,
      listCost: 1_095_000,
      promotion: { id: 'free', label: 'Free shipping from $75', reached: true, remaining: 0 },
    })
  })

  test('C §9 shipping adjustments: ten 8x10s under the threshold add the adjustment to the price', () => {
    expect(shippingQuote(home, eightByTen(10), 5_000_000, [freeShipping]).cost).toBe(1_095_000)
  })

  test('B §2 shipping promotion: the lowest reached promotion is named, else the nearest one above', () => {
    const small = { id: 'small', label: 'from $50', minimumSpend: 5_000_000 }
    expect(shippingQuote(home, [], 6_000_000, [freeShipping, small]).promotion).toMatchObject({ id: 'small' })
    expect(shippingQuote(home, [], 1_000_000, [freeShipping, small]).promotion).toMatchObject({
      id: 'small',
      remaining: 4_000_000,
    })
  })

  test('B §2 shipping promotion: a method that does not take promotions keeps its price and has no note', () => {
    const courier = { ...home, promotionsApply: false }
    expect(shippingQuote(courier, [], 9_000_000, [freeShipping])).toEqual({
      cost: 795_000,
      listCost: 795_000,
      promotion: null,
    })
  })

  test('B §2 shipping promotion: a free method or a set without promotions has no note', () => {
    expect(shippingQuote({ retailCost: 0, promotionsApply: true }, [], 0, [freeShipping]).promotion).toBeNull()
    expect(shippingQuote(home, [], 9_000_000, [])).toEqual({ cost: 795_000, listCost: 795_000, promotion: null })
  })
})
