import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'
import type { Database } from './db/database'
import { isSignedMediaPath, SIGNATURE_PARAM, SIGNED_PREFIX } from './mediaSignature'
import { loadServerSecret } from './serverSecrets'

/** The key that signs photo addresses (server/mediaSignature.ts), made once per database like the token key. */
export const loadMediaSecret = (db: Database): Promise<string> => loadServerSecret(db, 'media')

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
