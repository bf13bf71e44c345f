import { randomBytes } from 'node:crypto'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'
import type { Database } from './db/database'
import { isSignedMediaPath, SIGNATURE_PARAM, SIGNED_PREFIX } from './mediaSignature'

/**
 * The key that signs photo addresses (server/mediaSignature.ts), made once per database like the token key and kept
 * in its own row, so either can be rotated without the other (docs/operations.md). One statement: every process
 * of the shop reads the same key.
 */
export const loadMediaSecret = async (db: Database): Promise<string> => {
  const { rows } = await db.query<{ value: string }>(
    `insert into server_secrets (name, value) values ('media', $1)
     on conflict (name) do update set value = server_secrets.value returning value`,
    [randomBytes(32).toString('hex')],
  )
  const secret = rows[0]?.value
  if (!secret) throw new Error('media secret missing after insert')
  return secret
}

/**
 * A photo is a shopper's: the browser may keep it (its address never changes), a shared cache must not. A day, so a
 * re-drawn rendition (docs/operations.md) reaches the browser within one.
 */
export const PHOTO_CACHE_CONTROL = 'private, max-age=86400'

// The same answer for a wrong signature and a missing file: nothing tells a prober whether a photo exists.
const notFound = (c: Context) => {
  c.header('Cache-Control', 'no-store')
  return c.text('Not Found', 404)
}

/**
 * Issue 11 point 3: /media/* from DATA_DIR/media. Photo renditions only at a signed address (else 404, before the
 * disk is looked at); the rest (backdrops, product art, the logo) as public files.
 */
export const serveMedia = (dataDir: string, mediaSecret: string): MiddlewareHandler => {
  const files = serveStatic({ root: dataDir })
  return async (c, next) => {
    if (!c.req.path.startsWith(SIGNED_PREFIX)) return files(c, next)
    if (!isSignedMediaPath(mediaSecret, c.req.path, c.req.query(SIGNATURE_PARAM))) return notFound(c)
    const found = await files(c, async () => {})
    if (!found) return notFound(c)
    found.headers.set('Cache-Control', PHOTO_CACHE_CONTROL)
    return found
  }
}
