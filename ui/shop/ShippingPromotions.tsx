import { useShippingPromotions } from '../../adapters/react/configureViews'
import { FormattedMessage } from '../../adapters/react/intl'
import type { ShippingPromotion } from '../../core/schemas/productSet'

/**
 * B §2 shipping promotion view: each threshold promotion with its label, description, badge and what is left to add.
 * What it shows is the shipping promotions view (machines/shippingPromotionsView) of the current order.
 */
export const ShippingPromotions = (props: {
  promotions: readonly ShippingPromotion[]
  formatPrice: (amount: number) => string
}) => {
  const view = useShippingPromotions(props.promotions)
  if (!view.visible) return null
  return (
    // Issue 16 point 6: at 200 % text the badge goes above the words rather than pushing the page sideways.
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" data-testid="shipping-promotions">
      {view.promotions.map((promotion) => (
        <li
          key={promotion.id}
          className="flex flex-wrap items-start gap-x-3 gap-y-1 rounded-xl border border-stone-200 bg-white p-3"
        >
          {promotion.badge && (
            <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-white">
              {promotion.badge}
            </span>
          )}
          <div className="min-w-0 flex-1 basis-40 text-sm">
            <p className="font-semibold">{promotion.label}</p>
            {promotion.description && <p className="text-stone-600">{promotion.description}</p>}
            <p className="mt-1 font-medium text-brand" aria-live="polite">
              {promotion.remaining === null ? (
                <FormattedMessage id="shipping.promotion_reached" />
              ) : (
                <FormattedMessage
                  id="shipping.promotion_remaining"
                  values={{ amount: props.formatPrice(promotion.remaining) }}
                />
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
