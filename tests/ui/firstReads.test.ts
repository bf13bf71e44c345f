import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstReadsOf } from '../../adapters/react/firstReads'
import { CART_COOKIE, cartCookieText } from '../../adapters/storage/cartCookie'
import { writeToken } from '../../adapters/storage/token'
import type { ShopConfig } from '../../core/schemas/config'

// Issue 17 point 3: the shop's first reads leave as the page starts; the cart's cookie (C §3) is read without the main
// thread waiting on the browser, and once.
const config = (): ShopConfig => ({
  page: 'shop',
  apiBase: '/api',
  language: 'en',
  storeId: 's1',
  clientSessionId: 'cs1',
  basename: '/cart/cs1',
})
const cookieValue = (clientSessionId: string) =>
  cartCookieText({ orderId: 'o1', clientSessionId, subjectId: null, type: 'standard' }, '/')
    .split('; ')[0]
    ?.slice(CART_COOKIE.length + 1) ?? ''
const tasks = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('firstReadsOf', () => {
  let cookieReads = 0
  beforeEach(() => {
    cookieReads = 0
    // A store user of this browser already: the reads go out with its token (no sign-up first).
    writeToken('test-token')
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      cookieReads++
      return ''
    })
  })
  afterEach(async () => {
    // The reads' own tasks run first, to the stub.
    await tasks()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it("takes the cart's order from CookieStore's answer, and never reads document.cookie for it", async () => {
    vi.stubGlobal('cookieStore', { get: async () => ({ name: CART_COOKIE, value: cookieValue('cs1') }) })
    const reads = firstReadsOf(config())
    await tasks()
    expect(reads.order?.orderId).toBe('o1')
    expect(reads.order?.orderId).toBe('o1')
    expect(cookieReads).toBe(0)
    // Its order was asked for, once, beside the other first reads.
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url))
    expect(asked.filter((url) => url.endsWith('/api/orders/o1'))).toHaveLength(1)
  })

  it('a page without a cart for this shop settles on none, once', async () => {
    vi.stubGlobal('cookieStore', { get: async () => ({ name: CART_COOKIE, value: cookieValue('another') }) })
    const reads = firstReadsOf(config())
    await tasks()
    expect([reads.order, reads.order]).toEqual([null, null])
    expect(cookieReads).toBe(0)
  })

  it('asked for before CookieStore has answered, the order comes from document.cookie, read once', () => {
    vi.stubGlobal('cookieStore', { get: () => new Promise(() => {}) })
    const reads = firstReadsOf(config())
    expect([reads.order, reads.order]).toEqual([null, null])
    expect(cookieReads).toBe(1)
  })
})
