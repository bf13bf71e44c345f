// Labels of promotional products (B §5 other, B §2 promotional product card). Views turn them into text.
import type { Money } from './money'

export type PromotionLabel = { kind: 'saving'; amount: Money } | { kind: 'special' } | { kind: 'free' }

export type PriceLabel = { kind: 'price'; amount: Money } | { kind: 'free' }

/** B §5 other: a product-level price of zero reads Free. */
export function priceLabel(amount: Money): PriceLabel {
  return amount === 0 ? { kind: 'free' } : { kind: 'price', amount }
}

/**
 * B §5 other: a promo cost of zero, or a free product, reads Free; a promo cost below retail reads as the saving
 * (retail minus promo cost); anything else, no promo cost included, reads Special.
 */
export function promotionLabel(retailAmount: Money, promotionCost: Money | null | undefined): PromotionLabel {
  if (promotionCost === 0 || retailAmount === 0) return { kind: 'free' }
  if (promotionCost !== null && promotionCost !== undefined && promotionCost < retailAmount) {
    return { kind: 'saving', amount: retailAmount - promotionCost }
  }
  return { kind: 'special' }
}

export type ShippingPromotionProgress = { reached: true } | { reached: false; remaining: Money }

/**
 * B §2 shipping promotion view: whether the order's sub total reached a threshold promotion, and what is still to add.
 * Interpretation: the threshold compares with the sub total after promotions (what the shopper pays for products).
 */
export function shippingPromotionProgress(minimumSpend: Money, subTotal: Money): ShippingPromotionProgress {
  return subTotal >= minimumSpend ? { reached: true } : { reached: false, remaining: minimumSpend - subTotal }
}
