import { Hono } from 'hono'
import { SaveImageOptionsRequest } from '../../core/schemas/order'
import { decodeOr400, idParam } from '../http'
import { removeImageOption, saveImageOptions } from '../services/imageOptions'
import type { AppEnv } from './env'
import { expectedVersion, sendOrder, viewer } from './orders'

/** C §7 image options of an order: save (one entry per photo and group) and remove; both answer `{ order }`. */
export const imageOptionRoutes = new Hono<AppEnv>()
  .put('/orders/:id/image_options', async (c) => {
    const id = idParam(c, 'id')
    const input = decodeOr400(SaveImageOptionsRequest, await c.req.json<unknown>(), 'image options')
    return sendOrder(c, await saveImageOptions(c.var.deps.db, viewer(c), id, input, expectedVersion(c)), 200, 'plain')
  })
  .delete('/order_image_options/:id', async (c) => {
    const id = idParam(c, 'id')
    return sendOrder(c, await removeImageOption(c.var.deps.db, viewer(c), id, expectedVersion(c)), 200, 'plain')
  })
