// Issue 15 point 2, C §6: the admin opens any shopper's order by the reference the parent reads out.
import { acceptsChanges, type OrderStatus } from './orderStatus'
import { switchOrderUrl } from './orderSwitch'

/** The longest reference worth looking up: references are 8 characters (server/services/orders.ts). */
export const MAX_REFERENCE_LENGTH = 32

/** A reference as typed or read out over the phone: without surrounding spaces, in capitals. */
export const normalizeReference = (typed: string): string => typed.trim().toUpperCase()

export type AdminOrderTarget = {
  readonly id: string
  readonly reference: string
  readonly status: OrderStatus
  readonly clientSession: string
  readonly subject: string | null
}

/**
 * Where an order opens for the admin: a cart (or one being paid) in its shop's cart, reached as C §2 switches to an
 * order (`/cart/{session}/view?mco-cross-session=true&oid=…` with `subjectUid` or `clearSessionAuthentication`); a
 * placed, paid or cancelled order on its order page (`/cart/{session}/order/{reference}`).
 */
export const adminOrderAddress = (order: AdminOrderTarget): string =>
  acceptsChanges(order.status) || order.status === 'payment_pending'
    ? switchOrderUrl({ clientSessionId: order.clientSession, orderId: order.id, subjectId: order.subject }, '/view')
    : `/cart/${encodeURIComponent(order.clientSession)}/order/${encodeURIComponent(order.reference)}`
