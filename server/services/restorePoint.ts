// Issue 14 review: what a refunded change after purchase put back when its refund is refused for good. A refund's
// change is applied before the gateway gives the money back (server/services/orderChanges.ts), so the order as it was
// is kept on the change's row (order_changes.restore_point, migration 017) and put back in one transaction.
import type { Money } from '../../core/money'
import type { Queryable } from '../db/database'

/**
 * The order's rows a change may touch, as stored before it: the items it names with their package contents, options
 * and node photos, every photo option of the order, and the order's totals.
 */
export type RestorePoint = {
  itemIds: string[]
  items: unknown[]
  options: unknown[]
  nodes: unknown[]
  imageOptions: unknown[]
  totals: Record<(typeof TOTALS)[number], Money>
}

const TOTALS = [
  'sub_total',
  'original_sub_total',
  'total_saving',
  'coupon_discount_total',
  // Issue 15 (migration 018): the part of the studio's adjustment that applies follows the goods.
  'adjustment_total',
  'service_fee_total',
  'shipping_total',
  'total_tax',
  'total_refund',
  'total',
] as const

/** The item columns a change rewrites (orderRows.ts replaceItem, orders.ts refresh); the licence is not one. */
const ITEM_COLUMNS = [
  'quantity',
  'quantity_limit',
  'sub_total',
  'original_sub_total',
  'credit_cost',
  'total_credits',
  'additional_credits',
  'additional_credits_sub_total',
  'additional_poses',
  'additional_poses_sub_total',
  'parameters',
] as const

/** The restore point of an order before a change of the items `itemIds` (none for a change of photo options). */
export const restorePointOf = async (tx: Queryable, orderId: string, itemIds: readonly string[]) => {
  const { rows } = await tx.query<Omit<RestorePoint, 'itemIds'>>(
    `with touched as (select * from order_items where order_id = $1 and (id = any($2::uuid[]) or parent_id = any($2::uuid[])))
     select
       (select coalesce(jsonb_agg(t), '[]') from touched t) as items,
       (select coalesce(jsonb_agg(o), '[]') from order_item_options o where o.order_item_id in (select id from touched))
         as options,
       (select coalesce(jsonb_agg(n), '[]') from order_item_nodes n where n.order_item_id in (select id from touched))
         as nodes,
       (select coalesce(jsonb_agg(x), '[]') from order_image_options x where x.order_id = $1) as "imageOptions",
       (select jsonb_build_object(${TOTALS.map((c) => `'${c}', ${c}`).join(', ')}) from orders where id = $1) as totals`,
    [orderId, itemIds],
  )
  const point = rows[0]
  if (!point) throw new Error(`Order ${orderId} has no restore point`)
  return { itemIds: [...itemIds], ...point } satisfies RestorePoint
}

/**
 * Puts the order back as `point` holds it, in the caller's transaction on the locked order: the items it names (their
 * package contents, options and node photos as they were), the photo options, the totals (`totalRefund` the one before
 * plus `givenBack`, money that did go back), and the next version.
 */
export const restoreOrder = async (tx: Queryable, orderId: string, point: RestorePoint, givenBack: Money) => {
  const ids = point.itemIds
  await tx.query('delete from order_items where parent_id = any($1::uuid[])', [ids])
  await tx.query('delete from order_item_options where order_item_id = any($1::uuid[])', [ids])
  await tx.query('delete from order_item_nodes where order_item_id = any($1::uuid[])', [ids])
  await tx.query(
    `insert into order_items select * from jsonb_populate_recordset(null::order_items, $1::jsonb)
     on conflict (id) do update set ${ITEM_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}`,
    [JSON.stringify(point.items)],
  )
  await tx.query(
    'insert into order_item_options select * from jsonb_populate_recordset(null::order_item_options, $1)',
    [JSON.stringify(point.options)],
  )
  await tx.query('insert into order_item_nodes select * from jsonb_populate_recordset(null::order_item_nodes, $1)', [
    JSON.stringify(point.nodes),
  ])
  await tx.query('delete from order_image_options where order_id = $1', [orderId])
  await tx.query(
    'insert into order_image_options select * from jsonb_populate_recordset(null::order_image_options, $1)',
    [JSON.stringify(point.imageOptions)],
  )
  const totals = { ...point.totals, total_refund: point.totals.total_refund + givenBack }
  await tx.query(
    `update orders set ${TOTALS.map((c, i) => `${c} = $${i + 2}`).join(', ')}, version = version + 1,
       updated_at = now() where id = $1`,
    // A point kept before migration 018 has no adjustment_total: there were no adjustments then.
    [orderId, ...TOTALS.map((c) => totals[c] ?? 0)],
  )
}
