import type { Context, MiddlewareHandler } from 'hono'
import type { Database } from './db/database'
import { isSignedMediaPath, SIGNATURE_PARAM, SIGNED_PREFIX } from './mediaSignature'
import { loadServerSecret } from './serverSecrets'
import { serveFiles } from './staticFiles'

/** The key that signs photo addresses (server/mediaSignature.ts), made once per database like the token key. */
export const loadMediaSecret = (db: Database): Promise<string> => loadServerSecret(db, 'media')

/**
 * A photo is a shopper's: the browser may keep it (its address never changes), a shared cache must not. A day, so a
 * re-drawn rendition (docs/operations.md) reaches the browser within one.
 */
export const PHOTO_CACHE_CONTROL = 'private, max-age=86400'

/** Backdrops, product art and the logo keep their names when a studio changes them: a day, like photos. */
export const PUBLIC_MEDIA_CACHE_CONTROL = 'public, max-age=86400'

// The same answer for a wrong signature and a missing file: nothing tells a prober whether a photo exists.
const notFound = (c: Context) => {
  c.header('Cache-Control', 'no-store')
  return c.text('Not Found', 404)
}

/**
 * Issue 11 point 3: /media/* from DATA_DIR/media. Photo renditions only at a signed address (else 404, before the
 * disk is looked at); the rest (backdrops, product art, the logo) as public files. Issue 17: with ETag and
 * Last-Modified, and 304 to a conditional request (server/staticFiles.ts).
 */
export const serveMedia = (dataDir: string, mediaSecret: string): MiddlewareHandler => {
  const files = serveFiles(dataDir, (path) =>
    path.startsWith(SIGNED_PREFIX) ? PHOTO_CACHE_CONTROL : PUBLIC_MEDIA_CACHE_CONTROL,
  )
  return async (c, next) => {
    if (!c.req.path.startsWith(SIGNED_PREFIX)) return files(c, next)
    if (!isSignedMediaPath(mediaSecret, c.req.path, c.req.query(SIGNATURE_PARAM))) return notFound(c)
    return (await files(c, async () => {})) ?? notFound(c)
  }
}
