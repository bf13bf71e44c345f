import { Schema } from 'effect'

/** The ICU values of a field's message id (a coupon's minimum spend ...). */
export const MessageValues = Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number]))

/**
 * The JSON error body of every failed API call (DESIGN decision 12). `fields` maps a dotted path to a message;
 * `values`, when a field's message is a message id with placeholders, maps the same path to their values.
 */
export const ErrorBody = Schema.Struct({
  error: Schema.Struct({
    code: Schema.String,
    message: Schema.String,
    fields: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
    values: Schema.optionalKey(Schema.Record(Schema.String, MessageValues)),
  }),
})
export type ErrorBody = typeof ErrorBody.Type

/** A Standard Schema issue: its path holds keys or `{ key }` segments. */
export type IssueLike = {
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined
  readonly message: string
}

/** Turns schema issues into the field map of an error body; the first message per field wins. */
/** `root` names the field when the whole input is the field (a path parameter). */
export const fieldMap = (issues: ReadonlyArray<IssueLike>, root = '_'): Record<string, string> => {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const key = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.') || root
    fields[key] ??= issue.message
  }
  return fields
}
