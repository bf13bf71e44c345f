// Issue 11 point 2: where the photos a write names live, so an order, a favourite or a yearbook selection takes only
// photos its shopper may see (core/photoOwnership.ts). Images belong to galleries (migration 004): a gallery with a
// subject is that subject's, one without is shared by everyone in its session.
import { type NamedPhoto, type PhotoPlace, photoVerdict, placeKey } from '../../core/photoOwnership'
import type { Queryable } from '../db/database'
import { HttpError, notFound } from '../http'

/**
 * Whether the image `i` (of gallery `g`) may go on something of the subject `subject` in the session `session` (SQL
 * expressions): the subject's own photo, or a shared photo of the session (a session-wide gallery's, tied to no
 * subject). Without a subject (null) only shared photos.
 */
export const photoAllowedSql = (session: string, subject: string) =>
  `coalesce(g.client_session_id = ${session} and (g.subject_id is null or g.subject_id = ${subject})
     and (i.subject_id is null or i.subject_id = ${subject}), false)`

/**
 * One row per named image and crop (`pairs`: a JSON parameter of `{image_id, crop_id}`) with where it lives, for the
 * subject and session given as SQL expressions (`join` brings in the tables they name).
 */
export const photoPlacesSql = (pairs: string, session: string, subject: string, join = '') =>
  `select p.image_id, p.crop_id, i.id is not null as found, ${photoAllowedSql(session, subject)} as allowed,
     coalesce(i.is_shared, false) as shared,
     p.crop_id is null or exists (select 1 from image_crops c where c.id = p.crop_id and c.image_id = p.image_id)
       as crop_matches
   from jsonb_to_recordset(${pairs}::jsonb) as p(image_id uuid, crop_id uuid) ${join}
   left join images i on i.id = p.image_id left join galleries g on g.id = i.gallery_id`

export type PlaceRow = {
  image_id: string
  crop_id: string | null
  found: boolean
  allowed: boolean
  shared: boolean
  crop_matches: boolean
}

/** The `pairs` parameter of photoPlacesSql: each image and crop once. */
export const pairsOf = (named: readonly NamedPhoto[]) =>
  JSON.stringify([
    ...new Map(named.map((p) => [placeKey(p.imageId, p.cropId), { image_id: p.imageId, crop_id: p.cropId }])).values(),
  ])

export const placesOf = (rows: readonly PlaceRow[]): Map<string, PhotoPlace & { shared: boolean }> =>
  new Map(
    rows.map((r) => [
      placeKey(r.image_id, r.crop_id),
      { found: r.found, allowed: r.allowed, shared: r.shared, cropMatches: r.crop_matches },
    ]),
  )

/** The places of images looked up by id, no crop named (an image not found is not in the map). */
export const imagePlaces = (rows: readonly { imageId: string; allowed: boolean }[]): Map<string, PhotoPlace> =>
  new Map(rows.map((r) => [placeKey(r.imageId, null), { found: true, allowed: r.allowed, cropMatches: true }]))

/** Where the named photos live, for a subject (or none) of a session: one statement. */
export const photoPlaces = async (
  db: Queryable,
  named: readonly NamedPhoto[],
  owner: { clientSessionId: string; subjectId: string | null },
) =>
  placesOf(
    (
      await db.query<PlaceRow>(photoPlacesSql('$1', '$2::uuid', '$3::uuid'), [
        pairsOf(named),
        owner.clientSessionId,
        owner.subjectId,
      ])
    ).rows,
  )

/** Refuses the write when a named photo is missing, not the shopper's to use, or paired with another photo's crop. */
export const assertPhotosAllowed = (named: readonly NamedPhoto[], places: ReadonlyMap<string, PhotoPlace>) => {
  const verdict = photoVerdict(named, places)
  if (verdict.ok) return
  const fields = Object.keys(verdict.fields).join(', ')
  throw new HttpError(
    verdict.status,
    verdict.code,
    { id: verdict.status === 403 ? 'photo.not_allowed' : 'photo.not_together', values: { fields } },
    verdict.fields,
  )
}

/**
 * A crop named in a request's path may go on something of `owner` (a favourites list): 404 when there is no such
 * crop, else refused as assertPhotosAllowed refuses, at `path`. One statement.
 */
export const assertCropAllowed = async (
  db: Queryable,
  cropId: string,
  owner: { clientSessionId: string; subjectId: string | null },
  path: string,
) => {
  const row = (
    await db.query<{ image_id: string; allowed: boolean }>(
      `select c.image_id, ${photoAllowedSql('$2::uuid', '$3::uuid')} as allowed
       from image_crops c join images i on i.id = c.image_id join galleries g on g.id = i.gallery_id where c.id = $1`,
      [cropId, owner.clientSessionId, owner.subjectId],
    )
  ).rows[0]
  if (!row) throw notFound('image_crop')
  assertPhotosAllowed(
    [{ path, imageId: row.image_id, cropId: null, cropPath: path }],
    imagePlaces([{ imageId: row.image_id, allowed: row.allowed }]),
  )
}
