import { describe, expect, it } from 'vitest'
import { acceptsChanges, canTransition, ORDER_STATUSES, type OrderStatus } from '../../../core/orderStatus'

// Every pair of statuses: the moves of docs/architecture.md "Order status", and no other.
const allowed: [OrderStatus, OrderStatus][] = [
  ['open', 'checkout'],
  ['open', 'payment_pending'],
  ['open', 'placed'],
  ['open', 'cancelled'],
  ['checkout', 'checkout'],
  ['checkout', 'payment_pending'],
  ['checkout', 'placed'],
  ['checkout', 'cancelled'],
  ['payment_pending', 'checkout'],
  ['payment_pending', 'paid'],
  ['payment_pending', 'cancelled'],
  // Issue 13: manual payment, ordered now and paid later.
  ['placed', 'paid'],
  ['placed', 'cancelled'],
]
const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to): [OrderStatus, OrderStatus] => [from, to]))
const isAllowed = (from: OrderStatus, to: OrderStatus) => allowed.some(([f, t]) => f === from && t === to)

describe('order status (issue 12 order state, C §3 order status, C §4 order lifecycle)', () => {
  it.each(pairs)('C §4 order lifecycle: %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(isAllowed(from, to))
  })

  it('C §3 order status: a paid or cancelled (STATE_CANCELED) order moves nowhere', () => {
    expect(ORDER_STATUSES.some((to) => canTransition('paid', to) || canTransition('cancelled', to))).toBe(false)
  })

  it.each([
    ['open', true],
    ['checkout', true],
    ['payment_pending', false],
    ['placed', false],
    ['paid', false],
    ['cancelled', false],
  ] as const)('issue 12: an order in %s takes item changes: %s', (status, expected) => {
    expect(acceptsChanges(status)).toBe(expected)
  })
})
