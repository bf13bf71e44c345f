import { AdminOrderResponse } from './answers'
import type { ApiClient } from './client'

/** Issue 15 point 2: the admin area's calls (docs/api.md, Admin). */
export const adminApi = (api: ApiClient) => ({
  /** POST /admin/session: resolves when `token` is the admin token. It goes in the body, with no Authorization. */
  signIn: (token: string) => api(null, '/admin/session', { method: 'POST', body: { token }, anonymous: true }),
  /** GET /admin/orders/{reference}: any shopper's order, with the admin token kept for this tab. */
  order: async (reference: string) =>
    (await api(AdminOrderResponse, `/admin/orders/${encodeURIComponent(reference)}`)).order,
})
