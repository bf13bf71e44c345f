import { Link, useLocation } from 'wouter'
import { useStepIndicatorView } from '../../adapters/react/configureViews'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { ShopStep } from '../../core/shopSteps'
import { CheckIcon } from '../photos/Icons'

const dot = 'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold'

/**
 * Issue 16 point 4: where the parent is on the shop's path (machines/stepIndicatorView.ts). Steps passed link back; on
 * a phone only the current step keeps its name beside the numbers, so the list fits one line, and wraps at large text.
 */
export const StepIndicator = ({ steps }: { steps: readonly ShopStep[] }) => {
  const intl = useIntl()
  const [path] = useLocation()
  const view = useStepIndicatorView(steps, path)
  if (!view) return null
  return (
    <nav aria-label={intl.formatMessage({ id: 'steps.label' })} className="border-b border-stone-200 bg-white">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 gap-y-1 px-4 py-1 text-sm sm:gap-x-2">
        {view.items.map((item, i) => {
          const label = intl.formatMessage({ id: item.label })
          const number = (
            <span
              className={`${dot} ${
                item.state === 'current'
                  ? 'bg-brand text-white'
                  : item.state === 'done'
                    ? 'bg-brand-soft text-brand-strong'
                    : 'border border-stone-400 text-stone-700'
              }`}
              aria-hidden="true"
            >
              {item.state === 'done' ? <CheckIcon className="size-4" /> : i + 1}
            </span>
          )
          // The current step's name always shows; the others' from a tablet up (a screen reader hears every one).
          // "(done)" is heard, not shown: the check mark says it.
          const name = (
            <>
              <span
                className={item.state === 'current' ? 'font-semibold' : 'sr-only sm:not-sr-only'}
                aria-hidden={item.state === 'done'}
              >
                {label}
              </span>
              {item.state === 'done' && (
                <span className="sr-only">
                  <FormattedMessage id="steps.done" values={{ step: label }} />
                </span>
              )}
            </>
          )
          return (
            <li key={item.step} className="flex items-center">
              {item.href ? (
                <Link
                  href={item.href}
                  className="inline-flex min-h-11 min-w-11 items-center gap-2 rounded-lg px-1 text-stone-800 hover:bg-stone-100"
                >
                  {number}
                  {name}
                </Link>
              ) : (
                <span
                  className="inline-flex min-h-11 items-center gap-2 px-1 text-stone-800"
                  aria-current={item.state === 'current' ? 'step' : undefined}
                >
                  {number}
                  {name}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
