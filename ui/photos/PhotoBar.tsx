import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'wouter'
import { usePhotoShop } from '../../adapters/react/photos'
import { formatMoney } from '../format'
import { OrderTotal } from '../shop/OrderTotal'
import { ChevronLeftIcon, ChevronRightIcon } from './Icons'

const barButton =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-lg px-4 font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50'
const nextStyle = `${barButton} bg-brand text-white hover:bg-brand-strong`
const previousStyle = `${barButton} border border-stone-300 bg-white font-medium text-stone-800 hover:bg-stone-100`

export type BarAction = { label: string; href?: string; onClick?: () => void; disabled?: boolean; testId?: string }

/**
 * B §2 bottom bar of the photo pages: previous and next, the cart total from a tablet up, and a note (why next is
 * disabled) above. A disabled next is a button, so it cannot be followed.
 */
export const PhotoBar = ({ previous, next, note }: { previous?: BarAction; next: BarAction; note?: ReactNode }) => {
  const intl = useIntl()
  const { store } = usePhotoShop()
  const { currency, locale } = store.settings.formatOptions
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'gallery.steps' })}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white/95 backdrop-blur"
    >
      {note && (
        <p id="photo-bar-note" className="mx-auto max-w-6xl px-4 pt-2 text-sm text-stone-700">
          {note}
        </p>
      )}
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        {previous?.href ? (
          <Link href={previous.href} className={previousStyle}>
            <ChevronLeftIcon className="size-5" />
            {previous.label}
          </Link>
        ) : (
          <span />
        )}
        <div className="hidden sm:block">
          <OrderTotal formatPrice={(amount) => formatMoney(amount, currency, locale)} />
        </div>
        {next.href && !next.disabled ? (
          <Link href={next.href} className={nextStyle} data-testid={next.testId}>
            {next.label}
            <ChevronRightIcon className="size-5" />
          </Link>
        ) : (
          <button
            type="button"
            className={nextStyle}
            onClick={next.onClick}
            disabled={next.disabled}
            aria-describedby={note ? 'photo-bar-note' : undefined}
            data-testid={next.testId}
          >
            {next.label}
            <ChevronRightIcon className="size-5" />
          </button>
        )}
      </div>
    </nav>
  )
}
