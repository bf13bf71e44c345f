import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Queryable } from '../db/database'
import { type PhotoFiles, PRIVATE_DIR, remakeRenditions, renditionKeysOf } from './images'

// Renditions are files: when the way they are made changes (issue 11: large at most 1,024 px instead of 1,600, a
// denser watermark), the ones an older version wrote stay on disk until they are made again from the originals. A
// stamp in DATA_DIR says which version made them (docs/operations.md).

/** Bump whenever renditions change (sizes, watermark, formats). 2: issue 11. 3: issue 17 (grid size, WebP beside each). */
export const RENDITIONS_VERSION = 3

const stampOf = (dataDir: string) => join(dataDir, PRIVATE_DIR, 'renditions-version')

export const renditionsAreCurrent = async (dataDir: string): Promise<boolean> =>
  (await readFile(stampOf(dataDir), 'utf8').catch(() => '')).trim() === String(RENDITIONS_VERSION)

const markCurrent = async (dataDir: string) => {
  await mkdir(dirname(stampOf(dataDir)), { recursive: true })
  await writeFile(stampOf(dataDir), `${RENDITIONS_VERSION}\n`)
}

type PhotoRow = {
  id: string
  store_name: string
  original_key: string
  small_key: string
  medium_key: string
  large_key: string
  knockout_original_key: string | null
  knockout_small_key: string | null
  knockout_medium_key: string | null
  knockout_large_key: string | null
}

const filesOf = (r: PhotoRow): PhotoFiles => ({
  originalKey: r.original_key,
  renditions: renditionKeysOf({ small: r.small_key, medium: r.medium_key, large: r.large_key }),
  knockout:
    r.knockout_small_key && r.knockout_medium_key && r.knockout_large_key
      ? {
          originalKey: r.knockout_original_key ?? r.original_key,
          renditions: renditionKeysOf({
            small: r.knockout_small_key,
            medium: r.knockout_medium_key,
            large: r.knockout_large_key,
          }),
        }
      : null,
})

export type RemadePhoto = { imageId: string; problem: string | null }

/**
 * Makes every photo's renditions again from its original, then stamps DATA_DIR as current. A photo whose original
 * cannot be read (a lost media folder) is reported and left as it is; the others go on.
 */
export const remakeAllRenditions = async (
  db: Queryable,
  dataDir: string,
  onPhoto: (done: number, total: number, photo: RemadePhoto) => void = () => {},
): Promise<RemadePhoto[]> => {
  const { rows } = await db.query<PhotoRow>(
    `select i.id, st.name as store_name, i.original_key, i.small_key, i.medium_key, i.large_key,
       i.knockout_original_key, i.knockout_small_key, i.knockout_medium_key, i.knockout_large_key
     from images i join galleries g on g.id = i.gallery_id join client_sessions cs on cs.id = g.client_session_id
     join stores st on st.id = cs.store_id order by i.created_at, i.id`,
  )
  const outcomes: RemadePhoto[] = []
  for (const row of rows) {
    const problem = await remakeRenditions(dataDir, filesOf(row), row.store_name).then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? 'failed',
    )
    outcomes.push({ imageId: row.id, problem })
    onPhoto(outcomes.length, rows.length, { imageId: row.id, problem })
  }
  await markCurrent(dataDir)
  return outcomes
}

/** Renditions made by an older version are made again, once; null when they were already current. */
export const updateRenditions = async (db: Queryable, dataDir: string): Promise<RemadePhoto[] | null> =>
  (await renditionsAreCurrent(dataDir)) ? null : remakeAllRenditions(db, dataDir)
