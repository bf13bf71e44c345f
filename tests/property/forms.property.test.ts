import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import {
  type FieldValueKind,
  FORM_ERRORS,
  fieldValueKind,
  formatAsTyped,
  parseDate,
  validateField,
} from '../../core/forms'
import { MAX_FORM_VALUE_LENGTH } from '../../core/inputLimits'

const pad = (n: number, width: number) => String(n).padStart(width, '0')
// An independent month-length table: the oracle for the parser's own.
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const daysIn = (y: number, m: number) => [31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0
const calendarDate = fc
  .record({ year: fc.integer({ min: 1000, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.record({
      year: fc.constant(year),
      month: fc.constant(month),
      day: fc.integer({ min: 1, max: daysIn(year, month) }),
    }),
  )
const format = fc.constantFrom('DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY')
const render = (d: { year: number; month: number; day: number }, f: string) =>
  f.replace('YYYY', pad(d.year, 4)).replace('MM', pad(d.month, 2)).replace('DD', pad(d.day, 2))

describe('B §5 forms properties', () => {
  test.prop([calendarDate, format])('B §5 forms: every real date parses back in its format', (d, f) => {
    expect(parseDate(render(d, f), f)).toEqual(d)
  })

  test.prop([calendarDate, format, fc.integer({ min: 1, max: 9 })])(
    'B §5 forms: a day past the end of the month never parses',
    (d, f, past) => {
      const day = daysIn(d.year, d.month) + past
      fc.pre(day <= 99)
      expect(parseDate(render({ ...d, day }, f), f)).toBeNull()
    },
  )

  test.prop([fc.string({ maxLength: 20 }), fc.constantFrom('number', 'tel')])(
    'B §5 forms: digits typed stay digits and formatting twice changes nothing',
    (raw, type) => {
      const field = { id: 'f', type }
      const once = formatAsTyped(field, raw)
      expect(once).toMatch(/^\d*$/)
      expect(formatAsTyped(field, once)).toBe(once)
      if (once !== '') expect(validateField(field, once)).not.toBe(FORM_ERRORS.invalidNumber)
    },
  )

  test.prop([fc.string({ maxLength: 20 }), fc.constantFrom('ucfirst', 'uc', 'lc')])(
    'B §5 forms: text formats are idempotent',
    (raw, textFormat) => {
      const field = { id: 'f', type: 'text', parameters: { textFormat } }
      expect(formatAsTyped(field, formatAsTyped(field, raw))).toBe(formatAsTyped(field, raw))
    },
  )
})

// Issue 11 point 4: whatever JSON arrives for whatever field, the rule answers (never throws), and a value it lets
// through is a value of the field's kind. The oracle is written apart from core/forms.
const FIELD_TYPES = [
  ...['text', 'long_text', 'form', 'single_choice', 'multiple_choice', 'image_chooser', 'green_screen', 'date'],
  ...['tel', 'number', 'select', 'radio', 'checkbox', 'unknown'],
]
const CODES = ['K', '1', '2']
const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)
const ofKind = (kind: FieldValueKind, v: unknown): boolean => {
  switch (kind) {
    case 'checkbox':
      return typeof v === 'boolean'
    case 'digits':
      return (typeof v === 'string' && /^\d+$/.test(v.trim())) || (Number.isSafeInteger(v) && (v as number) >= 0)
    case 'date':
      return typeof v === 'string' && parseDate(v.trim()) !== null
    case 'choice':
      return typeof v === 'string' && CODES.includes(v.trim())
    case 'choices':
      return Array.isArray(v) && v.every((c) => CODES.includes(c)) && new Set(v).size === v.length
    case 'text':
      return typeof v === 'string' && v.trim().length <= MAX_FORM_VALUE_LENGTH
  }
}
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.constant(undefined),
  fc.constantFrom('K', ' 1 ', ['K', '2'], ['1', '1'], '12/03/2020', '5550100', 5550100, 1e100, true, false, -0),
  fc.string({ minLength: MAX_FORM_VALUE_LENGTH - 2, maxLength: MAX_FORM_VALUE_LENGTH + 2 }),
)

describe('issue 11 point 4: form values against their field type', () => {
  test.prop([fc.constantFrom(...FIELD_TYPES), fc.boolean(), anyValue])(
    'any JSON value either passes as a value of the field’s type or yields a form problem, never a throw',
    (type, required, value) => {
      const field = { id: 'f', type, required, parameters: { choices: CODES.map((code) => ({ code })) } }
      const problem = validateField(field, value)
      if (problem === null) expect(blank(value) || ofKind(fieldValueKind(type), value)).toBe(true)
      else expect(Object.values(FORM_ERRORS)).toContain(problem)
      if (problem === null && required) expect(blank(value)).toBe(false)
    },
  )
})
