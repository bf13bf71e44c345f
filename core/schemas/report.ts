// Issue 15 point 4: the studio's funnel report (core/funnel.ts), GET /api/reports/funnel (admin only). Paths:
// docs/api.md.
import { Schema } from 'effect'
import { FUNNEL_STEPS } from '../tracking'
import { Id, NonNegativeInt, Text } from './common'

/** GET /api/reports/funnel?session=&from=&to=: the session by its id or access code, days as YYYY-MM-DD. */
export const FunnelReportQuery = Schema.Struct({
  session: Schema.NonEmptyString.check(Schema.isMaxLength(100)),
  from: Schema.optionalKey(Text(10)),
  to: Schema.optionalKey(Text(10)),
})
export type FunnelReportQuery = typeof FunnelReportQuery.Type

const Share = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(1))

export const FunnelCounts = Schema.Struct({
  steps: Schema.Array(
    Schema.Struct({ step: Schema.Literals(FUNNEL_STEPS), users: NonNegativeInt, conversion: Schema.NullOr(Share) }),
  ),
  overall: Schema.NullOr(Share),
  failures: Schema.Array(Schema.Struct({ reason: Schema.NullOr(Schema.String), count: NonNegativeInt })),
})
export type FunnelCounts = typeof FunnelCounts.Type

/** The funnel of one client session from `from` to `to` (days of `timeZone`, YYYY-MM-DD). */
export const FunnelReport = Schema.Struct({
  clientSession: Schema.Struct({ id: Id, label: Schema.String, accessCode: Schema.String }),
  timeZone: Schema.String,
  from: Schema.String,
  to: Schema.String,
  days: Schema.Array(Schema.Struct({ day: Schema.String, ...FunnelCounts.fields })),
  total: FunnelCounts,
})
export type FunnelReport = typeof FunnelReport.Type

export const FunnelReportResponse = Schema.Struct({ report: FunnelReport })
export type FunnelReportResponse = typeof FunnelReportResponse.Type
