import { type Context, Hono } from 'hono'
import { AdminOrderResponse, AdminSessionRequest } from '../../core/schemas/admin'
import { addressScope, limitGuesses } from '../accessCodeLimits'
import { isAdminToken } from '../adminToken'
import { decodeOr400, HttpError, notFound, send } from '../http'
import { jsonWithin } from '../requestLimits'
import { adminOrderByReference } from '../services/adminOrders'
import type { AppEnv } from './env'

/** The sign-in body, `{"token": "…"}`: room for the longest token the schema takes, even written with escapes. */
const MAX_SIGN_IN_BYTES = 4 * 1024

/** A wrong admin token, counted by the limits; the same answer whether or not the shop has an admin token. */
class WrongAdminToken extends HttpError {}

export const ADMIN_TOKEN_INVALID = 'admin_token_invalid'
export const TOO_MANY_ADMIN_TOKENS = 'too_many_admin_tokens'

/**
 * Runs a guess at the admin token within the per-address limit of wrong ones (server/accessCodeLimits.ts): the
 * sign-in's and any bearer token that is not a shopper's (server/auth.ts), so guessing through either way is refused
 * with 429 after WRONG_CODES_ALLOWED, the right token too while the address is limited.
 */
export const limitAdminGuesses = (c: Context<AppEnv>, guess: () => Promise<void>) =>
  limitGuesses(
    c,
    {
      scopes: [`admin-token:${addressScope(c)}`],
      refusal: {
        code: TOO_MANY_ADMIN_TOKENS,
        message: (minutes) => ({ id: 'admin.too_many_tokens', values: { minutes } }),
        field: 'token',
        messageId: 'admin.error_too_many',
      },
      isWrong: (e) => e instanceof WrongAdminToken,
    },
    guess,
  )

/** A wrong guess at the admin token (a 401 that counts against the address). */
export const wrongAdminToken = (code: string, message: ConstructorParameters<typeof HttpError>[2]) =>
  new WrongAdminToken(401, code, message)

/**
 * Issue 15 point 2, B §6, C §1: POST /admin/session, the admin area's sign-in (before the bearer token check: it needs
 * no store user). The token is in the body, never in a URL, and never logged. 204 when it is ADMIN_TOKEN (compared in
 * constant time, server/adminToken.ts); otherwise 401 admin_token_invalid, the same body whether or not ADMIN_TOKEN is
 * set. Wrong tokens are limited per client address as access codes are (server/accessCodeLimits.ts): 429.
 */
export const adminSessionRoutes = new Hono<AppEnv>().post('/admin/session', async (c) => {
  const { token } = decodeOr400(AdminSessionRequest, await jsonWithin(c, MAX_SIGN_IN_BYTES), 'invalid.admin_sign_in')
  await limitAdminGuesses(c, async () => {
    if (!isAdminToken(token, c.var.deps.adminToken)) throw wrongAdminToken(ADMIN_TOKEN_INVALID, 'admin.token_invalid')
  })
  return c.body(null, 204)
})

/** Issue 15 point 2, C §6: GET /admin/orders/{reference}, any shopper's order (a cart too), for the admin token only. */
export const adminRoutes = new Hono<AppEnv>().get('/admin/orders/:reference', async (c) => {
  if (!c.var.isAdmin) throw new HttpError(403, 'forbidden', 'admin.open_any_order_only')
  const order = await adminOrderByReference(c.var.deps.db, c.req.param('reference'))
  if (!order) throw notFound('order')
  return send(c, AdminOrderResponse, { order })
})
