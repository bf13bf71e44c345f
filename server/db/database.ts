import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'

/** The slice of a PostgreSQL client the services use; PGlite now, a pg pool behind DATABASE_URL later. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

export interface Database extends Queryable {
  exec(sql: string): Promise<void>
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Opens (and on first use creates) the embedded database; `dataDir` undefined means in memory (tests). */
export const openPglite = async (dataDir?: string): Promise<Database> => {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir ? { dataDir } : {})
  return {
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await pg.query<T>(sql, params)).rows }),
    exec: async (sql) => {
      await pg.exec(sql)
    },
    transaction: (fn) => pg.transaction((tx) => fn({ query: async (sql, params) => tx.query(sql, params) })),
    close: () => pg.close(),
  }
}
