// npm start: builds only when dist/ is older than what it is built from (issue 17 point 6). A rebuild took 4.8 s of
// every restart. `npm run build` still builds unconditionally.
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What the build reads: the code, the page, its static files, the build's settings and plugins (vite.config.ts
 * imports scripts/), and the installed packages.
 */
const SOURCES = [
  'adapters',
  'core',
  'machines',
  'server',
  'ui',
  'public',
  'scripts',
  'index.html',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
]
/** What the build writes, the template last (server/db/template.ts): the oldest of them dates the build. */
const OUTPUTS = ['dist/client/index.html', 'dist/server/main.js', 'dist/template/template.json']

const mtime = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? null

/** The newest change under a path: files, and folders too (a deleted file changes its folder). */
const newest = (path) => {
  const stat = statSync(path, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of readdirSync(path, { recursive: true })) latest = Math.max(latest, mtime(join(path, entry)) ?? 0)
  return latest
}

const built = OUTPUTS.map(mtime)
const missing = built.includes(null)
const changed = Math.max(...SOURCES.map(newest))
if (!missing && changed < Math.min(...built)) {
  console.log('The build in dist/ is newer than its sources: not building again (npm run build forces it).')
} else {
  const { status } = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  process.exitCode = status ?? 1
}
