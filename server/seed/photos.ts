import { createHash } from 'node:crypto'
import { access, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Database } from '../db/database'
import { type PhotoFiles, PRIVATE_DIR, PUBLIC_DIR, photoFileKeys, storePhoto } from '../services/images'
import { insertImage, type NewImage } from '../services/photos'
import { updateRenditions } from '../services/renditions'
import { demoClassGallery, demoStore } from './demo'
import { demoId } from './ids'
import { groupSvg, type Look, type Pose, portraitSvg } from './portraits'
import { lockSeeding } from './seed'

// The demo shop's photos (issue 5, DESIGN decision 8): students with access codes, several poses each on coloured
// backdrops, a green-screen pose with its knockout, and class photos everyone in the session sees. The scenes a
// knockout can be put on are the background options' swatches (art.ts). Everything is drawn from fixed data, so every
// run makes the same pictures.

type DemoPose = { tilt: number; zoom: number; shade: number; tags: string[]; greenScreen?: boolean }

/** Four poses: classic, close headshot, wider and leaning, and a green-screen one with its knockout. */
const POSES: readonly DemoPose[] = [
  { tilt: 0, zoom: 1, shade: 0, tags: ['yearbook', 'headshot'] },
  { tilt: -7, zoom: 1.3, shade: -0.18, tags: ['headshot'] },
  { tilt: 6, zoom: 0.85, shade: 0.12, tags: ['yearbook'] },
  { tilt: 2, zoom: 1, shade: 0, tags: ['greenscreen'], greenScreen: true },
]

type DemoSubject = {
  key: string
  sessionKey: string
  accessCode: string
  firstName: string
  lastName: string
  grade: string
  teacher: string
  homeRoom: string
  look: Look
  /** Backdrop colours, centre to edge. */
  backdrop: [string, string]
  /** Pre-order subjects have no photos yet: picture day is still to come. */
  photographed: boolean
  /** The school (Maple Grove Elementary when left out). */
  organization?: string
}

export const demoSubjects: readonly DemoSubject[] = [
  {
    key: 'emma',
    sessionKey: 'spring-reorders',
    accessCode: 'EMMA-2026',
    firstName: 'Emma',
    lastName: 'Johnson',
    grade: 'Grade 3',
    teacher: 'Ms. Rivera',
    homeRoom: '12',
    look: { skin: '#f1c9a5', hair: '#6b3e1f', shirt: '#2f6f9f', hairStyle: 'long' },
    backdrop: ['#9cc3e0', '#2d5f86'],
    photographed: true,
  },
  {
    key: 'liam',
    sessionKey: 'spring-reorders',
    accessCode: 'LIAM-2026',
    firstName: 'Liam',
    lastName: 'Chen',
    grade: 'Grade 3',
    teacher: 'Ms. Rivera',
    homeRoom: '12',
    look: { skin: '#d9a37c', hair: '#1f1b18', shirt: '#b5452b', hairStyle: 'short' },
    backdrop: ['#c9b8e8', '#5b4a8a'],
    photographed: true,
  },
  {
    key: 'sofia',
    sessionKey: 'spring-reorders',
    accessCode: 'SOFIA-2026',
    firstName: 'Sofia',
    lastName: 'Garcia',
    grade: 'Grade 5',
    teacher: 'Mr. Okafor',
    homeRoom: '21',
    look: { skin: '#a86f4c', hair: '#140e0b', shirt: '#5b8c3a', hairStyle: 'curly' },
    backdrop: ['#e6d3b3', '#8a6a3f'],
    photographed: true,
  },
  {
    key: 'noah',
    sessionKey: 'fall-picture-day',
    accessCode: 'NOAH-2026',
    firstName: 'Noah',
    lastName: 'Williams',
    grade: 'Grade 1',
    teacher: 'Mrs. Patel',
    homeRoom: '4',
    look: { skin: '#e8b894', hair: '#c58b3c', shirt: '#3a7d7c', hairStyle: 'short' },
    backdrop: ['#bfe3d0', '#3f7f66'],
    photographed: false,
  },
  {
    key: 'mateo',
    sessionKey: 'graduation',
    accessCode: 'MATEO-2026',
    firstName: 'Mateo',
    lastName: 'Rossi',
    grade: 'Grade 5',
    teacher: 'Mr. Okafor',
    homeRoom: '21',
    look: { skin: '#e0ac84', hair: '#3b2314', shirt: '#1e3a8a', hairStyle: 'short' },
    backdrop: ['#d7d2ee', '#4c4489'],
    photographed: true,
  },
  {
    // Another school's student (issue 9): Emma's sister at Oakridge, ordered in the same cart across sessions.
    key: 'ava',
    sessionKey: 'oakridge-portraits',
    accessCode: 'AVA-2026',
    firstName: 'Ava',
    lastName: 'Johnson',
    grade: 'Grade 7',
    teacher: 'Mrs. Lindqvist',
    homeRoom: 'B7',
    look: { skin: '#f1c9a5', hair: '#8a5a2b', shirt: '#9d174d', hairStyle: 'long' },
    backdrop: ['#f3d9c4', '#a4573a'],
    photographed: true,
    organization: 'Oakridge Middle School',
  },
]

const CLASS_GALLERY = demoClassGallery

const classmates: readonly [string, Look][] = [
  ['Ava', { skin: '#f3d2b8', hair: '#d9a441', shirt: '#c2410c', hairStyle: 'long' }],
  ['Omar', { skin: '#8d5a3b', hair: '#120c08', shirt: '#1d4ed8', hairStyle: 'curly' }],
  ['Mia', { skin: '#e0ac84', hair: '#3b2314', shirt: '#7c3aed', hairStyle: 'long' }],
  ['Leo', { skin: '#f1c9a5', hair: '#8a5a2b', shirt: '#15803d', hairStyle: 'short' }],
  ['Zoe', { skin: '#6f4630', hair: '#0d0907', shirt: '#be185d', hairStyle: 'curly' }],
  ['Eli', { skin: '#d9a37c', hair: '#241a12', shirt: '#0e7490', hairStyle: 'short' }],
  ['Ivy', { skin: '#c68a62', hair: '#2a1a10', shirt: '#a16207', hairStyle: 'long' }],
  ['Sam', { skin: '#f5d6bf', hair: '#b45309', shirt: '#4338ca', hairStyle: 'short' }],
  ['Nia', { skin: '#7a4a2e', hair: '#0b0705', shirt: '#047857', hairStyle: 'curly' }],
  ['Max', { skin: '#eab98f', hair: '#57381c', shirt: '#b91c1c', hairStyle: 'short' }],
]

const CLASSES = [
  { key: 'grade-3', title: 'Grade 3 · Ms. Rivera', students: ['emma', 'liam'], backdrop: ['#d6e4ee', '#6f8fa6'] },
  { key: 'grade-5', title: 'Grade 5 · Mr. Okafor', students: ['sofia'], backdrop: ['#efe2cf', '#a08462'] },
] as const

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  )

/** Lightens (+) or darkens (−) a #rrggbb colour by a fraction. */
const shade = (hex: string, amount: number) => {
  const channel = (i: number) => {
    const v = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
    const out = amount >= 0 ? v + (255 - v) * amount : v * (1 + amount)
    return Math.round(out).toString(16).padStart(2, '0')
  }
  return `#${channel(0)}${channel(1)}${channel(2)}`
}

const GREEN_SCREEN: [string, string] = ['#3cc45a', '#1f9a3a']

/** One demo photo: where it goes and how to draw it. */
type DemoPhoto = {
  id: string
  cropId: string
  galleryId: string
  subjectId: string | null
  label: string
  poseId: string | null
  tags: string[]
  isShared: boolean
  greenScreen: boolean
  draw: () => Promise<{ original: Buffer; knockout: Buffer | null }>
}

const raster = (svg: string, format: 'jpeg' | 'png') => {
  const image = sharp(Buffer.from(svg))
  return (format === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer()
}

/** A demo subject's four poses (the watermark coverage test measures them too). */
export const subjectPhotos = (s: DemoSubject): DemoPhoto[] =>
  POSES.map((pose, i) => {
    const n = i + 1
    const name = { first: s.firstName, full: `${s.firstName} ${s.lastName}`, detail: `${s.grade} · ${s.teacher}` }
    const backdrop: Pose['backdrop'] = pose.greenScreen
      ? GREEN_SCREEN
      : [shade(s.backdrop[0], pose.shade), shade(s.backdrop[1], pose.shade)]
    const frame = { tilt: pose.tilt, zoom: pose.zoom }
    return {
      id: demoId(`image:${s.key}:${n}`),
      cropId: demoId(`crop:${s.key}:${n}`),
      galleryId: demoId(`gallery:${s.key}`),
      subjectId: demoId(`subject:${s.key}`),
      label: `${s.firstName} ${s.lastName}: pose ${n}${pose.greenScreen ? ' (green screen)' : ''}`,
      poseId: `${s.key}-${n}`,
      tags: pose.tags,
      isShared: false,
      greenScreen: pose.greenScreen === true,
      draw: async () => ({
        original: await raster(
          portraitSvg(s.look, { ...name, detail: `${name.detail} · Pose ${n}` }, { ...frame, backdrop }),
          'jpeg',
        ),
        knockout: pose.greenScreen
          ? await raster(portraitSvg(s.look, name, { ...frame, backdrop: null }), 'png')
          : null,
      }),
    }
  })

const classPhotos = (): DemoPhoto[] =>
  CLASSES.map((group) => {
    const students = demoSubjects.filter((s) => (group.students as readonly string[]).includes(s.key))
    // Twelve children: the demo students of the class, then classmates.
    const kids = [...students.map((s): [string, Look] => [s.firstName, s.look]), ...classmates].slice(0, 12)
    return {
      id: demoId(`image:${group.key}`),
      cropId: demoId(`crop:${group.key}`),
      galleryId: demoId(`gallery:${CLASS_GALLERY.key}`),
      subjectId: null,
      label: group.title,
      poseId: null,
      tags: ['group'],
      isShared: true,
      greenScreen: false,
      draw: async () => ({
        original: await raster(
          groupSvg(
            kids.map(([, look]) => look),
            kids.map(([name]) => name),
            group.title,
            [...group.backdrop],
          ),
          'jpeg',
        ),
        knockout: null,
      }),
    }
  })

const filesOf = (photo: DemoPhoto): PhotoFiles =>
  photoFileKeys(photo.id, 'jpeg', photo.greenScreen ? 'separate' : 'none')

const allFilesExist = async (dataDir: string, files: PhotoFiles) => {
  const keys = [
    join(PRIVATE_DIR, files.originalKey),
    ...Object.values(files.renditions).map((k) => join(PUBLIC_DIR, k)),
    ...(files.knockout
      ? [
          join(PRIVATE_DIR, files.knockout.originalKey),
          ...Object.values(files.knockout.renditions).map((k) => join(PUBLIC_DIR, k)),
        ]
      : []),
  ]
  return (await Promise.all(keys.map((k) => exists(join(dataDir, k))))).every(Boolean)
}

const demoPhotos = () => [...demoSubjects.filter((s) => s.photographed).flatMap(subjectPhotos), ...classPhotos()]

/**
 * Draws the demo photos' files (originals and renditions) missing from the media folder, the slow part of seeding
 * them: the data folder template made at build time (server/db/template.ts) holds them already.
 */
export const drawDemoPhotos = async (db: Database, dataDir: string) => {
  // A media folder of an older version (a large at 1,600 px, a sparse watermark) gets its renditions made again from
  // the originals, once (docs/operations.md); on a new one there is nothing to make yet.
  const remade = (await updateRenditions(db, dataDir))?.filter((p) => !p.problem).length
  if (remade) console.log(`Media: made the renditions of ${remade} photos again (the watermark and sizes changed)`)
  for (const photo of demoPhotos())
    if (!(await allFilesExist(dataDir, filesOf(photo))))
      await storePhoto(dataDir, photo.id, await photo.draw(), demoStore.name)
}

/**
 * Seeds the demo subjects, galleries and photos after seedDemoShop. Idempotent: rows are inserted once (false when
 * they were already there), and any missing file is drawn again, so a deleted media folder comes back on restart.
 */
export const seedDemoPhotos = async (db: Database, now: Date, dataDir: string): Promise<boolean> => {
  await drawDemoPhotos(db, dataDir)
  const photos = demoPhotos()

  const seeded = await db.query('select 1 from subjects where id = $1', [demoId(`subject:${demoSubjects[0]?.key}`)])
  if (seeded.rows.length > 0) return false
  const rows = await Promise.all(
    photos.map(async (photo): Promise<NewImage> => {
      const files = filesOf(photo)
      const original = await readFile(join(dataDir, PRIVATE_DIR, files.originalKey))
      const { width, height } = await sharp(original).metadata()
      const contentHash = createHash('sha256').update(original).digest('hex')
      return { ...photo, files, width, height, contentHash, mimeType: 'image/jpeg', createdAt: now }
    }),
  )
  return db.transaction(async (tx) => {
    await lockSeeding(tx)
    const again = await tx.query('select 1 from subjects where id = $1', [demoId(`subject:${demoSubjects[0]?.key}`)])
    if (again.rows.length > 0) return false
    for (const s of demoSubjects) {
      const subjectId = demoId(`subject:${s.key}`)
      await tx.query(
        `insert into subjects (id, client_session_id, access_code, first_name, last_name, grade, teacher, home_room,
           organization) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          subjectId,
          demoId(`session:${s.sessionKey}`),
          s.accessCode,
          s.firstName,
          s.lastName,
          s.grade,
          s.teacher,
          s.homeRoom,
          s.organization ?? 'Maple Grove Elementary',
        ],
      )
      if (s.photographed)
        await tx.query(
          'insert into galleries (id, client_session_id, subject_id, label, position) values ($1, $2, $3, $4, 0)',
          [demoId(`gallery:${s.key}`), demoId(`session:${s.sessionKey}`), subjectId, `${s.firstName} ${s.lastName}`],
        )
    }
    await tx.query(
      'insert into galleries (id, client_session_id, subject_id, label, position) values ($1, $2, null, $3, 1)',
      [demoId(`gallery:${CLASS_GALLERY.key}`), demoId(`session:${CLASS_GALLERY.sessionKey}`), CLASS_GALLERY.label],
    )
    for (const row of rows) await insertImage(tx, row)
    return true
  })
}
