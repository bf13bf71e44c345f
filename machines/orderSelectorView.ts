import type { Order } from '../core/schemas/order'
import type { SubjectSearchEvent } from './subjectSearch'

/** How an order is named in the selector: its child's name, or its reference when it has no child (or none is known). */
export type OrderSelectorLabel =
  | { readonly id: 'order_selector.child'; readonly values: { readonly name: string } }
  | { readonly id: 'order_selector.order'; readonly values: { readonly reference: string } }

export type OrderSelectorOption = {
  readonly orderId: string
  readonly label: OrderSelectorLabel
  /** The order's session (school and picture day) when it is not the current order's. */
  readonly session: string | null
  readonly current: boolean
  /** C §2 switching: sent to the subject search actor, which leaves for that order's shop. */
  readonly choose: SubjectSearchEvent
}

export type OrderSelectorView = {
  /** B §5: only with multi-child ordering on and more than one order in the group. */
  readonly shown: boolean
  readonly currentOrderId: string | null
  /** The orders of the link group, oldest first, so the list reads the same from every child's shop. */
  readonly options: readonly OrderSelectorOption[]
}

const labelOf = (name: string | null, reference: string): OrderSelectorLabel =>
  name?.trim()
    ? { id: 'order_selector.child', values: { name } }
    : { id: 'order_selector.order', values: { reference } }

/**
 * B §2 order selector in the bottom bar (B §5, C §2): the current order and its linked orders, each named by its
 * child. `currentSubjectName` is the name of the child the shop is open on (the current order's subject).
 */
export const orderSelectorView = (order: Order | null, currentSubjectName: string | null): OrderSelectorView => {
  if (!order?.clientSessionStage.multiChildOrdering || order.linkedOrders.length === 0)
    return { shown: false, currentOrderId: order?.id ?? null, options: [] }
  const here = order.clientSession.id
  const entries = [
    {
      id: order.id,
      createdAt: order.createdAt,
      clientSession: here,
      subject: order.subject,
      label: labelOf(order.subject ? currentSubjectName : null, order.orderReference),
      session: null,
    },
    ...order.linkedOrders.map((s) => ({
      id: s.id,
      createdAt: s.createdAt,
      clientSession: s.clientSession,
      subject: s.subject,
      label: labelOf(s.subject ? s.subjectName : null, s.orderReference),
      session: s.clientSession === here ? null : s.clientSessionLabel,
    })),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
  return {
    shown: true,
    currentOrderId: order.id,
    options: entries.map((e) => ({
      orderId: e.id,
      label: e.label,
      session: e.session,
      current: e.id === order.id,
      choose: { type: 'order.switch', clientSessionId: e.clientSession, orderId: e.id, subjectId: e.subject },
    })),
  }
}
