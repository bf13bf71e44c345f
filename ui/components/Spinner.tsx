import { FormattedMessage } from 'react-intl'

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
