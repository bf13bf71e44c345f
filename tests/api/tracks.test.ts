// Issue 15 point 3 and "Bad input" (C §7 tracking, B §7 POST /tracks): only the events of core/tracking.ts, with
// flat properties, in a body of at most 4 KB; a bigger one is 413 payload_too_large and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { TrackResponse } from '../../core/schemas/photos'
import { MAX_TRACK_BYTES, TRACK_EVENTS } from '../../core/tracking'
import { type Api, decode, startApi } from './harness'

let api: Api
let token: string

beforeAll(async () => {
  api = await startApi()
  token = await api.newShopper()
})
afterAll(() => api.close())

const post = (body: unknown) => api.send(token, 'POST', '/tracks', body)
const trackCount = async () => Number((await api.db.query<{ n: string }>('select count(*) n from tracks')).rows[0]?.n)

/** A Cart Viewed body of exactly `bytes` bytes of JSON (padded in one property). */
const bodyOf = (bytes: number) => {
  const body = (pad: string) => JSON.stringify({ track: { event: 'Cart Viewed', properties: { order: null, pad } } })
  return body('x'.repeat(bytes - body('').length))
}

describe('C §7 POST /tracks', () => {
  it('stores a known event with its flat properties under the store user (201)', async () => {
    const properties = { order: 'o-1', product: 'p-1', quantity: 2, price: 500000, acceptedLicence: true, x: null }
    const res = await post({ track: { event: 'Product Added', properties } })
    expect(res.status).toBe(201)
    const { track } = await decode(TrackResponse, res)
    expect(track.event).toBe('Product Added')
    const { rows } = await api.db.query<{ event: string; properties: unknown; store_user_id: string }>(
      'select event, properties, store_user_id from tracks where id = $1',
      [track.id],
    )
    expect(rows[0]).toMatchObject({ event: 'Product Added', properties })
    expect(rows[0]?.store_user_id).toEqual(expect.any(String))
  })

  it('accepts every event of TRACK_EVENTS', async () => {
    for (const event of TRACK_EVENTS) expect((await post({ track: { event, properties: {} } })).status).toBe(201)
  })

  it.each([
    ['an unknown event', { event: 'Cart Exploded' }, 'track.event'],
    ['an event in another case', { event: 'cart viewed' }, 'track.event'],
    ['a nested property', { event: 'Cart Viewed', properties: { order: { id: 'o-1' } } }, 'track.properties.order'],
    ['a list property', { event: 'Cart Viewed', properties: { orders: ['o-1'] } }, 'track.properties.orders'],
  ])('%s is 400 naming the field, nothing stored', async (_, track, field) => {
    const before = await trackCount()
    const res = await post({ track })
    expect(res.status).toBe(400)
    expect((await decode(ErrorBody, res)).error.fields).toHaveProperty([field])
    expect(await trackCount()).toBe(before)
  })

  it('a body of 4 KB is stored; 4 KB + 1 byte is 413 payload_too_large and nothing is stored', async () => {
    expect(Buffer.byteLength(bodyOf(MAX_TRACK_BYTES))).toBe(4096)
    expect((await post(bodyOf(MAX_TRACK_BYTES))).status).toBe(201)
    const before = await trackCount()
    const res = await post(bodyOf(MAX_TRACK_BYTES + 1))
    expect(res.status).toBe(413)
    expect((await decode(ErrorBody, res)).error.code).toBe('payload_too_large')
    expect(await trackCount()).toBe(before)
  })

  it('counts bytes, not characters: 4 KB of accented text is too large', async () => {
    const properties = { name: 'é'.repeat(2100) }
    expect(JSON.stringify(properties).length).toBeLessThan(MAX_TRACK_BYTES)
    const res = await post({ track: { event: 'Customer Details Entered', properties } })
    expect(res.status).toBe(413)
  })
})
