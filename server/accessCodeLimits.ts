// Issue 11 point 1, DESIGN decision 13: access codes resist guessing. Wrong codes are counted per client address and
// per store user in the database (migration 011), so every API process sees the same count. docs/api.md describes it.
import type { Context } from 'hono'
import { addressKey, clientAddress } from './clientAddress'
import type { Database } from './db/database'
import { HttpError } from './http'
import type { AppEnv } from './routes/env'

/** Wrong codes allowed per client address, and per store user, within the window; the next code is refused (429). */
export const WRONG_CODES_ALLOWED = 10
export const WRONG_CODES_WINDOW_SECONDS = 15 * 60

export const TOO_MANY_CODES = 'too_many_access_codes'
/** The message id the storefront shows (ui/messages), with the minutes to wait as `minutes`. */
export const TOO_MANY_CODES_MESSAGE = 'access.error_too_many_codes'

/** A refusal because the code opens nothing: the attempt stays counted. Any other failure is not a wrong code. */
export class WrongAccessCode extends HttpError {}

const scopesOf = (c: Context<AppEnv>): string[] => {
  const address = clientAddress(c, c.var.deps.trustProxy ?? 0)
  return [
    `address:${address === null ? 'unknown' : addressKey(address)}`,
    ...(c.var.storeUserId ? [`user:${c.var.storeUserId}`] : []),
  ]
}

/**
 * When the longest-limited scope frees up: the time of the attempt that puts a scope over the limit (the newest
 * WRONG_CODES_ALLOWED + 1, counting this request's own), plus the window; null when no scope is over.
 */
const limitedUntil = async (db: Database, scopes: string[], at: number): Promise<number | null> => {
  const { rows } = await db.query<{ until: Date | null }>(
    `select max(failed_at) as until from (
       select failed_at, row_number() over (partition by scope order by failed_at desc, id desc) as n
       from access_code_failures where scope = any($1::text[]) and failed_at > $2
     ) ranked where n = $3`,
    [scopes, new Date((at - WRONG_CODES_WINDOW_SECONDS) * 1000), WRONG_CODES_ALLOWED + 1],
  )
  const until = rows[0]?.until
  return until ? Math.floor(until.getTime() / 1000) + WRONG_CODES_WINDOW_SECONDS : null
}

/**
 * Runs `check`, a request's access-code check, within the limits. The attempt is written first, as a wrong code of
 * the client address and of the store user, and its own transaction commits it: requests racing in any process then
 * count each other, and at most WRONG_CODES_ALLOWED wrong codes get through in a window. Over the limit the request is
 * refused with 429 and Retry-After, before the code is looked at: a right code is refused too, or guessing would go
 * on and only the answers would change. A right code (or a failure that is not a WrongAccessCode) takes the attempt
 * back; a wrong one leaves it counted. `field` names the code's field in the error body.
 */
export const limitAccessCodes = async <T>(c: Context<AppEnv>, field: string, check: () => Promise<T>): Promise<T> => {
  const { db, now } = c.var.deps
  const at = now()
  const scopes = scopesOf(c)
  const { rows } = await db.query<{ id: number }>(
    'insert into access_code_failures (scope, failed_at) select unnest($1::text[]), $2 returning id',
    [scopes, new Date(at * 1000)],
  )
  const takeBack = () =>
    db.query('delete from access_code_failures where id = any($1::bigint[])', [rows.map((r) => r.id)])
  const until = await limitedUntil(db, scopes, at)
  if (until !== null) {
    await takeBack()
    const seconds = Math.max(1, until - at)
    const minutes = Math.ceil(seconds / 60)
    c.header('Retry-After', String(seconds))
    throw new HttpError(
      429,
      TOO_MANY_CODES,
      `Too many wrong access codes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      { [field]: TOO_MANY_CODES_MESSAGE },
      { [field]: { minutes } },
    )
  }
  try {
    const result = await check()
    await takeBack()
    return result
  } catch (e) {
    if (!(e instanceof WrongAccessCode)) await takeBack()
    // Wrong codes older than the window no longer count: pruned as new ones come.
    else
      await db.query('delete from access_code_failures where failed_at <= $1', [
        new Date((at - WRONG_CODES_WINDOW_SECONDS) * 1000),
      ])
    throw e
  }
}
