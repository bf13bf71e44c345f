// The card gateway interface (issue 13, DESIGN decision 6): what the payment service asks of a card provider. The
// built-in `sandbox` gateway behaves like a card provider in test mode without a network; a real provider (Stripe,
// Authorize.net, ...) implements the same interface and is registered by name (docs/payments.md).
import type { Money } from '../../../core/money'

/** A provider's payment intent status, Stripe-shaped. Amounts are authorised first and captured at completion. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'requires_capture'
  | 'processing'
  | 'succeeded'
  | 'canceled'

/** Why a card was refused, in the provider's words (shown as "Unable to process payment: {message}", C §8). */
export type CardError = { code: string; message: string }

/** The provider's record of one payment: the source of truth when the shop's own record is behind (reconcile). */
export type ProviderIntent = {
  id: string
  amount: Money
  currency: string
  status: IntentStatus
  /** Handed to the browser part for the card action (C §7 paymentIntentClientSecret). */
  clientSecret: string
  /** The last refusal; null while none. */
  lastError: CardError | null
  /** The shop's payment id, so a notification finds its payment. */
  paymentId: string
  /** Money taken back (refunds), at most `amount`. */
  amountRefunded: Money
  /** The card it was confirmed with, as a receipt shows it (core/cards.ts brand id); absent before a confirm. */
  card?: { brand: string; last4: string }
}

/** A notification from the provider: which intent changed (read it again: notifications repeat and come out of order). */
export type ProviderNotification = { id: string; type: string; intentId: string }

export interface CardGateway {
  readonly name: string
  /** Create: an intent for the amount, captured later; the same key gives the same intent (a retry creates none). */
  create(input: {
    amount: Money
    currency: string
    paymentId: string
    idempotencyKey: string
    /** The merchant name the bank's pages show (the store's name). */
    statementDescriptor?: string
  }): Promise<ProviderIntent>
  /** Confirm with the browser part's token of the card: authorised (requires_capture), refused, or requires_action. */
  confirm(intentId: string, paymentMethodId: string): Promise<ProviderIntent>
  /** Handle a required action: the intent as the parent's authentication left it. */
  retrieve(intentId: string): Promise<ProviderIntent>
  /** Complete: take the authorised amount. Idempotent: capturing a captured intent answers it unchanged. */
  capture(intentId: string): Promise<ProviderIntent>
  /** Release an authorisation that will not be completed (no money was taken). */
  cancel(intentId: string): Promise<ProviderIntent>
  /**
   * Give money back after capture (a change after purchase that lowered the total, or a charge that could not be
   * applied). The same key gives the money back once: a repeat answers the intent as it is. A refusal for good (more
   * than is left to give back, an intent that took no money) is thrown as an HttpError with a 4xx status in the
   * provider's words; anything else thrown may succeed when asked again (server/services/orderChanges.ts).
   */
  refund(intentId: string, amount: Money, idempotencyKey: string): Promise<ProviderIntent>
  /**
   * Issue 14: charge the card an earlier intent was paid with again, without the parent (off-session; a change after
   * purchase that raised the total): a new intent taken at once (`succeeded`) or refused (`requires_payment_method`
   * with `lastError` in the provider's words, e.g. a card that asks for authentication every time). The same key
   * answers the same charge.
   */
  charge(input: {
    sourceIntentId: string
    amount: Money
    currency: string
    /** The shop's record of the charge (the change id), as paymentId of the intent. */
    reference: string
    idempotencyKey: string
  }): Promise<ProviderIntent>
  /** Notifications: a signed request body, checked; null when the signature does not hold. */
  verifyNotification(body: string, signature: string | undefined): ProviderNotification | null
}
