import { draftToOrderItem, type ItemDraft } from '../../core/configuration'
import { CreateOrderResponse, OrderItemResponse, OrderResponse } from '../../core/schemas/order'
import type { ApiClient } from './client'

/** DESIGN decision 5: a change is made on the version of the order the shopper saw (409 version_conflict else). */
export const ifMatch = (version: number | undefined) =>
  version === undefined ? {} : { headers: { 'If-Match': `"${version}"` } }

/** C §7 order, order item and order form calls. Bodies carry choices only; prices come back from the server. */
export const ordersApi = (api: ApiClient) => ({
  create: async (clientSession: string, subject: string | null) =>
    (await api(CreateOrderResponse, '/orders', { method: 'POST', body: { order: { clientSession, subject } } })).data
      .order,
  get: async (orderId: string) => (await api(OrderResponse, `/orders/${encodeURIComponent(orderId)}`)).order,
  addItem: async (order: string, product: string, draft: ItemDraft, replaceConflicts: boolean, version?: number) =>
    (
      await api(OrderItemResponse, '/order_items', {
        ...ifMatch(version),
        method: 'POST',
        body: { orderItem: { order, product, ...draftToOrderItem(draft) }, replaceConflicts },
      })
    ).order,
  updateItem: async (itemId: string, draft: ItemDraft, version?: number) =>
    (
      await api(OrderItemResponse, `/order_items/${encodeURIComponent(itemId)}`, {
        ...ifMatch(version),
        method: 'PUT',
        body: { orderItem: draftToOrderItem(draft) },
      })
    ).order,
  /** C §2 cart quantity: an update with only the quantity keeps everything else of the item. */
  updateQuantity: async (itemId: string, quantity: number, version?: number) =>
    (
      await api(OrderItemResponse, `/order_items/${encodeURIComponent(itemId)}`, {
        ...ifMatch(version),
        method: 'PATCH',
        body: { orderItem: { quantity } },
      })
    ).order,
  /** C §7 remove order (204). */
  remove: (orderId: string, version?: number) =>
    api<void, void>(null, `/orders/${encodeURIComponent(orderId)}`, { ...ifMatch(version), method: 'DELETE' }),
  /** C §4 clear order. */
  clear: async (orderId: string, version?: number) =>
    (
      await api(OrderItemResponse, `/orders/${encodeURIComponent(orderId)}/clear`, {
        ...ifMatch(version),
        method: 'POST',
      })
    ).order,
  /** C §7 coupon: one code per order; the server says why a code is refused. */
  applyCoupon: async (orderId: string, code: string, version?: number) =>
    (
      await api(OrderItemResponse, `/orders/${encodeURIComponent(orderId)}/coupon_discount`, {
        ...ifMatch(version),
        method: 'PUT',
        body: { order: { couponDiscount: { code } } },
      })
    ).order,
  removeCoupon: async (orderId: string, version?: number) =>
    (
      await api(OrderItemResponse, `/orders/${encodeURIComponent(orderId)}/coupon_discount`, {
        ...ifMatch(version),
        method: 'DELETE',
      })
    ).order,
  removeItem: (itemId: string, withDependents: boolean, version?: number) =>
    api<void, void>(null, `/order_items/${encodeURIComponent(itemId)}`, {
      ...ifMatch(version),
      method: 'DELETE',
      query: withDependents ? { withDependents: 'true' } : {},
    }),
})
export type OrdersApi = ReturnType<typeof ordersApi>
