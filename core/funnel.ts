// Issue 15 point 4: the studio's funnel, read from the tracked events (C §7 tracking, core/tracking.ts): per client
// session and day, how many store users reached each step from the shop opened to the order completed, the conversion
// between steps, and why payments failed.
//
// Who counts at a step: a store user who sent that step's event, or the event of any later step, that day. A later step
// implies the earlier ones: a parent who completed an order did open the shop and start checkout, even when that event
// was sent the day before or lost (tracking is fire and forget). So the counts never rise along the funnel and a
// conversion is never above 100 %. Events without a store user or a client session cannot be counted and are left out.
import { FUNNEL_STEPS, type FunnelStep } from './tracking'

/** One stored track (B §7 POST /tracks) as the report reads it. */
export type TrackRow = {
  readonly storeUserId: string | null
  readonly event: string
  readonly properties: Readonly<Record<string, unknown>>
  readonly createdAt: Date
}

export type FunnelStepCount = {
  readonly step: FunnelStep
  /** Distinct store users who reached this step. */
  readonly users: number
  /** The share of them who reached the next step (0–1); null at the last step or when nobody reached this one. */
  readonly conversion: number | null
}

/** A reason a payment failed ('Payment Failed' property `reason`; null when none was sent) and how often. */
export type FailureReason = { readonly reason: string | null; readonly count: number }

export type FunnelCounts = {
  readonly steps: readonly FunnelStepCount[]
  /** From the first step to the last (0–1); null when nobody opened the shop. */
  readonly overall: number | null
  /** The most common payment failure reasons, most frequent first (at most MAX_FAILURE_REASONS). */
  readonly failures: readonly FailureReason[]
}

export type FunnelDay = FunnelCounts & { readonly day: string }

export type SessionFunnel = {
  readonly clientSession: string
  /** The days with counted events, in order. */
  readonly days: readonly FunnelDay[]
  /** The whole range: a store user seen on several days counts once. */
  readonly total: FunnelCounts
}

export type DayRange = { readonly from: string; readonly to: string }

export const MAX_FAILURE_REASONS = 5
/** How long a reason is shown; the rest is cut. */
export const MAX_REASON_LENGTH = 120
/** The longest range a report covers, in days. */
export const MAX_RANGE_DAYS = 366
/** The range when none is asked for: this many days up to today. */
export const DEFAULT_RANGE_DAYS = 30
/** The report's days are UTC days unless the store names its time zone. */
export const UTC = 'UTC'

const DAY_MS = 86_400_000
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30). */
export const isDay = (text: string): boolean => {
  const m = DAY.exec(text)
  return m !== null && new Date(Date.UTC(+(m[1] ?? 0), +(m[2] ?? 0) - 1, +(m[3] ?? 0))).toISOString().startsWith(text)
}

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

/** The store's IANA time zone when it names a real one, else UTC. */
export const reportTimeZone = (zone: string | null | undefined): string => {
  if (!zone) return UTC
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return UTC
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()
/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export const dayIn = (at: Date, timeZone: string): string => {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formatters.set(timeZone, format)
  }
  const part = (type: string) => format.formatToParts(at).find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/**
 * The days a report covers: as asked, or the DEFAULT_RANGE_DAYS up to `today` (a missing `to` is today, a missing
 * `from` the DEFAULT_RANGE_DAYS up to `to`). A day that does not exist, `from` after `to` or more than MAX_RANGE_DAYS
 * is refused with the field at fault.
 */
export const funnelRange = (
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): { ok: true; range: DayRange } | { ok: false; field: 'from' | 'to'; problem: 'invalid' | 'order' | 'length' } => {
  if (asked.to !== undefined && !isDay(asked.to)) return { ok: false, field: 'to', problem: 'invalid' }
  if (asked.from !== undefined && !isDay(asked.from)) return { ok: false, field: 'from', problem: 'invalid' }
  const to = asked.to ?? today
  const from = asked.from ?? addDays(to, 1 - DEFAULT_RANGE_DAYS)
  if (from > to) return { ok: false, field: 'from', problem: 'order' }
  if (Date.parse(to) - Date.parse(from) >= MAX_RANGE_DAYS * DAY_MS)
    return { ok: false, field: 'from', problem: 'length' }
  return { ok: true, range: { from, to } }
}

const STEP_INDEX = new Map<string, number>(FUNNEL_STEPS.map((step, i) => [step, i]))
const PAYMENT_FAILED = 'Payment Failed'

const reasonOf = (properties: Readonly<Record<string, unknown>>): string | null => {
  const reason = properties.reason
  const text = typeof reason === 'string' ? reason.trim() : reason == null ? '' : String(reason)
  return text === '' ? null : text.slice(0, MAX_REASON_LENGTH)
}

/** What one group of events (a session's day, or its whole range) gathers. */
type Tally = { furthest: Map<string, number>; failures: Map<string | null, number> }
const newTally = (): Tally => ({ furthest: new Map(), failures: new Map() })

const add = (tally: Tally, row: TrackRow & { storeUserId: string }) => {
  const step = STEP_INDEX.get(row.event)
  if (step !== undefined) tally.furthest.set(row.storeUserId, Math.max(step, tally.furthest.get(row.storeUserId) ?? -1))
  if (row.event === PAYMENT_FAILED) {
    const reason = reasonOf(row.properties)
    tally.failures.set(reason, (tally.failures.get(reason) ?? 0) + 1)
  }
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole)

const countsOf = ({ furthest, failures }: Tally): FunnelCounts => {
  // A user whose furthest step is k reached steps 0..k.
  const users = FUNNEL_STEPS.map((_, i) => [...furthest.values()].filter((k) => k >= i).length)
  return {
    steps: FUNNEL_STEPS.map((step, i) => ({
      step,
      users: users[i] ?? 0,
      conversion: i + 1 < users.length ? ratio(users[i + 1] ?? 0, users[i] ?? 0) : null,
    })),
    overall: ratio(users.at(-1) ?? 0, users[0] ?? 0),
    failures: [...failures]
      .map(([reason, count]) => ({ reason, count }))
      .sort(
        (a, b) =>
          b.count - a.count ||
          (a.reason === null ? 1 : b.reason === null ? -1 : a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0),
      )
      .slice(0, MAX_FAILURE_REASONS),
  }
}

/**
 * The funnel of every client session (property `clientSession`) in `rows`, per day of `timeZone` within `range` and
 * over the whole range. Sessions in id order; rows outside the range, without a store user or a session are ignored.
 */
export const funnelReport = (
  rows: readonly TrackRow[],
  { range, timeZone }: { range: DayRange; timeZone: string },
): SessionFunnel[] => {
  const sessions = new Map<string, { days: Map<string, Tally>; total: Tally }>()
  for (const row of rows) {
    const session = row.properties.clientSession
    const { storeUserId } = row
    if (typeof session !== 'string' || storeUserId === null) continue
    const day = dayIn(row.createdAt, timeZone)
    if (day < range.from || day > range.to) continue
    let entry = sessions.get(session)
    if (!entry) {
      entry = { days: new Map(), total: newTally() }
      sessions.set(session, entry)
    }
    let tally = entry.days.get(day)
    if (!tally) {
      tally = newTally()
      entry.days.set(day, tally)
    }
    add(tally, { ...row, storeUserId })
    add(entry.total, { ...row, storeUserId })
  }
  return [...sessions]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([clientSession, { days, total }]) => ({
      clientSession,
      days: [...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, tally]) => ({ day, ...countsOf(tally) })),
      total: countsOf(total),
    }))
}

/** The funnel of a session with nothing tracked in the range: every count 0. */
export const emptyFunnel = (clientSession: string): SessionFunnel => ({
  clientSession,
  days: [],
  total: countsOf(newTally()),
})
