import { shippingPromotionProgress } from '../core/promotions'
import type { Order } from '../core/schemas/order'
import type { ProductSet } from '../core/schemas/productSet'

/**
 * B §2 shipping promotion view: the product set's shipping threshold promotions, each with its label, description and
 * badge text, and whether the order's sub total reached it or what is still to add (no order: nothing added yet).
 * Hidden without promotions. A view-model of the order actor's order, so it sits with the machines; the rule itself
 * (core/promotions) stays in core.
 */
export const shippingPromotionsView = (
  order: Pick<Order, 'subTotal'> | null,
  productSet: Pick<ProductSet, 'shippingPromotions'>,
) => {
  const subTotal = order?.subTotal ?? 0
  const promotions = productSet.shippingPromotions.map((promotion) => {
    const progress = shippingPromotionProgress(promotion.minimumSpend, subTotal)
    return {
      id: promotion.id,
      label: promotion.label,
      description: promotion.description,
      badge: promotion.badgeText,
      reached: progress.reached,
      /** What is left to add before it applies; null once reached. */
      remaining: progress.reached ? null : progress.remaining,
    }
  })
  return { visible: promotions.length > 0, promotions }
}

export type ShippingPromotionsView = ReturnType<typeof shippingPromotionsView>
