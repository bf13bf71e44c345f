import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clampQuantity,
  fixedQuantityTiers,
  isAtLimit,
  linePrice,
  type QuantityBounds,
  quantityBounds,
  stepDown,
  stepUp,
  type TierLike,
} from '../../core/quantity'

const tier: fc.Arbitrary<TierLike> = fc.record({
  quantityFrom: fc.integer({ min: 0, max: 60 }),
  quantityTo: fc.option(fc.integer({ min: 0, max: 80 }), { nil: null }),
  cost: fc.integer({ min: 0, max: 10_000_000 }),
})
const tiers = fc.array(tier, { maxLength: 6 })
const limit = fc.option(fc.integer({ min: -3, max: 200 }), { nil: null })
const bounds: fc.Arbitrary<QuantityBounds> = fc.record({
  tiers: fc.option(tiers.map(fixedQuantityTiers), { nil: null }),
  limit,
})
const input = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double(),
  fc.string(),
  fc.integer({ min: 0, max: 500 }).map(String),
  fc.constantFrom(null, undefined, '', '  7 ', '1e3', Number.POSITIVE_INFINITY),
)

function assertWithin(value: number, { tiers: values, limit: max }: QuantityBounds) {
  expect(Number.isSafeInteger(value)).toBe(true)
  expect(value).toBeGreaterThanOrEqual(1)
  if (max !== null) expect(value).toBeLessThanOrEqual(Math.max(1, max))
  if (values !== null) expect([1, ...values]).toContain(value)
}

describe('B §5 quantity input properties', () => {
  it('B §5: a clamped quantity lies in [1, limit] and is a tier value when tiers exist', () => {
    fc.assert(fc.property(input, bounds, (value, b) => assertWithin(clampQuantity(value, b), b)))
  })

  it('B §5: clamping is idempotent', () => {
    fc.assert(
      fc.property(input, bounds, (value, b) => {
        const once = clampQuantity(value, b)
        expect(clampQuantity(once, b)).toBe(once)
      }),
    )
  })

  it('B §5: stepping stays within the bounds and moves the right way', () => {
    fc.assert(
      fc.property(input, bounds, (value, b) => {
        const current = clampQuantity(value, b)
        const up = stepUp(current, b)
        const down = stepDown(current, b)
        assertWithin(up, b)
        assertWithin(down, b)
        expect(up).toBeGreaterThanOrEqual(current)
        expect(down).toBeLessThanOrEqual(current)
        if (up === current && (b.limit !== null || b.tiers !== null)) expect(isAtLimit(current, b)).toBe(true)
      }),
    )
  })

  it('B §5, C §5: bounds derived from a product keep the clamp within the order and promotional limits', () => {
    const product = fc.record({
      quantityLimit: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
      orderLimit: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
      isPromotional: fc.boolean(),
      pricingStrategy: fc.constantFrom('volume', 'tiered', 'fixed_quantity_tiers', null),
      productCostTiers: tiers,
    })
    fc.assert(
      fc.property(product, fc.integer({ min: 0, max: 60 }), input, (p, inOrder, value) => {
        const b = quantityBounds(p, inOrder)
        assertWithin(clampQuantity(value, b), b)
        if (p.orderLimit) expect(b.limit).toBeLessThanOrEqual(Math.max(0, p.orderLimit - inOrder))
      }),
    )
  })
})

describe('C §9 tier pricing properties', () => {
  const retail = fc.integer({ min: 0, max: 10_000_000 })

  it('C §9 tiered: adding a unit never lowers the line price; the added unit costs the volume price there', () => {
    fc.assert(
      fc.property(retail, tiers, fc.integer({ min: 1, max: 120 }), (retailAmount, productCostTiers, quantity) => {
        const tiered = { retailAmount, pricingStrategy: 'tiered' as const, productCostTiers }
        const volume = { ...tiered, pricingStrategy: 'volume' as const }
        const marginal = linePrice(tiered, quantity) - linePrice(tiered, quantity - 1)
        expect(marginal).toBeGreaterThanOrEqual(0)
        expect(marginal * quantity).toBe(linePrice(volume, quantity))
      }),
    )
  })

  it('C §9: every strategy prices an integer, non-negative line', () => {
    fc.assert(
      fc.property(
        retail,
        tiers,
        fc.constantFrom('volume', 'tiered', 'fixed_quantity_tiers', null),
        fc.integer({ min: 0, max: 120 }),
        (retailAmount, productCostTiers, pricingStrategy, quantity) => {
          const price = linePrice({ retailAmount, pricingStrategy, productCostTiers }, quantity)
          expect(Number.isSafeInteger(price)).toBe(true)
          expect(price).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})
