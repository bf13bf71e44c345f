import { Component, type ReactNode } from 'react'
import { FormattedMessage } from '../../adapters/react/intl'

/**
 * Issue 17: code that arrives after the page (a lazy page, panel or dialog) can fail to arrive on a phone losing its
 * connection, and React.lazy keeps that failure. Without a boundary React would unmount the whole page; with one, the
 * part that failed shows `fallback` and the rest of the page stays. A reload fetches the code again.
 */
export class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** What shows where code did not load: what happened, that the cart is kept, and a reload. */
export const LoadFailed = ({ className = '' }: { className?: string }) => (
  <p role="alert" className={`flex flex-wrap items-center gap-2 text-sm text-danger ${className}`}>
    <FormattedMessage id="app.code_load_failed" />
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-semibold text-stone-800 hover:bg-stone-50"
    >
      <FormattedMessage id="app.reload" />
    </button>
  </p>
)
