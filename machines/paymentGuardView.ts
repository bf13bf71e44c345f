// C §2 payment step: it is shown only for a cart whose customer details are complete; otherwise the shopper goes back
// to customer details (no name or e-mail, or neither address while something is to pay) or to the catalog (no cart).
import { customerDetailsMissing } from '../core/customer'
import type { Order } from '../core/schemas/order'
import { type BreadcrumbView, checkoutBreadcrumb } from './checkoutView'

export type PaymentGuardView =
  /** The order actor is still reading the stored order. */
  | { status: 'waiting' }
  | { status: 'redirect'; to: '/catalog' | '/checkout/customerDetails' }
  | { status: 'show'; breadcrumb: BreadcrumbView; backTo: '/checkout/customerDetails' }

/** `ready`: the order actor has finished reading the stored order (its state `ready`). */
export const paymentGuardView = (order: Order | null, ready: boolean): PaymentGuardView => {
  if (!order) return ready ? { status: 'redirect', to: '/catalog' } : { status: 'waiting' }
  if (customerDetailsMissing(order)) return { status: 'redirect', to: '/checkout/customerDetails' }
  return { status: 'show', breadcrumb: checkoutBreadcrumb('payment'), backTo: '/checkout/customerDetails' }
}
