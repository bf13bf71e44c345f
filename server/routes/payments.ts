import type { Context } from 'hono'
import { Hono } from 'hono'
import { RecordPaymentRequest } from '../../core/schemas/order'
import { ChoosePaymentRequest, PaymentAnswer, SubmitOrderRequest } from '../../core/schemas/payment'
import { decodeOr400, idParam, send } from '../http'
import { assertStudio } from '../services/adjustments'
import { recordPaymentReceived } from '../services/payments/paymentReceived'
import { choosePayment, handleNotification, processPayment, submitOrder } from '../services/payments/payments'
import type { AppEnv } from './env'
import { answeredOrder, expectedVersion, sendOrder, viewer } from './orders'

const body = async (c: Context<AppEnv>) => c.req.json<unknown>()

/** Answers a payment answer (C §7: the order, or the card action), with the order's version as ETag. */
const sendAnswer = async (c: Context<AppEnv>, answer: PaymentAnswer) => {
  c.header('ETag', `"${answer.order.version}"`)
  return send(c, PaymentAnswer, { ...answer, order: await answeredOrder(c, answer.order) })
}

/** Issue 13, C §7 payment calls (docs/api.md "Payment"). */
export const paymentRoutes = new Hono<AppEnv>()
  // C §7 choose payment: answers the order with its paymentMethod.
  .put('/orders/:id/payment', async (c) => {
    const id = idParam(c, 'id')
    const input = decodeOr400(ChoosePaymentRequest, await body(c), 'invalid.payment')
    return sendOrder(c, await choosePayment(c.var.deps, viewer(c), id, input, expectedVersion(c)), 200, 'plain')
  })
  // C §7 order submit with a payment method (path not in the spec).
  .post('/orders/:id/submit', async (c) => {
    const id = idParam(c, 'id')
    const input = decodeOr400(SubmitOrderRequest, await body(c), 'invalid.order_submit')
    return sendAnswer(c, await submitOrder(c.var.deps, viewer(c), id, input))
  })
  // C §7 process payment, also "complete order after a card action": empty body.
  .put('/orders/:id/process_payment', async (c) =>
    sendAnswer(c, await processPayment(c.var.deps, viewer(c), idParam(c, 'id'))),
  )
  // Issue 15 point 2: the studio records the payment of a placed order received (admin only); answers the order.
  .post('/orders/:id/record_payment', async (c) => {
    assertStudio(viewer(c), 'admin.record_payment_only')
    const id = idParam(c, 'id')
    const input = decodeOr400(RecordPaymentRequest, await body(c), 'invalid.payment_received')
    return sendOrder(c, await recordPaymentReceived(c.var.deps.db, viewer(c), id, input), 200, 'plain')
  })

/**
 * A card gateway's notifications: open (the provider has no bearer token; its signature, in the header
 * `<Gateway>-Signature` as Stripe names its own, is checked on the body as sent, read raw). 200 for every genuine
 * notification, repeats included.
 */
export const paymentNotificationRoutes = new Hono<AppEnv>().post('/payments/notifications/:gateway', async (c) => {
  const raw = await c.req.text()
  await handleNotification(c.var.deps, c.req.param('gateway'), raw, (name) => c.req.header(name))
  return c.json({ received: true })
})
