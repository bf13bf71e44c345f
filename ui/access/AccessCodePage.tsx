import { useEffect, useRef } from 'react'
import { useAccessCode } from '../../adapters/react/access'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { Spinner } from '../components/Spinner'

/** The site root (DESIGN decision 9, machines/accessCodeView.ts): an access-code form that opens the right shop. */
export const AccessCodePage = ({ apiBase, language }: { apiBase: string; language: string }) => {
  const { view, send } = useAccessCode(apiBase, language)
  const intl = useIntl()
  const { code, error, busy } = view
  // Issue 16 point 6: the page has one thing to do, so the code field is ready to type in.
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4">
      <form
        noValidate
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        onSubmit={(e) => {
          e.preventDefault()
          send(view.submit)
        }}
      >
        <h1 className="text-2xl font-bold text-stone-900">
          <FormattedMessage id="access.title" />
        </h1>
        <p className="mt-2 text-stone-600">
          <FormattedMessage id="access.intro" />
        </p>
        <label htmlFor="access-code" className="mt-6 block text-sm font-medium text-stone-800">
          <FormattedMessage id="access.label" />
        </label>
        <input
          ref={input}
          id="access-code"
          name="accessCode"
          value={code}
          onChange={(e) => send(view.change(e.target.value))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? 'access-code-error' : undefined}
          className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 px-3 text-lg tracking-wide uppercase aria-invalid:border-danger"
        />
        {error && (
          <p id="access-code-error" role="alert" className="mt-2 text-sm text-danger">
            {intl.formatMessage({ id: error.id }, error.values)}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand font-semibold text-white hover:bg-brand-strong disabled:opacity-60"
        >
          {busy ? <Spinner /> : <FormattedMessage id="access.submit" />}
        </button>
      </form>
    </main>
  )
}
