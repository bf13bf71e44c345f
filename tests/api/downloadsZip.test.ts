// Issue 14 point 4, DESIGN decision 7: download all streams one ZIP in bounded server memory whatever the number of
// photos. A real shop server in a child process (downloadsZipServer.ts, bundled like the crash test's) serves the
// archive of a child with 200 photos, then of one with 2,000, over HTTP; the test saves each to disk as it arrives,
// reads it back with yauzl (every entry one of the stored originals, byte for byte) and compares the server's own
// memory peaks. The figures are for docs/performance.md; the test only asserts that memory does not grow with the
// number of photos (a generous bound, far below the archive's size), never a time.
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DigitalArchiveResponse } from '../../core/schemas/afterPurchase'
import { eachZipEntry } from './zipReader'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SERVER_MODULE = fileURLToPath(new URL('./downloadsZipServer.ts', import.meta.url))
const LAUNCHER = 'const { start } = await import(process.env.SERVER_BUNDLE); await start()'
const SMALL = 200
const LARGE = 2_000
const MB = 1024 * 1024
/** The bound on what serving the 2,000-photo archive may add over the 200-photo one: generous, and far below its size. */
const GROWTH_BOUND = 64 * MB

type Memory = { rss: number; heapUsed: number; external: number }
type Ready = {
  port: number
  archives: Record<'small' | 'large', DigitalArchiveResponse['data']>
  sources: string[]
}

let child: ChildProcess
let ready: Ready
let workDir: string
let bundleDir: string

const bundleServer = async () => {
  await mkdir(join(ROOT, 'node_modules', '.cache'), { recursive: true })
  bundleDir = await mkdtemp(join(ROOT, 'node_modules', '.cache', 'downloads-zip-'))
  await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: { ssr: SERVER_MODULE, outDir: bundleDir, emptyOutDir: false },
  })
  return join(bundleDir, 'downloadsZipServer.js')
}

const startServer = (entry: string) =>
  new Promise<Ready>((resolve, reject) => {
    child = spawn(process.execPath, ['--expose-gc', '--input-type=module', '-e', LAUNCHER], {
      cwd: ROOT,
      env: { ...process.env, SERVER_BUNDLE: entry, SMALL_COUNT: String(SMALL), LARGE_COUNT: String(LARGE) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    child.stdout?.on('data', (chunk) => {
      output += chunk
      const line = /^ready (.*)$/m.exec(output)?.[1]
      if (line) resolve(JSON.parse(line) as Ready)
    })
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}) before it was ready:\n${output}`)))
  })

const server = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${ready.port}${path}`, init)

/** Downloads an archive to disk as it arrives; answers the file, its Content-Length and the server's memory. */
const downloadArchive = async (archive: DigitalArchiveResponse['data']) => {
  const base = (await (await server('/__memory/reset', { method: 'POST' })).json()) as Memory
  const res = await server(archive.url)
  expect(res.status).toBe(200)
  const file = join(workDir, `${archive.files}.zip`)
  await pipeline(Readable.fromWeb(res.body as never), createWriteStream(file))
  const { peak } = (await (await server('/__memory')).json()) as { peak: Memory }
  const growth = {
    rss: peak.rss - base.rss,
    heapUsed: peak.heapUsed - base.heapUsed,
    external: peak.external - base.external,
  }
  return { file, length: Number(res.headers.get('content-length')), base, peak, growth }
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'downloads-zip-'))
  ready = await startServer(await bundleServer())
}, 60_000)

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exit = once(child, 'exit')
    child.kill('SIGTERM')
    await exit
  }
  await rm(workDir, { recursive: true, force: true })
  if (bundleDir) await rm(bundleDir, { recursive: true, force: true })
})

describe('download all of 2,000 photos (issue 14 point 4)', () => {
  it('streams the whole archive in bounded memory: the 2,000-photo one needs no more than the 200-photo one', async () => {
    const small = await downloadArchive(ready.archives.small)
    const large = await downloadArchive(ready.archives.large)
    for (const [name, run, archive] of [
      ['small', small, ready.archives.small],
      ['large', large, ready.archives.large],
    ] as const) {
      expect(run.length).toBe(archive.size)
      expect((await stat(run.file)).size).toBe(archive.size)
      console.log(
        `ZIP of ${archive.files} photos, ${mb(archive.size)}: server rss ${mb(run.base.rss)} → peak ${mb(run.peak.rss)} ` +
          `(+${mb(run.growth.rss)}), heap +${mb(run.growth.heapUsed)}, buffers +${mb(run.growth.external)} [${name}]`,
      )
    }
    expect(ready.archives.large.size).toBeGreaterThan(4 * GROWTH_BOUND)
    expect(large.growth.rss - small.growth.rss).toBeLessThan(GROWTH_BOUND)
    expect(large.growth.heapUsed - small.growth.heapUsed).toBeLessThan(GROWTH_BOUND)
  }, 60_000)

  it('the archive read back with yauzl: 2,000 entries, unique names, each one of the stored originals byte for byte', async () => {
    const names = new Set<string>()
    let index = 0
    const count = await eachZipEntry(join(workDir, `${LARGE}.zip`), (entry) => {
      names.add(entry.name)
      expect(entry.stored).toBe(true)
      expect(createHash('sha256').update(entry.data).digest('hex')).toBe(ready.sources[index % ready.sources.length])
      index += 1
    })
    expect(count).toBe(LARGE)
    expect(names.size).toBe(LARGE)
    expect([...names][LARGE - 1]).toMatch(/\/2000 Photo 2000\.jpg$/)
  }, 60_000)
})
