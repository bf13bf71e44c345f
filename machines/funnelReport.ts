// Issue 15 point 4: the studio's funnel report page (/admin/report, admin mode): the studio member types a session's
// access code (or id) and, if they like, the first and last day; the report loads (GET /api/reports/funnel) and shows
// the whole range or one day. What was typed stays as typed on an error (DESIGN decision 12).
import { assign, fromPromise, setup } from 'xstate'
import type { FunnelReport } from '../core/schemas/report'
import { toChangeError } from './order'

/** What the report is asked for; empty days ask for the server's default (the last 30 days). */
export type FunnelReportRequest = { session: string; from: string; to: string }

/** Why no report shows: no code typed, no such session, wrong days, not signed in as the studio, or no answer. */
export type FunnelReportError = 'empty' | 'notFound' | 'badDays' | 'signedOut' | 'failed'

export type FunnelReportContext = FunnelReportRequest & {
  report: FunnelReport | null
  /** The day shown; null: the whole range. */
  day: string | null
  error: FunnelReportError | null
}

export type FunnelReportEvent =
  | { type: 'session.change'; session: string }
  | { type: 'from.change'; day: string }
  | { type: 'to.change'; day: string }
  | { type: 'report.load' }
  | { type: 'day.choose'; day: string | null }

const errorOf = (error: unknown): FunnelReportError => {
  const { status } = toChangeError(error)
  if (status === 404) return 'notFound'
  if (status === 400) return 'badDays'
  if (status === 401 || status === 403) return 'signedOut'
  return 'failed'
}

export const funnelReportMachine = setup({
  types: {} as { context: FunnelReportContext; events: FunnelReportEvent },
  actors: {
    loadReport: fromPromise<FunnelReport, FunnelReportRequest>(() => Promise.reject(new Error('provided by adapters'))),
  },
  actions: {
    setSession: assign((_, params: { session: string }) => ({ session: params.session })),
    setFrom: assign((_, params: { day: string }) => ({ from: params.day })),
    setTo: assign((_, params: { day: string }) => ({ to: params.day })),
    setError: assign((_, params: { error: FunnelReportError | null }) => ({ error: params.error })),
    // The days the server used (its default when none were typed) fill the inputs.
    keepReport: assign((_, params: { report: FunnelReport }) => ({
      report: params.report,
      from: params.report.from,
      to: params.report.to,
      day: null,
      error: null,
    })),
    chooseDay: assign(({ context }, params: { day: string | null }) => ({
      day: params.day !== null && context.report?.days.some((d) => d.day === params.day) ? params.day : null,
    })),
  },
  guards: {
    blank: ({ context }) => context.session.trim() === '',
  },
}).createMachine({
  id: 'funnelReport',
  context: { session: '', from: '', to: '', report: null, day: null, error: null },
  on: {
    'session.change': { actions: { type: 'setSession', params: ({ event }) => ({ session: event.session }) } },
    'from.change': { actions: { type: 'setFrom', params: ({ event }) => ({ day: event.day }) } },
    'to.change': { actions: { type: 'setTo', params: ({ event }) => ({ day: event.day }) } },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'report.load': [
          { guard: 'blank', actions: { type: 'setError', params: { error: 'empty' } } },
          { target: 'loading', actions: { type: 'setError', params: { error: null } } },
        ],
        'day.choose': { actions: { type: 'chooseDay', params: ({ event }) => ({ day: event.day }) } },
      },
    },
    loading: {
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ session: context.session.trim(), from: context.from, to: context.to }),
        onDone: {
          target: 'idle',
          actions: { type: 'keepReport', params: ({ event }) => ({ report: event.output }) },
        },
        // The report shown before stays until one loads.
        onError: {
          target: 'idle',
          actions: { type: 'setError', params: ({ event }) => ({ error: errorOf(event.error) }) },
        },
      },
    },
  },
})
