import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** The slice of a PostgreSQL client the services use: the embedded PGlite or a pg pool on a PostgreSQL server. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

export interface Database extends Queryable {
  /** Which engine answers: the SQL is the same, only opening and closing differ. */
  readonly engine: 'pglite' | 'postgres'
  /** Several statements separated by semicolons, no parameters (migrations, test setup). */
  exec(sql: string): Promise<void>
  /** BEGIN, `fn`, COMMIT on one connection; ROLLBACK when `fn` throws (the error is thrown on). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Opens (and on first use creates) the embedded database; `dataDir` undefined means in memory (tests). */
export const openPglite = async (dataDir?: string): Promise<Database> => {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  return pgliteDatabase(await PGlite.create(dataDir ? { dataDir } : {}))
}

/** The Database interface on an open PGlite (the API tests open theirs from a dump of a seeded one). */
export const pgliteDatabase = (pg: PGlite): Database => ({
  engine: 'pglite',
  query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await pg.query<T>(sql, params)).rows }),
  exec: async (sql) => {
    await pg.exec(sql)
  },
  transaction: (fn) => pg.transaction((tx) => fn({ query: async (sql, params) => tx.query(sql, params) })),
  close: () => pg.close(),
})

// Results read the same on both engines. PGlite parses int8 (bigint columns, count(*)) to a JS number and a date to
// UTC midnight; pg gives int8 as a string and a date at local midnight. numeric stays a string on both, timestamptz is
// a Date and json/jsonb parsed on both. Money (bigint, 1/100000 units) stays far below 2^53.
const INT8 = 20
const INT8_ARRAY = 1016
const DATE = 1082
const DATE_ARRAY = 1182
const TEXT_ARRAY = 1009
const arrayParser = (pg.types.getTypeParser as (oid: number) => (value: string) => (string | null)[])(TEXT_ARRAY)
const parsers: Record<number, (value: string) => unknown> = {
  [INT8]: (v) => Number(v),
  [INT8_ARRAY]: (v) => arrayParser(v).map((x) => (x === null ? null : Number(x))),
  [DATE]: (v) => new Date(v),
  [DATE_ARRAY]: (v) => arrayParser(v).map((x) => (x === null ? null : new Date(x))),
}
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && parsers[oid]
      ? parsers[oid]
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
}

export type PostgresOptions = { poolSize: number; connectionTimeoutMillis?: number }

/**
 * A pool of connections to a PostgreSQL server (`postgres://user:password@host:port/database`). Checks the
 * connection before it answers, so a wrong address, password or database name fails here (describeConnectionError).
 */
export const openPostgres = async (url: string, options: PostgresOptions): Promise<Database> => {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 10_000,
    idleTimeoutMillis: 30_000,
    types,
  })
  // An idle connection the server drops (restart, idle timeout) is replaced on the next query; without a listener
  // the error would end the process.
  pool.on('error', (err) => console.error(`Database: an idle connection was closed: ${err.message}`))
  try {
    await pool.query('select 1')
  } catch (e) {
    await pool.end().catch(() => {})
    throw e
  }
  return {
    engine: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await pool.query(sql, params as unknown[] | undefined)).rows as T[],
    }),
    exec: async (sql) => {
      await pool.query(sql)
    },
    transaction: async (fn) => {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query('begin')
        // One connection runs one statement at a time: statements a service sends together (Promise.all) queue
        // here in order, as PGlite runs them, instead of piling onto the client (deprecated in pg 8, an error in 9).
        let queue: Promise<unknown> = Promise.resolve()
        const result = await fn({
          query: <T>(sql: string, params?: unknown[]) => {
            const next = queue.then(() => client.query(sql, params as unknown[] | undefined))
            queue = next.catch(() => {})
            return next.then((answer) => ({ rows: answer.rows as T[] }))
          },
        })
        await client.query('commit')
        return result
      } catch (e) {
        // A connection that cannot even roll back is discarded, not handed to the next request.
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError
        })
        throw e
      } finally {
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
}

/** The parts of a postgres:// address worth naming in a message: never the password. */
const describeTarget = (url: string) => {
  try {
    const u = new URL(url)
    const database = decodeURIComponent(u.pathname.replace(/^\//, '')) || decodeURIComponent(u.username) || 'postgres'
    return {
      server: `${u.hostname || 'localhost'}:${u.port || '5432'}`,
      user: decodeURIComponent(u.username) || process.env.USER || 'postgres',
      database,
    }
  } catch {
    return null
  }
}

/**
 * One line for an operator when DATABASE_URL does not lead to a usable database: unreachable server, refused
 * password or user, missing database. Never a stack trace, never the password.
 */
export const describeConnectionError = (error: unknown, url: string): string => {
  const target = describeTarget(url)
  if (!target) return 'DATABASE_URL is not a valid address: expected postgres://user:password@host:port/database.'
  const e = error as { code?: string; message?: string }
  const at = `the PostgreSQL server at ${target.server} (DATABASE_URL)`
  const subject = `The PostgreSQL server at ${target.server} (DATABASE_URL)`
  switch (e.code) {
    case 'ECONNREFUSED':
      return `Cannot reach ${at}: connection refused. Is PostgreSQL running there?`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot reach ${at}: the host name is not known.`
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Cannot reach ${at}: no answer (${e.code}).`
    case '28P01':
      return `${subject} refused the password for user "${target.user}".`
    case '28000':
      return `${subject} refused user "${target.user}": ${e.message}.`
    case '3D000':
      return `The database "${target.database}" does not exist on ${at}: create it first (createdb ${target.database}).`
  }
  if (/timeout/i.test(e.message ?? '')) return `Cannot reach ${at}: no answer within 10 seconds.`
  return `Cannot use ${at}: ${(e.message ?? String(error)).split('\n')[0]}`
}
