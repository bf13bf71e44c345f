// Card-form rules (C §5): brand, number length and Luhn, CVC, expiry and holder name.
// Brands come from card-validator (its credit-card-type prefix table). Its length table differs from the spec
// (visa 16/18/19, diners 14/16/19), its Luhn check is only reachable bundled with that table, and its expiry
// checks read the clock; so lengths of the brands the spec names, Luhn and expiry are written here.
import cardValidator from 'card-validator'

/** A brand id of card-validator: 'visa', 'mastercard', 'american-express', 'diners-club', 'unionpay', ... */
export type CardBrand = string

/** The current month, given by the caller: core never reads the clock. `month` is 1-12. */
export type YearMonth = { year: number; month: number }

export type CardInput = { holderName: string; number: string; expiryMonth: string; expiryYear: string; cvc: string }

/** The form's fields as errors name them; month and year share one `expiry` error. */
export type CardField = 'holderName' | 'number' | 'expiry' | 'cvc'

export type CardMessageKey =
  | 'checkout.form_error_field_required'
  | 'checkout.card_error_invalid_number'
  | 'checkout.card_error_invalid_cvc'
  | 'checkout.card_error_invalid_expiry'
  | 'checkout.card_error_expired'
  | 'checkout.card_error_name_too_long'

export type CardErrors = Partial<Record<CardField, CardMessageKey>>

/** C §5: the holder name's maximum length. */
export const HOLDER_NAME_MAX = 64

/** C §5: lengths the spec names; other brands keep the library's (16 for most, 12-19 for maestro and the like). */
const SPEC_LENGTHS: Readonly<Record<string, readonly number[]>> = {
  'american-express': [15],
  'diners-club': [14],
  visa: [13, 16, 19],
}

/** C §5: the number as sent, spaces removed. */
export function cardNumberDigits(number: string): string {
  return number.replace(/\s/g, '')
}

/** C §5: the brand detected by prefix; null while the prefix fits no brand or more than one. */
export function cardBrand(number: string): CardBrand | null {
  return cardValidator.number(cardNumberDigits(number)).card?.type ?? null
}

// The library answers null for a brand id it does not know, whatever its typings say.
function brandInfo(brand: CardBrand): { lengths: number[]; code: { size: number } } | null {
  return cardValidator.creditCardType.getTypeInfo(brand) ?? null
}

/** C §5: the number lengths a brand allows; none for an unknown brand. */
export function cardLengths(brand: CardBrand): readonly number[] {
  return SPEC_LENGTHS[brand] ?? brandInfo(brand)?.lengths ?? []
}

/** The Luhn (mod 10) checksum of a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i])
    const weighted = i % 2 === 1 ? digit * 2 : digit
    sum += weighted > 9 ? weighted - 9 : weighted
  }
  return sum % 10 === 0
}

/** C §5: digits only, a known brand, one of its lengths, and the Luhn check except for UnionPay. */
export function validateCardNumber(number: string): CardMessageKey | null {
  const digits = cardNumberDigits(number)
  if (digits === '') return 'checkout.form_error_field_required'
  const brand = /^\d+$/.test(digits) ? cardBrand(digits) : null
  if (brand === null || !cardLengths(brand).includes(digits.length)) return 'checkout.card_error_invalid_number'
  // UnionPay issues numbers that fail Luhn (C §5 "not for one brand").
  return brand === 'unionpay' || luhnValid(digits) ? null : 'checkout.card_error_invalid_number'
}

/** C §5: CVC lengths: 4 for amex, 3 for the others; 3 or 4 (the maximum) while the brand is unknown. */
export function cvcLengths(brand: CardBrand | null): readonly number[] {
  const size = brand === null ? undefined : brandInfo(brand)?.code.size
  return size === undefined ? [3, 4] : [size]
}

export function validateCvc(cvc: string, brand: CardBrand | null): CardMessageKey | null {
  const value = cvc.trim()
  if (value === '') return 'checkout.form_error_field_required'
  return /^\d+$/.test(value) && cvcLengths(brand).includes(value.length) ? null : 'checkout.card_error_invalid_cvc'
}

/** C §5: a four-digit year as is, a two-digit year in the current century; null for anything else. */
export function expandYear(year: string, today: YearMonth): number | null {
  const value = year.trim()
  if (/^\d{4}$/.test(value)) return Number(value)
  if (/^\d{2}$/.test(value)) return Math.floor(today.year / 100) * 100 + Number(value)
  return null
}

function parseMonth(month: string): number | null {
  const value = month.trim()
  const parsed = /^\d{1,2}$/.test(value) ? Number(value) : 0
  return parsed >= 1 && parsed <= 12 ? parsed : null
}

/** C §5: month 1-12 and a year, not before the current month (a card is good through its expiry month). */
export function validateExpiry(month: string, year: string, today: YearMonth): CardMessageKey | null {
  if (month.trim() === '' || year.trim() === '') return 'checkout.form_error_field_required'
  const parsedMonth = parseMonth(month)
  const fullYear = expandYear(year, today)
  if (parsedMonth === null || fullYear === null) return 'checkout.card_error_invalid_expiry'
  const past = fullYear < today.year || (fullYear === today.year && parsedMonth < today.month)
  return past ? 'checkout.card_error_expired' : null
}

/** C §5: the expiry as sent: two-digit month and the year's last two digits. Call on a valid expiry. */
export function expiryPayload(month: string, year: string): { month: string; year: string } {
  return { month: month.trim().padStart(2, '0'), year: year.trim().slice(-2) }
}

/** C §5: holder name required, at most 64 characters (counted after trimming, by code point). */
export function validateHolderName(name: string): CardMessageKey | null {
  const value = name.trim()
  if (value === '') return 'checkout.form_error_field_required'
  return Array.from(value).length > HOLDER_NAME_MAX ? 'checkout.card_error_name_too_long' : null
}

/** C §5: every failing card field with its message key; empty when the card may be submitted. */
export function validateCard(card: CardInput, today: YearMonth): CardErrors {
  const checks: [CardField, CardMessageKey | null][] = [
    ['holderName', validateHolderName(card.holderName)],
    ['number', validateCardNumber(card.number)],
    ['expiry', validateExpiry(card.expiryMonth, card.expiryYear, today)],
    ['cvc', validateCvc(card.cvc, cardBrand(card.number))],
  ]
  return Object.fromEntries(checks.filter(([, key]) => key !== null))
}
