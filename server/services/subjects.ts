import type { Gallery, ImageCrop, Subject } from '../../core/schemas/photos'
import type { Queryable } from '../db/database'
import { HttpError, notFound } from '../http'
import { normaliseAccessCode } from './catalog'
import { type CropRow, cropColumns, type GalleryRow, gallerySelect, toCrop, toGallery, type Viewer } from './photos'

type SubjectRow = {
  id: string
  client_session_id: string
  first_name: string
  last_name: string
  grade: string | null
  teacher: string | null
  home_room: string | null
  organization: string | null
  session_label: string
  yearbook_available: boolean
  yearbook_choice: string[] | null
}

const subjectSelect = `
  select s.id, s.client_session_id, s.first_name, s.last_name, s.grade, s.teacher, s.home_room, s.organization,
    cs.label as session_label,
    coalesce((st.settings ->> 'yearbookSelection')::boolean, false)
      and not exists (select 1 from yearbook_selections y where y.subject_id = s.id) as yearbook_available,
    (select array_agg(yi.image_id order by yi.position) from yearbook_selections y
      join yearbook_selection_images yi on yi.yearbook_selection_id = y.id where y.subject_id = s.id) as yearbook_choice
  from subjects s
  join client_sessions cs on cs.id = s.client_session_id
  join stages st on st.client_session_id = s.client_session_id`

/**
 * The photos a subject's family can order from: the subject's own, then those of the session-wide galleries (class
 * and group photos), each in gallery order.
 */
export const subjectImages = async (db: Queryable, mediaSecret: string, subjectId: string): Promise<ImageCrop[]> =>
  (
    await db.query<CropRow>(
      `select ${cropColumns} from images i join image_crops c on c.image_id = i.id and c.type = 'original'
       join galleries g on g.id = i.gallery_id
       where i.subject_id = $1
          or (g.subject_id is null and g.client_session_id = (select client_session_id from subjects where id = $1))
       order by g.subject_id is null, g.position, g.label, i.position`,
      [subjectId],
    )
  ).rows.map((r) => toCrop(r, mediaSecret))

const toSubject = async (db: Queryable, mediaSecret: string, r: SubjectRow): Promise<Subject> => {
  const [galleries, images] = await Promise.all([
    db.query<GalleryRow>(
      `${gallerySelect} where g.client_session_id = $1 and (g.subject_id = $2 or g.subject_id is null)
       order by g.subject_id is null, g.position, g.label`,
      [r.client_session_id, r.id],
    ),
    subjectImages(db, mediaSecret, r.id),
  ])
  return {
    id: r.id,
    name: `${r.first_name} ${r.last_name}`,
    firstName: r.first_name,
    lastName: r.last_name,
    grade: r.grade,
    teacher: r.teacher,
    homeRoom: r.home_room,
    organization: r.organization,
    clientSession: r.client_session_id,
    clientSessionLabel: r.session_label,
    makeupClientSessionLabel: null,
    galleries: galleries.rows.map((g) => toGallery(g, mediaSecret)),
    images,
    yearbookSelectionAvailable: r.yearbook_available,
    ...(r.yearbook_choice ? { yearbookChoice: r.yearbook_choice } : {}),
  }
}

export const findSubject = async (db: Queryable, mediaSecret: string, id: string): Promise<Subject | null> => {
  const row = (await db.query<SubjectRow>(`${subjectSelect} where s.id = $1`, [id])).rows[0]
  return row ? toSubject(db, mediaSecret, row) : null
}

/** The subjects of a session that an access code opens (codes compare as the session codes do). */
export const findSubjectsByCode = async (
  db: Queryable,
  mediaSecret: string,
  clientSessionId: string,
  code: string,
): Promise<Subject[]> => {
  const { rows } = await db.query<SubjectRow>(
    `${subjectSelect} where s.client_session_id = $1 and s.access_code = $2 order by s.last_name, s.first_name`,
    [clientSessionId, normaliseAccessCode(code)],
  )
  return Promise.all(rows.map((r) => toSubject(db, mediaSecret, r)))
}

/** Records that this store user gave the subject's access code (the admin needs no grant). */
export const grantSubjects = async (db: Queryable, viewer: Viewer, subjectIds: readonly string[]): Promise<void> => {
  if (!viewer.storeUserId) return
  await db.query(
    `insert into store_user_subjects (store_user_id, subject_id) select $1, unnest($2::uuid[])
     on conflict do nothing`,
    [viewer.storeUserId, subjectIds],
  )
}

const subjectLocked = () => new HttpError(403, 'subject_locked', 'subject.locked')

export const assertSubjectAccess = async (db: Queryable, viewer: Viewer, subjectId: string): Promise<void> => {
  if (viewer.isAdmin) return
  const { rows } = await db.query('select 1 from store_user_subjects where store_user_id = $1 and subject_id = $2', [
    viewer.storeUserId,
    subjectId,
  ])
  if (rows.length === 0) throw subjectLocked()
}

/** A gallery of a subject opens only for a store user who gave the subject's access code. */
export const assertGalleryAccess = async (db: Queryable, viewer: Viewer, gallery: Gallery): Promise<void> => {
  if (gallery.subject) await assertSubjectAccess(db, viewer, gallery.subject)
}

/**
 * A subject the viewer may reach, with its session: 404 for an unknown subject, 403 without its access code. One
 * statement, so a write naming a subject (an order, a favourites list) checks it in one query.
 */
export const reachableSubject = async (
  db: Queryable,
  viewer: Viewer,
  subjectId: string,
): Promise<{ id: string; clientSessionId: string }> => {
  const { rows } = await db.query<{ client_session_id: string; granted: boolean }>(
    `select s.client_session_id, exists (select 1 from store_user_subjects g
       where g.store_user_id = $2 and g.subject_id = s.id) as granted
     from subjects s where s.id = $1`,
    [subjectId, viewer.storeUserId],
  )
  if (!rows[0]) throw notFound('subject')
  if (!viewer.isAdmin && !rows[0].granted) throw subjectLocked()
  return { id: subjectId, clientSessionId: rows[0].client_session_id }
}
