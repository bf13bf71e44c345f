// Custom form fields (B §5 forms): input formatting as typed, validation with the message keys of B §8.

export type Id = string | number

export interface FormField {
  readonly id: Id
  /** text, long_text, date, tel, number, select, radio, checkbox, single_choice, multiple_choice, ... */
  readonly type: string
  readonly label?: string | null
  readonly placeholder?: string | null
  readonly required?: boolean | null
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
} as const

export type FormErrorKey = (typeof FORM_ERRORS)[keyof typeof FORM_ERRORS]

export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY'

const DIGIT_TYPES = new Set(['number', 'tel'])
const NAME_LABELS = new Set(['student name', 'name', 'full name'])

/** What the input shows after a keystroke: digits only for number and tel, else the textFormat (ucfirst, uc, lc). */
export function formatAsTyped(field: FormField, raw: string): string {
  if (DIGIT_TYPES.has(field.type)) return raw.replace(/\D/g, '')
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

function emptyValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return value === undefined || value === null || value === false
}

/** The first failing rule's message key, or null. Optional empty fields pass. */
export function validateField(field: FormField, value: unknown): FormErrorKey | null {
  if (emptyValue(value)) return field.required === true ? FORM_ERRORS.required : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (DIGIT_TYPES.has(field.type)) {
    if (!/^\d+$/.test(text)) return FORM_ERRORS.invalidNumber
    return Number(text) >= Number.MAX_SAFE_INTEGER ? FORM_ERRORS.numberLength : null
  }
  if (field.type === 'date') {
    return parseDate(text, parameter(field, 'dateFormat')) ? null : FORM_ERRORS.invalidDate
  }
  const isName = field.type === 'text' && NAME_LABELS.has((field.label ?? '').trim().toLowerCase())
  return isName && text.split(/\s+/).length < 2 ? FORM_ERRORS.invalidName : null
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
