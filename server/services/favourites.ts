import { randomUUID } from 'node:crypto'
import type { CreateFavouriteRequest, Favourite } from '../../core/schemas/photos'
import type { Queryable } from '../db/database'
import { HttpError, notFound } from '../http'
import { assertCropAllowed } from './photoPlaces'
import { type CropRow, cropColumns, findCropPlace, ownerFor, toCrop, type Viewer } from './photos'
import { reachableSubject } from './subjects'

type FavouriteRow = { id: string; client_session_id: string; store_user_id: string; subject_id: string | null }

const load = async (db: Queryable, mediaSecret: string, row: FavouriteRow): Promise<Favourite> => {
  const { rows } = await db.query<CropRow>(
    `select ${cropColumns} from favourite_image_crops f
     join image_crops c on c.id = f.image_crop_id join images i on i.id = c.image_id
     where f.favourite_id = $1 order by f.seq`,
    [row.id],
  )
  return {
    id: row.id,
    clientSession: row.client_session_id,
    storeUser: row.store_user_id,
    subject: row.subject_id,
    images: rows.map((r) => toCrop(r, mediaSecret)),
  }
}

/** Another store user's favourite answers 404, as if it did not exist (DESIGN decision 4). */
const owned = async (db: Queryable, viewer: Viewer, id: string): Promise<FavouriteRow> => {
  const row = (
    await db.query<FavouriteRow>(
      'select id, client_session_id, store_user_id, subject_id from favourites where id = $1',
      [id],
    )
  ).rows[0]
  if (!row || (!viewer.isAdmin && row.store_user_id !== viewer.storeUserId)) throw notFound('favourite')
  return row
}

/**
 * B §7 POST /favourites. A store user keeps one list per session and subject: asking again returns the same list,
 * so a shopper whose browser lost the favourites id finds their hearts again. `created` tells 201 from 200.
 */
export const createFavourite = async (
  db: Queryable,
  mediaSecret: string,
  viewer: Viewer,
  { favourite: input }: CreateFavouriteRequest,
): Promise<{ favourite: Favourite; created: boolean }> => {
  const storeUserId = await ownerFor(db, viewer, input.storeUser)
  const subjectId = input.subject ?? null
  const session = await db.query('select 1 from client_sessions where id = $1', [input.clientSession])
  if (session.rows.length === 0) throw notFound('client_session')
  if (subjectId && (await reachableSubject(db, viewer, subjectId)).clientSessionId !== input.clientSession)
    throw new HttpError(400, 'bad_request', 'favourite.subject_elsewhere', {
      'favourite.subject': 'This student is not photographed in this session',
    })
  const inserted = await db.query<FavouriteRow>(
    `insert into favourites (id, client_session_id, store_user_id, subject_id) values ($1, $2, $3, $4)
     on conflict (store_user_id, client_session_id, subject_id) do nothing
     returning id, client_session_id, store_user_id, subject_id`,
    [randomUUID(), input.clientSession, storeUserId, subjectId],
  )
  const row =
    inserted.rows[0] ??
    (
      await db.query<FavouriteRow>(
        `select id, client_session_id, store_user_id, subject_id from favourites
         where store_user_id = $1 and client_session_id = $2 and subject_id is not distinct from $3`,
        [storeUserId, input.clientSession, subjectId],
      )
    ).rows[0]
  if (!row) throw new Error('favourite missing after insert')
  return { favourite: await load(db, mediaSecret, row), created: inserted.rows.length > 0 }
}

export const getFavourite = async (
  db: Queryable,
  mediaSecret: string,
  viewer: Viewer,
  id: string,
): Promise<Favourite> => load(db, mediaSecret, await owned(db, viewer, id))

/** Clears the list: answers it as it was, then it is gone. */
export const deleteFavourite = async (
  db: Queryable,
  mediaSecret: string,
  viewer: Viewer,
  id: string,
): Promise<Favourite> => {
  const favourite = await load(db, mediaSecret, await owned(db, viewer, id))
  await db.query('delete from favourites where id = $1', [id])
  return favourite
}

/**
 * Hearts a crop. It must be a photo this list may hold (issue 11): the list's subject's own, or a shared photo of the
 * list's session. Hearting twice keeps one entry.
 */
export const addFavouriteCrop = async (
  db: Queryable,
  mediaSecret: string,
  viewer: Viewer,
  id: string,
  cropId: string,
): Promise<Favourite> => {
  const favourite = await owned(db, viewer, id)
  const owner = { clientSessionId: favourite.client_session_id, subjectId: favourite.subject_id }
  await assertCropAllowed(db, cropId, owner, 'imageCropId')
  await db.query(
    'insert into favourite_image_crops (favourite_id, image_crop_id) values ($1, $2) on conflict do nothing',
    [id, cropId],
  )
  return load(db, mediaSecret, favourite)
}

/** Un-hearts a crop; a crop that is not in the list leaves it unchanged. */
export const removeFavouriteCrop = async (
  db: Queryable,
  mediaSecret: string,
  viewer: Viewer,
  id: string,
  cropId: string,
): Promise<Favourite> => {
  const favourite = await owned(db, viewer, id)
  if (!(await findCropPlace(db, cropId))) throw notFound('image_crop')
  await db.query('delete from favourite_image_crops where favourite_id = $1 and image_crop_id = $2', [id, cropId])
  return load(db, mediaSecret, favourite)
}
