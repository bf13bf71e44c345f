import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '../messages/en'

/** The full-page notices of B §2: load failure, cart unavailable, page not found. Each offers the way home. */
export const StatusPage = ({
  message,
  tone,
  icon,
}: {
  message: MessageId
  tone: 'danger' | 'info'
  icon: ReactNode
}) => (
  <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 px-6 text-center">
    <div className={`rounded-full p-4 ${tone === 'danger' ? 'bg-red-50 text-danger' : 'bg-brand-soft text-brand'}`}>
      {icon}
    </div>
    <h1 className="text-lg font-medium text-stone-800" data-testid="status-message">
      <FormattedMessage id={message} />
    </h1>
    {/* A plain link: the site root is another page of the server, outside the shop's router. */}
    <a
      href="/"
      className="inline-flex min-h-11 items-center rounded-lg bg-brand px-6 font-semibold text-white hover:bg-brand-strong"
    >
      <FormattedMessage id="cart.go_home" />
    </a>
  </main>
)

export const AlertIcon = () => (
  <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
  </svg>
)

export const PauseIcon = () => (
  <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="10" />
    <path d="M10 9v6m4-6v6" />
  </svg>
)
