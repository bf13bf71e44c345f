import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useCustomerDetails } from '../../adapters/react/checkout'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { Store } from '../../core/schemas/store'
import type { CheckoutView } from '../../machines/checkoutView'
import { BottomBar } from '../components/BottomBar'
import { primaryButton, secondaryButton } from '../components/Modal'
import { usePriceFormatter } from '../format'
import { AddressFields } from './AddressFields'
import { AddressValidationModal } from './AddressValidationModal'
import { Breadcrumb } from './Breadcrumb'
import { TextArea, TextField } from './Fields'
import { useFocusFirstError } from './focusFirstError'
import { OrderSummary } from './OrderSummary'
import { ShippingMethods } from './ShippingMethods'

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5'

/**
 * C §2 customer-details step: who orders (name, e-mail), how the prints travel, where to (the address form of the
 * country), separate billing details, notes; back to the cart or on to payment. What it shows and every event come
 * from the checkout view-model (machines/checkoutView); a refused continue focuses the first field to fix.
 */
export const CustomerDetailsPage = ({ store }: { store: Store }) => {
  const intl = useIntl()
  const formatPrice = usePriceFormatter(store)
  const { view, send } = useCustomerDetails(formatPrice)
  useFocusFirstError(view.focus)
  const submit = () => send(view.events.submit)
  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 pt-4 pb-36 grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_22rem]">
      <main className="flex flex-col gap-4">
        <Breadcrumb steps={view.breadcrumb} />
        <h2 className="text-2xl font-bold">
          <FormattedMessage id="checkout.customer_information" />
        </h2>
        {view.status === 'loading' ? (
          <FormSkeleton />
        ) : view.status === 'failed' ? (
          <div role="alert" className="rounded-xl border border-danger bg-red-50 p-4 text-red-900">
            <p>
              <FormattedMessage id="checkout.load_failed" />
            </p>
            <button type="button" className={`${secondaryButton} mt-3`} onClick={() => send(view.events.retry)}>
              <FormattedMessage id="checkout.retry" />
            </button>
          </div>
        ) : (
          <DetailsForm view={view} send={send} formatPrice={formatPrice} onSubmit={submit} />
        )}
      </main>
      <aside className="lg:sticky lg:top-4 lg:self-start">
        <OrderSummary formatPrice={formatPrice} totalsWith={view.methodTotals?.order ?? null} />
      </aside>
      <AddressValidationModal modal={view.modal} send={send} />
      <BottomBar
        label={intl.formatMessage({ id: 'checkout.bar' })}
        previous={{ label: intl.formatMessage({ id: 'checkout.cart_short' }), href: view.backTo }}
        next={{
          label: intl.formatMessage({ id: 'checkout.continue_to_payment' }),
          onClick: submit,
          disabled: view.busy || view.status !== 'editing',
          testId: 'continue-bar',
        }}
        formatPrice={formatPrice}
        cartTotal={view.methodTotals?.cartTotal}
      />
    </div>
  )
}

const Section = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <section className={card} data-testid={testId}>
    {children}
  </section>
)

const DetailsForm = (props: {
  view: CheckoutView
  send: ReturnType<typeof useCustomerDetails>['send']
  formatPrice: (amount: number) => string
  onSubmit: () => void
}) => {
  const { view, send } = props
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      data-testid="customer-details"
      aria-busy={view.busy}
      onSubmit={(e) => {
        e.preventDefault()
        props.onSubmit()
      }}
    >
      <Section>
        <h3 className="mb-3 text-lg font-semibold">
          <FormattedMessage id="checkout.contact" />
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={view.customer.name} send={send} />
          <TextField field={view.customer.email} send={send} />
        </div>
        <p className="mt-2 text-sm text-stone-600">
          <FormattedMessage id="checkout.contact_note" />
        </p>
      </Section>
      <Section>
        <ShippingMethods methods={view.shippingMethods} formatPrice={props.formatPrice} send={send} />
      </Section>
      {view.shipping && (
        <Section testId="shipping-section">
          <AddressFields form={view.shipping} send={send} />
          {view.shippingInstructions && (
            <div className="mt-4">
              <TextArea field={view.shippingInstructions} send={send} />
            </div>
          )}
          {view.billingToggle && (
            <label className="mt-4 flex min-h-11 items-center gap-3 font-medium">
              <input
                id={view.billingToggle.id}
                type="checkbox"
                checked={view.billingToggle.checked}
                onChange={() => view.billingToggle && send(view.billingToggle.event)}
                className="size-5 accent-brand"
              />
              <FormattedMessage id={view.billingToggle.labelId} />
            </label>
          )}
        </Section>
      )}
      {view.billing && (
        <Section testId="billing-section">
          <AddressFields form={view.billing} send={send} />
        </Section>
      )}
      <Section>
        <TextArea field={view.photographerInstructions} send={send} />
      </Section>
      {view.saveError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          <FormattedMessage id={view.saveError} />
        </p>
      )}
      {/* On a phone the way on comes first and spans the screen; from a tablet up, back left and on right. */}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link href={view.backTo} className={secondaryButton}>
          <FormattedMessage id="checkout.back_to_cart" />
        </Link>
        <button type="submit" className={primaryButton} disabled={view.busy}>
          <FormattedMessage id={view.status === 'saving' ? 'checkout.saving' : 'checkout.continue_to_payment'} />
        </button>
      </div>
    </form>
  )
}

const FormSkeleton = () => (
  <div className="grid gap-4" aria-busy="true">
    {['h-40', 'h-56', 'h-96'].map((height) => (
      <div key={height} className={`${height} animate-pulse rounded-xl bg-stone-200`} />
    ))}
  </div>
)
