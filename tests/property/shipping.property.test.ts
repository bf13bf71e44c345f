import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { adjustmentCost, type ShippingMethod, shippingCost, shippingQuote } from '../../core/shipping'

const productId = fc.constantFrom('p1', 'p2', 'p3')
const money = fc.integer({ min: -5_000_000, max: 5_000_000 })
const adjustment = fc.record({
  product: productId,
  minimum: fc.integer({ min: -2, max: 10 }),
  threshold: fc.integer({ min: -2, max: 6 }),
  cost: money,
})
const method: fc.Arbitrary<ShippingMethod> = fc.record({
  retailCost: money,
  businessRules: fc.array(
    fc.record({
      priority: fc.option(fc.integer({ min: -3, max: 3 }), { nil: undefined }),
      cost: fc.option(money, { nil: null }),
      adjustments: fc.array(adjustment, { maxLength: 3 }),
    }),
    { maxLength: 4 },
  ),
})
const lines = fc.array(fc.record({ productId, quantity: fc.integer({ min: 0, max: 200 }) }), { maxLength: 6 })

describe('C §9 shipping properties', () => {
  test.prop([method, lines])('C §9 shipping: adjustments never make a cost negative', (m, l) => {
    const cost = shippingCost(m, l)
    expect(cost).toBeGreaterThanOrEqual(0)
    expect(Number.isInteger(cost)).toBe(true)
  })

  test.prop([adjustment, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 50 })])(
    'C §9 shipping: an adjustment grows in steps of its cost as the quantity grows',
    (a, quantity, more) => {
      fc.pre(a.threshold > 0 && a.cost >= 0)
      expect(adjustmentCost(a, quantity + more)).toBeGreaterThanOrEqual(adjustmentCost(a, quantity))
      if (a.cost !== 0) expect(adjustmentCost(a, quantity) % a.cost).toBe(0)
    },
  )

  test.prop([method, lines])(
    'C §3 shipping: without business rules the cost is the retail cost floored at 0',
    (m, l) => {
      expect(shippingCost({ ...m, businessRules: [] }, l)).toBe(Math.max(0, m.retailCost))
    },
  )
})

const promotions = fc.array(
  fc.record({ id: fc.uuid(), label: fc.string(), minimumSpend: fc.integer({ min: 0, max: 20_000_000 }) }),
  { maxLength: 3 },
)
const subTotal = fc.integer({ min: 0, max: 20_000_000 })

describe('issue 12 shipping quote properties', () => {
  test.prop([method, fc.boolean(), lines, subTotal, promotions])(
    'B §2 shipping promotion: a quote is never negative and a promotion never raises the cost',
    (m, promotionsApply, l, spent, p) => {
      const quote = shippingQuote({ ...m, promotionsApply }, l, spent, p)
      expect(quote.cost).toBeGreaterThanOrEqual(0)
      expect(quote.cost).toBeLessThanOrEqual(quote.listCost)
      expect(quote.listCost).toBe(shippingCost(m, l))
    },
  )

  test.prop([method, lines, subTotal, fc.integer({ min: 0, max: 5_000_000 }), promotions])(
    'B §2 shipping promotion: spending more never makes shipping dearer',
    (m, l, spent, more, p) => {
      const quote = (total: number) => shippingQuote({ ...m, promotionsApply: true }, l, total, p).cost
      expect(quote(spent + more)).toBeLessThanOrEqual(quote(spent))
    },
  )
})
