import type { FormEvent } from 'react'
import { FormattedMessage } from '../../adapters/react/intl'
import { usePaymentStep } from '../../adapters/react/payment'
import type { Order } from '../../core/schemas/order'
import type { PaymentMethodView } from '../../machines/paymentView'
import { primaryButton, secondaryButton } from '../components/Modal'
import { Spinner } from '../components/Spinner'
import { CardForm } from './CardForm'
import { CardBadges } from './CardIcons'
import { useFocusFirstError } from './focusFirstError'

type Send = ReturnType<typeof usePaymentStep>['send']

/**
 * C §2 payment step: the accordion of the offered methods (one section each: label, "Admin Only", accepted cards,
 * description, the card form), the payment error above it (C §8) and the button that pays. Everything comes from the
 * payment view-model; a refused submit focuses the first wrong card field.
 */
export const PaymentMethods = (props: { order: Order; formatPrice: (amount: number) => string }) => {
  const { view, send } = usePaymentStep(props.order, props.formatPrice)
  useFocusFirstError(view.focus)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (view.submit) send(view.submit.event)
  }
  return (
    <section
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby="payment-methods-title"
      aria-busy={view.status === 'loading' || view.status === 'paying'}
      data-testid="payment-methods"
    >
      <h3 id="payment-methods-title" className="mb-3 text-lg font-semibold">
        <FormattedMessage id="checkout.payment_methods" />
      </h3>
      {view.error && (
        <p
          role="alert"
          className="mb-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
          data-testid="payment-error"
        >
          <FormattedMessage id={view.error.id} values={'values' in view.error ? view.error.values : undefined} />
        </p>
      )}
      {view.status === 'loading' ? (
        <div className="grid gap-2" aria-hidden="true">
          {['h-14', 'h-14', 'h-14'].map((height, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <div key={i} className={`${height} animate-pulse rounded-xl bg-stone-200`} />
          ))}
        </div>
      ) : view.status === 'failed' ? (
        <div role="alert" className="rounded-lg border border-danger bg-red-50 p-3 text-red-900">
          <p>
            <FormattedMessage id="checkout.payment_methods_load_failed" />
          </p>
          <button type="button" className={`${secondaryButton} mt-3`} onClick={() => send(view.events.retry)}>
            <FormattedMessage id="checkout.retry" />
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {view.methods.length === 0 && (
            <p className="text-stone-700">
              <FormattedMessage id="checkout.payment_none" />
            </p>
          )}
          <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200">
            {view.methods.map((method) => (
              <MethodSection key={method.method} method={method} send={send} disabled={view.status !== 'ready'} />
            ))}
          </ul>
          {view.submit && (
            <button
              type="submit"
              className={`${primaryButton} w-full sm:w-auto sm:self-end`}
              disabled={view.submit.disabled}
              data-testid="payment-submit"
            >
              <FormattedMessage id={view.submit.labelId} values={view.submit.values} />
            </button>
          )}
        </form>
      )}
    </section>
  )
}

/** One method of the accordion: its heading opens it (choose payment), its panel says what comes next. */
const MethodSection = ({ method, send, disabled }: { method: PaymentMethodView; send: Send; disabled: boolean }) => {
  const headingId = `${method.id}-heading`
  return (
    <li className={method.open ? 'bg-brand-soft/40' : 'bg-white'} data-testid={method.id}>
      <h4 id={headingId}>
        <button
          type="button"
          aria-expanded={method.open}
          aria-controls={method.id}
          disabled={disabled}
          onClick={() => send(method.event)}
          className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left disabled:cursor-not-allowed"
          data-testid={`payment-method-heading-${method.method}`}
        >
          <span
            aria-hidden="true"
            className={`flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${method.open ? 'border-brand' : 'border-stone-400'}`}
          >
            {method.open && <span className="size-2.5 rounded-full bg-brand" />}
          </span>
          <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold">{method.label}</span>
            {method.adminOnly && (
              <span
                className="rounded bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-800"
                data-testid="admin-only"
              >
                <FormattedMessage id="checkout.admin_only" />
              </span>
            )}
            <CardBadges icons={method.cards} />
          </span>
        </button>
      </h4>
      {method.open && (
        <section id={method.id} aria-labelledby={headingId} className="flex flex-col gap-3 px-4 pb-4">
          {method.description && <p className="text-sm text-stone-700">{method.description}</p>}
          {method.choosing && <Spinner />}
          {method.unavailable && (
            <p
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
              data-testid="card-unavailable"
            >
              <FormattedMessage id="checkout.card_processing_unavailable" />
            </p>
          )}
          {method.card && <CardForm form={method.card} send={send} />}
        </section>
      )}
    </li>
  )
}
