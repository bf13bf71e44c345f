// Issue 15 point 2 (C §1 admin-only cart features, C §6): the studio's price adjustment of a parent's cart, at most
// one per order, with the reason the parent reads in the totals and on the receipt. A change like any other: one
// transaction on the locked order, checked (an order being paid or bought takes none: 409 order_locked), priced by
// core/totals.ts (refresh) and version + 1; every adjustment set or removed leaves an audit row (migration 018).
import { randomUUID } from 'node:crypto'
import { type Adjustment, adjustmentProblems, normalizeAdjustment } from '../../core/adjustment'
import type { AdjustmentRequest } from '../../core/schemas/order'
import type { Database, Queryable } from '../db/database'
import { HttpError } from '../http'
import type { MessageId } from '../messages/say'
import type { OrderRow } from './orderRows'
import { answerOf, catalogFor, checkVersion, type Expected, ownedOrder, refresh, type Viewer } from './orders'

/** Who the studio is on the audit rows: the one admin token (a named studio member once tokens have names). */
export const STUDIO = 'admin'

/** What only the studio does (the admin token); a shopper is 403 forbidden, before anything else is read. */
export const assertStudio = (viewer: Viewer, message: MessageId) => {
  if (!viewer.isAdmin) throw new HttpError(403, 'forbidden', message)
}

/** core/adjustment.ts adjustmentProblems as a 400 naming the request's fields with the form's message ids. */
const checked = (asked: AdjustmentRequest['adjustment']): Adjustment => {
  const adjustment = normalizeAdjustment(asked)
  const problems = adjustmentProblems(adjustment)
  if (Object.keys(problems).length === 0) return adjustment
  throw new HttpError(
    400,
    'invalid_adjustment',
    'admin.adjustment_invalid',
    Object.fromEntries(Object.entries(problems).map(([field, id]) => [`adjustment.${field}`, id])),
  )
}

const audit = (tx: Queryable, orderId: string, adjustment: Adjustment, removed: boolean) =>
  tx.query(
    `insert into order_adjustments (id, order_id, admin, amount, reason, removed)
     values ($1, $2, $3, $4, $5, $6)`,
    [randomUUID(), orderId, STUDIO, adjustment.amount, adjustment.reason, removed],
  )

/**
 * The adjustment written on the locked order (null removes it), audited, and the order priced again with it. The
 * stored totals are core/totals.ts orderTotals with the adjustment, the function the admin's form previews with.
 */
const adjusted = (db: Database, viewer: Viewer, orderId: string, expected: Expected, next: Adjustment | null) =>
  db.transaction(async (tx) => {
    const order = await ownedOrder(tx, viewer, orderId)
    checkVersion(order, expected)
    const catalog = await catalogFor(db, tx, order)
    const held =
      order.adjustment_amount === null
        ? null
        : { amount: order.adjustment_amount, reason: order.adjustment_reason ?? '' }
    const updated = (
      await tx.query<OrderRow>(
        `update orders set adjustment_amount = $2, adjustment_reason = $3, adjustment_by = $4,
           adjustment_at = case when $2::bigint is null then null else now() end
         where id = $1 returning *`,
        [order.id, next?.amount ?? null, next?.reason ?? null, next ? STUDIO : null],
      )
    ).rows[0]
    if (!updated) throw new Error('order missing after update')
    if (next) await audit(tx, order.id, next, false)
    else if (held) await audit(tx, order.id, held, true)
    return answerOf(db, tx, await refresh(db, tx, catalog, { ...updated, catalog_version: order.catalog_version }))
  })

/** PUT /orders/{id}/adjustment: the cart's adjustment set (one replaces the one held). */
export const setAdjustment = (
  db: Database,
  viewer: Viewer,
  orderId: string,
  body: AdjustmentRequest,
  expected: Expected,
) => adjusted(db, viewer, orderId, expected, checked(body.adjustment))

/** DELETE /orders/{id}/adjustment: the cart without an adjustment (none held: the order priced again as it is). */
export const removeAdjustment = (db: Database, viewer: Viewer, orderId: string, expected: Expected) =>
  adjusted(db, viewer, orderId, expected, null)
