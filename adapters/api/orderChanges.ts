import type { ItemOptionsBody } from '../../machines/orderChange'
import { SaveItemOptionsResponse } from './answers'
import type { ApiClient } from './client'
import { newIdempotencyKey } from './idempotencyKey'
import { ifMatch } from './orders'

/**
 * C §7 save item options after purchase (issue 14 point 5): PUT /orders/{id}/item_options on the order's version
 * (If-Match) with a new Idempotency-Key per attempt (the client sends a lost answer's retry with the same one), the body
 * carrying the difference the parent confirmed (`confirmedAmount`). A price difference is charged or refunded by the
 * server exactly once; errors: 402 payment_failed (the provider's words), 409 amount_changed (the new amount in
 * `values.confirmedAmount.amount`), changes_closed, change_needs_payment or version_conflict, 400 with field messages.
 */
export const orderChangesApi = (api: ApiClient) => ({
  saveItemOptions: async (request: ItemOptionsBody, version: number) =>
    (
      await api(SaveItemOptionsResponse, `/orders/${encodeURIComponent(request.order)}/item_options`, {
        ...ifMatch(version, newIdempotencyKey()),
        method: 'PUT',
        body: request,
      })
    ).data.order,
})
export type OrderChangesApi = ReturnType<typeof orderChangesApi>
