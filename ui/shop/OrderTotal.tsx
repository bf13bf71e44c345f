import { Link } from 'wouter'
import { FormattedMessage } from '../../adapters/react/intl'
import { useCartSummary } from '../../adapters/react/shop'

/**
 * B §2, C §2 bottom bar: the cart total of every linked order, as the server priced them (or `total`, a step's total
 * with a choice not saved yet); a tap opens the cart.
 */
export const OrderTotal = (props: { formatPrice: (amount: number) => string; total?: number | undefined }) => {
  const { formatPrice } = props
  const summary = useCartSummary()
  const { count } = summary
  const total = props.total ?? summary.total
  return (
    <Link
      href="/view"
      className="block rounded-lg text-right text-sm leading-tight hover:underline"
      data-testid="order-total"
      aria-live="polite"
    >
      <span className="text-stone-600 sm:block">
        <FormattedMessage id="cart.items" values={{ count }} />
      </span>{' '}
      <span className="font-bold">
        <FormattedMessage id="cart.cart_total" />: {formatPrice(total)}
      </span>
    </Link>
  )
}
