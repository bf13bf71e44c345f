import { IntlMessageFormat } from 'intl-messageformat'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { compiledCatalog, compiledMessages, MESSAGES_INDEX, messagesFile } from '../../scripts/compiledMessages'
import { catalogs } from '../../ui/messages'

// Issue 17 point 2: the page gets precompiled messages (formatjs ASTs) of its own language only, and formats them
// without the ICU parser.
describe('the messages compiled for the page', () => {
  it.each(['en', 'es'] as const)('%s: every message of the storefront, formatting as its text does', (language) => {
    const asts = JSON.parse(compiledCatalog(language)) as Record<
      string,
      ConstructorParameters<typeof IntlMessageFormat>[0]
    >
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

  it("the storefront's build writes each language's file, named by its content, and where each is; the server's none", () => {
    const plugin = compiledMessages()
    const applies = plugin.apply as Exclude<Plugin['apply'], string | undefined>
    expect(applies({}, { command: 'build', mode: 'production', isSsrBuild: false })).toBe(true)
    expect(applies({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false)
    expect(applies({}, { command: 'serve', mode: 'development' })).toBe(false)
    const emitted: { fileName?: string; source?: unknown }[] = []
    ;(plugin.generateBundle as (this: unknown) => void).call({
      emitFile: (file: (typeof emitted)[0]) => emitted.push(file),
    })
    const en = messagesFile('en', compiledCatalog('en'))
    const es = messagesFile('es', compiledCatalog('es'))
    expect(en).toMatch(/^assets\/messages-en-[\w-]{10}\.json$/)
    expect(emitted.map((f) => f.fileName)).toEqual([en, es, MESSAGES_INDEX])
    expect(emitted[1]?.source).toBe(compiledCatalog('es'))
    expect(JSON.parse(String(emitted[2]?.source))).toEqual({ en, es })
    // A changed catalog is a new file, so a browser's cached copy of the old one is never taken for it.
    expect(messagesFile('en', `${compiledCatalog('en')} `)).not.toBe(en)
  })
})
