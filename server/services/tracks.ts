import { randomUUID } from 'node:crypto'
import type { TrackRequest } from '../../core/schemas/photos'
import type { Queryable } from '../db/database'
import { ownerFor, type Viewer } from './photos'

/** B §7 POST /tracks: stores one shopper event (C §7) for reporting, under the signed-in store user. */
export const recordTrack = async (db: Queryable, viewer: Viewer, { track }: TrackRequest): Promise<string> => {
  const storeUserId = track.storeUser ? await ownerFor(db, viewer, track.storeUser) : viewer.storeUserId
  const id = randomUUID()
  await db.query('insert into tracks (id, store_user_id, event, properties) values ($1, $2, $3, $4)', [
    id,
    storeUserId,
    track.event,
    track.properties ?? {},
  ])
  return id
}
