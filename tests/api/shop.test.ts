import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { ProductSetResponse } from '../../core/schemas/productSet'
import { SearchByCodeResponse, StoreUserResponse } from '../../core/schemas/search'
import { ClientSessionResponse } from '../../core/schemas/session'
import { MemberResponse, StoreResponse } from '../../core/schemas/store'
import { DEMO_STORE_ID, demoSessions } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { TOKEN_LIFETIME_SECONDS } from '../../server/services/identity'
import { type Api, decode, startApi } from './harness'

const sessionId = (key: string) => demoId(`session:${key}`)
const PRE_ORDER = sessionId('fall-picture-day')
const RE_ORDER = sessionId('spring-reorders')
const PAUSED = sessionId('summer-camp')
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

let api: Api
let token: string

beforeAll(async () => {
  api = await startApi()
  token = await api.newShopper()
})
afterAll(() => api.close())

describe('identity (DESIGN decision 4)', () => {
  it('the first visit gets an anonymous store user and a signed token', async () => {
    const res = await api.request('/store_users', { method: 'POST' })
    expect(res.status).toBe(201)
    const body = await decode(StoreUserResponse, res)
    const { rows } = await api.db.query('select id from store_users where id = $1', [body.storeUser.id])
    expect(rows).toHaveLength(1)
  })

  it.each([
    ['missing', undefined],
    ['forged', 'eyJzdWIiOiJ4IiwiZXhwIjo5OTk5OTk5OTk5fQ.bm90LWEtc2lnbmF0dXJl'],
    ['malformed', 'not-a-token'],
  ])('a %s token gets 401 with the JSON error body', async (_, bad) => {
    const res = await api.get(`/stores/${DEMO_STORE_ID}`, bad)
    expect(res.status).toBe(401)
    expect((await decode(ErrorBody, res)).error.code).toBe('unauthenticated')
  })

  it('a token signed with another key is refused', async () => {
    const other = await startApi()
    try {
      const foreign = await other.newShopper()
      expect((await api.get(`/stores/${DEMO_STORE_ID}`, foreign)).status).toBe(401)
    } finally {
      await other.close()
    }
  })

  it('an expired token gets 401 token_expired', async () => {
    const shortLived = await api.newShopper()
    api.advanceClock(TOKEN_LIFETIME_SECONDS + 1)
    try {
      const res = await api.get(`/stores/${DEMO_STORE_ID}`, shortLived)
      expect(res.status).toBe(401)
      expect((await decode(ErrorBody, res)).error.code).toBe('token_expired')
    } finally {
      api.advanceClock(-(TOKEN_LIFETIME_SECONDS + 1))
    }
  })

  it('the admin token is accepted in place of a shopper token (B §6)', async () => {
    expect((await api.get(`/stores/${DEMO_STORE_ID}`, 'admin-secret-token')).status).toBe(200)
  })
})

describe('B §7 GET /stores/{id}', () => {
  it('answers the store with its settings, logo and theme', async () => {
    const { store } = await decode(StoreResponse, await api.get(`/stores/${DEMO_STORE_ID}`, token))
    expect(store.name).toBe('Brightside School Photography')
    expect(store.logo).toMatch(/logo/)
    expect(store.settings.themeOptions.show_logo).toBe(true)
    expect(store.settings.formatOptions.currency).toBe('USD')
  })

  it('an unknown id is 404 and a malformed id is 400, both with the JSON error body', async () => {
    const missing = await api.get(`/stores/${UNKNOWN}`, token)
    expect(missing.status).toBe(404)
    expect((await decode(ErrorBody, missing)).error.code).toBe('not_found')
    const malformed = await api.get('/stores/42', token)
    expect(malformed.status).toBe(400)
    expect((await decode(ErrorBody, malformed)).error.fields).toHaveProperty('id')
  })
})

describe('B §7 GET /member', () => {
  it('answers member.credentials: the address lookup credential of the offline US provider (C §5 address lookup)', async () => {
    const body = await decode(MemberResponse, await api.get('/member', token))
    expect(body.member.credentials).toEqual({ addressLookup: 'offline-us' })
  })
})

describe('B §7 GET /client_sessions/{id}', () => {
  it('answers the pre-order session with its stage', async () => {
    const { clientSession } = await decode(ClientSessionResponse, await api.get(`/client_sessions/${PRE_ORDER}`, token))
    expect(clientSession.stage.type).toBe('pre-order')
    expect(clientSession.client.label).toBe('Maple Grove Elementary')
    expect(clientSession.stage.completesAt).not.toBeNull()
  })

  it('the re-order stage starts on photos and the paused stage is a pause', async () => {
    const reorder = await decode(ClientSessionResponse, await api.get(`/client_sessions/${RE_ORDER}`, token))
    expect(reorder.clientSession.stage).toMatchObject({ type: 're-order', startLocation: 'photos' })
    const paused = await decode(ClientSessionResponse, await api.get(`/client_sessions/${PAUSED}`, token))
    expect(paused.clientSession.stage.type).toBe('pause')
  })

  it('unknown is 404, malformed is 400', async () => {
    expect((await api.get(`/client_sessions/${UNKNOWN}`, token)).status).toBe(404)
    expect((await api.get('/client_sessions/not-an-id', token)).status).toBe(400)
  })
})

describe('B §7 GET /product_sets/{id} (the id is the client session id)', () => {
  it('answers categories with products, prices in 1/100000 units', async () => {
    const { productSet } = await decode(ProductSetResponse, await api.get(`/product_sets/${PRE_ORDER}`, token))
    expect(productSet.preOrder).toBe(true)
    expect(productSet.categories.length).toBeGreaterThanOrEqual(2)
    const [first] = productSet.categories
    expect(first?.products.length).toBeGreaterThan(0)
    // Package A is $39.00: 39 × 100000.
    expect(first?.products.find((p) => p.information.label === 'Package A')?.retailAmount).toBe(3_900_000)
    expect(first?.products[0]?.assets?.smallUrl).toMatch(/^\/media\/products\//)
  })

  it('B §2 shipping promotion view: the product set carries its threshold promotions', async () => {
    const { productSet } = await decode(ProductSetResponse, await api.get(`/product_sets/${PRE_ORDER}`, token))
    expect(productSet.shippingPromotions).toEqual([
      expect.objectContaining({
        label: 'Free shipping on orders of $75 or more',
        badgeText: 'Free shipping',
        minimumSpend: 7_500_000,
      }),
    ])
  })

  it('keeps the seeded category order', async () => {
    const { productSet } = await decode(ProductSetResponse, await api.get(`/product_sets/${PRE_ORDER}`, token))
    const seeded = demoSessions.find((s) => s.key === 'fall-picture-day')?.productSet.categories.map((c) => c.slug)
    expect(productSet.categories.map((c) => c.slug)).toEqual(seeded)
  })

  it('unknown is 404, malformed is 400', async () => {
    expect((await api.get(`/product_sets/${UNKNOWN}`, token)).status).toBe(404)
    expect((await api.get('/product_sets/abc', token)).status).toBe(400)
  })
})

describe('B §7 GET /search/by_code', () => {
  it('a demo access code finds its session, whatever the case and blanks', async () => {
    const body = await decode(SearchByCodeResponse, await api.get('/search/by_code?accessCode=%20maple-fall%20', token))
    expect(body.data.clientSessions.map((s) => s.id)).toEqual([PRE_ORDER])
  })

  it('an unknown code is 404 and an empty one 400 with the spec key (B §5 subject search)', async () => {
    expect((await api.get('/search/by_code?accessCode=NOPE-123', token)).status).toBe(404)
    const empty = await api.get('/search/by_code?accessCode=', token)
    expect(empty.status).toBe(400)
    expect((await decode(ErrorBody, empty)).error.fields?.accessCode).toBe(
      'multi_child_ordering.error_search_has_no_access_code',
    )
  })
})

describe('DESIGN decision 12: errors', () => {
  it('an unknown API route is 404 with the JSON error body', async () => {
    const res = await api.get('/no_such_thing', token)
    expect(res.status).toBe(404)
    expect((await decode(ErrorBody, res)).error.code).toBe('not_found')
  })
})
