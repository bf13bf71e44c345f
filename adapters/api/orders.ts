import type { ItemDraft } from '../../core/configuration'
import { draftToOrderItem } from '../../core/itemRequest'
import { CreateOrderResponse, OrderItemResponse, OrderResponse } from './answers'
import { type ApiClient, IDEMPOTENCY_KEY } from './client'

/**
 * DESIGN decision 5: a change is made on the version of the order the shopper saw (409 version_conflict else), and
 * once however often it is sent: `key` is its Idempotency-Key (the order actor gives one per change; without one the
 * client makes one per call).
 */
export const ifMatch = (version: number | undefined, key?: string) => {
  const headers: Record<string, string> = {}
  if (version !== undefined) headers['If-Match'] = `"${version}"`
  if (key) headers[IDEMPOTENCY_KEY] = key
  return { headers }
}

/** C §7 order, order item and order form calls. Bodies carry choices only; prices come back from the server. */
export const ordersApi = (api: ApiClient) => ({
  create: async (clientSession: string, subject: string | null, key?: string) =>
    (
      await api(CreateOrderResponse, '/orders', {
        ...ifMatch(undefined, key),
        method: 'POST',
        body: { order: { clientSession, subject } },
      })
    ).data.order,
  get: async (orderId: string) => (await api(OrderResponse, `/orders/${encodeURIComponent(orderId)}`)).order,
  addItem: async (
    order: string,
    product: string,
    draft: ItemDraft,
    replaceConflicts: boolean,
    version?: number,
    key?: string,
  ) =>
    (
      await api(OrderItemResponse, '/order_items', {
        ...ifMatch(version, key),
        method: 'POST',
        body: { orderItem: { order, product, ...draftToOrderItem(draft) }, replaceConflicts },
      })
    ).order,
  updateItem: async (itemId: string, draft: ItemDraft, version?: number, key?: string) =>
    (
      await api(OrderItemResponse, `/order_items/${encodeURIComponent(itemId)}`, {
        ...ifMatch(version, key),
        method: 'PUT',
        body: { orderItem: draftToOrderItem(draft) },
      })
    ).order,
  /** C §2 cart quantity: an update with only the quantity keeps everything else of the item. */
  updateQuantity: async (itemId: string, quantity: number, version?: number, key?: string) =>
    (
      await api(OrderItemResponse, `/order_items/${encodeURIComponent(itemId)}`, {
        ...ifMatch(version, key),
        method: 'PATCH',
        body: { orderItem: { quantity } },
      })
    ).order,
  /** C §7 remove order (204). */
  remove: (orderId: string, version?: number, key?: string) =>
    api<void>(null, `/orders/${encodeURIComponent(orderId)}`, { ...ifMatch(version, key), method: 'DELETE' }),
  /** C §4 clear order. */
  clear: async (orderId: string, version?: number, key?: string) =>
    (
      await api(OrderItemResponse, `/orders/${encodeURIComponent(orderId)}/clear`, {
        ...ifMatch(version, key),
        method: 'POST',
      })
    ).order,
  /** C §7 coupon: one code per order; the server says why a code is refused. */
  applyCoupon: async (orderId: string, code: string, version?: number, key?: string) =>
    (
      await api(OrderItemResponse, `/orders/${encodeURIComponent(orderId)}/coupon_discount`, {
        ...ifMatch(version, key),
        method: 'PUT',
        body: { order: { couponDiscount: { code } } },
      })
    ).order,
  removeCoupon: async (orderId: string, version?: number, key?: string) =>
    (
      await api(OrderItemResponse, `/orders/${encodeURIComponent(orderId)}/coupon_discount`, {
        ...ifMatch(version, key),
        method: 'DELETE',
      })
    ).order,
  /** Issue 15 point 2: the studio's price adjustment (admin token), with its reason. */
  setAdjustment: async (orderId: string, amount: number, reason: string, version?: number, key?: string) =>
    (
      await api(OrderItemResponse, `/orders/${encodeURIComponent(orderId)}/adjustment`, {
        ...ifMatch(version, key),
        method: 'PUT',
        body: { adjustment: { amount, reason } },
      })
    ).order,
  removeAdjustment: async (orderId: string, version?: number, key?: string) =>
    (
      await api(OrderItemResponse, `/orders/${encodeURIComponent(orderId)}/adjustment`, {
        ...ifMatch(version, key),
        method: 'DELETE',
      })
    ).order,
  removeItem: (itemId: string, withDependents: boolean, version?: number, key?: string) =>
    api<void>(null, `/order_items/${encodeURIComponent(itemId)}`, {
      ...ifMatch(version, key),
      method: 'DELETE',
      query: withDependents ? { withDependents: 'true' } : {},
    }),
})
export type OrdersApi = ReturnType<typeof ordersApi>
