import { FormattedMessage } from 'react-intl'
import { useOrder } from '../../adapters/react/shop'
import { shippingPromotionProgress } from '../../core/promotions'
import type { ShippingPromotion } from '../../core/schemas/productSet'

/** B §2 shipping promotion view: each threshold promotion with its label, description, badge and what is left to add. */
export const ShippingPromotions = (props: {
  promotions: readonly ShippingPromotion[]
  formatPrice: (amount: number) => string
}) => {
  const order = useOrder()
  if (props.promotions.length === 0) return null
  return (
    <ul className="mb-4 grid gap-2" data-testid="shipping-promotions">
      {props.promotions.map((promotion) => {
        const progress = shippingPromotionProgress(promotion.minimumSpend, order?.subTotal ?? 0)
        return (
          <li key={promotion.id} className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-3">
            {promotion.badgeText && (
              <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-white">
                {promotion.badgeText}
              </span>
            )}
            <div className="text-sm">
              <p className="font-semibold">{promotion.label}</p>
              {promotion.description && <p className="text-stone-600">{promotion.description}</p>}
              <p className="mt-1 font-medium text-brand" aria-live="polite">
                {progress.reached ? (
                  <FormattedMessage id="shipping.promotion_reached" />
                ) : (
                  <FormattedMessage
                    id="shipping.promotion_remaining"
                    values={{ amount: props.formatPrice(progress.remaining) }}
                  />
                )}
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
