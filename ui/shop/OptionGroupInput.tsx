import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatAsTyped, validateField } from '../../core/forms'
import {
  chosenOptionIds,
  groupPlaceholder,
  notesPlaceholder,
  remainingCharacters,
  type StoredOption,
  textareaRows,
} from '../../core/options'
import type { CustomForm, ProductOptionGroup } from '../../core/schemas/productSet'
import { Modal, primaryButton, secondaryButton } from '../components/Modal'
import type { MessageId } from '../messages/en'

export type OptionEvents = {
  choose: (optionId: string) => void
  text: (text: string) => void
  notes: (notes: string) => void
  form: (fieldId: string, value: unknown) => void
}

type Props = {
  group: ProductOptionGroup
  stored: StoredOption | undefined
  forms: readonly CustomForm[]
  formatPrice: (amount: number) => string
  on: OptionEvents
  autoFocus?: boolean
}

const Label = ({ group, htmlFor }: { group: ProductOptionGroup; htmlFor?: string }) => (
  <span className="block font-medium text-stone-800">
    {htmlFor ? <label htmlFor={htmlFor}>{group.label}</label> : group.label}
    {!group.required && (
      <span className="ml-1 text-sm font-normal text-stone-500">
        <FormattedMessage id="options.optional" />
      </span>
    )}
  </span>
)

/** B §2, B §5 option groups: one input per group type, with notes, counters and optional placeholders. */
export const OptionGroupInput = (props: Props) => {
  const { group, stored, on } = props
  const id = useId()
  const chosen = chosenOptionIds(stored).map(String)
  const extra = (amount: number) =>
    amount > 0 ? <span className="ml-1 text-sm text-stone-600">+{props.formatPrice(amount)}</span> : null
  let input: React.ReactNode
  switch (group.type) {
    case 'text':
    case 'textarea': {
      const text = typeof stored?.value === 'string' ? stored.value : ''
      const placeholder = groupPlaceholder(group)
      const remaining = remainingCharacters(group, text)
      const shared = {
        id,
        value: text,
        maxLength: group.parameters.characterLimit,
        placeholder: placeholder.text,
        autoFocus: props.autoFocus,
        'aria-describedby': remaining === null ? undefined : `${id}-remaining`,
        className: 'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2',
      }
      input = (
        <>
          <Label group={group} htmlFor={id} />
          {group.description && <p className="text-sm text-stone-600">{group.description}</p>}
          {group.type === 'text' ? (
            <input {...shared} className={`${shared.className} min-h-11`} onChange={(e) => on.text(e.target.value)} />
          ) : (
            <textarea {...shared} rows={textareaRows(group)} onChange={(e) => on.text(e.target.value)} />
          )}
          {remaining !== null && (
            <p id={`${id}-remaining`} className="mt-1 text-xs text-stone-500">
              <FormattedMessage id="options.remaining" values={{ n: remaining }} />
            </p>
          )}
        </>
      )
      break
    }
    case 'select':
      input = group.expanded ? (
        <fieldset>
          <legend>
            <Label group={group} />
          </legend>
          <div className="mt-1 grid gap-2">
            {group.productOptions.map((o) => (
              <label
                key={o.id}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-stone-200 px-3 has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input
                  type="radio"
                  name={id}
                  checked={chosen.includes(o.id)}
                  onChange={() => on.choose(o.id)}
                  className="size-4 accent-brand"
                />
                <span>
                  {o.label}
                  {extra(o.retailAmount)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <>
          <Label group={group} htmlFor={id} />
          <select
            id={id}
            value={chosen[0] ?? ''}
            onChange={(e) => on.choose(e.target.value)}
            className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
          >
            <option value="" disabled>
              {groupPlaceholder(group).text || '—'}
            </option>
            {group.productOptions.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
                {o.retailAmount > 0 ? ` (+${props.formatPrice(o.retailAmount)})` : ''}
              </option>
            ))}
          </select>
        </>
      )
      break
    case 'checkbox':
      input = (
        <fieldset>
          <legend>
            <Label group={group} />
          </legend>
          <div className="mt-1 grid gap-2">
            {group.productOptions.map((o) => (
              <label
                key={o.id}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-stone-200 px-3 has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(o.id)}
                  onChange={() => on.choose(o.id)}
                  className="size-4 accent-brand"
                />
                <span>
                  {o.label}
                  {extra(o.retailAmount)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )
      break
    case 'background':
    case 'image':
      // B §2 image-option chooser: options shown as images with label and a retail badge above 0.
      input = (
        <fieldset>
          <legend>
            <Label group={group} />
          </legend>
          <div className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-4">
            {group.productOptions.map((o) => {
              const image = o.backgroundAsset ?? o.assets?.smallUrl ?? null
              return (
                <label
                  key={o.id}
                  className="relative cursor-pointer rounded-lg border-2 border-transparent p-1 has-checked:border-brand has-focus-visible:outline-2 has-focus-visible:outline-brand"
                >
                  <input
                    type="radio"
                    name={id}
                    className="sr-only"
                    checked={chosen.includes(o.id)}
                    onChange={() => on.choose(o.id)}
                  />
                  {image ? (
                    <img src={image} alt="" className="aspect-square w-full rounded object-cover" />
                  ) : (
                    <span className="block aspect-square w-full rounded bg-stone-200" />
                  )}
                  <span className="mt-1 block text-center text-xs">{o.label}</span>
                  {o.retailAmount > 0 && (
                    <span className="absolute top-2 right-2 rounded bg-white/90 px-1 text-xs font-semibold">
                      +{props.formatPrice(o.retailAmount)}
                    </span>
                  )}
                </label>
              )
            })}
          </div>
        </fieldset>
      )
      break
    case 'form':
      input = <FormGroupInput {...props} />
      break
  }
  return (
    <div className="py-2" data-testid={`option-${group.label}`}>
      {input}
      {group.allowNotes && <NotesInput group={group} stored={stored} onNotes={on.notes} />}
    </div>
  )
}

const NotesInput = ({
  group,
  stored,
  onNotes,
}: {
  group: ProductOptionGroup
  stored: StoredOption | undefined
  onNotes: (n: string) => void
}) => {
  const id = useId()
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-sm text-stone-700">
        {group.parameters.notesTitle ?? <FormattedMessage id="options.notes" />}
      </label>
      <textarea
        id={id}
        rows={2}
        value={stored?.notes ?? ''}
        placeholder={notesPlaceholder(group)}
        onChange={(e) => onNotes(e.target.value)}
        className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
      />
    </div>
  )
}

/** B §4 custom form: the option button reads Enter or Edit; the fields are checked with core/forms on save. */
const FormGroupInput = ({ group, stored, forms, on }: Props) => {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const form = forms.find((f) => f.id === group.form)
  if (!form) return null
  const values = (
    typeof stored?.value === 'object' && stored.value !== null && !Array.isArray(stored.value) ? stored.value : {}
  ) as Record<string, unknown>
  const hasValue = Object.values(values).some((v) => v !== '' && v !== undefined)
  const save = () => {
    const found = Object.fromEntries(
      form.formFields.flatMap((f) => {
        const key = validateField(f, values[f.id])
        return key ? [[f.id, key]] : []
      }),
    )
    setErrors(found)
    if (Object.keys(found).length === 0) setOpen(false)
  }
  return (
    <div>
      <Label group={group} />
      <button type="button" className={`${secondaryButton} mt-1`} onClick={() => setOpen(true)}>
        <FormattedMessage id={hasValue ? 'options.edit_form' : 'options.enter_form'} />
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={form.title}
        footer={
          <div className="flex justify-end">
            <button type="button" className={primaryButton} onClick={save}>
              {(hasValue ? form.updateButtonText : form.saveButtonText) ?? intl.formatMessage({ id: 'product.save' })}
            </button>
          </div>
        }
      >
        {form.description && <p className="mb-3 text-stone-600">{form.description}</p>}
        {form.formFields.map((field) => {
          const fieldId = `${group.id}-${field.id}`
          const error = errors[field.id]
          return (
            <div key={field.id} className="mb-3">
              <label htmlFor={fieldId} className="block font-medium">
                {field.label}
                {!field.required && (
                  <span className="ml-1 text-sm font-normal text-stone-500">
                    <FormattedMessage id="options.optional" />
                  </span>
                )}
              </label>
              <input
                id={fieldId}
                value={typeof values[field.id] === 'string' ? (values[field.id] as string) : ''}
                placeholder={field.placeholder ?? undefined}
                inputMode={field.type === 'number' || field.type === 'tel' ? 'numeric' : undefined}
                aria-invalid={error !== undefined}
                onChange={(e) => on.form(field.id, formatAsTyped(field, e.target.value))}
                className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 px-3 aria-invalid:border-danger"
              />
              {error && (
                <p role="alert" className="mt-1 text-sm text-danger">
                  {intl.formatMessage({ id: error as MessageId })}
                </p>
              )}
            </div>
          )
        })}
      </Modal>
    </div>
  )
}
