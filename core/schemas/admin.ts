// Issue 15 point 2: admin mode in the browser (B §6, C §1, C §6). Paths: docs/api.md, Admin.
import { Schema } from 'effect'
import { ORDER_STATUSES } from '../orderStatus'
import { Id } from './common'

/** The longest admin token the sign-in takes (ADMIN_TOKEN is a secret the studio chooses; 512 is far past any). */
export const MAX_ADMIN_TOKEN_LENGTH = 512

/** POST /api/admin/session: the admin token, in the body (never in a URL). */
export const AdminSessionRequest = Schema.Struct({
  token: Schema.NonEmptyString.check(Schema.isMaxLength(MAX_ADMIN_TOKEN_LENGTH)),
})
export type AdminSessionRequest = typeof AdminSessionRequest.Type

/** What the admin needs to open any shopper's order, a cart included (core/adminOrder.ts adminOrderAddress). */
export const AdminOrder = Schema.Struct({
  id: Id,
  reference: Schema.String,
  status: Schema.Literals(ORDER_STATUSES),
  clientSession: Id,
  subject: Schema.NullOr(Id),
})
export type AdminOrder = typeof AdminOrder.Type

/** GET /api/admin/orders/{reference}. */
export const AdminOrderResponse = Schema.Struct({ order: AdminOrder })
