import { describe, expect, it } from 'vitest'
import { countries } from '../../core/addressData'
import { countryOptions } from '../../ui/format'

// C §5 address form, issue 15: the country list in the shopper's language, in that language's alphabetical order.
const options = countries.map((c) => ({ value: c.code, label: c.name }))
const labelOf = (list: readonly { value: string; label: string }[], code: string) =>
  list.find((o) => o.value === code)?.label

describe('the countries of the address form', () => {
  it.each([
    ['en-US', 'US', 'United States'],
    ['en-US', 'CA', 'Canada'],
    ['es-US', 'US', 'Estados Unidos'],
    ['es-US', 'MX', 'México'],
    ['es-US', 'DE', 'Alemania'],
  ])('in %s, %s is named %s', (locale, code, name) => {
    expect(labelOf(countryOptions(options, locale), code)).toBe(name)
  })

  it('keeps every country once, ordered as the language sorts its names', () => {
    const list = countryOptions(options, 'es-US')
    expect(list.map((o) => o.value).sort()).toEqual(options.map((o) => o.value).sort())
    const labels = list.map((o) => o.label)
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es-US')))
  })
})
