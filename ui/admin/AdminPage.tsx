import { useAdminSignIn } from '../../adapters/react/adminSignIn'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { Spinner } from '../components/Spinner'

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-lg aria-invalid:border-danger'
const buttonClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-strong disabled:opacity-60'

/**
 * Issue 15 point 2 (B §6, C §1, C §6): /admin (machines/adminSignInView.ts). Signed out: the admin token in a password
 * field, posted in a request body and kept for this tab only. Signed in: open any shopper's order by its reference,
 * the funnel report, and log out.
 */
export const AdminPage = ({ apiBase, language }: { apiBase: string; language: string }) => {
  const { view, send } = useAdminSignIn(apiBase, language)
  const intl = useIntl()
  const error = view.error && (
    <p id="admin-error" role="alert" className="mt-2 text-sm text-danger">
      {intl.formatMessage({ id: view.error.id }, view.error.values)}
    </p>
  )
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-6">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        {view.page === 'signIn' ? (
          <form
            noValidate
            // The token goes in the request body (adapters/api/admin.ts): never a query, so never in an address.
            method="post"
            onSubmit={(e) => {
              e.preventDefault()
              send(view.submit)
            }}
          >
            <h1 className="text-2xl font-bold text-stone-900">
              <FormattedMessage id="admin.sign_in_title" />
            </h1>
            <p className="mt-2 text-stone-600">
              <FormattedMessage id="admin.sign_in_intro" />
            </p>
            <label htmlFor="admin-token" className="mt-6 block text-sm font-medium text-stone-800">
              <FormattedMessage id="admin.token_label" />
            </label>
            <input
              id="admin-token"
              name="token"
              type="password"
              value={view.token}
              onChange={(e) => send(view.change(e.target.value))}
              autoComplete="current-password"
              spellCheck={false}
              aria-invalid={view.error !== null}
              aria-describedby={view.error ? 'admin-error' : undefined}
              className={inputClass}
            />
            {error}
            <button type="submit" disabled={view.busy} className={`mt-6 ${buttonClass}`}>
              {view.busy ? <Spinner /> : <FormattedMessage id="admin.sign_in" />}
            </button>
          </form>
        ) : (
          <div className="space-y-6">
            <header>
              <h1 className="text-2xl font-bold text-stone-900">
                <FormattedMessage id="admin.home_title" />
              </h1>
              <p className="mt-2 text-stone-600">
                <FormattedMessage id="admin.home_intro" />
              </p>
            </header>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                send(view.open)
              }}
            >
              <h2 className="text-lg font-semibold text-stone-900">
                <FormattedMessage id="admin.open_order_title" />
              </h2>
              <label htmlFor="admin-reference" className="mt-3 block text-sm font-medium text-stone-800">
                <FormattedMessage id="admin.reference_label" />
              </label>
              <input
                id="admin-reference"
                name="reference"
                value={view.reference}
                onChange={(e) => send(view.change(e.target.value))}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-invalid={view.error !== null}
                aria-describedby={view.error ? 'admin-error admin-reference-hint' : 'admin-reference-hint'}
                className={`${inputClass} tracking-wide uppercase`}
              />
              <p id="admin-reference-hint" className="mt-1 text-sm text-stone-600">
                <FormattedMessage id="admin.reference_hint" />
              </p>
              {error}
              <button type="submit" disabled={view.busy} className={`mt-4 ${buttonClass}`}>
                {view.busy ? <Spinner /> : <FormattedMessage id="admin.open_order" />}
              </button>
            </form>
            <nav className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-4">
              {/* A plain link: the report is another page of the admin area. */}
              <a href={view.reportHref} className="inline-flex min-h-11 items-center font-medium text-brand underline">
                <FormattedMessage id="admin.report_link" />
              </a>
              <button
                type="button"
                onClick={() => send(view.signOut)}
                className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50"
              >
                <FormattedMessage id="admin.log_out" />
              </button>
            </nav>
          </div>
        )}
      </div>
    </main>
  )
}
