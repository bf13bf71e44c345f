import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../server/db/database'
import { openPglite } from '../../../server/db/database'
import { migrate } from '../../../server/db/migrate'
import { demoId } from '../../../server/seed/ids'
import { seedDemoShop } from '../../../server/seed/seed'
import { ImportError, importFolder, type Progress } from '../../../server/services/photoImport'

const RE_ORDER = demoId('session:spring-reorders')

let db: Database
let dir: string
let folder: string

const photo = (colour: string, format: 'jpeg' | 'png') => {
  const image = sharp({ create: { width: 300, height: 400, channels: 3, background: colour } })
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer()
}

beforeAll(async () => {
  db = await openPglite()
  await migrate(db)
  await seedDemoShop(db, new Date('2026-11-01T12:00:00Z'))
  await db.query(
    `insert into subjects (id, client_session_id, access_code, first_name, last_name) values ($1, $2, 'ZOE-2026', 'Zoe', 'Park')`,
    [demoId('subject:test-zoe'), RE_ORDER],
  )
  dir = await mkdtemp(join(tmpdir(), 'import-test-'))
  folder = join(dir, 'Sports day')
  await mkdir(folder)
  await writeFile(join(folder, 'IMG_0002.jpg'), await photo('#aa3344', 'jpeg'))
  await writeFile(join(folder, 'IMG_0010.png'), await photo('#3344aa', 'png'))
  await writeFile(join(folder, 'IMG_0001.jpg'), await photo('#33aa44', 'jpeg'))
  // A copy of the same picture under another name is the same photo.
  await writeFile(join(folder, 'copy of IMG_0001.jpg'), await photo('#33aa44', 'jpeg'))
  await writeFile(join(folder, 'broken.jpg'), Buffer.from('this is not a jpeg'))
  const whole = await photo('#777777', 'jpeg')
  await writeFile(join(folder, 'cut short.jpg'), whole.subarray(0, Math.floor(whole.length / 2)))
  await writeFile(join(folder, 'notes.txt'), 'taken on the field')
}, 60_000)
afterAll(async () => {
  await db.close()
  await rm(dir, { recursive: true, force: true })
})

describe('issue 5 point 2: npm run import', () => {
  it('brings JPEGs and PNGs into a new gallery in name order, skipping and reporting unreadable files', async () => {
    const progress: Progress[] = []
    const report = await importFolder(db, { folder, session: 'maple-spring', dataDir: dir }, (p) => progress.push(p))
    expect(report.gallery).toMatchObject({ label: 'Sports day', created: true })
    expect(report.files.map((f) => [f.file, f.status])).toEqual([
      ['broken.jpg', 'skipped'],
      ['copy of IMG_0001.jpg', 'added'],
      ['cut short.jpg', 'skipped'],
      ['IMG_0001.jpg', 'duplicate'],
      ['IMG_0002.jpg', 'added'],
      ['IMG_0010.png', 'added'],
      ['notes.txt', 'skipped'],
    ])
    expect(progress.map((p) => `${p.done}/${p.total}`)).toEqual(['1/7', '2/7', '3/7', '4/7', '5/7', '6/7', '7/7'])
    const reasons = Object.fromEntries(
      report.files.flatMap((f) => (f.status === 'skipped' ? [[f.file, f.reason]] : [])),
    )
    expect(reasons).toEqual({
      'broken.jpg': 'not a JPEG or PNG image',
      'cut short.jpg': expect.stringMatching(/premature end/),
      'notes.txt': 'not a JPEG or PNG image',
    })
    // A skipped file leaves nothing behind: one original per added photo.
    expect(await readdir(join(dir, 'media-private', 'originals'))).toHaveLength(3)
    const { rows } = await db.query<{ label: string; position: number; mime_type: string; is_shared: boolean }>(
      'select label, position, mime_type, is_shared from images where gallery_id = $1 order by position',
      [report.gallery.id],
    )
    expect(rows).toEqual([
      { label: 'copy of IMG_0001', position: 0, mime_type: 'image/jpeg', is_shared: true },
      { label: 'IMG_0002', position: 1, mime_type: 'image/jpeg', is_shared: true },
      { label: 'IMG_0010', position: 2, mime_type: 'image/png', is_shared: true },
    ])
  })

  it('a second run adds nothing', async () => {
    const report = await importFolder(db, { folder, session: RE_ORDER, dataDir: dir })
    expect(report.gallery.created).toBe(false)
    expect(report.files.filter((f) => f.status === 'added')).toEqual([])
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from images where gallery_id = $1', [
      report.gallery.id,
    ])
    expect(rows[0]?.n).toBe(3)
  })

  it("--subject makes the gallery and its photos the subject's, with --tags on every photo", async () => {
    const report = await importFolder(db, {
      folder,
      session: RE_ORDER,
      subject: 'zoe-2026',
      tags: ['yearbook'],
      dataDir: dir,
    })
    expect(report.gallery.label).toBe('Zoe Park')
    const { rows } = await db.query<{ subject_id: string; tags: string[]; is_shared: boolean }>(
      'select subject_id, tags, is_shared from images where gallery_id = $1',
      [report.gallery.id],
    )
    expect(rows).toHaveLength(3)
    expect(rows.every((r) => r.subject_id === demoId('subject:test-zoe') && !r.is_shared)).toBe(true)
    expect(rows[0]?.tags).toEqual(['yearbook'])
  })

  it('an unknown session, subject or folder stops before anything is imported', async () => {
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from images')).rows[0]?.n
    const before = await count()
    await expect(importFolder(db, { folder, session: 'NO-SUCH-SHOP', dataDir: dir })).rejects.toBeInstanceOf(
      ImportError,
    )
    await expect(importFolder(db, { folder, session: RE_ORDER, subject: 'NOPE', dataDir: dir })).rejects.toThrow(
      /No subject with the access code "NOPE"/,
    )
    await expect(importFolder(db, { folder: join(dir, 'missing'), session: RE_ORDER, dataDir: dir })).rejects.toThrow(
      /Cannot read the folder/,
    )
    expect(await count()).toBe(before)
  })
})
