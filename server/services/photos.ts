import type { CropBox, Gallery, Image, ImageCrop, RenditionSources, Renditions } from '../../core/schemas/photos'
import type { TagRule } from '../../core/tags'
import { sortEligibleFirst } from '../../core/yearbook'
import type { Queryable } from '../db/database'
import { HttpError, notFound } from '../http'
import { mediaUrl, type PhotoFiles, renditionKeysOf, renditionSources } from './images'

/** Who asks: a store user (DESIGN decision 4) or the admin, who acts for any shopper. */
export type Viewer = { storeUserId: string | null; isAdmin: boolean }

/** The store user a record is made for: the signed-in one; only the admin may act for another (B §6). */
export const ownerFor = async (db: Queryable, viewer: Viewer, claimed: string): Promise<string> => {
  if (viewer.storeUserId === claimed) return claimed
  if (!viewer.isAdmin) throw new HttpError(403, 'forbidden', 'auth.shopper_only_self')
  const { rows } = await db.query('select 1 from store_users where id = $1', [claimed])
  if (rows.length === 0) throw notFound('store_user')
  return claimed
}

// ---- images and crops -------------------------------------------------------------------------------------------

export type ImageRow = {
  id: string
  gallery_id: string
  subject_id: string | null
  label: string
  pose_id: string | null
  tags: string[]
  mime_type: Image['mimeType']
  width: number
  height: number
  is_shared: boolean
  small_key: string
  medium_key: string
  large_key: string
  knockout_small_key: string | null
  knockout_medium_key: string | null
  knockout_large_key: string | null
}

export type CropRow = ImageRow & {
  crop_id: string
  crop_type: string
  crop_pose_id: string | null
  crop_tags: string[]
  apply_crop: boolean
  crop: CropBox | null
  rotation: ImageCrop['rotation']
}

export const imageColumns = `i.id, i.gallery_id, i.subject_id, i.label, i.pose_id, i.tags, i.mime_type, i.width,
  i.height, i.is_shared, i.small_key, i.medium_key, i.large_key, i.knockout_small_key, i.knockout_medium_key,
  i.knockout_large_key`

/** Image columns plus its crop's, for `from image_crops c join images i on i.id = c.image_id`. */
export const cropColumns = `${imageColumns}, c.id as crop_id, c.type as crop_type, c.pose_id as crop_pose_id,
  c.tags as crop_tags, c.apply_crop, c.crop, c.rotation`

/** The signed addresses of one set of renditions from the keys a row keeps (WebP and grid keys derive from them). */
const renditionsOf = (
  mediaSecret: string,
  kept: Record<'small' | 'medium' | 'large', string>,
  type: RenditionSources['type'],
  size: { width: number; height: number },
): Renditions => ({
  smallUrl: mediaUrl(mediaSecret, kept.small),
  mediumUrl: mediaUrl(mediaSecret, kept.medium),
  largeUrl: mediaUrl(mediaSecret, kept.large),
  sources: renditionSources(mediaSecret, renditionKeysOf(kept), type, size),
})

/** `mediaSecret` signs the rendition addresses (server/mediaSignature.ts). */
export const toImage = (r: ImageRow, mediaSecret: string): Image => ({
  id: r.id,
  label: r.label,
  ...renditionsOf(mediaSecret, { small: r.small_key, medium: r.medium_key, large: r.large_key }, 'image/jpeg', r),
  originalUrl: `/api/images/${r.id}/original`,
  knockout:
    r.knockout_small_key && r.knockout_medium_key && r.knockout_large_key
      ? renditionsOf(
          mediaSecret,
          { small: r.knockout_small_key, medium: r.knockout_medium_key, large: r.knockout_large_key },
          'image/png',
          r,
        )
      : null,
  isKnockedOut: r.knockout_small_key !== null,
  isShared: r.is_shared,
  mimeType: r.mime_type,
  tags: r.tags,
  subjectPoseId: r.pose_id,
  width: r.width,
  height: r.height,
  gallery: r.gallery_id,
  subject: r.subject_id,
})

export const toCrop = (r: CropRow, mediaSecret: string): ImageCrop => ({
  id: r.crop_id,
  poseId: r.crop_pose_id,
  image: toImage(r, mediaSecret),
  type: r.crop_type,
  tags: r.crop_tags,
  applyCrop: r.apply_crop,
  crop: r.crop,
  rotation: r.rotation,
})

export const imageExists = async (db: Queryable, id: string): Promise<boolean> =>
  (await db.query('select 1 from images where id = $1', [id])).rows.length > 0

/** Where a crop's photo lives: enough to check it against a favourite's session and subject. */
export const findCropPlace = async (
  db: Queryable,
  cropId: string,
): Promise<{ clientSessionId: string; gallerySubjectId: string | null } | null> => {
  const { rows } = await db.query<{ client_session_id: string; subject_id: string | null }>(
    `select g.client_session_id, g.subject_id from image_crops c
     join images i on i.id = c.image_id join galleries g on g.id = i.gallery_id where c.id = $1`,
    [cropId],
  )
  const row = rows[0]
  return row ? { clientSessionId: row.client_session_id, gallerySubjectId: row.subject_id } : null
}

export type NewImage = {
  id: string
  cropId: string
  galleryId: string
  subjectId: string | null
  label: string
  poseId: string | null
  tags: readonly string[]
  isShared: boolean
  mimeType: Image['mimeType']
  width: number
  height: number
  contentHash: string
  files: PhotoFiles
  createdAt?: Date
}

/**
 * Appends a photo to its gallery with its 'original' crop. Positions stay dense (0, 1, 2, ...) because photos are
 * only ever appended, which is what lets a page be read as a range of positions.
 */
export const insertImage = async (tx: Queryable, image: NewImage): Promise<void> => {
  const k = image.files.knockout
  await tx.query(
    `insert into images (id, gallery_id, subject_id, position, label, pose_id, tags, mime_type, width, height,
       content_hash, is_shared, original_key, small_key, medium_key, large_key, knockout_original_key,
       knockout_small_key, knockout_medium_key, knockout_large_key, created_at)
     values ($1, $2, $3, (select coalesce(max(position) + 1, 0) from images where gallery_id = $2), $4, $5, $6, $7,
       $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, coalesce($20, now()))`,
    [
      image.id,
      image.galleryId,
      image.subjectId,
      image.label,
      image.poseId,
      image.tags,
      image.mimeType,
      image.width,
      image.height,
      image.contentHash,
      image.isShared,
      image.files.originalKey,
      image.files.renditions.small,
      image.files.renditions.medium,
      image.files.renditions.large,
      k?.originalKey ?? null,
      k?.renditions.small ?? null,
      k?.renditions.medium ?? null,
      k?.renditions.large ?? null,
      image.createdAt ?? null,
    ],
  )
  await tx.query(`insert into image_crops (id, image_id, type, pose_id, tags) values ($1, $2, 'original', $3, $4)`, [
    image.cropId,
    image.id,
    image.poseId,
    image.tags,
  ])
}

// ---- galleries --------------------------------------------------------------------------------------------------

export type GalleryRow = {
  id: string
  client_session_id: string
  label: string
  subject_id: string | null
  image_count: number
  /** The cover's renditions and size: the chosen cover, else the first photo; null without photos. */
  cover_small_key: string | null
  cover_key: string | null
  cover_large_key: string | null
  cover_width: number | null
  cover_height: number | null
}

// The count and the cover are each one index lookup on (gallery_id, position), whatever the gallery's size.
export const gallerySelect = `
  select g.id, g.client_session_id, g.label, g.subject_id,
    (select count(*) from images i where i.gallery_id = g.id)::int as image_count,
    cover.small_key as cover_small_key, cover.medium_key as cover_key, cover.large_key as cover_large_key,
    cover.width as cover_width, cover.height as cover_height
  from galleries g left join lateral (
    select c.small_key, c.medium_key, c.large_key, c.width, c.height, 0 as rank from images c
      where c.id = g.cover_image_id
    union all
    (select f.small_key, f.medium_key, f.large_key, f.width, f.height, 1 from images f
      where f.gallery_id = g.id order by f.position limit 1)
    order by rank limit 1
  ) cover on true`

export const toGallery = (r: GalleryRow, mediaSecret: string): Gallery => ({
  id: r.id,
  label: r.label,
  coverImage: r.cover_key ? mediaUrl(mediaSecret, r.cover_key) : null,
  ...(r.cover_small_key && r.cover_key && r.cover_large_key
    ? {
        coverSources: renditionsOf(
          mediaSecret,
          { small: r.cover_small_key, medium: r.cover_key, large: r.cover_large_key },
          'image/jpeg',
          { width: r.cover_width ?? 0, height: r.cover_height ?? 0 },
        ).sources,
      }
    : {}),
  imageCount: r.image_count,
  subject: r.subject_id,
})

/** The galleries everyone in the session sees (no subject): ClientSession.galleries. */
export const sessionGalleries = async (
  db: Queryable,
  mediaSecret: string,
  clientSessionId: string,
): Promise<Gallery[]> =>
  (
    await db.query<GalleryRow>(
      `${gallerySelect} where g.client_session_id = $1 and g.subject_id is null order by g.position, g.label`,
      [clientSessionId],
    )
  ).rows.map((r) => toGallery(r, mediaSecret))

type GalleryRecord = { gallery: Gallery; clientSessionId: string }

export const findGallery = async (db: Queryable, mediaSecret: string, id: string): Promise<GalleryRecord | null> => {
  const row = (await db.query<GalleryRow>(`${gallerySelect} where g.id = $1`, [id])).rows[0]
  return row ? { gallery: toGallery(row, mediaSecret), clientSessionId: row.client_session_id } : null
}

/**
 * One page of a gallery's crops ($1 gallery, $2 first position, $3 page size): a range scan of the
 * (gallery_id, position) index with LIMIT, so a page of a 10,000-photo gallery reads a page of rows, never the gallery.
 */
export const GALLERY_PAGE_SQL = `select ${cropColumns}
  from images i join image_crops c on c.image_id = i.id and c.type = 'original'
  where i.gallery_id = $1 and i.position >= $2 order by i.position limit $3`

/**
 * Issue 16 point 7, B §4 "eligible images sort first" across the whole gallery, not within one page: the gallery's
 * photos in gallery order, those the yearbook tag rules allow first; only ids and tags are read for the order, then
 * the page's crops.
 */
export const yearbookGalleryPage = async (
  db: Queryable,
  mediaSecret: string,
  galleryId: string,
  rules: readonly TagRule[],
  page: number,
  pageSize: number,
): Promise<ImageCrop[]> => {
  const all = (
    await db.query<{ id: string; tags: string[] }>(
      'select id, tags from images where gallery_id = $1 order by position',
      [galleryId],
    )
  ).rows
  const ids = sortEligibleFirst(all, rules)
    .slice((page - 1) * pageSize, page * pageSize)
    .map((image) => image.id)
  const rows = (
    await db.query<CropRow>(
      `select ${cropColumns} from images i join image_crops c on c.image_id = i.id and c.type = 'original'
       where i.id = any($1::uuid[])`,
      [ids],
    )
  ).rows
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id)
    return row ? [toCrop(row, mediaSecret)] : []
  })
}

export const galleryPage = async (
  db: Queryable,
  mediaSecret: string,
  galleryId: string,
  page: number,
  pageSize: number,
): Promise<ImageCrop[]> =>
  (await db.query<CropRow>(GALLERY_PAGE_SQL, [galleryId, (page - 1) * pageSize, pageSize])).rows.map((r) =>
    toCrop(r, mediaSecret),
  )
