import type { Database } from './database'

// Bundled at build time, so the built server needs no SQL files beside it.
const files = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true })

/** The numbered migrations, in order: `001_name.sql` → version 1. */
export const migrations = Object.entries(files)
  .map(([path, sql]) => {
    const name = path.split('/').pop() ?? path
    return { version: Number.parseInt(name, 10), name, sql }
  })
  .sort((a, b) => a.version - b.version)

/** Applies every migration not yet recorded, each in its own transaction. Returns the names applied. */
export const migrate = async (db: Database): Promise<string[]> => {
  await db.exec(`create table if not exists schema_migrations (
    version integer primary key, name text not null, applied_at timestamptz not null default now())`)
  const done = new Set(
    (await db.query<{ version: number }>('select version from schema_migrations')).rows.map((r) => r.version),
  )
  const applied: string[] = []
  for (const m of migrations) {
    if (done.has(m.version)) continue
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(m.sql)) await tx.query(statement)
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name])
    })
    applied.push(m.name)
  }
  return applied
}

// Migrations hold plain DDL: no functions with bodies, so a semicolon at a line end ends a statement.
const splitStatements = (sql: string): string[] =>
  sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean)
