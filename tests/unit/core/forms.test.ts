import { describe, expect, test } from 'vitest'
import {
  FORM_ERRORS,
  type FormField,
  fieldPlaceholder,
  fieldValueKind,
  formatAsTyped,
  parseDate,
  validateField,
  validateForm,
} from '../../../core/forms'
import { MAX_FORM_VALUE_LENGTH } from '../../../core/inputLimits'

const field = (overrides: Partial<FormField> = {}): FormField => ({ id: 'f', type: 'text', ...overrides })

describe('B §8 form message keys', () => {
  test('B §8 error catalogue: every form key carries the checkout. prefix', () => {
    expect(Object.values(FORM_ERRORS)).toEqual([
      'checkout.form_error_field_required',
      'checkout.form_error_invalid_number',
      'checkout.form_error_invalid_number_length',
      'checkout.form_error_invalid_date',
      'checkout.form_error_invalid_name',
      'checkout.form_error_invalid_choice',
      'checkout.form_error_invalid_value',
      'checkout.form_error_too_long',
    ])
  })
})

describe('B §5 forms: required', () => {
  test.each([
    ['undefined', 'text', undefined],
    ['null', 'date', null],
    ['empty', 'text', ''],
    ['whitespace', 'tel', '  \t'],
    ['empty choice list', 'multiple_choice', []],
    ['unchecked checkbox', 'checkbox', false],
  ])('B §5 forms: a required field with %s (%s) gives form_error_field_required', (_name, type, value) => {
    expect(validateField(field({ type, required: true }), value)).toBe(FORM_ERRORS.required)
  })

  test('B §5 forms: an empty optional field passes, whatever its type', () => {
    expect(validateField(field({ type: 'date' }), '')).toBeNull()
    expect(validateField(field({ type: 'number' }), undefined)).toBeNull()
  })

  test('B §5 forms: a non-text value that is present passes', () => {
    const choices = [{ code: 'a' }, { code: 'b' }]
    expect(validateField(field({ type: 'multiple_choice', required: true, parameters: { choices } }), ['a'])).toBeNull()
    expect(validateField(field({ type: 'checkbox', required: true }), true)).toBeNull()
  })
})

describe('B §5 forms: number and tel', () => {
  test.each([
    ['number', '12345', null],
    ['tel', '0412345678', null],
    ['number', '12a', FORM_ERRORS.invalidNumber],
    ['tel', '+61 412', FORM_ERRORS.invalidNumber],
    ['number', '-5', FORM_ERRORS.invalidNumber],
    ['number', '9007199254740990', null],
    ['number', '9007199254740991', FORM_ERRORS.numberLength],
    ['tel', '99999999999999999999', FORM_ERRORS.numberLength],
  ])('B §5 forms: %s %s gives %s', (type, value, expected) => {
    expect(validateField(field({ type }), value)).toBe(expected)
  })

  test('B §5 forms: non-digits are stripped as typed', () => {
    expect(formatAsTyped(field({ type: 'tel' }), '+61 (04) 12-34')).toBe('61041234')
    expect(formatAsTyped(field({ type: 'number', parameters: { textFormat: 'uc' } }), '1a2')).toBe('12')
  })
})

describe('B §5 forms: dates', () => {
  test.each([
    ['DD/MM/YYYY default, valid', '29/02/2024', undefined, { year: 2024, month: 2, day: 29 }],
    ['31/02/2024 does not exist', '31/02/2024', undefined, null],
    ['29/02 of a common year', '29/02/2023', undefined, null],
    ['century not divisible by 400 is common', '29/02/1900', undefined, null],
    ['century divisible by 400 is leap', '29/02/2000', undefined, { year: 2000, month: 2, day: 29 }],
    ['30 days in April', '31/04/2024', undefined, null],
    ['month 13', '01/13/2024', undefined, null],
    ['day 0', '00/01/2024', undefined, null],
    ['one-digit day is not strict', '1/01/2024', undefined, null],
    ['wrong separator', '01-01-2024', undefined, null],
    ['trailing text', '01/01/2024x', undefined, null],
    ['MM/DD/YYYY', '12/31/2024', 'MM/DD/YYYY', { year: 2024, month: 12, day: 31 }],
    ['YYYY-MM-DD', '2024-12-31', 'YYYY-MM-DD', { year: 2024, month: 12, day: 31 }],
    ['dots are literal', '31.12.2024', 'DD.MM.YYYY', { year: 2024, month: 12, day: 31 }],
    ['dots do not match any character', '31x12x2024', 'DD.MM.YYYY', null],
    ['tokens are case-insensitive', '31/12/2024', 'dd/mm/yyyy', { year: 2024, month: 12, day: 31 }],
    ['no year checks against a leap year', '29/02', 'DD/MM', { year: 2000, month: 2, day: 29 }],
    ['no day checks the month only', '13/2024', 'MM/YYYY', null],
  ])('B §5 forms: %s', (_name, value, format, expected) => {
    expect(parseDate(value, format)).toEqual(expected)
  })

  test('B §5 forms: dates are checked against the field dateFormat, default DD/MM/YYYY', () => {
    expect(validateField(field({ type: 'date' }), '31/02/2024')).toBe(FORM_ERRORS.invalidDate)
    expect(validateField(field({ type: 'date' }), '28/02/2024')).toBeNull()
    expect(validateField(field({ type: 'date', parameters: { dateFormat: 'YYYY-MM-DD' } }), '2024-02-28')).toBeNull()
    expect(validateField(field({ type: 'date', parameters: { dateFormat: '' } }), '28/02/2024')).toBeNull()
  })
})

describe('B §5 forms: names', () => {
  test.each([
    ['Student Name', 'Sam', FORM_ERRORS.invalidName],
    ['Name', 'Sam Lee', null],
    ['full name', '  Sam   Lee ', null],
    [' Full Name ', 'Sam', FORM_ERRORS.invalidName],
    ['Nickname', 'Sam', null],
  ])('B §5 forms: a field labelled %s with %s gives %s', (label, value, expected) => {
    expect(validateField(field({ label }), value)).toBe(expected)
  })

  test('B §5 forms: the name rule applies to text fields only', () => {
    expect(validateField(field({ type: 'long_text', label: 'Name' }), 'Sam')).toBeNull()
  })
})

describe('B §5 forms: text format as typed', () => {
  test.each([
    ['ucfirst', 'sam lee', 'Sam lee'],
    ['uc', 'sam lee', 'SAM LEE'],
    ['lc', 'Sam LEE', 'sam lee'],
    [undefined, 'Sam lee', 'Sam lee'],
    ['ucfirst', '', ''],
  ])('B §5 forms: textFormat %s turns %s into %s', (textFormat, raw, expected) => {
    expect(formatAsTyped(field({ parameters: { textFormat } }), raw)).toBe(expected)
  })
})

describe('B §5 forms: whole form and placeholders', () => {
  test('B §5 forms: errors keyed by field id', () => {
    const fields = [
      field({ id: 1, label: 'Student Name', required: true }),
      field({ id: 'phone', type: 'tel' }),
      field({ id: 'dob', type: 'date', required: true }),
    ]
    expect(validateForm(fields, { 1: 'Sam Lee', phone: '04x', dob: '' })).toEqual({
      phone: FORM_ERRORS.invalidNumber,
      dob: FORM_ERRORS.required,
    })
    expect(validateForm(fields, { 1: 'Sam Lee', dob: '01/01/2015' })).toEqual({})
  })

  test('B §5 forms: optional fields wrap the placeholder in an optional hint', () => {
    expect(fieldPlaceholder(field({ placeholder: 'Teacher' }))).toEqual({ text: 'Teacher', optional: true })
    expect(fieldPlaceholder(field({ required: true }))).toEqual({ text: '', optional: false })
  })
})

describe('issue 11 point 4: a value is checked against its field’s type (B §3 form field types)', () => {
  const grades = { choices: [{ code: 'K' }, { code: '1' }, { code: '2' }] }
  const long = 'x'.repeat(MAX_FORM_VALUE_LENGTH)

  test.each([
    ['select', 'K', null],
    ['select', ' 2 ', null],
    ['select', 2147483647, FORM_ERRORS.invalidChoice],
    ['select', '7', FORM_ERRORS.invalidChoice],
    ['select', ['K'], FORM_ERRORS.invalidChoice],
    ['radio', true, FORM_ERRORS.invalidChoice],
    ['single_choice', { code: 'K' }, FORM_ERRORS.invalidChoice],
    ['multiple_choice', ['K', '2'], null],
    ['multiple_choice', ['K', 'K'], FORM_ERRORS.invalidChoice],
    ['multiple_choice', ['K', 9], FORM_ERRORS.invalidChoice],
    ['multiple_choice', 'K', FORM_ERRORS.invalidChoice],
    ['tel', 5550100, null],
    ['tel', 1e100, FORM_ERRORS.numberLength],
    ['number', Number.MAX_SAFE_INTEGER, FORM_ERRORS.numberLength],
    ['number', 2.5, FORM_ERRORS.invalidNumber],
    ['number', -3, FORM_ERRORS.invalidNumber],
    ['number', true, FORM_ERRORS.invalidNumber],
    ['tel', ['5550100'], FORM_ERRORS.invalidNumber],
    ['date', true, FORM_ERRORS.invalidDate],
    ['date', false, FORM_ERRORS.invalidDate],
    ['date', 20240101, FORM_ERRORS.invalidDate],
    ['checkbox', true, null],
    ['checkbox', false, null],
    ['checkbox', 'true', FORM_ERRORS.invalidValue],
    ['checkbox', 1, FORM_ERRORS.invalidValue],
    ['text', 42, FORM_ERRORS.invalidValue],
    ['text', false, FORM_ERRORS.invalidValue],
    ['long_text', ['a'], FORM_ERRORS.invalidValue],
    ['long_text', { a: 'b' }, FORM_ERRORS.invalidValue],
    ['text', long, null],
    ['text', ` ${long} `, null],
    ['long_text', `${long}x`, FORM_ERRORS.tooLong],
    ['image_chooser', 'a photo id', null],
  ])('a %s field given %j: %s', (type, value, expected) => {
    expect(validateField(field({ type, parameters: grades }), value)).toBe(expected)
  })

  test('each spec type has its kind; an unknown type holds text', () => {
    expect(
      ['number', 'tel', 'date', 'select', 'radio', 'single_choice', 'multiple_choice', 'checkbox'].map(fieldValueKind),
    ).toEqual(['digits', 'digits', 'date', 'choice', 'choice', 'choice', 'choices', 'checkbox'])
    expect(['text', 'long_text', 'form', 'image_chooser', 'green_screen', 'colour'].map(fieldValueKind)).toEqual(
      Array(6).fill('text'),
    )
  })

  test('a choice field without choices takes no value; a required wrong value is wrong, not missing', () => {
    expect(validateField(field({ type: 'select' }), 'K')).toBe(FORM_ERRORS.invalidChoice)
    expect(validateField(field({ type: 'date', required: true }), true)).toBe(FORM_ERRORS.invalidDate)
  })
})
