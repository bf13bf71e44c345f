import { Link } from 'wouter'
import { FormattedMessage } from '../../adapters/react/intl'
import { useOrderComplete } from '../../adapters/react/payment'
import type { Store } from '../../core/schemas/store'
import type { OrderCompleteView } from '../../machines/orderCompleteView'
import { primaryButton, secondaryButton } from '../components/Modal'
import { Spinner } from '../components/Spinner'
import { usePriceFormatter } from '../format'
import { ImageSubmissionBox } from '../order/ImageSubmissionBox'
import { OrderMissing } from '../order/OrderMissing'
import { ReceiptButton, RetryNote } from '../order/ReceiptButton'

type Complete = Extract<OrderCompleteView, { status: 'complete' }>

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5'

/**
 * C §2 order complete (/order/complete/{order}): the success message, every order the payment covered with its
 * reference, the total, the stage's text, the receipt button, the image-submission box, the way to the order and to a
 * new one. An order not found says so, with the way home.
 */
export const OrderCompletePage = ({ store, orderId }: { store: Store; orderId: string }) => {
  const formatPrice = usePriceFormatter(store)
  const { view, send } = useOrderComplete(orderId)
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-4 pt-6 pb-16">
      {view.status === 'loading' ? (
        <div className="flex justify-center py-16" aria-busy="true">
          <Spinner />
        </div>
      ) : view.status === 'complete' ? (
        <Confirmation view={view} formatPrice={formatPrice} send={send} />
      ) : (
        <OrderMissing
          testId="complete-not-found"
          message={view.status === 'failed' ? 'order_complete.load_failed' : 'order_complete.not_found'}
          onRetry={view.status === 'failed' ? () => send(view.retry) : null}
          home={view.home}
          homeLabel="cart.go_home"
        />
      )}
    </main>
  )
}

const Confirmation = ({
  view,
  formatPrice,
  send,
}: {
  view: Complete
  formatPrice: (amount: number) => string
  send: (event: Complete['receipt']['event']) => void
}) => (
  <>
    <section className={`${card} flex flex-col items-center gap-3 text-center`} data-testid="order-complete">
      <span className="rounded-full bg-brand-soft p-3 text-brand">
        <svg
          viewBox="0 0 24 24"
          className="size-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h2 className="text-2xl font-bold">
        <FormattedMessage id={view.placed ? 'order_complete.title_placed' : 'order_complete.title'} />
      </h2>
      {view.placed && (
        <div className="text-stone-700" data-testid="placed-note">
          <p>
            <FormattedMessage id="order_complete.placed_note" values={{ label: view.placedMethod?.label ?? '' }} />
          </p>
          {view.placedMethod?.description && <p className="mt-1">{view.placedMethod.description}</p>}
        </div>
      )}
      <dl className="mt-2 w-full divide-y divide-stone-100 text-left">
        {view.orders.map((order) => (
          <div key={order.id} className="flex items-baseline justify-between gap-3 py-2">
            <dt className="text-stone-600">
              <FormattedMessage id="order_complete.reference" />
              {order.subjectName && <span className="block text-sm">{order.subjectName}</span>}
            </dt>
            <dd className="text-right">
              <span className="block font-mono text-lg font-semibold" data-testid="complete-reference">
                {order.reference}
              </span>
              {view.orders.length > 1 && <span className="text-sm text-stone-600">{formatPrice(order.total)}</span>}
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 py-2">
          <dt className="font-semibold">
            <FormattedMessage id={view.placed ? 'order_complete.total_to_pay' : 'order_complete.total_paid'} />
          </dt>
          <dd className="text-lg font-bold" data-testid="complete-total">
            {formatPrice(view.total)}
          </dd>
        </div>
      </dl>
      {view.text && (
        <p className="text-stone-700" data-testid="complete-text">
          {view.text}
        </p>
      )}
      <ReceiptButton busy={view.receipt.busy} onClick={() => send(view.receipt.event)} />
      {view.receipt.failed && <RetryNote id="order_view.receipt_failed" />}
    </section>
    {view.imageSubmission && <ImageSubmissionBox href={view.imageSubmission.href} />}
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
      <Link href={view.home} className={secondaryButton} data-testid="start-new-order">
        <FormattedMessage id="order_complete.start_new_order" />
      </Link>
      <Link href={view.viewOrder.href} className={primaryButton} data-testid="view-order">
        <FormattedMessage id={view.viewOrder.labelId} />
      </Link>
    </div>
  </>
)
