// Where an order is in its life (issue 12 "order state", C §3 order status, C §4 order lifecycle), and which moves
// between statuses are allowed. The spec's numeric stage codes (10 ... 1000) have no meanings shown, so they are not
// mapped; `cancelled` is its STATE_CANCELED.

export const ORDER_STATUSES = ['open', 'checkout', 'payment_pending', 'placed', 'paid', 'cancelled'] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * The allowed moves. open → checkout: customer details saved (saving again stays in checkout); open or checkout →
 * payment_pending: a payment is being made; payment_pending → checkout: it failed or was abandoned; payment_pending →
 * paid: completion; open or checkout → placed: ordered to be paid later (issue 13, the manual method), then placed →
 * paid when the money comes; anything not yet paid → cancelled (an admin, or an expired payment).
 */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  open: ['checkout', 'payment_pending', 'placed', 'cancelled'],
  checkout: ['checkout', 'payment_pending', 'placed', 'cancelled'],
  payment_pending: ['checkout', 'paid', 'cancelled'],
  placed: ['paid', 'cancelled'],
  paid: [],
  cancelled: [],
}

/** Whether an order in `from` may move to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to)
}

/**
 * Whether the order still takes changes from the shopper: items, forms, image options, coupons, clearing, removal
 * and customer details. Only before a payment starts; a change in checkout keeps the status (shipping is re-priced).
 */
export function acceptsChanges(status: OrderStatus): boolean {
  return status === 'open' || status === 'checkout'
}
