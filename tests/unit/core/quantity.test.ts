import { describe, expect, it } from 'vitest'
import { MAX_QUANTITY } from '../../../core/inputLimits'
import {
  clampQuantity,
  fixedQuantityTiers,
  isAtLimit,
  linePrice,
  orderLimitRemaining,
  type PricedProduct,
  quantityBounds,
  stepDown,
  stepUp,
  unitPrice,
} from '../../../core/quantity'

const tiers = [
  { quantityFrom: 5, quantityTo: 9, cost: 80_000 },
  { quantityFrom: 10, quantityTo: null, cost: 60_000 },
]
const fixed = quantityBounds({ pricingStrategy: 'fixed_quantity_tiers', productCostTiers: tiers })
const limited = { tiers: null, limit: 4 }
const unlimited = { tiers: null, limit: null }

describe('B §5 quantity input, C §5 cart quantity', () => {
  it.each([
    ['3', 3],
    [' 4 ', 4],
    ['2.7', 2],
    [2.7, 2],
    ['0', 1],
    [-3, 1],
    ['', 1],
    ['abc', 1],
    ['3abc', 1],
    [Number.NaN, 1],
    [null, 1],
    [undefined, 1],
  ])('B §5 quantity input: minimum 1, non-numeric text becomes 1 (%j -> %i)', (input, expected) => {
    expect(clampQuantity(input, unlimited)).toBe(expected)
  })

  it('B §5 quantity input: capped at quantityLimit; without one, at the hard ceiling MAX_QUANTITY (issue 11)', () => {
    expect(clampQuantity(9, limited)).toBe(4)
    expect(clampQuantity('99999999999999999999', unlimited)).toBe(MAX_QUANTITY)
    expect(clampQuantity(2_147_483_648, { tiers: null, limit: 50_000 })).toBe(MAX_QUANTITY)
    expect(clampQuantity(MAX_QUANTITY * 2, { tiers: [1, 8, MAX_QUANTITY * 2], limit: null })).toBe(8)
  })

  it('B §5 quantity input: the fixed-quantity tier list is 1 plus each quantityFrom', () => {
    expect(fixedQuantityTiers(tiers)).toEqual([1, 5, 10])
    expect(
      fixedQuantityTiers([
        { quantityFrom: 1, cost: 1 },
        { quantityFrom: 0, cost: 1 },
      ]),
    ).toEqual([1])
    expect(fixed).toEqual({ tiers: [1, 5, 10], limit: 10 })
  })

  it('B §5 quantity input: with tiers only tier values, invalid falls to the first tier, capped at the last', () => {
    expect(clampQuantity(5, fixed)).toBe(5)
    expect(clampQuantity(7, fixed)).toBe(1)
    expect(clampQuantity(25, fixed)).toBe(10)
    expect(clampQuantity('x', fixed)).toBe(1)
    // A lower order limit caps onto the largest tier within it.
    expect(clampQuantity(8, { tiers: [1, 5, 10], limit: 7 })).toBe(5)
    expect(clampQuantity(30, { tiers: [5, 10], limit: null })).toBe(10)
  })

  it('B §5 quantity input: stepping moves between tiers', () => {
    expect(stepUp(1, fixed)).toBe(5)
    expect(stepUp(5, fixed)).toBe(10)
    expect(stepUp(10, fixed)).toBe(10)
    expect(stepDown(10, fixed)).toBe(5)
    expect(stepDown(1, fixed)).toBe(1)
  })

  it('B §5 quantity input: stepping without tiers moves by one within [1, limit]', () => {
    expect(stepUp(3, limited)).toBe(4)
    expect(stepUp(4, limited)).toBe(4)
    expect(stepDown(1, limited)).toBe(1)
    expect(stepDown(3, limited)).toBe(2)
    expect(stepUp(41, unlimited)).toBe(42)
    expect(stepUp(MAX_QUANTITY, unlimited)).toBe(MAX_QUANTITY)
  })

  it('B §5 quantity input: at the limit the max-quantity tip shows', () => {
    expect(isAtLimit(4, limited)).toBe(true)
    expect(isAtLimit(3, limited)).toBe(false)
    expect(isAtLimit(10, fixed)).toBe(true)
    expect(isAtLimit(5, { tiers: [1, 5, 10], limit: 7 })).toBe(true)
    expect(isAtLimit(1000, unlimited)).toBe(false)
    expect(isAtLimit(MAX_QUANTITY, unlimited)).toBe(true)
  })

  it('B §5 orderLimit: remaining is the limit minus what the order holds; unset is unlimited', () => {
    expect(orderLimitRemaining(5, 2)).toBe(3)
    expect(orderLimitRemaining(5, 7)).toBe(0)
    expect(orderLimitRemaining(null, 7)).toBeNull()
    expect(orderLimitRemaining(undefined, 0)).toBeNull()
    expect(orderLimitRemaining(0, 0)).toBeNull()
  })

  it('B §5, C §5: the order limit remainder caps the quantity limit', () => {
    expect(quantityBounds({ quantityLimit: 10, orderLimit: 3 }, 1)).toEqual({ tiers: null, limit: 2 })
    expect(quantityBounds({ orderLimit: 3 }, 5)).toEqual({ tiers: null, limit: 0 })
    expect(quantityBounds({})).toEqual({ tiers: null, limit: null })
    expect(quantityBounds({ pricingStrategy: 'volume', productCostTiers: tiers, quantityLimit: 20 })).toEqual({
      tiers: null,
      limit: 20,
    })
  })

  it('B §5, C §5: a promotional product limit is reduced by the quantity already in the order', () => {
    expect(quantityBounds({ isPromotional: true, quantityLimit: 3 }, 1)).toEqual({ tiers: null, limit: 2 })
    expect(quantityBounds({ isPromotional: true, quantityLimit: 3 }, 4)).toEqual({ tiers: null, limit: 0 })
    expect(quantityBounds({ isPromotional: true }, 4)).toEqual({ tiers: null, limit: null })
    expect(quantityBounds({ quantityLimit: 3 }, 1)).toEqual({ tiers: null, limit: 3 })
  })
})

describe('B §3 pricingStrategy, C §9 tier strategies: line and unit price', () => {
  const retail = 100_000
  const volume: PricedProduct = { retailAmount: retail, pricingStrategy: 'volume', productCostTiers: tiers }
  const tiered: PricedProduct = { retailAmount: retail, pricingStrategy: 'tiered', productCostTiers: tiers }
  const bundles: PricedProduct = {
    retailAmount: retail,
    pricingStrategy: 'fixed_quantity_tiers',
    productCostTiers: [
      { quantityFrom: 5, quantityTo: 5, cost: 400_000 },
      { quantityFrom: 10, quantityTo: 10, cost: 700_000 },
    ],
  }

  it('C §9: without tiers or strategy every unit costs retailAmount', () => {
    expect(linePrice({ retailAmount: retail }, 3)).toBe(300_000)
    expect(linePrice({ retailAmount: retail, pricingStrategy: 'volume', productCostTiers: [] }, 3)).toBe(300_000)
    expect(linePrice({ retailAmount: retail, productCostTiers: tiers }, 6)).toBe(600_000)
  })

  it.each([
    [1, 100_000],
    [4, 400_000],
    [5, 400_000],
    [9, 720_000],
    [10, 600_000],
    [20, 1_200_000],
  ])('C §9 volume: all %i units at the price of the tier the quantity falls in (%i)', (quantity, price) => {
    expect(linePrice(volume, quantity)).toBe(price)
  })

  it.each([
    [1, 100_000],
    [4, 400_000],
    [5, 480_000],
    [9, 800_000],
    [10, 860_000],
    [12, 980_000],
  ])('C §9 tiered: each of %i units at its own band, graduated (%i)', (quantity, price) => {
    expect(linePrice(tiered, quantity)).toBe(price)
  })

  it('C §9 tiered: open-ended or overlapping tiers end where the next tier starts; gaps are retail', () => {
    const open: PricedProduct = {
      retailAmount: retail,
      pricingStrategy: 'tiered',
      productCostTiers: [
        { quantityFrom: 10, quantityTo: null, cost: 50_000 },
        { quantityFrom: 1, quantityTo: null, cost: 90_000 },
      ],
    }
    expect(linePrice(open, 11)).toBe(9 * 90_000 + 2 * 50_000)
    expect(linePrice({ ...open, pricingStrategy: 'volume' }, 11)).toBe(11 * 50_000)
    const gap: PricedProduct = {
      retailAmount: retail,
      pricingStrategy: 'tiered',
      productCostTiers: [
        { quantityFrom: 1, quantityTo: 2, cost: 90_000 },
        { quantityFrom: 5, quantityTo: 5, cost: 10_000 },
      ],
    }
    expect(linePrice(gap, 6)).toBe(2 * 90_000 + 2 * retail + 10_000 + retail)
    expect(linePrice({ ...gap, pricingStrategy: 'volume' }, 3)).toBe(3 * retail)
  })

  it('C §9 fixed_quantity_tiers: a tier cost is the price of its whole bundle; 1 alone is retail', () => {
    expect(linePrice(bundles, 1)).toBe(100_000)
    expect(linePrice(bundles, 5)).toBe(400_000)
    expect(linePrice(bundles, 10)).toBe(700_000)
    expect(linePrice(bundles, 7)).toBe(700_000) // not a tier value: retail per unit
    expect(linePrice({ ...bundles, productCostTiers: [{ quantityFrom: 1, cost: 90_000 }] }, 1)).toBe(90_000)
  })

  it('C §9: the unit price is the line price over the quantity, rounded half away from zero', () => {
    expect(unitPrice(volume, 10)).toBe(60_000)
    expect(unitPrice(bundles, 10)).toBe(70_000)
    expect(unitPrice(tiered, 12)).toBe(81_667)
  })
})
