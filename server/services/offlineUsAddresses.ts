// The offline US address provider (issue 12 point 5): no network, so it answers always and at once. It checks the
// ZIP against the state and the city (US ZIP list of the zipcodes package: states, territories, APO/FPO) and writes
// the street line the USPS way (Publication 28: suffix and directionals abbreviated by parse-address, the unit
// designator by appendix C2 below). It knows no street names: a street it cannot read stays as typed, and the lookup
// completes ZIP codes only; street completion needs an online provider (docs/operations.md).
import { parseAddress } from 'parse-address'
import { codes, lookup, lookupByName, type ZipCode } from 'zipcodes'
import { type Address, selectState } from '../../core/address'
import { addressData } from '../../core/addressData'
import type { AddressCandidate, AddressSuggestion } from '../../core/schemas/checkout'
import type { AddressProvider } from './addressValidation'

// USPS Publication 28 appendix C2: each secondary unit designator's standard abbreviation, with the words it stands for.
const UNIT_DESIGNATORS: Readonly<Record<string, readonly string[]>> = {
  Apt: ['apartment'],
  Bsmt: ['basement'],
  Bldg: ['building'],
  Dept: ['department'],
  Fl: ['floor', 'flr'],
  Frnt: ['front'],
  Hngr: ['hangar'],
  Lbby: ['lobby'],
  Lot: [],
  Lowr: ['lower'],
  Ofc: ['office'],
  Ph: ['penthouse'],
  Pier: [],
  Rear: [],
  Rm: ['room'],
  Side: [],
  Slip: [],
  Spc: ['space'],
  Stop: [],
  Ste: ['suite'],
  Trlr: ['trailer'],
  Unit: [],
  Uppr: ['upper'],
  '#': [],
}

const unitByWord = new Map(
  Object.entries(UNIT_DESIGNATORS).flatMap(([abbreviation, words]) =>
    [abbreviation, ...words].map((word) => [word.toLowerCase(), abbreviation] as const),
  ),
)

/** "apartment", "5" → "Apt 5"; "#", "4" → "# 4" (Pub. 28 C2); null for a designator that is not in the table. */
function unitLine(designator: string, number = ''): string | null {
  const abbreviation = unitByWord.get(designator.toLowerCase().replace(/\.$/, ''))
  const rest = number.replace(/^#\s*/, '')
  return abbreviation === undefined ? null : [abbreviation, rest].filter((part) => part !== '').join(' ')
}

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ')

/** An address line 2 that starts with a unit designator, standardised ("apartment 5" → "Apt 5"); others as typed. */
export function standardUnit(line: string): string {
  const parts = /^(#|[a-z]+)\.?\s*(.*)$/i.exec(collapse(line))
  return (parts && unitLine(parts[1] ?? '', parts[2])) ?? collapse(line)
}

// The parts of a street line; anything else parse-address finds in it (a city, a state, a ZIP, a fraction) means it
// read the line wrongly ("1 Main St Ca" as the city "St" in California), and the line stays as typed.
const STREET_PARTS = new Set(['number', 'prefix', 'street', 'type', 'suffix', 'sec_unit_type', 'sec_unit_num'])

const SMALL_WORDS = new Set(['of', 'the', 'and', 'de', 'la', 'del', 'los', 'las'])

// A word typed all in small letters gets a capital ("main" → "Main"); the shopper's own capitals stay ("McKinley").
const titleCase = (street: string) =>
  street
    .split(' ')
    .map((word, i) =>
      /^[a-z]+$/.test(word) && (i === 0 || !SMALL_WORDS.has(word)) ? word[0]?.toUpperCase() + word.slice(1) : word,
    )
    .join(' ')

// parse-address drops punctuation from the street ("O'Brien" → "OBrien"): the street as typed is found again.
const PUNCTUATION = '[^\\w\\s\\-#&]*'
const asTyped = (line: string, street: string) => {
  const pattern = [...street].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(PUNCTUATION)
  return new RegExp(pattern).exec(line)?.[0] ?? street
}

/**
 * A street line the USPS way ("10 north main avenue apartment 5" → street "10 N Main Ave", unit "Apt 5"); null
 * when parse-address cannot read the whole line as one (a PO box, "PSC 1234 Box 5678", a unit first).
 */
export function standardStreet(line: string): { street: string; unit: string | null } | null {
  const typed = collapse(line)
  // The trailing comma ends the street for parse-address, whose full-address form must read the whole line.
  const parts = parseAddress(`${typed},`)
  if (!parts?.number || !parts.street || Object.keys(parts).some((part) => !STREET_PARTS.has(part))) return null
  const unit = parts.sec_unit_type === undefined ? null : unitLine(parts.sec_unit_type, parts.sec_unit_num)
  if (parts.sec_unit_type !== undefined && unit === null) return null
  const street = [
    parts.number,
    parts.prefix?.toUpperCase(),
    titleCase(asTyped(typed, parts.street)),
    parts.type,
    parts.suffix?.toUpperCase(),
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(' ')
  return { street, unit }
}

/** Both street lines standardised; a unit found on line 1 moves to line 2 when that is empty. */
function standardLines(address: Address): Pick<Address, 'address1' | 'address2'> {
  const line2 = address.address2.trim() === '' ? '' : standardUnit(address.address2)
  const standard = standardStreet(address.address1)
  if (standard === null) return { address1: collapse(address.address1), address2: line2 }
  if (standard.unit === null) return { address1: standard.street, address2: line2 }
  return line2 === ''
    ? { address1: standard.street, address2: standard.unit }
    : { address1: `${standard.street} ${standard.unit}`, address2: line2 }
}

// Military post offices are written in capitals (APO AE 09012); the package spells them "Apo".
const cityName = (place: ZipCode) => (/^[afd]po$/i.test(place.city) ? place.city.toUpperCase() : place.city)

// The package also holds Canadian postcode areas (letters, never a 5-digit key): kept out all the same.
const usPlace = (zip: string): ZipCode | undefined => {
  const place = lookup(zip)
  return place?.country === 'US' ? place : undefined
}

// A city with more ZIPs than this is no help when the ZIP is wrong: which one is theirs cannot be told offline.
const MAX_CANDIDATES = 3

/** The ZIPs of the entered city in the entered state, when there are few enough to offer each. */
function cityPlaces(address: Address): readonly ZipCode[] {
  const state = address.state.startsWith('US-') ? address.state.slice(3) : ''
  if (state === '' || address.city.trim() === '') return []
  const places = lookupByName(address.city.trim(), state).filter((place) => place.country === 'US')
  return places.length <= MAX_CANDIDATES ? places : []
}

const ZIP = /^(\d{5})(?:[-\s]?(\d{4}))?$/

function candidate(address: Address, place: ZipCode, plus4: string | undefined): AddressCandidate {
  const zipCode = plus4 === undefined ? place.zip : `${place.zip}-${plus4}`
  const placed = selectState(
    addressData,
    { ...address, ...standardLines(address), city: cityName(place), zipCode },
    `US-${place.state}`,
  )
  const suggested = { ...placed, validated: true }
  return {
    deliveryLine1: [suggested.address1, suggested.address2].filter((line) => line !== '').join(' '),
    lastLine: `${suggested.city} ${place.state} ${zipCode}`,
    address: suggested,
  }
}

/**
 * The suggestions for a US address: the ZIP decides the state and the city (a state or city that does not fit the ZIP
 * is corrected); when the city given is another one, or the ZIP is unknown, the entered city's ZIPs in the entered
 * state are offered too (at most three). Other countries: none.
 */
export function offlineUsSuggestions(address: Address): AddressCandidate[] {
  if (address.country !== 'US') return []
  const zip = ZIP.exec(address.zipCode.trim())
  const fromZip = zip?.[1] === undefined ? undefined : usPlace(zip[1])
  const sameCity = fromZip !== undefined && fromZip.city.toLowerCase() === address.city.trim().toLowerCase()
  const others = sameCity ? [] : cityPlaces(address).filter((place) => place.zip !== fromZip?.zip)
  const places = [...(fromZip ? [fromZip] : []), ...others].slice(0, MAX_CANDIDATES)
  return places.map((place) => candidate(address, place, place === fromZip ? zip?.[2] : undefined))
}

const usZips = Object.values(codes)
  .filter((place) => place.country === 'US')
  .sort((a, b) => a.zip.localeCompare(b.zip))

/**
 * The lookup offline: 4 or 5 digits give the ZIPs starting with them (ten at most), with their city and state; other
 * text nothing.
 */
export function offlineUsLookup(query: string): AddressSuggestion[] {
  const digits = query.trim()
  if (!/^\d{4,5}$/.test(digits)) return []
  return usZips
    .filter((place) => place.zip.startsWith(digits))
    .map((place) => ({
      streetLine: '',
      secondary: '',
      city: cityName(place),
      state: `US-${place.state}`,
      zIPCode: place.zip,
      entries: 0,
    }))
}

export const offlineUsProvider: AddressProvider = {
  name: 'offline-us',
  validate: async (address) => offlineUsSuggestions(address),
  lookup: async (query) => offlineUsLookup(query),
}
