import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { ChevronLeftIcon, ChevronRightIcon } from '../photos/Icons'
import { OrderTotal } from '../shop/OrderTotal'

const barButton =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-lg px-4 font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50'
const nextStyle = `${barButton} bg-brand text-white hover:bg-brand-strong`
const previousStyle = `${barButton} border border-stone-300 bg-white font-medium text-stone-800 hover:bg-stone-100`

export type BarAction = { label: string; href?: string; onClick?: () => void; disabled?: boolean; testId?: string }

/**
 * B §2 bottom bar: previous and next, the cart total, and a note (why next is disabled) above. A disabled next is a
 * button, so it cannot be followed.
 */
export const BottomBar = (props: {
  label: string
  previous?: BarAction | undefined
  next: BarAction
  note?: ReactNode
  formatPrice: (amount: number) => string
}) => {
  const { previous, next, note } = props
  return (
    <nav
      aria-label={props.label}
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
        <OrderTotal formatPrice={props.formatPrice} />
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
