import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import {
  type Address,
  addressPayload,
  changeCountry,
  countries,
  phoneDigits,
  regionsOf,
  usesPostcode,
} from '../../core/address'

const countryCode = fc.constantFrom(...countries.map((country) => country.code))

const anyRegion = fc.constantFrom(...countries.flatMap((country) => regionsOf(country.code).map((r) => r.value)))

// An address somewhere in the list whose state is one of its regions, none, or a stale one of any country.
const address: fc.Arbitrary<Address> = countryCode.chain((country) =>
  fc.record({
    name: fc.string(),
    address1: fc.string(),
    address2: fc.string(),
    city: fc.string(),
    zipCode: fc.string(),
    state: fc.oneof(fc.constantFrom('', ...regionsOf(country).map((region) => region.value)), anyRegion),
    stateLabel: fc.string(),
    country: fc.constant(country),
    phone: fc.string(),
    validated: fc.boolean(),
  }),
)

// Phone-like text: digits mixed with the separators shoppers type, and some arbitrary characters.
const phoneText = fc.oneof(
  fc
    .array(fc.oneof(fc.integer({ min: 0, max: 9 }).map(String), fc.constantFrom(' ', '-', '(', ')', '+', '.')))
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary' }),
)

test.prop([address, countryCode])(
  'C §5 address: changing country never leaves a state of another country',
  (from, to) => {
    const moved = changeCountry(from, to)
    if (to === from.country) {
      expect(moved).toBe(from)
      return
    }
    expect(moved).toMatchObject({ country: to, state: '', stateLabel: '' })
    if (!usesPostcode(to)) expect(moved.zipCode).toBe('')
  },
)

test.prop([phoneText])('C §5 address: digits-only phone output contains only digits', (phone) => {
  const digits = phoneDigits(phone)
  expect(digits).toMatch(/^\d*$/)
  expect(digits.length).toBe(Array.from(phone).filter((char) => /\d/.test(char)).length)
})

test.prop([address])('C §5 address: the payload phone is digits only and other fields are kept', (input) => {
  const payload = addressPayload(input)
  expect(payload.phone).toMatch(/^\d*$/)
  expect({ ...payload, phone: input.phone, zipCode: input.zipCode }).toEqual(input)
})
