import { lazy, Suspense } from 'react'
import { afterPaint } from '../../adapters/react/afterPaint'
import { useCustomFormBanner } from '../../adapters/react/customFormBanner'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { CustomForm } from '../../core/schemas/productSet'
import type { CustomFormBannerView } from '../../machines/customFormBannerView'
import { LoadBoundary, LoadFailed } from '../components/LoadBoundary'
import { secondaryButton } from '../components/Modal'

// Issue 17 point 2: the form's actor, its checks and its modal come after the page has painted (afterPaint), in a chunk
// the server does not preload (the modal opens on a click); until then the banner's button shows disabled.
const CustomFormControls = lazy(
  afterPaint(() => import('./CustomFormControls').then((m) => ({ default: m.CustomFormControls }))),
)

/** The banner's Enter or Edit button; disabled without `onOpen` (the form's code is still on its way). */
export const CustomFormButton = ({ view, onOpen }: { view: CustomFormBannerView; onOpen?: () => void }) => {
  const intl = useIntl()
  const action = intl.formatMessage({ id: view.action })
  return (
    <button
      type="button"
      className={secondaryButton}
      aria-label={`${action} ${view.actionTarget}`}
      disabled={!onOpen}
      onClick={onOpen}
    >
      {action}
    </button>
  )
}

/**
 * B §4 custom form: the product set's first form is the order's own (the re-order shop's "Student details"). The
 * catalog shows it with an Enter or Edit button depending on whether the order holds it yet, and the cart any form
 * checkout's rules name (C §4); saving makes the order when there is none. The welcome modal keeps it from showing while open (B §2). What it shows is the custom form
 * banner view (machines/customFormBannerView), what the button sends the form's (./CustomFormControls.tsx).
 */
export const CustomFormBanner = ({ form }: { form: CustomForm }) => {
  const view = useCustomFormBanner(form)
  return (
    <section
      aria-label={view.title}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4"
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
      <LoadBoundary fallback={<LoadFailed />}>
        <Suspense fallback={<CustomFormButton view={view} />}>
          <CustomFormControls form={form} view={view} />
        </Suspense>
      </LoadBoundary>
    </section>
  )
}
