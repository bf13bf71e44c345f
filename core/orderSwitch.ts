// C §2, B §2 switching to a linked order: the browser goes to the shop of the order's client session, which loads the
// order named by oid (machines/order.ts) and opens on the order's subject.

export type OrderSwitch = {
  readonly clientSessionId: string
  readonly orderId: string
  /** The order's subject; null for an order without one (a session pre-order). */
  readonly subjectId: string | null
}

/**
 * C §2: `/cart/{clientSessionId}` with `mco-cross-session=true`, `oid={orderId}`, and `subjectUid={subjectId}` when the
 * order has a subject, else `clearSessionAuthentication=true` (the shop then forgets the student chosen before).
 * `page` is an in-app route to open instead of the home route (the admin opens a cart at `/view`).
 */
export const switchOrderUrl = ({ clientSessionId, orderId, subjectId }: OrderSwitch, page = ''): string => {
  const query = new URLSearchParams({ 'mco-cross-session': 'true', oid: orderId })
  if (subjectId) query.set('subjectUid', subjectId)
  else query.set('clearSessionAuthentication', 'true')
  return `/cart/${encodeURIComponent(clientSessionId)}${page}?${query.toString()}`
}
