import { Link } from 'wouter'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { useCartSummary } from '../../adapters/react/shop'

/** Issue 9: the cart one tap away on every shop page, with how many items it holds. */
export const CartButton = () => {
  const intl = useIntl()
  const { count } = useCartSummary()
  return (
    <Link
      href="/view"
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-3 font-semibold text-stone-800 hover:bg-stone-100"
      aria-label={intl.formatMessage({ id: 'cart.button' }, { count })}
      data-testid="cart-button"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        aria-hidden="true"
      >
        <path
          d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span className="hidden sm:inline">
        <FormattedMessage id="cart.button_label" />
      </span>
      {count > 0 && (
        <span className="absolute -top-2 -right-2 min-w-6 rounded-full bg-accent px-1.5 text-center text-xs font-bold leading-6 text-white">
          {count}
        </span>
      )}
    </Link>
  )
}
