// Issue 15: the demo stores' languages (demoLanguages), also given to a data folder seeded before Spanish existed, at
// every start (main.ts; SEED_DEMO=off skips it). A store that has the setting keeps its own.
import type { Queryable } from '../db/database'
import { demoLanguages, demoStores } from './demo'

/** Gives the demo stores there are without a `languages` setting the demo languages; answers how many. */
export const seedDemoLanguages = async (db: Queryable): Promise<number> =>
  (
    await db.query(
      `update stores set settings = settings || jsonb_build_object('languages', $2::jsonb)
       where id = any($1::uuid[]) and not settings ? 'languages' returning id`,
      [demoStores.map((s) => s.id), JSON.stringify(demoLanguages)],
    )
  ).rows.length
