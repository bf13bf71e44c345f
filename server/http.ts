import { Schema, SchemaIssue } from 'effect'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { Id } from '../core/schemas/common'
import { type ErrorBody, fieldMap } from '../core/schemas/errors'
import { type MessageId, messageOf, type Named, type ServerMessage, say } from './messages/say'
import { requestLanguage } from './requestLanguage'

/**
 * A failure a route reports to the caller; anything else thrown is a 500. It is said by a message id of
 * server/messages (with its values): `message` is the English text (logs, tests), the answer is in the request's
 * language. `fields` map request paths to message ids the browser translates, `values` their values.
 */
export class HttpError extends Error {
  readonly said: ServerMessage
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: MessageId | ServerMessage,
    readonly fields?: Record<string, string>,
    readonly values?: Record<string, Record<string, string | number>>,
  ) {
    super(say('en', messageOf(message)))
    this.said = messageOf(message)
  }
}

export const errorBody = (
  code: string,
  message: string,
  fields?: Record<string, string>,
  values?: Record<string, Record<string, string | number>>,
): ErrorBody => ({
  error: { code, message, ...(fields ? { fields } : {}), ...(values ? { values } : {}) },
})

/** The answer to a thrown error in the request's language: an HttpError as its body, malformed JSON as 400, else 500. */
export const errorAnswer = (err: Error, c: Context) => {
  const language = requestLanguage(c)
  if (err instanceof HttpError)
    return c.json(errorBody(err.code, say(language, err.said), err.fields, err.values), err.status)
  if (err instanceof SyntaxError)
    return c.json(errorBody('bad_request', say(language, { id: 'request.invalid_json' })), 400)
  console.error(err)
  return c.json(errorBody('internal', say(language, { id: 'internal' })), 500)
}

/** 404 not_found naming what was not found ('order' says "Order not found"). */
export const notFound = (what: Named<'not_found'>) => new HttpError(404, 'not_found', `not_found.${what}`)

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** Decodes untrusted input; a bad one becomes a 400 with a field map, never a 500. */
export const decodeOr400 = <A, I>(
  schema: Schema.Codec<A, I>,
  input: unknown,
  message: MessageId | ServerMessage,
  root?: string,
): A => {
  try {
    return Schema.decodeUnknownSync(schema)(input, { errors: 'all' })
  } catch (e) {
    if (!Schema.isSchemaError(e)) throw e
    throw new HttpError(400, 'bad_request', message, fieldMap(formatter(e.issue).issues, root))
  }
}

export const idParam = (c: Context, name: string): string =>
  decodeOr400(Id, c.req.param(name), { id: 'request.invalid_parameter', values: { name } }, name)

/** Answers with a body encoded by its schema, so the wire shape is the one documented. */
export const send = <A>(c: Context, schema: Schema.Codec<A, unknown>, value: A, status: ContentfulStatusCode = 200) =>
  c.json(Schema.encodeSync(schema)(value) as object, status)
