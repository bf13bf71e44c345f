import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import {
  type Address,
  addressPayload,
  changeCountry,
  phoneDigits,
  phoneForStorage,
  regionsOf,
  usesPostcode,
} from '../../core/address'
import { addressData, countries } from '../../core/addressData'

const countryCode = fc.constantFrom(...countries.map((country) => country.code))

const anyRegion = fc.constantFrom(
  ...countries.flatMap((country) => regionsOf(addressData, country.code).map((r) => r.value)),
)

// An address somewhere in the list whose state is one of its regions, none, or a stale one of any country.
const address: fc.Arbitrary<Address> = countryCode.chain((country) =>
  fc.record({
    name: fc.string(),
    address1: fc.string(),
    address2: fc.string(),
    city: fc.string(),
    zipCode: fc.string(),
    state: fc.oneof(fc.constantFrom('', ...regionsOf(addressData, country).map((region) => region.value)), anyRegion),
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
    const moved = changeCountry(addressData, from, to)
    if (to === from.country) {
      expect(moved).toBe(from)
      return
    }
    // Empty, or the only region of a single-region country.
    const only = regionsOf(addressData, to).length === 1 ? regionsOf(addressData, to)[0] : undefined
    expect(moved).toMatchObject({ country: to, state: only?.value ?? '', stateLabel: only?.label ?? '' })
    if (!usesPostcode(to)) expect(moved.zipCode).toBe('')
  },
)

test.prop([phoneText])('C §5 address: digits-only phone output contains only digits', (phone) => {
  const digits = phoneDigits(phone)
  expect(digits).toMatch(/^\d*$/)
  expect(digits.length).toBe(Array.from(phone).filter((char) => /\d/.test(char)).length)
})

test.prop([address])(
  'C §5 address: the stored address has a digits-only phone, trimmed texts and a state of its country',
  (input) => {
    const payload = addressPayload(addressData, input)
    expect(payload.phone).toMatch(/^\d*$/)
    for (const field of ['name', 'address1', 'address2', 'city'] as const)
      expect(payload[field]).toBe(input[field].trim())
    expect(
      payload.state === '' || regionsOf(addressData, input.country).some((region) => region.value === payload.state),
    ).toBe(true)
    expect([payload.id, payload.country, payload.validated]).toEqual([input.id, input.country, input.validated])
  },
)

test.prop([address])('C §5 address: storing a stored address changes nothing (browser, then server)', (input) => {
  const once = addressPayload(addressData, input)
  expect(addressPayload(addressData, once)).toEqual(once)
})

test.prop([phoneText, countryCode])('C §5 address: storing a stored phone changes nothing', (phone, country) => {
  const once = phoneForStorage(addressData, phone, country)
  expect(phoneForStorage(addressData, once, country)).toBe(once)
})
