import type { Address } from '../../core/address'
import type { CustomerDetailsPayload } from '../../machines/order'
import { AddressSuggestionsResponse, AddressValidateResponse, CheckoutResponse, OrderItemResponse } from './answers'
import type { ApiClient } from './client'
import { ifMatch } from './orders'

const at = encodeURIComponent

/** C §7 checkout calls: the step's requirements, saving the customer details, address validation and lookup. */
export const checkoutApi = (api: ApiClient) => ({
  /** Shipping methods quoted for the order, the form's options and the previous order's details (C §3). */
  requirements: (orderId: string) => api(CheckoutResponse, `/orders/${at(orderId)}/checkout_requirements`),
  /** C §7 PUT customer_details, on the version the shopper saw and once however often it is sent (DESIGN 5). */
  saveCustomerDetails: async (orderId: string, details: CustomerDetailsPayload, version?: number, key?: string) =>
    (
      await api(OrderItemResponse, `/orders/${at(orderId)}/customer_details`, {
        ...ifMatch(version, key),
        method: 'PUT',
        body: { customerDetails: details },
      })
    ).order,
  /** C §4 address validation: the suggestions for a US shipping address ([] when there are none). */
  validateAddress: async (address: Address, signal?: AbortSignal) =>
    (await api(AddressValidateResponse, '/addresses/validate', { method: 'PATCH', body: { address }, signal })).data
      .addresses,
  /** C §7 address lookup: entries for the typed text; `expandSelected` names the entry to open. */
  suggestAddresses: async (query: string, expandSelected: string | null = null, signal?: AbortSignal) =>
    (
      await api(AddressSuggestionsResponse, '/addresses/suggestions', {
        method: 'PATCH',
        body: { addressQuery: expandSelected ? { query, expandSelected } : { query } },
        signal,
      })
    ).addresses,
})
export type CheckoutApi = ReturnType<typeof checkoutApi>
