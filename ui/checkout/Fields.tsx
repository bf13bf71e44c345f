import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { CheckoutEvent } from '../../machines/checkout'
import type { SelectFieldView, TextAreaView, TextFieldView } from '../../machines/checkoutView'
import { countryOptions } from '../format'

type Send = (event: CheckoutEvent) => void

// scroll-mb: a field focused from below (the first error) stops above the fixed bottom bar, not under it.
export const inputStyle =
  'mt-1 block min-h-11 w-full scroll-mb-36 rounded-lg border border-stone-300 bg-white px-3 text-base aria-invalid:border-danger aria-invalid:bg-red-50/40'

const errorId = (id: string) => `${id}-error`

/** C §8: the field's message beside it, in the shopper's language; the control points at it (aria-describedby). */
export const FieldError = ({ id, error }: { id: string; error: string | null }) =>
  error ? (
    <p id={errorId(id)} className="mt-1 flex items-start gap-1 text-sm font-medium text-danger">
      <svg viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden="true">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
      </svg>
      <FormattedMessage id={error} />
    </p>
  ) : null

const Label = ({ htmlFor, labelId, optional }: { htmlFor: string; labelId: string; optional: boolean }) => (
  <label htmlFor={htmlFor} className="block font-medium">
    <FormattedMessage id={labelId} />
    {optional && (
      <span className="ml-1 text-sm font-normal text-stone-500">
        <FormattedMessage id="options.optional" />
      </span>
    )}
  </label>
)

/** An `<input>` as the view-model describes it: autocomplete token and input mode, so a phone fills it in one tap. */
export const TextField = (props: {
  field: TextFieldView
  send: Send
  /** The list under the field that its typing fills (the address lookup). */
  controls?: string | undefined
  after?: ReactNode
  className?: string
}) => {
  const { field } = props
  return (
    <div className={props.className}>
      <Label htmlFor={field.id} labelId={field.labelId} optional={!field.required} />
      <input
        id={field.id}
        name={field.name}
        type={field.type}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        autoCapitalize={field.autoCapitalize}
        autoCorrect="off"
        spellCheck={false}
        maxLength={field.maxLength}
        value={field.value}
        required={field.required}
        aria-invalid={field.error !== null ? true : undefined}
        aria-describedby={field.error !== null ? errorId(field.id) : undefined}
        aria-controls={props.controls}
        onChange={(e) => props.send(field.change(e.target.value))}
        className={inputStyle}
      />
      <FieldError id={field.id} error={field.error} />
      {props.after}
    </div>
  )
}

/** A `<select>` (country, then the region list of that country). */
export const SelectField = (props: { field: SelectFieldView; send: Send; className?: string }) => {
  const { field } = props
  const intl = useIntl()
  return (
    <div className={props.className}>
      <Label htmlFor={field.id} labelId={field.labelId} optional={!field.required} />
      <select
        id={field.id}
        name={field.name}
        autoComplete={field.autoComplete}
        value={field.value}
        required={field.required}
        aria-invalid={field.error !== null ? true : undefined}
        aria-describedby={field.error !== null ? errorId(field.id) : undefined}
        onChange={(e) => props.send(field.change(e.target.value))}
        className={`${inputStyle} pr-8`}
      >
        {field.placeholderId !== null && (
          <option value="" disabled>
            {intl.formatMessage({ id: field.placeholderId })}
          </option>
        )}
        {(field.countries ? countryOptions(field.options, intl.locale) : field.options).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.id} error={field.error} />
    </div>
  )
}

export const TextArea = (props: { field: TextAreaView; send: Send }) => {
  const { field } = props
  return (
    <div>
      {/* The instructions' labels say "(optional)" themselves. */}
      <Label htmlFor={field.id} labelId={field.labelId} optional={false} />
      <textarea
        id={field.id}
        name={field.name}
        rows={3}
        maxLength={field.maxLength}
        value={field.value}
        aria-invalid={field.error !== null ? true : undefined}
        aria-describedby={field.error !== null ? errorId(field.id) : undefined}
        onChange={(e) => props.send(field.change(e.target.value))}
        className={`${inputStyle} py-2`}
      />
      <FieldError id={field.id} error={field.error} />
    </div>
  )
}
