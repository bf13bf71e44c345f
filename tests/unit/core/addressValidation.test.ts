import { describe, expect, it } from 'vitest'
import type { Address } from '../../../core/address'
import {
  ADDRESS_LOOKUP_DEBOUNCE_MS,
  ADDRESS_LOOKUP_MIN_CHARS,
  addressDifferences,
  lookupEnabled,
  lookupQueryReady,
  needsAddressValidation,
} from '../../../core/addressValidation'

const entered: Address = {
  name: 'Ada Parent',
  address1: '1 infinite loop',
  address2: '',
  city: 'Cupertno',
  zipCode: '95014',
  state: 'US-CA',
  stateLabel: 'California',
  country: 'US',
  phone: '(213) 373-4253',
  validated: false,
}

const delivery = { addressRequired: true }
const pickup = { addressRequired: false }

describe('address validation (C §4)', () => {
  it('C §4 address validation: an unvalidated US shipping address is checked on submit when the store says so', () => {
    expect(needsAddressValidation(true, delivery, entered)).toBe(true)
  })

  it.each([
    ['the store setting is off', false, delivery, entered],
    ['the method ships nowhere', true, pickup, entered],
    ['no method is chosen', true, null, entered],
    ['the address is validated', true, delivery, { ...entered, validated: true }],
    ['the address is Canadian', true, delivery, { ...entered, country: 'CA' }],
    ['there is no shipping address', true, delivery, null],
  ])('C §4 address validation: nothing is checked when %s', (_why, setting, method, shipping) => {
    expect(needsAddressValidation(setting, method, shipping)).toBe(false)
  })

  it('C §4 address validation: the modal marks the fields a suggestion changes, in form order', () => {
    const suggested = {
      ...entered,
      address1: '1 Infinite Loop',
      city: 'Cupertino',
      zipCode: '95014-2083',
      phone: '12133734253',
    }
    expect(addressDifferences(entered, suggested)).toEqual(['city', 'zipCode'])
  })

  it('C §4 address validation: case and spacing are no difference', () => {
    expect(addressDifferences(entered, { ...entered, address1: ' 1  INFINITE Loop ' })).toEqual([])
  })
})

describe('address lookup (C §5, C §9)', () => {
  it('C §9: the lookup waits 1000 ms and starts at 4 characters', () => {
    expect(ADDRESS_LOOKUP_DEBOUNCE_MS).toBe(1000)
    expect(ADDRESS_LOOKUP_MIN_CHARS).toBe(4)
    expect(lookupQueryReady('9501')).toBe(true)
    expect(lookupQueryReady(' 950 ')).toBe(false)
  })

  it('C §5: US autocomplete needs the store setting and a member credential', () => {
    expect(lookupEnabled(true, { addressLookup: 'offline' }, 'US', false)).toBe(true)
    expect(lookupEnabled(false, { addressLookup: 'offline' }, 'US', false)).toBe(false)
    expect(lookupEnabled(true, {}, 'US', false)).toBe(false)
    expect(lookupEnabled(true, { addressLookup: 'offline' }, 'CA', false)).toBe(false)
  })

  it('C §1: an admin acting for a shopper gets no autocomplete', () => {
    expect(lookupEnabled(true, { addressLookup: 'offline' }, 'US', true)).toBe(false)
  })
})
