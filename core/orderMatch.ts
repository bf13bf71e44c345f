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
}

/**
 * The fields in which a loaded order differs from what this visit expects: pre-order flag, subject, store user,
 * client session or stage (C §4). The type follows from the pre-order flag. Empty means the order may be used.
 */
export const orderMismatches = (order: OrderLike, expected: ExpectedOrder): string[] =>
  [
    order.isPreOrder !== expected.isPreOrder && 'isPreOrder',
    order.subject !== expected.subjectId && 'subject',
    expected.storeUserId !== null && order.storeUser !== expected.storeUserId && 'storeUser',
    order.clientSession.id !== expected.clientSessionId && 'clientSession',
    order.clientSessionStage.id !== expected.stageId && 'stage',
  ].filter((f): f is string => f !== false)

/** B §3 local storage: the order id is kept per store user, stage id and type. */
export const orderStorageKey = (storeUserId: string, stageId: string, type: string) =>
  `picture-day.order.${storeUserId}.${stageId}.${type}`
