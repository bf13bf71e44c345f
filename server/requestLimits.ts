// DESIGN decision 13, issue 11 point 4: every input has a bound. A request body is at most 64 KB of JSON, nested at
// most 32 deep, with no NUL characters, no lone surrogates and no number JSON turns into Infinity; anything else is
// refused with 400 (413 for size) before a route sees it, so nothing stored can make an order unreadable. Query
// parameters get the text checks too (a NUL in ?accessCode= reached the database). Lengths, ranges and kinds are
// the request schemas' (core/schemas, core/inputLimits.ts).
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorAnswer, HttpError } from './http'
import { type ServerMessage, say } from './messages/say'

export const MAX_BODY_BYTES = 64 * 1024
export const MAX_JSON_DEPTH = 32

/** How deep the brackets of a JSON text go, not counting brackets inside strings (before parsing it). */
export const jsonDepth = (text: string): number => {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (inString) {
      if (ch === '\\') i += 1
      else if (ch === '"') inString = false
    } else if (ch === '"') inString = true
    else if (ch === '{' || ch === '[') deepest = Math.max(deepest, ++depth)
    else if (ch === '}' || ch === ']') depth -= 1
  }
  return deepest
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The first thing in a parsed JSON value the shop refuses, as a message; null when there is none. */
export const valueProblem = (value: unknown): ServerMessage | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? null : { id: 'request.number_not_finite' }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { id: 'request.nul_character' }
    if (LONE_SURROGATE.test(value)) return { id: 'request.lone_surrogate' }
    return null
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = valueProblem(item)
      if (problem) return problem
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = valueProblem(key) ?? valueProblem(item)
      if (problem) return problem
    }
  }
  return null
}

/** The problem of a JSON request body, or null when it may go on to its route. */
export const jsonBodyProblem = (text: string): ServerMessage | null => {
  if (text.trim() === '') return null
  if (jsonDepth(text) > MAX_JSON_DEPTH) return { id: 'request.too_deep', values: { depth: MAX_JSON_DEPTH } }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { id: 'request.invalid_json' }
  }
  return valueProblem(parsed)
}

/** The parsed JSON body of a route that takes less than MAX_BODY_BYTES (POST /tracks): over `maxBytes` is a 413. */
export const jsonWithin = async (c: Context, maxBytes: number): Promise<unknown> => {
  const text = await c.req.text()
  if (Buffer.byteLength(text) > maxBytes)
    throw new HttpError(413, 'payload_too_large', { id: 'request.too_large', values: { kilobytes: maxBytes / 1024 } })
  return JSON.parse(text)
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The size limit (413) and the JSON checks (400) for every request that can carry a body; the query's text. */
export const requestLimits: MiddlewareHandler[] = [
  async (c, next) => {
    for (const [name, values] of Object.entries(c.req.queries())) {
      const problem = valueProblem(name) ?? valueProblem(values)
      // The field says the problem in English, as every field map of a 400 (the message is the request's language).
      if (problem)
        return errorAnswer(
          new HttpError(400, 'bad_request', 'request.invalid_query', { [name]: say('en', problem) }),
          c,
        )
    }
    return next()
  },
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      errorAnswer(
        new HttpError(413, 'payload_too_large', {
          id: 'request.too_large',
          values: { kilobytes: MAX_BODY_BYTES / 1024 },
        }),
        c,
      ),
  }),
  async (c, next) => {
    if (!WITH_BODY.has(c.req.method)) return next()
    const problem = jsonBodyProblem(await c.req.text())
    if (problem) return errorAnswer(new HttpError(400, 'bad_request', problem), c)
    return next()
  },
]
