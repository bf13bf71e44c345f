import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { type Bundle, COMPILE_HINT, compileHints } from '../../scripts/compileHints'

// Issue 17 point 3: the scripts of a page's first render are compiled as they stream in (V8's compile hint on their
// first line), the ones loaded later stay lazily compiled.
const chunk = (fileName: string, facade: string | null, imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  code: `export const x = "${fileName}"`,
  isEntry,
  facadeModuleId: facade === null ? null : resolve(facade),
  imports,
})

const generate = (bundle: Bundle) => {
  const hook = compileHints().generateBundle as { handler: (this: unknown, ...args: unknown[]) => void }
  hook.handler.call({}, {}, bundle)
  return bundle
}

describe('the compile hint on the first render’s scripts', () => {
  it('marks the entry, each page’s first chunk and what they import, not what loads later', () => {
    const bundle = generate({
      'app.js': chunk('app.js', 'ui/main.tsx', ['runtime.js'], true),
      'runtime.js': chunk('runtime.js', null),
      'CatalogPage.js': chunk('CatalogPage.js', 'ui/shop/CatalogPage.tsx', ['shop.js']),
      'shop.js': chunk('shop.js', null, ['runtime.js']),
      'PanelControls.js': chunk('PanelControls.js', 'ui/shop/PanelControls.tsx', ['shop.js']),
      'app.js.map': { type: 'asset', fileName: 'app.js.map', source: '{"version":3,"mappings":"AAAA;AACA"}' },
    })
    const starts = Object.fromEntries(
      Object.entries(bundle)
        .filter(([, file]) => file.type === 'chunk')
        .map(([name, file]) => [name, (file as { code: string }).code.startsWith(COMPILE_HINT)]),
    )
    expect(starts).toEqual({
      'app.js': true,
      'runtime.js': true,
      'CatalogPage.js': true,
      'shop.js': true,
      'PanelControls.js': false,
    })
    // Each chunk once, the hint its first line.
    expect((bundle['shop.js'] as { code: string }).code).toBe(`${COMPILE_HINT}export const x = "shop.js"`)
    // Its source map's lines move down by the hint's line.
    expect(JSON.parse((bundle['app.js.map'] as { source: string }).source).mappings).toBe(';AAAA;AACA')
  })

  it('applies to the storefront’s build only, not the server’s', () => {
    const applies = compileHints().apply as Exclude<Plugin['apply'], string | undefined>
    expect(applies({}, { command: 'build', mode: 'production', isSsrBuild: false })).toBe(true)
    expect(applies({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false)
    expect(applies({}, { command: 'serve', mode: 'development' })).toBe(false)
  })
})
