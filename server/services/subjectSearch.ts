// B §7 GET /search/by_code: the home page's access-code search, and the subject search of multi-child ordering
// (B §2 subject search modal, B §4, B §5): a shopper adding a brother or sister finds them by their access code.
import type { FoundSubject, SearchByCodeQuery, SearchByCodeResponse } from '../../core/schemas/search'
import type { Stage } from '../../core/schemas/session'
import { WrongAccessCode } from '../accessCodeLimits'
import type { Queryable } from '../db/database'
import { HttpError, notFound } from '../http'
import type { MessageId } from '../messages/en'
import { findClientSession, findClientSessionByCode, normaliseAccessCode } from './catalog'
import { readableOrder, type Viewer } from './orders'
import { grantSubjects } from './subjects'

type Found = SearchByCodeResponse['data']

const NO_ACCESS_CODE = 'multi_child_ordering.error_search_has_no_access_code'
const NO_SUBJECTS = 'multi_child_ordering.error_search_found_no_subjects'

const nothingFound = (message: MessageId) => new HttpError(404, 'not_found', message, { accessCode: NO_SUBJECTS })
/** The same answer, for a code that nothing has: it counts as a wrong code (issue 11, server/accessCodeLimits.ts). */
const noSuchCode = (message: MessageId) => new WrongAccessCode(404, 'not_found', message, { accessCode: NO_SUBJECTS })

type StageSettings = Pick<
  Stage,
  'multiChildOrdering' | 'multiChildOrderingCrossSession' | 'allowSubjectCodePreOrder' | 'allowSubjectlessOrders'
>

/** A client session with its store and current stage, as the search compares them. */
type Place = {
  client_session_id: string
  session_label: string
  store_id: string
  stage_type: Stage['type']
  settings: StageSettings
}

type SubjectRow = Place & { id: string; name: string }
type SessionRow = Place

const placeColumns = `cs.id as client_session_id, cs.label as session_label, cs.store_id, st.type as stage_type,
  st.settings`

const subjectsByCode = async (db: Queryable, code: string) =>
  (
    await db.query<SubjectRow>(
      `select s.id, s.first_name || ' ' || s.last_name as name, ${placeColumns}
       from subjects s join client_sessions cs on cs.id = s.client_session_id
       join stages st on st.client_session_id = cs.id
       where s.access_code = $1 order by s.last_name, s.first_name`,
      [code],
    )
  ).rows

const sessionsByCode = async (db: Queryable, code: string) =>
  (
    await db.query<SessionRow>(
      `select ${placeColumns} from client_sessions cs join stages st on st.client_session_id = cs.id
       where cs.access_code = $1`,
      [code],
    )
  ).rows

const toFound = (r: SubjectRow): FoundSubject => ({
  id: r.id,
  name: r.name,
  clientSession: r.client_session_id,
  clientSessionLabel: r.session_label,
})

/** The home page: a session code opens its shop; a student's flyer code opens the student's shop and grants them. */
const homeSearch = async (db: Queryable, viewer: Viewer, code: string): Promise<Found> => {
  const session = await findClientSessionByCode(db, code)
  if (session) {
    return { clientSessions: [{ id: session.clientSession.id, label: session.clientSession.label }], subjects: [] }
  }
  const [subject] = await subjectsByCode(db, normaliseAccessCode(code))
  if (!subject) throw noSuchCode('access_code.nothing_found')
  await grantSubjects(db, viewer, [subject.id])
  return {
    clientSessions: [{ id: subject.client_session_id, label: subject.session_label }],
    subjects: [toFound(subject)],
  }
}

/** What the shopper's order group already holds: its subjects, and the sessions of its orders without a subject. */
const takenBy = async (db: Queryable, linkGroup: string) => {
  const { rows } = await db.query<{ subject_id: string | null; client_session_id: string }>(
    'select subject_id, client_session_id from orders where link_group = $1',
    [linkGroup],
  )
  return {
    subjects: new Set(rows.flatMap((r) => (r.subject_id ? [r.subject_id] : []))),
    subjectlessSessions: new Set(rows.filter((r) => r.subject_id === null).map((r) => r.client_session_id)),
  }
}

/**
 * Multi-child ordering: from the current shop (the order's session, or the session named), the students with this
 * code and the session pre-orders it opens, to be added as linked orders (C §4). A result must be one the current
 * order could link to (POST /orders with linkedOrder): same store, a stage that is open and takes multi-child orders;
 * another client session only when asked for (`requireMcoCrossSession`) and both stages allow it. Subjects already on
 * the order or its linked orders are left out, and so is a session where the group already has a subjectless order.
 * The students found are granted to the store user, as on the home page (DESIGN decision 4).
 */
const siblingSearch = async (db: Queryable, viewer: Viewer, code: string, query: SearchByCodeQuery): Promise<Found> => {
  const order = query.orderId ? await readableOrder(db, viewer, query.orderId) : null
  const currentId = order?.client_session_id ?? query.clientSession
  const current = currentId ? await findClientSession(db, currentId) : null
  if (!current) throw notFound('client_session')
  const { stage } = current.clientSession
  if (!stage.multiChildOrdering) {
    throw new HttpError(409, 'multi_child_ordering_off', 'order.multi_child_off')
  }
  const askedCrossSession = query.requireMcoCrossSession === '1' || query.requireMcoCrossSession === 'true'
  const taken = order ? await takenBy(db, order.link_group) : { subjects: new Set(), subjectlessSessions: new Set() }
  const reachable = (p: Place) => {
    if (p.store_id !== current.storeId || p.stage_type === 'pause' || !p.settings.multiChildOrdering) return false
    if (query.stageType && p.stage_type !== query.stageType) return false
    if (p.client_session_id === current.clientSession.id) return true
    return askedCrossSession && stage.multiChildOrderingCrossSession && p.settings.multiChildOrderingCrossSession
  }
  const normalised = normaliseAccessCode(code)
  const [subjectRows, sessionRows] = await Promise.all([subjectsByCode(db, normalised), sessionsByCode(db, normalised)])
  if (subjectRows.length === 0 && sessionRows.length === 0) throw noSuchCode('access_code.nothing_to_add')
  const subjects = subjectRows.filter((r) => reachable(r) && !taken.subjects.has(r.id))
  const sessions = sessionRows.filter(
    (r) =>
      reachable(r) &&
      r.stage_type === 'pre-order' &&
      r.settings.allowSubjectCodePreOrder &&
      r.settings.allowSubjectlessOrders &&
      !taken.subjectlessSessions.has(r.client_session_id),
  )
  if (subjects.length === 0 && sessions.length === 0) throw nothingFound('access_code.nothing_to_add')
  await grantSubjects(
    db,
    viewer,
    subjects.map((s) => s.id),
  )
  return {
    clientSessions: sessions.map((s) => ({ id: s.client_session_id, label: s.session_label })),
    subjects: subjects.map(toFound),
  }
}

/** B §7 GET /search/by_code; B §5 subject search: a blank code is 400, nothing found 404, each with its message key. */
export const searchByCode = async (db: Queryable, viewer: Viewer, query: SearchByCodeQuery): Promise<Found> => {
  const code = query.accessCode?.trim() ?? ''
  if (!code) {
    throw new HttpError(400, 'bad_request', 'access_code.required', { accessCode: NO_ACCESS_CODE })
  }
  return query.orderId || query.clientSession ? siblingSearch(db, viewer, code, query) : homeSearch(db, viewer, code)
}
