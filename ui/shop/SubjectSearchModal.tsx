import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { useSubjectSearch } from '../../adapters/react/subjectSearch'
import type { SubjectSearchView } from '../../machines/subjectSearchView'
import { Modal, primaryButton, secondaryButton } from '../components/Modal'
import { Spinner } from '../components/Spinner'

type Send = ReturnType<typeof useSubjectSearch>[1]

/**
 * B §2 subject search modal (machines/subjectSearchView.ts): the other child's access code, the students and session
 * pre-orders it finds, and adding one (a student needs the confirmation tick). Full screen on a phone.
 */
export const SubjectSearchModal = () => {
  const [view, send] = useSubjectSearch()
  if (!view) return null
  return (
    <Modal
      open={view.open}
      onClose={view.canClose ? () => send(view.events.close) : null}
      title={<FormattedMessage id="multi_child_ordering.search_title" />}
    >
      {view.step === 'search' ? <SearchStep view={view} send={send} /> : <ConfirmStep view={view} send={send} />}
    </Modal>
  )
}

const ErrorText = ({ id, view }: { id: string; view: SubjectSearchView }) => {
  const intl = useIntl()
  return view.error ? (
    <p id={id} role="alert" className="mt-2 text-sm text-danger">
      {intl.formatMessage({ id: view.error.id }, view.error.values)}
    </p>
  ) : null
}

const SearchStep = ({ view, send }: { view: SubjectSearchView; send: Send }) => (
  <div data-testid="subject-search">
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        send(view.events.submit)
      }}
    >
      <p className="text-stone-700">
        <FormattedMessage id="multi_child_ordering.search_intro" />
      </p>
      <label htmlFor="subject-search-code" className="mt-4 block text-sm font-medium text-stone-800">
        <FormattedMessage id="multi_child_ordering.access_code" />
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="subject-search-code"
          name="accessCode"
          value={view.code}
          onChange={(e) => send(view.events.change(e.target.value))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: the code is the one thing the modal asks for
          autoFocus
          aria-invalid={view.error !== null}
          aria-describedby={view.error ? 'subject-search-error' : undefined}
          className="block min-h-11 w-full min-w-0 flex-1 rounded-lg border border-stone-300 px-3 text-lg tracking-wide uppercase aria-invalid:border-danger"
        />
        <button type="submit" className={`${primaryButton} shrink-0`} disabled={view.searching}>
          {view.searching ? (
            <span className="text-white">
              <FormattedMessage id="multi_child_ordering.searching" />
            </span>
          ) : (
            <FormattedMessage id="multi_child_ordering.search" />
          )}
        </button>
      </div>
      <ErrorText id="subject-search-error" view={view} />
    </form>
    {view.results.length > 0 && (
      <section className="mt-6" aria-labelledby="subject-search-results">
        <h3 id="subject-search-results" className="font-semibold text-stone-900">
          <FormattedMessage id="multi_child_ordering.results" />
        </h3>
        <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200" data-testid="subject-results">
          {view.results.map((r) => (
            <li key={r.key}>
              <button
                type="button"
                onClick={() => send(r.choose)}
                className="flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-stone-50"
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">{r.title}</span>
                  <span className="block text-sm text-stone-600">
                    {r.detail ?? <FormattedMessage id="multi_child_ordering.session_pre_order" />}
                  </span>
                </span>
                <span aria-hidden="true" className="shrink-0 text-brand">
                  ›
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    )}
  </div>
)

const ConfirmStep = ({ view, send }: { view: SubjectSearchView; send: Send }) => {
  const choice = view.choice
  if (!choice) return null
  return (
    <form
      noValidate
      data-testid="subject-confirm"
      onSubmit={(e) => {
        e.preventDefault()
        send(view.events.add)
      }}
    >
      <p className="text-stone-700">
        <FormattedMessage
          id={choice.kind === 'subject' ? 'multi_child_ordering.adding_student' : 'multi_child_ordering.adding_session'}
          values={{ name: <strong className="text-stone-900">{choice.title}</strong> }}
        />
      </p>
      {view.confirmRequired && (
        <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3">
          <input
            type="checkbox"
            checked={view.confirmed}
            disabled={view.creating}
            onChange={(e) => send(view.events.confirm(e.target.checked))}
            className="mt-0.5 size-6 shrink-0 accent-brand"
          />
          <span className="text-stone-800">
            <FormattedMessage id="multi_child_ordering.confirm_student" values={{ name: choice.title }} />
          </span>
        </label>
      )}
      <ErrorText id="subject-add-error" view={view} />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={secondaryButton}
          disabled={view.creating}
          onClick={() => send(view.events.back)}
        >
          <FormattedMessage id="multi_child_ordering.back" />
        </button>
        <button type="submit" className={primaryButton} disabled={!view.canAdd}>
          {view.creating ? (
            <span className="text-white">
              <FormattedMessage id="multi_child_ordering.adding" />
            </span>
          ) : (
            <FormattedMessage id="multi_child_ordering.add" values={{ name: choice.title }} />
          )}
        </button>
      </div>
    </form>
  )
}

/** C §2: a full backdrop with a spinner while the shop leaves for another order. */
export const OrderSwitching = () => {
  const [view] = useSubjectSearch()
  if (!view?.switching) return null
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/85 backdrop-blur-sm"
      data-testid="order-switching"
      aria-busy="true"
    >
      <div className="flex flex-col items-center gap-3">
        <Spinner label={false} />
        <p className="font-semibold text-stone-800">
          <FormattedMessage id="multi_child_ordering.switching" />
        </p>
      </div>
    </div>
  )
}
