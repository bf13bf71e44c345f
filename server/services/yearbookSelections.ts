import { randomUUID } from 'node:crypto'
import type { CreateYearbookSelectionRequest, Image, YearbookSelection } from '../../core/schemas/photos'
import type { Stage } from '../../core/schemas/session'
import { yearbookEligible, yearbookSettings } from '../../core/yearbook'
import type { Database, Queryable } from '../db/database'
import { HttpError } from '../http'
import { findClientSession } from './catalog'
import { assertPhotosAllowed, imagePlaces, photoAllowedSql } from './photoPlaces'
import { type ImageRow, imageColumns, ownerFor, toImage, type Viewer } from './photos'
import { reachableSubject } from './subjects'

const FIELD = 'yearbook_selection.images'

/**
 * The chosen photos, each with whether the subject may give it to the yearbook (issue 11): its own, or a shared photo
 * of its session.
 */
const subjectsPhotos = async (
  db: Queryable,
  mediaSecret: string,
  subjectId: string,
  sessionId: string,
  ids: readonly string[],
) =>
  (
    await db.query<ImageRow & { allowed: boolean }>(
      `select ${imageColumns}, ${photoAllowedSql('$2::uuid', '$3::uuid')} as allowed
       from images i join galleries g on g.id = i.gallery_id where i.id = any($1::uuid[])`,
      [ids, sessionId, subjectId],
    )
  ).rows.map((r) => ({ image: toImage(r, mediaSecret), allowed: r.allowed }))

/** B §5 yearbook: at least the required count (one at the least), at most the limit, each photo allowed by the tag rules. */
const problems = (ids: readonly string[], found: ReadonlyMap<string, Image>, stage: Stage): Record<string, string> => {
  const settings = yearbookSettings(stage)
  const fields: Record<string, string> = {}
  const least = Math.max(1, settings.selectionsRequired)
  if (ids.length < least) fields[FIELD] = `Choose at least ${least} photo${least === 1 ? '' : 's'} for the yearbook`
  if (ids.length > settings.limit)
    fields[FIELD] = `Choose at most ${settings.limit} photo${settings.limit === 1 ? '' : 's'} for the yearbook`
  ids.forEach((id, i) => {
    const image = found.get(id)
    if (ids.indexOf(id) !== i) fields[`${FIELD}.${i}`] = 'This photo is already chosen'
    else if (image && !yearbookEligible(image, stage.yearbookSelectionTagRules))
      fields[`${FIELD}.${i}`] = 'This photo is not available for the yearbook'
  })
  return fields
}

/**
 * B §7 POST /yearbook_selections. The yearbook takes one choice per subject: once confirmed, yearbook selection is
 * no longer available for that subject (B §4) and another attempt answers 409. Nothing is stored on any error.
 */
export const createYearbookSelection = async (
  db: Database,
  mediaSecret: string,
  viewer: Viewer,
  { yearbook_selection: input }: CreateYearbookSelectionRequest,
): Promise<YearbookSelection> => {
  const storeUserId = await ownerFor(db, viewer, input.storeUser)
  const subject = await reachableSubject(db, viewer, input.subject)
  const session = await findClientSession(db, subject.clientSessionId)
  const stage = session?.clientSession.stage
  if (!stage?.yearbookSelection) throw new HttpError(409, 'yearbook_unavailable', 'yearbook.unavailable')
  const taken = await db.query('select 1 from yearbook_selections where subject_id = $1', [input.subject])
  if (taken.rows.length > 0) throw alreadyChosen()

  const photos = await subjectsPhotos(db, mediaSecret, input.subject, subject.clientSessionId, input.images)
  assertPhotosAllowed(
    input.images.map((imageId, i) => ({ path: `${FIELD}.${i}`, imageId, cropId: null, cropPath: `${FIELD}.${i}` })),
    imagePlaces(photos.map((p) => ({ imageId: p.image.id, allowed: p.allowed }))),
  )
  const found = new Map(photos.map((p) => [p.image.id, p.image]))
  const fields = problems(input.images, found, stage)
  if (Object.keys(fields).length > 0) throw new HttpError(400, 'bad_request', 'yearbook.invalid', fields)

  const id = randomUUID()
  try {
    await db.transaction(async (tx) => {
      await tx.query('insert into yearbook_selections (id, store_user_id, subject_id) values ($1, $2, $3)', [
        id,
        storeUserId,
        input.subject,
      ])
      await tx.query(
        `insert into yearbook_selection_images (yearbook_selection_id, image_id, position)
         select $1, image_id, position - 1 from unnest($2::uuid[]) with ordinality as t (image_id, position)`,
        [id, input.images],
      )
    })
  } catch (e) {
    // Two confirmations at once: the unique subject lets one through.
    if ((e as { code?: string }).code === '23505') throw alreadyChosen()
    throw e
  }
  return {
    id,
    storeUser: storeUserId,
    subject: input.subject,
    images: input.images.flatMap((imageId) => found.get(imageId) ?? []),
  }
}

const alreadyChosen = () => new HttpError(409, 'yearbook_already_selected', 'yearbook.already_selected')
