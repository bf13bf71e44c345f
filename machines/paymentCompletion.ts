// What the payment step (machines/payment.ts) and the payment-in-progress screen (machines/paymentResult.ts) share:
// when an answer means the order is complete, what is tracked then (C §7 tracking), where the parent goes, and the
// words a failed payment shows (C §8 payment errors).
import { amountToPay } from '../core/cart'
import type { Order } from '../core/schemas/order'
import { toChangeError } from './order'
import type { OrderRef } from './orderLink'

/** C §4 "on completion the stored id is deleted": the order actor is asked to drop the order and forget its id. */
export const forgetCompletedOrder = ({ context }: { context: { orderRef: OrderRef | null } }) => {
  context.orderRef?.send({ type: 'order.forget' })
}

/** Tracking (C §2 payment in progress): payment is step 2 of checkout. */
export const PAYMENT_STEP = { step: 2, stepName: 'Payment Details' } as const

/** Issue 13: a paid order is complete; so is a placed one (manual: ordered, to be paid later). */
export const orderComplete = (order: Order): boolean => order.status === 'paid' || order.status === 'placed'

/** C §2 order complete. */
export const completePath = (orderId: string): `/order/complete/${string}` =>
  `/order/complete/${encodeURIComponent(orderId)}`

/** C §4 card action: the gateway's page comes back here (the adapters put the router's basename in front). */
export const resultPath = (orderId: string) => `/payment/result?order=${encodeURIComponent(orderId)}`

export type TrackParams = { event: string; properties: Record<string, unknown> }

/** What the payment covered: the amount taken (or to be paid, manual), every order paid together. */
const paid = (order: Order) => ({
  order: order.id,
  orderReference: order.orderReference,
  paymentMethod: order.payment?.method ?? order.paymentMethod,
  total: order.payment?.amount ?? amountToPay(order),
  orders: order.payment?.orders.map((o) => o.id) ?? [order.id],
})

/** C §7 tracking once an order is complete: the step, the payment (a placed order is not paid yet), the order. */
export const completionTracks = (order: Order): TrackParams[] => {
  const { order: id, paymentMethod, total } = paid(order)
  return [
    { event: 'Checkout Step Completed', properties: { order: id, ...PAYMENT_STEP, paymentMethod } },
    ...(order.status === 'paid' ? [{ event: 'Payment Success', properties: { order: id, paymentMethod, total } }] : []),
    { event: 'Order Completed', properties: paid(order) },
  ]
}

/** C §7 tracking "payment failed (with reason)": the card's decline code when the gateway gave one, else the code. */
export const failureTrack = (orderId: string, error: unknown): TrackParams => {
  const { code, fields } = toChangeError(error)
  return { event: 'Payment Failed', properties: { order: orderId, reason: fields.decline ?? code } }
}

/** C §8: "Unable to process payment", with ": {message}" when the provider or the server said why. */
export type PaymentError =
  | { id: 'checkout.payment_failed_with_message'; values: { message: string } }
  | { id: 'checkout.payment_failed' | 'checkout.card_check_details' }

export const paymentFailure = (message: string | null): PaymentError =>
  message ? { id: 'checkout.payment_failed_with_message', values: { message } } : { id: 'checkout.payment_failed' }

/** A refusal's words are the server's or the provider's only for a payment refusal (402); others say try again. */
export const refusalMessage = (error: unknown): string | null => {
  const { status, message } = toChangeError(error)
  return status === 402 && message !== '' ? message : null
}
