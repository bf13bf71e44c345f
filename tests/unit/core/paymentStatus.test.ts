import { describe, expect, it } from 'vitest'
import {
  LIVE_PAYMENT_STATUSES,
  PAYMENT_STATUSES,
  type PaymentStatus,
  paymentSettled,
  UNSETTLED_PAYMENT_STATUSES,
} from '../../../core/payments'

// Issue 13 "exactly once": where each payment status stands (docs/api.md "Payment status").
const table: [PaymentStatus, { settled: boolean; live: boolean }][] = [
  ['requires_action', { settled: false, live: true }],
  ['authorized', { settled: false, live: true }],
  ['capturing', { settled: false, live: true }],
  ['succeeded', { settled: true, live: true }],
  ['pending', { settled: true, live: true }],
  ['failed', { settled: true, live: false }],
  ['canceled', { settled: true, live: false }],
]

describe('payment statuses (issue 13)', () => {
  it('the table names every status once', () => {
    expect(table.map(([status]) => status)).toEqual([...PAYMENT_STATUSES])
  })

  it.each(table)('%s: %o', (status, { settled, live }) => {
    expect(paymentSettled(status)).toBe(settled)
    expect(LIVE_PAYMENT_STATUSES.includes(status)).toBe(live)
    expect((UNSETTLED_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status)).toBe(!settled)
  })
})
