import { Schema } from 'effect'
import { AddressSchema } from '../../core/schemas/checkout'
import type { CheckoutDraft } from '../../machines/checkout'
import { sessionValue } from './local'

// What the checkout machine keeps of the customer-details form; a stored value of another shape is no draft.
const Draft = Schema.Struct({
  recipientName: Schema.String,
  recipientEmail: Schema.String,
  shippingMethodId: Schema.NullOr(Schema.String),
  shipping: AddressSchema,
  billing: AddressSchema,
  billingDetailsAdded: Schema.Boolean,
  address2Shown: Schema.Struct({ shipping: Schema.Boolean, billing: Schema.Boolean }),
  shippingInstructions: Schema.String,
  photographerInstructions: Schema.String,
})

const decode = Schema.decodeUnknownOption(Draft)

/**
 * Issue 12 "nothing typed is lost": the customer-details form of one order, in this tab's session storage. It
 * survives a reload of the step and the round trip to the cart after a 409, and goes with the tab: names, e-mail
 * addresses and phone numbers are not left in local storage.
 */
export const checkoutDraftStorage = (orderId: string) => {
  const stored = sessionValue(`picture-day.checkout.${orderId}`)
  return {
    read: (): CheckoutDraft | null => {
      const text = stored.read()
      if (text === null) return null
      try {
        const draft = decode(JSON.parse(text))
        return draft._tag === 'Some' ? (draft.value as CheckoutDraft) : null
      } catch {
        return null
      }
    },
    write: (draft: CheckoutDraft) => stored.write(JSON.stringify(draft)),
    forget: stored.forget,
  }
}
