// Issue 15 point 5: the API client counts its requests (B §4 fetch counter: the spinner shows while it is above 0,
// after a short delay), follows an answer's redirect-to field (B §2, C §4), and sends a caller's own Authorization
// (the studio's report: the admin token) without making a store user.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AnyAnswer, answer as shaped } from '../../adapters/api/answers'
import { createApiClient } from '../../adapters/api/client'
import { redirectOf } from '../../adapters/api/redirect'
import { createRequestCounter, requestCounter, SPINNER_DELAY_MS } from '../../adapters/busy'
import { readToken, writeToken } from '../../adapters/storage/token'

describe('the request counter (B §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a quick request never shows the spinner; one that runs past the delay shows it until it ends', () => {
    const counter = createRequestCounter()
    const changes: boolean[] = []
    counter.subscribe(() => changes.push(counter.busy()))
    counter.start()
    vi.advanceTimersByTime(SPINNER_DELAY_MS - 1)
    counter.end()
    vi.advanceTimersByTime(SPINNER_DELAY_MS)
    expect(changes).toEqual([])
    counter.start()
    vi.advanceTimersByTime(SPINNER_DELAY_MS)
    expect(counter.busy()).toBe(true)
    counter.end()
    expect(changes).toEqual([true, false])
  })

  it('overlapping requests: busy while any runs; more ends than starts never go below 0', () => {
    const counter = createRequestCounter()
    counter.start()
    counter.start()
    vi.advanceTimersByTime(SPINNER_DELAY_MS)
    counter.end()
    expect([counter.count(), counter.busy()]).toEqual([1, true])
    counter.end()
    counter.end()
    expect([counter.count(), counter.busy()]).toEqual([0, false])
    counter.start()
    expect(counter.count()).toBe(1)
  })

  it('an unsubscribed listener hears nothing more', () => {
    const counter = createRequestCounter(0)
    const listener = vi.fn()
    const unsubscribe = counter.subscribe(listener)
    unsubscribe()
    counter.start()
    vi.advanceTimersByTime(1)
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('redirectOf (B §2, C §4: a response that contains a redirect-to field)', () => {
  it.each([
    [{ data: { order: {}, redirect: '/downloads/items/a.jpg?s=1' } }, '/downloads/items/a.jpg?s=1'],
    [{ redirectTo: 'https://shop.example/cart' }, 'https://shop.example/cart'],
    [{ data: { redirectTo: '/view?errorCode=409' } }, '/view?errorCode=409'],
    [{ redirect: 'javascript:alert(1)' }, null],
    [{ redirect: '' }, null],
    [{ redirect: 3 }, null],
    [{ data: { url: '/downloads/orders/a.zip' } }, null],
    [null, null],
    ['text', null],
  ])('%j → %j', (answer, expected) => {
    expect(redirectOf(answer)).toBe(expected)
  })
})

describe('the API client', () => {
  let answer: () => Response
  let seen: { path: string; authorization: string | null }[]
  let assign: ReturnType<typeof vi.fn>

  beforeEach(() => {
    seen = []
    answer = () => new Response(null, { status: 204 })
    assign = vi.fn()
    vi.stubGlobal('location', { assign })
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
      seen.push({ path: url.pathname, authorization: new Headers(init?.headers).get('Authorization') })
      if (url.pathname.endsWith('/store_users')) return Response.json({ token: 'shopper-token' })
      return answer()
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    writeToken(null)
  })

  const api = () => createApiClient('http://shop.test/api', 'en')

  it('counts each call while it runs, answered or failed', async () => {
    writeToken('test-token')
    const pending: ((r: Response) => void)[] = []
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => pending.push(resolve)))
    const call = api()(null, '/member')
    await vi.waitFor(() => expect(pending).toHaveLength(1))
    expect(requestCounter.count()).toBe(1)
    pending[0]?.(new Response(null, { status: 204 }))
    await call
    expect(requestCounter.count()).toBe(0)
    vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'x', message: 'no' } }, { status: 409 }))
    await expect(api()(null, '/member')).rejects.toMatchObject({ status: 409 })
    expect(requestCounter.count()).toBe(0)
  })

  it('a background call (tracking) is not counted: the spinner never shows for what the shopper does not wait on', async () => {
    writeToken('test-token')
    const pending: ((r: Response) => void)[] = []
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => pending.push(resolve)))
    const call = api()(null, '/tracks', { method: 'POST', body: {}, background: true })
    await vi.waitFor(() => expect(pending).toHaveLength(1))
    expect(requestCounter.count()).toBe(0)
    pending[0]?.(new Response(null, { status: 204 }))
    await call
    expect(requestCounter.count()).toBe(0)
  })

  it("an answer's redirect-to field sends the browser there once decoded; an answer without one goes nowhere", async () => {
    writeToken('test-token')
    const Download = shaped<{ data: { redirect: string } }>('data')
    answer = () => Response.json({ data: { redirect: '/downloads/items/a.jpg?s=1' } })
    await api()(Download, '/order_items/1/download')
    // Once the dialogs' history has settled (adapters/react/dialogHistory.ts, loaded then).
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/downloads/items/a.jpg?s=1'))
    answer = () => Response.json({ data: { url: '/downloads/orders/a.zip' } })
    await api()(AnyAnswer, '/orders/1/request_digital_archive')
    // As long as the redirect above took, had this answer one.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(assign).toHaveBeenCalledTimes(1)
  })

  it('issue 17: an answer without its top-level fields (not what the server encodes) fails as bad_response', async () => {
    writeToken('test-token')
    answer = () => Response.json({ somethingElse: 1 })
    await expect(api()(shaped<{ order: unknown }>('order'), '/orders/1')).rejects.toMatchObject({
      code: 'bad_response',
    })
    answer = () => Response.json({ order: { id: 'o1' } })
    await expect(api()(shaped<{ order: unknown }>('order'), '/orders/1')).resolves.toEqual({ order: { id: 'o1' } })
  })

  it("a caller's own Authorization is sent as given: no store user is made, none is forgotten on a 401", async () => {
    writeToken('test-token')
    await api()(null, '/reports/funnel', { headers: { Authorization: 'Bearer admin-token' } })
    expect(seen).toEqual([{ path: '/api/reports/funnel', authorization: 'Bearer admin-token' }])
    answer = () => Response.json({ error: { code: 'unauthenticated', message: 'no' } }, { status: 401 })
    await expect(api()(null, '/reports/funnel', { headers: { Authorization: 'Bearer wrong' } })).rejects.toMatchObject({
      status: 401,
    })
    expect(seen).toHaveLength(2)
    expect(readToken()).toBe('test-token')
  })
})
