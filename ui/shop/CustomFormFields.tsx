import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import type { FormFieldView } from '../../machines/customFormView'

type Props = {
  /** The fields as the custom form view gives them (machines/customFormView formFieldsView). */
  fields: readonly FormFieldView[]
  onChange: (fieldId: string, value: unknown) => void
  /** Keeps ids unique when two forms are on the page. */
  idPrefix: string
}

const input = 'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 aria-invalid:border-danger'

/**
 * B §2 custom form modal fields, B §3 form fields: one input per field type, the optional hint (B §5), the field's
 * message under it. Used by the order's custom form and by a `form` option group.
 */
export const CustomFormFields = ({ fields, onChange, idPrefix }: Props) => {
  const intl = useIntl()
  return (
    <div className="grid gap-4">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.id}`
        const { error, control } = field
        const described = [field.description ? `${id}-description` : null, error ? `${id}-error` : null]
          .filter(Boolean)
          .join(' ')
        const common = {
          id,
          'aria-invalid': error !== null,
          'aria-describedby': described || undefined,
          'aria-required': field.required,
        }
        const label = (
          <>
            {field.label}
            {field.optional && (
              <span className="ml-1 text-sm font-normal text-stone-500">
                <FormattedMessage id="options.optional" />
              </span>
            )}
          </>
        )
        return (
          <div key={field.id} data-testid={`field-${field.label}`}>
            {control.kind === 'choices' ? (
              <fieldset aria-describedby={described || undefined}>
                <legend className="font-medium">{label}</legend>
                <div className="mt-1 grid gap-2">
                  {control.choices.map((c) => (
                    <label
                      key={c.code}
                      className="flex min-h-11 items-center gap-3 rounded-lg border border-stone-200 px-3 has-checked:border-brand has-checked:bg-brand-soft"
                    >
                      <input
                        type={control.multiple ? 'checkbox' : 'radio'}
                        name={field.id}
                        checked={c.checked}
                        onChange={() => onChange(field.id, c.next)}
                        className="size-4 accent-brand"
                      />
                      {c.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : control.kind === 'checkbox' ? (
              <label className="flex min-h-11 items-center gap-3 font-medium">
                <input
                  {...common}
                  type="checkbox"
                  checked={control.checked}
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
                {control.kind === 'textarea' ? (
                  <textarea
                    {...common}
                    rows={3}
                    value={control.value}
                    placeholder={control.placeholder}
                    onChange={(e) => onChange(field.id, e.target.value)}
                    className={`${input} py-2`}
                  />
                ) : control.kind === 'select' ? (
                  <select
                    {...common}
                    value={control.value}
                    onChange={(e) => onChange(field.id, e.target.value)}
                    className={input}
                  >
                    <option value="" disabled>
                      {control.placeholder}
                    </option>
                    {control.choices.map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...common}
                    type={control.type}
                    inputMode={control.inputMode}
                    autoComplete={control.autoComplete}
                    value={control.value}
                    placeholder={control.placeholder}
                    onChange={(e) => onChange(field.id, e.target.value)}
                    className={input}
                  />
                )}
              </>
            )}
            {field.description && (
              <p id={`${id}-description`} className="mt-1 text-sm text-stone-600">
                {field.description}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
                {'text' in error ? error.text : intl.formatMessage({ id: error.id }, error.values)}
              </p>
            )}
          </div>
        )
      })}
    </div>
  )
}
