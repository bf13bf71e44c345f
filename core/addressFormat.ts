// How an address reads in each country (C §2 address forms, C §4 address validation modal): the names of its state,
// postcode and city fields, and its lines in the country's postal order. Field names come from addressMetadata.json
// (Google's libaddressinput, scripts/addressMetadata.mjs); line order from localized-address-format (the same data),
// which comes with the address data (core/addressData.ts) that the browser loads after the first render.
import type { Address, AddressData } from './address'
import metadata from './addressMetadata.json'

export type StateLabel =
  | 'state'
  | 'province'
  | 'county'
  | 'parish'
  | 'island'
  | 'department'
  | 'region'
  | 'area'
  | 'prefecture'
  | 'do_si'
  | 'district'
  | 'oblast'
  | 'emirate'
export type ZipLabel = 'zip' | 'postal' | 'pin' | 'eircode'
export type CityLabel = 'city' | 'post_town' | 'suburb' | 'district'

/** Which word each field takes; views show the message `address.state.<state>`, `address.zip.<zip>`, `address.city.<city>`. */
export type AddressLabels = { state: StateLabel; zip: ZipLabel; city: CityLabel }

type CountryMetadata = { postcode?: 'required'; state?: StateLabel; zip?: ZipLabel; city?: CityLabel }

// The script writes only these values (tests/unit/core/addressFormat.test.ts checks the file against it).
const byCountry = metadata as Readonly<Record<string, CountryMetadata>>

// libaddressinput's format has no state for the UK, but C §5 requires one: its regions are counties and council areas.
const STATE_LABEL_CHOICES: Readonly<Record<string, StateLabel>> = { GB: 'county' }

/** The field names of a country's address form; libaddressinput's defaults (province, postal code, city) elsewhere. */
export function addressLabels(country: string): AddressLabels {
  const entry = byCountry[country] ?? {}
  return {
    state: STATE_LABEL_CHOICES[country] ?? entry.state ?? 'province',
    zip: entry.zip ?? 'postal',
    city: entry.city ?? 'city',
  }
}

// Where postal addresses write the region's abbreviation (CA for California, ON for Ontario, NSW, SP) and our region
// values carry it; elsewhere the region's name is written.
const ABBREVIATED_STATES = new Set(['US', 'CA', 'AU', 'BR'])

/** The address as printed on an envelope in its country (Latin script), ending with the country's name. */
export function addressLines(address: Address, data: AddressData): string[] {
  const region = address.state.slice(address.country.length + 1)
  return [
    ...data.formatAddress(
      {
        postalCountry: address.country,
        administrativeArea: ABBREVIATED_STATES.has(address.country) && region !== '' ? region : address.stateLabel,
        locality: address.city,
        postalCode: address.zipCode,
        name: address.name,
        addressLines: [address.address1, address.address2].filter((line) => line.trim() !== ''),
      },
      'latin',
    ),
    data.countries.find((country) => country.code === address.country)?.name ?? address.country,
  ]
}
