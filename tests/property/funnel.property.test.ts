import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { funnelReport, type TrackRow } from '../../core/funnel'
import { FUNNEL_STEPS } from '../../core/tracking'

// Issue 15 point 4: a user reaching a step counts at every earlier step too (core/funnel.ts), so the funnel never
// widens, conversions are shares, and no day counts more users than the whole range.

const events = [...FUNNEL_STEPS, 'Payment Failed', 'Product Added'] as const
const START = Date.parse('2026-11-01T00:00:00Z')

const track = fc.record({
  storeUserId: fc.constantFrom('ann', 'ben', 'cat', 'dan', null),
  event: fc.constantFrom(...events),
  session: fc.constantFrom('s1', 's2'),
  reason: fc.constantFrom('declined', 'expired', undefined),
  minutes: fc.integer({ min: 0, max: 5 * 24 * 60 }),
})

type Track = typeof track extends fc.Arbitrary<infer T> ? T : never

const rowsOf = (tracks: readonly Track[]): TrackRow[] =>
  tracks.map((t) => ({
    storeUserId: t.storeUserId,
    event: t.event,
    properties: { clientSession: t.session, ...(t.reason ? { reason: t.reason } : {}) },
    createdAt: new Date(START + t.minutes * 60_000),
  }))

describe('funnel properties', () => {
  test.prop([fc.array(track, { maxLength: 80 }), fc.constantFrom('UTC', 'America/Los_Angeles', 'Asia/Tokyo')])(
    'counts never rise along the funnel; conversions are shares; a day never exceeds the total',
    (tracks, timeZone) => {
      const report = funnelReport(rowsOf(tracks), { range: { from: '2026-10-31', to: '2026-11-07' }, timeZone })
      for (const session of report) {
        for (const counts of [session.total, ...session.days]) {
          counts.steps.forEach((s, i) => {
            const next = counts.steps[i + 1]
            if (next) expect(next.users).toBeLessThanOrEqual(s.users)
            if (s.conversion !== null) expect(s.conversion).toBeGreaterThanOrEqual(0)
            if (s.conversion !== null) expect(s.conversion).toBeLessThanOrEqual(1)
          })
          expect(counts.failures.every((f, i) => i === 0 || f.count <= (counts.failures[i - 1]?.count ?? 0))).toBe(true)
        }
        for (const day of session.days)
          day.steps.forEach((s, i) => {
            expect(s.users).toBeLessThanOrEqual(session.total.steps[i]?.users ?? 0)
          })
      }
    },
  )

  test.prop([fc.array(track, { maxLength: 80 })])(
    'the first step counts every store user who sent any funnel event in the session',
    (tracks) => {
      const report = funnelReport(rowsOf(tracks), { range: { from: '2026-10-31', to: '2026-11-07' }, timeZone: 'UTC' })
      for (const session of report) {
        const users = new Set(
          tracks
            .filter((t) => t.session === session.clientSession && t.storeUserId !== null)
            .filter((t) => (FUNNEL_STEPS as readonly string[]).includes(t.event))
            .map((t) => t.storeUserId),
        )
        expect(session.total.steps[0]?.users).toBe(users.size)
      }
    },
  )
})
