import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { BreadcrumbView } from '../../machines/checkoutView'

/** C §2: the checkout's steps, customer information then payment, the current one marked. */
export const Breadcrumb = ({ steps }: { steps: BreadcrumbView }) => {
  const intl = useIntl()
  return (
    <nav aria-label={intl.formatMessage({ id: 'checkout.steps' })}>
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        {steps.map((step, index) => (
          <li key={step.id} className="flex items-center gap-2">
            {index > 0 && (
              <svg
                viewBox="0 0 24 24"
                className="size-4 text-stone-400"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="m9 6 6 6-6 6" />
              </svg>
            )}
            <span
              aria-current={step.current ? 'step' : undefined}
              className={`flex items-center gap-2 ${step.current ? 'font-semibold text-brand' : 'text-stone-600'}`}
            >
              <span
                className={`flex size-6 items-center justify-center rounded-full text-xs font-bold ${
                  step.current ? 'bg-brand text-white' : 'bg-stone-200 text-stone-700'
                }`}
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <FormattedMessage id={step.id} />
            </span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
