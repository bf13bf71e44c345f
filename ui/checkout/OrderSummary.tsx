import { memo } from 'react'
import { useCart } from '../../adapters/react/cart'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { TotalsWithMethod } from '../../core/schemas/checkout'
import { CartItemPhoto } from '../shop/CartItemPhoto'
import { TotalsList } from '../shop/TotalsList'

/**
 * The order beside the checkout steps: each item with its photo and price, then the totals as the server priced them
 * (the cart's view-model, read only), so the parent sees what they pay for while typing. `totalsWith`: the order's
 * totals with the shipping method chosen but not saved yet, as the server offered them. Memoised: it follows the order
 * itself, so a step's own changes (typing, its data arriving) leave it as it is (issue 17 point 3).
 */
export const OrderSummary = memo(function OrderSummary({
  formatPrice,
  totalsWith = null,
}: {
  formatPrice: (amount: number) => string
  totalsWith?: TotalsWithMethod | null
}) {
  const intl = useIntl()
  const { view } = useCart(null, formatPrice, totalsWith)
  const totals = view.totals
  return (
    <section
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      aria-label={intl.formatMessage({ id: 'cart.summary' })}
      data-testid="order-summary"
    >
      <h3 className="font-semibold">
        <FormattedMessage id="cart.summary" />
      </h3>
      {view.status === 'loading' ? (
        <div className="mt-3 h-24 animate-pulse rounded-lg bg-stone-200" aria-busy="true" />
      ) : (
        view.blocks.map((block) => (
          <div key={block.orderId} className="mt-3">
            {view.blocks.length > 1 && block.subjectName && (
              <p className="text-sm font-semibold text-stone-700">{block.subjectName}</p>
            )}
            <ul className="divide-y divide-stone-100">
              {block.items.map((item) => (
                <li key={item.id} className="flex flex-wrap gap-3 py-2">
                  <CartItemPhoto photo={item.photo} />
                  <div className="min-w-0 flex-1 basis-40 text-sm">
                    <p className="flex flex-wrap justify-between gap-x-2 font-semibold">
                      <span>{item.label}</span>
                      <span>{formatPrice(item.price)}</span>
                    </p>
                    {item.quantity.value > 1 && (
                      <p className="text-stone-600">
                        <FormattedMessage id="cart.quantity" values={{ quantity: item.quantity.value }} />
                      </p>
                    )}
                    {item.options.map((line) => (
                      <p key={line} className="text-stone-600">
                        {line}
                      </p>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {totals && (
        <TotalsList
          totals={totals}
          formatPrice={formatPrice}
          testIdPrefix="summary"
          className="mt-2 border-t border-stone-100 pt-3"
        />
      )}
    </section>
  )
})
