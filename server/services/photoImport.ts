import { createHash, randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { Schema } from 'effect'
import { Id } from '../../core/schemas/common'
import type { Database } from '../db/database'
import { findClientSession, findClientSessionByCode, findStore, normaliseAccessCode } from './catalog'
import { inspectImage, storePhoto } from './images'
import { insertImage } from './photos'

/** A reason the import cannot start (unknown session, subject or folder); files that fail are skipped instead. */
export class ImportError extends Error {}

export type ImportOptions = {
  folder: string
  /** The client session's id, or its access code. */
  session: string
  /** The gallery's label; created when the session (and subject) has none by that name. */
  gallery?: string
  /** A subject's access code: the gallery and its photos become that subject's. */
  subject?: string
  /** Tag slugs given to every imported photo (for tag rules, core/tags.ts). */
  tags?: readonly string[]
  /** DATA_DIR: renditions go to its media folder, originals to media-private. */
  dataDir: string
}

export type FileOutcome =
  | { file: string; status: 'added'; imageId: string }
  | { file: string; status: 'duplicate' }
  | { file: string; status: 'skipped'; reason: string }

export type ImportReport = {
  gallery: { id: string; label: string; created: boolean }
  files: FileOutcome[]
}

export type Progress = { done: number; total: number; outcome: FileOutcome }

const isId = Schema.is(Id)

const resolveSession = async (db: Database, ref: string) => {
  const found = isId(ref) ? await findClientSession(db, ref) : await findClientSessionByCode(db, ref)
  if (!found) throw new ImportError(`No client session with the id or access code "${ref}"`)
  return found
}

const resolveSubject = async (db: Database, sessionId: string, code: string) => {
  const { rows } = await db.query<{ id: string; first_name: string; last_name: string }>(
    'select id, first_name, last_name from subjects where client_session_id = $1 and access_code = $2',
    [sessionId, normaliseAccessCode(code)],
  )
  const subject = rows[0]
  if (!subject) throw new ImportError(`No subject with the access code "${code}" in this session`)
  return subject
}

/** The gallery by its label in the session (and subject), created at the end of the session's galleries if new. */
const findOrCreateGallery = async (db: Database, sessionId: string, subjectId: string | null, label: string) => {
  const inserted = await db.query<{ id: string }>(
    `insert into galleries (id, client_session_id, subject_id, label, position)
     values ($1, $2, $3, $4, (select coalesce(max(position) + 1, 0) from galleries where client_session_id = $2))
     on conflict (client_session_id, subject_id, label) do nothing returning id`,
    [randomUUID(), sessionId, subjectId, label],
  )
  if (inserted.rows[0]) return { id: inserted.rows[0].id, label, created: true }
  const { rows } = await db.query<{ id: string }>(
    `select id from galleries where client_session_id = $1 and subject_id is not distinct from $2 and label = $3`,
    [sessionId, subjectId, label],
  )
  if (!rows[0]) throw new Error('gallery missing after insert')
  return { id: rows[0].id, label, created: false }
}

const listFiles = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => {
    throw new ImportError(`Cannot read the folder ${folder}`)
  })
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
}

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? 'unreadable'

/**
 * Brings every JPEG and PNG of a folder into a gallery: renditions with watermarks, the original kept private.
 * A file that cannot be read is skipped and reported, and the import goes on. A file whose content is already in
 * the gallery (same sha-256) is not added again, so running the import twice adds nothing the second time.
 */
export const importFolder = async (
  db: Database,
  options: ImportOptions,
  onProgress: (p: Progress) => void = () => {},
): Promise<ImportReport> => {
  const files = await listFiles(options.folder)
  const session = await resolveSession(db, options.session)
  const sessionId = session.clientSession.id
  const subject = options.subject ? await resolveSubject(db, sessionId, options.subject) : null
  const label =
    options.gallery?.trim() || (subject ? `${subject.first_name} ${subject.last_name}` : basename(options.folder))
  const gallery = await findOrCreateGallery(db, sessionId, subject?.id ?? null, label)
  const storeName = (await findStore(db, session.storeId))?.name ?? ''

  const outcomes: FileOutcome[] = []
  for (const file of files) {
    const outcome = await importFile(db, options, join(options.folder, file), {
      galleryId: gallery.id,
      subjectId: subject?.id ?? null,
      storeName,
    })
    outcomes.push(outcome)
    onProgress({ done: outcomes.length, total: files.length, outcome })
  }
  return { gallery, files: outcomes }
}

const importFile = async (
  db: Database,
  options: ImportOptions,
  path: string,
  target: { galleryId: string; subjectId: string | null; storeName: string },
): Promise<FileOutcome> => {
  const file = basename(path)
  try {
    const original = await readFile(path)
    const contentHash = createHash('sha256').update(original).digest('hex')
    const seen = await db.query('select 1 from images where gallery_id = $1 and content_hash = $2', [
      target.galleryId,
      contentHash,
    ])
    if (seen.rows.length > 0) return { file, status: 'duplicate' }
    const info = await inspectImage(original)
    const imageId = randomUUID()
    const { files } = await storePhoto(options.dataDir, imageId, { original }, target.storeName, info)
    const inserted = await db.transaction(async (tx) => {
      // The gallery row locked: two imports into one gallery (possible on PostgreSQL) take positions one at a time,
      // and the second of two copies of one file finds the first.
      await tx.query('select 1 from galleries where id = $1 for update', [target.galleryId])
      const again = await tx.query('select 1 from images where gallery_id = $1 and content_hash = $2', [
        target.galleryId,
        contentHash,
      ])
      if (again.rows.length > 0) return false
      await insertImage(tx, {
        id: imageId,
        cropId: randomUUID(),
        galleryId: target.galleryId,
        subjectId: target.subjectId,
        label: basename(file, extname(file)),
        poseId: null,
        tags: options.tags ?? [],
        // A photo in a session-wide gallery (a class photo) is shared by everyone in it.
        isShared: target.subjectId === null,
        mimeType: info.format === 'png' ? 'image/png' : 'image/jpeg',
        width: info.width,
        height: info.height,
        contentHash,
        files,
      })
      return true
    })
    if (!inserted) return { file, status: 'duplicate' }
    return { file, status: 'added', imageId }
  } catch (e) {
    return { file, status: 'skipped', reason: reasonOf(e) }
  }
}
