import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { expandYear, luhnValid, validateCardNumber, validateExpiry, type YearMonth } from '../../core/cards'

// The check digit that makes `payload` + digit pass Luhn, computed independently of core/cards.
function checkDigit(payload: string): string {
  let sum = 0
  for (let i = 0; i < payload.length; i++) {
    const digit = Number(payload[payload.length - 1 - i])
    const doubled = i % 2 === 0 ? digit * 2 : digit
    sum += Math.floor(doubled / 10) + (doubled % 10)
  }
  return String((10 - (sum % 10)) % 10)
}

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''))

const luhnNumber = digits(1, 25).map((payload) => payload + checkDigit(payload))

const yearMonth: fc.Arbitrary<YearMonth> = fc.record({
  year: fc.integer({ min: 2000, max: 2098 }),
  month: fc.integer({ min: 1, max: 12 }),
})

test.prop([luhnNumber])('C §5 card: Luhn accepts generated valid numbers', (number) => {
  expect(luhnValid(number)).toBe(true)
})

test.prop([luhnNumber])('C §5 card: Luhn rejects every single-digit change', (number) => {
  for (let position = 0; position < number.length; position++) {
    for (let digit = 0; digit <= 9; digit++) {
      if (String(digit) === number[position]) continue
      const changed = number.slice(0, position) + digit + number.slice(position + 1)
      expect(luhnValid(changed)).toBe(false)
    }
  }
})

test.prop([digits(14, 14).map((payload) => `4${payload}`)])(
  'C §5 card: a 16-digit visa number with its check digit is valid, a changed one is not',
  (payload) => {
    const number = payload + checkDigit(payload)
    expect(validateCardNumber(number)).toBeNull()
    const last = (Number(number[15]) + 1) % 10
    expect(validateCardNumber(number.slice(0, 15) + last)).toBe('checkout.card_error_invalid_number')
  },
)

test.prop([yearMonth, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 })])(
  'C §5 card: expiry never accepts a past month',
  (today, month, twoDigitYear) => {
    const year = String(twoDigitYear).padStart(2, '0')
    const fullYear = expandYear(year, today) as number
    const past = fullYear * 12 + month < today.year * 12 + today.month
    const key = validateExpiry(String(month), year, today)
    expect(key === null).toBe(!past)
    if (past) expect(key).toBe('checkout.card_error_expired')
  },
)

test.prop([yearMonth, fc.integer({ min: 1, max: 24 })])(
  'C §5 card: a month before today in four-digit form is expired',
  (today, monthsBack) => {
    const index = today.year * 12 + (today.month - 1) - monthsBack
    const month = String((index % 12) + 1)
    const year = String(Math.floor(index / 12))
    expect(validateExpiry(month, year, today)).toBe('checkout.card_error_expired')
  },
)
