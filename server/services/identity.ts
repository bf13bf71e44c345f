import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Database } from '../db/database'

/**
 * Issue 11 point 6: a token lives 30 days and is renewed while it is used (a fresh one rides on any answer to a token
 * more than a day old), so a parent who shops through the school year keeps one identity, while a token copied off a
 * shared computer stops working a month after its last use.
 */
export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600
export const TOKEN_RENEW_AFTER_SECONDS = 24 * 3600
/** The answer header carrying a renewed token; the storefront's API client keeps it in place of the old one. */
export const RENEWED_TOKEN_HEADER = 'X-Renewed-Token'

/** The signing keys: tokens are signed with `current`; `previous` (kept by a rotation) is still accepted, and renewed. */
export type TokenSecrets = { tokenSecret: string; previousTokenSecret: string | null }

export type TokenCheck =
  | { ok: true; storeUserId: string; renew: boolean }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' }

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url')
const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest()

export const signToken = (secret: string, storeUserId: string, nowSeconds: number): string => {
  const payload = b64(JSON.stringify({ sub: storeUserId, exp: nowSeconds + TOKEN_LIFETIME_SECONDS }))
  return `${payload}.${b64(signature(secret, payload))}`
}

const signedBy = (secret: string, payload: string, given: Buffer) => {
  const expected = signature(secret, payload)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const claimsOf = (payload: string): { sub: string; exp: number } | null => {
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof claims !== 'object' || claims === null) return null
    const { sub, exp } = claims as { sub?: unknown; exp?: unknown }
    return typeof sub === 'string' && UUID.test(sub) && typeof exp === 'number' && Number.isFinite(exp)
      ? { sub, exp }
      : null
  } catch {
    return null
  }
}

export const verifyToken = (secrets: TokenSecrets, token: string, nowSeconds: number): TokenCheck => {
  const [payload, sig, extra] = token.split('.')
  if (!payload || !sig || extra !== undefined) return { ok: false, reason: 'malformed' }
  const given = Buffer.from(sig, 'base64url')
  const current = signedBy(secrets.tokenSecret, payload, given)
  if (!current && !(secrets.previousTokenSecret && signedBy(secrets.previousTokenSecret, payload, given)))
    return { ok: false, reason: 'forged' }
  const claims = claimsOf(payload)
  if (!claims) return { ok: false, reason: 'malformed' }
  const left = claims.exp - nowSeconds
  if (left <= 0) return { ok: false, reason: 'expired' }
  // Renewed: signed with the previous key, older than a day, or issued for longer than a token now lives (the
  // year-long tokens before issue 11).
  const renew = !current || left < TOKEN_LIFETIME_SECONDS - TOKEN_RENEW_AFTER_SECONDS || left > TOKEN_LIFETIME_SECONDS
  return { ok: true, storeUserId: claims.sub, renew }
}

const CURRENT = 'token'
const PREVIOUS = 'token.previous'

const newSecret = () => randomBytes(32).toString('hex')

/** The signing keys are made once per database, so tokens survive a restart and differ between installations. */
export const loadTokenSecrets = async (db: Database): Promise<TokenSecrets> => {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    CURRENT,
    newSecret(),
  ])
  const { rows } = await db.query<{ name: string; value: string }>(
    'select name, value from server_secrets where name in ($1, $2)',
    [CURRENT, PREVIOUS],
  )
  const tokenSecret = rows.find((r) => r.name === CURRENT)?.value
  if (!tokenSecret) throw new Error('token secret missing after insert')
  return { tokenSecret, previousTokenSecret: rows.find((r) => r.name === PREVIOUS)?.value ?? null }
}

export const loadTokenSecret = async (db: Database): Promise<string> => (await loadTokenSecrets(db)).tokenSecret

/**
 * docs/operations.md "Rotating the token key": a new key signs from now on; the old one is kept as the previous key,
 * so shoppers signed in with it are renewed on their next visit. `dropPrevious` also forgets the previous key (after a
 * leak): tokens signed with it stop working and those shoppers start a new identity.
 */
export const rotateTokenSecret = async (db: Database, { dropPrevious }: { dropPrevious: boolean }) =>
  db.transaction(async (q) => {
    if (dropPrevious) await q.query('delete from server_secrets where name = $1', [PREVIOUS])
    else
      await q.query(
        `insert into server_secrets (name, value) select $1, value from server_secrets where name = $2
         on conflict (name) do update set value = excluded.value`,
        [PREVIOUS, CURRENT],
      )
    await q.query(
      'insert into server_secrets (name, value) values ($1, $2) on conflict (name) do update set value = excluded.value',
      [CURRENT, newSecret()],
    )
  })

export const createStoreUser = async (db: Database): Promise<string> => {
  const id = randomUUID()
  await db.query('insert into store_users (id) values ($1)', [id])
  return id
}

/** Store users known to exist, per database; they are never deleted, so a process remembers them (bounded). */
const knownUsers = new WeakMap<Database, Set<string>>()
const KNOWN_LIMIT = 100_000

export const storeUserExists = async (db: Database, id: string): Promise<boolean> => {
  const known = knownUsers.get(db) ?? new Set<string>()
  knownUsers.set(db, known)
  if (known.has(id)) return true
  const found = (await db.query('select 1 from store_users where id = $1', [id])).rows.length > 0
  if (found) {
    if (known.size >= KNOWN_LIMIT) known.clear()
    known.add(id)
  }
  return found
}
