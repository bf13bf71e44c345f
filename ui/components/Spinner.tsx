import { useBusy } from '../../adapters/react/busy'
import { FormattedMessage } from '../../adapters/react/intl'

/** B §2 layout: shown while requests run. */
export const Spinner = ({ label = true }: { label?: boolean }) => (
  <div role="status" aria-live="polite" className="flex items-center gap-2 text-stone-600">
    <svg className="size-5 animate-spin text-brand" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" fill="none" opacity="0.25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
    <span className={label ? 'text-sm' : 'sr-only'}>
      <FormattedMessage id="app.loading" />
    </span>
  </div>
)

/**
 * B §2 layout, C §2: a small spinner at the top of the screen while any request runs (the B §4 fetch counter), past a short delay
 * so a quick call does not flash it. It never covers the page nor takes a click.
 */
export const BusySpinner = () =>
  useBusy() ? (
    <div
      className="pointer-events-none fixed top-2 left-1/2 z-40 -translate-x-1/2 rounded-full bg-white/90 p-1.5 shadow-sm ring-1 ring-stone-200"
      data-testid="busy-spinner"
    >
      <Spinner label={false} />
    </div>
  ) : null
