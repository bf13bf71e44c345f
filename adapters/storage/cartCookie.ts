// B §3, C §3: the cart is also kept in a cookie: a fixed name, base64 of JSON, two years, scoped to the app path.

export const CART_COOKIE = 'picture-day-cart'
const TWO_YEARS_SECONDS = 2 * 365 * 24 * 60 * 60

export type CartCookie = { orderId: string; clientSessionId: string; subjectId: string | null; type: string }

/** The Set-Cookie text for the cart (or, with null, the one that removes it). */
export const cartCookieText = (value: CartCookie | null, path: string): string =>
  value === null
    ? `${CART_COOKIE}=; Max-Age=0; Path=${path}; SameSite=Lax`
    : `${CART_COOKIE}=${btoa(JSON.stringify(value))}; Max-Age=${TWO_YEARS_SECONDS}; Path=${path}; SameSite=Lax`

/**
 * The page's cookies that hold the cart, as `document.cookie` gives them, read without the main thread waiting on the
 * browser (issue 17 point 3: document.cookie took 6-16 ms on these machines): through CookieStore where there is one,
 * else from document.cookie in a task of its own.
 */
export const cartCookiesSoon = (): Promise<string> =>
  typeof cookieStore === 'undefined'
    ? new Promise((resolve) => setTimeout(() => resolve(document.cookie)))
    : cookieStore.get(CART_COOKIE).then(
        (cookie) => (cookie?.value ? `${CART_COOKIE}=${cookie.value}` : ''),
        () => document.cookie,
      )

/** The cart read back from a `document.cookie` string; anything unreadable is no cart. */
export const readCartCookie = (cookies: string): CartCookie | null => {
  const raw = cookies
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${CART_COOKIE}=`))
    ?.slice(CART_COOKIE.length + 1)
  if (!raw) return null
  try {
    const value = JSON.parse(atob(raw)) as Partial<CartCookie>
    return typeof value.orderId === 'string' && typeof value.clientSessionId === 'string'
      ? {
          orderId: value.orderId,
          clientSessionId: value.clientSessionId,
          subjectId: value.subjectId ?? null,
          type: value.type ?? '',
        }
      : null
  } catch {
    return null
  }
}

/** Keeps the cart cookie for this shop's path; a browser that refuses cookies keeps nothing and breaks nothing. */
export const cartCookie = (path: string) => ({
  write: (value: CartCookie) => {
    if (typeof document !== 'undefined') document.cookie = cartCookieText(value, path)
  },
  forget: () => {
    if (typeof document !== 'undefined') document.cookie = cartCookieText(null, path)
  },
})
