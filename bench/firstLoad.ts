// Issue 17 point 2: the JavaScript a phone downloads before each route's first render, from the built shop (dist/client
// and its Vite manifest): the entry with its static imports, and the chunks the server preloads for the route
// (server/preload.ts, the same rule the page uses). Sizes are gzip level 9, as precompressed. The page's messages are
// data the page preloads, not JavaScript: their gzip size is a column of its own. Prints a table per route
// and writes it into docs/performance.md ("## First load", between the first-load markers). A benchmark, not a test.
//
//   npm run bench:first-load -- [--note "what else ran"] [--no-write]
// --no-write prints the table without writing it into the doc (for measuring while working).
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { AppConfig } from '../core/schemas/config'
import { MESSAGES_INDEX } from '../scripts/compiledMessages'
import { chunkFiles, ENTRY, pageModules, preloadFiles, readManifest } from '../server/preload'

const CLIENT = resolve('dist/client')
const DOC = resolve('docs/performance.md')
const BUDGET_KB = 120
const noteAt = process.argv.indexOf('--note')
const NOTE = noteAt >= 0 ? (process.argv[noteAt + 1] ?? '') : ''
const WRITE = !process.argv.includes('--no-write')

const shop = (language: 'en' | 'es'): AppConfig => ({
  page: 'shop',
  apiBase: '/api',
  language,
  storeId: 'store',
  clientSessionId: 'session',
  basename: '/cart/session',
})
const ROUTES: [name: string, config: AppConfig, path: string][] = [
  ['home (access code, `/`)', { page: 'access', apiBase: '/api', language: 'en' }, '/'],
  ['catalog', shop('en'), '/cart/session/catalog'],
  ['a gallery', shop('en'), '/cart/session/galleries/gallery/images'],
  ['the cart', shop('en'), '/cart/session/view'],
  ['checkout customer details', shop('en'), '/cart/session/checkout/customerDetails'],
  ['catalog in Spanish', shop('es'), '/cart/session/catalog'],
  ['order view', shop('en'), '/cart/session/order/ABCD1234'],
  ['admin', { page: 'admin', apiBase: '/api', language: 'en' }, '/admin'],
]

const manifest = await readManifest(CLIENT)
if (!manifest) throw new Error(`No ${CLIENT}/.vite/manifest.json: build first (build.manifest in vite.config.ts).`)
const messageFiles = JSON.parse(await readFile(join(CLIENT, MESSAGES_INDEX), 'utf8')) as Record<string, string>
const gzipped = new Map<string, { raw: number; gzip: number }>()
const sizeOf = async (file: string) => {
  const known = gzipped.get(file)
  if (known) return known
  const bytes = await readFile(join(CLIENT, file))
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  gzipped.set(file, size)
  return size
}
const kB = (bytes: number) => (bytes / 1000).toFixed(1)

const rows: string[] = []
for (const [name, config, path] of ROUTES) {
  // A page merged into a shared chunk has no manifest entry of its own: it would be neither preloaded nor counted.
  const unnamed = pageModules(config, path).filter((module) => !manifest[module])
  if (unnamed.length > 0) throw new Error(`${name}: no chunk in the manifest for ${unnamed.join(', ')}`)
  const files = [...chunkFiles(manifest, [ENTRY]), ...preloadFiles(manifest, config, path)].filter((f) =>
    f.endsWith('.js'),
  )
  const sizes = await Promise.all(files.map(sizeOf))
  const raw = sizes.reduce((sum, s) => sum + s.raw, 0)
  const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0)
  console.log(`\n${name} (${path}): ${files.length} files, ${kB(raw)} kB, ${kB(gzip)} kB gzip`)
  for (const [i, file] of files.entries()) console.log(`  ${kB(sizes[i]?.gzip ?? 0).padStart(6)} kB  ${file}`)
  const verdict = gzip <= BUDGET_KB * 1000 ? 'yes' : 'no'
  // Not JavaScript since issue 17: the page preloads its language's messages, a JSON file (server/page.ts).
  const messages = await sizeOf(messageFiles[config.language] ?? '')
  rows.push(`| ${name} | ${files.length} | ${kB(raw)} | ${kB(gzip)} | ${verdict} | ${kB(messages.gzip)} |`)
}

const date = new Date().toISOString().slice(0, 10)
const table = [
  `Measured ${date}${NOTE ? ` (${NOTE})` : ''}:`,
  '',
  `| route | JS files | kB | kB gzip | within ${BUDGET_KB} kB | messages (a JSON file), kB gzip |`,
  '|---|---|---|---|---|---|',
  ...rows,
].join('\n')
console.log(`\n${table}`)

const START = '<!-- first-load:start -->'
const END = '<!-- first-load:end -->'
const doc = await readFile(DOC, 'utf8')
const from = doc.indexOf(START)
const to = doc.indexOf(END)
if (!WRITE) console.log('\n--no-write: the table is not written.')
else if (from < 0 || to < from) console.log(`\n${DOC} has no first-load markers: the table is not written.`)
else await writeFile(DOC, `${doc.slice(0, from + START.length)}\n${table}\n${doc.slice(to)}`)
