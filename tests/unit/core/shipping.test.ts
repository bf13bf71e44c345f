import { describe, expect, test } from 'vitest'
import { adjustmentCost, applicableRule, needsAddress, type ShippingMethod, shippingCost } from '../../../core/shipping'

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
