import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { CheckoutEvent } from '../../machines/checkout'
import type { CheckoutView } from '../../machines/checkoutView'
import type { ViewText } from '../../machines/viewText'
import { FieldError } from './Fields'

/** C §2: how the prints travel, one tile per method with its price ("Free", a struck list price) and promotion note. */
export const ShippingMethods = (props: {
  methods: CheckoutView['shippingMethods']
  formatPrice: (amount: number) => string
  send: (event: CheckoutEvent) => void
}) => {
  const { methods, formatPrice, send } = props
  const intl = useIntl()
  const described = methods.error !== null ? `${methods.id}-error` : undefined
  const say = (text: ViewText) => ('text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values))
  return (
    <fieldset id={methods.id} aria-describedby={described} data-testid="shipping-methods">
      <legend className="mb-3 text-lg font-semibold">
        <FormattedMessage id={methods.legendId} />
      </legend>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
        {methods.options.map((method) => (
          <label
            key={method.id}
            htmlFor={method.inputId}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-200 bg-white p-3 has-checked:border-brand has-checked:bg-brand-soft has-checked:ring-1 has-checked:ring-brand"
          >
            <input
              id={method.inputId}
              type="radio"
              name="shippingMethod"
              value={method.id}
              checked={method.checked}
              onChange={() => send(method.event)}
              aria-invalid={methods.error !== null ? true : undefined}
              aria-describedby={described}
              className="mt-1 size-5 shrink-0 scroll-mb-36 accent-brand"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold">{method.label}</span>
                <span className="shrink-0 text-right font-semibold" data-testid="method-price">
                  {method.listPrice !== null && (
                    <s className="mr-1 text-sm font-normal text-stone-500">{formatPrice(method.listPrice)}</s>
                  )}
                  {method.free ? <FormattedMessage id="checkout.free" /> : formatPrice(method.price)}
                </span>
              </span>
              {method.description && <span className="text-sm text-stone-600">{method.description}</span>}
              {method.promotion && (
                <span className="mt-1 flex gap-1.5 text-sm">
                  <svg
                    viewBox="0 0 24 24"
                    className="mt-0.5 size-4 shrink-0 text-accent"
                    fill="currentColor"
                    aria-hidden="true"
                  >
                    <path d="M3 12.6V4a1 1 0 0 1 1-1h8.6a1 1 0 0 1 .7.3l7.4 7.4a1 1 0 0 1 0 1.4l-8.6 8.6a1 1 0 0 1-1.4 0l-7.4-7.4a1 1 0 0 1-.3-.7ZM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" />
                  </svg>
                  <span>
                    <span className="font-semibold text-stone-800">{method.promotion.label}</span>
                    <span className="block font-medium text-brand">{say(method.promotion.text)}</span>
                  </span>
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={methods.id} error={methods.error} />
    </fieldset>
  )
}
