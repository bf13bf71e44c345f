import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadMessages } from '../../adapters/react/messages'

// Issue 17 points 2 and 3: the page's messages come as a file the server names on the root (server/page.ts).
const MESSAGES = { 'cart.title': [{ type: 0, value: 'Cart' }] }
const rootNaming = (url?: string) => {
  const root = document.createElement('div')
  if (url) root.dataset.messages = url
  return root
}

describe('loadMessages', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('reads the file the root names', async () => {
    const fetch = vi.fn(async () => Response.json(MESSAGES))
    vi.stubGlobal('fetch', fetch)
    await expect(loadMessages(rootNaming('/assets/messages-en-x.json'))).resolves.toEqual(MESSAGES)
    expect(fetch).toHaveBeenCalledWith('/assets/messages-en-x.json')
  })

  it('tries a failed download twice more, and then the pages render with the messages’ ids', async () => {
    vi.useFakeTimers()
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('busy', { status: 503 })),
      () => Promise.resolve(Response.json(MESSAGES)),
    ]
    const fetch = vi.fn(() => (answers.shift() as () => Promise<Response>)())
    vi.stubGlobal('fetch', fetch)
    const loaded = loadMessages(rootNaming('/m.json'))
    await vi.runAllTimersAsync()
    await expect(loaded).resolves.toEqual(MESSAGES)
    expect(fetch).toHaveBeenCalledTimes(3)

    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', offline)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failed = loadMessages(rootNaming('/m.json'))
    await vi.runAllTimersAsync()
    await expect(failed).resolves.toEqual({})
    expect(offline).toHaveBeenCalledTimes(3)
  })

  it('a page the shop server did not make (no file named) renders with the ids, and the console says why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(loadMessages(rootNaming())).resolves.toEqual({})
    expect(String(error.mock.calls[0]?.[0])).toMatch(/data-messages/)
  })
})
