import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkImport, importsOf, violationsIn } from './importRule'

const pureFiles = () =>
  ['core', 'machines'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `${dir}/${f}`),
  )

describe('DESIGN "The layers": the import rule', () => {
  it('the source tree has no wrong arrow', () => {
    expect(violationsIn(process.cwd())).toEqual([])
  })

  it.each([
    ['core/money.ts', '../server/db/database', 'core may not import server/db/database'],
    ['core/rules.ts', 'react', 'core may not import the package react'],
    ['machines/startup.ts', '../adapters/api/shop', 'machines may not import adapters/api/shop'],
    ['machines/startup.ts', 'ofetch', 'machines may not import the package ofetch'],
    ['server/app.ts', '../machines/startup', 'server may not import machines/startup'],
    ['server/app.ts', '../ui/App', 'server may not import ui/App'],
    ['ui/App.tsx', '../adapters/api/client', 'ui may not import adapters/api/client'],
    ['ui/App.tsx', '../machines/startup', 'ui may not import machines/startup'],
    ['ui/shop/ProductCard.tsx', '../../core/rules', 'ui may not import core/rules'],
    ['adapters/api/shop.ts', '../../ui/App', 'adapters may not import ui/App'],
  ])('%s importing %s is a wrong arrow', (from, specifier, reason) => {
    expect(checkImport({ from, specifier, typeOnly: false })).toBe(reason)
  })

  it.each([
    ['ui/App.tsx', '../adapters/react/startup', false],
    ['ui/shop/View.tsx', '../../machines/startup', true],
    ['ui/shop/View.tsx', '../../core/rules', true],
    ['ui/format.ts', '../core/money', false],
    ['adapters/react/startup.tsx', '../../machines/startup', false],
    ['server/routes/shop.ts', '../../core/schemas/store', false],
    ['machines/startup.ts', 'xstate', false],
    ['core/address.ts', 'libphonenumber-js/min', false],
  ])('%s importing %s (type only: %s) is allowed', (from, specifier, typeOnly) => {
    expect(checkImport({ from, specifier, typeOnly })).toBeNull()
  })

  it('reads value, type and re-export imports', () => {
    const source = "import { a } from './a'\nimport type { B } from '../b'\nexport { c } from './c'\nimport './d.css'"
    expect(importsOf('ui/x.ts', source)).toEqual([
      { from: 'ui/x.ts', specifier: './a', typeOnly: false },
      { from: 'ui/x.ts', specifier: '../b', typeOnly: true },
      { from: 'ui/x.ts', specifier: './c', typeOnly: false },
      { from: 'ui/x.ts', specifier: './d.css', typeOnly: false },
    ])
  })
})

describe('issue 3, issue 8: core and machines touch no clock, storage or network', () => {
  const impure =
    /\bDate\.now\(|new Date\(\)|performance\.now|Math\.random|localStorage|sessionStorage|\bwindow\.|\bdocument\.|\bfetch\(|XMLHttpRequest|\bprocess\.|setTimeout|setInterval|['"]node:/
  it.each(pureFiles())('%s is pure', (file) => {
    expect(readFileSync(file, 'utf8')).not.toMatch(impure)
  })
})

describe('issue 17 point 3: the entry sends the first reads before React and xstate have come', () => {
  /** The packages `file` loads through its static value imports, following its own modules (not dynamic imports). */
  const packagesLoadedBy = (file: string, seen = new Set<string>()): string[] => {
    if (seen.has(file)) return []
    seen.add(file)
    return importsOf(file, readFileSync(file, 'utf8'))
      .filter((imp) => !imp.typeOnly && !imp.specifier.endsWith('.css'))
      .flatMap(({ specifier }) => {
        if (!specifier.startsWith('.')) return [specifier]
        const path = join(dirname(file), specifier.replace(/\?.*$/, ''))
        const source = ['.ts', '.tsx', '']
          .map((ext) => `${path}${ext}`)
          .find((f) => existsSync(f) && statSync(f).isFile())
        return source ? packagesLoadedBy(source, seen) : []
      })
  }

  it('ui/main.tsx imports no package, directly or through its modules', () => {
    expect(packagesLoadedBy('ui/main.tsx')).toEqual([])
  })
})
