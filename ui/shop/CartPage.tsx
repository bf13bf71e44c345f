import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'

/** C §2 /view. Ordering arrives with issue 4; until then no order exists, so the cart is empty (C §2 empty cart). */
export const CartPage = () => (
  <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <FormattedMessage id="cart.empty" />
    </div>
    <Link
      href="/catalog"
      className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white"
    >
      <FormattedMessage id="cart.start_shopping" />
    </Link>
  </main>
)
