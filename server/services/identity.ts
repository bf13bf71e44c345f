import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Database } from '../db/database'

/** A shopper keeps the same anonymous identity for a school year of re-orders. */
export const TOKEN_LIFETIME_SECONDS = 365 * 24 * 3600

export type TokenCheck = { ok: true; storeUserId: string } | { ok: false; reason: 'malformed' | 'forged' | 'expired' }

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url')

export const signToken = (secret: string, storeUserId: string, nowSeconds: number): string => {
  const payload = b64(JSON.stringify({ sub: storeUserId, exp: nowSeconds + TOKEN_LIFETIME_SECONDS }))
  return `${payload}.${b64(createHmac('sha256', secret).update(payload).digest())}`
}

export const verifyToken = (secret: string, token: string, nowSeconds: number): TokenCheck => {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' }
  const expected = createHmac('sha256', secret).update(payload).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' }
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'malformed' }
  const { sub, exp } = claims as { sub?: unknown; exp?: unknown }
  if (typeof sub !== 'string' || typeof exp !== 'number') return { ok: false, reason: 'malformed' }
  if (exp <= nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, storeUserId: sub }
}

/** The signing key is made once per database, so tokens survive a restart and differ between installations. */
export const loadTokenSecret = async (db: Database): Promise<string> => {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    'token',
    randomBytes(32).toString('hex'),
  ])
  const { rows } = await db.query<{ value: string }>('select value from server_secrets where name = $1', ['token'])
  const secret = rows[0]?.value
  if (!secret) throw new Error('token secret missing after insert')
  return secret
}

export const createStoreUser = async (db: Database): Promise<string> => {
  const id = randomUUID()
  await db.query('insert into store_users (id) values ($1)', [id])
  return id
}

export const storeUserExists = async (db: Database, id: string): Promise<boolean> =>
  (await db.query('select 1 from store_users where id = $1', [id])).rows.length > 0
