import { describe, expect, it } from 'vitest'
import { readConfig } from '../../adapters/config'

// Issue 15: `?language=en_US` showed a blank page: Intl (Intl.NumberFormat, as the views' IntlProvider uses it) throws on
// en_US. Whatever language a page's data-config names, the browser uses one the shop has messages for.
const rootWith = (config: unknown) => ({ dataset: { config: JSON.stringify(config) } }) as unknown as HTMLElement

describe('the page config the browser reads', () => {
  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['en_US', 'en'],
    ['es_MX', 'es'],
    ['xx', 'en'],
    ['', 'en'],
  ])('a data-config language %j is read as %s', (language, read) => {
    const config = readConfig(rootWith({ page: 'access', apiBase: '/api', language }))
    expect(config.language).toBe(read)
    expect(() => new Intl.NumberFormat(config.language)).not.toThrow()
  })

  it.each([
    [{ page: 'shop', apiBase: '/api', language: 'en' }],
    [{ page: 'other', apiBase: '/api', language: 'en' }],
    [{ page: 'access', language: 'en' }],
  ])('a data-config of another shape (%j) is refused, not guessed at', (config) => {
    expect(() => readConfig(rootWith(config))).toThrow(/not a page config/)
  })
})
