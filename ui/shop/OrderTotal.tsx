import { FormattedMessage } from 'react-intl'
import { useOrder } from '../../adapters/react/shop'

/** B §2 bottom bar: the cart total, as the server priced the order. */
export const OrderTotal = ({ formatPrice }: { formatPrice: (amount: number) => string }) => {
  const order = useOrder()
  const count = order?.orderItems.reduce((n, i) => n + i.quantity, 0) ?? 0
  return (
    <p className="text-right text-sm leading-tight" data-testid="order-total" aria-live="polite">
      <span className="text-stone-600 sm:block">
        <FormattedMessage id="cart.items" values={{ count }} />
      </span>{' '}
      <span className="font-bold">
        <FormattedMessage id="cart.total" />: {formatPrice(order?.total ?? 0)}
      </span>
    </p>
  )
}
