// Issue 15 point 2 (B §6, C §1, C §6): the admin area's sign-in (POST /api/admin/session, the token in the body) and
// opening any shopper's order by its reference (GET /api/admin/orders/{reference}, admin token only). Bad input: a
// wrong admin token is refused without revealing whether one is configured; wrong tokens are limited per address.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminOrderResponse } from '../../core/schemas/admin'
import { ErrorBody } from '../../core/schemas/errors'
import { CreateOrderResponse } from '../../core/schemas/order'
import { WRONG_CODES_ALLOWED, WRONG_CODES_WINDOW_SECONDS } from '../../server/accessCodeLimits'
import { createApp } from '../../server/app'
import { appConfigFor } from '../../server/page'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, fromAddress, startApi } from './harness'

const ADMIN = 'admin-secret-token'
const SPRING = demoId('session:spring-reorders')

let api: Api
/** The same shop with no ADMIN_TOKEN configured. */
let unconfigured: Hono

beforeAll(async () => {
  api = await startApi()
  unconfigured = new Hono().route('/', createApp({ ...api.deps, db: api.db, adminToken: null }))
})
afterAll(() => api.close())

const signIn = (body: unknown, address = '192.0.2.10', app: Hono | null = null) => {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
  return app
    ? app.request('/api/admin/session', init, fromAddress(address))
    : api.request('/admin/session', init, address)
}

describe('POST /api/admin/session (the admin area’s sign-in)', () => {
  it('the admin token answers 204 with no body, and needs no store user', async () => {
    const storeUsers = async () =>
      (await api.db.query<{ n: number }>('select count(*)::int as n from store_users')).rows[0]?.n
    const before = await storeUsers()
    const res = await signIn({ token: ADMIN })
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect(await storeUsers()).toBe(before)
  })

  it('a wrong token, a token of another length, and any token where none is configured get the same 401 body', async () => {
    const answers = [
      await signIn({ token: 'admin-secret-tokem' }, '192.0.2.11'),
      await signIn({ token: 'x' }, '192.0.2.11'),
      await signIn({ token: `${ADMIN} ` }, '192.0.2.11'),
      await signIn({ token: 'admin-secret-tokem' }, '192.0.2.11', unconfigured),
      await signIn({ token: ADMIN }, '192.0.2.11', unconfigured),
    ]
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 401])
    const bodies = await Promise.all(answers.map((r) => r.text()))
    expect(new Set(bodies).size).toBe(1)
    expect(JSON.parse(bodies[0] ?? '')).toMatchObject({ error: { code: 'admin_token_invalid' } })
  })

  it('a missing, empty or over-long token is 400, an over-sized body 413, neither counted as a guess', async () => {
    const address = '192.0.2.12'
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(513) }, { token: 42 }])
      expect((await signIn(body, address)).status).toBe(400)
    expect((await signIn({ token: 'x'.repeat(512), pad: 'y'.repeat(4096) }, address)).status).toBe(413)
    expect((await signIn({ token: ADMIN }, address)).status).toBe(204)
  })

  it(`${WRONG_CODES_ALLOWED} wrong tokens per address, then 429 with Retry-After, the right token too, until they age out`, async () => {
    const address = '198.51.100.7'
    for (let i = 0; i < WRONG_CODES_ALLOWED; i++)
      expect((await signIn({ token: `guess-${i}` }, address)).status).toBe(401)
    const limited = await signIn({ token: 'guess-again' }, address)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBe(String(WRONG_CODES_WINDOW_SECONDS))
    expect((await decode(ErrorBody, limited)).error).toMatchObject({
      code: 'too_many_admin_tokens',
      fields: { token: 'admin.error_too_many' },
      values: { token: { minutes: WRONG_CODES_WINDOW_SECONDS / 60 } },
    })
    expect((await signIn({ token: ADMIN }, address)).status).toBe(429)
    // Another address is not limited, nor are the access codes of this one (they are counted apart).
    expect((await signIn({ token: ADMIN }, '198.51.100.8')).status).toBe(204)
    const shopper = await api.newShopper()
    const code = await api.request(
      '/search/by_code?accessCode=NOPE-0001',
      { headers: { Authorization: `Bearer ${shopper}` } },
      address,
    )
    expect(code.status).toBe(404)
    api.advanceClock(WRONG_CODES_WINDOW_SECONDS)
    expect((await signIn({ token: ADMIN }, address)).status).toBe(204)
  })
})

describe('guessing the admin token as a Bearer token (B §6: limited like the sign-in)', () => {
  const asBearer = (token: string, address: string) =>
    api.request('/admin/orders/ABCDEFGH', { headers: { Authorization: `Bearer ${token}` } }, address)

  it(`${WRONG_CODES_ALLOWED} tokens that are neither a shopper's nor the admin's, then 429 for any token of that address`, async () => {
    const address = '203.0.113.40'
    for (let i = 0; i < WRONG_CODES_ALLOWED; i++) expect((await asBearer(`guess-${i}`, address)).status).toBe(401)
    const limited = await asBearer('guess-again', address)
    expect(limited.status).toBe(429)
    expect((await decode(ErrorBody, limited)).error.code).toBe('too_many_admin_tokens')
    expect((await asBearer(ADMIN, address)).status).toBe(429)
    expect((await signIn({ token: ADMIN }, address)).status).toBe(429)
    // A shopper's own token from that address still works: only guesses at the admin token are refused.
    const shopper = await api.newShopper()
    expect((await api.request('/member', { headers: { Authorization: `Bearer ${shopper}` } }, address)).status).toBe(
      200,
    )
    expect((await asBearer(ADMIN, '203.0.113.41')).status).toBe(404)
    api.advanceClock(WRONG_CODES_WINDOW_SECONDS)
    expect((await asBearer(ADMIN, address)).status).toBe(404)
  })
})

describe('GET /api/admin/orders/{reference} (open any shopper’s order)', () => {
  let shopper: string
  let cart: { id: string; orderReference: string }

  beforeAll(async () => {
    shopper = await api.newShopper()
    const res = await api.send(shopper, 'POST', '/orders', { order: { clientSession: SPRING, subject: null } })
    cart = (await decode(CreateOrderResponse, res)).data.order
  })

  it('the admin opens a shopper’s cart by its reference, typed in lower case too', async () => {
    for (const reference of [cart.orderReference, ` ${cart.orderReference.toLowerCase()} `]) {
      const res = await api.get(`/admin/orders/${encodeURIComponent(reference)}`, ADMIN)
      expect(res.status).toBe(200)
      expect((await decode(AdminOrderResponse, res)).order).toEqual({
        id: cart.id,
        reference: cart.orderReference,
        status: 'open',
        clientSession: SPRING,
        subject: null,
      })
    }
    // C §2: with it the admin reads the cart itself, as the shop's cart page does.
    expect((await api.get(`/orders/${cart.id}`, ADMIN)).status).toBe(200)
  })

  it('a paid order too, with its status', async () => {
    await api.db.query(`update orders set status = 'paid' where id = $1`, [cart.id])
    const res = await api.get(`/admin/orders/${cart.orderReference}`, ADMIN)
    expect((await decode(AdminOrderResponse, res)).order.status).toBe('paid')
    await api.db.query(`update orders set status = 'open' where id = $1`, [cart.id])
  })

  it('a shopper is refused (403 forbidden), even for their own order', async () => {
    const res = await api.get(`/admin/orders/${cart.orderReference}`, shopper)
    expect(res.status).toBe(403)
    expect((await decode(ErrorBody, res)).error.code).toBe('forbidden')
  })

  it('an unknown or malformed reference is 404', async () => {
    for (const reference of ['ZZZZ2222', 'x'.repeat(40), '%20'])
      expect((await api.get(`/admin/orders/${reference}`, ADMIN)).status).toBe(404)
  })
})

describe('the admin area’s pages (server/page.ts)', () => {
  it.each([
    ['/admin', 200, 'admin'],
    ['/admin/', 200, 'admin'],
    ['/admin/report', 200, 'admin'],
    ['/admin/report?language=es', 200, 'admin'],
    ['/admin/orders', 404, 'notFound'],
    ['/administrator', 404, 'notFound'],
  ])('%s answers %i with the page %s', async (path, status, page) => {
    const answer = await appConfigFor(api.db, new URL(path, 'http://shop.test'))
    expect(answer.status).toBe(status)
    expect(answer.config.page).toBe(page)
  })
})
