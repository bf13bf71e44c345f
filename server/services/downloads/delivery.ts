import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import {
  type ArchivePhoto,
  archiveEntryNames,
  archiveFolder,
  type DigitalItemLike,
  deliveredPhotos,
  digitalItems,
  orderPhotos,
} from '../../../core/downloads'
import type { Order } from '../../../core/schemas/order'
import type { Queryable } from '../../db/database'
import { HttpError } from '../../http'
import { PRIVATE_DIR } from '../images'
import type { ArchiveEntry } from './archive'

// Which stored originals an order's digital items deliver (core/downloads.ts decides which photos), with their files
// on disk: served as stored, so their sizes are known before anything is sent.

export type DeliveredFile = ArchivePhoto & {
  imageId: string
  mimeType: 'image/jpeg' | 'image/png'
  /** The original on disk (DATA_DIR/media-private/...). */
  path: string
  size: number
  /** sha-256 of the original: the file's ETag. */
  contentHash: string
}

export type Delivery = {
  /** The files of one digital item of the order. */
  filesOf: (item: DigitalItemLike) => DeliveredFile[]
  /** Every file of the order's digital items (download all), each once. */
  all: DeliveredFile[]
  /** The archive's entries for some of these files, named in one folder for the order. */
  entriesOf: (files: readonly DeliveredFile[]) => ArchiveEntry[]
  /** The date every archive entry carries: when the order was paid. */
  mtime: Date
}

type PhotoRow = {
  id: string
  label: string
  mime_type: DeliveredFile['mimeType']
  original_key: string
  content_hash: string
  /** One of the subject's own photos of the order's session (what every digital image delivers). */
  subjects: boolean
}

/**
 * The photos on the order's digital items' nodes and, when one of them is every digital image, the subject's own
 * photos of the session in gallery order; with the subject's name, in one statement.
 */
const photosOf = async (db: Queryable, order: Order) => {
  const items = digitalItems(order.orderItems)
  const named = items.flatMap((item) => item.orderItemNodes.map((n) => n.image))
  const everyPhoto = items.some((item) => item.type === 'digitalBulk') && order.subject !== null
  const { rows } = await db.query<{ photos: PhotoRow[]; subject_name: string | null }>(
    `select coalesce((select json_agg(p order by p.gallery_position, p.position) from (
         select i.id, i.label, i.mime_type, i.original_key, i.content_hash, i.position, g.position as gallery_position,
           coalesce(i.subject_id = $2 and g.client_session_id = $3 and not i.is_shared, false) as subjects
         from images i join galleries g on g.id = i.gallery_id
         where i.id = any($1::uuid[])
            or ($4 and i.subject_id = $2 and g.client_session_id = $3 and not i.is_shared)) p), '[]') as photos,
       (select first_name || ' ' || last_name from subjects where id = $2) as subject_name`,
    [named, order.subject, order.clientSession.id, everyPhoto],
  )
  return { photos: rows[0]?.photos ?? [], subjectName: rows[0]?.subject_name ?? null }
}

/** The order's delivered files, each checked on disk; a missing original is 503 (the storage is at fault). */
export const deliveryOf = async (db: Queryable, dataDir: string, order: Order): Promise<Delivery> => {
  const { photos, subjectName } = await photosOf(db, order)
  const subjectPhotos = photos.filter((p) => p.subjects).map((p) => p.id)
  const byId = new Map(photos.map((p) => [p.id, p]))
  const wanted = orderPhotos(order.orderItems, subjectPhotos).filter((id) => byId.has(id))
  const files = new Map<string, DeliveredFile>()
  await Promise.all(
    wanted.map(async (id) => {
      const p = byId.get(id) as PhotoRow
      const path = join(dataDir, PRIVATE_DIR, p.original_key)
      const size = await stat(path).then(
        (s) => s.size,
        (e: unknown) => {
          console.error(`Download: the original of photo ${id} cannot be read (${path}): ${String(e)}`)
          throw new HttpError(503, 'files_unavailable', 'download.files_unavailable')
        },
      )
      files.set(id, {
        imageId: id,
        label: p.label,
        extension: p.mime_type === 'image/png' ? 'png' : 'jpg',
        mimeType: p.mime_type,
        path,
        size,
        contentHash: p.content_hash,
      })
    }),
  )
  const filesOfIds = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const file = files.get(id)
      return file ? [file] : []
    })
  const folder = archiveFolder(order.orderReference, subjectName)
  return {
    filesOf: (item) => filesOfIds(deliveredPhotos(item, subjectPhotos)),
    all: filesOfIds(wanted),
    entriesOf: (list) => {
      const names = archiveEntryNames(folder, list)
      return list.map((file, i) => ({ name: names[i] ?? file.imageId, path: file.path, size: file.size }))
    },
    mtime: new Date(order.paidAt ?? order.createdAt),
  }
}
