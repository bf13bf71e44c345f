import { lazy, Suspense } from 'react'
import { useOrderFormBanner } from '../../adapters/react/customForm'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { CustomForm } from '../../core/schemas/productSet'
import { secondaryButton } from '../components/Modal'

// Issue 17 point 2: the modal's fields come after the page's first render (it opens on a click, or once the welcome
// modal closes).
const CustomFormModal = lazy(() => import('./CustomFormModal').then((m) => ({ default: m.CustomFormModal })))

/**
 * B §4 custom form: the product set's first form is the order's own (the re-order shop's "Student details"). The
 * catalog shows it with an Enter or Edit button depending on whether the order holds it yet; saving makes the order
 * when there is none. The welcome modal keeps it from showing while open (B §2). What it shows and sends is the
 * custom form banner view (machines/customFormView).
 */
export const CustomFormBanner = ({ form }: { form: CustomForm }) => {
  const intl = useIntl()
  const { view, snapshot, send, shown } = useOrderFormBanner(form)
  const action = intl.formatMessage({ id: view.action })
  return (
    <section
      aria-label={view.title}
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4"
      data-testid="custom-form-banner"
    >
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">
          {view.title}
          <span
            className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
              view.filled ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
            }`}
          >
            <FormattedMessage id={view.status} />
          </span>
        </h2>
        {view.description && <p className="text-sm text-stone-600">{view.description}</p>}
      </div>
      <button
        type="button"
        className={secondaryButton}
        aria-label={`${action} ${view.actionTarget}`}
        onClick={() => send(view.open)}
      >
        {action}
      </button>
      <Suspense fallback={null}>
        <CustomFormModal form={form} snapshot={snapshot} send={send} shown={shown} />
      </Suspense>
    </section>
  )
}
