import { describe, expect, it } from 'vitest'
import { tierTable } from '../../../core/costTiers'
import type { PricedProduct, TierLike } from '../../../core/quantity'

const $ = (dollars: number) => Math.round(dollars * 100_000)
const tier = (from: number, to: number | null, dollars: number): TierLike => ({
  quantityFrom: from,
  quantityTo: to,
  cost: $(dollars),
})
const product = (strategy: PricedProduct['pricingStrategy'], tiers: TierLike[], retail = 6): PricedProduct => ({
  retailAmount: $(retail),
  pricingStrategy: strategy,
  productCostTiers: tiers,
})

describe('tierTable (B §2 cost-tier info modal, B §3 pricingStrategy and productCostTiers)', () => {
  it('no tiers, or tiers without a strategy: no table (retail throughout)', () => {
    expect(tierTable(product('volume', []), 1)).toBeNull()
    expect(tierTable(product(null, [tier(1, 2, 5)]), 1)).toBeNull()
  })

  it.each([
    {
      name: 'volume: "1–2: $5.00 each", "3 or more: $4.00 each", the quantity’s row marked',
      strategy: 'volume' as const,
      tiers: [tier(1, 2, 5), tier(3, null, 4)],
      quantity: 3,
      rows: [
        { kind: 'each', from: 1, to: 2, each: $(5), current: false },
        { kind: 'each', from: 3, to: null, each: $(4), current: true },
      ],
      total: $(12),
    },
    {
      name: 'tiered (graduated): the same rows, each unit at its own row’s price',
      strategy: 'tiered' as const,
      tiers: [tier(1, 2, 12), tier(3, 5, 10), tier(6, null, 8)],
      quantity: 7,
      rows: [
        { kind: 'each', from: 1, to: 2, each: $(12), current: false },
        { kind: 'each', from: 3, to: 5, each: $(10), current: false },
        { kind: 'each', from: 6, to: null, each: $(8), current: true },
      ],
      total: $(70),
    },
    {
      name: 'retail fills what no tier reaches: before the first, between two, after a closed last one',
      strategy: 'volume' as const,
      tiers: [tier(6, 6, 3), tier(3, 4, 5)],
      quantity: 1,
      rows: [
        { kind: 'each', from: 1, to: 2, each: $(6), current: true },
        { kind: 'each', from: 3, to: 4, each: $(5), current: false },
        { kind: 'each', from: 5, to: 5, each: $(6), current: false },
        { kind: 'each', from: 6, to: 6, each: $(3), current: false },
        { kind: 'each', from: 7, to: null, each: $(6), current: false },
      ],
      total: $(6),
    },
    {
      name: 'overlapping tiers: a tier ends where the next begins; one starting at 0 counts from 1',
      strategy: 'volume' as const,
      tiers: [tier(0, 10, 5), tier(4, null, 4)],
      quantity: 4,
      rows: [
        { kind: 'each', from: 1, to: 3, each: $(5), current: false },
        { kind: 'each', from: 4, to: null, each: $(4), current: true },
      ],
      total: $(16),
    },
    {
      name: 'fixed quantity tiers: 1 at retail, then each quantity for its bundle price (B §5 tier list)',
      strategy: 'fixed_quantity_tiers' as const,
      tiers: [tier(8, 8, 20), tier(16, 16, 32)],
      quantity: 8,
      rows: [
        { kind: 'bundle', quantity: 1, price: $(6), current: false },
        { kind: 'bundle', quantity: 8, price: $(20), current: true },
        { kind: 'bundle', quantity: 16, price: $(32), current: false },
      ],
      total: $(20),
    },
  ])('$name', ({ strategy, tiers, quantity, rows, total }) => {
    expect(tierTable(product(strategy, tiers), quantity)).toEqual({ strategy, rows, quantity, total })
  })
})
