import { createHash } from 'node:crypto'
import { Schema } from 'effect'
import type { Context } from 'hono'
import { JSON_READ_VARY, matchesIfNoneMatch } from './catalogCache'

/**
 * Issue 17: a read of something with a version (an order) answers `ETag: "<version>-<digest of the body>"` and 304
 * with no body when If-None-Match names it. The version alone would not do: the same version reads differently with a
 * fresh download link, a linked order's change, the clock (canChange) or the request's language. If-Match takes the
 * tag as it takes `"<version>"` (server/routes/orders.ts expectedVersion reads the version before the dash).
 */
export const sendVersioned = <A>(c: Context, schema: Schema.Codec<A, unknown>, value: A, version: number) => {
  const json = JSON.stringify(Schema.encodeSync(schema)(value))
  const etag = `"${version}-${createHash('sha256').update(json).digest('base64url').slice(0, 16)}"`
  c.header('ETag', etag)
  c.header('Vary', JSON_READ_VARY)
  if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304)
  c.header('Content-Type', 'application/json')
  return c.body(json, 200)
}
