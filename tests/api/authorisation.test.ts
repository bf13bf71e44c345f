// Issue 11 point 7: every route of the API's own route table against no token, a forged token, another shopper, the
// owner and the admin (DESIGN decision 4: children's photos are private; B §6 admin token).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { EMMA, emmaImage, makeOwner, type Owned, type Route, routeTable, SPRING, validRequest } from './attackFixture'
import { type Api, decode, startApi } from './harness'

const ADMIN = 'admin-secret-token'
const routes = routeTable()
const key = (r: Route) => `${r.method} ${r.path}`

/**
 * Answered to anyone, even without a token: the first call of a visit, the page's settings, a card gateway's
 * notifications (signed instead, issue 13), and the admin area's sign-in (the admin token in its body, issue 15).
 */
const OPEN = new Set([
  'POST /store_users',
  'GET /app_config',
  'POST /payments/notifications/:gateway',
  'POST /admin/session',
])
/**
 * What every shopper may read: the shop, its catalog and its settings; the subjects of a code they type; and the
 * address checks of checkout, which read no order (C §7).
 */
const SHOP_WIDE = new Set([
  'GET /stores/:id',
  'GET /member',
  'GET /client_sessions/:id',
  'GET /product_sets/:id',
  'GET /product_option_groups/:id',
  'GET /client_sessions/:id/subjects',
  'PATCH /addresses/validate',
  'PATCH /addresses/suggestions',
])
/** The original file: refused to everyone until it is bought (DESIGN decision 7). */
const ORIGINAL = 'GET /images/:id/original'
/**
 * The studio's reports (issue 15 point 4), price adjustments, payments received and any order by its reference
 * (point 2): the admin token only, a shopper is refused (403).
 */
const ADMIN_ONLY = new Set([
  'GET /reports/funnel',
  'PUT /orders/:id/adjustment',
  'DELETE /orders/:id/adjustment',
  'POST /orders/:id/record_payment',
  'GET /admin/orders/:reference',
])

let api: Api
let owner: Owned
let other: string
let before: string

/**
 * `address`: where the request comes from. A forged token counts as a guess at the admin token (server/auth.ts), so
 * each route's forged request comes from an address of its own, below the limit of wrong guesses.
 */
const request = (token: string | null, route: Route, owned: Owned, address?: string) => {
  const { path, body } = validRequest(route, owned)
  if (token === null) return api.request(path, { method: route.method }, address)
  return api.send(token, route.method, path, body, {}, address)
}

/** Everything the owner's order, favourite and subject show. */
const ownerView = async () =>
  JSON.stringify(
    await Promise.all(
      [`/orders/${owner.order}`, `/orders/${owner.spare}`, `/favourites/${owner.favourite}`].map(async (p) =>
        (await api.get(p, owner.token)).json(),
      ),
    ),
  )

beforeAll(async () => {
  api = await startApi({ photos: true })
  owner = await makeOwner(api)
  // Another parent of the same school, with their own child's code entered.
  other = await api.newShopper()
  expect((await api.get(`/client_sessions/${SPRING}/subjects?password=LIAM-2026`, other)).status).toBe(200)
  before = await ownerView()
}, 60_000)
afterAll(() => api.close())

describe.each([
  ['no token', null],
  ['a forged token', 'eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAiLCJleHAiOjQxMDI0NDQ4MDB9.Zm9yZ2Vk'],
])('%s', (_, token) => {
  it.each(routes.filter((r) => !OPEN.has(key(r))).map((r, i) => [key(r), r, i] as const))(
    '%s answers 401',
    async (_, r, i) => {
      const res = await request(token, r, owner, `198.51.100.${i + 1}`)
      expect(res.status).toBe(401)
      expect((await decode(ErrorBody, res)).error.code).toBe('unauthenticated')
    },
  )
})

describe('another shopper (who entered their own child’s code)', () => {
  const privateRoutes = routes.filter((r) => !OPEN.has(key(r)) && !SHOP_WIDE.has(key(r)))
  it.each(privateRoutes.map((r) => [key(r), r] as const))('%s is refused and shows nothing', async (_, r) => {
    const res = await request(other, r, owner)
    const text = await res.text()
    expect([403, 404], text).toContain(res.status)
    for (const secret of ['Emma', owner.order, owner.item, owner.favourite, emmaImage(1), EMMA])
      expect(text).not.toContain(secret)
  })

  it.each(routes.filter((r) => SHOP_WIDE.has(key(r))).map((r) => [key(r), r] as const))(
    '%s answers the shop-wide read',
    async (_, r) => {
      expect((await request(other, r, owner)).status).toBe(200)
    },
  )

  it('after all of it the owner’s order, spare order and favourite are exactly as they were', async () => {
    expect(await ownerView()).toBe(before)
  })
})

describe('the admin token', () => {
  it.each(routes.filter((r) => r.method === 'GET' && key(r) !== ORIGINAL).map((r) => [key(r), r] as const))(
    '%s reads',
    async (_, r) => {
      const res = await request(ADMIN, r, owner)
      expect(res.status, await res.clone().text()).toBe(200)
    },
  )

  it('the admin makes no order of its own: orders belong to a shopper (403)', async () => {
    const res = await api.send(ADMIN, 'POST', '/orders', { order: { clientSession: SPRING, subject: EMMA } })
    expect(res.status).toBe(403)
    expect((await decode(ErrorBody, res)).error.code).toBe('store_user_required')
  })
})

describe('the owner', () => {
  // Removals last, and the removal of a whole order (the spare one) or favourite after their parts', so every route
  // meets what it acts on.
  const WHOLE = new Set(['/orders/:id', '/favourites/:id'])
  const rank = (r: Route) => (r.method !== 'DELETE' && !r.path.endsWith('/clear') ? 0 : WHOLE.has(r.path) ? 2 : 1)
  const mine = routes.filter((r) => !OPEN.has(key(r))).sort((a, b) => rank(a) - rank(b))
  it('may do everything to their own things', async () => {
    const failures: string[] = []
    for (const r of mine) {
      const target = rank(r) > 0 && r.path.startsWith('/orders/:id') ? { ...owner, order: owner.spare } : owner
      const res = await request(owner.token, r, target)
      const expected = key(r) === ORIGINAL || ADMIN_ONLY.has(key(r)) ? 403 : null
      const ok = expected ? res.status === expected : res.status < 300
      if (!ok) failures.push(`${key(r)}: ${res.status} ${await res.text()}`)
    }
    expect(failures).toEqual([])
  })
})
