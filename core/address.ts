// Address rules (C §5) over the country and region lists (C §9 "Region lists") and the phone and postcode checks,
// which come in as an argument (AddressData, built from the libraries in core/addressData.ts): the server imports that
// module, the browser loads it after the checkout form's first render (issue 17 point 2: about 60 kB gzip), so these
// rules stay small. Which countries require a postcode comes from addressMetadata.json (Google's libaddressinput data,
// written by scripts/addressMetadata.mjs, 1 kB gzip): the form needs it to show its fields at once.

import type parsePhoneNumber from 'libphonenumber-js/min'
import type { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min'
import type { formatAddress } from 'localized-address-format'
import metadata from './addressMetadata.json'

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

/** The fields of an address form in the order they are shown (C §5: country first); stateLabel follows state. */
export const ADDRESS_FORM_FIELDS = [
  'country',
  'name',
  'address1',
  'address2',
  'city',
  'state',
  'zipCode',
  'phone',
] as const satisfies readonly AddressField[]

/** A field the shopper fills in; country and state go through changeCountry and selectState (see editAddress). */
export type EditableField = (typeof ADDRESS_FORM_FIELDS)[number]

export type AddressMessageKey =
  | 'checkout.form_error_field_required'
  | 'checkout.form_error_invalid_phone'
  | 'checkout.form_error_invalid_zip'

export type AddressErrors = Partial<Record<AddressField, AddressMessageKey>>

export type Country = { code: string; name: string }

export type Region = { label: string; value: string }

/**
 * The lists and checks the address rules read (core/addressData.ts): countries and regions from country-region-data,
 * phones from libphonenumber-js (`min` metadata), postcode shapes from postcode-validator, postal line order from
 * localized-address-format.
 */
export type AddressData = {
  /** C §9: every country of the library, as code and English name, in the library's (alphabetical) order. */
  countries: readonly Country[]
  /** C §9: state options keyed by two-letter country code; each value is `CC-RR`, unique within its country. */
  regionsByCountry: Readonly<Record<string, readonly Region[]>>
  phones: {
    isSupportedCountry: typeof isSupportedCountry
    isValidPhoneNumber: typeof isValidPhoneNumber
    parsePhoneNumber: typeof parsePhoneNumber
  }
  postcodes: {
    /** Whether the library knows the country's postcode shape. */
    known: (country: string) => boolean
    valid: (postcode: string, country: string) => boolean
  }
  /** An address's lines in its country's postal order (localized-address-format: core/addressFormat.ts). */
  formatAddress: typeof formatAddress
}

/** The longest value each field takes (request schemas in core/schemas/checkout.ts, the inputs' maxLength). */
export const ADDRESS_MAX_LENGTH: Readonly<Record<AddressField, number>> = {
  name: 200,
  address1: 200,
  address2: 200,
  city: 200,
  zipCode: 20,
  state: 100,
  stateLabel: 100,
  country: 2,
  phone: 40,
}

/** C §5, C §9: the country a new address starts with. */
export const DEFAULT_COUNTRY = 'US'

/** C §5: the state options of a country; none for an unknown code. */
export function regionsOf(data: AddressData, country: string): readonly Region[] {
  return data.regionsByCountry[country] ?? []
}

// Countries without postcodes. Source: Google's libaddressinput region data (the address metadata behind Chrome and
// Android autofill): regions whose address format has no postcode and that have no example postcode, plus Vietnam,
// which the spec says needs none (C §5) although the current data gives it a postcode pattern; so the list is kept
// here, not derived in scripts/addressMetadata.mjs. Ireland is not listed: it has Eircodes (optional there).
const NO_POSTCODE = new Set(
  (
    'AE AG AO AQ AW BF BI BJ BO BS BV BW BZ CD CF CG CI CM DJ DM ER FJ GA GD GH GM GQ GY HK JM KI KM KN LC LY ML ' +
    'MO MR MS MW NA NR NU PA PS QA RW SB SC SL SR ST TD TF TG TK TL TO TT TV UG VN VU WS YE ZW'
  ).split(' '),
)

export type PostcodeRule = 'required' | 'optional' | 'none'

const requiredPostcodes = new Set(
  Object.entries(metadata as Readonly<Record<string, { postcode?: string }>>)
    .filter(([, entry]) => entry.postcode === 'required')
    .map(([code]) => code),
)

/**
 * C §5: "zipCode required only where the country requires postcodes (Vietnam needs none; other countries support
 * one)": none where the country has no postcodes, required where libaddressinput's format requires one (US, CA, GB,
 * MY, JP, IN...), optional elsewhere (IE, TH...).
 */
export function postcodeRule(country: string): PostcodeRule {
  if (NO_POSTCODE.has(country)) return 'none'
  return requiredPostcodes.has(country) ? 'required' : 'optional'
}

/** C §5: whether the country uses postcodes: the zip field is shown only then. */
export function usesPostcode(country: string): boolean {
  return postcodeRule(country) !== 'none'
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
 * postcodes, the zip code. A country with a single region (HK, GI, MO...) gets it chosen, as the list offers nothing
 * else. The old validation no longer holds for a different address, so `validated` resets too.
 */
export function changeCountry(data: AddressData, address: Address, country: string): Address {
  if (country === address.country) return address
  const regions = regionsOf(data, country)
  const only = regions.length === 1 ? regions[0] : undefined
  return {
    ...address,
    country,
    state: only?.value ?? '',
    stateLabel: only?.label ?? '',
    zipCode: usesPostcode(country) ? address.zipCode : '',
    validated: false,
  }
}

const regionLabel = (data: AddressData, country: string, value: string) =>
  regionsOf(data, country).find((region) => region.value === value)?.label ?? ''

/** C §3: choosing a state sets its label from the country's region list; a value of another country clears both. */
export function selectState(data: AddressData, address: Address, value: string): Address {
  const label = regionLabel(data, address.country, value)
  return { ...address, state: label === '' ? '' : value, stateLabel: label, validated: false }
}

// Case, accents and surrounding spaces do not tell regions apart: "MY-johor" and "MY-Johor" are Johor.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()

/**
 * C §9 region lists: a state sent as `CC-<region code>` or as `CC-<full region name>` (the spec's Malaysian and Thai
 * values, "MY-Johor") is the country's region value from our list ("MY-01"); anything else is no state ('').
 */
export function normalizeState(data: AddressData, country: string, value: string): string {
  const regions = regionsOf(data, country)
  const trimmed = value.trim()
  if (regions.some((region) => region.value === trimmed)) return trimmed
  const prefix = `${country}-`
  if (country === '' || trimmed.slice(0, prefix.length).toUpperCase() !== prefix) return ''
  const wanted = fold(trimmed.slice(prefix.length))
  const found =
    regions.find((region) => fold(region.value.slice(prefix.length)) === wanted) ??
    regions.find((region) => fold(region.label) === wanted)
  return found?.value ?? ''
}

// What an address validation looked at: changing one of these makes the address unvalidated again (C §4).
const POSTAL_FIELDS: ReadonlySet<EditableField> = new Set(['address1', 'address2', 'city', 'zipCode'])

/**
 * One field edited by the shopper, with the country and state rules of C §5 and `validated` reset where due. Country
 * and state follow the region lists: without the data (the browser still loading it) they stay as they are.
 */
export function editAddress(data: AddressData | null, address: Address, field: EditableField, value: string): Address {
  if (field === 'country') return data ? changeCountry(data, address, value) : address
  if (field === 'state') return data ? selectState(data, address, value) : address
  if (address[field] === value) return address
  return { ...address, [field]: value, validated: POSTAL_FIELDS.has(field) ? false : address.validated }
}

/** C §5: billing and shipping phone values are sent as digits only. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}

/**
 * C §5 phone-format check, by the address country. A value saved as digits only (C §5) loses its "+", so a
 * number that is not valid in the address country is also tried as an international number.
 */
export function isValidPhone(data: AddressData, phone: string, country: string): boolean {
  const { isSupportedCountry, isValidPhoneNumber } = data.phones
  const local = isSupportedCountry(country) && isValidPhoneNumber(phone, country)
  return local || isValidPhoneNumber(`+${phoneDigits(phone)}`)
}

/**
 * C §5 "phone values are reduced to digits only": the number in international form (E.164) without its "+", so a
 * saved number reads back whatever the address country ("+1 (213) 373-4253" and "(213) 373-4253" in the US are both
 * 12133734253). Digits that already form a valid international number are kept as they are, and a stray "+" before
 * a national number is forgiven, so storing a stored phone changes nothing (the browser stores, then the server); a
 * number valid nowhere is kept as its digits, for validation to refuse.
 */
export function phoneForStorage(data: AddressData, phone: string, country: string): string {
  const { isSupportedCountry, isValidPhoneNumber, parsePhoneNumber } = data.phones
  const digits = phoneDigits(phone)
  const local = isSupportedCountry(country) ? country : undefined
  // Each reading counts only when its international form is valid on its own: what is stored must read back.
  const international = [
    `+${digits}`,
    local && parsePhoneNumber(phone, local)?.number,
    local && parsePhoneNumber(digits, local)?.number,
  ].find((candidate) => candidate !== undefined && isValidPhoneNumber(candidate))
  return international ? phoneDigits(international) : digits
}

/** A stored phone as the form shows it: national in its own country, international otherwise, else unchanged. */
export function phoneForDisplay(data: AddressData, phone: string, country: string): string {
  const parsed = /^\d+$/.test(phone) ? data.phones.parsePhoneNumber(`+${phone}`) : undefined
  if (!parsed?.isValid()) return phone
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational()
}

const REQUIRED = 'checkout.form_error_field_required'

const blank = (value: string) => value.trim() === ''

/** C §5: the failing fields of an address with their message keys; empty when the address is valid. */
export function validateAddress(data: AddressData, address: Address): AddressErrors {
  const errors: AddressErrors = {}
  for (const field of ['name', 'address1', 'city', 'phone'] as const) {
    if (blank(address[field])) errors[field] = REQUIRED
  }
  if (!data.countries.some((country) => country.code === address.country)) errors.country = REQUIRED
  // A state left over from another country is no choice at all in this country's list.
  const regions = regionsOf(data, address.country)
  if (regions.length > 0 && !regions.some((region) => region.value === address.state)) errors.state = REQUIRED
  const rule = postcodeRule(address.country)
  const zip = address.zipCode.trim()
  if (rule === 'required' && zip === '') errors.zipCode = REQUIRED
  else if (
    rule !== 'none' &&
    zip !== '' &&
    data.postcodes.known(address.country) &&
    !data.postcodes.valid(zip.toUpperCase(), address.country)
  )
    errors.zipCode = 'checkout.form_error_invalid_zip'
  if (!errors.phone && !isValidPhone(data, address.phone, address.country))
    errors.phone = 'checkout.form_error_invalid_phone'
  return errors
}

/**
 * C §5: the address as stored: every text trimmed, the state as the country's region value with its label (a full
 * region name is accepted, see normalizeState), the phone as digits (phoneForStorage), the postcode in capitals and
 * none where the country has no postcodes.
 */
export function addressPayload(data: AddressData, address: Address): Address {
  const { country } = address
  const state = normalizeState(data, country, address.state)
  return {
    ...address,
    name: address.name.trim(),
    address1: address.address1.trim(),
    address2: address.address2.trim(),
    city: address.city.trim(),
    zipCode: usesPostcode(country) ? address.zipCode.trim().toUpperCase() : '',
    state,
    stateLabel: regionLabel(data, country, state),
    phone: phoneForStorage(data, address.phone, country),
  }
}
