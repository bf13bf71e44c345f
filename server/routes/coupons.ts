import { Hono } from 'hono'
import { CouponDiscountRequest } from '../../core/schemas/order'
import { decodeOr400, idParam } from '../http'
import { applyCoupon, removeCoupon } from '../services/coupons'
import type { AppEnv } from './env'
import { expectedVersion, requestLocale, sendOrder, viewer } from './orders'

/** C §7 coupon: apply (PUT) or remove (DELETE) the order's coupon; both answer `{ order }` with its ETag. */
export const couponRoutes = new Hono<AppEnv>()
  .put('/orders/:id/coupon_discount', async (c) => {
    const id = idParam(c, 'id')
    const input = decodeOr400(CouponDiscountRequest, await c.req.json<unknown>(), 'invalid.coupon')
    const now = new Date(c.var.deps.now() * 1000)
    const answer = await applyCoupon(c.var.deps.db, viewer(c), id, input, expectedVersion(c), now, requestLocale(c))
    return sendOrder(c, answer, 200, 'plain')
  })
  .delete('/orders/:id/coupon_discount', async (c) => {
    const answer = await removeCoupon(c.var.deps.db, viewer(c), idParam(c, 'id'), expectedVersion(c))
    return sendOrder(c, answer, 200, 'plain')
  })
