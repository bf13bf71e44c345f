// C §4 order lifecycle: a stored order is used only if it still belongs to this shop visit.

export type ExpectedOrder = {
  storeUserId: string | null
  clientSessionId: string
  stageId: string
  isPreOrder: boolean
  subjectId: string | null
}

type OrderLike = {
  readonly storeUser: string
  readonly isPreOrder: boolean
  readonly subject: string | null
  readonly clientSession: { readonly id: string }
  readonly clientSessionStage: { readonly id: string }
  /** core/orderStatus.ts; left out by callers that only compare the visit. */
  readonly status?: string
}

/** Issue 13, C §4: a paid, placed or cancelled order is no cart any more; its stored id is forgotten. */
const CLOSED_STATUSES = ['paid', 'placed', 'cancelled']

/**
 * The fields in which a loaded order differs from what this visit expects: pre-order flag, subject, store user,
 * client session or stage (C §4), or a status that ends the cart (paid, placed, cancelled). The type follows from the
 * pre-order flag. Empty means the order may be used.
 */
export const orderMismatches = (order: OrderLike, expected: ExpectedOrder): string[] =>
  [
    order.isPreOrder !== expected.isPreOrder && 'isPreOrder',
    order.subject !== expected.subjectId && 'subject',
    expected.storeUserId !== null && order.storeUser !== expected.storeUserId && 'storeUser',
    order.clientSession.id !== expected.clientSessionId && 'clientSession',
    order.clientSessionStage.id !== expected.stageId && 'stage',
    order.status !== undefined && CLOSED_STATUSES.includes(order.status) && 'status',
  ].filter((f): f is string => f !== false)

/**
 * B §3 local storage: the order id is kept per store user, stage id and type, and per subject (C §3 per-subject order
 * ids), so returning to a child finds that child's order.
 */
export const orderStorageKey = (storeUserId: string, stageId: string, type: string, subjectId: string | null = null) =>
  `picture-day.order.${storeUserId}.${stageId}.${type}.${subjectId ?? 'no-subject'}`

/**
 * B §3, B §6: an order is a pre-order when the stage is a pre-order stage or the product set carries the pre-order
 * flag; otherwise a re-order. The browser keys its stored order by it and the server stores it on a new order.
 */
export const orderTypeOf = (
  stage: { readonly type: string },
  productSet: { readonly preOrder: boolean },
): 'pre-order' | 're-order' => (stage.type === 'pre-order' || productSet.preOrder ? 'pre-order' : 're-order')
