// The lists and checks behind the address rules (core/address.ts AddressData): about 60 kB gzip of data, so the browser
// loads this module with a dynamic import() after the checkout form's first render (issue 17 point 2); the server and
// the tests import it as they import anything.
// Countries and regions come from country-region-data (ISO 3166-1/3166-2, pure data); phone checks from
// libphonenumber-js with its `min` metadata (~80 KB): length plus each country's national number pattern is the
// "phone-format check" the spec asks for, and `max` (~145 KB) would only add number-type detection we never use.
// Postcode shapes come from postcode-validator, the order of an address's lines from localized-address-format.
import { allCountries } from 'country-region-data'
import parsePhoneNumber, { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min'
import { formatAddress } from 'localized-address-format'
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator'
import type { AddressData, Country, Region } from './address'

/** C §9: every country of the library, as code and English name, in the library's (alphabetical) order. */
export const countries: readonly Country[] = allCountries.map(([name, code]) => ({ code, name }))

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

/** What core/address.ts's rules take. */
export const addressData: AddressData = {
  countries,
  regionsByCountry,
  phones: { isSupportedCountry, isValidPhoneNumber, parsePhoneNumber },
  postcodes: { known: postcodeValidatorExistsForCountry, valid: postcodeValidator },
  formatAddress,
}
