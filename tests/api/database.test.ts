// The database interface on both engines (issue 10 point 1): PGlite here, a PostgreSQL server under
// npm run test:pg (TEST_DATABASE_URL). The same SQL, the same JS values back, migrations that fail leave nothing
// behind, and processes starting at once on one server migrate and seed once.
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { type Migration, MigrationError, migrate, migrations } from '../../server/db/migrate'
import { databaseConfig, openConfiguredDatabase, StartError } from '../../server/db/open'
import { demoStores } from '../../server/seed/demo'
import { seedDemoPhotos } from '../../server/seed/photos'
import { seedDemoShop } from '../../server/seed/seed'
import { openTestDatabase, SEEDED_AT, TEST_DATABASE_URL, type TestDatabase } from './harness'

const onPostgres = TEST_DATABASE_URL !== null

let db: TestDatabase
beforeAll(async () => {
  db = await openTestDatabase()
  await migrate(db)
})
afterAll(() => db.close())

const exists = async (d: Database, table: string) =>
  (await d.query<{ t: string | null }>('select to_regclass($1)::text as t', [table])).rows[0]?.t != null

describe(`one interface, two engines (${onPostgres ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('reads bigint, count, numeric, timestamptz, date, jsonb and arrays as the same JS values', async () => {
    const [row] = (
      await db.query<Record<string, unknown>>(
        `select 123456789012::bigint as money, count(*) as n, 8.25::numeric as rate,
           timestamptz '2026-11-01 12:00:00+00' as at, date '2026-11-01' as day,
           '{"a": [1, {"b": null}]}'::jsonb as doc, json_build_object('x', 1) as obj,
           array[1, 2]::bigint[] as amounts, array['a', 'b'] as tags, null::bigint as nothing,
           $1::jsonb as sent_json, $2::uuid[] as ids, $3::timestamptz as sent_at
         from (values (1), (2)) v`,
        [JSON.stringify([1, 2]), ['00000000-0000-4000-8000-000000000001'], SEEDED_AT],
      )
    ).rows
    expect(row).toEqual({
      money: 123456789012,
      n: 2,
      rate: '8.25',
      at: new Date('2026-11-01T12:00:00Z'),
      day: new Date('2026-11-01T00:00:00Z'),
      doc: { a: [1, { b: null }] },
      obj: { x: 1 },
      amounts: [1, 2],
      tags: ['a', 'b'],
      nothing: null,
      sent_json: [1, 2],
      ids: ['00000000-0000-4000-8000-000000000001'],
      sent_at: SEEDED_AT,
    })
  })

  it('a transaction answers what its function returns, and rolls back everything when it throws', async () => {
    await db.exec('create table t_tx (n integer primary key); insert into t_tx values (1)')
    expect(
      await db.transaction(async (tx) => (await tx.query('insert into t_tx values (2) returning n')).rows),
    ).toEqual([{ n: 2 }])
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t_tx values (3)')
        await tx.query('insert into t_tx values (1)')
      }),
    ).rejects.toMatchObject({ code: '23505' })
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t_tx values (4)')
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect((await db.query('select n from t_tx order by n')).rows).toEqual([{ n: 1 }, { n: 2 }])
  })
})

describe('migrations (issue 10, bad input: a migration that fails leaves the database as it was)', () => {
  const broken: Migration = {
    version: 900,
    name: '900_broken.sql',
    sql: `create table broken_half (id integer primary key);
alter table orders add column broken_flag boolean;
insert into no_such_table values (1);`,
  }
  const fine: Migration = { version: 901, name: '901_fine.sql', sql: 'create table fine_after (id integer);' }

  it('every migration is recorded once; running them again applies nothing', async () => {
    const recorded = await db.query<{ name: string }>('select name from schema_migrations order by version')
    expect(recorded.rows.map((r) => r.name)).toEqual(migrations.map((m) => m.name))
    expect(await migrate(db)).toEqual([])
  })

  it('a failing migration is rolled back with its row and named in the error; the next run still stops there', async () => {
    const error = await migrate(db, [...migrations, broken, fine]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MigrationError)
    expect((error as Error).message).toMatch(/^Migration 900_broken\.sql failed and was rolled back: .*no_such_table/)
    expect(await exists(db, 'broken_half')).toBe(false)
    const column = await db.query(
      `select 1 from information_schema.columns where table_name = 'orders' and column_name = 'broken_flag'`,
    )
    expect(column.rows).toEqual([])
    expect((await db.query('select 1 from schema_migrations where version >= 900')).rows).toEqual([])
    expect(await exists(db, 'fine_after')).toBe(false)
    // Fixed, it goes in with the one after it.
    const repaired = { ...broken, sql: 'create table broken_half (id integer primary key);' }
    expect(await migrate(db, [...migrations, repaired, fine])).toEqual(['900_broken.sql', '901_fine.sql'])
    expect(await exists(db, 'fine_after')).toBe(true)
  })
})

describe('processes starting at once on one database (issue 10 point 2)', () => {
  it('migrate and seed from four connections at once: each migration once, the demo shop seeded once', async () => {
    const fresh = await openTestDatabase()
    const others = await Promise.all([1, 2, 3].map(() => fresh.connectAgain(3)))
    // PGlite serves one process: there the four "processes" share it, which must be just as harmless.
    const starts = [fresh, ...others.map((o) => o ?? fresh)]
    try {
      const applied = await Promise.all(starts.map((d) => migrate(d)))
      expect(applied.flat().sort()).toEqual(migrations.map((m) => m.name).sort())
      const seeded = await Promise.all(starts.map((d) => seedDemoShop(d, SEEDED_AT)))
      expect(seeded.filter(Boolean)).toHaveLength(1)
      const stores = await fresh.query<{ n: number }>('select count(*) as n from stores')
      expect(stores.rows).toEqual([{ n: demoStores.length }])
    } finally {
      for (const o of others) await o?.close()
      await fresh.close()
    }
  })

  it.runIf(onPostgres)(
    'the demo photos seeded by two processes at once on one media folder: once',
    async () => {
      const fresh = await openTestDatabase()
      const other = await fresh.connectAgain(3)
      const dataDir = await mkdtemp(join(tmpdir(), 'storefront-seed-race-'))
      try {
        await migrate(fresh)
        await seedDemoShop(fresh, SEEDED_AT)
        const seeded = await Promise.all([fresh, other ?? fresh].map((d) => seedDemoPhotos(d, SEEDED_AT, dataDir)))
        expect(seeded.filter(Boolean)).toHaveLength(1)
        const images = await fresh.query<{ n: number; galleries: number }>(
          'select count(*) as n, count(distinct gallery_id) as galleries from images',
        )
        expect(images.rows[0]?.n).toBeGreaterThan(0)
        expect(await seedDemoPhotos(fresh, SEEDED_AT, dataDir)).toBe(false)
      } finally {
        await other?.close()
        await fresh.close()
        await rm(dataDir, { recursive: true, force: true })
      }
    },
    120_000,
  )
})

const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** What the shop prints when DATABASE_URL leads nowhere usable: the StartError of openConfiguredDatabase. */
const startError = async (url: string) =>
  openConfiguredDatabase(databaseConfig({ DATABASE_URL: url }), { dataDir: tmpdir(), role: 'shop' }).then(
    async (opened) => {
      await opened.close()
      throw new Error(`${url} opened`)
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(StartError)
      expect((e as Error).message).not.toContain('\n')
      return (e as Error).message
    },
  )

describe('DATABASE_URL that leads nowhere (issue 10, bad input): one line naming the problem', () => {
  it('an unreachable server, a malformed address and a bad pool size', async () => {
    const port = await closedPort()
    expect(await startError(`postgres://shop:secret@127.0.0.1:${port}/shop`)).toBe(
      `Cannot reach the PostgreSQL server at 127.0.0.1:${port} (DATABASE_URL): connection refused. Is PostgreSQL running there?`,
    )
    expect(await startError('not a url')).toBe(
      'DATABASE_URL is not a valid address: expected postgres://user:password@host:port/database.',
    )
    expect(() => databaseConfig({ DB_POOL_SIZE: 'lots' })).toThrow(
      new StartError('DB_POOL_SIZE must be a whole number from 1 to 1000, not "lots".'),
    )
    expect(databaseConfig({})).toEqual({ url: null, poolSize: 10 })
  })

  it.runIf(onPostgres)('a wrong password and a database that does not exist, on a real server', async () => {
    const server = new URL(TEST_DATABASE_URL ?? '')
    const wrong = new URL(server)
    wrong.password = 'not-the-password'
    const where = `${server.hostname}:${server.port || '5432'}`
    expect(await startError(wrong.toString())).toBe(
      `The PostgreSQL server at ${where} (DATABASE_URL) refused the password for user "${decodeURIComponent(server.username)}".`,
    )
    const missing = new URL(server)
    missing.pathname = '/no_such_shop'
    expect(await startError(missing.toString())).toBe(
      `The database "no_such_shop" does not exist on the PostgreSQL server at ${where} (DATABASE_URL): create it first (createdb no_such_shop).`,
    )
  })
})
