import { Hono } from 'hono'
import { SaveItemOptionsRequest, SaveItemOptionsResponse, ShowOrderResponse } from '../../core/schemas/afterPurchase'
import { decodeOr400, HttpError, idParam, send } from '../http'
import { changeOrder } from '../services/orderChanges'
import { orderByReference } from '../services/orders'
import { sendVersioned } from '../versionedRead'
import type { AppEnv } from './env'
import { answeredOrder, expectedVersion, requestLocale, viewer } from './orders'

/**
 * Issue 14: C §7 show order by reference (the order page, C §2) and save item options, which on a paid or placed order
 * is a change after purchase (server/services/orderChanges.ts). Both answer the order with its version in the ETag.
 */
export const afterPurchaseRoutes = new Hono<AppEnv>()
  .get('/orders/:reference/show', async (c) => {
    const now = new Date(c.var.deps.now() * 1000)
    const { order } = await orderByReference(c.var.deps.db, viewer(c), c.req.param('reference'), now)
    // Issue 17: ETag "<version>-<digest>", 304 to If-None-Match (server/versionedRead.ts).
    return sendVersioned(c, ShowOrderResponse, { order: await answeredOrder(c, order) }, order.version)
  })
  .put('/orders/:id/item_options', async (c) => {
    const id = idParam(c, 'id')
    const input = decodeOr400(SaveItemOptionsRequest, await c.req.json<unknown>(), 'invalid.item_options')
    if (input.order !== id)
      throw new HttpError(400, 'bad_request', 'invalid.item_options', { order: 'Not the order of this address' })
    const request = { kind: 'item_options', items: input.items } as const
    const { order } = await changeOrder(c.var.deps, viewer(c), { orderId: id }, request, {
      expected: expectedVersion(c),
      now: new Date(c.var.deps.now() * 1000),
      locale: requestLocale(c),
      confirmedAmount: input.confirmedAmount,
    })
    c.header('ETag', `"${order.version}"`)
    return send(c, SaveItemOptionsResponse, { data: { order: await answeredOrder(c, order) } })
  })
