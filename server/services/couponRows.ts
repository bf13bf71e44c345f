// Reading coupon rows (migration 008) as core/coupons.ts Coupons, and the use an order holds.
import type { Coupon } from '../../core/coupons'
import type { Queryable } from '../db/database'

export type CouponRow = {
  id: string
  store_id: string
  code: string
  kind: Coupon['kind']
  amount: string | number
  applies_to: Coupon['appliesTo']
  applies_to_packages: boolean
  minimum_spend: string | number | null
  valid_from: Date | null
  valid_until: Date | null
  usage_limit: number | null
  usage_limit_per_user: number | null
}

export const couponOf = (r: CouponRow): Coupon => ({
  code: r.code,
  kind: r.kind,
  amount: Number(r.amount),
  appliesTo: r.applies_to,
  appliesToPackages: r.applies_to_packages,
  minimumSpend: r.minimum_spend === null ? null : Number(r.minimum_spend),
  validFrom: r.valid_from,
  validUntil: r.valid_until,
  usageLimit: r.usage_limit,
  usageLimitPerUser: r.usage_limit_per_user,
})

/** The store's coupon with this code, whatever its case (the code trimmed by the caller), locked when asked. */
export const findCoupon = async (tx: Queryable, storeId: string, code: string, lock: boolean) =>
  (
    await tx.query<CouponRow>(
      `select * from coupons where store_id = $1 and lower(code) = lower($2)${lock ? ' for update' : ''}`,
      [storeId, code],
    )
  ).rows[0] ?? null

/** The coupon the order holds (its use), or null. */
export const heldCoupon = async (tx: Queryable, orderId: string): Promise<Coupon | null> => {
  const row = (
    await tx.query<CouponRow>(
      'select c.* from coupon_uses u join coupons c on c.id = u.coupon_id where u.order_id = $1',
      [orderId],
    )
  ).rows[0]
  return row ? couponOf(row) : null
}

/** Frees the order's use of its coupon (removed, replaced, or its minimum spend no longer met). */
export const releaseCoupon = async (tx: Queryable, orderId: string) => {
  await tx.query('delete from coupon_uses where order_id = $1', [orderId])
}

/** Orders holding the coupon, over all shoppers and for one store user. */
export const couponUses = async (tx: Queryable, couponId: string, storeUserId: string) => {
  const row = (
    await tx.query<{ total: number; by_user: number }>(
      `select count(*)::int as total, (count(*) filter (where store_user_id = $2))::int as by_user
       from coupon_uses where coupon_id = $1`,
      [couponId, storeUserId],
    )
  ).rows[0]
  return { total: row?.total ?? 0, byUser: row?.by_user ?? 0 }
}

/**
 * Records the order's use in one guarded statement: the row goes in only while the coupon's limits leave room, so
 * two shoppers racing for its last use cannot both get it. Answers whether it went in.
 */
export const takeCoupon = async (
  tx: Queryable,
  useId: string,
  couponId: string,
  orderId: string,
  storeUserId: string,
) =>
  (
    await tx.query<{ id: string }>(
      `insert into coupon_uses (id, coupon_id, order_id, store_user_id)
       select $1, c.id, $3, $4 from coupons c
       where c.id = $2
         and (c.usage_limit is null
           or (select count(*) from coupon_uses u where u.coupon_id = c.id) < c.usage_limit)
         and (c.usage_limit_per_user is null
           or (select count(*) from coupon_uses u where u.coupon_id = c.id and u.store_user_id = $4)
             < c.usage_limit_per_user)
       returning id`,
      [useId, couponId, orderId, storeUserId],
    )
  ).rows.length === 1
