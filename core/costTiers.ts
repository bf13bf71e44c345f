// B §2 cost-tier info modal: a product's productCostTiers as the rows a parent reads ("1–2: $5.00 each",
// "3 or more: $4.00 each", "8 for $20.00"), with the row of the current quantity marked. The rows say exactly what
// core/quantity.ts linePrice charges (a property test holds them to it).
import { type Money, multiply } from './money'
import { bands, fixedQuantityTiers, linePrice, type PricedProduct, type PricingStrategy, UNLIMITED } from './quantity'

export type TierRow =
  /** Units `from`..`to` (null: and more) at `each` per unit; volume: the whole quantity, tiered: those units. */
  | { kind: 'each'; from: number; to: number | null; each: Money; current: boolean }
  /** Fixed quantity tiers: exactly `quantity` for `price`. */
  | { kind: 'bundle'; quantity: number; price: Money; current: boolean }

export type TierTable = { strategy: PricingStrategy; rows: TierRow[]; quantity: number; total: Money }

type Span = { from: number; to: number; each: Money }

// Every quantity from 1 up, in order: each tier's band (core/quantity bands), and retail where no band reaches
// (before the first, between two, after a closed last one), as linePrice charges them.
function spans(retail: Money, product: PricedProduct): Span[] {
  const out: Span[] = []
  let next = 1
  for (const band of bands(product.productCostTiers ?? [])) {
    const from = Math.max(band.from, 1)
    if (band.to < from) continue
    if (from > next) out.push({ from: next, to: from - 1, each: retail })
    out.push({ from, to: band.to, each: band.cost })
    next = band.to + 1
  }
  if (next <= UNLIMITED) out.push({ from: next, to: UNLIMITED, each: retail })
  return out
}

/**
 * The tier table of a product at `quantity`, or null when it has no tiers (or no pricing strategy: then retail
 * applies throughout). `product.retailAmount` is the unit price outside every tier (pass core/itemPrice
 * effectiveRetail's to match what the order charges).
 */
export function tierTable(product: PricedProduct, quantity: number): TierTable | null {
  const tiers = product.productCostTiers ?? []
  const strategy = product.pricingStrategy
  if (tiers.length === 0 || !strategy) return null
  const rows: TierRow[] =
    strategy === 'fixed_quantity_tiers'
      ? fixedQuantityTiers(tiers).map((n) => ({
          kind: 'bundle',
          quantity: n,
          price: tiers.findLast((t) => t.quantityFrom === n)?.cost ?? multiply(product.retailAmount, n),
          current: n === quantity,
        }))
      : spans(product.retailAmount, product).map((s) => ({
          kind: 'each',
          from: s.from,
          to: s.to === UNLIMITED ? null : s.to,
          each: s.each,
          current: s.from <= quantity && quantity <= s.to,
        }))
  return { strategy, rows, quantity, total: linePrice(product, quantity) }
}
