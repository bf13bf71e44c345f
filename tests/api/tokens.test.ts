// Issue 11 point 6: a token names a store user that exists (else 401), lives 30 days, is renewed while it is used,
// and its signing key can be rotated (docs/operations.md "Rotating the token key").
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { createApp } from '../../server/app'
import { DEMO_STORE_ID } from '../../server/seed/demo'
import {
  loadTokenSecrets,
  RENEWED_TOKEN_HEADER,
  rotateTokenSecret,
  TOKEN_LIFETIME_SECONDS,
  TOKEN_RENEW_AFTER_SECONDS,
  type TokenSecrets,
} from '../../server/services/identity'
import { type Api, decode, startApi } from './harness'

const DAY = 24 * 3600
const STORE = `/stores/${DEMO_STORE_ID}`

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

/** Runs `fn` with the shop's clock moved on, then moves it back so other tests see the seeded time. */
const later = async <T>(seconds: number, fn: () => Promise<T>): Promise<T> => {
  api.advanceClock(seconds)
  try {
    return await fn()
  } finally {
    api.advanceClock(-seconds)
  }
}

const errorCode = async (res: Response) => (await decode(ErrorBody, res)).error.code

describe('a token names a store user that exists', () => {
  it('a validly signed token for a store user that does not exist answers 401, not 500', async () => {
    const res = await api.get(STORE, api.signToken(randomUUID()))
    expect(res.status).toBe(401)
    expect(await errorCode(res)).toBe('unauthenticated')
  })

  it('a validly signed token whose subject is not a store-user id answers 401', async () => {
    const res = await api.get(STORE, api.signToken('not-a-uuid'))
    expect(res.status).toBe(401)
    expect(await errorCode(res)).toBe('unauthenticated')
  })
})

describe('tokens expire after 30 days and are renewed while used', () => {
  it('the lifetime is 30 days', () => {
    expect(TOKEN_LIFETIME_SECONDS).toBe(30 * DAY)
  })

  it('a token issued less than a day ago is used as it is: no renewal', async () => {
    const token = await api.newShopper()
    const res = await api.get(STORE, token)
    expect(res.status).toBe(200)
    expect(res.headers.get(RENEWED_TOKEN_HEADER)).toBeNull()
  })

  it('a token unused for 30 days has expired', async () => {
    const token = await api.newShopper()
    const res = await later(TOKEN_LIFETIME_SECONDS, () => api.get(STORE, token))
    expect(res.status).toBe(401)
    expect(await errorCode(res)).toBe('token_expired')
  })

  it('a token used after a day comes back renewed, and the renewal outlives the first token', async () => {
    const token = await api.newShopper()
    const first = await later(TOKEN_RENEW_AFTER_SECONDS + 60, () => api.get(STORE, token))
    expect(first.status).toBe(200)
    const renewed = first.headers.get(RENEWED_TOKEN_HEADER)
    expect(renewed).toBeTruthy()
    // 30 days after the first token was issued it has expired, and the renewed one still works for the same shopper.
    const [old, fresh] = await later(TOKEN_LIFETIME_SECONDS + 60, () =>
      Promise.all([api.get(STORE, token), api.get(STORE, renewed ?? '')]),
    )
    expect(old.status).toBe(401)
    expect(fresh.status).toBe(200)
  })

  it('a renewed token is the same store user: it reads the orders the first token made', async () => {
    const token = await api.newShopper()
    const renewed = await later(2 * DAY, async () => (await api.get(STORE, token)).headers.get(RENEWED_TOKEN_HEADER))
    const sub = (t: string) => JSON.parse(Buffer.from(t.split('.')[0] ?? '', 'base64url').toString()).sub
    expect(sub(renewed ?? '')).toBe(sub(token))
  })

  it('an answer that fails still renews the token (the shopper keeps using the shop)', async () => {
    const token = await api.newShopper()
    const res = await later(2 * DAY, () => api.get('/orders/00000000-0000-4000-8000-000000000000', token))
    expect(res.status).toBe(404)
    expect(res.headers.get(RENEWED_TOKEN_HEADER)).toBeTruthy()
  })
})

/** A shop process started on the same database with these keys: a GET of the store as a token's shopper. */
const shopWith = (secrets: TokenSecrets) => {
  const app = createApp({
    db: api.db,
    ...secrets,
    mediaSecret: api.mediaSecret,
    downloadSecret: api.deps.downloadSecret,
    dataDir: api.deps.dataDir,
    adminToken: null,
    now: () => Math.floor(Date.now() / 1000),
    addressProviders: [],
    cardGateways: {},
  })
  return (token: string) => app.request(`/api${STORE}`, { headers: { Authorization: `Bearer ${token}` } })
}

describe('the signing key can be rotated', () => {
  it('after a rotation old tokens still work and are renewed with the new key; dropping the old key ends them', async () => {
    const token = await api.newShopper()
    await rotateTokenSecret(api.db, { dropPrevious: false })
    const secrets = await loadTokenSecrets(api.db)
    expect(secrets.previousTokenSecret).toBe(api.tokenSecret)
    // A shop process started after the rotation: the new key signs, the previous one is still accepted.
    const get = shopWith(secrets)
    const res = await get(token)
    expect(res.status).toBe(200)
    const renewed = res.headers.get(RENEWED_TOKEN_HEADER) ?? ''
    expect(renewed).toBeTruthy()

    await rotateTokenSecret(api.db, { dropPrevious: true })
    const afterLeak = await loadTokenSecrets(api.db)
    expect(afterLeak.previousTokenSecret).toBeNull()
    const again = shopWith(afterLeak)
    expect((await again(token)).status).toBe(401)
    expect((await again(renewed)).status).toBe(401)
  })
})
