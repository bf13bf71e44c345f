import { describe, expect, it } from 'vitest'
import {
  type Address,
  addressPayload,
  changeCountry,
  DEFAULT_COUNTRY,
  editAddress,
  emptyAddress,
  isValidPhone,
  normalizeState,
  phoneDigits,
  phoneForDisplay,
  phoneForStorage,
  postcodeRule,
  regionsOf,
  selectState,
  usesPostcode,
  validateAddress,
} from '../../../core/address'
import { addressData, countries, regionsByCountry } from '../../../core/addressData'
import { cupertino } from '../../addresses'

const californian: Address = { ...cupertino, phone: '(213) 373-4253' }

const hanoian: Address = {
  ...californian,
  city: 'Hà Nội',
  zipCode: '',
  state: 'VN-HN',
  stateLabel: 'Hà Nội',
  country: 'VN',
  phone: '091 234 5678',
}

const label = (country: string, value: string) =>
  regionsOf(addressData, country).find((region) => region.value === value)?.label

describe('address rules (C §5)', () => {
  it('C §5 address: default country is US', () => {
    expect(DEFAULT_COUNTRY).toBe('US')
    expect(emptyAddress()).toMatchObject({ country: 'US', state: '', zipCode: '', validated: false })
    expect(emptyAddress('GB').country).toBe('GB')
  })

  it('C §5 address: a complete address has no errors', () => {
    expect(validateAddress(addressData, californian)).toEqual({})
    expect(validateAddress(addressData, hanoian)).toEqual({})
  })

  it('C §5 address: name, address1, city, state, country, phone and (US) zip are required', () => {
    expect(validateAddress(addressData, emptyAddress())).toEqual({
      name: 'checkout.form_error_field_required',
      address1: 'checkout.form_error_field_required',
      city: 'checkout.form_error_field_required',
      state: 'checkout.form_error_field_required',
      zipCode: 'checkout.form_error_field_required',
      phone: 'checkout.form_error_field_required',
    })
  })

  it('C §5 address: blanks count as empty; address2 is optional', () => {
    const errors = validateAddress(addressData, { ...californian, name: '   ', address2: '' })
    expect(errors).toEqual({ name: 'checkout.form_error_field_required' })
  })

  it('C §5 address: an unknown or empty country is missing', () => {
    expect(validateAddress(addressData, { ...californian, country: '' }).country).toBe(
      'checkout.form_error_field_required',
    )
    expect(validateAddress(addressData, { ...californian, country: 'ZZ' }).country).toBe(
      'checkout.form_error_field_required',
    )
  })

  it("C §5 address: a state of another country is not this country's state", () => {
    expect(validateAddress(addressData, { ...californian, state: 'KH-12' }).state).toBe(
      'checkout.form_error_field_required',
    )
  })

  it('C §5 address: Vietnam needs no postcode', () => {
    expect(usesPostcode('VN')).toBe(false)
    expect(validateAddress(addressData, { ...hanoian, zipCode: '' }).zipCode).toBeUndefined()
  })

  it.each([
    ['US', true],
    ['GB', true],
    ['KH', true],
    ['IE', true],
    ['VN', false],
    ['HK', false],
    ['AE', false],
  ])('C §5 address: %s uses postcodes: %s', (country, expected) => {
    expect(usesPostcode(country)).toBe(expected)
  })

  it('C §5 address: the 66 no-postcode codes are all countries of the list', () => {
    // 66 is the size of the list in core/address.ts: a code that is no country would make this count smaller.
    expect(countries.filter((country) => !usesPostcode(country.code))).toHaveLength(66)
  })

  it('C §5 address: changing country clears state and keeps the zip where postcodes are supported', () => {
    const moved = changeCountry(addressData, { ...californian, validated: true }, 'CA')
    expect(moved).toMatchObject({ country: 'CA', state: '', stateLabel: '', zipCode: '95014', validated: false })
    expect(moved.address1).toBe(californian.address1)
  })

  it('C §5 address: changing country clears zipCode where postcodes are unsupported', () => {
    expect(changeCountry(addressData, californian, 'VN')).toMatchObject({ country: 'VN', state: '', zipCode: '' })
  })

  it('C §5 address: choosing the same country changes nothing', () => {
    expect(changeCountry(addressData, californian, 'US')).toBe(californian)
  })

  it('C §3 address: choosing a state sets its label; a state of another country clears it', () => {
    const fresh = changeCountry(addressData, californian, 'KH')
    expect(selectState(addressData, fresh, 'KH-12')).toMatchObject({ state: 'KH-12', stateLabel: 'Phnom Penh' })
    expect(selectState(addressData, californian, 'KH-12')).toMatchObject({ state: '', stateLabel: '' })
  })

  it('C §5 address: phone values are reduced to digits only (international form, without the "+")', () => {
    expect(phoneDigits('+1 (213) 373-4253')).toBe('12133734253')
    expect(phoneDigits('ext.')).toBe('')
    expect(addressPayload(addressData, californian).phone).toBe('12133734253')
  })

  it('C §5 address: the payload drops a zip code where the country has no postcodes', () => {
    expect(addressPayload(addressData, { ...hanoian, zipCode: '100000' }).zipCode).toBe('')
    expect(addressPayload(addressData, californian).zipCode).toBe('95014')
  })

  it.each([
    ['(213) 373-4253', 'US', true],
    ['2133734253', 'US', true],
    ['555-0123', 'US', false],
    ['1111111111', 'US', false],
    ['020 7946 0958', 'GB', true],
    ['+44 20 7946 0958', 'US', true],
    ['442079460958', 'US', true],
    ['091 234 5678', 'VN', true],
    ['012 345 678', 'KH', true],
    ['+1 213 373 4253', 'AQ', true],
    ['2133734253', 'AQ', false],
    ['call me', 'US', false],
  ])('C §5 address: phone %s in %s is valid: %s', (phone, country, expected) => {
    expect(isValidPhone(addressData, phone, country)).toBe(expected)
  })

  it('C §5 address: a malformed phone gets the invalid-phone key', () => {
    expect(validateAddress(addressData, { ...californian, phone: '555-0123' })).toEqual({
      phone: 'checkout.form_error_invalid_phone',
    })
  })
})

const malaysian: Address = {
  ...californian,
  city: 'Johor Bahru',
  zipCode: '80000',
  state: 'MY-01',
  stateLabel: 'Johor',
  country: 'MY',
  phone: '+60 12-345 6789',
}

describe('postcodes per country (C §5)', () => {
  it.each([
    ['US', 'required'],
    ['CA', 'required'],
    ['GB', 'required'],
    ['MY', 'required'],
    ['JP', 'required'],
    ['IN', 'required'],
    ['IE', 'optional'],
    ['TH', 'optional'],
    ['KH', 'optional'],
    ['VN', 'none'],
    ['HK', 'none'],
  ])('C §5 address: the postcode of %s is %s', (country, rule) => {
    expect(postcodeRule(country)).toBe(rule)
  })

  it('C §5 address: no country without postcodes is marked as requiring one', () => {
    expect(countries.filter((c) => !usesPostcode(c.code) && postcodeRule(c.code) !== 'none')).toEqual([])
  })

  it('C §5 address: an optional postcode may be left blank (Ireland), a required one not (Canada)', () => {
    const irish = { ...californian, country: 'IE', state: 'IE-D', stateLabel: 'Dublin', phone: '+353 1 234 5678' }
    expect(validateAddress(addressData, { ...irish, zipCode: '' })).toEqual({})
    expect(validateAddress(addressData, { ...californian, country: 'CA', state: 'CA-ON', zipCode: '' }).zipCode).toBe(
      'checkout.form_error_field_required',
    )
  })

  it.each([
    ['US', '95014', true],
    ['US', '95014-1234', true],
    ['US', '9501', false],
    ['CA', 'K1A 0B1', true],
    ['CA', 'k1a 0b1', true],
    ['CA', '95014', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', '12345', false],
    ['IE', 'D02 X285', true],
    ['IE', 'Dublin 2', false],
    ['MY', '80000', true],
    ['MY', '800', false],
    ['SY', 'anything', true],
  ])('C §5 address: postcode of %s %j has a valid format: %s', (country, zipCode, valid) => {
    const region = regionsOf(addressData, country)[0]?.value ?? ''
    const address = {
      ...selectState(addressData, { ...californian, country }, region),
      zipCode,
      phone: '+1 213 373 4253',
    }
    expect(validateAddress(addressData, address).zipCode).toBe(valid ? undefined : 'checkout.form_error_invalid_zip')
  })

  it('C §5 address: a postcode is not checked where the country has none (Vietnam)', () => {
    expect(validateAddress(addressData, { ...hanoian, zipCode: 'whatever' })).toEqual({})
  })
})

describe('states sent by name (C §9 region lists)', () => {
  it.each([
    ['MY', 'MY-01', 'MY-01'],
    ['MY', 'MY-Johor', 'MY-01'],
    ['MY', 'my-johor ', 'MY-01'],
    ['MY', 'MY-Wilayah Persekutuan (Kuala Lumpur)', 'MY-14'],
    ['US', 'US-ca', 'US-CA'],
    ['US', 'US-California', 'US-CA'],
    ['VN', 'VN-Ba Ria - Vung Tau', 'VN-43'],
    ['KH', 'KH-Phnom Penh', 'KH-12'],
    ['KH', 'KH-PP', ''],
    ['MY', 'US-CA', ''],
    ['MY', 'Johor', ''],
    ['MY', '', ''],
  ])('C §9 region lists: in %s, %j is %j', (country, value, expected) => {
    expect(normalizeState(addressData, country, value)).toBe(expected)
  })

  it('C §9 region lists: the stored address keeps the full name as the label (MY-14)', () => {
    expect(addressPayload(addressData, { ...malaysian, state: 'MY-14', stateLabel: '' })).toMatchObject({
      state: 'MY-14',
      stateLabel: 'Wilayah Persekutuan (Kuala Lumpur)',
    })
    expect(addressPayload(addressData, { ...malaysian, state: 'MY-Johor', stateLabel: 'typed' })).toMatchObject({
      state: 'MY-01',
      stateLabel: 'Johor',
    })
  })
})

describe('editing an address (C §5)', () => {
  it('C §5 address: a country with a single region gets it chosen (Hong Kong)', () => {
    expect(regionsOf(addressData, 'HK')).toHaveLength(1)
    expect(changeCountry(addressData, californian, 'HK')).toMatchObject({
      state: regionsOf(addressData, 'HK')[0]?.value,
      zipCode: '',
    })
  })

  it.each(['address1', 'address2', 'city', 'zipCode'] as const)(
    'C §4 address validation: editing %s makes a validated address unvalidated',
    (field) => {
      expect(editAddress(addressData, { ...californian, validated: true }, field, 'changed')).toMatchObject({
        [field]: 'changed',
        validated: false,
      })
    },
  )

  it('C §4 address validation: name and phone are not part of what was validated', () => {
    expect(editAddress(addressData, { ...californian, validated: true }, 'name', 'Grace').validated).toBe(true)
    expect(editAddress(addressData, { ...californian, validated: true }, 'phone', '2133734254').validated).toBe(true)
  })

  it('C §5 address: country and state edits follow changeCountry and selectState', () => {
    expect(editAddress(addressData, californian, 'country', 'VN')).toEqual(
      changeCountry(addressData, californian, 'VN'),
    )
    expect(editAddress(addressData, californian, 'state', 'US-NY')).toMatchObject({
      state: 'US-NY',
      stateLabel: 'New York',
    })
  })

  it('C §5 address: typing the same value changes nothing', () => {
    expect(editAddress(addressData, californian, 'city', 'Cupertino')).toBe(californian)
  })
})

describe('phones as stored (C §5)', () => {
  it.each([
    ['+1 (213) 373-4253', 'US', '12133734253'],
    ['(213) 373-4253', 'US', '12133734253'],
    ['12133734253', 'US', '12133734253'],
    ['020 7946 0958', 'GB', '442079460958'],
    ['+44 20 7946 0958', 'US', '442079460958'],
    ['091 234 5678', 'VN', '84912345678'],
    ['+1 213 373 4253', 'AQ', '12133734253'],
    ['555-0123', 'US', '5550123'],
  ])('C §5 address: phone %j in %s is stored as %s', (phone, country, stored) => {
    expect(phoneForStorage(addressData, phone, country)).toBe(stored)
  })

  it.each([
    ['12133734253', 'US', '(213) 373-4253'],
    ['442079460958', 'GB', '020 7946 0958'],
    ['442079460958', 'US', '+44 20 7946 0958'],
    ['5550123', 'US', '5550123'],
    ['(213) 373-4253', 'US', '(213) 373-4253'],
  ])('C §5 address: stored phone %s in %s shows as %j', (phone, country, shown) => {
    expect(phoneForDisplay(addressData, phone, country)).toBe(shown)
  })

  it('C §5 address: a stored phone is still valid in its address country', () => {
    expect(isValidPhone(addressData, phoneForStorage(addressData, '020 7946 0958', 'GB'), 'GB')).toBe(true)
  })
})

describe('the stored address (C §5)', () => {
  it('C §5 address: every text is trimmed and the postcode is in capitals', () => {
    const typed = {
      ...californian,
      name: ' Ada Parent ',
      address1: '1 Infinite Loop ',
      city: ' Cupertino',
      zipCode: ' k1a 0b1 ',
    }
    expect(addressPayload(addressData, { ...typed, country: 'CA', state: 'CA-ON' })).toEqual({
      ...californian,
      country: 'CA',
      state: 'CA-ON',
      stateLabel: 'Ontario',
      zipCode: 'K1A 0B1',
      phone: '12133734253',
    })
  })

  it("C §5 address: a state that is not one of the country's is dropped, for validation to refuse", () => {
    const stored = addressPayload(addressData, { ...californian, state: 'KH-12' })
    expect(stored).toMatchObject({ state: '', stateLabel: '' })
    expect(validateAddress(addressData, stored).state).toBe('checkout.form_error_field_required')
  })
})

describe('region lists (C §9)', () => {
  it('C §9 region lists: about 240 countries with names, from country-region-data', () => {
    expect(countries.length).toBe(249)
    expect(countries).toContainEqual({ code: 'US', name: 'United States' })
    expect(countries).toContainEqual({ code: 'VN', name: 'Vietnam' })
    expect(Object.keys(regionsByCountry).sort()).toEqual(countries.map((country) => country.code).sort())
  })

  it('C §9 region lists: California is US-CA; Phnom Penh is KH-12 (ISO 3166-2), not the KH-PP of the spec', () => {
    expect(label('US', 'US-CA')).toBe('California')
    expect(label('KH', 'KH-12')).toBe('Phnom Penh')
    expect(label('KH', 'KH-PP')).toBeUndefined()
  })

  it('C §9 region lists: the US includes territories and the three armed-forces codes', () => {
    const values = regionsOf(addressData, 'US').map((region) => region.value)
    expect(values).toHaveLength(62)
    for (const value of ['US-DC', 'US-PR', 'US-GU', 'US-VI', 'US-AS', 'US-MP', 'US-AA', 'US-AE', 'US-AP']) {
      expect(values).toContain(value)
    }
  })

  it('C §9 region lists: Malaysia and Thailand use ISO codes in this library, not full names', () => {
    expect(label('MY', 'MY-01')).toBe('Johor')
    expect(label('TH', 'TH-10')).toBe('Krung Thep Mahanakhon (Bangkok)')
  })

  it('C §9 region lists: Laos has one Vientiane entry in this library', () => {
    expect(regionsOf(addressData, 'LA').filter((region) => region.label.startsWith('Vientiane'))).toEqual([
      { label: 'Vientiane', value: 'LA-VI' },
    ])
  })

  it('C §9 region lists: regions without an ISO code use the full name', () => {
    expect(regionsOf(addressData, 'PR')).toContainEqual({ label: 'Adjuntas', value: 'PR-Adjuntas' })
    expect(regionsOf(addressData, 'MK')).toContainEqual({ label: 'Radoviš', value: 'MK-Radoviš' })
  })

  it('C §9 region lists: codes already prefixed by the library are not prefixed twice', () => {
    expect(label('DK', 'DK-84')).toBe('Hovedstaden')
    expect(label('RO', 'RO-AB')).toBe('Alba')
  })

  it('C §9 region lists: every value is CC-RR for its country and unique within it', () => {
    for (const [code, regions] of Object.entries(regionsByCountry)) {
      const values = regions.map((region) => region.value)
      expect(values.every((value) => value.startsWith(`${code}-`) && value.length > 3)).toBe(true)
      expect(new Set(values).size).toBe(values.length)
      expect(values.some((value) => value.includes('undefined'))).toBe(false)
    }
  })

  it('C §9 region lists: an unknown country has no regions', () => {
    expect(regionsOf(addressData, 'ZZ')).toEqual([])
  })
})
