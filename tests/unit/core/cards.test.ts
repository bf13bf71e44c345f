import { describe, expect, it } from 'vitest'
import {
  type CardInput,
  cardBrand,
  cardLengths,
  cardNumberDigits,
  cvcLengths,
  expandYear,
  expiryPayload,
  HOLDER_NAME_MAX,
  luhnValid,
  validateCard,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  validateHolderName,
} from '../../../core/cards'

const today = { year: 2026, month: 5 }

const card: CardInput = {
  holderName: 'Ada Parent',
  number: '4242 4242 4242 4242',
  expiryMonth: '05',
  expiryYear: '26',
  cvc: '123',
}

describe('card number (C §5)', () => {
  it('C §5 card: spaces are removed from the number', () => {
    expect(cardNumberDigits(' 4242 4242\t4242 4242 ')).toBe('4242424242424242')
  })

  it.each([
    ['4242424242424242', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'american-express'],
    ['36227206271667', 'diners-club'],
    ['6011111111111117', 'discover'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['6759649826438453', 'maestro'],
    ['9999999999999999', null],
    ['', null],
  ])('C §5 card: %s is detected by prefix as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand)
  })

  it('C §5 card: lengths amex 15, diners 14, visa 13/16/19, most others 16, some 12-19', () => {
    expect(cardLengths('american-express')).toEqual([15])
    expect(cardLengths('diners-club')).toEqual([14])
    expect(cardLengths('visa')).toEqual([13, 16, 19])
    expect(cardLengths('mastercard')).toEqual([16])
    expect(cardLengths('maestro')).toEqual([12, 13, 14, 15, 16, 17, 18, 19])
    expect(cardLengths('no-such-brand')).toEqual([])
  })

  it.each([
    ['4242 4242 4242 4242', null],
    ['4222222222222', null],
    ['411111111111111111', 'checkout.card_error_invalid_number'],
    ['4242424242424241', 'checkout.card_error_invalid_number'],
    ['378282246310005', null],
    ['3782822463100050', 'checkout.card_error_invalid_number'],
    ['36227206271667', null],
    ['3056930009020004', 'checkout.card_error_invalid_number'],
    ['5555555555554444', null],
    ['6200000000000005', null],
    ['6200000000000001', null],
    ['9999999999999995', 'checkout.card_error_invalid_number'],
    ['4242-4242-4242-4242', 'checkout.card_error_invalid_number'],
    ['   ', 'checkout.form_error_field_required'],
  ])('C §5 card: number %s gives %s', (number, key) => {
    expect(validateCardNumber(number)).toBe(key)
  })

  it('C §5 card: Luhn check', () => {
    expect(luhnValid('79927398713')).toBe(true)
    expect(luhnValid('79927398710')).toBe(false)
    expect(luhnValid('0')).toBe(true)
  })

  it('C §5 card: the Luhn check is not applied to UnionPay', () => {
    expect(luhnValid('6200000000000001')).toBe(false)
    expect(validateCardNumber('6200000000000001')).toBeNull()
  })
})

describe('CVC (C §5)', () => {
  it('C §5 card: CVC length 4 for amex, 3 otherwise, 3 or 4 while the brand is unknown', () => {
    expect(cvcLengths('american-express')).toEqual([4])
    expect(cvcLengths('visa')).toEqual([3])
    expect(cvcLengths(null)).toEqual([3, 4])
    expect(cvcLengths('no-such-brand')).toEqual([3, 4])
  })

  it.each([
    ['123', 'visa', null],
    ['1234', 'visa', 'checkout.card_error_invalid_cvc'],
    ['1234', 'american-express', null],
    ['123', 'american-express', 'checkout.card_error_invalid_cvc'],
    ['1234', null, null],
    ['12345', null, 'checkout.card_error_invalid_cvc'],
    ['12a', 'visa', 'checkout.card_error_invalid_cvc'],
    ['', 'visa', 'checkout.form_error_field_required'],
  ])('C §5 card: CVC %s for %s gives %s', (cvc, brand, key) => {
    expect(validateCvc(cvc, brand)).toBe(key)
  })
})

describe('expiry (C §5)', () => {
  it('C §5 card: two-digit years are expanded to the current century', () => {
    expect(expandYear('27', today)).toBe(2027)
    expect(expandYear('2031', today)).toBe(2031)
    expect(expandYear('05', { year: 2105, month: 1 })).toBe(2105)
    expect(expandYear('7', today)).toBeNull()
    expect(expandYear('202', today)).toBeNull()
  })

  it.each([
    ['5', '26', null],
    ['05', '2026', null],
    ['12', '26', null],
    ['1', '30', null],
    ['4', '26', 'checkout.card_error_expired'],
    ['12', '25', 'checkout.card_error_expired'],
    ['0', '27', 'checkout.card_error_invalid_expiry'],
    ['13', '27', 'checkout.card_error_invalid_expiry'],
    ['1a', '27', 'checkout.card_error_invalid_expiry'],
    ['6', '2x', 'checkout.card_error_invalid_expiry'],
    ['', '27', 'checkout.form_error_field_required'],
    ['6', ' ', 'checkout.form_error_field_required'],
  ])('C §5 card: expiry %s/%s in May 2026 gives %s', (month, year, key) => {
    expect(validateExpiry(month, year, today)).toBe(key)
  })

  it('C §5 card: the year is sent as its last two digits, the month with two digits', () => {
    expect(expiryPayload('5', '2027')).toEqual({ month: '05', year: '27' })
    expect(expiryPayload('11', '27')).toEqual({ month: '11', year: '27' })
  })
})

describe('holder name and the whole card (C §5)', () => {
  it('C §5 card: holder name required, at most 64 characters', () => {
    expect(validateHolderName('')).toBe('checkout.form_error_field_required')
    expect(validateHolderName('  ')).toBe('checkout.form_error_field_required')
    expect(validateHolderName('a'.repeat(HOLDER_NAME_MAX))).toBeNull()
    expect(validateHolderName(` ${'a'.repeat(HOLDER_NAME_MAX)} `)).toBeNull()
    expect(validateHolderName('a'.repeat(HOLDER_NAME_MAX + 1))).toBe('checkout.card_error_name_too_long')
    expect(validateHolderName('é'.repeat(HOLDER_NAME_MAX))).toBeNull()
  })

  it('C §5 card: a valid card has no errors', () => {
    expect(validateCard(card, today)).toEqual({})
  })

  it('C §5 card: every failing field is reported with its key', () => {
    const errors = validateCard(
      { holderName: '', number: '4242424242424241', expiryMonth: '4', expiryYear: '26', cvc: '1234' },
      today,
    )
    expect(errors).toEqual({
      holderName: 'checkout.form_error_field_required',
      number: 'checkout.card_error_invalid_number',
      expiry: 'checkout.card_error_expired',
      cvc: 'checkout.card_error_invalid_cvc',
    })
  })

  it('C §5 card: an amex takes a four-digit CVC', () => {
    expect(validateCard({ ...card, number: '3782 822463 10005', cvc: '1234' }, today)).toEqual({})
  })
})
