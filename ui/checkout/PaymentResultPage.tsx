import { useSearch } from 'wouter'
import { FormattedMessage } from '../../adapters/react/intl'
import { usePaymentResult } from '../../adapters/react/payment'
import { primaryButton } from '../components/Modal'

/**
 * C §2 payment in progress (/payment/result?order=…): the card gateway's page comes back here; the payment is
 * processed on load and the page is replaced by the confirmation or the payment step. Without an answer it offers to
 * ask again (processing twice never charges twice).
 */
export const PaymentResultPage = () => {
  const orderId = new URLSearchParams(useSearch()).get('order')
  const { view, send } = usePaymentResult(orderId)
  return (
    <main className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      {view.status === 'unanswered' ? (
        <>
          <p role="alert" className="text-lg text-stone-800">
            <FormattedMessage id={view.messageId} />
          </p>
          <button type="button" className={primaryButton} onClick={() => send(view.retry)}>
            <FormattedMessage id="checkout.retry" />
          </button>
        </>
      ) : (
        <div
          role="status"
          aria-live="polite"
          className="flex flex-col items-center gap-4"
          data-testid="payment-in-progress"
        >
          <svg className="size-12 animate-spin text-brand" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2.5" fill="none" opacity="0.25" />
            <path
              d="M22 12a10 10 0 0 0-10-10"
              stroke="currentColor"
              strokeWidth="2.5"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          <p className="text-lg font-medium text-stone-800">
            <FormattedMessage id={view.messageId} />
          </p>
        </div>
      )}
    </main>
  )
}
