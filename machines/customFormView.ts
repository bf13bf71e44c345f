import type { SnapshotFrom } from 'xstate'
import { DEFAULT_DATE_FORMAT, FORM_ERRORS, type FormField, fieldChoices } from '../core/forms'
import type { CustomForm } from '../core/schemas/productSet'
import type { CustomFormEvent, customFormMachine } from './customForm'
import { asIs, message, type ViewText } from './viewText'

type Field = FormField & {
  readonly id: string
  readonly label: string
  readonly description: string | null
  readonly required: boolean
}

const KNOWN_ERRORS: ReadonlySet<string> = new Set(Object.values(FORM_ERRORS))

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** A field's message: the B §8 key core/forms gave it, else the server's reason as it came (C §7 field map). */
const errorText = (error: string | undefined): ViewText | null =>
  error === undefined ? null : KNOWN_ERRORS.has(error) ? message(error) : asIs(error)

const dateFormat = (field: Field) =>
  typeof field.parameters?.dateFormat === 'string' ? field.parameters.dateFormat : DEFAULT_DATE_FORMAT

/** How one field is entered, with what it holds now. */
const control = (field: Field, value: unknown) => {
  switch (field.type) {
    case 'radio':
    case 'multiple_choice': {
      // Radio buttons (one code) or checkboxes (a list of codes); `next` is the value once the choice is clicked.
      const multiple = field.type === 'multiple_choice'
      const chosen = Array.isArray(value) ? value.map(String) : [text(value)]
      return {
        kind: 'choices' as const,
        multiple,
        choices: fieldChoices(field).map((c) => ({
          code: c.code,
          label: c.label,
          checked: chosen.includes(c.code),
          next: multiple
            ? chosen.includes(c.code)
              ? chosen.filter((code) => code !== c.code)
              : [...chosen.filter(Boolean), c.code]
            : c.code,
        })),
      }
    }
    case 'checkbox':
      return { kind: 'checkbox' as const, checked: value === true }
    case 'long_text':
      return { kind: 'textarea' as const, value: text(value), placeholder: field.placeholder ?? undefined }
    case 'select':
    case 'single_choice':
      return {
        kind: 'select' as const,
        value: text(value),
        placeholder: field.placeholder ?? '—',
        choices: fieldChoices(field).map((c) => ({ code: c.code, label: c.label })),
      }
    default: {
      // Number and tel take digits only (B §5); a date shows its format until typed in.
      const digits = field.type === 'number' || field.type === 'tel'
      return {
        kind: 'input' as const,
        type: field.type === 'tel' ? ('tel' as const) : ('text' as const),
        inputMode: digits ? ('numeric' as const) : undefined,
        autoComplete: field.type === 'tel' ? ('tel' as const) : undefined,
        value: text(value),
        placeholder: field.placeholder ?? (field.type === 'date' ? dateFormat(field) : undefined),
      }
    }
  }
}

/**
 * B §2 custom form modal fields, B §3 form fields, B §5 forms: per field its label with the optional hint when not
 * required, its description, how it is entered (choices from parameters.choices, a date's format as placeholder,
 * defaulting to DD/MM/YYYY, digits for number and tel) and its message (the B §8 key) once checked.
 */
export const formFieldsView = (
  fields: readonly Field[],
  values: Readonly<Record<string, unknown>>,
  errors: Readonly<Record<string, string>>,
) =>
  fields.map((field) => ({
    id: field.id,
    label: field.label,
    optional: !field.required,
    required: field.required,
    description: field.description,
    error: errorText(errors[field.id]),
    control: control(field, values[field.id]),
  }))

export type FormFieldView = ReturnType<typeof formFieldsView>[number]

type FormSnapshot = Pick<SnapshotFrom<typeof customFormMachine>, 'context' | 'matches'>

/** The event of a field's new value (typing applies the text format as typed, in the machine). */
const fieldEvent = (fieldId: string, value: unknown): CustomFormEvent => ({ type: 'form.field', fieldId, value })

/**
 * B §2 custom form modal, B §4 custom form: title, description, fields, and the submit button (the form's save text
 * for a new form, its update text for existing data, else Save), disabled while saving. The close control only when
 * closing is allowed or the form is being edited, and not while saving. `shown`: open and not held back by the welcome
 * modal (formShown). The server's reason shows when no field carries one; with field messages, a hint to check them.
 */
export const customFormView = (snapshot: FormSnapshot, form: CustomForm, shown: boolean) => {
  const { context } = snapshot
  const saving = snapshot.matches('saving')
  const closable = (context.allowClose || context.editing) && !saving
  const buttonText = context.editing ? form.updateButtonText : form.saveButtonText
  const fieldErrors = Object.keys(context.errors).length > 0
  return {
    open: shown,
    title: form.title,
    description: form.description,
    saving,
    close: closable ? ({ type: 'form.close' } satisfies CustomFormEvent) : null,
    submit: {
      label: buttonText === null ? message('customForm.save') : asIs(buttonText),
      disabled: saving,
      event: { type: 'form.submit' } satisfies CustomFormEvent,
    },
    fields: formFieldsView(form.formFields, context.values, context.errors),
    change: fieldEvent,
    /** The server's reason when no field holds one. */
    error: context.error !== null && !fieldErrors ? context.error : null,
    /** 'customForm.check_fields' under the fields while any carries a message. */
    checkFields: fieldErrors,
  }
}

export type CustomFormView = ReturnType<typeof customFormView>
