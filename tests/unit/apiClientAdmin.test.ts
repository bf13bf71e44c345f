// Issue 15 point 2 (B §6, C §1): in admin mode the browser's API client sends the admin token kept for the tab instead
// of a store user's, makes no store user, and an admin token the shop no longer knows signs the tab out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminApi } from '../../adapters/api/admin'
import { createApiClient } from '../../adapters/api/client'
import { readAdminToken, writeAdminToken } from '../../adapters/storage/adminToken'
import { writeToken } from '../../adapters/storage/token'

type Seen = { method: string; path: string; authorization: string | null; body: string | null }

let seen: Seen[]
/** The status of the next answers, in order (past the list: 200 with an order). */
let script: { status: number; code?: string }[]
const reload = vi.fn()

/** The tab's session storage (the node test environment has none). */
const sessionStore = () => {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  }
}

const SHOPPER = '00000000-0000-4000-8000-000000000200'

const ORDER = {
  order: {
    id: '00000000-0000-4000-8000-000000000060',
    reference: 'K7M2Q9XB',
    status: 'open',
    clientSession: '00000000-0000-4000-8000-000000000001',
    subject: null,
  },
}

beforeEach(() => {
  seen = []
  script = []
  reload.mockClear()
  vi.stubGlobal('sessionStorage', sessionStore())
  vi.stubGlobal('window', { location: { reload } })
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const headers = new Headers(init?.headers)
    const body = typeof init?.body === 'string' ? init.body : null
    seen.push({ method: init?.method ?? 'GET', path: url.pathname, authorization: headers.get('Authorization'), body })
    const next = script.shift()
    const json = { 'Content-Type': 'application/json' }
    if (next?.status === 204) return new Response(null, { status: 204 })
    if (next)
      return new Response(JSON.stringify({ error: { code: next.code ?? 'x', message: 'no' } }), {
        ...next,
        headers: json,
      })
    if (url.pathname.endsWith('/store_users'))
      return new Response(JSON.stringify({ storeUser: { id: SHOPPER }, token: 'shopper-token' }), {
        status: 201,
        headers: json,
      })
    return new Response(JSON.stringify(ORDER), { status: 200, headers: json })
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  writeToken(null)
})

const client = () => createApiClient('http://shop.test/api', 'en')

describe('the API client in admin mode', () => {
  it('sends the admin token kept for the tab and makes no store user', async () => {
    writeAdminToken('studio-secret')
    await adminApi(client()).order('K7M2Q9XB')
    expect(seen).toEqual([
      { method: 'GET', path: '/api/admin/orders/K7M2Q9XB', authorization: 'Bearer studio-secret', body: null },
    ])
  })

  it('a shopper (no admin token) gets a store user first, as before', async () => {
    await client()(null, '/member')
    expect(seen.map((s) => [s.path, s.authorization])).toEqual([
      ['/api/store_users', null],
      ['/api/member', 'Bearer shopper-token'],
    ])
  })

  it('the sign-in posts the token in the body, with no Authorization and no store user', async () => {
    script = [{ status: 204 }]
    await adminApi(client()).signIn('studio-secret')
    expect(seen).toEqual([
      { method: 'POST', path: '/api/admin/session', authorization: null, body: '{"token":"studio-secret"}' },
    ])
  })

  it('401 unauthenticated on the admin token signs the tab out and reloads the page; nothing is retried', async () => {
    writeAdminToken('old-secret')
    script = [{ status: 401, code: 'unauthenticated' }]
    await expect(client()(null, '/member')).rejects.toMatchObject({ status: 401, code: 'unauthenticated' })
    expect(seen).toHaveLength(1)
    expect(readAdminToken()).toBeNull()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('another refusal (a shopper-only call, 403) keeps admin mode', async () => {
    writeAdminToken('studio-secret')
    script = [{ status: 403, code: 'store_user_required' }]
    await expect(client()(null, '/orders', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403 })
    expect(readAdminToken()).toBe('studio-secret')
    expect(reload).not.toHaveBeenCalled()
  })
})
