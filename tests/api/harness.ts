import { randomBytes } from 'node:crypto'
import { access, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import { Schema } from 'effect'
import pg from 'pg'
import { createApp } from '../../server/app'
import { type Database, openPglite, openPostgres, pgliteDatabase } from '../../server/db/database'
import { migrate } from '../../server/db/migrate'
import { loadMediaSecret } from '../../server/media'
import { demoId } from '../../server/seed/ids'
import { seedDemoPhotos } from '../../server/seed/photos'
import { seedDemoShop } from '../../server/seed/seed'
import { loadServerSecret } from '../../server/serverSecrets'
import { loadTokenSecret, signToken } from '../../server/services/identity'
import { photoFileKeys } from '../../server/services/images'
import { offlineUsProvider } from '../../server/services/offlineUsAddresses'
import { createSandboxGateway } from '../../server/services/payments/sandbox'
import { insertImage } from '../../server/services/photos'
import { API_TEMPLATES } from './templates'

export const SEEDED_AT = new Date('2026-11-01T12:00:00Z')

/** The client address of the harness's requests unless one is given. */
export const TEST_CLIENT_ADDRESS = '192.0.2.1'

/**
 * What @hono/node-server hands the app as its environment, with the socket's peer address: app.fetch called without a
 * socket can act as a client at `address` (server/clientAddress.ts reads it with getConnInfo).
 */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })

/** The PostgreSQL server the API tests run on (scripts/postgres-tests.mjs sets it); unset: in-memory PGlite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null

const withDatabase = (url: string, database: string) => {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

const onServer = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL ?? '' })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export type TestDatabase = Database & {
  /** Its address on the PostgreSQL server, for another process of the shop; null on PGlite (in this process only). */
  url: string | null
  /** Another pool on the same PostgreSQL database (a second shop process); null on PGlite, which serves one. */
  connectAgain: (poolSize?: number) => Promise<Database | null>
}

/**
 * An empty database of its own for one test file: a new database on the TEST_DATABASE_URL server (dropped by
 * close), else an in-memory PGlite. Neither is migrated yet.
 */
export const openTestDatabase = async (options: { poolSize?: number } = {}): Promise<TestDatabase> => {
  if (!TEST_DATABASE_URL) return pgliteTestDatabase(await openPglite())
  return postgresTestDatabase(null, options)
}

const pgliteTestDatabase = (db: Database): TestDatabase => ({ ...db, url: null, connectAgain: async () => null })

/** A new database on the TEST_DATABASE_URL server, empty or a copy of `template`; close drops it. */
const postgresTestDatabase = async (
  template: string | null,
  options: { poolSize?: number } = {},
): Promise<TestDatabase> => {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set')
  const name = `api_${randomBytes(6).toString('hex')}`
  await onServer((c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`))
  const url = withDatabase(TEST_DATABASE_URL, name)
  const db = await openPostgres(url, { poolSize: options.poolSize ?? 10 })
  return {
    ...db,
    url,
    connectAgain: (poolSize = 5) => openPostgres(url, { poolSize }),
    close: async () => {
      await db.close()
      await onServer((c) => c.query(`drop database if exists ${name} with (force)`))
    },
  }
}

/** How many test photos a shop without the demo photos holds. */
export const TEST_PHOTO_COUNT = 12

/**
 * Issue 11: orders take only photos their shopper may see. A shop seeded without the demo photos (and their drawn
 * files) gets shared photos of the spring session instead, `demoId('test-photo:<n>')` with its crop
 * `demoId('test-crop:<n>')` (n from 1), in a session-wide gallery: every spring order may take them. No files.
 */
const seedTestPhotos = async (db: Database) => {
  const galleryId = demoId('gallery:test-photos')
  await db.query('insert into galleries (id, client_session_id, subject_id, label) values ($1, $2, null, $3)', [
    galleryId,
    demoId('session:spring-reorders'),
    'Test photos',
  ])
  for (let n = 1; n <= TEST_PHOTO_COUNT; n++) {
    const id = demoId(`test-photo:${n}`)
    await insertImage(db, {
      id,
      cropId: demoId(`test-crop:${n}`),
      galleryId,
      subjectId: null,
      label: `Test photo ${n}`,
      poseId: null,
      tags: [],
      isShared: true,
      mimeType: 'image/jpeg',
      width: 800,
      height: 1000,
      contentHash: id,
      files: photoFileKeys(id, 'jpeg', 'none'),
    })
  }
}

/** What startApi seeds: the demo shop with the test photos, or with the demo photos and their drawn files. */
type Seeding = 'shop' | 'photos'

/**
 * A seeded database is copied from a template made once per run (PGlite's initdb, the migrations, the seed and drawing
 * the demo photos cost each API file seconds of CPU, on both engines). Vitest's global setup (tests/api/templates.ts)
 * names the folder; the first file to want a template claims its lock and makes it, the others wait for it.
 */
const templates = () => {
  const run = process.env[API_TEMPLATES]
  if (!run) throw new Error(`${API_TEMPLATES} is not set: run the API tests with vitest (tests/api/templates.ts)`)
  const { dir, databasePrefix } = JSON.parse(run) as { dir: string; databasePrefix: string }
  return {
    dir,
    /** The template database on the TEST_DATABASE_URL server (global setup drops it). */
    database: (seeding: Seeding) => `${databasePrefix}_${seeding}`,
    pgliteDump: (seeding: Seeding) => join(dir, `${seeding}.tar`),
    photoFiles: join(dir, 'photo-files'),
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  )

const makeTemplate = async (seeding: Seeding) => {
  const seed = async (db: Database) => {
    await migrate(db)
    await seedDemoShop(db, SEEDED_AT)
    if (seeding === 'photos') await seedDemoPhotos(db, SEEDED_AT, templates().photoFiles)
    else await seedTestPhotos(db)
  }
  if (TEST_DATABASE_URL) {
    const database = templates().database(seeding)
    await onServer((c) => c.query(`create database ${database}`))
    const db = await openPostgres(withDatabase(TEST_DATABASE_URL, database), { poolSize: 2 })
    await seed(db).finally(() => db.close())
    return
  }
  const pglite = await PGlite.create()
  try {
    await seed(pgliteDatabase(pglite))
    const dump = await pglite.dumpDataDir('none')
    await writeFile(templates().pgliteDump(seeding), Buffer.from(await dump.arrayBuffer()))
  } finally {
    await pglite.close()
  }
}

/** Makes the template once per run: in this worker if it claims the lock first, else waits for the one that did. */
const templateMade = async (seeding: Seeding) => {
  const lock = join(templates().dir, `${seeding}.lock`)
  const ready = join(templates().dir, `${seeding}.ready`)
  const failed = join(templates().dir, `${seeding}.failed`)
  const claimed = await mkdir(lock).then(
    () => true,
    (e: NodeJS.ErrnoException) => {
      if (e.code === 'EEXIST') return false
      throw e
    },
  )
  if (claimed) {
    try {
      await makeTemplate(seeding)
      await writeFile(ready, '')
    } catch (e) {
      await writeFile(failed, e instanceof Error ? (e.stack ?? e.message) : String(e))
      throw e
    }
    return
  }
  for (;;) {
    if (await exists(ready)) return
    if (await exists(failed)) throw new Error(`The ${seeding} template failed:\n${await readFile(failed, 'utf8')}`)
    await sleep(50)
  }
}

/** A database of its own, migrated and seeded as `seeding` says, copied from the run's template. */
const openSeededDatabase = async (seeding: Seeding): Promise<TestDatabase> => {
  await templateMade(seeding)
  if (TEST_DATABASE_URL) return postgresTestDatabase(templates().database(seeding))
  const dump = new Blob([await readFile(templates().pgliteDump(seeding))])
  return pgliteTestDatabase(pgliteDatabase(await PGlite.create({ loadDataDir: dump })))
}

/**
 * A fresh database (PGlite in memory, or its own database on TEST_DATABASE_URL), migrated and seeded, behind the
 * real Hono app: real SQL and real HTTP handling.
 * `photos: true` also seeds the demo photos, their files in a temporary DATA_DIR (`dataDir`) of this API's own.
 */
export const startApi = async (options: { photos?: boolean } = {}) => {
  const db = await openSeededDatabase(options.photos ? 'photos' : 'shop')
  const dataDir = options.photos ? await mkdtemp(join(tmpdir(), 'storefront-photos-')) : null
  if (dataDir) await cp(templates().photoFiles, dataDir, { recursive: true })
  // Where downloads read originals (Deps.dataDir): the demo photos' folder, else an empty one a test may fill.
  const filesDir = dataDir ?? (await mkdtemp(join(tmpdir(), 'storefront-files-')))
  const tokenSecret = await loadTokenSecret(db)
  const mediaSecret = await loadMediaSecret(db)
  let clock = Math.floor(SEEDED_AT.getTime() / 1000)
  const sandbox = createSandboxGateway(db, { secret: await loadServerSecret(db, 'sandbox'), now: () => clock })
  const deps = {
    tokenSecret,
    mediaSecret,
    downloadSecret: await loadServerSecret(db, 'downloads'),
    dataDir: filesDir,
    adminToken: 'admin-secret-token',
    now: () => clock,
    addressProviders: [offlineUsProvider],
    sandbox,
    cardGateways: { sandbox },
  }
  const app = createApp({ db, ...deps })
  /** `address`: the client address the request comes from, as the access-code limits see it. */
  const request = async (path: string, init: RequestInit = {}, address = TEST_CLIENT_ADDRESS) =>
    app.request(`/api${path}`, init, fromAddress(address))
  const newShopper = async () => {
    const res = await request('/store_users', { method: 'POST' })
    return ((await res.json()) as { token: string }).token
  }
  const get = async (path: string, token?: string) =>
    request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  /** A JSON request as `token`'s shopper; a string body is sent as it is (to test malformed JSON). */
  const send = (
    token: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    address = TEST_CLIENT_ADDRESS,
  ) =>
    request(
      path,
      {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      },
      address,
    )
  /** Gives a subject's access code in a session, as the shop's code form does: the store user gets its grant. */
  const enterCode = async (token: string, clientSessionId: string, code: string) => {
    const res = await get(`/client_sessions/${clientSessionId}/subjects?password=${encodeURIComponent(code)}`, token)
    if (res.status !== 200) throw new Error(`access code ${code}: ${res.status} ${await res.text()}`)
  }
  /** A second API process on the same database (on PostgreSQL with a pool of its own), reading the same clock. */
  const anotherApi = async () => {
    const otherDb = (await db.connectAgain()) ?? db
    const other = createApp({ ...deps, db: otherDb })
    return {
      request: async (path: string, init: RequestInit = {}, address = TEST_CLIENT_ADDRESS) =>
        other.request(`/api${path}`, init, fromAddress(address)),
      close: async () => {
        if (otherDb !== db) await otherDb.close()
      },
    }
  }
  return {
    db,
    /** The sandbox card gateway the app mounts at /sandbox (its requests: `app.request('/sandbox/...')`). */
    sandbox,
    /** The whole app, for paths outside /api. */
    app,
    /** What the app was made with, but the database: to make another app on the same database. */
    deps,
    dataDir,
    enterCode,
    tokenSecret,
    mediaSecret,
    request,
    get,
    send,
    newShopper,
    signToken: (storeUserId: string) => signToken(tokenSecret, storeUserId, clock),
    /** The clock every request reads (Deps.now), in seconds. */
    now: () => clock,
    anotherApi,
    advanceClock: (seconds: number) => {
      clock += seconds
    },
    close: async () => {
      await db.close()
      await rm(filesDir, { recursive: true, force: true })
    },
  }
}

export type Api = Awaited<ReturnType<typeof startApi>>

/** Decodes an answer with its core schema: the test fails if the wire shape drifts from B §7. */
export const decode = async <A, I>(schema: Schema.Codec<A, I>, res: Response): Promise<A> =>
  Schema.decodeUnknownSync(schema)(await res.json())
