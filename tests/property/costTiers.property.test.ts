import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tierTable } from '../../core/costTiers'
import { multiply, sum } from '../../core/money'
import { fixedQuantityTiers, linePrice, type PricedProduct, type TierLike } from '../../core/quantity'

const tier: fc.Arbitrary<TierLike> = fc.record({
  quantityFrom: fc.integer({ min: 0, max: 40 }),
  quantityTo: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
  cost: fc.integer({ min: 0, max: 5_000_000 }),
})
const product = (strategy: PricedProduct['pricingStrategy']): fc.Arbitrary<PricedProduct> =>
  fc.record({
    retailAmount: fc.integer({ min: 0, max: 5_000_000 }),
    pricingStrategy: fc.constant(strategy),
    productCostTiers: fc.array(tier, { minLength: 1, maxLength: 6 }),
  })
const quantity = fc.integer({ min: 1, max: 80 })

// The units of a row among the first `quantity` units.
const unitsIn = (row: { from: number; to: number | null }, quantity: number) =>
  Math.max(0, Math.min(row.to ?? quantity, quantity) - row.from + 1)

describe('B §2 cost-tier info modal: the listed price is what core pricing charges', () => {
  it('volume: exactly one row holds the quantity, and its price times the quantity is the line price', () => {
    fc.assert(
      fc.property(product('volume'), quantity, (p, q) => {
        const rows = tierTable(p, q)?.rows.flatMap((r) => (r.kind === 'each' ? [r] : [])) ?? []
        const current = rows.filter((r) => r.current)
        expect(current).toHaveLength(1)
        expect(multiply(current[0]?.each ?? -1, q)).toBe(linePrice(p, q))
      }),
    )
  })

  it('tiered: each row’s price for its units among the first ones adds up to the line price', () => {
    fc.assert(
      fc.property(product('tiered'), quantity, (p, q) => {
        const rows = tierTable(p, q)?.rows.flatMap((r) => (r.kind === 'each' ? [r] : [])) ?? []
        expect(rows.filter((r) => r.current)).toHaveLength(1)
        expect(sum(rows.map((r) => multiply(r.each, unitsIn(r, q))))).toBe(linePrice(p, q))
      }),
    )
  })

  it('fixed quantity tiers: the rows are the quantities the input allows, each at its line price', () => {
    fc.assert(
      fc.property(product('fixed_quantity_tiers'), quantity, (p, q) => {
        const rows = tierTable(p, q)?.rows.flatMap((r) => (r.kind === 'bundle' ? [r] : [])) ?? []
        expect(rows.map((r) => r.quantity)).toEqual(fixedQuantityTiers(p.productCostTiers ?? []))
        for (const r of rows) expect(r.price).toBe(linePrice(p, r.quantity))
        expect(rows.filter((r) => r.current).map((r) => r.quantity)).toEqual(
          rows.some((r) => r.quantity === q) ? [q] : [],
        )
      }),
    )
  })
})
