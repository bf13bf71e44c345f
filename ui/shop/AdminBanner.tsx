import { useAdminBanner } from '../../adapters/react/adminBanner'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'

/**
 * B §2 admin banner (machines/adminBannerView.ts): purple, at the top of every shop page in admin mode, with the log-out
 * link and the admin-only tooltip, a popover the info button opens (the browser's own: Escape and a click outside
 * close it).
 */
export const AdminBanner = () => {
  const { view, logOut } = useAdminBanner()
  const intl = useIntl()
  if (!view) return null
  const { help } = view
  return (
    <aside
      aria-label={intl.formatMessage({ id: view.text })}
      className="bg-purple-800 text-white"
      data-testid="admin-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-1.5 text-sm">
        <p className="font-semibold">
          <FormattedMessage id={view.text} />
        </p>
        <button
          type="button"
          popoverTarget="admin-help"
          aria-label={intl.formatMessage({ id: help.button })}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-purple-700 focus-visible:outline-2 focus-visible:outline-white"
        >
          <InfoIcon />
        </button>
        <div className="ml-auto flex items-center gap-4">
          <a href={view.area.href} className="inline-flex min-h-11 items-center underline">
            <FormattedMessage id={view.area.label} />
          </a>
          {/* Clears the admin token, then reloads this page as a parent sees it. */}
          <a
            href={window.location.href}
            onClick={(e) => {
              e.preventDefault()
              logOut()
            }}
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            <FormattedMessage id={view.logOut} />
          </a>
        </div>
      </div>
      <div
        id="admin-help"
        popover="auto"
        role="note"
        aria-label={intl.formatMessage({ id: help.title })}
        className="fixed inset-x-4 top-14 bottom-auto m-0 ml-auto max-w-sm rounded-xl bg-white p-4 text-sm text-stone-800 shadow-lg ring-1 ring-purple-300"
      >
        <h2 className="font-semibold text-purple-900">
          <FormattedMessage id={help.title} />
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {help.points.map((point) => (
            <li key={point.id}>
              <FormattedMessage id={point.id} />
              {point.items.length > 0 && (
                <ul className="mt-1 list-[circle] space-y-1 pl-5">
                  {point.items.map((item) => (
                    <li key={item}>
                      <FormattedMessage id={item} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  )
}

const InfoIcon = () => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4m0-4h.01" />
  </svg>
)
