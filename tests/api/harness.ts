import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Schema } from 'effect'
import { createApp } from '../../server/app'
import { openPglite } from '../../server/db/database'
import { migrate } from '../../server/db/migrate'
import { seedDemoPhotos } from '../../server/seed/photos'
import { seedDemoShop } from '../../server/seed/seed'
import { loadTokenSecret, signToken } from '../../server/services/identity'

export const SEEDED_AT = new Date('2026-11-01T12:00:00Z')

/**
 * A fresh in-memory database, migrated and seeded, behind the real Hono app: real SQL and real HTTP handling.
 * `photos: true` also seeds the demo photos, their files drawn into a temporary DATA_DIR (`dataDir`).
 */
export const startApi = async (options: { photos?: boolean } = {}) => {
  const db = await openPglite()
  await migrate(db)
  await seedDemoShop(db, SEEDED_AT)
  const dataDir = options.photos ? await mkdtemp(join(tmpdir(), 'storefront-photos-')) : null
  if (dataDir) await seedDemoPhotos(db, SEEDED_AT, dataDir)
  const tokenSecret = await loadTokenSecret(db)
  let clock = Math.floor(SEEDED_AT.getTime() / 1000)
  const app = createApp({ db, tokenSecret, adminToken: 'admin-secret-token', now: () => clock })
  const request = (path: string, init: RequestInit = {}) => app.request(`/api${path}`, init)
  const newShopper = async () => {
    const res = await request('/store_users', { method: 'POST' })
    return ((await res.json()) as { token: string }).token
  }
  const get = async (path: string, token?: string) =>
    request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  return {
    db,
    dataDir,
    tokenSecret,
    request,
    get,
    newShopper,
    signToken: (storeUserId: string) => signToken(tokenSecret, storeUserId, clock),
    advanceClock: (seconds: number) => {
      clock += seconds
    },
    close: async () => {
      await db.close()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export type Api = Awaited<ReturnType<typeof startApi>>

/** Decodes an answer with its core schema: the test fails if the wire shape drifts from B §7. */
export const decode = async <A, I>(schema: Schema.Codec<A, I>, res: Response): Promise<A> =>
  Schema.decodeUnknownSync(schema)(await res.json())
