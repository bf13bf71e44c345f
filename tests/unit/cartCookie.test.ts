import { afterEach, describe, expect, it, vi } from 'vitest'
import { CART_COOKIE, cartCookiesSoon, cartCookieText, readCartCookie } from '../../adapters/storage/cartCookie'

// B §3, C §3: the cart cookie: fixed name, base64 of JSON, expiring in 2 years, scoped to the app path.
describe('the cart cookie', () => {
  const cart = { orderId: 'o1', clientSessionId: 's1', subjectId: 'subj', type: 're-order' }

  it('is base64 of JSON under a fixed name, for two years, on the app path', () => {
    const text = cartCookieText(cart, '/cart/s1')
    const [pair, ...attributes] = text.split('; ')
    expect(pair?.startsWith(`${CART_COOKIE}=`)).toBe(true)
    expect(JSON.parse(atob(pair?.slice(CART_COOKIE.length + 1) ?? ''))).toEqual(cart)
    expect(attributes).toContain(`Max-Age=${2 * 365 * 24 * 60 * 60}`)
    expect(attributes).toContain('Path=/cart/s1')
  })

  it('reads back what it wrote among other cookies, and nothing from a broken value', () => {
    const pair = cartCookieText(cart, '/').split('; ')[0]
    expect(readCartCookie(`a=1; ${pair}; b=2`)).toEqual(cart)
    expect(readCartCookie(`${CART_COOKIE}=not-base64-json`)).toBeNull()
    expect(readCartCookie('a=1')).toBeNull()
  })

  it('removing it expires it at once', () => {
    expect(cartCookieText(null, '/cart/s1')).toBe(`${CART_COOKIE}=; Max-Age=0; Path=/cart/s1; SameSite=Lax`)
  })
})

// Issue 17 point 3: the page reads the cart's cookie as it starts without waiting on the browser.
describe('cartCookiesSoon', () => {
  const cart = { orderId: 'o1', clientSessionId: 's1', subjectId: null, type: 'standard' }
  const value =
    cartCookieText(cart, '/')
      .split('; ')[0]
      ?.slice(CART_COOKIE.length + 1) ?? ''
  afterEach(() => vi.unstubAllGlobals())

  it("asks the browser's CookieStore for the cart's cookie alone, where there is one", async () => {
    const get = vi.fn(async (name: string) => (name === CART_COOKIE ? { name, value } : null))
    vi.stubGlobal('cookieStore', { get })
    vi.stubGlobal('document', { cookie: 'other=1' })
    expect(readCartCookie(await cartCookiesSoon())).toEqual(cart)
    expect(get).toHaveBeenCalledWith(CART_COOKIE)
  })

  it('is no cart when CookieStore has none, and document.cookie when CookieStore fails or is missing', async () => {
    vi.stubGlobal('cookieStore', { get: async () => null })
    expect(readCartCookie(await cartCookiesSoon())).toBeNull()
    vi.stubGlobal('document', { cookie: `a=1; ${CART_COOKIE}=${value}` })
    vi.stubGlobal('cookieStore', { get: () => Promise.reject(new TypeError('insecure context')) })
    expect(readCartCookie(await cartCookiesSoon())).toEqual(cart)
    vi.stubGlobal('cookieStore', undefined)
    expect(readCartCookie(await cartCookiesSoon())).toEqual(cart)
  })
})
