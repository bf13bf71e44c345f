import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { OrderPageView } from '../../machines/orderViewView'

type Changes = Extract<OrderPageView, { status: 'ready' }>['changes']

const DATE = { year: 'numeric', month: 'long', day: 'numeric' } as const

/**
 * Changes after purchase on the order page (issue 14 point 5): until when they are taken, or since when they are
 * closed and whom to ask; then what was changed (date, summary, the money it moved).
 */
export const OrderChanges = ({
  changes,
  formatPrice,
}: {
  changes: Changes
  formatPrice: (amount: number) => string
}) => {
  const intl = useIntl()
  const { closed } = changes
  return (
    <>
      {changes.openUntil && (
        <p className="rounded-lg bg-brand-soft p-3 text-sm text-stone-800" data-testid="changes-open">
          <FormattedMessage id="order_view.changes_open" values={{ date: intl.formatDate(changes.openUntil, DATE) }} />
        </p>
      )}
      {closed && (
        <section className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm" data-testid="changes-closed">
          <p className="font-medium text-amber-950">
            <FormattedMessage id="order_view.changes_closed" values={{ date: intl.formatDate(closed.since, DATE) }} />
          </p>
          <p className="mt-1 text-stone-800">
            {closed.contact ? (
              <FormattedMessage id="order_view.changes_contact" values={{ name: closed.contact.name }} />
            ) : (
              <FormattedMessage id="order_view.changes_contact_unknown" />
            )}
          </p>
          {closed.contact && (closed.contact.email || closed.contact.phone) && (
            <p className="mt-2 flex flex-wrap gap-x-4">
              {closed.contact.email && (
                <a
                  className="inline-flex min-h-11 items-center text-brand underline"
                  href={`mailto:${closed.contact.email}`}
                >
                  {closed.contact.email}
                </a>
              )}
              {closed.contact.phone && (
                <a
                  className="inline-flex min-h-11 items-center text-brand underline"
                  href={`tel:${closed.contact.phone}`}
                >
                  {closed.contact.phone}
                </a>
              )}
            </p>
          )}
        </section>
      )}
      {changes.history.length > 0 && (
        <section className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="order-history">
          <h3 className="font-semibold">
            <FormattedMessage id="order_view.history_title" />
          </h3>
          <ol className="mt-2 divide-y divide-stone-100 text-sm">
            {changes.history.map((change) => (
              <li key={change.id} className="flex flex-col gap-0.5 py-2">
                <span className="text-stone-600">{intl.formatDate(change.date, DATE)}</span>
                <span>{change.summary}</span>
                {change.status !== 'succeeded' ? (
                  <span className="text-stone-600">
                    <FormattedMessage
                      id={change.status === 'pending' ? 'order_view.history_pending' : 'order_view.history_failed'}
                    />
                  </span>
                ) : (
                  change.money && (
                    <span className="font-medium">
                      <FormattedMessage
                        id={
                          change.money.kind === 'charged' ? 'order_view.history_charged' : 'order_view.history_refunded'
                        }
                        values={{ amount: formatPrice(change.money.amount) }}
                      />
                    </span>
                  )
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  )
}
