// C §2 payment step: it is shown only for a cart whose customer details are complete; otherwise the shopper goes back
// to customer details (no name or e-mail, or neither address while something is to pay) or to the catalog (no cart).
// Shown, it recaps what was saved on the step before, with the way back to change it. An order paid or placed already
// goes to its confirmation (issue 13: Back after paying never shows a payable form).
import type { AddressData } from '../core/address'
import { addressLines } from '../core/addressFormat'
import { type AddressRole, customerDetailsMissing } from '../core/customer'
import type { Order } from '../core/schemas/order'
import { type BreadcrumbView, checkoutBreadcrumb } from './checkoutView'
import { completePath, orderComplete } from './paymentCompletion'

/** One saved address, in the lines of its country's envelope (core/addressFormat.ts). */
export type RecapAddressView = {
  role: AddressRole
  labelId: 'checkout.shipping_address' | 'checkout.billing_address'
  lines: string[]
}

/** What the customer-details step saved: who, how it travels, where to; `change` leads back to the step. */
export type CustomerRecapView = {
  name: string
  email: string
  /** The shipping method's label, or null when the order has none. */
  method: string | null
  addresses: RecapAddressView[]
  change: '/checkout/customerDetails'
}

export type PaymentGuardView =
  /** The order actor is still reading the stored order. */
  | { status: 'waiting' }
  | { status: 'redirect'; to: '/catalog' | '/checkout/customerDetails' | `/order/complete/${string}` }
  | { status: 'show'; breadcrumb: BreadcrumbView; backTo: '/checkout/customerDetails'; recap: CustomerRecapView }

/** The shipping address (a method that ships), then the billing address (separate billing, or the only one). */
const recapOf = (order: Order, data: AddressData | null): CustomerRecapView => ({
  name: order.recipientName ?? '',
  email: order.recipientEmail ?? '',
  method: order.shippingMethod?.label ?? null,
  // The addresses show once the address data is in (their lines follow the country's postal order).
  addresses: !data
    ? []
    : [
        ...(order.shippingAddress
          ? [
              {
                role: 'shipping' as const,
                labelId: 'checkout.shipping_address' as const,
                lines: addressLines(order.shippingAddress, data),
              },
            ]
          : []),
        ...(order.billingAddress
          ? [
              {
                role: 'billing' as const,
                labelId: 'checkout.billing_address' as const,
                lines: addressLines(order.billingAddress, data),
              },
            ]
          : []),
      ],
  change: '/checkout/customerDetails',
})

/**
 * `ready`: the order actor has finished reading the stored order (its state `ready`); `data`: the address data for the
 * recap's addresses (core/addressData.ts), null while it loads.
 */
export const paymentGuardView = (order: Order | null, ready: boolean, data: AddressData | null): PaymentGuardView => {
  if (!order) return ready ? { status: 'redirect', to: '/catalog' } : { status: 'waiting' }
  if (orderComplete(order)) return { status: 'redirect', to: completePath(order.id) }
  if (customerDetailsMissing(order)) return { status: 'redirect', to: '/checkout/customerDetails' }
  return {
    status: 'show',
    breadcrumb: checkoutBreadcrumb('payment'),
    backTo: '/checkout/customerDetails',
    recap: recapOf(order, data),
  }
}
