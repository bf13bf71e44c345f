// Customer-details rules of the checkout (C §5): recipient, shipping method and which addresses are validated; the
// details as stored, and the error map of C §8.
import { type Address, type AddressData, type AddressMessageKey, addressPayload, validateAddress } from './address'

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
  shippingInstructions?: string | null
  photographerInstructions?: string | null
}

/** The details as stored: texts trimmed, blank instructions null, only the addresses checkout validates. */
export type NormalizedCustomerDetails = Required<CustomerDetails>

/** The longest recipient name and e-mail (RFC 5321 allows 254 characters in an address). */
export const RECIPIENT_NAME_MAX_LENGTH = 200
export const RECIPIENT_EMAIL_MAX_LENGTH = 254

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

/**
 * C §5: every failing field of the customer-details form with its message key; empty when it may be submitted. A
 * method that ships to an address needs the shipping address: its absence is an error of `shipping` itself.
 */
export function validateCustomerDetails(data: AddressData, details: CustomerDetails): CustomerErrors {
  const errors: CustomerErrors = {}
  if (details.recipientName.trim() === '') errors.recipientName = 'checkout.form_error_field_required'
  if (details.recipientEmail.trim() === '') errors.recipientEmail = 'checkout.form_error_field_required'
  else if (!isValidEmail(details.recipientEmail)) errors.recipientEmail = 'checkout.form_error_invalid_email'
  if (!details.shippingMethod) errors.shippingMethod = 'checkout.form_error_field_required'
  else if (details.shippingMethod.addressRequired && !details.shipping)
    errors.shipping = 'checkout.form_error_field_required'
  for (const role of addressesToValidate(details)) {
    const address = details[role] as Address
    for (const [field, key] of Object.entries(validateAddress(data, address))) errors[`${role}.${field}`] = key
  }
  return errors
}

const trimmedOrNull = (text: string | null | undefined) => {
  const trimmed = (text ?? '').trim()
  return trimmed === '' ? null : trimmed
}

/**
 * Issue 12 "an e-mail with a trailing space is trimmed, not refused", C §5: the details as they are validated and
 * stored. Texts are trimmed, addresses go through addressPayload, and an address checkout does not validate is
 * dropped (null): shipping with a method that ships nowhere, billing with an address method and add-billing unticked.
 */
export function normalizeCustomerDetails(data: AddressData, details: CustomerDetails): NormalizedCustomerDetails {
  const roles = addressesToValidate(details)
  const kept = (role: AddressRole) => {
    const address = details[role]
    return address && roles.includes(role) ? addressPayload(data, address) : null
  }
  return {
    recipientName: details.recipientName.trim(),
    recipientEmail: details.recipientEmail.trim(),
    shippingMethod: details.shippingMethod,
    billingDetailsAdded: details.billingDetailsAdded,
    shipping: kept('shipping'),
    billing: kept('billing'),
    shippingInstructions: trimmedOrNull(details.shippingInstructions),
    photographerInstructions: trimmedOrNull(details.photographerInstructions),
  }
}

// C §8: recipientName and recipientEmail are grouped under `customer`; every other path is kept.
const CUSTOMER_FIELDS = new Set(['recipientName', 'recipientEmail'])

/** C §8: the per-field map of a refused customer-details save (`customer.recipientName`, `shipping.city`...). */
export function customerErrorFields(errors: CustomerErrors): CustomerErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, key]) => [CUSTOMER_FIELDS.has(path) ? `customer.${path}` : path, key]),
  )
}

/** The form field of a C §8 error path: the inverse of customerErrorFields (`customer.recipientName` → `recipientName`). */
export function fieldOfError(path: string): string {
  const field = path.replace(/^customer\./, '')
  return CUSTOMER_FIELDS.has(field) ? field : path
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
