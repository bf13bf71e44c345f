import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { COMPILE_HINT } from '../../scripts/compileHints'
import { readManifest } from '../../server/preload'
import { DEMO_STORE_ID } from '../../server/seed/demo'
import { freePort, type RunningServer, startServer, stopServer } from './harness'

const running: RunningServer[] = []
afterAll(async () => {
  for (const s of running) await stopServer(s)
})

describe('npm start: one process, embedded database, demo shop (issue 2 point 3)', () => {
  it('prints the shop addresses with the demo access codes', async () => {
    const server = await startServer()
    running.push(server)
    expect(server.output()).toContain(`running at ${server.url}/`)
    for (const code of ['MAPLE-FALL', 'MAPLE-SPRING', 'CAMP-2026']) expect(server.output()).toContain(code)
    expect(server.output()).toMatch(new RegExp(`${server.url}/cart/[0-9a-f-]{36}`))
    // Issue 17 point 6: the new DATA_DIR was copied from the template the build made, then seeded.
    expect(server.output()).toContain(`Database: made ${server.dataDir} from the build's template`)
    expect(server.output()).toContain('Database: seeded the demo shop')
  })

  it('a second start on a port in use says so in one line and exits non-zero', async () => {
    const [first] = running
    if (!first) throw new Error('first server missing')
    const second = spawnSync(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: String(first.port), DATA_DIR: `${first.dataDir}-second` },
      encoding: 'utf8',
      timeout: 60_000,
    })
    rmSync(`${first.dataDir}-second`, { recursive: true, force: true })
    expect(second.status).not.toBe(0)
    expect(second.stderr.trim()).toBe(`Port ${first.port} is already in use: stop the other program or set PORT.`)
  })

  it('a second process on the same DATA_DIR refuses in one line naming the running one (issue 10 point 2)', async () => {
    const [first] = running
    if (!first) throw new Error('first server missing')
    const second = spawnSync(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: String(await freePort()), DATA_DIR: first.dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(second.status).toBe(1)
    expect(second.stderr.trim()).toBe(
      `The embedded database in ${first.dataDir} is in use by another shop process (pid ${first.process.pid}, port ${first.port}); stop it or use another DATA_DIR.`,
    )
    // The running one is untouched and still holds its lock.
    expect((await fetch(`${first.url}/api/stores/${DEMO_STORE_ID}`)).status).not.toBe(500)
    expect(JSON.parse(readFileSync(join(first.dataDir, 'pglite.lock'), 'utf8'))).toMatchObject({
      pid: first.process.pid,
      port: first.port,
    })
  })

  it('a DATABASE_URL that cannot be reached stops the start with one line and exit code 1', async () => {
    const closed = await freePort()
    const dataDir = `${running[0]?.dataDir}-unreachable`
    const start = spawnSync(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://shop:s3cret@127.0.0.1:${closed}/shop`,
      },
      encoding: 'utf8',
      timeout: 60_000,
    })
    rmSync(dataDir, { recursive: true, force: true })
    expect(start.status).toBe(1)
    expect(start.stderr.trim()).toBe(
      `Cannot reach the PostgreSQL server at 127.0.0.1:${closed} (DATABASE_URL): connection refused. Is PostgreSQL running there?`,
    )
    expect(start.stdout + start.stderr).not.toContain('s3cret')
  })

  it('pages carry the security headers and hashed assets are cached for a year (issue 11 point 5)', async () => {
    const base = running[0]?.url ?? ''
    const page = await fetch(`${base}/?language=en_US`)
    const csp = page.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(page.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    // An unknown language falls back to English instead of a page that cannot render.
    const html = await page.text()
    expect(html).toContain('&quot;language&quot;:&quot;en&quot;')
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0] ?? ''
    const js = await fetch(`${base}${asset}`)
    expect(js.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })

  it('the built script goes as its precompressed brotli or gzip copy, and 304 to its ETag (issue 17 point 1)', async () => {
    const base = running[0]?.url ?? ''
    // The page's biggest script (files under 1 kB are not worth compressing and have no copies).
    const scripts = (await (await fetch(`${base}/`)).text()).match(/\/assets\/[^"]+\.js/g) ?? []
    const plains = await Promise.all(
      scripts.map(async (path) => ({
        path,
        text: await (await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'identity' } })).text(),
      })),
    )
    const { path: asset, text: plain } = plains.reduce((a, b) => (b.text.length > a.text.length ? b : a))
    for (const encoding of ['br', 'gzip']) {
      // fetch decodes the body it gets; the headers say what travelled.
      const res = await fetch(`${base}${asset}`, { headers: { 'Accept-Encoding': encoding } })
      expect([res.headers.get('Content-Encoding'), res.headers.get('Vary')]).toEqual([encoding, 'Accept-Encoding'])
      expect(Number(res.headers.get('Content-Length'))).toBeLessThan(plain.length / 2)
      expect(await res.text()).toBe(plain)
      const etag = res.headers.get('ETag') ?? ''
      const again = await fetch(`${base}${asset}`, { headers: { 'Accept-Encoding': encoding, 'If-None-Match': etag } })
      expect(again.status).toBe(304)
    }
  })

  it("the first render's scripts start with V8's compile hint, a panel's chunk loaded later does not (issue 17 point 3)", async () => {
    const base = running[0]?.url ?? ''
    const manifest = await readManifest('dist/client')
    const page = await (await fetch(`${base}/`)).text()
    const scripts = page.match(/\/assets\/[^"]+\.js(?=")/g) ?? []
    expect(scripts.length).toBeGreaterThan(1)
    const later = `/${manifest?.['ui/shop/PanelControls.tsx']?.file}`
    for (const path of [...scripts, later]) {
      const text = await (await fetch(`${base}${path}`)).text()
      expect([path, text.startsWith(COMPILE_HINT)]).toEqual([path, path !== later])
    }
  })

  it('the page template and the build manifest are never served as files: /index.html leads to the page, /.vite is 404', async () => {
    const base = running[0]?.url ?? ''
    const template = await fetch(`${base}/index.html`, { redirect: 'manual' })
    expect([template.status, template.headers.get('Location')]).toEqual([301, '/'])
    for (const path of ['/.vite/manifest.json', '/.vite/manifest.json.br'])
      expect((await fetch(`${base}${path}`)).status).toBe(404)
  })

  it('a short or spaced ADMIN_TOKEN stops the start with one line that does not print it (B §6, issue 15)', async () => {
    for (const token of ['letmein', 'a long pass phrase with spaces in it']) {
      const start = spawnSync(process.execPath, ['dist/server/main.js'], {
        env: { ...process.env, PORT: String(await freePort()), ADMIN_TOKEN: token },
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(start.status).toBe(1)
      expect(start.stderr.trim()).toBe(
        'ADMIN_TOKEN must be at least 24 characters without spaces, e.g. the output of: openssl rand -hex 24',
      )
      expect(start.stdout + start.stderr).not.toContain(token)
    }
  })

  it('several processes need a PostgreSQL server: WORKERS=2 on the embedded database refuses in one line', async () => {
    const start = spawnSync(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: String(await freePort()), WORKERS: '2', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(start.status).toBe(1)
    expect(start.stderr.trim()).toBe('WORKERS=2 needs DATABASE_URL: the embedded database serves one process.')
  })

  it('a restart keeps the data: a shopper token issued before still works, nothing is seeded twice', async () => {
    const first = await startServer()
    const res = await fetch(`${first.url}/api/store_users`, { method: 'POST' })
    const { token } = (await res.json()) as { token: string }
    await stopServer(first, false)
    expect(first.process.exitCode).toBe(0)

    const again = await startServer({ dataDir: first.dataDir })
    running.push(again)
    expect(again.output()).not.toContain('seeded the demo shop')
    const store = await fetch(`${again.url}/api/stores/${DEMO_STORE_ID}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(store.status).toBe(200)
  })
})
