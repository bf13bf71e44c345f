// Issue 15 point 4: the studio's funnel (GET /api/reports/funnel, admin only; npm run report -- funnel) on a seeded set
// of tracked events (C §7 tracking): per day of the store's time zone (UTC in the demo), the distinct store users at
// each step, the conversions and the most common payment failure reasons.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { type FunnelReport, FunnelReportResponse } from '../../core/schemas/report'
import { funnelTable } from '../../server/funnelTable'
import { demoId } from '../../server/seed/ids'
import { readFunnelReport } from '../../server/services/funnelReport'
import { type Api, decode, startApi } from './harness'

const ADMIN = 'admin-secret-token'
const SPRING = demoId('session:spring-reorders')
const OAKRIDGE = demoId('session:oakridge-portraits')

let api: Api

const users = Array.from({ length: 5 }, () => randomUUID())
const [ann, ben, cat, dan, eve] = users as [string, string, string, string, string]

/** One stored track of `user` in `session` at `at`, as POST /tracks stores it. */
const track = (
  user: string | null,
  event: string,
  at: string,
  properties: Record<string, unknown> = {},
  session = SPRING,
) =>
  api.db.query('insert into tracks (id, store_user_id, event, properties, created_at) values ($1, $2, $3, $4, $5)', [
    randomUUID(),
    user,
    event,
    { store: 'demo', clientSession: session, ...properties },
    new Date(at),
  ])

beforeAll(async () => {
  api = await startApi()
  for (const id of users) await api.db.query('insert into store_users (id) values ($1)', [id])
  // 20 October: four parents open the shop, three create a cart, two start checkout and enter a payment (one fails
  // twice, then pays), one completes the order.
  for (const u of [ann, ben, cat, dan]) await track(u, 'Shop Opened', '2026-10-20T09:00:00Z')
  for (const u of [ann, ben, cat]) await track(u, 'Cart Created', '2026-10-20T09:10:00Z')
  for (const u of [ann, ben]) await track(u, 'Checkout Started', '2026-10-20T09:20:00Z')
  for (const u of [ann, ben]) await track(u, 'Payment Entered', '2026-10-20T09:30:00Z')
  await track(ben, 'Payment Failed', '2026-10-20T09:31:00Z', { reason: 'Your card was declined.' })
  await track(ben, 'Payment Failed', '2026-10-20T09:32:00Z', { reason: 'Your card was declined.' })
  await track(cat, 'Payment Failed', '2026-10-20T09:33:00Z', { reason: 'Your card has insufficient funds.' })
  await track(ann, 'Order Completed', '2026-10-20T09:40:00Z')
  // 21 October, late in the UTC day: Ben comes back and completes his order (no shop opened tracked: it counts).
  await track(ben, 'Order Completed', '2026-10-21T23:30:00Z')
  // Not counted: another session, an event without a store user, an event not in the funnel, before the range.
  await track(eve, 'Shop Opened', '2026-10-20T09:00:00Z', {}, OAKRIDGE)
  await track(null, 'Shop Opened', '2026-10-20T09:00:00Z')
  await track(eve, 'Product Added', '2026-10-20T09:00:00Z')
  await track(eve, 'Shop Opened', '2026-09-01T09:00:00Z')
}, 60_000)
afterAll(() => api.close())

const funnel = async (query: string, token = ADMIN) => api.get(`/reports/funnel?${query}`, token)
const usersAt = (counts: { steps: readonly { users: number }[] }) => counts.steps.map((s) => s.users)

describe('GET /api/reports/funnel (issue 15 point 4)', () => {
  let report: FunnelReport

  it('the admin reads the session by its access code: the last 30 days up to today, in UTC days', async () => {
    const res = await funnel('session=maple-spring')
    expect(res.status).toBe(200)
    report = (await decode(FunnelReportResponse, res)).report
    // The harness's clock: 1 November 2026.
    expect([report.clientSession.id, report.clientSession.accessCode, report.from, report.to, report.timeZone]).toEqual(
      [SPRING, 'MAPLE-SPRING', '2026-10-03', '2026-11-01', 'UTC'],
    )
  })

  it('per day: distinct store users per step, a later step counting the earlier ones, and the conversions', () => {
    expect(report.days.map((d) => [d.day, usersAt(d)])).toEqual([
      ['2026-10-20', [4, 3, 2, 2, 1]],
      ['2026-10-21', [1, 1, 1, 1, 1]],
    ])
    const [first] = report.days
    expect(first?.steps.map((s) => s.conversion)).toEqual([0.75, 2 / 3, 1, 0.5, null])
    expect(first?.overall).toBe(0.25)
  })

  it('over the range each store user counts once; the most common payment failure reasons first', () => {
    expect(usersAt(report.total)).toEqual([4, 3, 2, 2, 2])
    expect(report.total.overall).toBe(0.5)
    expect(report.total.failures).toEqual([
      { reason: 'Your card was declined.', count: 2 },
      { reason: 'Your card has insufficient funds.', count: 1 },
    ])
  })

  it('the same session by its id, for one day', async () => {
    const res = await funnel(`session=${SPRING}&from=2026-10-21&to=2026-10-21`)
    const { days, total } = (await decode(FunnelReportResponse, res)).report
    expect(days.map((d) => d.day)).toEqual(['2026-10-21'])
    expect(usersAt(total)).toEqual([1, 1, 1, 1, 1])
  })

  it("the day is the store's time zone's when it names one (Ben's 23:30 UTC is the 21st, 7:30 pm in New York)", async () => {
    const settings = `jsonb_set(settings, '{timeZone}', '"America/New_York"')`
    await api.db.query(
      `update stores set settings = ${settings} where id = (select store_id from client_sessions where id = $1)`,
      [SPRING],
    )
    try {
      const res = await funnel('session=MAPLE-SPRING&from=2026-10-21&to=2026-10-21')
      const { timeZone, total } = (await decode(FunnelReportResponse, res)).report
      expect(timeZone).toBe('America/New_York')
      expect(usersAt(total)).toEqual([1, 1, 1, 1, 1])
      const res20 = await funnel('session=MAPLE-SPRING&from=2026-10-20&to=2026-10-20')
      // 09:00 UTC is 5 am in New York: the 20th still has its four parents.
      expect(usersAt((await decode(FunnelReportResponse, res20)).report.total)).toEqual([4, 3, 2, 2, 1])
    } finally {
      await api.db.query(`update stores set settings = settings - 'timeZone'`)
    }
  })

  it('a shopper is refused (403 forbidden)', async () => {
    const res = await funnel('session=MAPLE-SPRING', await api.newShopper())
    expect(res.status).toBe(403)
    expect((await decode(ErrorBody, res)).error.code).toBe('forbidden')
  })

  it('an unknown session is 404', async () => {
    for (const session of ['NO-SUCH-CODE', randomUUID()]) {
      const res = await funnel(`session=${session}`)
      expect(res.status).toBe(404)
      expect((await decode(ErrorBody, res)).error.code).toBe('not_found')
    }
  })

  it.each([
    ['session=MAPLE-SPRING&from=2026-02-30', 'from'],
    ['session=MAPLE-SPRING&to=yesterday', 'to'],
    ['session=MAPLE-SPRING&from=2026-10-21&to=2026-10-20', 'from'],
    ['session=MAPLE-SPRING&from=2024-01-01&to=2026-10-20', 'from'],
    ['from=2026-10-20', 'session'],
  ])('bad days or no session: 400 naming the field (%s)', async (query, field) => {
    const res = await funnel(query)
    expect(res.status).toBe(400)
    const { error } = await decode(ErrorBody, res)
    expect(error.code).toBe('bad_request')
    expect(Object.keys(error.fields ?? {})).toEqual([field])
  })
})

describe('npm run report -- funnel (server/funnelTable.ts over server/services/funnelReport.ts)', () => {
  it('prints the same numbers as a table with bars and the conversion to the next step', async () => {
    const text = funnelTable(
      await readFunnelReport(api.db, { session: 'MAPLE-SPRING', from: '2026-10-20', to: '2026-10-21' }, new Date()),
    )
    const lines = text.split('\n')
    expect(lines[0]).toBe(
      'Funnel of "Maple Grove Elementary: Spring Portraits 2026" (MAPLE-SPRING), 2026-10-20 to 2026-10-21, days in UTC',
    )
    const day = lines.indexOf('2026-10-20')
    expect(lines.slice(day, day + 8)).toEqual([
      '2026-10-20',
      `  Shop Opened       4  ${'█'.repeat(30)}  → 75%`,
      `  Cart Created      3  ${'█'.repeat(23).padEnd(30)}  → 67%`,
      `  Checkout Started  2  ${'█'.repeat(15).padEnd(30)}  → 100%`,
      `  Payment Entered   2  ${'█'.repeat(15).padEnd(30)}  → 50%`,
      `  Order Completed   1  ${'█'.repeat(8)}`,
      '  Overall: 25% of the store users who opened the shop completed an order',
      '  Payment failures: 2 × Your card was declined. · 1 × Your card has insufficient funds.',
    ])
    expect(lines).toContain('2026-10-21')
    expect(lines[2]).toBe('All days')
  })

  it('a range with nothing tracked says so', async () => {
    const text = funnelTable(
      await readFunnelReport(api.db, { session: 'OAKRIDGE-SPRING', from: '2026-10-01', to: '2026-10-02' }, new Date()),
    )
    expect(text).toContain('  Shop Opened       0')
    expect(text.trimEnd().split('\n').at(-1)).toBe('Nothing was tracked in this session on these days.')
  })
})
