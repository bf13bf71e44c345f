// Issue 14: the demo stores' licence for digital files (demoLicence), also given to a data folder seeded before
// downloads existed, at every start (main.ts; SEED_DEMO=off skips it). A store that has the setting keeps its own.
import type { Queryable } from '../db/database'
import { demoLicence, demoStores } from './demo'

/** Gives the demo stores there are without a `digitalLicence` setting the demo licence; answers how many. */
export const seedDemoLicence = async (db: Queryable): Promise<number> =>
  (
    await db.query(
      `update stores set settings = settings || jsonb_build_object('digitalLicence', $2::text)
       where id = any($1::uuid[]) and not settings ? 'digitalLicence' returning id`,
      [demoStores.map((s) => s.id), demoLicence],
    )
  ).rows.length
