// B §2 cost-tier info modal: what it says of a product's quantity prices (core/costTiers.ts), in the shopper's words.
import { type TierRow, tierTable } from '../core/costTiers'
import { effectiveRetail, type PromotedProduct } from '../core/itemPrice'
import type { Money } from '../core/money'
import type { PricingStrategy } from '../core/quantity'
import { message, type ViewText } from './viewText'

export type TierInfoView = {
  /** The info button's text, also the modal's title. */
  title: ViewText
  /** How the strategy charges: all at one price (volume), each unit by its row (tiered), set quantities (fixed). */
  intro: ViewText
  rows: { key: string; text: ViewText; current: boolean }[]
  /** What the current quantity costs in all. */
  total: ViewText
}

const INTRO: Record<PricingStrategy, string> = {
  volume: 'product.tiers_intro_volume',
  tiered: 'product.tiers_intro_tiered',
  fixed_quantity_tiers: 'product.tiers_intro_fixed',
}

const rowText = (row: TierRow, formatMoney: (amount: Money) => string): ViewText => {
  if (row.kind === 'bundle')
    return message('product.tiers_bundle', { quantity: row.quantity, price: formatMoney(row.price) })
  const price = formatMoney(row.each)
  if (row.to === null) return message('product.tiers_each_from', { from: row.from, price })
  if (row.to === row.from) return message('product.tiers_each_one', { from: row.from, price })
  return message('product.tiers_each_range', { from: row.from, to: row.to, price })
}

/**
 * The cost-tier info of a product at `quantity` (the panel's, or 1 on a card), or null when it has no tiers. Units
 * outside every tier are priced at the effective retail (promotion, active discount), as the order charges them.
 */
export const tierInfoView = (
  product: PromotedProduct,
  quantity: number,
  formatMoney: (amount: Money) => string,
): TierInfoView | null => {
  const table = tierTable({ ...product, retailAmount: effectiveRetail(product) }, quantity)
  if (!table) return null
  return {
    title: message('product.tiers_info'),
    intro: message(INTRO[table.strategy]),
    rows: table.rows.map((row) => ({
      key: row.kind === 'bundle' ? `q${row.quantity}` : `f${row.from}`,
      text: rowText(row, formatMoney),
      current: row.current,
    })),
    total: message('product.tiers_total', { quantity, price: formatMoney(table.total) }),
  }
}
