import { describe, expect, it } from 'vitest'
import type { PromotedProduct } from '../../../core/itemPrice'
import { tierInfoView } from '../../../machines/tierInfoView'
import { expectMessages } from './dialogFixtures'

const $ = (dollars: number) => Math.round(dollars * 100_000)
const dollars = (amount: number) => `$${(amount / 100_000).toFixed(2)}`
const product = (
  pricingStrategy: PromotedProduct['pricingStrategy'],
  tiers: [number, number | null, number][],
  extra: Partial<PromotedProduct> = {},
): PromotedProduct => ({
  retailAmount: $(5),
  pricingStrategy,
  productCostTiers: tiers.map(([quantityFrom, quantityTo, d]) => ({ quantityFrom, quantityTo, cost: $(d) })),
  ...extra,
})

describe('tierInfoView (B §2 cost-tier info modal)', () => {
  it('no tiers: no info button', () => {
    expect(tierInfoView(product('volume', []), 1, dollars)).toBeNull()
  })

  it('volume: "1–2: $5.00 each", "3 or more: $4.00 each", the quantity’s row marked, and what it costs in all', () => {
    const view = tierInfoView(
      product('volume', [
        [1, 2, 5],
        [3, null, 4],
      ]),
      3,
      dollars,
    )
    expect(view).toEqual({
      title: { id: 'product.tiers_info' },
      intro: { id: 'product.tiers_intro_volume' },
      rows: [
        {
          key: 'f1',
          text: { id: 'product.tiers_each_range', values: { from: 1, to: 2, price: '$5.00' } },
          current: false,
        },
        { key: 'f3', text: { id: 'product.tiers_each_from', values: { from: 3, price: '$4.00' } }, current: true },
      ],
      total: { id: 'product.tiers_total', values: { quantity: 3, price: '$12.00' } },
    })
    expectMessages(view?.title, view?.intro, view?.total, ...(view?.rows.map((r) => r.text) ?? []))
  })

  it('tiered: says each is charged by its own row; a one-quantity row reads "5: $4.00 each"', () => {
    const view = tierInfoView(
      product('tiered', [
        [1, 4, 5],
        [5, 5, 4],
        [6, null, 3],
      ]),
      2,
      dollars,
    )
    expect(view?.intro).toEqual({ id: 'product.tiers_intro_tiered' })
    expect(view?.rows.map((r) => [r.text, r.current])).toEqual([
      [{ id: 'product.tiers_each_range', values: { from: 1, to: 4, price: '$5.00' } }, true],
      [{ id: 'product.tiers_each_one', values: { from: 5, price: '$4.00' } }, false],
      [{ id: 'product.tiers_each_from', values: { from: 6, price: '$3.00' } }, false],
    ])
    expectMessages(view?.intro, ...(view?.rows.map((r) => r.text) ?? []))
  })

  it('fixed quantity tiers: the quantities sold, each for its price (1 at retail)', () => {
    const view = tierInfoView(
      product(
        'fixed_quantity_tiers',
        [
          [8, 8, 20],
          [16, 16, 32],
        ],
        { retailAmount: $(9) },
      ),
      16,
      dollars,
    )
    expect(view?.intro).toEqual({ id: 'product.tiers_intro_fixed' })
    expect(view?.rows).toEqual([
      { key: 'q1', text: { id: 'product.tiers_bundle', values: { quantity: 1, price: '$9.00' } }, current: false },
      { key: 'q8', text: { id: 'product.tiers_bundle', values: { quantity: 8, price: '$20.00' } }, current: false },
      { key: 'q16', text: { id: 'product.tiers_bundle', values: { quantity: 16, price: '$32.00' } }, current: true },
    ])
    expectMessages(view?.intro, ...(view?.rows.map((r) => r.text) ?? []))
  })

  it('units outside every tier at the price the order charges: a promotion lowers retail there', () => {
    const promoted = product('volume', [[3, null, 4]], {
      isPromotional: true,
      parameters: { promotion: { cost: $(4.5) } },
    })
    expect(tierInfoView(promoted, 1, dollars)?.rows[0]?.text).toEqual({
      id: 'product.tiers_each_range',
      values: { from: 1, to: 2, price: '$4.50' },
    })
  })
})
