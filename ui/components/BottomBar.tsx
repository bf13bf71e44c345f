import { type ReactNode, useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { ChevronLeftIcon, ChevronRightIcon } from '../photos/Icons'
import { OrderSelector } from '../shop/OrderSelector'
import { OrderTotal } from '../shop/OrderTotal'
import { LanguageSelector } from './LanguageSelector'

// At large text a label wraps inside its button rather than pushing the bar wider than the screen (issue 16 point 6).
const barButton =
  'inline-flex min-h-11 min-w-0 max-w-full items-center justify-center gap-1 rounded-lg px-4 py-1 text-center font-semibold disabled:cursor-not-allowed disabled:opacity-50 [&>svg]:shrink-0'
// Next keeps the right edge, on the line of the total from a tablet up, below it on a phone.
const nextStyle = `${barButton} ml-auto bg-brand text-white hover:bg-brand-strong`
const previousStyle = `${barButton} border border-stone-300 bg-white font-medium text-stone-800 hover:bg-stone-100`

/**
 * Issue 16 point 6: the bar's height as --bottom-bar-height on the page, so toasts sit just above it, never over its
 * buttons, however tall large text makes it.
 */
const useBarHeight = () => {
  const bar = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = bar.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--bottom-bar-height', `${element.offsetHeight}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--bottom-bar-height')
    }
  }, [])
  return bar
}

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
  const bar = useBarHeight()
  return (
    <nav
      ref={bar}
      aria-label={props.label}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white/95 backdrop-blur"
    >
      {note && (
        <p id="photo-bar-note" className="mx-auto max-w-6xl px-4 pt-2 text-sm text-stone-700">
          {note}
        </p>
      )}
      {/* On a phone the total has a line of its own above the buttons; from a tablet up it sits between them. Every
          line wraps, so at 200 % text nothing leaves the screen sideways. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:py-3">
        {previous?.href && (
          <Link href={previous.href} className={`${previousStyle} sm:order-first`}>
            <ChevronLeftIcon className="size-5" />
            {previous.label}
          </Link>
        )}
        {/* B §2 language and order selectors at the start of the total's line; the total keeps the right. */}
        <div className="order-first flex w-full min-w-0 flex-wrap items-center justify-end gap-x-3 gap-y-1 sm:order-none sm:w-auto sm:flex-1 [&_select]:max-w-full">
          <LanguageSelector />
          <OrderSelector />
          <div className="ml-auto min-w-0">
            <OrderTotal formatPrice={props.formatPrice} total={props.cartTotal} />
          </div>
        </div>
        {!next ? null : next.href && !next.disabled ? (
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
