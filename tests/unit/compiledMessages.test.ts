import { resolve } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { compiledMessages } from '../../scripts/compiledMessages'
import { catalogs } from '../../ui/messages'

// Issue 17 point 2: the page gets precompiled messages (formatjs ASTs) of its own language only, and formats them
// without the ICU parser.
const compiled = (language: string) => {
  const plugin = compiledMessages()
  const id = (plugin.resolveId as (id: string) => string | null)(`virtual:messages/${language}`)
  expect(id).toBe(resolve(`ui/messages/compiled/${language}.js`))
  const code = (plugin.load as (id: string) => string | null)(id as string) as string
  const json = JSON.parse(code.slice('export default JSON.parse('.length, -1))
  return JSON.parse(json) as Record<string, ConstructorParameters<typeof IntlMessageFormat>[0]>
}

describe('the messages compiled for the page', () => {
  it.each(['en', 'es'] as const)('%s: every message of the storefront, formatting as its text does', (language) => {
    const asts = compiled(language)
    expect(Object.keys(asts).sort()).toEqual(Object.keys(catalogs.en).sort())
    // Any placeholder reads 2 (a plural's "other", a number, a text).
    const values = new Proxy({} as Record<string, unknown>, {
      get: (_, key) => (typeof key === 'string' && /^[a-z]/.test(key) ? 2 : undefined),
      has: () => true,
    })
    for (const [key, text] of Object.entries(catalogs[language])) {
      const fromText = new IntlMessageFormat(text, language).format(values)
      expect(new IntlMessageFormat(asts[key] ?? '', language).format(values), key).toEqual(fromText)
    }
  })

  it('names no language the shop has no messages for', () => {
    expect((compiledMessages().resolveId as (id: string) => string | null)('virtual:messages/fr')).toBeNull()
  })
})
