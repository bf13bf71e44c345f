import type { SnapshotFrom } from 'xstate'
import type { FunnelCounts } from '../core/schemas/report'
import type { FunnelStep } from '../core/tracking'
import type { FunnelReportError, FunnelReportEvent, funnelReportMachine } from './funnelReport'

/** One bar of the funnel: the shoppers at a step, the bar's length and the share who went on to the next step. */
export type FunnelBarView = {
  readonly step: FunnelStep
  readonly labelId: (typeof STEP_LABELS)[FunnelStep]
  readonly users: number
  /** The bar's length in % of the first step's (0–100); a step with someone at it is never drawn empty. */
  readonly width: number
  /** The share who reached the next step (0–1); null at the last step or with nobody here. */
  readonly conversion: number | null
}

/** One row of the per-day table: the shoppers who opened the shop and completed an order, the conversion. */
export type FunnelDayRowView = {
  readonly day: string
  readonly opened: number
  readonly completed: number
  readonly overall: number | null
  /** Its funnel is the one shown. */
  readonly selected: boolean
}

export type FunnelReportView = {
  /** What the studio member typed, kept as typed. */
  readonly session: string
  readonly from: string
  readonly to: string
  readonly loading: boolean
  readonly error: { readonly id: (typeof ERRORS)[FunnelReportError] } | null
  /** Not signed in as the studio: the page links to the sign-in. */
  readonly signIn: boolean
  readonly report: {
    readonly label: string
    readonly accessCode: string
    readonly from: string
    readonly to: string
    readonly timeZone: string
    /** The day whose funnel shows; null: the whole range. */
    readonly day: string | null
    readonly bars: readonly FunnelBarView[]
    readonly overall: number | null
    readonly failures: readonly { readonly reason: string | null; readonly count: number }[]
    /** Nothing was tracked in the session on these days. */
    readonly empty: boolean
    readonly days: readonly FunnelDayRowView[]
  } | null
  readonly events: {
    readonly changeSession: (session: string) => FunnelReportEvent
    readonly changeFrom: (day: string) => FunnelReportEvent
    readonly changeTo: (day: string) => FunnelReportEvent
    readonly load: FunnelReportEvent
    /** Shows a day's funnel; null: the whole range's. */
    readonly chooseDay: (day: string | null) => FunnelReportEvent
  }
}

const STEP_LABELS = {
  'Shop Opened': 'report.step_shop_opened',
  'Cart Created': 'report.step_cart_created',
  'Checkout Started': 'report.step_checkout_started',
  'Payment Entered': 'report.step_payment_entered',
  'Order Completed': 'report.step_order_completed',
} as const

const ERRORS = {
  empty: 'report.error_empty',
  notFound: 'report.error_not_found',
  badDays: 'report.error_days',
  signedOut: 'report.error_signed_out',
  failed: 'report.error_failed',
} as const

const barsOf = (counts: FunnelCounts): FunnelBarView[] => {
  const first = counts.steps[0]?.users ?? 0
  return counts.steps.map((s) => ({
    step: s.step,
    labelId: STEP_LABELS[s.step],
    users: s.users,
    width: first === 0 || s.users === 0 ? 0 : Math.max(1, Math.round((s.users / first) * 100)),
    conversion: s.conversion,
  }))
}

/** Issue 15 point 4: the funnel report page as the view shows it (machines/funnelReport.ts). */
export const funnelReportView = (snapshot: SnapshotFrom<typeof funnelReportMachine>): FunnelReportView => {
  const { session, from, to, report, day, error } = snapshot.context
  const shown = report && (report.days.find((d) => d.day === day) ?? report.total)
  return {
    session,
    from,
    to,
    loading: snapshot.matches('loading'),
    error: error ? { id: ERRORS[error] } : null,
    signIn: error === 'signedOut',
    report:
      report && shown
        ? {
            label: report.clientSession.label,
            accessCode: report.clientSession.accessCode,
            from: report.from,
            to: report.to,
            timeZone: report.timeZone,
            day,
            bars: barsOf(shown),
            overall: shown.overall,
            failures: shown.failures,
            empty: report.days.length === 0,
            days: report.days.map((d) => ({
              day: d.day,
              opened: d.steps[0]?.users ?? 0,
              completed: d.steps.at(-1)?.users ?? 0,
              overall: d.overall,
              selected: d.day === day,
            })),
          }
        : null,
    events: {
      changeSession: (next) => ({ type: 'session.change', session: next }),
      changeFrom: (next) => ({ type: 'from.change', day: next }),
      changeTo: (next) => ({ type: 'to.change', day: next }),
      load: { type: 'report.load' },
      chooseDay: (next) => ({ type: 'day.choose', day: next }),
    },
  }
}
