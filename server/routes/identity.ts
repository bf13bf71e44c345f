import { Hono } from 'hono'
import { StoreUserResponse } from '../../core/schemas/search'
import { send } from '../http'
import { createStoreUser, signToken } from '../services/identity'
import type { AppEnv } from './env'

/** POST /store_users: the one call without a token; it hands out the anonymous identity. */
export const identityRoutes = new Hono<AppEnv>().post('/store_users', async (c) => {
  const { db, tokenSecret, now } = c.var.deps
  const id = await createStoreUser(db)
  return send(c, StoreUserResponse, { storeUser: { id }, token: signToken(tokenSecret, id, now()) }, 201)
})
