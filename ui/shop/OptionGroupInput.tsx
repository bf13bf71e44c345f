import { useId } from 'react'
import { useFormGroup } from '../../adapters/react/customForm'
import { FormattedMessage, useIntl } from '../../adapters/react/intl'
import { useSubjectPhotos } from '../../adapters/react/shop'
import type { StoredOption } from '../../core/options'
import type { CustomForm, ProductOptionGroup } from '../../core/schemas/productSet'
import type { GroupView } from '../../machines/productPanelView'
import type { ViewText } from '../../machines/viewText'
import { secondaryButton } from '../components/Modal'
import { BackgroundChooser } from './BackgroundChooser'
import { CustomFormModal } from './CustomFormModal'
import { ImageOptionChooser } from './ImageOptionChooser'

const focusWithoutScroll = (element: HTMLElement | null) => element?.focus({ preventScroll: true })

export type OptionEvents = {
  choose: (optionId: string) => void
  text: (text: string) => void
  notes: (notes: string) => void
  form: (fieldId: string, value: unknown) => void
  /** B §5: Enter in a single-line input submits the panel. */
  submit?: () => void
}

type Props = {
  /** The group as the panel's view shows it (its events are sent through `on`). */
  view: Omit<GroupView, 'events'>
  forms: readonly CustomForm[]
  formatPrice: (amount: number) => string
  on: OptionEvents
  /** The photo chosen for the product, previewed on a backdrop (background groups). */
  photoId?: string | null
}

/** The group's label, "(optional)" when it is, and what filling it adds to each print ("+$3.00"). */
const Label = (props: { group: ProductOptionGroup; htmlFor?: string; amount?: string | null }) => (
  <span className="block font-medium text-stone-800">
    {props.htmlFor ? <label htmlFor={props.htmlFor}>{props.group.label}</label> : props.group.label}
    {!props.group.required && (
      <span className="ml-1 text-sm font-normal text-stone-500">
        <FormattedMessage id="options.optional" />
      </span>
    )}
    {props.amount && (
      <span className="ml-2 text-sm font-semibold text-stone-700" data-testid="group-amount">
        <FormattedMessage id="options.adds" values={{ amount: props.amount }} />
      </span>
    )}
  </span>
)

/** B §2, B §5 option groups: one input per group type, with notes, counters and optional placeholders. */
export const OptionGroupInput = (props: Props) => {
  const { view, on } = props
  const { group, stored, chosen } = view
  const id = useId()
  const intl = useIntl()
  // B §5: the placeholder says "(optional)" when the group is.
  const placeholder = [
    view.placeholder.text,
    view.placeholder.optional && intl.formatMessage({ id: 'options.optional' }),
  ]
    .filter(Boolean)
    .join(' ')
  const { photos } = useSubjectPhotos()
  const amount = view.amount > 0 ? props.formatPrice(view.amount) : null
  const extra = (amount: number) =>
    amount > 0 ? <span className="ml-1 text-sm text-stone-600">+{props.formatPrice(amount)}</span> : null
  let input: React.ReactNode
  switch (group.type) {
    case 'text':
    case 'textarea': {
      const { text, remaining } = view
      const shared = {
        id,
        value: text,
        maxLength: group.parameters.characterLimit,
        placeholder,
        // B §8 focus on the first text input, without scrolling the panel past its photo (React's autoFocus scrolls).
        ref: view.autoFocus ? focusWithoutScroll : undefined,
        'aria-describedby': remaining === null ? undefined : `${id}-remaining`,
        className: 'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2',
      }
      input = (
        <>
          <Label group={group} htmlFor={id} amount={amount} />
          {group.description && <p className="text-sm text-stone-600">{group.description}</p>}
          {group.type === 'text' ? (
            <input
              {...shared}
              className={`${shared.className} min-h-11`}
              onChange={(e) => on.text(e.target.value)}
              onKeyDown={(e) => {
                // B §5: Enter submits a single-line option; Escape closes the panel only when it is the only group
                // (a prevented Escape is no close request for the panel's <dialog>).
                if (e.key === 'Enter' && on.submit) {
                  e.preventDefault()
                  on.submit()
                } else if (e.key === 'Escape' && !view.escapeCloses) e.preventDefault()
              }}
            />
          ) : (
            <textarea {...shared} rows={view.rows} onChange={(e) => on.text(e.target.value)} />
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
        <ChoiceList kind="radio" name={id} group={group} chosen={chosen} onChoose={on.choose} extra={extra} />
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
              {placeholder || '—'}
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
      input = <ChoiceList kind="checkbox" name={id} group={group} chosen={chosen} onChoose={on.choose} extra={extra} />
      break
    case 'background':
      // B §2 background (green screen) chooser modal.
      input = (
        <BackgroundChooser
          group={group}
          chosen={chosen[0] ?? null}
          photo={photos.find((p) => p.image.id === props.photoId)?.image ?? null}
          formatPrice={props.formatPrice}
          onApply={on.choose}
        />
      )
      break
    case 'image':
      // B §2 image-option chooser modal: the choice with a Change button; the options as images in a modal.
      input = (
        <ImageOptionChooser
          group={group}
          chosen={chosen}
          label={<Label group={group} />}
          formatPrice={props.formatPrice}
          onChoose={on.choose}
        />
      )
      break
    case 'form':
      input = <FormGroupInput {...props} amount={amount} />
      break
  }
  return (
    <>
      {input}
      {group.allowNotes && (
        <NotesInput group={group} stored={stored} placeholder={view.notesPlaceholder} onNotes={on.notes} />
      )}
    </>
  )
}

const NotesInput = ({
  group,
  stored,
  placeholder,
  onNotes,
}: {
  group: ProductOptionGroup
  stored: StoredOption | undefined
  placeholder: ViewText
  onNotes: (n: string) => void
}) => {
  const id = useId()
  const intl = useIntl()
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-sm text-stone-700">
        {group.parameters.notesTitle ?? <FormattedMessage id="options.notes" />}
      </label>
      <textarea
        id={id}
        rows={2}
        value={stored?.notes ?? ''}
        placeholder={'text' in placeholder ? placeholder.text : intl.formatMessage({ id: placeholder.id })}
        onChange={(e) => onNotes(e.target.value)}
        className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
      />
    </div>
  )
}

/**
 * B §4 a `form` option group: the option button reads Enter or Edit depending on whether a value exists; the form
 * modal (the same as the order's custom form) checks the fields with core/forms and hands them to the item.
 */
const FormGroupInput = ({ forms, ...props }: Props & { amount: string | null }) => {
  const form = forms.find((f) => f.id === props.view.group.form)
  return form ? <FormGroupButton form={form} {...props} /> : null
}

const FormGroupButton = ({
  view,
  form,
  on,
  amount,
}: Omit<Props, 'forms'> & { form: CustomForm; amount: string | null }) => {
  const { group, stored } = view
  const intl = useIntl()
  const values = (
    typeof stored?.value === 'object' && stored.value !== null && !Array.isArray(stored.value) ? stored.value : {}
  ) as Record<string, unknown>
  const [snapshot, send, shown] = useFormGroup(form, values, (saved) => {
    for (const field of form.formFields) on.form(field.id, saved[field.id] ?? '')
  })
  const hasValue = Object.values(values).some((v) => v !== '' && v !== undefined && v !== null)
  const action = intl.formatMessage({ id: hasValue ? 'options.edit_form' : 'options.enter_form' })
  return (
    <div>
      <Label group={group} amount={amount} />
      {group.description && <p className="text-sm text-stone-600">{group.description}</p>}
      <button
        type="button"
        className={`${secondaryButton} mt-1`}
        aria-label={`${action} ${group.label.toLowerCase()}`}
        onClick={() => send({ type: 'form.open' })}
      >
        {action}
      </button>
      <CustomFormModal form={form} snapshot={snapshot} send={send} shown={shown} />
    </div>
  )
}

/** Radio buttons (an expanded select) or checkboxes: one labelled row per option, with its extra price. */
const ChoiceList = (props: {
  kind: 'radio' | 'checkbox'
  name: string
  group: ProductOptionGroup
  chosen: readonly string[]
  onChoose: (optionId: string) => void
  extra: (amount: number) => React.ReactNode
}) => (
  <fieldset>
    <legend>
      <Label group={props.group} />
    </legend>
    <div className="mt-1 grid gap-2">
      {props.group.productOptions.map((o) => (
        <label
          key={o.id}
          className="flex min-h-11 items-center gap-3 rounded-lg border border-stone-200 px-3 has-checked:border-brand has-checked:bg-brand-soft"
        >
          <input
            type={props.kind}
            name={props.kind === 'radio' ? props.name : undefined}
            checked={props.chosen.includes(o.id)}
            onChange={() => props.onChoose(o.id)}
            className="size-4 accent-brand"
          />
          <span>
            {o.label}
            {props.extra(o.retailAmount)}
          </span>
        </label>
      ))}
    </div>
  </fieldset>
)
