// Wire shapes of payment (issue 13; C §3 payment method data, C §7 choose payment, process payment, order submit with
// a payment method, complete after a card action). Paths: docs/api.md.
import { Schema } from 'effect'
import { CARD_ICONS, PAYMENT_METHODS } from '../payments'
import { Money, Text } from './common'
import { Order } from './order'

export const PaymentMethodIdSchema = Schema.Literals(PAYMENT_METHODS)

/** C §3 payment method data as checkoutRequirements.paymentMethods holds it, keyed by method id (core/payments.ts). */
export const PaymentMethodOfferSchema = Schema.Struct({
  method: PaymentMethodIdSchema,
  label: Schema.String,
  description: Schema.NullOr(Schema.String),
  /** C §1: shown to the admin with the "Admin Only" label; never offered to a shopper. */
  adminOnly: Schema.Boolean,
  acceptedCards: Schema.Array(Schema.Literals(CARD_ICONS)),
  publishableKey: Schema.NullOr(Schema.String),
})
export type PaymentMethodOfferSchema = typeof PaymentMethodOfferSchema.Type

/** C §7 choose payment: PUT /orders/{id}/payment. */
export const ChoosePaymentRequest = Schema.Struct({ payment: Schema.Struct({ method: PaymentMethodIdSchema }) })
export type ChoosePaymentRequest = typeof ChoosePaymentRequest.Type

/**
 * C §7 order submit with a payment method: POST /orders/{id}/submit. `paymentMethodId` is the card gateway's token of
 * the card (the card number never reaches the shop's API); `confirmedTotal` is the total the parent saw and confirmed
 * (the cart total of every linked order paid together): a different amount now is a 409 (code 10001).
 */
export const SubmitOrderRequest = Schema.Struct({
  payment: Schema.Struct({
    method: PaymentMethodIdSchema,
    paymentMethodId: Schema.optionalKey(Text(100)),
    confirmedTotal: Money,
  }),
})
export type SubmitOrderRequest = typeof SubmitOrderRequest.Type

/**
 * The answer of submit and of process payment (C §7: order, or requiresAction with the client secret). With
 * `requiresAction` the card gateway's browser part confirms the card action with the secret, then the browser calls
 * PUT /orders/{id}/process_payment (complete after a card action).
 */
export const PaymentAnswer = Schema.Struct({
  order: Order,
  requiresAction: Schema.Boolean,
  paymentIntentClientSecret: Schema.NullOr(Schema.String),
})
export type PaymentAnswer = typeof PaymentAnswer.Type

/** The sandbox card gateway's card form (its browser part posts it to /sandbox/v1/payment_methods, not to the API). */
export const SandboxCardRequest = Schema.Struct({
  card: Schema.Struct({
    holderName: Text(64),
    number: Text(30),
    expMonth: Text(2),
    expYear: Text(2),
    cvc: Text(4),
  }),
})
export type SandboxCardRequest = typeof SandboxCardRequest.Type

/** The sandbox's token of a card (Stripe-shaped: `pm_...`), with what a receipt may show of it. */
export const SandboxPaymentMethod = Schema.Struct({
  id: Schema.String,
  card: Schema.Struct({ brand: Schema.String, last4: Schema.String }),
})
export type SandboxPaymentMethod = typeof SandboxPaymentMethod.Type
