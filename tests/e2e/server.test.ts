import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_STORE_ID } from '../../server/seed/demo'
import { type RunningServer, startServer, stopServer } from './harness'

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
