import type { CSSProperties, ReactNode } from 'react'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { ClosedShopView } from '../../machines/startupView'
import type { MessageId } from '../messages/en'

/**
 * The full-page notices of B §2: load failure, cart unavailable, page not found. Each offers the way home. A closed
 * shop (issue 16 point 4) keeps its brand: logo or name, the session, when ordering opens again and whom to ask.
 */
export const StatusPage = ({
  message,
  tone,
  icon,
  shop = null,
}: {
  message: MessageId
  tone: 'danger' | 'info'
  icon: ReactNode
  shop?: ClosedShopView | null
}) => (
  <main
    className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 px-6 py-8 text-center"
    style={shop ? themeOf(shop) : undefined}
  >
    {shop && <ShopBrand shop={shop} />}
    <div className={`rounded-full p-4 ${tone === 'danger' ? 'bg-red-50 text-danger' : 'bg-brand-soft text-brand'}`}>
      {icon}
    </div>
    <h1 className="text-lg font-medium break-words text-stone-800" data-testid="status-message">
      <FormattedMessage id={message} />
    </h1>
    {shop && <ReopensAndContact shop={shop} />}
    {/* A plain link: the site root is another page of the server, outside the shop's router. */}
    <a
      href="/"
      className="inline-flex min-h-11 items-center rounded-lg bg-brand px-6 font-semibold text-white hover:bg-brand-strong"
    >
      <FormattedMessage id="cart.go_home" />
    </a>
  </main>
)

const themeOf = (shop: ClosedShopView) =>
  ({ '--store-primary': shop.theme.primary, '--store-accent': shop.theme.accent }) as CSSProperties

const ShopBrand = ({ shop }: { shop: ClosedShopView }) => (
  <div className="flex max-w-full flex-col items-center gap-1" data-testid="closed-shop">
    {shop.logo ? (
      <img
        src={shop.logo.src}
        alt={shop.logo.alt}
        className="h-12 w-auto max-w-full object-contain"
        width={192}
        height={48}
      />
    ) : (
      <p className="text-xl font-bold break-words text-brand">{shop.storeName}</p>
    )}
    {shop.sessionLabel && <p className="font-medium break-words text-stone-800">{shop.sessionLabel}</p>}
  </div>
)

const contactLink = 'inline-flex min-h-11 items-center font-semibold break-all text-brand-strong underline'

const ReopensAndContact = ({ shop }: { shop: ClosedShopView }) => {
  const intl = useIntl()
  const { reopensAt, contact } = shop
  return (
    <>
      {reopensAt && (
        <p className="font-semibold text-stone-900" data-testid="reopens">
          <FormattedMessage id="closed.reopens" values={{ date: intl.formatDate(reopensAt, { dateStyle: 'full' }) }} />
        </p>
      )}
      {contact && (
        <div className="flex flex-col items-center text-stone-700">
          <p className="break-words">
            <FormattedMessage id="closed.contact" values={{ name: contact.name }} />
          </p>
          {contact.email && (
            <a href={`mailto:${contact.email}`} className={contactLink}>
              <FormattedMessage id="closed.email" values={{ email: contact.email }} />
            </a>
          )}
          {contact.phone && contact.telHref && (
            <a href={contact.telHref} className={contactLink}>
              <FormattedMessage id="closed.phone" values={{ phone: contact.phone }} />
            </a>
          )}
        </div>
      )}
    </>
  )
}

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
