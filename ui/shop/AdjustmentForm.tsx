import { useAdjustmentForm } from '../../adapters/react/adjustment'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { dangerLink, primaryButton, secondaryButton } from '../components/Modal'

const field = 'min-h-11 w-full rounded-lg border border-stone-300 px-3'

/**
 * Issue 15 point 2 (C §1 admin-only cart features): the studio's price adjustment in the cart's totals block, shown in
 * admin mode only: an amount ("−5.00" takes off) and the reason the parent reads, the new total before applying, and
 * the adjustment held removed.
 */
export const AdjustmentForm = ({ formatPrice }: { formatPrice: (amount: number) => string }) => {
  const intl = useIntl()
  const { view, send } = useAdjustmentForm()
  if (!view.shown) return null
  const problem = (id: string | undefined, elementId: string) =>
    id ? (
      <p id={elementId} className="text-sm text-red-800">
        <FormattedMessage id={id} />
      </p>
    ) : null
  return (
    <div className="mt-3 border-t border-purple-200 pt-3" data-testid="adjustment">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {!view.open && (
          <button
            type="button"
            className="min-h-11 text-sm font-medium text-brand underline"
            aria-expanded={false}
            onClick={() => send(view.events.toggle)}
          >
            <FormattedMessage id="admin.adjustment_toggle" />
          </button>
        )}
        {view.held && (
          <button
            type="button"
            className={dangerLink}
            disabled={view.busy}
            onClick={() => send(view.events.remove)}
            data-testid="adjustment-remove"
          >
            <FormattedMessage id="admin.adjustment_remove" />
          </button>
        )}
      </div>
      {view.open && (
        <form
          className="mt-2 grid gap-2"
          aria-label={intl.formatMessage({ id: 'admin.adjustment_title' })}
          onSubmit={(e) => {
            e.preventDefault()
            send(view.events.submit)
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') send(view.events.cancel)
          }}
        >
          <label className="grid gap-1 text-sm" htmlFor="adjustment-amount">
            <FormattedMessage id="admin.adjustment_amount" />
          </label>
          <input
            id="adjustment-amount"
            inputMode="decimal"
            value={view.amount}
            // biome-ignore lint/a11y/noAutofocus: the studio just asked for the adjustment form
            autoFocus
            onChange={(e) => send(view.events.amount(e.target.value))}
            className={field}
            aria-invalid={view.problems.amount ? true : undefined}
            aria-describedby={view.problems.amount ? 'adjustment-amount-problem' : undefined}
          />
          {problem(view.problems.amount, 'adjustment-amount-problem')}
          <label className="grid gap-1 text-sm" htmlFor="adjustment-reason">
            <FormattedMessage id="admin.adjustment_reason" />
          </label>
          <input
            id="adjustment-reason"
            value={view.reason}
            maxLength={200}
            onChange={(e) => send(view.events.reason(e.target.value))}
            className={field}
            aria-invalid={view.problems.reason ? true : undefined}
            aria-describedby={view.problems.reason ? 'adjustment-reason-problem' : undefined}
          />
          {problem(view.problems.reason, 'adjustment-reason-problem')}
          {view.preview && (
            <p className="text-sm text-stone-700" role="status" data-testid="adjustment-preview">
              <FormattedMessage id="admin.adjustment_preview" values={{ total: formatPrice(view.preview.total) }} />
            </p>
          )}
          {view.error && (
            <p role="alert" className="text-sm text-red-800">
              {view.error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButton} disabled={view.busy}>
              <FormattedMessage id="admin.adjustment_apply" />
            </button>
            <button type="button" className={secondaryButton} onClick={() => send(view.events.cancel)}>
              <FormattedMessage id="admin.adjustment_cancel" />
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
