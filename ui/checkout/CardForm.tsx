import { FormattedMessage } from '../../adapters/react/intl'
import type { PaymentEvent } from '../../machines/payment'
import type { CardFieldView, CardFormView } from '../../machines/paymentView'
import { CardBadge } from './CardIcons'
import { FieldError, inputStyle } from './Fields'

type Send = (event: PaymentEvent) => void

/** One card input: labelled, with its autocomplete token and numeric keyboard, its error beside it (C §5, C §8). */
const CardInput = (props: {
  field: CardFieldView
  send: Send
  describedBy?: string | undefined
  className?: string
}) => {
  const { field, send } = props
  const errorId = field.error !== null ? `${field.id}-error` : props.describedBy
  return (
    <div className={props.className}>
      <label htmlFor={field.id} className="block font-medium">
        <FormattedMessage id={field.labelId} />
      </label>
      <input
        id={field.id}
        name={field.name}
        type="text"
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        autoCorrect="off"
        spellCheck={false}
        maxLength={field.maxLength}
        value={field.value}
        aria-invalid={errorId !== undefined ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => send(field.change(e.target.value))}
        onBlur={() => send(field.blur)}
        className={inputStyle}
        data-testid={field.id}
      />
      <FieldError id={field.id} error={field.error} />
    </div>
  )
}

/** C §5 card form: name, number with the detected brand, expiry month and year, security code. */
export const CardForm = ({ form, send }: { form: CardFormView; send: Send }) => {
  const expiryErrorId = form.expiryError !== null ? 'card-expiry-error' : undefined
  return (
    <div className="grid gap-4" data-testid="card-form">
      <CardInput field={form.holderName} send={send} />
      <div className="relative">
        <CardInput field={form.number} send={send} />
        {form.brand && (
          <span className="pointer-events-none absolute top-9 right-3" data-testid="card-brand">
            <CardBadge icon={form.brand} />
          </span>
        )}
      </div>
      <fieldset>
        <legend className="font-medium">
          <FormattedMessage id="checkout.card_expiry" />
        </legend>
        <div className="grid grid-cols-2 gap-3">
          <CardInput field={form.expiryMonth} send={send} describedBy={expiryErrorId} />
          <CardInput field={form.expiryYear} send={send} describedBy={expiryErrorId} />
        </div>
        <FieldError id="card-expiry" error={form.expiryError} />
      </fieldset>
      <CardInput field={form.cvc} send={send} className="max-w-40" />
      <p className="flex items-start gap-2 text-sm text-stone-600">
        <svg
          viewBox="0 0 24 24"
          className="mt-0.5 size-4 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
        <FormattedMessage id="checkout.card_secure_note" />
      </p>
    </div>
  )
}
