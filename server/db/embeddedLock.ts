// The embedded database serves one process (DESIGN decision 5): PGlite does not lock its folder, and two processes
// writing it lose acknowledged orders and corrupt indexes. Whoever opens it (the shop, the photo import) first takes
// a lock file in DATA_DIR naming itself; the next one is refused with the holder's pid and port.
import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Who holds the embedded database. */
export type LockHolder = { pid: number; role: 'shop' | 'import'; port: number | null; token: string }

export const LOCK_FILE = 'pglite.lock'

/** The embedded database is open in another live process. */
export class DatabaseInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(`The embedded database in ${dataDir} is in use by ${describeHolder(holder)}`)
  }
}

export const describeHolder = (h: LockHolder) =>
  h.role === 'shop'
    ? `another shop process (pid ${h.pid}${h.port === null ? '' : `, port ${h.port}`})`
    : `a photo import (pid ${h.pid})`

export type EmbeddedLock = {
  /** Records the port actually listened on (PORT=0 picks one). */
  setPort(port: number): void
  /** Removes the lock file if it is still this process's; also done on process exit. */
  release(): void
}

/**
 * A process that has exited but not been reaped (its parent gone, an init that does not reap) still answers
 * kill(pid, 0); Linux shows it as state Z in /proc/<pid>/stat. Elsewhere there is no /proc and this says no.
 */
const zombie = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')
  } catch {
    return false
  }
}

/** Locks this process holds (a second opener in the same process is refused like another process). */
const heldHere = new Set<string>()

const alive = (holder: LockHolder) => {
  const { pid } = holder
  if (heldHere.has(holder.token)) return true
  // Our own pid on a lock we did not take: a previous life of this container, whose pid was the same.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return !zombie(pid)
  } catch (e) {
    // EPERM: the process exists but belongs to another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const readHolder = (path: string): LockHolder | 'missing' | 'unreadable' => {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 'missing'
    throw e
  }
  try {
    const h = JSON.parse(text) as LockHolder
    return typeof h.pid === 'number' && typeof h.token === 'string' ? h : 'unreadable'
  } catch {
    return 'unreadable'
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * Takes the lock of the embedded database in `dataDir`, atomically (the file is created with `wx`, which fails when
 * it exists). A lock whose process is gone (a crash, a killed container) is taken over; a live one throws
 * DatabaseInUse. The lock is removed by `release` and when the process exits.
 */
export const lockEmbeddedDatabase = (
  dataDir: string,
  who: { role: LockHolder['role']; port?: number | null },
): EmbeddedLock => {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, LOCK_FILE)
  const mine: LockHolder = { pid: process.pid, role: who.role, port: who.port ?? null, token: randomUUID() }
  let unreadable = 0
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(mine), { flag: 'wx' })
      break
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 50) throw e
    }
    const holder = readHolder(path)
    if (holder === 'missing') continue
    if (holder === 'unreadable') {
      // Created a moment ago and not written yet, or left empty by a crash: wait a little, then take it over.
      if (++unreadable < 10) {
        sleep(20)
        continue
      }
    } else if (alive(holder)) {
      throw new DatabaseInUse(dataDir, holder)
    }
    // Stale: move it aside, and make sure what was moved is the stale lock and not one a racing process just took.
    const aside = `${path}.${process.pid}.stale`
    try {
      renameSync(path, aside)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw e
    }
    const moved = readHolder(aside)
    if (moved !== 'missing' && moved !== 'unreadable' && alive(moved)) {
      // A live holder's lock: put it back where it was (unless yet another one is there) and give way.
      try {
        writeFileSync(path, JSON.stringify(moved), { flag: 'wx' })
      } catch {}
      rmSync(aside, { force: true })
      throw new DatabaseInUse(dataDir, moved)
    }
    rmSync(aside, { force: true })
  }

  let held = true
  heldHere.add(mine.token)
  const stillMine = () => {
    const h = readHolder(path)
    return typeof h === 'object' && h.token === mine.token
  }
  const release = () => {
    if (!held) return
    held = false
    heldHere.delete(mine.token)
    process.off('exit', release)
    if (stillMine()) rmSync(path, { force: true })
  }
  process.on('exit', release)
  return {
    setPort: (port) => {
      if (!held || !stillMine()) return
      mine.port = port
      writeFileSync(path, JSON.stringify(mine))
    },
    release,
  }
}
