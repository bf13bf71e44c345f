import { randomBytes } from 'node:crypto'
import type { Database } from './db/database'

/**
 * A key of the installation, kept in its own row of server_secrets (`media`, `sandbox`, ...) so each can be rotated
 * without the others (docs/operations.md): made on first use, then read. One statement, so every process of the shop
 * reads the same key even when several start at once.
 */
export const loadServerSecret = async (db: Database, name: string): Promise<string> => {
  const { rows } = await db.query<{ value: string }>(
    `insert into server_secrets (name, value) values ($1, $2)
     on conflict (name) do update set value = server_secrets.value returning value`,
    [name, randomBytes(32).toString('hex')],
  )
  const secret = rows[0]?.value
  if (!secret) throw new Error(`${name} secret missing after insert`)
  return secret
}
