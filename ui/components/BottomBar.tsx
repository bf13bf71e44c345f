import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { ChevronLeftIcon, ChevronRightIcon } from '../photos/Icons'
import { OrderSelector } from '../shop/OrderSelector'
import { OrderTotal } from '../shop/OrderTotal'
import { LanguageSelector } from './LanguageSelector'

const barButton =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-lg px-4 font-semibold disabled:cursor-not-allowed disabled:opacity-50'
const nextStyle = `${barButton} bg-brand text-white hover:bg-brand-strong`
// Next keeps the right edge: beside the total from a tablet up, below it on a phone.
const nextPlace = 'row-start-2 justify-self-end text-right sm:col-start-3 sm:row-start-1'
const previousStyle = `${barButton} border border-stone-300 bg-white font-medium text-stone-800 hover:bg-stone-100`

export type BarAction = { label: string; href?: string; onClick?: () => void; disabled?: boolean; testId?: string }

/**
 * B §2 bottom bar: previous and next, the language and order selectors, the cart total, and a note (why next is
 * disabled) above. A disabled next is a button, so it cannot be followed; a step with no way on yet (checkout payment)
 * has none.
 */
export const BottomBar = (props: {
  label: string
  previous?: BarAction | undefined
  next?: BarAction | undefined
  note?: ReactNode
  formatPrice: (amount: number) => string
  /** The cart total with a choice not saved yet (checkout's shipping method); the order actor's otherwise. */
  cartTotal?: number | undefined
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
      {/* On a phone the total has a line of its own above the buttons; from a tablet up it sits between them. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 px-4 py-2 sm:grid-cols-[auto_1fr_auto] sm:py-3">
        {previous?.href ? (
          <Link href={previous.href} className={`${previousStyle} row-start-2 sm:row-start-1`}>
            <ChevronLeftIcon className="size-5" />
            {previous.label}
          </Link>
        ) : (
          <span className="row-start-2 sm:row-start-1" />
        )}
        {/* B §2 language and order selectors at the start of the total's line; the total keeps the right. */}
        <div className="col-span-2 row-start-1 flex items-center justify-end gap-3 sm:col-span-1 sm:col-start-2">
          <LanguageSelector />
          <OrderSelector />
          <div className="ml-auto">
            <OrderTotal formatPrice={props.formatPrice} total={props.cartTotal} />
          </div>
        </div>
        {!next ? null : next.href && !next.disabled ? (
          <Link href={next.href} className={`${nextStyle} ${nextPlace}`} data-testid={next.testId}>
            {next.label}
            <ChevronRightIcon className="size-5" />
          </Link>
        ) : (
          <button
            type="button"
            className={`${nextStyle} ${nextPlace}`}
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
