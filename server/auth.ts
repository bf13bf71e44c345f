import { createMiddleware } from 'hono/factory'
import { isAdminToken } from './adminToken'
import { HttpError } from './http'
import { limitAdminGuesses, wrongAdminToken } from './routes/admin'
import type { AppEnv } from './routes/env'
import { RENEWED_TOKEN_HEADER, signToken, storeUserExists, verifyToken } from './services/identity'

/**
 * DESIGN decision 4: every /api request but the first carries a signed store-user token, or the admin token. The
 * token must name a store user that exists (issue 11 point 6); one due for renewal gets a fresh token on the answer.
 */
export const bearerAuth = createMiddleware<AppEnv>(async (c, next) => {
  const { db, tokenSecret, previousTokenSecret = null, adminToken, now } = c.var.deps
  const header = c.req.header('authorization') ?? ''
  const token = header.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (!token) throw new HttpError(401, 'unauthenticated', 'auth.missing')
  const admin = isAdminToken(token, adminToken)
  const check = verifyToken({ tokenSecret, previousTokenSecret }, token, now())
  // B §6: a token that is neither the admin's nor a shopper's (malformed, forged) may be a guess at the admin token:
  // counted against the address like the sign-in's, and the admin token refused too while the address is limited.
  const guess = !check.ok && check.reason !== 'expired' ? check.reason : null
  if (admin || guess)
    await limitAdminGuesses(c, async () => {
      if (!admin && guess) throw wrongAdminToken('unauthenticated', `auth.${guess}`)
    })
  if (admin) {
    c.set('isAdmin', true)
    c.set('storeUserId', null)
    return next()
  }
  if (!check.ok)
    throw new HttpError(401, check.reason === 'expired' ? 'token_expired' : 'unauthenticated', `auth.${check.reason}`)
  if (!(await storeUserExists(db, check.storeUserId))) throw new HttpError(401, 'unauthenticated', 'auth.unknown')
  c.set('isAdmin', false)
  c.set('storeUserId', check.storeUserId)
  await next()
  if (check.renew) c.res.headers.set(RENEWED_TOKEN_HEADER, signToken(tokenSecret, check.storeUserId, now()))
})
