import { FormattedMessage, useIntl } from 'react-intl'
import { DEFAULT_DATE_FORMAT, type FormField, fieldChoices } from '../../core/forms'
import type { CustomForm } from '../../core/schemas/productSet'
import type { MessageId } from '../messages/en'

type Props = {
  form: CustomForm
  values: Readonly<Record<string, unknown>>
  errors: Readonly<Record<string, string>>
  onChange: (fieldId: string, value: unknown) => void
  /** Keeps ids unique when two forms are on the page. */
  idPrefix: string
}

const input = 'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 aria-invalid:border-danger'

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/**
 * B §2 custom form modal fields, B §3 form fields: one input per field type, the optional hint (B §5), the field's
 * message key from core/forms under it. Used by the order's custom form and by a `form` option group.
 */
export const CustomFormFields = ({ form, values, errors, onChange, idPrefix }: Props) => {
  const intl = useIntl()
  return (
    <div className="grid gap-4">
      {form.formFields.map((field) => {
        const id = `${idPrefix}-${field.id}`
        const error = errors[field.id]
        const described = [field.description ? `${id}-description` : null, error ? `${id}-error` : null]
          .filter(Boolean)
          .join(' ')
        const common = {
          id,
          'aria-invalid': error !== undefined,
          'aria-describedby': described || undefined,
          'aria-required': field.required,
        }
        const group = field.type === 'radio' || field.type === 'multiple_choice'
        const label = (
          <>
            {field.label}
            {!field.required && (
              <span className="ml-1 text-sm font-normal text-stone-500">
                <FormattedMessage id="options.optional" />
              </span>
            )}
          </>
        )
        return (
          <div key={field.id} data-testid={`field-${field.label}`}>
            {group ? (
              <fieldset aria-describedby={described || undefined}>
                <legend className="font-medium">{label}</legend>
                <ChoiceList field={field} value={values[field.id]} onChange={(v) => onChange(field.id, v)} />
              </fieldset>
            ) : field.type === 'checkbox' ? (
              <label className="flex min-h-11 items-center gap-3 font-medium">
                <input
                  {...common}
                  type="checkbox"
                  checked={values[field.id] === true}
                  onChange={(e) => onChange(field.id, e.target.checked)}
                  className="size-5 accent-brand"
                />
                {label}
              </label>
            ) : (
              <>
                <label htmlFor={id} className="block font-medium">
                  {label}
                </label>
                <FieldInput
                  field={field}
                  value={values[field.id]}
                  onChange={(v) => onChange(field.id, v)}
                  common={common}
                />
              </>
            )}
            {field.description && (
              <p id={`${id}-description`} className="mt-1 text-sm text-stone-600">
                {field.description}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
                {intl.formatMessage({ id: error as MessageId })}
              </p>
            )}
          </div>
        )
      })}
    </div>
  )
}

const FieldInput = (props: {
  field: FormField
  value: unknown
  onChange: (value: unknown) => void
  common: Record<string, unknown>
}) => {
  const { field, value, onChange, common } = props
  const placeholder = field.placeholder ?? undefined
  switch (field.type) {
    case 'long_text':
      return (
        <textarea
          {...common}
          rows={3}
          value={text(value)}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          className={`${input} py-2`}
        />
      )
    case 'select':
    case 'single_choice':
      return (
        <select {...common} value={text(value)} onChange={(e) => onChange(e.target.value)} className={input}>
          <option value="" disabled>
            {placeholder ?? '—'}
          </option>
          {fieldChoices(field).map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </select>
      )
    default: {
      const digits = field.type === 'number' || field.type === 'tel'
      const dateFormat =
        typeof field.parameters?.dateFormat === 'string' ? field.parameters.dateFormat : DEFAULT_DATE_FORMAT
      return (
        <input
          {...common}
          type={field.type === 'tel' ? 'tel' : 'text'}
          inputMode={digits ? 'numeric' : undefined}
          autoComplete={field.type === 'tel' ? 'tel' : undefined}
          value={text(value)}
          placeholder={placeholder ?? (field.type === 'date' ? dateFormat : undefined)}
          onChange={(e) => onChange(e.target.value)}
          className={input}
        />
      )
    }
  }
}

/** Radio buttons (one code) or checkboxes (a list of codes) for the field's choices. */
const ChoiceList = (props: { field: FormField; value: unknown; onChange: (value: unknown) => void }) => {
  const multiple = props.field.type === 'multiple_choice'
  const chosen = Array.isArray(props.value) ? props.value.map(String) : [text(props.value)]
  return (
    <div className="mt-1 grid gap-2">
      {fieldChoices(props.field).map((c) => (
        <label
          key={c.code}
          className="flex min-h-11 items-center gap-3 rounded-lg border border-stone-200 px-3 has-checked:border-brand has-checked:bg-brand-soft"
        >
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={String(props.field.id)}
            checked={chosen.includes(c.code)}
            onChange={() =>
              props.onChange(
                multiple
                  ? chosen.includes(c.code)
                    ? chosen.filter((code) => code !== c.code)
                    : [...chosen.filter(Boolean), c.code]
                  : c.code,
              )
            }
            className="size-4 accent-brand"
          />
          {c.label}
        </label>
      ))}
    </div>
  )
}
