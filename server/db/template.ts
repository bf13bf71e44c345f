// Issue 17 point 6: a new data folder is copied from a template the build leaves in dist/template instead of being
// made from nothing. Making one costs some 15 s on two cores (PGlite's initdb, the migrations, drawing the demo
// photos and art with sharp); copying it well under a second. The template's database is migrated but holds no rows:
// the demo shop is still seeded on start (its deadlines count from that day), and every key of server_secrets (token,
// media, downloads, sandbox) is made on the first start of each data folder, never shared between two of them.
import { createHash } from 'node:crypto'
import { constants } from 'node:fs'
import { access, copyFile, mkdir, readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { renderDemoArt } from '../seed/art'
import { drawDemoPhotos } from '../seed/photos'
import { openPglite } from './database'
import { migrate } from './migrate'

/** The embedded database's folder in DATA_DIR (open.ts). */
export const DATABASE_FOLDER = 'pglite'
/** The demo's media: renditions served at /media, originals beside them. */
const MEDIA_FOLDERS = ['media', 'media-private']
/** Written last: a template without it is unfinished. Its key says which build made it. */
const STAMP = 'template.json'

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  )

/**
 * What a template is made from: the built server (migrations and seed code are bundled into it) and the installed
 * packages (PGlite's on-disk format, sharp). A template whose key differs from the running server's is not used.
 */
export const templateKey = async (serverDir: string): Promise<string> => {
  const hash = createHash('sha256')
  const files = (await readdir(serverDir, { recursive: true, withFileTypes: true }))
    .filter((f) => f.isFile())
    .map((f) => join(f.parentPath, f.name))
    .sort()
  for (const file of files) hash.update(file.slice(serverDir.length)).update(await readFile(file))
  hash.update(await readFile(resolve(serverDir, '../../package-lock.json')).catch(() => ''))
  return hash.digest('hex')
}

const keyOf = async (templateDir: string): Promise<string | null> => {
  try {
    return (JSON.parse(await readFile(join(templateDir, STAMP), 'utf8')) as { key?: string }).key ?? null
  } catch {
    return null
  }
}

/**
 * Makes the template in `templateDir` (the build's last step): a migrated database with no rows, the demo photos and
 * art. One made with the same key is kept (a build that changed only the storefront), its stamp touched so the output
 * reads as new to scripts/build-if-stale.mjs. Returns whether it made one.
 */
export const makeDataTemplate = async (templateDir: string, key: string): Promise<boolean> => {
  if ((await keyOf(templateDir)) === key) {
    const now = new Date()
    await utimes(join(templateDir, STAMP), now, now)
    return false
  }
  const work = `${templateDir}.partial`
  await rm(work, { recursive: true, force: true })
  const db = await openPglite(join(work, DATABASE_FOLDER))
  try {
    await migrate(db)
    await drawDemoPhotos(db, work)
    // Nothing makes a secret before the shop starts; this keeps it so if that changes.
    await db.query('delete from server_secrets')
  } finally {
    await db.close()
  }
  await renderDemoArt(work)
  await writeFile(join(work, STAMP), `${JSON.stringify({ key, madeAt: new Date().toISOString() })}\n`)
  await rm(templateDir, { recursive: true, force: true })
  await rename(work, templateDir)
  return true
}

/**
 * Copies a folder, files already at the destination kept. Some 1,500 files (57 MB): several at a time, which on a busy
 * disk measured 1.8-2.2 s against 2.8-3.4 s for fs.cp one by one.
 */
const copyFolder = async (from: string, to: string) => {
  const entries = await readdir(from, { recursive: true, withFileTypes: true })
  const relative = (e: (typeof entries)[number]) => join(e.parentPath.slice(from.length), e.name)
  await mkdir(to, { recursive: true })
  for (const e of entries) if (e.isDirectory()) await mkdir(join(to, relative(e)), { recursive: true })
  const files = entries.filter((e) => e.isFile()).map(relative)
  const copyNext = async (): Promise<void> => {
    const file = files.pop()
    if (file === undefined) return
    await copyFile(join(from, file), join(to, file), constants.COPYFILE_EXCL).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e
    })
    return copyNext()
  }
  await Promise.all(Array.from({ length: 16 }, copyNext))
}

export type DataTemplate = {
  dir: string
  /** The running server's key (templateKey); asked only for a data folder without a database. */
  key: () => Promise<string>
  /** Copy the demo's media too (not with SEED_DEMO=off). */
  media: boolean
}

/**
 * Fills a data folder that has no database yet from the template, if the template was made by this build; returns
 * whether it did. Called under the embedded database's lock. The database folder is copied aside and renamed last,
 * so a start stopped half-way leaves no database and the next one copies again; media files already there stay.
 */
export const fillFromTemplate = async (dataDir: string, template: DataTemplate): Promise<boolean> => {
  const database = join(dataDir, DATABASE_FOLDER)
  if (await exists(database)) return false
  const key = await keyOf(template.dir)
  if (key === null || key !== (await template.key())) return false
  const partial = `${database}.partial`
  await rm(partial, { recursive: true, force: true })
  await copyFolder(join(template.dir, DATABASE_FOLDER), partial)
  if (template.media)
    for (const folder of MEDIA_FOLDERS) await copyFolder(join(template.dir, folder), join(dataDir, folder))
  await rename(partial, database)
  return true
}
