// Issue 11 point 1, DESIGN decision 13: access codes resist guessing. Wrong codes are counted per client address and
// per store user in the database (migration 011), so every API process sees the same count. docs/api.md describes it.
// Issue 15: wrong admin tokens are counted the same way, under scopes of their own (server/routes/admin.ts).
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

/** The client address a request comes from, as the limits count it (`address:<key>`). */
export const addressScope = (c: Context<AppEnv>): string => {
  const address = clientAddress(c, c.var.deps.trustProxy ?? 0)
  return `address:${address === null ? 'unknown' : addressKey(address)}`
}

const scopesOf = (c: Context<AppEnv>): string[] => [
  addressScope(c),
  ...(c.var.storeUserId ? [`user:${c.var.storeUserId}`] : []),
]

/**
 * When the longest-limited scope frees up: the time of a scope's `nth` newest wrong code in the window, plus the
 * window (the count then drops below `nth`); null when no scope has `nth` wrong codes in the window.
 */
const limitedUntil = async (db: Database, scopes: string[], at: number, nth: number): Promise<number | null> => {
  const { rows } = await db.query<{ until: Date | null }>(
    `select max(failed_at) as until from (
       select failed_at, row_number() over (partition by scope order by failed_at desc, id desc) as n
       from access_code_failures where scope = any($1::text[]) and failed_at > $2
     ) ranked where n = $3`,
    [scopes, new Date((at - WRONG_CODES_WINDOW_SECONDS) * 1000), nth],
  )
  const until = rows[0]?.until
  return until ? Math.floor(until.getTime() / 1000) + WRONG_CODES_WINDOW_SECONDS : null
}

/**
 * How a limited guess is refused: the error's code and message (with the minutes to wait), and the field it names
 * with the message id the storefront shows.
 */
export type Refusal = {
  code: string
  message: (minutes: number) => ConstructorParameters<typeof HttpError>[2]
  field: string
  messageId: string
}

const tooMany = (c: Context<AppEnv>, refusal: Refusal, until: number, at: number) => {
  const seconds = Math.max(1, until - at)
  const minutes = Math.ceil(seconds / 60)
  c.header('Retry-After', String(seconds))
  return new HttpError(
    429,
    refusal.code,
    refusal.message(minutes),
    { [refusal.field]: refusal.messageId },
    { [refusal.field]: { minutes } },
  )
}

/**
 * Runs `check`, a request's guess at a secret, within the limits of its `scopes`: a guess `isWrong` throws counts.
 *
 * A scope (a client address, a store user) with WRONG_CODES_ALLOWED wrong codes in the window is refused with 429 and
 * Retry-After before its code is looked at: a right code is refused too, or guessing would go on and only the answers
 * would change. A right code is not counted. A wrong one (`check` throws what `isWrong` names) is written and committed
 * before it is answered, then counted with every wrong code any process has written: over the limit it is answered
 * with 429 instead (and not kept), so requests racing in several processes count each other and at most
 * WRONG_CODES_ALLOWED wrong codes are answered in a window. A right code racing them is answered only if fewer were
 * written before it was checked, as if it came first.
 */
export const limitGuesses = async <T>(
  c: Context<AppEnv>,
  limit: { scopes: string[]; refusal: Refusal; isWrong: (e: unknown) => boolean },
  check: () => Promise<T>,
): Promise<T> => {
  const { db, now } = c.var.deps
  const { scopes, refusal } = limit
  const at = now()
  const limited = await limitedUntil(db, scopes, at, WRONG_CODES_ALLOWED)
  if (limited !== null) throw tooMany(c, refusal, limited, at)
  try {
    return await check()
  } catch (e) {
    if (!limit.isWrong(e)) throw e
    const { rows } = await db.query<{ id: number }>(
      'insert into access_code_failures (scope, failed_at) select unnest($1::text[]), $2 returning id',
      [scopes, new Date(at * 1000)],
    )
    const over = await limitedUntil(db, scopes, at, WRONG_CODES_ALLOWED + 1)
    if (over !== null) {
      await db.query('delete from access_code_failures where id = any($1::bigint[])', [rows.map((r) => r.id)])
      throw tooMany(c, refusal, over, at)
    }
    // Wrong codes older than the window no longer count: pruned as new ones come.
    await db.query('delete from access_code_failures where failed_at <= $1', [
      new Date((at - WRONG_CODES_WINDOW_SECONDS) * 1000),
    ])
    throw e
  }
}

/** Runs `check`, a request's access-code check, within the limits; `field` names the code's field in the error body. */
export const limitAccessCodes = <T>(c: Context<AppEnv>, field: string, check: () => Promise<T>): Promise<T> =>
  limitGuesses(
    c,
    {
      scopes: scopesOf(c),
      refusal: {
        code: TOO_MANY_CODES,
        message: (minutes) => ({ id: 'access_code.too_many', values: { minutes } }),
        field,
        messageId: TOO_MANY_CODES_MESSAGE,
      },
      isWrong: (e) => e instanceof WrongAccessCode,
    },
    check,
  )
