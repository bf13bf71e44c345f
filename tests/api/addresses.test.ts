// Issue 12 point 5, C §7 PATCH /addresses/validate and /addresses/suggestions, C §5 member credential: the address
// checks of checkout over HTTP, with the offline US provider and with providers that fail.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Address } from '../../core/address'
import { AddressSuggestionsResponse, AddressValidateResponse } from '../../core/schemas/checkout'
import { ErrorBody } from '../../core/schemas/errors'
import { MemberResponse } from '../../core/schemas/store'
import { createApp } from '../../server/app'
import type { AddressProvider } from '../../server/services/addressValidation'
import { offlineUsProvider } from '../../server/services/offlineUsAddresses'
import { cupertino } from '../addresses'
import { type Api, decode, startApi } from './harness'

let api: Api
let token: string

beforeAll(async () => {
  api = await startApi()
  token = await api.newShopper()
})
afterAll(() => api.close())

const entered = (fields: Partial<Address> = {}): Address => ({ ...cupertino, phone: '14085551234', ...fields })

const validate = async (address: unknown, app: Pick<Api, 'send'> = api) => {
  const res = await app.send(token, 'PATCH', '/addresses/validate', { address })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await decode(AddressValidateResponse, res)).data.addresses
}

const suggest = async (addressQuery: unknown) => {
  const res = await api.send(token, 'PATCH', '/addresses/suggestions', { addressQuery })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await decode(AddressSuggestionsResponse, res)).addresses
}

/** An app on the same database with other address providers (as main.ts would be configured). */
const withProviders = (addressProviders: AddressProvider[]) => {
  const app = createApp({ ...api.deps, db: api.db, addressProviders })
  return {
    send: async (t: string, method: string, path: string, body?: unknown) =>
      app.request(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${t}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  }
}

describe('PATCH /addresses/validate (C §4 address validation, C §7)', () => {
  it('a wrong city for 95014: the suggestion says Cupertino, with its delivery and last lines, validated', async () => {
    const [suggestion, ...more] = await validate(entered({ city: 'Cupertno' }))
    expect(more).toEqual([])
    expect(suggestion).toEqual({
      deliveryLine1: '1 Infinite Loop',
      lastLine: 'Cupertino CA 95014',
      address: { ...entered(), validated: true },
    })
  })

  it('a ZIP of another state: the state comes from the ZIP', async () => {
    const [suggestion] = await validate(entered({ state: 'US-NY', stateLabel: 'New York' }))
    expect(suggestion?.address).toMatchObject({ state: 'US-CA', stateLabel: 'California' })
  })

  it('an unknown ZIP: the entered city’s ZIPs, or nothing when the city is unknown too', async () => {
    expect((await validate(entered({ zipCode: '99999' }))).map((s) => s.address.zipCode)).toEqual(['95014', '95015'])
    expect(await validate(entered({ zipCode: '99999', city: 'Nowhereville' }))).toEqual([])
  })

  it('street suffix and unit in USPS form: "avenue" → "Ave", "apartment 5" → "Apt 5"', async () => {
    const [suggestion] = await validate(entered({ address1: '10 main avenue', address2: 'apartment 5' }))
    expect(suggestion?.address).toMatchObject({ address1: '10 Main Ave', address2: 'Apt 5' })
  })

  it('Puerto Rico and APO addresses are US addresses', async () => {
    const [pr] = await validate(entered({ city: 'Adjuntas', state: 'US-PR', zipCode: '00601' }))
    expect(pr?.lastLine).toBe('Adjuntas PR 00601')
    const [apo] = await validate(
      entered({ address1: 'Unit 2050 Box 4190', city: 'APO', state: 'US-AE', zipCode: '09012' }),
    )
    expect(apo?.lastLine).toBe('APO AE 09012')
  })

  it('a non-US address: no suggestions', async () => {
    const canadian = entered({
      country: 'CA',
      state: 'CA-ON',
      stateLabel: 'Ontario',
      city: 'Ottawa',
      zipCode: 'K1A 0B1',
    })
    expect(await validate(canadian)).toEqual([])
  })

  it('a body that is no address is 400 with the field', async () => {
    const res = await api.send(token, 'PATCH', '/addresses/validate', { address: { ...entered(), country: 'USA' } })
    expect(res.status).toBe(400)
    const body = await decode(ErrorBody, res)
    expect(body.error.code).toBe('bad_request')
    expect(Object.keys(body.error.fields ?? {})).toEqual(['address.country'])
  })

  it('without a token: 401', async () => {
    const res = await api.request('/addresses/validate', {
      method: 'PATCH',
      body: JSON.stringify({ address: entered() }),
    })
    expect(res.status).toBe(401)
  })

  it('a failing provider before the offline one: the offline answer, no error (a hanging one: unit tests)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing: AddressProvider = {
      name: 'failing',
      validate: () => Promise.reject(new Error('503')),
    }
    const expected = await validate(entered({ city: 'Cupertno' }))
    const app = withProviders([failing, offlineUsProvider])
    expect(await validate(entered({ city: 'Cupertno' }), app)).toEqual(expected)
    warn.mockRestore()
  })
})

describe('PATCH /addresses/suggestions (C §7, C §9 lookup from 4 characters)', () => {
  it('"9501" gives the ZIPs 9501x with city and state', async () => {
    const entries = await suggest({ query: '9501', expandSelected: null })
    expect(entries.every((e) => e.zIPCode.startsWith('9501'))).toBe(true)
    expect(entries.find((e) => e.zIPCode === '95014')).toMatchObject({ city: 'Cupertino', state: 'US-CA', entries: 0 })
  })

  it('three characters: none, even when spaces make it longer', async () => {
    expect(await suggest({ query: '950' })).toEqual([])
    expect(await suggest({ query: ' 950  ' })).toEqual([])
  })

  it('a query over 100 characters is 400', async () => {
    const res = await api.send(token, 'PATCH', '/addresses/suggestions', { addressQuery: { query: '9'.repeat(101) } })
    expect(res.status).toBe(400)
  })
})

describe('GET /member (C §5: the lookup is active only with a member credential)', () => {
  it('with the offline provider: the addressLookup credential', async () => {
    const res = await api.get('/member', token)
    expect((await decode(MemberResponse, res)).member.credentials).toEqual({ addressLookup: 'offline-us' })
  })

  it('with no provider that looks up: no credential, and suggestions are empty', async () => {
    const app = withProviders([{ name: 'validate-only', validate: async () => [] }])
    const member = await app.send(token, 'GET', '/member')
    expect((await decode(MemberResponse, member)).member.credentials).toEqual({})
    const res = await app.send(token, 'PATCH', '/addresses/suggestions', { addressQuery: { query: '95014' } })
    expect((await decode(AddressSuggestionsResponse, res)).addresses).toEqual([])
  })
})
