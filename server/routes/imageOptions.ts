import { Hono } from 'hono'
import { SaveImageOptionsRequest } from '../../core/schemas/order'
import { decodeOr400, idParam } from '../http'
import { changeOrder } from '../services/orderChanges'
import type { AppEnv } from './env'
import { expectedVersion, requestLocale, sendOrder, viewer } from './orders'

/**
 * C §7 image options of an order: save (one entry per photo and group) and remove; both answer `{ order }`. On a paid
 * or placed order they are changes after purchase (issue 14, server/services/orderChanges.ts).
 */
export const imageOptionRoutes = new Hono<AppEnv>()
  .put('/orders/:id/image_options', async (c) => {
    const id = idParam(c, 'id')
    const input = decodeOr400(SaveImageOptionsRequest, await c.req.json<unknown>(), 'image options')
    const request = { kind: 'image_options', entries: input.orderImageOptions } as const
    const now = new Date(c.var.deps.now() * 1000)
    const answer = await changeOrder(
      c.var.deps,
      viewer(c),
      { orderId: id },
      request,
      expectedVersion(c),
      now,
      requestLocale(c),
    )
    return sendOrder(c, answer, 200, 'plain')
  })
  .delete('/order_image_options/:id', async (c) => {
    const id = idParam(c, 'id')
    const request = { kind: 'remove_image_option', imageOptionId: id } as const
    const now = new Date(c.var.deps.now() * 1000)
    const answer = await changeOrder(c.var.deps, viewer(c), { imageOptionId: id }, request, expectedVersion(c), now)
    return sendOrder(c, answer, 200, 'plain')
  })
