import { Hono } from 'hono'
import { idParam } from '../http'
import { requestLanguage } from '../requestLanguage'
import { orderReceipt } from '../services/receipts/receipts'
import type { AppEnv } from './env'
import { viewer } from './orders'

/**
 * C §7 receipt: the PDF of an order paid or placed, saved by the browser as `{orderReference}_receipt.pdf` (C §9), in
 * the request's language (issue 15: its words, dates and money).
 */
export const receiptRoutes = new Hono<AppEnv>().get('/orders/:id/receipt', async (c) => {
  const { fileName, pdf } = await orderReceipt(c.var.deps.db, viewer(c), idParam(c, 'id'), requestLanguage(c))
  return c.body(pdf, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
  })
})
