import type { PaymentMethodId } from '../../core/payments'
import type { PaymentMethodOfferSchema, SubmitOrderRequest } from '../../core/schemas/payment'
import { answer, CheckoutResponse, OrderItemResponse, PaymentAnswer } from './answers'
import type { ApiClient } from './client'
import { ifMatch } from './orders'

const at = encodeURIComponent
const readOffer = answer<PaymentMethodOfferSchema>('method', 'label')

/** C §7 payment calls (issue 13; paths in docs/api.md). Every write carries the Idempotency-Key it is given. */
export const paymentsApi = (api: ApiClient) => ({
  /** The methods offered for what is to pay now: checkout_requirements' `paymentMethods` (C §3), in configured order. */
  methods: async (orderId: string) => {
    const { checkoutRequirements } = await api(CheckoutResponse, `/orders/${at(orderId)}/checkout_requirements`)
    return Object.values(checkoutRequirements.paymentMethods).map((offer) => readOffer(offer))
  },
  /** C §7 choose payment: the method is saved on the order (an order change: the version the shopper saw). */
  choose: async (orderId: string, method: PaymentMethodId, version?: number, key?: string) =>
    (
      await api(OrderItemResponse, `/orders/${at(orderId)}/payment`, {
        ...ifMatch(version, key),
        method: 'PUT',
        body: { payment: { method } },
      })
    ).order,
  /**
   * C §7 order submit with a payment method. `key`: one per attempt, so the client's repeat of an unanswered submit
   * is the same attempt and the server pays it once.
   */
  submit: (orderId: string, payment: SubmitOrderRequest['payment'], key: string) =>
    api(PaymentAnswer, `/orders/${at(orderId)}/submit`, {
      ...ifMatch(undefined, key),
      method: 'POST',
      body: { payment },
    }),
  /** C §7 process payment (also "complete order after a card action"): an order already paid answers as it is. */
  process: (orderId: string) =>
    api(PaymentAnswer, `/orders/${at(orderId)}/process_payment`, { method: 'PUT', body: {} }),
})
export type PaymentsApi = ReturnType<typeof paymentsApi>
