import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { FORM_ERRORS, formatAsTyped, parseDate, validateField } from '../../core/forms'

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
