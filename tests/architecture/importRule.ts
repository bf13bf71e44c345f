import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

export type Layer = 'core' | 'machines' | 'adapters' | 'ui' | 'server'
export const LAYERS: readonly Layer[] = ['core', 'machines', 'adapters', 'ui', 'server']

/** Issue 8: views import from core only types and the formatting modules; rules reach them through view functions. */
const UI_CORE_VALUES = ['core/money', 'core/text']

/** DESIGN "The layers": which of our folders each layer may import from. */
const ALLOWED: Record<Layer, (target: string, typeOnly: boolean) => boolean> = {
  core: (t) => t.startsWith('core/'),
  machines: (t) => t.startsWith('core/') || t.startsWith('machines/'),
  adapters: (t) => /^(core|machines|adapters)\//.test(t),
  ui: (t, typeOnly) =>
    /^(ui|adapters\/react)\//.test(t) ||
    UI_CORE_VALUES.includes(t) ||
    (typeOnly && (t.startsWith('machines/') || t.startsWith('core/'))),
  server: (t) => t.startsWith('core/') || t.startsWith('server/'),
}

/** Packages a layer may use. core stays pure: schemas and pure data libraries only; machines only XState. */
const PACKAGES: Partial<Record<Layer, readonly string[]>> = {
  core: [
    'effect',
    'country-region-data',
    'libphonenumber-js',
    'card-validator',
    'postcode-validator',
    'localized-address-format',
  ],
  machines: ['xstate'],
}

export type Import = { from: string; specifier: string; typeOnly: boolean }
export type Violation = Import & { reason: string }

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g

export const importsOf = (file: string, source: string): Import[] =>
  [...source.matchAll(IMPORT)].map((m) => ({ from: file, specifier: m[3] ?? '', typeOnly: Boolean(m[2]) }))

const layerOf = (path: string): Layer | null => LAYERS.find((l) => path.startsWith(`${l}/`)) ?? null

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier)

/** Checks one import against the rule; paths are relative to the repository root. */
export const checkImport = ({ from, specifier, typeOnly }: Import): string | null => {
  const layer = layerOf(from)
  if (!layer) return null
  if (specifier.startsWith('.')) {
    const target = relative('.', join(dirname(from), specifier)).replaceAll('\\', '/')
    if (!ALLOWED[layer](target, typeOnly)) return `${layer} may not import ${target}`
    if (/\/index$/.test(target) || /\/index\.tsx?$/.test(target)) return 'no barrel files'
    return null
  }
  const allowed = PACKAGES[layer]
  if (allowed && !allowed.includes(packageName(specifier))) return `${layer} may not import the package ${specifier}`
  return null
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : []
  })

export const violationsIn = (root: string): Violation[] =>
  LAYERS.flatMap((layer) =>
    walk(resolve(root, layer)).flatMap((abs) => {
      const file = relative(root, abs).replaceAll('\\', '/')
      return importsOf(file, readFileSync(abs, 'utf8')).flatMap((imp) => {
        const reason = checkImport(imp)
        return reason ? [{ ...imp, reason }] : []
      })
    }),
  )
