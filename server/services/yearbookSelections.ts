import { randomUUID } from 'node:crypto'
import type { CreateYearbookSelectionRequest, Image, YearbookSelection } from '../../core/schemas/photos'
import type { Stage } from '../../core/schemas/session'
import { yearbookEligible, yearbookSettings } from '../../core/yearbook'
import type { Database, Queryable } from '../db/database'
import { HttpError } from '../http'
import { findClientSession } from './catalog'
import { type ImageRow, imageColumns, ownerFor, toImage, type Viewer } from './photos'
import { reachableSubject } from './subjects'

const FIELD = 'yearbook_selection.images'

/** The chosen photos that the subject may give the yearbook: its own, or from a session-wide gallery. */
const subjectsPhotos = async (
  db: Queryable,
  mediaSecret: string,
  subjectId: string,
  sessionId: string,
  ids: readonly string[],
) =>
  (
    await db.query<ImageRow>(
      `select ${imageColumns} from images i join galleries g on g.id = i.gallery_id
       where i.id = any($1::uuid[]) and g.client_session_id = $2 and (g.subject_id = $3 or g.subject_id is null)`,
      [ids, sessionId, subjectId],
    )
  ).rows.map((r) => toImage(r, mediaSecret))

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
    else if (!image) fields[`${FIELD}.${i}`] = 'This is not a photo of this student'
    else if (!yearbookEligible(image, stage.yearbookSelectionTagRules))
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
  if (!stage?.yearbookSelection)
    throw new HttpError(409, 'yearbook_unavailable', 'This shop does not collect yearbook photos at this stage')
  const taken = await db.query('select 1 from yearbook_selections where subject_id = $1', [input.subject])
  if (taken.rows.length > 0) throw alreadyChosen()

  const images = await subjectsPhotos(db, mediaSecret, input.subject, subject.clientSessionId, input.images)
  const found = new Map(images.map((image) => [image.id, image]))
  const fields = problems(input.images, found, stage)
  if (Object.keys(fields).length > 0)
    throw new HttpError(400, 'bad_request', 'The yearbook selection cannot be saved', fields)

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

const alreadyChosen = () =>
  new HttpError(409, 'yearbook_already_selected', "This student's yearbook photo has already been chosen")
