// Issue 15 point 2 (C §1 admin-only cart features, C §6): a parent who phoned pays the studio for an order placed to be
// paid later (the manual method, issue 13: `placed`, its payment `pending`). The studio records the money received
// with a note ("cheque 1042"): the payment `succeeded` and every order it placed `paid`, with paidAt, in one
// transaction; the receipt then reads Paid.
import { normalizeNote, noteProblem } from '../../../core/adminNote'
import type { OrderResponse, RecordPaymentRequest } from '../../../core/schemas/order'
import type { Database } from '../../db/database'
import { HttpError, notFound } from '../../http'
import { STUDIO } from '../adjustments'
import { getOrder, readableOrder, type Viewer } from '../orders'

const notPlaced = () => new HttpError(409, 'order_not_placed', 'admin.order_not_placed')

/**
 * POST /orders/{id}/record_payment (admin only): the order must be `placed` (409 order_not_placed otherwise, a paid
 * one too: recording twice is refused, and a repeat with the same Idempotency-Key answers as the first). Locks: the
 * payment's orders by id, then the payment row, the order a change after purchase takes them in
 * (server/services/orderChanges.ts), so the two wait for each other and never deadlock.
 */
export const recordPaymentReceived = async (
  db: Database,
  viewer: Viewer,
  orderId: string,
  body: RecordPaymentRequest,
): Promise<OrderResponse> => {
  const note = normalizeNote(body.payment.note)
  const problem = noteProblem(note)
  if (problem) throw new HttpError(400, 'invalid_note', 'admin.note_invalid', { 'payment.note': problem })
  return db.transaction(async (tx) => {
    const order = await readableOrder(tx, viewer, orderId)
    if (order.status !== 'placed' || order.payment_id === null) throw notPlaced()
    const ids = (
      await tx.query<{ order_ids: string[] }>('select order_ids from payments where id = $1', [order.payment_id])
    ).rows[0]?.order_ids
    if (!ids) throw notFound('payment')
    await tx.query('select id from orders where id = any($1::uuid[]) order by id for update', [ids])
    const received = await tx.query(
      `update payments set status = 'succeeded', paid_at = now(), received_note = $2, received_by = $3,
         updated_at = now()
       where id = $1 and status = 'pending' and method = 'manual' returning id`,
      [order.payment_id, note, STUDIO],
    )
    // Read again under the locks: another studio member's record (or a cancellation) came first.
    const placed = await tx.query(`select 1 from orders where id = $1 and status = 'placed'`, [order.id])
    if (received.rows.length === 0 || placed.rows.length === 0) throw notPlaced()
    await tx.query(
      `update orders set status = 'paid', paid_at = now(), version = version + 1, updated_at = now()
       where id = any($1::uuid[]) and status = 'placed'`,
      [ids],
    )
    return getOrder(tx, viewer, order.id)
  })
}
