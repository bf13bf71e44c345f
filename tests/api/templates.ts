// Vitest's global setup for the API tests' seeded templates (tests/api/harness.ts makes them on first use): a folder
// of this run's own, and on a TEST_DATABASE_URL server the names of its template databases; both removed at the end.
// They are handed on in the environment, which the workers and the servers a test starts in a child process inherit.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/** The environment variable naming this run's templates: JSON `{ dir, databasePrefix }`. */
export const API_TEMPLATES = 'API_TEST_TEMPLATES'

export default async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-api-templates-'))
  const databasePrefix = `template_${randomBytes(6).toString('hex')}`
  process.env[API_TEMPLATES] = JSON.stringify({ dir, databasePrefix })
  return async () => {
    await rm(dir, { recursive: true, force: true })
    const url = process.env.TEST_DATABASE_URL
    if (!url) return
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      for (const seeding of ['shop', 'photos'])
        await client.query(`drop database if exists ${databasePrefix}_${seeding} with (force)`)
    } finally {
      await client.end()
    }
  }
}
