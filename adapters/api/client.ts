import type { ErrorBody } from '../../core/schemas/errors'
import { endAdminSession } from '../adminSession'
import { requestCounter } from '../busy'
import { readAdminToken } from '../storage/adminToken'
import { readToken, writeToken } from '../storage/token'
import { type Answer, BadAnswer, StoreUserResponse } from './answers'
import { newIdempotencyKey } from './idempotencyKey'
import { followRedirect } from './redirect'

/** A failed API call, carrying the server's error body when it sent one (DESIGN decision 12). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The values of a field's message id (ErrorBody `values`), e.g. the minutes to wait after too many codes. */
    readonly values: Record<string, Record<string, string | number>> = {},
  ) {
    super(message)
  }
}

type Init = Omit<RequestInit, 'body' | 'headers'> & {
  query?: Record<string, string>
  body?: unknown
  headers?: Record<string, string>
  /** 'blob' for a file (a receipt's PDF); an error answer's body is then not read as JSON. */
  responseType?: 'json' | 'blob'
  /** Sent without any Authorization (the admin sign-in, whose token is in the body): no store user is made. */
  anonymous?: boolean
  /** Not counted by the busy spinner (tracking: the shopper never waits for it). */
  background?: boolean
}

export const IDEMPOTENCY_KEY = 'Idempotency-Key'
/** Named as in server/services/identity.ts (the adapters do not import the server). */
const RENEWED_TOKEN_HEADER = 'X-Renewed-Token'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * A call that got no answer (`response` undefined: the connection failed, dropped or was aborted) or an error answer
 * (status 400 and up) with its body read as `data`.
 */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly response?: Response,
    readonly data?: unknown,
  ) {
    super(message)
  }
  get status(): number | undefined {
    return this.response?.status
  }
}

// Answers without a body (fetch refuses to read one).
const NO_BODY = new Set([101, 204, 205, 304])

/** An answer's body: JSON where it says so (or says nothing), text that is not JSON as it is, else a Blob. */
const readBody = async (response: Response, responseType: Init['responseType']): Promise<unknown> => {
  if (NO_BODY.has(response.status)) return undefined
  if (responseType === 'blob') return response.blob()
  const type = response.headers.get('content-type') ?? ''
  if (type !== '' && !type.includes('json') && !type.startsWith('text/')) return response.blob()
  const text = await response.text()
  if (!type.includes('json') && type !== '') return text
  try {
    return text === '' ? undefined : JSON.parse(text)
  } catch {
    return text
  }
}

/** The API's address for `path` under `base`, with `query` added to any it has. */
const urlOf = (base: string, path: string, query?: Record<string, string>): string => {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  const params = new URLSearchParams(query).toString()
  return params === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${params}`
}

/**
 * fetch with the shop's ways (no library: issue 17 point 2): JSON bodies sent and read, the language and the caller's
 * headers, `onResponse` on every answer, an error answer or none at all thrown as a FetchError.
 */
const fetcher =
  (base: string, defaults: Record<string, string>, onResponse: (response: Response) => void) =>
  async (path: string, { query, body, headers, responseType, ...init }: Init = {}): Promise<unknown> => {
    const json = body !== undefined
    const response = await fetch(urlOf(base, path, query), {
      ...init,
      headers: {
        ...defaults,
        ...(json ? { 'content-type': 'application/json', accept: 'application/json' } : {}),
        ...headers,
      },
      body: json ? JSON.stringify(body) : undefined,
    }).catch((e: unknown) => {
      throw new FetchError(`[${init.method ?? 'GET'}] ${path}: ${String(e)}`)
    })
    onResponse(response)
    const data = await readBody(response, responseType)
    if (response.status >= 400)
      throw new FetchError(`[${init.method ?? 'GET'}] ${path}: ${response.status}`, response, data)
    return data
  }

/** No answer at all (the connection failed or dropped), as opposed to an error answer or a call the caller aborted. */
const unanswered = (e: unknown, init: Init) =>
  e instanceof FetchError && e.response === undefined && !init.signal?.aborted

/** The wait before the one retry of a write whose answer was lost. */
const RETRY_AFTER_MS = 300

/** How many unanswered writes are remembered for a repeat (oldest forgotten first). */
const REMEMBERED = 50

/** Calls the API and reads the answer with `answer` (./answers.ts); a null answer expects no body (204). */
export type ApiClient = <A>(answer: Answer<A> | null, path: string, init?: Init) => Promise<A>

/** The server's error body (DESIGN decision 12), checked by hand: its code and message are strings. */
const errorBody = (data: unknown): ErrorBody['error'] | null => {
  const error = (data as { error?: unknown } | null)?.error as ErrorBody['error'] | undefined
  return typeof error?.code === 'string' && typeof error.message === 'string' ? error : null
}

const toApiError = (e: unknown): ApiError => {
  if (e instanceof FetchError) {
    const body = errorBody(e.data)
    if (body) return new ApiError(e.status ?? 0, body.code, body.message, body.fields, body.values)
    return new ApiError(e.status ?? 0, 'network', e.message)
  }
  if (e instanceof BadAnswer) return new ApiError(0, 'bad_response', e.message)
  return e instanceof ApiError ? e : new ApiError(0, 'network', String(e))
}

/**
 * One HTTP client for the shop API: Bearer token, language header, answers read as their typed shapes (./answers.ts).
 *
 * Every write carries an Idempotency-Key (DESIGN decision 5): the caller's (the order actor gives one per change),
 * else a new one per call. A write that got no answer is sent once more with the same key after a short wait: the
 * server runs it at most once and replays the first answer if it had run. A write the shopper repeats after it got no
 * answer at all (the same method, path and body) reuses that key too, so "try again" never makes the change twice.
 */
export const createApiClient = (apiBase: string, language: string): ApiClient => {
  // The server renews a token that is in use (issue 11 point 6): keep the fresh one.
  const http = fetcher(apiBase, { 'Accept-Language': language }, (response) => {
    const renewed = response.headers.get(RENEWED_TOKEN_HEADER)
    if (renewed) writeToken(renewed)
  })
  let pending: Promise<string> | null = null
  // The first visit gets an anonymous store user; concurrent first calls share one.
  const token = () => {
    const stored = readToken()
    if (stored) return Promise.resolve(stored)
    pending ??= http('/store_users', { method: 'POST' })
      .then((raw) => {
        const { token } = StoreUserResponse(raw)
        writeToken(token)
        return token
      })
      .finally(() => {
        pending = null
      })
    return pending
  }
  // A caller's own Authorization (the studio's report sends the admin token) is used as given, without a store user.
  // Issue 15 admin mode (B §6, C §1): the admin token kept for this tab replaces the store user's, and none is made.
  const authorization = async (init: Init) =>
    init.headers?.Authorization ?? `Bearer ${readAdminToken() ?? (await token())}`
  const call = async (path: string, { anonymous, ...init }: Init) => {
    const headers = anonymous ? init.headers : { ...init.headers, Authorization: await authorization(init) }
    return http(path, { ...init, headers })
  }
  const attempt = (path: string, init: Init) =>
    call(path, init).catch((e: unknown) => {
      if (e instanceof FetchError && e.status === 401 && !init.headers?.Authorization && !init.anonymous) {
        // The admin token is no longer the shop's (ADMIN_TOKEN changed): signed out, the page reloads as a shopper's.
        if (readAdminToken() !== null) {
          if ((e.data as ErrorLike)?.error?.code === 'unauthenticated') endAdminSession()
          throw e
        }
        // An expired or foreign token (e.g. a reset database): start a new identity and try once more.
        writeToken(null)
        return call(path, init)
      }
      throw e
    })

  // Keys of writes that got no answer, by request: a repeat of the same request is the same attempt.
  const unansweredKeys = new Map<string, string>()
  const withKey = (path: string, init: Init): { init: Init; request: string | null } => {
    const method = (init.method ?? 'GET').toUpperCase()
    if (!WRITES.has(method)) return { init, request: null }
    const request = JSON.stringify([method, path, init.query ?? {}, init.body ?? null])
    if (init.headers?.[IDEMPOTENCY_KEY]) return { init, request }
    const key = unansweredKeys.get(request) ?? newIdempotencyKey()
    return { init: { ...init, headers: { ...init.headers, [IDEMPOTENCY_KEY]: key } }, request }
  }
  const send = async (path: string, init: Init, request: string | null) => {
    try {
      const raw = await attempt(path, init).catch(async (e: unknown) => {
        if (request === null || !unanswered(e, init)) throw e
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS))
        return attempt(path, init)
      })
      if (request) unansweredKeys.delete(request)
      return raw
    } catch (e) {
      const key = init.headers?.[IDEMPOTENCY_KEY]
      const inProgress = e instanceof FetchError && e.status === 409 && (e.data as ErrorLike)?.error?.code === RUNNING
      if (request && key && (unanswered(e, init) || inProgress)) {
        unansweredKeys.delete(request)
        unansweredKeys.set(request, key)
        const oldest = unansweredKeys.keys().next().value
        if (unansweredKeys.size > REMEMBERED && oldest !== undefined) unansweredKeys.delete(oldest)
      } else if (request) unansweredKeys.delete(request)
      throw e
    }
  }

  // B §4 fetch counter: every call counts while it runs (adapters/busy.ts). B §2, C §4: an answer's redirect-to field
  // sends the browser there once the answer is read (adapters/api/redirect.ts).
  return async (answer, path, options = {}) => {
    const { init, request } = withKey(path, options)
    const counted = !options.background
    if (counted) requestCounter.start()
    try {
      const raw = await send(path, init, request)
      const read = answer === null ? undefined : answer(raw)
      followRedirect(raw)
      return read as never
    } catch (e) {
      throw toApiError(e)
    } finally {
      if (counted) requestCounter.end()
    }
  }
}

type ErrorLike = { error?: { code?: string } } | undefined
/** The first request with this key still runs: a repeat later gets its answer. */
const RUNNING = 'idempotency_key_in_progress'
