import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DatabaseInUse, LOCK_FILE, lockEmbeddedDatabase } from '../../../server/db/embeddedLock'
import { openConfiguredDatabase, StartError } from '../../../server/db/open'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The pid of a process that has exited: a lock naming it is stale. */
const deadPid = () => {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' })
  return Number(child.stdout.trim())
}

const holderIn = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))

describe('one process per embedded database (DESIGN decision 5, issue 10 point 2)', () => {
  it('a second opener is refused with the holder’s pid and port; after release the next one gets it', () => {
    const dir = tempDir()
    const first = lockEmbeddedDatabase(dir, { role: 'shop', port: 3000 })
    expect(holderIn(dir)).toMatchObject({ pid: process.pid, role: 'shop', port: 3000 })
    let refusal: unknown
    try {
      lockEmbeddedDatabase(dir, { role: 'shop', port: 3001 })
    } catch (e) {
      refusal = e
    }
    expect(refusal).toBeInstanceOf(DatabaseInUse)
    expect((refusal as Error).message).toBe(
      `The embedded database in ${dir} is in use by another shop process (pid ${process.pid}, port 3000)`,
    )
    first.setPort(4321)
    expect(holderIn(dir).port).toBe(4321)
    first.release()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
    const second = lockEmbeddedDatabase(dir, { role: 'import' })
    expect(holderIn(dir)).toMatchObject({ role: 'import', port: null })
    second.release()
  })

  it('a lock left by a process that is gone is taken over; so is an empty one and one naming our own pid', () => {
    const dir = tempDir()
    const path = join(dir, LOCK_FILE)
    for (const stale of [
      JSON.stringify({ pid: deadPid(), role: 'shop', port: 3000, token: 'crashed' }),
      '',
      JSON.stringify({ pid: process.pid, role: 'shop', port: 3000, token: 'previous container' }),
    ]) {
      writeFileSync(path, stale)
      const lock = lockEmbeddedDatabase(dir, { role: 'shop', port: 3002 })
      expect(holderIn(dir)).toMatchObject({ pid: process.pid, port: 3002 })
      lock.release()
    }
  })

  it('a lock of a live process is left alone, and release never removes a lock that is not ours', () => {
    const dir = tempDir()
    const path = join(dir, LOCK_FILE)
    const live = JSON.stringify({ pid: process.ppid, role: 'import', port: null, token: 'parent' })
    writeFileSync(path, live)
    expect(() => lockEmbeddedDatabase(dir, { role: 'shop', port: 3000 })).toThrow(
      `is in use by a photo import (pid ${process.ppid})`,
    )
    expect(readFileSync(path, 'utf8')).toBe(live)

    rmSync(path)
    const mine = lockEmbeddedDatabase(dir, { role: 'shop', port: 3000 })
    writeFileSync(path, live)
    mine.release()
    expect(readFileSync(path, 'utf8')).toBe(live)
  })

  it('the shop and the import open through one mechanism, each refusal one line for its reader', async () => {
    const dir = tempDir()
    const config = { url: null, poolSize: 1 }
    const shop = await openConfiguredDatabase(config, { dataDir: dir, role: 'shop', port: 3000 })
    try {
      await expect(openConfiguredDatabase(config, { dataDir: dir, role: 'shop', port: 3001 })).rejects.toThrow(
        new StartError(
          `The embedded database in ${dir} is in use by another shop process (pid ${process.pid}, port 3000); stop it or use another DATA_DIR.`,
        ),
      )
      await expect(openConfiguredDatabase(config, { dataDir: dir, role: 'import' })).rejects.toThrow(
        `in use by the shop (pid ${process.pid}, port 3000): stop it (Ctrl-C) and run the command again.`,
      )
    } finally {
      await shop.close()
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
    // Opening PGlite (initdb in WebAssembly) takes seconds on two busy cores.
  }, 60_000)
})
