import { Schema, SchemaIssue } from 'effect'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { Id } from '../core/schemas/common'
import { type ErrorBody, fieldMap } from '../core/schemas/errors'

/** A failure a route reports to the caller; anything else thrown is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly values?: Record<string, Record<string, string | number>>,
  ) {
    super(message)
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

/** The answer to a thrown error: an HttpError as its body, malformed JSON as 400, anything else a logged 500. */
export const errorAnswer = (err: Error, c: Context) => {
  if (err instanceof HttpError) return c.json(errorBody(err.code, err.message, err.fields, err.values), err.status)
  if (err instanceof SyntaxError) return c.json(errorBody('bad_request', 'The request body is not valid JSON'), 400)
  console.error(err)
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500)
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`)

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** Decodes untrusted input; a bad one becomes a 400 with a field map, never a 500. */
export const decodeOr400 = <A, I>(schema: Schema.Codec<A, I>, input: unknown, what: string, root?: string): A => {
  try {
    return Schema.decodeUnknownSync(schema)(input, { errors: 'all' })
  } catch (e) {
    if (!Schema.isSchemaError(e)) throw e
    throw new HttpError(400, 'bad_request', `Invalid ${what}`, fieldMap(formatter(e.issue).issues, root))
  }
}

export const idParam = (c: Context, name: string): string => decodeOr400(Id, c.req.param(name), name, name)

/** Answers with a body encoded by its schema, so the wire shape is the one documented. */
export const send = <A>(c: Context, schema: Schema.Codec<A, unknown>, value: A, status: ContentfulStatusCode = 200) =>
  c.json(Schema.encodeSync(schema)(value) as object, status)
