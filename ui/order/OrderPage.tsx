import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { useOrderView } from '../../adapters/react/orderView'
import type { Store } from '../../core/schemas/store'
import type { OrderViewEvent } from '../../machines/orderView'
import type { OrderPageView } from '../../machines/orderViewView'
import { primaryButton } from '../components/Modal'
import { usePriceFormatter } from '../format'
import { TotalsList } from '../shop/TotalsList'
import { ImageSubmissionBox } from './ImageSubmissionBox'
import { LicenceModal } from './LicenceModal'
import { OrderChanges } from './OrderChanges'
import { DownloadIcon, OrderItemCard } from './OrderItemCard'
import { OrderMissing } from './OrderMissing'
import { ButtonSpinner, ReceiptButton, RetryNote } from './ReceiptButton'

type Ready = Extract<OrderPageView, { status: 'ready' }>

// Issue 17 point 2: the change after purchase and its dialogs (photo options, crop, backdrop, photo) load when a
// change opens, not with the page.
const ItemChanges = lazy(() => import('./ItemChanges').then((m) => ({ default: m.ItemChanges })))

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5'

const TONES = {
  success: 'bg-green-50 text-success',
  info: 'bg-sky-50 text-info',
  danger: 'bg-red-50 text-danger',
} as const

/**
 * C §2 order view and downloads (/order/{reference}): the order the shopper placed, what was bought with its photos,
 * the totals, status and payment, the downloads behind the licence, the receipt and the changes after purchase. An
 * order that is not this shopper's (or no order at all) is not found, with the way back to the shop.
 */
export const OrderPage = ({ store, reference }: { store: Store; reference: string }) => {
  const formatPrice = usePriceFormatter(store)
  const { view, send } = useOrderView(reference)
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-4 px-4 pt-6 pb-16" data-testid="order-page">
      {view.status === 'loading' ? (
        <Placeholder />
      ) : view.status === 'ready' ? (
        <OrderDetails view={view} formatPrice={formatPrice} send={send} />
      ) : (
        <OrderMissing
          testId="order-not-found"
          message={view.status === 'failed' ? 'order_view.load_failed' : 'order_view.not_found'}
          onRetry={view.status === 'failed' ? () => send(view.retry) : null}
          home="/"
          homeLabel="order_view.back_to_shop"
        />
      )}
    </main>
  )
}

/** The shape of the page while the order loads (nothing jumps when it arrives). */
const Placeholder = () => (
  <div className="flex flex-col gap-4" aria-busy="true">
    <div className="h-28 animate-pulse rounded-xl bg-stone-200" />
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <div className="aspect-[4/5] animate-pulse rounded-lg bg-stone-200" />
      <div className="aspect-[4/5] animate-pulse rounded-lg bg-stone-200" />
    </div>
  </div>
)

const OrderDetails = ({
  view,
  formatPrice,
  send,
}: {
  view: Ready
  formatPrice: (amount: number) => string
  send: (event: OrderViewEvent) => void
}) => {
  const intl = useIntl()
  return (
    <>
      <section className={`${card} flex flex-col gap-3`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="text-xl font-bold">
              <FormattedMessage
                id="order_view.title"
                values={{
                  reference: (
                    <span className="font-mono" data-testid="order-reference">
                      {view.reference}
                    </span>
                  ),
                }}
              />
            </h2>
            {view.subjectName && (
              <p className="text-stone-700">
                <FormattedMessage id="order_view.for_subject" values={{ name: view.subjectName }} />
              </p>
            )}
            <p className="text-sm text-stone-600">
              {intl.formatDate(view.date, { year: 'numeric', month: 'long', day: 'numeric' })}
            </p>
          </div>
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${TONES[view.orderStatus.tone]}`}
            data-testid="order-status"
          >
            <FormattedMessage id={view.orderStatus.id} />
          </span>
        </div>
        {view.receipt && (
          <div>
            <ReceiptButton
              busy={view.receipt.busy}
              disabled={view.busy}
              onClick={() => view.receipt && send(view.receipt.event)}
            />
          </div>
        )}
      </section>
      {view.notice && <RetryNote id={view.notice} />}
      {view.downloads && <Downloads downloads={view.downloads} busy={view.busy} send={send} />}
      <section aria-labelledby="order-items-title">
        <h3 id="order-items-title" className="mb-2 text-lg font-semibold">
          <FormattedMessage id="order_view.items_title" />
        </h3>
        <ul className="flex flex-col gap-3">
          {view.items.map((item) => (
            <OrderItemCard key={item.id} item={item} busy={view.busy} formatPrice={formatPrice} send={send} />
          ))}
        </ul>
      </section>
      <OrderChanges changes={view.changes} formatPrice={formatPrice} />
      <section className={card} aria-label={intl.formatMessage({ id: 'order_view.totals_title' })}>
        <TotalsList totals={view.totals} formatPrice={formatPrice} testIdPrefix="order-total" />
        {view.totals.refund !== null && (
          <p role="status" className="mt-2 rounded-lg bg-sky-50 p-2 text-sm text-sky-900">
            <FormattedMessage id="cart.refund" values={{ amount: formatPrice(view.totals.refund) }} />
          </p>
        )}
      </section>
      {view.payment && (
        <section className={`${card} text-sm`} data-testid="order-payment">
          <h3 className="font-semibold">
            <FormattedMessage id="order_view.payment_title" />
          </h3>
          <p className="mt-1">
            <FormattedMessage id={view.payment.methodId} />
            {view.payment.card && (
              <>
                {' · '}
                <FormattedMessage id="order_view.payment_card" values={view.payment.card} />
              </>
            )}
          </p>
          {view.paidTogether.length > 0 && (
            <div className="mt-3">
              <p className="text-stone-600">
                <FormattedMessage id="order_view.paid_together" />
              </p>
              <ul className="mt-1">
                {view.paidTogether.map((other) => (
                  <li key={other.reference} className="flex items-center justify-between gap-3">
                    <Link
                      href={other.href}
                      className="inline-flex min-h-11 items-center font-mono text-brand underline"
                    >
                      {other.reference}
                    </Link>
                    <span className="text-stone-700">
                      {other.subjectName && `${other.subjectName} · `}
                      {formatPrice(other.total)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
      {view.paymentRecorded && (
        <p role="status" className={`${card} text-sm text-success`} data-testid="payment-recorded">
          <FormattedMessage id="admin.payment_recorded" />
        </p>
      )}
      {view.recordPayment && <RecordPayment form={view.recordPayment} busy={view.busy} send={send} />}
      {view.imageSubmission && <ImageSubmissionBox href={view.imageSubmission.href} />}
      <LicenceModal licence={view.licence} send={send} />
      {view.change && (
        <Suspense fallback={null}>
          <ItemChanges actor={view.change} />
        </Suspense>
      )}
    </>
  )
}

/**
 * Issue 15 point 2 (admin mode): a parent who phoned paid the studio for an order placed to be paid later; the studio
 * records it with a note ("cheque 1042") and the order reads paid.
 */
const RecordPayment = ({
  form,
  busy,
  send,
}: {
  form: NonNullable<Ready['recordPayment']>
  busy: boolean
  send: (event: OrderViewEvent) => void
}) => (
  <section className={`${card} flex flex-col gap-2 border-purple-300`} data-testid="record-payment">
    <h3 className="font-semibold">
      <FormattedMessage id="admin.record_payment_title" />
    </h3>
    <p className="text-sm text-stone-700">
      <FormattedMessage id="admin.record_payment_intro" />
    </p>
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        send(form.events.record)
      }}
    >
      <label className="text-sm" htmlFor="payment-note">
        <FormattedMessage id="admin.record_payment_note" />
      </label>
      <input
        id="payment-note"
        value={form.note}
        maxLength={200}
        onChange={(e) => send(form.events.note(e.target.value))}
        className="min-h-11 rounded-lg border border-stone-300 px-3"
        aria-invalid={form.problem ? true : undefined}
        aria-describedby={form.problem ? 'payment-note-problem' : undefined}
      />
      {form.problem && (
        <p id="payment-note-problem" className="text-sm text-red-800">
          <FormattedMessage id={form.problem} />
        </p>
      )}
      {form.error && (
        <p role="alert" className="text-sm text-red-800">
          {form.error}
        </p>
      )}
      <button type="submit" className={`${primaryButton} gap-2`} disabled={busy} aria-busy={form.busy}>
        {form.busy && <ButtonSpinner />}
        <FormattedMessage id="admin.record_payment" />
      </button>
    </form>
  </section>
)

/** Bytes in words: "850 KB", "12.4 MB", "1.2 GB". */
const sizeIn = (bytes: number): { value: number; unit: 'kilobyte' | 'megabyte' | 'gigabyte' } =>
  bytes >= 1e9
    ? { value: bytes / 1e9, unit: 'gigabyte' }
    : bytes >= 1e6
      ? { value: bytes / 1e6, unit: 'megabyte' }
      : { value: bytes / 1e3, unit: 'kilobyte' }

const Downloads = ({
  downloads,
  busy,
  send,
}: {
  downloads: NonNullable<Ready['downloads']>
  busy: boolean
  send: (event: OrderViewEvent) => void
}) => {
  const intl = useIntl()
  const { all } = downloads
  const archive = all?.archive
  const size = archive ? sizeIn(archive.size) : null
  return (
    <section className={`${card} flex flex-col gap-3 border-brand bg-brand-soft`} data-testid="order-downloads">
      <h3 className="font-semibold">
        <FormattedMessage id="order_view.downloads_title" />
      </h3>
      {downloads.waitForPayment && (
        <p className="text-sm text-stone-700">
          <FormattedMessage id="order_view.wait_for_payment" />
        </p>
      )}
      {all && (
        <button
          type="button"
          className={`${primaryButton} gap-2`}
          disabled={busy}
          aria-busy={all.busy}
          onClick={() => send(all.event)}
          data-testid="download-all"
        >
          {all.busy ? <ButtonSpinner /> : <DownloadIcon />}
          <FormattedMessage id="order_view.download_all" />
        </button>
      )}
      {archive && size && (
        <p className="text-sm text-stone-700" role="status" data-testid="archive-started">
          <FormattedMessage
            id="order_view.archive_started"
            values={{
              files: archive.files,
              size: intl.formatNumber(size.value, { style: 'unit', unit: size.unit, maximumFractionDigits: 1 }),
            }}
          />{' '}
          <a href={archive.url} download className="font-medium text-brand underline">
            <FormattedMessage id="order_view.archive_link" />
          </a>
        </p>
      )}
    </section>
  )
}
