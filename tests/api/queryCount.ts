import type { Database, Queryable } from '../../server/db/database'

/** The statements a piece of work sent to the database, in order (transaction begin and commit not included). */
export type QueryLog = {
  readonly statements: string[]
  readonly count: number
  /** Starts counting afresh. */
  reset: () => void
  /** Puts the database's own methods back. */
  restore: () => void
}

/**
 * Counts the queries the app runs: wraps the Database's `query` and `transaction` (and the queries run inside a
 * transaction) in place, so the app built on this database object counts without knowing it.
 */
export const countQueries = (db: Database): QueryLog => {
  const statements: string[] = []
  const query = db.query
  const transaction = db.transaction
  const counted = (target: Queryable, run: Queryable['query']) =>
    (<T>(sql: string, params?: unknown[]) => {
      statements.push(sql.replace(/\s+/g, ' ').trim())
      return run.call(target, sql, params) as Promise<{ rows: T[] }>
    }) as Queryable['query']
  db.query = counted(db, query)
  db.transaction = ((fn: (tx: Queryable) => Promise<unknown>) =>
    transaction.call(db, (tx) => fn({ query: counted(tx, tx.query) }))) as Database['transaction']
  return {
    statements,
    get count() {
      return statements.length
    },
    reset: () => {
      statements.length = 0
    },
    restore: () => {
      db.query = query
      db.transaction = transaction
    },
  }
}
