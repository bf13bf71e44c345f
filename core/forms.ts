// Custom form fields (B §5 forms): input formatting as typed, validation with the message keys of B §8.
import { MAX_FORM_VALUE_LENGTH } from './inputLimits'

export type Id = string | number

export interface FormField {
  readonly id: Id
  /** text, long_text, date, tel, number, select, radio, checkbox, single_choice, multiple_choice, ... */
  readonly type: string
  readonly label?: string | null
  readonly placeholder?: string | null
  readonly required?: boolean | null
  /** B §3 subjectMapping: the subject's field this field starts from (NAME, FIRST_NAME, LAST_NAME, GRADE, TEACHER). */
  readonly subjectMapping?: string | null
  /** textFormat (ucfirst, uc, lc) and dateFormat are read from here; other keys are ignored. */
  readonly parameters?: Readonly<Record<string, unknown>> | null
}

function parameter(field: FormField, name: 'textFormat' | 'dateFormat'): string | undefined {
  const value = field.parameters?.[name]
  return typeof value === 'string' && value !== '' ? value : undefined
}

// B §8 lists these keys as one family after 'checkout.'; C §5 uses the same prefix for form_error_invalid_email.
export const FORM_ERRORS = {
  required: 'checkout.form_error_field_required',
  invalidNumber: 'checkout.form_error_invalid_number',
  numberLength: 'checkout.form_error_invalid_number_length',
  invalidDate: 'checkout.form_error_invalid_date',
  invalidName: 'checkout.form_error_invalid_name',
  // Interpretation (issue 11 point 4): B §8 has no key for a value of the wrong kind, so these three are ours.
  /** A select, radio or single choice that is not one of its choices; a multiple choice that is not a list of them. */
  invalidChoice: 'checkout.form_error_invalid_choice',
  /** A checkbox that is not true or false; text that is not text. */
  invalidValue: 'checkout.form_error_invalid_value',
  /** Text over MAX_FORM_VALUE_LENGTH (core/inputLimits.ts). */
  tooLong: 'checkout.form_error_too_long',
} as const

export type FormErrorKey = (typeof FORM_ERRORS)[keyof typeof FORM_ERRORS]

export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY'

/**
 * What a field's value is, by its type (B §3 form field types): digits (number, tel; text of digits or a whole
 * number), a date (text in its dateFormat), one choice code (select, radio, single_choice), a list of choice codes
 * (multiple_choice), true or false (checkbox); any other type (text, long_text, image_chooser, ...) holds text.
 */
export type FieldValueKind = 'digits' | 'date' | 'choice' | 'choices' | 'checkbox' | 'text'

const VALUE_KINDS: Readonly<Record<string, FieldValueKind>> = {
  number: 'digits',
  tel: 'digits',
  date: 'date',
  select: 'choice',
  radio: 'choice',
  single_choice: 'choice',
  multiple_choice: 'choices',
  checkbox: 'checkbox',
}

export const fieldValueKind = (type: string): FieldValueKind => VALUE_KINDS[type] ?? 'text'

const NAME_LABELS = new Set(['student name', 'name', 'full name'])

/** What the input shows after a keystroke: digits only for number and tel, else the textFormat (ucfirst, uc, lc). */
export function formatAsTyped(field: FormField, raw: string): string {
  if (fieldValueKind(field.type) === 'digits') return raw.replace(/\D/g, '')
  switch (parameter(field, 'textFormat')) {
    case 'ucfirst':
      return raw.charAt(0).toUpperCase() + raw.slice(1)
    case 'uc':
      return raw.toUpperCase()
    case 'lc':
      return raw.toLowerCase()
    default:
      return raw
  }
}

export interface CalendarDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

const leap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

function daysInMonth(year: number, month: number): number {
  if (month === 2) return leap(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

const TOKENS: Readonly<Record<string, string>> = { YYYY: '(\\d{4})', MM: '(\\d{2})', DD: '(\\d{2})' }

/**
 * Strict parse against a format of DD, MM and YYYY tokens (case-insensitive) and literal separators: every digit
 * count must match and the day must exist in that month (31/02/2024 fails). null when it does not parse.
 * MM/DD without YYYY checks the day against a leap year.
 */
export function parseDate(value: string, format: string = DEFAULT_DATE_FORMAT): CalendarDate | null {
  const order: string[] = []
  const source = format
    .toUpperCase()
    .split(/(YYYY|MM|DD)/)
    .map((part) => {
      const token = TOKENS[part]
      if (!token) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      order.push(part)
      return token
    })
    .join('')
  const match = new RegExp(`^${source}$`).exec(value)
  if (!match) return null
  // A token the format lacks is not checked: a leap year and the first month or day stand in.
  const part = (token: string, fallback: number) =>
    order.includes(token) ? Number(match[order.indexOf(token) + 1]) : fallback
  const [year, month, day] = [part('YYYY', 2000), part('MM', 1), part('DD', 1)]
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : null
}

// Nothing given: no value, blank text, an empty list; an unchecked checkbox. (false in another field is a wrong kind.)
function emptyValue(value: unknown, kind: FieldValueKind): boolean {
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return value === undefined || value === null || (kind === 'checkbox' && value === false)
}

function digitsProblem(value: unknown): FormErrorKey | null {
  const digits =
    typeof value === 'number'
      ? Number.isInteger(value) && value >= 0
      : typeof value === 'string' && /^\d+$/.test(value.trim())
  if (!digits) return FORM_ERRORS.invalidNumber
  return Number(value) >= Number.MAX_SAFE_INTEGER ? FORM_ERRORS.numberLength : null
}

function textProblem(field: FormField, value: unknown): FormErrorKey | null {
  if (typeof value !== 'string') return FORM_ERRORS.invalidValue
  const text = value.trim()
  if (text.length > MAX_FORM_VALUE_LENGTH) return FORM_ERRORS.tooLong
  const isName = field.type === 'text' && NAME_LABELS.has((field.label ?? '').trim().toLowerCase())
  return isName && text.split(/\s+/).length < 2 ? FORM_ERRORS.invalidName : null
}

/**
 * The first failing rule's message key, or null. Optional empty fields pass. A value is first checked against its
 * field's kind (fieldValueKind), whatever JSON it is: the browser and the server run this same check (issue 11).
 */
export function validateField(field: FormField, value: unknown): FormErrorKey | null {
  const kind = fieldValueKind(field.type)
  if (emptyValue(value, kind)) return field.required === true ? FORM_ERRORS.required : null
  const codes = () => new Set(fieldChoices(field).map((c) => c.code))
  switch (kind) {
    case 'checkbox':
      return typeof value === 'boolean' ? null : FORM_ERRORS.invalidValue
    case 'digits':
      return digitsProblem(value)
    case 'date':
      return typeof value === 'string' && parseDate(value.trim(), parameter(field, 'dateFormat'))
        ? null
        : FORM_ERRORS.invalidDate
    case 'choice':
      return typeof value === 'string' && codes().has(value.trim()) ? null : FORM_ERRORS.invalidChoice
    case 'choices': {
      // Each a code of the field, none twice.
      const known = codes()
      const ok = Array.isArray(value) && value.every((c) => known.delete(c))
      return ok ? null : FORM_ERRORS.invalidChoice
    }
    case 'text':
      return textProblem(field, value)
  }
}

/** Errors keyed by field id; an empty object means the form can be submitted. */
export function validateForm(
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
): Record<string, FormErrorKey> {
  const errors: Record<string, FormErrorKey> = {}
  for (const field of fields) {
    const error = validateField(field, values[String(field.id)])
    if (error) errors[String(field.id)] = error
  }
  return errors
}

/** Placeholder text and whether the view wraps it in its translated optional hint. */
export function fieldPlaceholder(field: FormField): { readonly text: string; readonly optional: boolean } {
  return { text: field.placeholder ?? '', optional: field.required !== true }
}

/** B §3 form field parameters.choices: the codes and labels a choice field offers; malformed entries are skipped. */
export function fieldChoices(field: FormField): { code: string; label: string; isDefault: boolean }[] {
  const choices = field.parameters?.choices
  if (!Array.isArray(choices)) return []
  return choices.flatMap((c) => {
    const choice = c as { code?: unknown; label?: unknown; isDefault?: unknown } | null
    if (typeof choice?.code !== 'string' && typeof choice?.code !== 'number') return []
    const code = String(choice.code)
    return [
      { code, label: typeof choice.label === 'string' ? choice.label : code, isDefault: choice.isDefault === true },
    ]
  })
}

const MULTI_CHOICE_TYPES = new Set(['multiple_choice'])

/**
 * What a new form starts with (B §3 choices isDefault, parameters.checked): the default choice of a choice field (all
 * defaults of a multiple choice), and a checkbox's checked state. Fields without a default are left out.
 */
export function defaultFormValues(fields: readonly FormField[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((field): [string, unknown][] => {
      if (field.type === 'checkbox' && typeof field.parameters?.checked === 'boolean')
        return [[String(field.id), field.parameters.checked]]
      const defaults = fieldChoices(field)
        .filter((c) => c.isDefault)
        .map((c) => c.code)
      if (defaults.length === 0) return []
      return [[String(field.id), MULTI_CHOICE_TYPES.has(field.type) ? defaults : defaults[0]]]
    }),
  )
}

/** What the shop already knows about the child (B §3 subject), for the fields mapped to it. */
export interface KnownSubject {
  readonly name: string
  readonly firstName: string
  readonly lastName: string
  readonly grade: string | null
  readonly teacher: string | null
}

const SUBJECT_FIELDS: Record<string, (subject: KnownSubject) => string | null> = {
  NAME: (s) => s.name,
  FIRST_NAME: (s) => s.firstName,
  LAST_NAME: (s) => s.lastName,
  GRADE: (s) => s.grade,
  TEACHER: (s) => s.teacher,
}

const CHOICE_VALUE_TYPES = new Set(['select', 'radio', 'single_choice'])
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
/** A numeric code and a value holding that one number ("3" and "Grade 3"): the roster's words, the shop's language. */
const sameNumber = (code: string, known: string) => {
  const numbers = known.match(/\d+/g)
  return /^\d+$/.test(code) && numbers?.length === 1 && Number(numbers[0]) === Number(code)
}

/**
 * Issue 16 point 5, B §3 subjectMapping: a new form starts from what the access code already told the shop (name,
 * grade, teacher). A choice field takes the choice whose code or label is the subject's value ("Grade 3" or "3"), else
 * the numeric code of the one number in it (the roster's "Grade 3" in a shop that reads "3.er grado"), and nothing
 * when none is; a subject without the value leaves the field for the parent.
 */
export function subjectFormValues(fields: readonly FormField[], subject: KnownSubject | null): Record<string, unknown> {
  if (!subject) return {}
  return Object.fromEntries(
    fields.flatMap((field): [string, unknown][] => {
      const known = field.subjectMapping ? SUBJECT_FIELDS[field.subjectMapping]?.(subject)?.trim() : undefined
      if (!known) return []
      if (!CHOICE_VALUE_TYPES.has(field.type)) return [[String(field.id), formatAsTyped(field, known)]]
      const choices = fieldChoices(field)
      const choice =
        choices.find((c) => sameText(c.code, known) || sameText(c.label, known)) ??
        choices.find((c) => sameNumber(c.code, known))
      return choice ? [[String(field.id), choice.code]] : []
    }),
  )
}
