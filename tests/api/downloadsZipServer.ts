// The shop server of the ZIP memory test (tests/api/downloadsZip.test.ts), bundled by the test and run in a child
// process so its memory is the server's own. It seeds the demo shop (in-memory PGlite), gives two children of the
// spring session many photos (a few real JPEGs made with sharp, hard-linked as every photo's original), has a parent
// buy "All digital images" for each, then serves the shop on loopback and prints `ready <json>`: the port, each
// archive's link, size and number of files, and the sha-256 of each source JPEG (photo i is source i mod n).
// It samples its own memory every few milliseconds: GET /__memory answers the peaks since POST /__memory/reset (which
// first collects garbage, so every measure starts from the same floor; run node with --expose-gc).
import { createHash, randomUUID } from 'node:crypto'
import { link, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import sharp from 'sharp'
import type { DigitalArchiveResponse } from '../../core/schemas/afterPurchase'
import { PRIVATE_DIR, photoFileKeys } from '../../server/services/images'
import { boughtOrder, digitalAll, SPRING } from './downloadFixtures'
import { startApi } from './harness'

/** Distinct source pictures: noise, so JPEG keeps them large (about 130 KB each). */
const SOURCES = 4

const sourceJpegs = () =>
  Promise.all(
    Array.from({ length: SOURCES }, (_, i) =>
      sharp({
        create: {
          width: 480,
          height: 600,
          channels: 3,
          background: '#777',
          noise: { type: 'gaussian', mean: 128 + i, sigma: 40 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  )

type Api = Awaited<ReturnType<typeof startApi>>

/** A subject of the spring session with `count` photos in its own gallery, their originals hard links to `files`. */
const childWithPhotos = async (api: Api, code: string, count: number, files: readonly string[]) => {
  const subject = randomUUID()
  const gallery = randomUUID()
  await api.db.query(
    `insert into subjects (id, client_session_id, access_code, first_name, last_name) values ($1, $2, $3, 'Zip', $4)`,
    [subject, SPRING, code, `Test ${count}`],
  )
  await api.db.query('insert into galleries (id, client_session_id, subject_id, label) values ($1, $2, $3, $4)', [
    gallery,
    SPRING,
    subject,
    `Photos of ${code}`,
  ])
  const ids = Array.from({ length: count }, () => randomUUID())
  const keys = (id: string) => photoFileKeys(id, 'jpeg', 'none')
  await api.db.query(
    `insert into images (id, gallery_id, subject_id, position, label, mime_type, width, height, content_hash,
       original_key, small_key, medium_key, large_key)
     select r.id, $1, $2, r.position, 'Photo ' || (r.position + 1), 'image/jpeg', 480, 600, r.id::text,
       r.original_key, r.small_key, r.medium_key, r.large_key
     from jsonb_to_recordset($3::jsonb) as r(id uuid, position integer, original_key text, small_key text,
       medium_key text, large_key text)`,
    [
      gallery,
      subject,
      JSON.stringify(
        ids.map((id, position) => ({
          id,
          position,
          original_key: keys(id).originalKey,
          small_key: keys(id).renditions.small,
          medium_key: keys(id).renditions.medium,
          large_key: keys(id).renditions.large,
        })),
      ),
    ],
  )
  const originals = join(api.deps.dataDir, PRIVATE_DIR, 'originals')
  await mkdir(originals, { recursive: true })
  for (const [i, id] of ids.entries()) await link(files[i % files.length] ?? '', join(originals, `${id}.jpg`))
  return subject
}

/** What the archive of a child's "All digital images" is: its link, size and files. */
const archiveFor = async (api: Api, token: string, code: string, subject: string) => {
  await api.enterCode(token, SPRING, code)
  const order = await boughtOrder(api, token, subject, [digitalAll()])
  const item = order.orderItems[0]?.id ?? ''
  await api.send(token, 'POST', `/orders/${order.id}/finalize_digitals`, {
    order: { orderItems: [{ id: item, acceptedLicence: true }] },
  })
  const res = await api.get(`/orders/${order.id}/request_digital_archive`, token)
  if (res.status !== 200) throw new Error(`archive ${code}: ${res.status} ${await res.text()}`)
  const { data } = (await res.json()) as DigitalArchiveResponse
  return data
}

const memory = () => {
  const m = process.memoryUsage()
  // external includes the ArrayBuffers (Buffers): file chunks not yet collected count there.
  return { rss: m.rss, heapUsed: m.heapUsed, external: m.external }
}

export const start = async () => {
  const small = Number(process.env.SMALL_COUNT ?? 200)
  const large = Number(process.env.LARGE_COUNT ?? 2000)
  const api = await startApi()
  const jpegs = await sourceJpegs()
  const sourceDir = join(api.deps.dataDir, 'sources')
  await mkdir(sourceDir, { recursive: true })
  const files = await Promise.all(
    jpegs.map(async (jpeg, i) => {
      const path = join(sourceDir, `${i}.jpg`)
      await writeFile(path, jpeg)
      return path
    }),
  )
  const token = await api.newShopper()
  const smallChild = await childWithPhotos(api, 'ZIP-SMALL', small, files)
  const largeChild = await childWithPhotos(api, 'ZIP-LARGE', large, files)
  const archives = {
    small: await archiveFor(api, token, 'ZIP-SMALL', smallChild),
    large: await archiveFor(api, token, 'ZIP-LARGE', largeChild),
  }

  let base = memory()
  let peak = base
  setInterval(() => {
    const now = memory()
    peak = {
      rss: Math.max(peak.rss, now.rss),
      heapUsed: Math.max(peak.heapUsed, now.heapUsed),
      external: Math.max(peak.external, now.external),
    }
  }, 5).unref()
  const app = new Hono()
    .post('/__memory/reset', (c) => {
      ;(globalThis as { gc?: () => void }).gc?.()
      base = memory()
      peak = base
      return c.json(base)
    })
    .get('/__memory', (c) => c.json({ base, peak }))
    .route('/', api.app)
  // Asked to stop (SIGTERM): the database closed and the temporary files removed.
  process.once('SIGTERM', () => void api.close().finally(() => process.exit(0)))
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    const sources = jpegs.map((j) => createHash('sha256').update(j).digest('hex'))
    console.log(`ready ${JSON.stringify({ port: info.port, archives, sources })}`)
  })
}
