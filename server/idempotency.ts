import { createHash } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { Database } from './db/database'
import { HttpError } from './http'
import type { AppEnv } from './routes/env'

// Issue 10 point 3, DESIGN decision 5: every state-changing request may carry an `Idempotency-Key`. The first request
// with a key runs and its answer is kept (migration 009); a repeat of the same request gets that answer again, so a
// retry after a lost answer never adds an item twice. docs/api.md describes the behaviour.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** 1 to 100 visible ASCII characters (a UUID is 36). */
const KEY = /^[\x21-\x7e]{1,100}$/
/** Keys live a day: an older row is ignored (and taken over by a new request), then deleted. */
export const KEY_LIFETIME_SECONDS = 24 * 60 * 60
/** A reservation still running after this long belongs to a process that ended mid-request: it is taken over. */
export const ABANDONED_AFTER_SECONDS = 5 * 60
/** How often a process deletes expired keys (on the way of a request that uses one). */
const CLEANUP_EVERY_SECONDS = 10 * 60
/** The answer's headers a replay repeats. */
const KEPT_HEADERS = ['etag', 'content-type'] as const
export const REPLAYED_HEADER = 'Idempotent-Replayed'

type KeyRow = {
  method: string
  path: string
  request_hash: string
  status: number | null
  response_body: string | null
  response_headers: Record<string, string> | null
}

type Request = { scope: string; key: string; method: string; path: string; hash: string; at: number }

const lastCleanup = new WeakMap<Database, number>()

/** Deletes expired keys, at most every CLEANUP_EVERY_SECONDS per process (rows older than a day are ignored anyway). */
const cleanUp = async (db: Database, at: number) => {
  const last = lastCleanup.get(db)
  if (last !== undefined && at - last < CLEANUP_EVERY_SECONDS) return
  lastCleanup.set(db, at)
  await db.query('delete from idempotency_keys where created_at < $1', [new Date((at - KEY_LIFETIME_SECONDS) * 1000)])
}

/**
 * Reserves the key for this request in one statement (its own transaction): a new key, an expired one or an abandoned
 * reservation becomes this request's. Two requests with one key cannot both get it: the second waits for the first's
 * insert and then finds it. Otherwise answers the row another request holds.
 */
const reserve = async (db: Database, r: Request): Promise<KeyRow | 'reserved'> => {
  for (let attempt = 0; attempt < 3; attempt++) {
    const taken = await db.query(
      `insert into idempotency_keys (store_user, key, method, path, request_hash, created_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (store_user, key) do update set method = excluded.method, path = excluded.path,
         request_hash = excluded.request_hash, status = null, response_body = null, response_headers = null,
         created_at = excluded.created_at
       where idempotency_keys.created_at < $7
          or (idempotency_keys.status is null and idempotency_keys.created_at < $8)
       returning 1`,
      [
        r.scope,
        r.key,
        r.method,
        r.path,
        r.hash,
        new Date(r.at * 1000),
        new Date((r.at - KEY_LIFETIME_SECONDS) * 1000),
        new Date((r.at - ABANDONED_AFTER_SECONDS) * 1000),
      ],
    )
    if (taken.rows.length > 0) return 'reserved'
    const held = (
      await db.query<KeyRow>(
        `select method, path, request_hash, status, response_body, response_headers from idempotency_keys
         where store_user = $1 and key = $2`,
        [r.scope, r.key],
      )
    ).rows[0]
    // Released (a 5xx) between the two statements: try to reserve it again.
    if (held) return held
  }
  throw new Error('Idempotency-Key: could not reserve or read the key')
}

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex')

/**
 * Hono middleware for /api, after the sign-in check (keys are kept per store user, or for the admin token, so one
 * shopper can never replay another's answer). Requests without the header are untouched.
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  if (!WRITES.has(c.req.method)) return next()
  const key = c.req.header('idempotency-key')
  if (key === undefined) return next()
  if (!KEY.test(key))
    throw new HttpError(400, 'bad_request', 'idempotency.invalid_key', {
      'Idempotency-Key': 'Expected 1 to 100 visible ASCII characters, e.g. a UUID',
    })
  const scope = c.var.isAdmin ? 'admin' : c.var.storeUserId
  if (!scope) return next()
  const { db, now } = c.var.deps
  const url = new URL(c.req.url)
  // Read through Hono's body cache, so the route reads the same body after this.
  const request: Request = {
    scope,
    key,
    method: c.req.method,
    path: url.pathname + url.search,
    hash: sha256(await c.req.arrayBuffer()),
    at: now(),
  }
  await cleanUp(db, request.at)
  const held = await reserve(db, request)
  if (held !== 'reserved') {
    if (held.method !== request.method || held.path !== request.path || held.request_hash !== request.hash)
      throw new HttpError(422, 'idempotency_key_reused', {
        id: 'idempotency.reused',
        values: { method: held.method, path: held.path },
      })
    if (held.status === null) throw new HttpError(409, 'idempotency_key_in_progress', 'idempotency.in_progress')
    const headers = new Headers(held.response_headers ?? {})
    headers.set(REPLAYED_HEADER, 'true')
    const empty = held.status === 204 || held.status === 304
    return new Response(empty ? null : held.response_body, { status: held.status, headers })
  }

  const release = () =>
    db.query('delete from idempotency_keys where store_user = $1 and key = $2 and status is null', [scope, key])
  try {
    await next()
  } catch (e) {
    await release()
    throw e
  }
  const res = c.res
  // A failure on our side is not an answer: the key is freed so a retry runs. A 4xx is the answer, kept.
  if (res.status >= 500) {
    await release()
    return
  }
  const kept: Record<string, string> = {}
  for (const name of KEPT_HEADERS) {
    const value = res.headers.get(name)
    if (value !== null) kept[name] = value
  }
  try {
    await db.query(
      `update idempotency_keys set status = $3, response_body = $4, response_headers = $5
       where store_user = $1 and key = $2`,
      [scope, key, res.status, await res.clone().text(), JSON.stringify(kept)],
    )
  } catch (e) {
    // The change is made and answered; a repeat finds the key running until it counts as abandoned.
    console.error('Idempotency-Key: the answer could not be kept', e)
  }
})
