// What the payment step (machines/payment.ts), the payment-in-progress screen (machines/paymentResult.ts) and the
// checkout flow (machines/checkoutFlow.ts) share: when an answer means the order is complete, the paths of the
// completion, the reason a failure is tracked with, and the words a failed payment shows (C §8 payment errors).
import type { Order } from '../core/schemas/order'
import { toChangeError } from './order'

/** Issue 13: a paid order is complete; so is a placed one (manual: ordered, to be paid later). */
export const orderComplete = (order: Order): boolean => order.status === 'paid' || order.status === 'placed'

/** C §2 order complete. */
export const completePath = (orderId: string): `/order/complete/${string}` =>
  `/order/complete/${encodeURIComponent(orderId)}`

/** C §4 card action: the gateway's page comes back here (the adapters put the router's basename in front). */
export const resultPath = (orderId: string) => `/payment/result?order=${encodeURIComponent(orderId)}`

/** C §7 tracking "payment failed (with reason)": the card's decline code when the gateway gave one, else the code. */
export const failureReason = (error: unknown): string => {
  const { code, fields } = toChangeError(error)
  return fields.decline ?? code
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
