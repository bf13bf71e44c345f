import { describe, expect, test } from 'vitest'
import {
  addDays,
  dayIn,
  emptyFunnel,
  funnelRange,
  funnelReport,
  isDay,
  MAX_FAILURE_REASONS,
  reportTimeZone,
  type TrackRow,
} from '../../../core/funnel'

// Issue 15 point 4: the studio's funnel per client session and day (C §7 tracking; steps in core/tracking.ts).

const S1 = 'session-1'
const S2 = 'session-2'
const range = { from: '2026-11-01', to: '2026-11-30' }
const utc = { range, timeZone: 'UTC' }

const row = (
  storeUserId: string | null,
  event: string,
  at: string,
  properties: Record<string, unknown> = {},
  session: string | null = S1,
): TrackRow => ({
  storeUserId,
  event,
  properties: session === null ? properties : { clientSession: session, ...properties },
  createdAt: new Date(at),
})

const usersOf = (counts: { steps: readonly { users: number }[] }) => counts.steps.map((s) => s.users)

describe('funnelReport: distinct store users per step (issue 15 point 4)', () => {
  test('a user counts once per step however often they send it; each step names its event', () => {
    const [session] = funnelReport(
      [
        row('ann', 'Shop Opened', '2026-11-10T09:00:00Z'),
        row('ann', 'Shop Opened', '2026-11-10T09:05:00Z'),
        row('ann', 'Cart Created', '2026-11-10T09:06:00Z'),
        row('ben', 'Shop Opened', '2026-11-10T10:00:00Z'),
      ],
      utc,
    )
    expect(session?.days.map((d) => d.day)).toEqual(['2026-11-10'])
    expect(session?.days[0]?.steps.map((s) => [s.step, s.users])).toEqual([
      ['Shop Opened', 2],
      ['Cart Created', 1],
      ['Checkout Started', 0],
      ['Payment Entered', 0],
      ['Order Completed', 0],
    ])
  })

  test('a later step implies the earlier ones: an order completed counts at every step (a lost event, another day)', () => {
    const [session] = funnelReport([row('ann', 'Order Completed', '2026-11-10T09:00:00Z')], utc)
    expect(usersOf(session?.total ?? emptyFunnel(S1).total)).toEqual([1, 1, 1, 1, 1])
    expect(session?.total.overall).toBe(1)
  })

  test.each([
    // users reaching each step → conversion to the next step, overall
    [[4, 2, 1, 1, 0], [0.5, 0.5, 1, 0, null], 0],
    [[2, 2, 2, 2, 1], [1, 1, 1, 0.5, null], 0.5],
    [[0, 0, 0, 0, 0], [null, null, null, null, null], null],
  ])('reaching %j converts %j, overall %j', (reached, conversion, overall) => {
    // User i's furthest step: the number of steps they reached, from the counts given.
    const furthest = Array.from({ length: reached[0] ?? 0 }, (_, user) => reached.filter((n) => n > user).length - 1)
    const steps = ['Shop Opened', 'Cart Created', 'Checkout Started', 'Payment Entered', 'Order Completed']
    const rows = furthest.map((k, user) => row(`u${user}`, steps[k] ?? '', '2026-11-10T12:00:00Z'))
    const total = funnelReport(rows, utc)[0]?.total ?? emptyFunnel(S1).total
    expect(usersOf(total)).toEqual(reached)
    expect(total.steps.map((s) => s.conversion)).toEqual(conversion)
    expect(total.overall).toBe(overall)
  })

  test('per day and over the range: a user seen on two days counts on each day and once in the total', () => {
    const [session] = funnelReport(
      [
        row('ann', 'Shop Opened', '2026-11-10T09:00:00Z'),
        row('ann', 'Checkout Started', '2026-11-11T09:00:00Z'),
        row('ben', 'Shop Opened', '2026-11-11T10:00:00Z'),
      ],
      utc,
    )
    expect(session?.days.map((d) => [d.day, usersOf(d)])).toEqual([
      ['2026-11-10', [1, 0, 0, 0, 0]],
      ['2026-11-11', [2, 1, 1, 0, 0]],
    ])
    expect(usersOf(session?.total ?? emptyFunnel(S1).total)).toEqual([2, 1, 1, 0, 0])
  })

  test('sessions apart, in id order; no store user, no session, another event or outside the range: left out', () => {
    const report = funnelReport(
      [
        row('ann', 'Shop Opened', '2026-11-10T09:00:00Z', {}, S2),
        row('ann', 'Shop Opened', '2026-11-10T09:00:00Z', {}, S1),
        row(null, 'Shop Opened', '2026-11-10T09:00:00Z'),
        row('ben', 'Shop Opened', '2026-11-10T09:00:00Z', {}, null),
        row('cat', 'Product Added', '2026-11-10T09:00:00Z'),
        row('dan', 'Shop Opened', '2026-10-31T23:59:59Z'),
        row('eve', 'Shop Opened', '2026-12-01T00:00:00Z'),
      ],
      utc,
    )
    expect(report.map((s) => [s.clientSession, usersOf(s.total)])).toEqual([
      [S1, [1, 0, 0, 0, 0]],
      [S2, [1, 0, 0, 0, 0]],
    ])
  })

  test("the day is the store's time zone's: 02:00 UTC on the 11th is still the 10th in New York", () => {
    const rows = [row('ann', 'Shop Opened', '2026-11-11T02:00:00Z')]
    expect(funnelReport(rows, utc)[0]?.days[0]?.day).toBe('2026-11-11')
    expect(funnelReport(rows, { range, timeZone: 'America/New_York' })[0]?.days[0]?.day).toBe('2026-11-10')
  })
})

describe("funnelReport: the most common 'Payment Failed' reasons", () => {
  test('counted per event, most frequent first, ties by reason, no reason last, at most five', () => {
    const failed = (user: string, reason: unknown) =>
      row(user, 'Payment Failed', '2026-11-10T09:00:00Z', reason === undefined ? {} : { reason })
    const rows = [
      failed('ann', 'Your card was declined.'),
      failed('ann', 'Your card was declined.'),
      failed('ben', 'Your card was declined.'),
      failed('ben', 'Insufficient funds'),
      failed('cat', '  Insufficient funds '),
      failed('cat', undefined),
      failed('dan', ''),
      failed('dan', 'Card expired'),
      failed('eve', 'A'),
      failed('eve', 'B'),
    ]
    const failures = funnelReport(rows, utc)[0]?.total.failures
    expect(failures).toEqual([
      { reason: 'Your card was declined.', count: 3 },
      { reason: 'Insufficient funds', count: 2 },
      { reason: null, count: 2 },
      { reason: 'A', count: 1 },
      { reason: 'B', count: 1 },
    ])
    expect(failures).toHaveLength(MAX_FAILURE_REASONS)
  })
})

describe('days and ranges', () => {
  test.each([
    ['2026-11-10', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-10', false],
    ['yesterday', false],
  ])('isDay(%s) is %s', (text, ok) => {
    expect(isDay(text)).toBe(ok)
  })

  test('addDays crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  test('dayIn: the calendar day in a zone', () => {
    expect(dayIn(new Date('2026-11-10T23:30:00Z'), 'UTC')).toBe('2026-11-10')
    expect(dayIn(new Date('2026-11-10T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-11')
  })

  test.each([
    [undefined, 'UTC'],
    [null, 'UTC'],
    ['', 'UTC'],
    ['Not/AZone', 'UTC'],
    ['America/Chicago', 'America/Chicago'],
  ])('reportTimeZone(%j) is %s', (zone, expected) => {
    expect(reportTimeZone(zone)).toBe(expected)
  })

  test.each([
    [{}, { ok: true, range: { from: '2026-10-12', to: '2026-11-10' } }],
    [{ to: '2026-11-05' }, { ok: true, range: { from: '2026-10-07', to: '2026-11-05' } }],
    [
      { from: '2026-11-01', to: '2026-11-01' },
      { ok: true, range: { from: '2026-11-01', to: '2026-11-01' } },
    ],
    // 366 days at most, both ends counted.
    [
      { from: '2025-11-10', to: '2026-11-10' },
      { ok: true, range: { from: '2025-11-10', to: '2026-11-10' } },
    ],
    [
      { from: '2025-11-09', to: '2026-11-10' },
      { ok: false, field: 'from', problem: 'length' },
    ],
    [
      { from: '2026-11-02', to: '2026-11-01' },
      { ok: false, field: 'from', problem: 'order' },
    ],
    [{ from: '2026-11-31' }, { ok: false, field: 'from', problem: 'invalid' }],
    [{ to: 'today' }, { ok: false, field: 'to', problem: 'invalid' }],
  ])('funnelRange(%j) on 2026-11-10', (asked, expected) => {
    expect(funnelRange(asked, '2026-11-10')).toEqual(expected)
  })
})
