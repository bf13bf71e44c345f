// C §7 coupon calls (C §4 coupons): apply a store's coupon to an order, or remove it. Both run in the order
// transaction on the locked order row; applying also locks the coupon's row, so its uses are counted one shopper at
// a time, and records the use with a guarded insert (server/services/couponRows.ts takeCoupon).
import { randomUUID } from 'node:crypto'
import {
  COUPON_REFUSALS,
  type Coupon,
  type CouponRefusal,
  couponOnOrder,
  couponRefusal,
  normalizeCouponCode,
} from '../../core/coupons'
import { sum } from '../../core/money'
import type { CouponDiscountRequest } from '../../core/schemas/order'
import { couponProductsBase } from '../../core/totals'
import type { Database, Queryable } from '../db/database'
import { HttpError } from '../http'
import type { ServerMessage } from '../messages/say'
import { couponOf, couponUses, findCoupon, releaseCoupon, takeCoupon } from './couponRows'
import type { OrderRow } from './orderRows'
import {
  answerOf,
  catalogFor,
  checkVersion,
  type Expected,
  ownedOrder,
  refresh,
  totalsItems,
  type Viewer,
} from './orders'

/** The request path a coupon refusal names (C §7 body `order.couponDiscount.code`). */
export const COUPON_FIELD = 'order.couponDiscount.code'

/** Where a refusal's money and dates belong: the order's currency and the locale the request asked for. */
type Say = { currency: string; locale: string }

/** The sentence of each refusal, said in the request's language (the browser translates the key with the same values). */
const sentence = (code: string, refusal: CouponRefusal, { currency, locale }: Say): ServerMessage => {
  const v = refusal.values
  const money = (amount: unknown) => ({ money: Number(amount), currency, locale })
  const date = (epochMs: unknown) => ({ date: Number(epochMs), locale, style: 'medium' as const })
  switch (refusal.key) {
    case COUPON_REFUSALS.codeRequired:
      return { id: 'coupon.code_required' }
    case COUPON_REFUSALS.unknown:
      return { id: 'coupon.unknown', values: { code } }
    case COUPON_REFUSALS.notAllowed:
      return { id: 'coupon.not_allowed' }
    case COUPON_REFUSALS.notYetValid:
      return { id: 'coupon.not_yet_valid', values: { code, date: date(v.validFrom) } }
    case COUPON_REFUSALS.expired:
      return { id: 'coupon.expired', values: { code, date: date(v.validUntil) } }
    case COUPON_REFUSALS.usedUp:
      return { id: 'coupon.used_up', values: { code } }
    case COUPON_REFUSALS.usedUpForShopper:
      return { id: 'coupon.used_up_for_shopper', values: { code } }
    case COUPON_REFUSALS.minimumSpendNotMet:
      return {
        id: 'coupon.minimum_spend',
        values: { code, minimum: money(v.minimumSpend), remaining: money(v.remaining) },
      }
    case COUPON_REFUSALS.notApplicable:
      return { id: 'coupon.not_applicable', values: { code } }
  }
}

const refused = (status: 400 | 409, code: string, refusal: CouponRefusal, say: Say) =>
  new HttpError(
    status,
    refusal.key.replace('coupon_discount.', 'coupon_'),
    sentence(code, refusal, say),
    { [COUPON_FIELD]: refusal.key },
    Object.keys(refusal.values).length > 0 ? { [COUPON_FIELD]: refusal.values } : undefined,
  )

const sayFor = (locale: string, order: Pick<OrderRow, 'currency'>): Say => ({ currency: order.currency, locale })

const couponsAllowed = async (tx: Queryable, order: OrderRow) =>
  (
    await tx.query<{ allowed: boolean }>(
      // C §2: the store and the stage must both allow coupons.
      `select coalesce((st.settings ->> 'allowCoupons')::boolean, true)
              and coalesce((s.settings ->> 'allowCoupons')::boolean, true) as allowed
         from stages st join stores s on s.id = $2
        where st.id = $1`,
      [order.stage_id, order.store_id],
    )
  ).rows[0]?.allowed !== false

/**
 * C §7 PUT /orders/{id}/coupon_discount: one coupon per order, so a new one replaces the one held (only once it is
 * accepted). Refusals (C §4) are 409s naming their message key; a blank code is a 400.
 */
export const applyCoupon = async (
  db: Database,
  viewer: Viewer,
  orderId: string,
  body: CouponDiscountRequest,
  expected: Expected,
  now: Date,
  locale = 'en-US',
) => {
  const code = normalizeCouponCode(body.order.couponDiscount.code)
  return db.transaction(async (tx) => {
    const order = await ownedOrder(tx, viewer, orderId)
    checkVersion(order, expected)
    const say = sayFor(locale, order)
    if (code === '') throw refused(400, code, { key: COUPON_REFUSALS.codeRequired, values: {} }, say)
    const catalog = await catalogFor(db, tx, order)
    const row = await findCoupon(tx, order.store_id, code, true)
    if (!row) throw refused(409, code, { key: COUPON_REFUSALS.unknown, values: {} }, say)
    const coupon: Coupon = couponOf(row)
    await releaseCoupon(tx, order.id)
    const uses = await couponUses(tx, row.id, order.store_user_id)
    const items = await totalsItems(tx, catalog, order.id)
    const refusal = couponRefusal(coupon, {
      now,
      orderSubTotal: sum(items.map((i) => i.subTotal)),
      productsBase: couponProductsBase(couponOnOrder(coupon), items),
      usesTotal: uses.total,
      usesByUser: uses.byUser,
      couponsAllowed: await couponsAllowed(tx, order),
    })
    if (refusal) throw refused(409, coupon.code, refusal, say)
    if (!(await takeCoupon(tx, randomUUID(), row.id, order.id, order.store_user_id))) {
      throw refused(409, coupon.code, { key: COUPON_REFUSALS.usedUp, values: { limit: coupon.usageLimit ?? 0 } }, say)
    }
    return answerOf(db, tx, await refresh(db, tx, catalog, order))
  })
}

/** C §7 DELETE /orders/{id}/coupon_discount: the order without a coupon, its use freed (no coupon: just the order). */
export const removeCoupon = async (db: Database, viewer: Viewer, orderId: string, expected: Expected) =>
  db.transaction(async (tx) => {
    const order = await ownedOrder(tx, viewer, orderId)
    checkVersion(order, expected)
    const catalog = await catalogFor(db, tx, order)
    await releaseCoupon(tx, order.id)
    return answerOf(db, tx, await refresh(db, tx, catalog, order))
  })
