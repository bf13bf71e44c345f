import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'
import { matchesIfNoneMatch } from './catalogCache'
import { isCompressible, varyOnEncoding } from './compression'

/** Hashed build files (dist/client/assets) never change under their name: a year, immutable. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The storefront's build files (dist/client): the hashed ones under /assets immutable, the rest as browsers do. */
export const buildFileCacheControl = (path: string): string | null => (path.startsWith('/assets/') ? IMMUTABLE : null)

/**
 * A file's validator from what the answer says of it: size, modification second and encoding (each encoding is its
 * own file, so its own tag). Weak: it names the file's state, not a digest of its bytes.
 */
const fileTag = (headers: Headers): string | null => {
  const modified = Date.parse(headers.get('Last-Modified') ?? '')
  const size = headers.get('Content-Length')
  if (Number.isNaN(modified) || size === null) return null
  const encoding = headers.get('Content-Encoding')
  return `W/"${Number(size).toString(36)}-${(modified / 1000).toString(36)}${encoding ? `-${encoding}` : ''}"`
}

/** RFC 9110 §13.2.2: If-None-Match decides when present; else If-Modified-Since against Last-Modified. */
const isFresh = (c: Context, etag: string, lastModified: string | null): boolean => {
  const ifNoneMatch = c.req.header('If-None-Match')
  if (ifNoneMatch !== undefined) return matchesIfNoneMatch(ifNoneMatch, etag)
  const since = Date.parse(c.req.header('If-Modified-Since') ?? '')
  return !Number.isNaN(since) && lastModified !== null && Date.parse(lastModified) <= since
}

/**
 * Files under `root`, by @hono/node-server's serveStatic with `precompressed` (a text file's `.br`, else `.gz`
 * beside it, when the request accepts that encoding), which gives Content-Type, Content-Length and Last-Modified. Added
 * here: `Vary: Accept-Encoding` on every text file (plain answers too, so no cache hands brotli to a client without
 * it), an ETag, 304 to a conditional request, and `cacheControl(path)` when it says one.
 */
export const serveFiles = (
  root: string,
  cacheControl: (path: string) => string | null = () => null,
): MiddlewareHandler => {
  const files = serveStatic({ root, precompressed: true })
  return async (c, next) => {
    const found = await files(c, next)
    if (!(found instanceof Response) || found.status !== 200) return found
    const headers = found.headers
    const policy = cacheControl(c.req.path)
    if (policy) headers.set('Cache-Control', policy)
    if (isCompressible(headers.get('Content-Type'))) varyOnEncoding(headers)
    const etag = fileTag(headers)
    if (etag === null) return found
    headers.set('ETag', etag)
    if (!isFresh(c, etag, headers.get('Last-Modified'))) return found
    // The file was opened for the 200: close it, and answer the validators without a body.
    await found.body?.cancel()
    for (const name of ['Content-Length', 'Content-Encoding', 'Content-Type']) headers.delete(name)
    c.res = undefined
    c.res = new Response(null, { status: 304, headers })
    return c.res
  }
}
