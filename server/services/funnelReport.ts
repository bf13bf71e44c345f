import { Schema } from 'effect'
import { dayIn, emptyFunnel, funnelRange, funnelReport, reportTimeZone, type TrackRow } from '../../core/funnel'
import { Id } from '../../core/schemas/common'
import type { FunnelReport, FunnelReportQuery } from '../../core/schemas/report'
import { FUNNEL_STEPS } from '../../core/tracking'
import type { Queryable } from '../db/database'
import { HttpError, notFound } from '../http'
import { normaliseAccessCode } from './catalog'

// Issue 15 point 4: the studio's funnel of one client session (GET /api/reports/funnel, npm run report -- funnel).
// SQL reads the session's funnel events (index of migration 020); core/funnel.ts counts them.

const isId = Schema.is(Id)
const READ_EVENTS = [...FUNNEL_STEPS, 'Payment Failed']
const RANGE_PROBLEMS = {
  invalid: 'Expected a day written YYYY-MM-DD',
  order: 'The first day comes after the last',
  length: 'A report covers at most 366 days',
} as const

type SessionRow = { id: string; label: string; access_code: string; time_zone: string | null }
type TrackDbRow = { store_user_id: string | null; event: string; properties: Record<string, unknown>; created_at: Date }

/**
 * The funnel of a client session (its id or its access code) over the asked days, by day of the store's time zone
 * (UTC when it names none); without days, the last 30 up to today. An unknown session is 404; a bad day or range 400.
 */
export const readFunnelReport = async (db: Queryable, query: FunnelReportQuery, now: Date): Promise<FunnelReport> => {
  const { rows: sessions } = await db.query<SessionRow>(
    `select s.id, s.label, s.access_code, st.settings ->> 'timeZone' as time_zone
       from client_sessions s join stores st on st.id = s.store_id
      where ${isId(query.session) ? 's.id = $1' : 's.access_code = $1'}`,
    [isId(query.session) ? query.session : normaliseAccessCode(query.session)],
  )
  const session = sessions[0]
  if (!session) throw notFound('client_session')
  const timeZone = reportTimeZone(session.time_zone)
  const checked = funnelRange(query, dayIn(now, timeZone))
  if (!checked.ok)
    throw new HttpError(400, 'bad_request', 'invalid.report_days', { [checked.field]: RANGE_PROBLEMS[checked.problem] })
  const { range } = checked
  // UTC days around the range: a day of any time zone lies within them; core/funnel.ts keeps the range's own.
  const { rows } = await db.query<TrackDbRow>(
    `select store_user_id, event, properties, created_at from tracks
      where properties ->> 'clientSession' = $1 and event = any($4::text[])
        and created_at >= ($2::date - 1)::timestamp at time zone 'UTC'
        and created_at < ($3::date + 2)::timestamp at time zone 'UTC'`,
    [session.id, range.from, range.to, READ_EVENTS],
  )
  const tracks: TrackRow[] = rows.map((r) => ({
    storeUserId: r.store_user_id,
    event: r.event,
    properties: r.properties,
    createdAt: r.created_at,
  }))
  const funnel = funnelReport(tracks, { range, timeZone })[0] ?? emptyFunnel(session.id)
  return {
    clientSession: { id: session.id, label: session.label, accessCode: session.access_code },
    timeZone,
    ...range,
    days: funnel.days,
    total: funnel.total,
  }
}
