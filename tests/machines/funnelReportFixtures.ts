import type { FunnelReport } from '../../core/schemas/report'
import { fixtures } from './fixtures'

// Issue 15 point 4: a funnel report as GET /api/reports/funnel answers it, for the report page's scenarios.

const steps = (users: readonly number[]) =>
  users.map((n, i) => {
    const next = users[i + 1]
    return {
      step:
        (['Shop Opened', 'Cart Created', 'Checkout Started', 'Payment Entered', 'Order Completed'] as const)[i] ??
        'Shop Opened',
      users: n,
      conversion: next === undefined || n === 0 ? null : next / n,
    }
  })

export const mapleFunnel: FunnelReport = {
  clientSession: {
    id: '00000000-0000-4000-8000-000000000001',
    label: 'Maple Grove Elementary: Spring Portraits 2026',
    accessCode: 'MAPLE-SPRING',
  },
  timeZone: 'UTC',
  from: '2026-10-03',
  to: '2026-11-01',
  days: [
    {
      day: '2026-10-20',
      steps: steps([4, 3, 2, 2, 1]),
      overall: 0.25,
      failures: [
        { reason: 'Your card was declined.', count: 2 },
        { reason: null, count: 1 },
      ],
    },
    { day: '2026-10-21', steps: steps([1, 1, 1, 1, 1]), overall: 1, failures: [] },
  ],
  total: {
    steps: steps([4, 3, 2, 2, 2]),
    overall: 0.5,
    failures: [
      { reason: 'Your card was declined.', count: 2 },
      { reason: null, count: 1 },
    ],
  },
}

Object.assign(fixtures, {
  'funnelReport:maple': mapleFunnel,
  'funnelReport:empty': {
    ...mapleFunnel,
    days: [],
    total: { steps: steps([0, 0, 0, 0, 0]), overall: null, failures: [] },
  },
})
