// Customer-details rules of the checkout (C §5): recipient, shipping method and which addresses are validated.
import { type Address, type AddressMessageKey, validateAddress } from './address'

export type CustomerMessageKey = AddressMessageKey | 'checkout.form_error_invalid_email'

/** Only what the rules read of a shipping method (C §3). */
export type ShippingMethodChoice = { id: string | number; addressRequired: boolean }

/** The customer-details form (C §7 customerDetails); an absent address means the form has no such section. */
export type CustomerDetails = {
  recipientName: string
  recipientEmail: string
  shippingMethod: ShippingMethodChoice | null
  billingDetailsAdded: boolean
  shipping?: Address | null
  billing?: Address | null
}

export type AddressRole = 'shipping' | 'billing'

/** Field path to message key: `recipientName`, `recipientEmail`, `shippingMethod`, `shipping.city`, `billing.phone`... */
export type CustomerErrors = Record<string, CustomerMessageKey>

// A basic pattern, as the spec asks: something, "@", something, ".", something, and no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** C §5: the basic e-mail pattern (surrounding spaces ignored). */
export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim())
}

/**
 * C §5: with a method that needs an address, shipping is validated, and billing only when add-billing is ticked;
 * otherwise billing is validated. An address the form does not have is never validated.
 */
export function addressesToValidate(details: CustomerDetails): AddressRole[] {
  const roles: AddressRole[] =
    details.shippingMethod?.addressRequired && details.shipping
      ? details.billingDetailsAdded
        ? ['shipping', 'billing']
        : ['shipping']
      : ['billing']
  return roles.filter((role) => Boolean(details[role]))
}

/** C §5: every failing field of the customer-details form with its message key; empty when it may be submitted. */
export function validateCustomerDetails(details: CustomerDetails): CustomerErrors {
  const errors: CustomerErrors = {}
  if (details.recipientName.trim() === '') errors.recipientName = 'checkout.form_error_field_required'
  if (details.recipientEmail.trim() === '') errors.recipientEmail = 'checkout.form_error_field_required'
  else if (!isValidEmail(details.recipientEmail)) errors.recipientEmail = 'checkout.form_error_invalid_email'
  if (!details.shippingMethod) errors.shippingMethod = 'checkout.form_error_field_required'
  for (const role of addressesToValidate(details)) {
    const address = details[role] as Address
    for (const [field, key] of Object.entries(validateAddress(address))) errors[`${role}.${field}`] = key
  }
  return errors
}

/**
 * C §2: the payment step sends the shopper back to customer details when the recipient name or e-mail is missing,
 * or when there is neither a shipping nor a billing address and the total is above zero.
 */
export function customerDetailsMissing(order: {
  recipientName?: string | null
  recipientEmail?: string | null
  shippingAddress?: unknown
  billingAddress?: unknown
  total: number
}): boolean {
  if (!order.recipientName || !order.recipientEmail) return true
  return !order.shippingAddress && !order.billingAddress && order.total > 0
}
