import { Link, Redirect } from 'wouter'
import { usePaymentGuard } from '../../adapters/react/checkout'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { useOrder } from '../../adapters/react/shop'
import type { Store } from '../../core/schemas/store'
import type { CustomerRecapView } from '../../machines/paymentGuardView'
import { BottomBar } from '../components/BottomBar'
import { secondaryButton } from '../components/Modal'
import { usePriceFormatter } from '../format'
import { Breadcrumb } from './Breadcrumb'
import { OrderSummary } from './OrderSummary'
import { PaymentMethods } from './PaymentMethods'

/**
 * C §2 payment step. Its guard (machines/paymentGuardView) sends a shopper without a cart to the catalog, one whose
 * details are incomplete back to customer details and a paid or placed order to its confirmation; shown, the step
 * recaps the saved details (who, how, where to) with the way back to change them, then the accordion of payment
 * methods (issue 13), beside the order summary.
 */
export const PaymentPage = ({ store }: { store: Store }) => {
  const intl = useIntl()
  const formatPrice = usePriceFormatter(store)
  const guard = usePaymentGuard()
  const order = useOrder()
  if (guard.status === 'redirect') return <Redirect to={guard.to} replace />
  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 pt-4 pb-36 grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_22rem]">
      <main className="flex flex-col gap-4">
        {guard.status === 'waiting' ? (
          <div className="h-48 animate-pulse rounded-xl bg-stone-200" aria-busy="true" />
        ) : (
          <>
            <Breadcrumb steps={guard.breadcrumb} />
            <h2 className="text-2xl font-bold">
              <FormattedMessage id="checkout.payment" />
            </h2>
            <Recap recap={guard.recap} />
            {order && <PaymentMethods order={order} formatPrice={formatPrice} />}
            <div>
              <Link href={guard.backTo} className={secondaryButton}>
                <FormattedMessage id="checkout.back_to_customer_information" />
              </Link>
            </div>
          </>
        )}
      </main>
      <aside className="lg:sticky lg:top-4 lg:self-start">
        <OrderSummary formatPrice={formatPrice} />
      </aside>
      <BottomBar
        label={intl.formatMessage({ id: 'checkout.bar' })}
        previous={
          guard.status === 'show'
            ? { label: intl.formatMessage({ id: 'checkout.details_short' }), href: guard.backTo }
            : undefined
        }
        formatPrice={formatPrice}
      />
    </div>
  )
}

const recapRow = 'flex flex-wrap gap-x-3 sm:block'
// The values line up after the labels on a phone; a longer label (or larger text) pushes its values on or under it.
const recapLabel = 'min-w-32 font-medium text-stone-600 sm:min-w-0'

/** What the customer-details step saved, as the payment guard's view-model gives it. */
const Recap = ({ recap }: { recap: CustomerRecapView }) => (
  <section
    className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    aria-labelledby="checkout-recap"
    data-testid="details-recap"
  >
    <div className="flex items-start justify-between gap-3">
      <h3 id="checkout-recap" className="text-lg font-semibold">
        <FormattedMessage id="checkout.contact" />
      </h3>
      <Link
        href={recap.change}
        className="inline-flex min-h-11 items-center rounded-lg px-2 font-medium text-brand underline hover:text-brand-strong"
        data-testid="change-details"
      >
        <FormattedMessage id="checkout.change_details" />
      </Link>
    </div>
    {/* On a phone each label starts its row and its value follows on it where it fits (a recap of what was just
        typed, before the payment it leads to); from `sm` up, two columns of label-over-value. */}
    <dl className="mt-2 grid gap-3 text-sm sm:grid-cols-2 sm:gap-4">
      <div className={recapRow}>
        <dt className={recapLabel}>
          <FormattedMessage id="checkout.recipient" />
        </dt>
        <dd className="min-w-0">
          <span className="block">{recap.name}</span>
          <span className="block break-all">{recap.email}</span>
        </dd>
      </div>
      {recap.method && (
        <div className={recapRow}>
          <dt className={recapLabel}>
            <FormattedMessage id="checkout.shipping_method" />
          </dt>
          <dd data-testid="recap-method">{recap.method}</dd>
        </div>
      )}
      {recap.addresses.map((address) => (
        <div key={address.role} className={recapRow} data-testid={`recap-${address.role}`}>
          <dt className={recapLabel}>
            <FormattedMessage id={address.labelId} />
          </dt>
          <dd>
            {address.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  </section>
)
