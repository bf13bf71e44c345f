import { timingSafeEqual } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import { HttpError } from './http'
import type { AppEnv } from './routes/env'
import { verifyToken } from './services/identity'

const MESSAGES = {
  missing: 'Sign-in token missing: send Authorization: Bearer <token>',
  malformed: 'Sign-in token is malformed',
  forged: 'Sign-in token is not valid',
  expired: 'Sign-in token has expired',
} as const

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** DESIGN decision 4: every /api request but the first carries a signed store-user token, or the admin token. */
export const bearerAuth = createMiddleware<AppEnv>(async (c, next) => {
  const { tokenSecret, adminToken, now } = c.var.deps
  const header = c.req.header('authorization') ?? ''
  const token = header.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (!token) throw new HttpError(401, 'unauthenticated', MESSAGES.missing)
  if (adminToken && sameSecret(token, adminToken)) {
    c.set('isAdmin', true)
    c.set('storeUserId', null)
    return next()
  }
  const check = verifyToken(tokenSecret, token, now())
  if (!check.ok)
    throw new HttpError(401, check.reason === 'expired' ? 'token_expired' : 'unauthenticated', MESSAGES[check.reason])
  c.set('isAdmin', false)
  c.set('storeUserId', check.storeUserId)
  return next()
})
