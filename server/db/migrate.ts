import type { Database, Queryable } from './database'

// Bundled at build time, so the built server needs no SQL files beside it.
const files = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true })

export type Migration = { version: number; name: string; sql: string }

/** The numbered migrations, in order: `001_name.sql` → version 1. */
export const migrations: Migration[] = Object.entries(files)
  .map(([path, sql]) => {
    const name = path.split('/').pop() ?? path
    return { version: Number.parseInt(name, 10), name, sql }
  })
  .sort((a, b) => a.version - b.version)

/** A migration that failed: its changes were rolled back, the ones before it stay applied. */
export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`Migration ${migration} failed and was rolled back: ${(cause as Error)?.message ?? String(cause)}`, {
      cause,
    })
  }
}

/**
 * Several processes may start at once on one PostgreSQL server: whoever migrates holds this transaction-scoped
 * advisory lock, so the others wait and then find the migration recorded. (On PGlite, one process, it costs nothing.)
 */
const lockMigrations = (tx: Queryable) => tx.query(`select pg_advisory_xact_lock(hashtext('storefront:migrate'))`)

/**
 * Applies every migration not yet recorded, in order. Each migration and its schema_migrations row commit in one
 * transaction: a migration that fails leaves the database as it was before it (MigrationError). Returns the names
 * applied by this call.
 */
export const migrate = async (db: Database, list: readonly Migration[] = migrations): Promise<string[]> => {
  await db.transaction(async (tx) => {
    await lockMigrations(tx)
    await tx.query(`create table if not exists schema_migrations (
      version integer primary key, name text not null, applied_at timestamptz not null default now())`)
  })
  const done = new Set(
    (await db.query<{ version: number }>('select version from schema_migrations')).rows.map((r) => r.version),
  )
  const applied: string[] = []
  for (const m of list) {
    if (done.has(m.version)) continue
    const ran = await db
      .transaction(async (tx) => {
        await lockMigrations(tx)
        const recorded = await tx.query('select 1 from schema_migrations where version = $1', [m.version])
        if (recorded.rows.length > 0) return false
        for (const statement of splitStatements(m.sql)) await tx.query(statement)
        await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name])
        return true
      })
      .catch((e: unknown) => {
        throw new MigrationError(m.name, e)
      })
    if (ran) applied.push(m.name)
  }
  return applied
}

// Migrations hold plain DDL: no functions with bodies, so a semicolon at a line end ends a statement.
const splitStatements = (sql: string): string[] =>
  sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean)
