import { describe, expect, it } from 'vitest'
import {
  type Address,
  addressPayload,
  changeCountry,
  countries,
  DEFAULT_COUNTRY,
  emptyAddress,
  isValidPhone,
  phoneDigits,
  regionsByCountry,
  regionsOf,
  selectState,
  usesPostcode,
  validateAddress,
} from '../../../core/address'

const californian: Address = {
  name: 'Ada Parent',
  address1: '1 Infinite Loop',
  address2: '',
  city: 'Cupertino',
  zipCode: '95014',
  state: 'US-CA',
  stateLabel: 'California',
  country: 'US',
  phone: '(213) 373-4253',
  validated: false,
}

const hanoian: Address = {
  ...californian,
  city: 'Hà Nội',
  zipCode: '',
  state: 'VN-HN',
  stateLabel: 'Hà Nội',
  country: 'VN',
  phone: '091 234 5678',
}

const label = (country: string, value: string) => regionsOf(country).find((region) => region.value === value)?.label

describe('address rules (C §5)', () => {
  it('C §5 address: default country is US', () => {
    expect(DEFAULT_COUNTRY).toBe('US')
    expect(emptyAddress()).toMatchObject({ country: 'US', state: '', zipCode: '', validated: false })
    expect(emptyAddress('GB').country).toBe('GB')
  })

  it('C §5 address: a complete address has no errors', () => {
    expect(validateAddress(californian)).toEqual({})
    expect(validateAddress(hanoian)).toEqual({})
  })

  it('C §5 address: name, address1, city, state, country, phone and (US) zip are required', () => {
    expect(validateAddress(emptyAddress())).toEqual({
      name: 'checkout.form_error_field_required',
      address1: 'checkout.form_error_field_required',
      city: 'checkout.form_error_field_required',
      state: 'checkout.form_error_field_required',
      zipCode: 'checkout.form_error_field_required',
      phone: 'checkout.form_error_field_required',
    })
  })

  it('C §5 address: blanks count as empty; address2 is optional', () => {
    const errors = validateAddress({ ...californian, name: '   ', address2: '' })
    expect(errors).toEqual({ name: 'checkout.form_error_field_required' })
  })

  it('C §5 address: an unknown or empty country is missing', () => {
    expect(validateAddress({ ...californian, country: '' }).country).toBe('checkout.form_error_field_required')
    expect(validateAddress({ ...californian, country: 'ZZ' }).country).toBe('checkout.form_error_field_required')
  })

  it("C §5 address: a state of another country is not this country's state", () => {
    expect(validateAddress({ ...californian, state: 'KH-12' }).state).toBe('checkout.form_error_field_required')
  })

  it('C §5 address: Vietnam needs no postcode', () => {
    expect(usesPostcode('VN')).toBe(false)
    expect(validateAddress({ ...hanoian, zipCode: '' }).zipCode).toBeUndefined()
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
    const moved = changeCountry({ ...californian, validated: true }, 'CA')
    expect(moved).toMatchObject({ country: 'CA', state: '', stateLabel: '', zipCode: '95014', validated: false })
    expect(moved.address1).toBe(californian.address1)
  })

  it('C §5 address: changing country clears zipCode where postcodes are unsupported', () => {
    expect(changeCountry(californian, 'VN')).toMatchObject({ country: 'VN', state: '', zipCode: '' })
  })

  it('C §5 address: choosing the same country changes nothing', () => {
    expect(changeCountry(californian, 'US')).toBe(californian)
  })

  it('C §3 address: choosing a state sets its label; a state of another country clears it', () => {
    const fresh = changeCountry(californian, 'KH')
    expect(selectState(fresh, 'KH-12')).toMatchObject({ state: 'KH-12', stateLabel: 'Phnom Penh' })
    expect(selectState(californian, 'KH-12')).toMatchObject({ state: '', stateLabel: '' })
  })

  it('C §5 address: phone values are reduced to digits only', () => {
    expect(phoneDigits('+1 (213) 373-4253')).toBe('12133734253')
    expect(phoneDigits('ext.')).toBe('')
    expect(addressPayload(californian).phone).toBe('2133734253')
  })

  it('C §5 address: the payload drops a zip code where the country has no postcodes', () => {
    expect(addressPayload({ ...hanoian, zipCode: '100000' }).zipCode).toBe('')
    expect(addressPayload(californian).zipCode).toBe('95014')
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
    expect(isValidPhone(phone, country)).toBe(expected)
  })

  it('C §5 address: a malformed phone gets the invalid-phone key', () => {
    expect(validateAddress({ ...californian, phone: '555-0123' })).toEqual({
      phone: 'checkout.form_error_invalid_phone',
    })
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
    const values = regionsOf('US').map((region) => region.value)
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
    expect(regionsOf('LA').filter((region) => region.label.startsWith('Vientiane'))).toEqual([
      { label: 'Vientiane', value: 'LA-VI' },
    ])
  })

  it('C §9 region lists: regions without an ISO code use the full name', () => {
    expect(regionsOf('PR')).toContainEqual({ label: 'Adjuntas', value: 'PR-Adjuntas' })
    expect(regionsOf('MK')).toContainEqual({ label: 'Radoviš', value: 'MK-Radoviš' })
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
    expect(regionsOf('ZZ')).toEqual([])
  })
})
