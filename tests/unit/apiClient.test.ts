// DESIGN decision 5, issue 10: the browser's API client sends an Idempotency-Key with every write, retries a write
// whose answer was lost once with the same key, and reuses the key when the shopper repeats a write that got no answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, createApiClient } from '../../adapters/api/client'
import { newIdempotencyKey } from '../../adapters/api/idempotencyKey'
import { readToken, writeToken } from '../../adapters/storage/token'

type Seen = { method: string; path: string; key: string | null }

let seen: Seen[]
/** What the next requests meet, in order: 'lost' (no answer), a status, or (past the list) 204. */
let script: ('lost' | number)[]

beforeEach(() => {
  seen = []
  script = []
  writeToken('test-token')
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const headers = new Headers(init?.headers)
    seen.push({ method: init?.method ?? 'GET', path: url.pathname, key: headers.get('Idempotency-Key') })
    const next = script.shift() ?? 204
    if (next === 'lost') throw new TypeError('fetch failed')
    if (next === 204) return new Response(null, { status: 204 })
    return new Response(JSON.stringify({ error: { code: 'version_conflict', message: 'stale' } }), {
      status: next,
      headers: { 'Content-Type': 'application/json' },
    })
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  writeToken(null)
})

const api = () => createApiClient('http://shop.test/api', 'en')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('Idempotency-Key on writes', () => {
  it('every write carries a new key; reads carry none; a key given by the caller is used as given', async () => {
    const client = api()
    await client(null, '/favourites', { method: 'POST', body: { a: 1 } })
    await client(null, '/favourites', { method: 'POST', body: { a: 1 } })
    await client(null, '/favourites/1', { method: 'DELETE' })
    await client(null, '/member')
    await client(null, '/order_items', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'change-key' } })
    const [a, b, c, read, given] = seen
    expect(a?.key).toMatch(UUID)
    expect(b?.key).toMatch(UUID)
    expect(c?.key).toMatch(UUID)
    expect(new Set([a?.key, b?.key, c?.key]).size).toBe(3)
    expect(read?.key).toBeNull()
    expect(given?.key).toBe('change-key')
  })

  it('a write whose answer is lost is sent once more with the same key', async () => {
    script = ['lost', 204]
    await api()(null, '/order_items', { method: 'POST', body: { x: 1 } })
    expect(seen).toHaveLength(2)
    expect(seen[1]?.key).toBe(seen[0]?.key)
  })

  it('an error answer is not retried; a read that gets no answer is not retried', async () => {
    script = [409]
    await expect(api()(null, '/order_items', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 409 })
    expect(seen).toHaveLength(1)
    script = ['lost']
    await expect(api()(null, '/member')).rejects.toBeInstanceOf(ApiError)
    expect(seen).toHaveLength(2)
  })

  it('the shopper repeating a write that got no answer reuses its key; once answered, a repeat is a new request', async () => {
    const client = api()
    script = ['lost', 'lost']
    const error = await client(null, '/orders', { method: 'POST', body: { order: 1 } }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'network' })
    const lostKey = seen[0]?.key
    expect(seen[1]?.key).toBe(lostKey)
    // "Try again": the same request, the same key (the server replays it if it ran).
    await client(null, '/orders', { method: 'POST', body: { order: 1 } })
    expect(seen[2]?.key).toBe(lostKey)
    // Another body is another request.
    await client(null, '/orders', { method: 'POST', body: { order: 2 } })
    expect(seen[3]?.key).not.toBe(lostKey)
    // Answered: the same request again is a new one.
    await client(null, '/orders', { method: 'POST', body: { order: 1 } })
    expect(seen[4]?.key).not.toBe(lostKey)
  })
})

describe('newIdempotencyKey', () => {
  it('is a random v4 UUID, also where crypto.randomUUID is missing (http on a LAN address)', () => {
    expect(newIdempotencyKey()).toMatch(UUID)
    const { getRandomValues } = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) })
    const keys = Array.from({ length: 20 }, newIdempotencyKey)
    for (const key of keys) expect(key).toMatch(UUID)
    expect(new Set(keys).size).toBe(20)
  })
})

describe('token renewal (issue 11 point 6)', () => {
  it('a renewed token on any answer replaces the stored one and is sent from then on', async () => {
    const auth: (string | null)[] = []
    vi.stubGlobal('fetch', async (_: unknown, init?: RequestInit) => {
      auth.push(new Headers(init?.headers).get('Authorization'))
      return new Response(null, {
        status: 204,
        headers: auth.length === 1 ? { 'X-Renewed-Token': 'renewed-token' } : {},
      })
    })
    const client = api()
    await client(null, '/member')
    await client(null, '/member')
    expect(auth).toEqual(['Bearer test-token', 'Bearer renewed-token'])
    expect(readToken()).toBe('renewed-token')
  })
})

describe('error answers', () => {
  it("issue 11: an error body's values reach the caller (the minutes to wait after too many wrong codes)", async () => {
    const body = {
      error: {
        code: 'too_many_access_codes',
        message: 'Too many wrong access codes. Please wait 14 minutes and try again.',
        fields: { accessCode: 'access.error_too_many_codes' },
        values: { accessCode: { minutes: 14 } },
      },
    }
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(body), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '800' },
        }),
    )
    await expect(api()(null, '/search/by_code')).rejects.toMatchObject({
      status: 429,
      code: 'too_many_access_codes',
      fields: { accessCode: 'access.error_too_many_codes' },
      values: { accessCode: { minutes: 14 } },
    })
  })
})
