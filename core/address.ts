// Address rules (C §5) and the country and region lists (C §9 "Region lists").
// Countries and regions come from country-region-data (ISO 3166-1/3166-2, pure data); phone checks from
// libphonenumber-js with its `min` metadata (~80 KB): length plus each country's national number pattern is the
// "phone-format check" the spec asks for, and `max` (~145 KB) would only add number-type detection we never use.
import { allCountries } from 'country-region-data'
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min'

/** C §3 Address; `state` is `CC-RR` (country code, hyphen, region code). */
export type Address = {
  id?: string | number
  name: string
  address1: string
  address2: string
  city: string
  zipCode: string
  state: string
  stateLabel: string
  country: string
  phone: string
  validated: boolean
}

export type AddressField = Exclude<keyof Address, 'id' | 'validated'>

export type AddressMessageKey = 'checkout.form_error_field_required' | 'checkout.form_error_invalid_phone'

export type AddressErrors = Partial<Record<AddressField, AddressMessageKey>>

export type Country = { code: string; name: string }

export type Region = { label: string; value: string }

/** C §5, C §9: the country a new address starts with. */
export const DEFAULT_COUNTRY = 'US'

/** C §9: every country of the library, as code and English name, in the library's (alphabetical) order. */
export const countries: readonly Country[] = allCountries.map(([name, code]) => ({ code, name }))

const knownCountries = new Set(countries.map((country) => country.code))

// The ESM build of country-region-data writes a missing ISO code as the string "undefined" (or ""), for 32
// countries (CK, FO, PR, ...); those regions use the region name instead, the full-name form the spec allows
// (C §9). A few codes already carry the country prefix (DK-84, FI-01, MA-01, PH-14, RO-AB): kept as they are.
function regionValue(countryCode: string, regionName: string, regionCode: string | undefined): string {
  if (regionCode === undefined || regionCode === '' || regionCode === 'undefined') return `${countryCode}-${regionName}`
  return regionCode.startsWith(`${countryCode}-`) ? regionCode : `${countryCode}-${regionCode}`
}

/** C §9: state options keyed by two-letter country code; each value is `CC-RR`, unique within its country. */
export const regionsByCountry: Readonly<Record<string, readonly Region[]>> = Object.fromEntries(
  allCountries.map(([, code, regions]) => [
    code,
    regions.map(([label, regionCode]) => ({ label, value: regionValue(code, label, regionCode) })),
  ]),
)

/** C §5: the state options of a country; none for an unknown code. */
export function regionsOf(country: string): readonly Region[] {
  return regionsByCountry[country] ?? []
}

// No installed package knows which countries use postcodes (libphonenumber-js and country-region-data do not;
// card-validator only checks the postcode's shape). Source: Google's libaddressinput region data (the address
// metadata behind Chrome and Android autofill): regions whose address format has no postcode and that have no
// example postcode. Vietnam is added because the spec says it needs none (C §5) and libaddressinput's format for VN
// leaves the postcode out too. Ireland is not listed: that data predates its Eircode postcodes (2015).
const NO_POSTCODE = new Set(
  (
    'AE AG AO AQ AW BF BI BJ BO BS BV BW BZ CD CF CG CI CM DJ DM ER FJ GA GD GH GM GQ GY HK JM KI KM KN LC LY ML ' +
    'MO MR MS MW NA NR NU PA PS QA RW SB SC SL SR ST TD TF TG TK TL TO TT TV UG VN VU WS YE ZW'
  ).split(' '),
)

/** C §5: whether the country uses postcodes: the zip field is shown, and required, only then. */
export function usesPostcode(country: string): boolean {
  return !NO_POSTCODE.has(country)
}

/** C §5: a blank address in the default country. */
export function emptyAddress(country: string = DEFAULT_COUNTRY): Address {
  return {
    name: '',
    address1: '',
    address2: '',
    city: '',
    zipCode: '',
    state: '',
    stateLabel: '',
    country,
    phone: '',
    validated: false,
  }
}

/**
 * C §5: changing country clears the state (its options depend on the country) and, where the new country has no
 * postcodes, the zip code. The old validation no longer holds for a different address, so `validated` resets too.
 */
export function changeCountry(address: Address, country: string): Address {
  if (country === address.country) return address
  return {
    ...address,
    country,
    state: '',
    stateLabel: '',
    zipCode: usesPostcode(country) ? address.zipCode : '',
    validated: false,
  }
}

/** C §3: choosing a state sets its label from the country's region list; a value of another country clears both. */
export function selectState(address: Address, value: string): Address {
  const region = regionsOf(address.country).find((candidate) => candidate.value === value)
  return { ...address, state: region?.value ?? '', stateLabel: region?.label ?? '', validated: false }
}

/** C §5: billing and shipping phone values are sent as digits only. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}

/**
 * C §5 phone-format check, by the address country. A value saved as digits only (C §5) loses its "+", so a
 * number that is not valid in the address country is also tried as an international number.
 */
export function isValidPhone(phone: string, country: string): boolean {
  const local = isSupportedCountry(country) && isValidPhoneNumber(phone, country)
  return local || isValidPhoneNumber(`+${phoneDigits(phone)}`)
}

const REQUIRED = 'checkout.form_error_field_required'

const blank = (value: string) => value.trim() === ''

/** C §5: the failing fields of an address with their message keys; empty when the address is valid. */
export function validateAddress(address: Address): AddressErrors {
  const errors: AddressErrors = {}
  for (const field of ['name', 'address1', 'city', 'phone'] as const) {
    if (blank(address[field])) errors[field] = REQUIRED
  }
  if (!knownCountries.has(address.country)) errors.country = REQUIRED
  // A state left over from another country is no choice at all in this country's list.
  if (!regionsOf(address.country).some((region) => region.value === address.state)) errors.state = REQUIRED
  if (usesPostcode(address.country) && blank(address.zipCode)) errors.zipCode = REQUIRED
  if (!errors.phone && !isValidPhone(address.phone, address.country)) errors.phone = 'checkout.form_error_invalid_phone'
  return errors
}

/** C §5: the address as sent: phone digits only, and no zip code where the country has no postcodes. */
export function addressPayload(address: Address): Address {
  return {
    ...address,
    phone: phoneDigits(address.phone),
    zipCode: usesPostcode(address.country) ? address.zipCode : '',
  }
}
