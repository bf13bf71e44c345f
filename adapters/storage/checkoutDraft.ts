import type { CheckoutDraft } from '../../machines/checkout'
import { sessionValue } from './local'
import { boolean, either, nullOr, number, optional, readAs, string, struct } from './shape'

/** C §3 Address as the form keeps it (core/schemas/checkout.ts AddressSchema). */
const Address = struct({
  id: optional(either(string, number)),
  name: string,
  address1: string,
  address2: string,
  city: string,
  zipCode: string,
  state: string,
  stateLabel: string,
  country: string,
  phone: string,
  validated: boolean,
})

// What the checkout machine keeps of the customer-details form; a stored value of another shape is no draft.
const Draft = struct({
  recipientName: string,
  recipientEmail: string,
  shippingMethodId: nullOr(string),
  shipping: Address,
  billing: Address,
  billingDetailsAdded: boolean,
  address2Shown: struct({ shipping: boolean, billing: boolean }),
  shippingInstructions: string,
  photographerInstructions: string,
})

/**
 * Issue 12 "nothing typed is lost": the customer-details form of one order, in this tab's session storage. It
 * survives a reload of the step and the round trip to the cart after a 409, and goes with the tab: names, e-mail
 * addresses and phone numbers are not left in local storage.
 */
export const checkoutDraftStorage = (orderId: string) => {
  const stored = sessionValue(`picture-day.checkout.${orderId}`)
  return {
    read: (): CheckoutDraft | null => readAs<CheckoutDraft>(Draft, stored.read()),
    write: (draft: CheckoutDraft) => stored.write(JSON.stringify(draft)),
    forget: stored.forget,
  }
}
