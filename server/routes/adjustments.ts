import { Hono } from 'hono'
import { AdjustmentRequest } from '../../core/schemas/order'
import { decodeOr400, idParam } from '../http'
import { assertStudio, removeAdjustment, setAdjustment } from '../services/adjustments'
import type { AppEnv } from './env'
import { expectedVersion, sendOrder, viewer } from './orders'

/**
 * Issue 15 point 2: the studio's price adjustment of a cart, set (PUT) or removed (DELETE), admin token only; both
 * answer `{ order }` with its ETag, like the coupon's calls.
 */
export const adjustmentRoutes = new Hono<AppEnv>()
  .put('/orders/:id/adjustment', async (c) => {
    assertStudio(viewer(c), 'admin.adjustment_only')
    const id = idParam(c, 'id')
    const input = decodeOr400(AdjustmentRequest, await c.req.json<unknown>(), 'invalid.adjustment')
    return sendOrder(c, await setAdjustment(c.var.deps.db, viewer(c), id, input, expectedVersion(c)), 200, 'plain')
  })
  .delete('/orders/:id/adjustment', async (c) => {
    assertStudio(viewer(c), 'admin.adjustment_only')
    const answer = await removeAdjustment(c.var.deps.db, viewer(c), idParam(c, 'id'), expectedVersion(c))
    return sendOrder(c, answer, 200, 'plain')
  })
