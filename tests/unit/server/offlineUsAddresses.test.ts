// Issue 12 point 5, C §4 address validation, C §5 autocomplete: the offline US provider (ZIP against state and city,
// USPS street and unit forms) and the provider chain that never lets checkout wait on a slow or failing provider.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Address } from '../../../core/address'
import { addressDifferences } from '../../../core/addressValidation'
import type { AddressCandidate } from '../../../core/schemas/checkout'
import {
  type AddressProvider,
  lookupAddressesWith,
  memberCredentials,
  validateAddressWith,
} from '../../../server/services/addressValidation'
import {
  offlineUsLookup,
  offlineUsProvider,
  offlineUsSuggestions,
  standardStreet,
  standardUnit,
} from '../../../server/services/offlineUsAddresses'
import { cupertino } from '../../addresses'

const entered = (fields: Partial<Address> = {}): Address => ({ ...cupertino, phone: '14085551234', ...fields })

const only = (candidates: readonly AddressCandidate[]) => {
  expect(candidates).toHaveLength(1)
  return candidates[0] as AddressCandidate
}

describe('offline US validation: the ZIP decides state and city', () => {
  it('a wrong city for 95014 is suggested as Cupertino, marked validated, the rest kept', () => {
    const address = entered({ city: 'Cupertno' })
    const suggestion = only(offlineUsSuggestions(address))
    expect(suggestion.address).toEqual({ ...address, city: 'Cupertino', validated: true })
    expect(addressDifferences(address, suggestion.address)).toEqual(['city'])
    expect(suggestion).toMatchObject({ deliveryLine1: '1 Infinite Loop', lastLine: 'Cupertino CA 95014' })
  })

  it('a state that does not fit the ZIP is replaced by the ZIP’s state, with its label', () => {
    const address = entered({ state: 'US-NY', stateLabel: 'New York' })
    const suggestion = only(offlineUsSuggestions(address))
    expect(suggestion.address).toMatchObject({ state: 'US-CA', stateLabel: 'California', validated: true })
    expect(addressDifferences(address, suggestion.address)).toEqual(['state'])
  })

  it('an address that is right already comes back unchanged but validated (the browser skips the modal)', () => {
    const address = entered()
    const suggestion = only(offlineUsSuggestions(address))
    expect(addressDifferences(address, suggestion.address)).toEqual([])
    expect(suggestion.address.validated).toBe(true)
  })

  it('a ZIP+4 keeps its extension', () => {
    expect(only(offlineUsSuggestions(entered({ zipCode: '95014-2083' }))).address.zipCode).toBe('95014-2083')
  })

  it('an unknown ZIP: the ZIPs of the entered city in the entered state are offered', () => {
    const suggestions = offlineUsSuggestions(entered({ zipCode: '99999' }))
    expect(suggestions.map((s) => s.address.zipCode)).toEqual(['95014', '95015'])
    expect(suggestions.every((s) => s.address.city === 'Cupertino' && s.address.validated)).toBe(true)
  })

  it('an unknown ZIP with a city it does not know either: no suggestion', () => {
    expect(offlineUsSuggestions(entered({ zipCode: '99999', city: 'Nowhereville' }))).toEqual([])
    expect(offlineUsSuggestions(entered({ zipCode: 'ABCDE', city: '' }))).toEqual([])
  })

  it('a city with many ZIPs is not guessed from (New York, NY has well over three)', () => {
    expect(offlineUsSuggestions(entered({ zipCode: '99999', city: 'New York', state: 'US-NY' }))).toEqual([])
  })

  it('a non-US address gets no suggestion', () => {
    const canadian = entered({ country: 'CA', state: 'CA-ON', city: 'Ottawa', zipCode: 'K1A 0B1' })
    expect(offlineUsSuggestions(canadian)).toEqual([])
  })

  it('Puerto Rico 00601: Adjuntas, PR', () => {
    const address = entered({ address1: '10 Calle Luna', city: 'adjuntas', state: 'US-PR', zipCode: '00601' })
    const suggestion = only(offlineUsSuggestions(address))
    expect(suggestion.address).toMatchObject({ city: 'Adjuntas', state: 'US-PR', stateLabel: 'Puerto Rico' })
    expect(suggestion.lastLine).toBe('Adjuntas PR 00601')
  })

  it('APO 09012: the military post office in capitals, Armed Forces Europe', () => {
    const address = entered({ address1: 'Unit 2050 Box 4190', city: 'Apo', state: 'US-AE', zipCode: '09012' })
    const suggestion = only(offlineUsSuggestions(address))
    expect(suggestion.address).toMatchObject({ address1: 'Unit 2050 Box 4190', city: 'APO', state: 'US-AE' })
    expect(suggestion.lastLine).toBe('APO AE 09012')
  })
})

describe('offline US validation: street and unit in USPS form (Publication 28)', () => {
  it('"avenue" becomes "Ave" and "apartment 5" becomes "Apt 5"', () => {
    const address = entered({ address1: '10 north main avenue', address2: 'apartment 5' })
    const suggestion = only(offlineUsSuggestions(address))
    expect(suggestion.address).toMatchObject({ address1: '10 N Main Ave', address2: 'Apt 5' })
    expect(suggestion.deliveryLine1).toBe('10 N Main Ave Apt 5')
    expect(addressDifferences(address, suggestion.address)).toEqual(['address1', 'address2'])
  })

  it('a unit on line 1 moves to an empty line 2, and stays on line 1 when line 2 is taken', () => {
    const moved = only(offlineUsSuggestions(entered({ address1: '1600 pennsylvania avenue nw apt 4' }))).address
    expect(moved).toMatchObject({ address1: '1600 Pennsylvania Ave NW', address2: 'Apt 4' })
    const kept = only(offlineUsSuggestions(entered({ address1: '10 Main St Suite 200', address2: 'c/o Ada' }))).address
    expect(kept).toMatchObject({ address1: '10 Main St Ste 200', address2: 'c/o Ada' })
  })

  it.each([
    ['1 infinite loop', '1 Infinite Loop', null],
    ['742   Evergreen Terrace', '742 Evergreen Ter', null],
    ['10 Martin Luther King Jr Boulevard', '10 Martin Luther King Jr Blvd', null],
    ['20 west 34th street', '20 W 34th St', null],
    ['123 elm st #4', '123 Elm St', '# 4'],
    ['10 Main St., Apt. 5B', '10 Main St', 'Apt 5B'],
    ['10 Fifth avenue floor 3', '10 Fifth Ave', 'Fl 3'],
    ["10 O'Brien street", "10 O'Brien St", null],
    ['10 avenue of the americas', '10 Avenue of the Americas', null],
  ])('%j → %j with unit %j', (line, street, unit) => {
    expect(standardStreet(line)).toEqual({ street, unit })
  })

  it.each([
    ['a PO box', 'PO Box 12'],
    ['a military box line', 'PSC 1234 Box 5678'],
    ['a unit first', 'Unit 5 10 Main St'],
    ['a line parse-address would read as a city and state', '1 Main St Ca'],
  ])('%s stays as typed (%j)', (_, line) => {
    expect(standardStreet(line)).toBeNull()
    expect(only(offlineUsSuggestions(entered({ address1: line }))).address.address1).toBe(line)
  })

  it.each([
    ['apartment 5', 'Apt 5'],
    ['Suite 200', 'Ste 200'],
    ['#5', '# 5'],
    ['Apt #5', 'Apt 5'],
    ['floor 3', 'Fl 3'],
    ['Building 2', 'Bldg 2'],
    ['room 12', 'Rm 12'],
    ['basement', 'Bsmt'],
    ['c/o Grandma', 'c/o Grandma'],
    ['  Care of   Ada ', 'Care of Ada'],
  ])('line 2 %j → %j', (line, standard) => {
    expect(standardUnit(line)).toBe(standard)
  })
})

describe('offline US lookup (C §9: from 4 characters)', () => {
  it('"9501" gives the ZIPs 9501x with their city and state', () => {
    const entries = offlineUsLookup('9501')
    expect(entries.map((e) => e.zIPCode)).toEqual([
      '95010',
      '95011',
      '95012',
      '95013',
      '95014',
      '95015',
      '95017',
      '95018',
      '95019',
    ])
    expect(entries.find((e) => e.zIPCode === '95014')).toEqual({
      streetLine: '',
      secondary: '',
      city: 'Cupertino',
      state: 'US-CA',
      zIPCode: '95014',
      entries: 0,
    })
  })

  it.each([['950'], ['main st'], ['950144'], ['']])('%j gives nothing', (query) => {
    expect(offlineUsLookup(query)).toEqual([])
  })
})

describe('providers: checkout never waits on one (issue 12 point 5)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })
  const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {})
  const address = entered({ city: 'Cupertno' })
  const offlineAnswer = offlineUsSuggestions(address)
  const online = (answer: AddressCandidate[]): AddressProvider => ({
    name: 'online',
    validate: async () => answer,
  })
  const failing: AddressProvider = {
    name: 'failing',
    validate: async () => {
      throw new Error('503 from the postal service')
    },
    lookup: async () => {
      throw new Error('503 from the postal service')
    },
  }
  // Answers only when told to stop: a provider that hangs.
  const aborted: AbortSignal[] = []
  const slow: AddressProvider = {
    name: 'slow',
    validate: (_, signal) =>
      new Promise((_, reject) => {
        aborted.push(signal)
        signal.addEventListener('abort', () => reject(new Error('aborted')))
      }),
  }

  it('an online provider that answers in time is taken before the offline one', async () => {
    const answer = [{ ...(offlineAnswer[0] as AddressCandidate), lastLine: 'CUPERTINO CA 95014-2083' }]
    expect(await validateAddressWith([online(answer), offlineUsProvider], address, 50)).toEqual(answer)
  })

  it('a failing provider is skipped (and logged): the offline answer comes', async () => {
    const warn = warnings()
    expect(await validateAddressWith([failing, offlineUsProvider], address, 50)).toEqual(offlineAnswer)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('failing'))
  })

  it('a provider still busy at the time limit is skipped and told to stop: the offline answer comes', async () => {
    warnings()
    expect(await validateAddressWith([slow, offlineUsProvider], address, 20)).toEqual(offlineAnswer)
    expect(aborted.at(-1)?.aborted).toBe(true)
  })

  it('with no provider left, no suggestion rather than an error', async () => {
    warnings()
    expect(await validateAddressWith([failing], address, 50)).toEqual([])
    expect(await validateAddressWith([], address, 50)).toEqual([])
  })

  it('the lookup asks only providers that look up, past a failing one', async () => {
    warnings()
    const providers = [online([]), failing, offlineUsProvider]
    expect(await lookupAddressesWith(providers, '95014', null, 50)).toEqual(offlineUsLookup('95014'))
  })

  it('GET /member gives the lookup credential only when a provider looks up (C §5)', () => {
    expect(memberCredentials([online([]), offlineUsProvider])).toEqual({ addressLookup: 'offline-us' })
    expect(memberCredentials([online([])])).toEqual({})
  })
})
