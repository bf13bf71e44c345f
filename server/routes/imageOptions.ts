import { Hono } from 'hono'
import { RemoveImageOptionQuery, SaveImageOptionsRequest } from '../../core/schemas/order'
import { decodeOr400, idParam } from '../http'
import { changeOrder } from '../services/orderChanges'
import type { AppEnv } from './env'
import { expectedVersion, requestLocale, sendOrder, viewer } from './orders'

/**
 * C §7 image options of an order: save (one entry per photo and group) and remove; both answer `{ order }`. On a paid
 * or placed order they are changes after purchase (issue 14, server/services/orderChanges.ts) and carry the difference
 * the parent confirmed (`confirmedAmount`: in the body, or the query of a removal).
 */
export const imageOptionRoutes = new Hono<AppEnv>()
  .put('/orders/:id/image_options', async (c) => {
    const id = idParam(c, 'id')
    const input = decodeOr400(SaveImageOptionsRequest, await c.req.json<unknown>(), 'invalid.image_options')
    const request = { kind: 'image_options', entries: input.orderImageOptions } as const
    const answer = await changeOrder(c.var.deps, viewer(c), { orderId: id }, request, {
      expected: expectedVersion(c),
      now: new Date(c.var.deps.now() * 1000),
      locale: requestLocale(c),
      confirmedAmount: input.confirmedAmount,
    })
    return sendOrder(c, answer, 200, 'plain')
  })
  .delete('/order_image_options/:id', async (c) => {
    const id = idParam(c, 'id')
    const query = decodeOr400(RemoveImageOptionQuery, c.req.query(), 'invalid.image_option_removal')
    const request = { kind: 'remove_image_option', imageOptionId: id } as const
    const answer = await changeOrder(c.var.deps, viewer(c), { imageOptionId: id }, request, {
      expected: expectedVersion(c),
      now: new Date(c.var.deps.now() * 1000),
      locale: requestLocale(c),
      confirmedAmount: query.confirmedAmount,
    })
    return sendOrder(c, answer, 200, 'plain')
  })
