import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'

// Issue 17 point 1: HTML, JS, CSS and JSON travel brotli- or gzip-compressed. Build files are compressed once at build
// time (scripts/precompress.ts, served by server/staticFiles.ts); pages and API answers here, as they are made.

export type Encoding = 'br' | 'gzip'

/** Text worth compressing; never JPEG, WebP, PNG, ZIP or PDF, which are compressed already. */
export const isCompressible = (contentType: string | null): boolean =>
  contentType !== null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)

/**
 * The encoding an Accept-Encoding header takes among `offered` (best first): brotli, then gzip, by their q-values (a
 * tie goes to the first offered; `*` stands for any not named); null: identity.
 */
export const chooseEncoding = (
  header: string | undefined,
  offered: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null => {
  if (!header) return null
  const accepts = parseAccept(header)
  const wildcard = accepts.find((a) => a.type === '*')?.q ?? 0
  let best: { encoding: Encoding; q: number } | null = null
  for (const encoding of offered) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard
    if (q > 0 && (best === null || q > best.q)) best = { encoding, q }
  }
  return best?.encoding ?? null
}

/** Adds Accept-Encoding to Vary: a cache must keep the compressed and the plain answer apart. */
export const varyOnEncoding = (headers: Headers) => {
  const vary = headers.get('Vary')
  if (vary === '*' || vary?.split(',').some((v) => v.trim().toLowerCase() === 'accept-encoding')) return
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/** Answers below this many bytes go as they are: the headers would outweigh the saving. */
export const COMPRESS_THRESHOLD = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Fast levels: an answer is compressed on every request, off the event loop (zlib's thread pool). Brotli 5 made the
 * 48 kB page 7 % smaller than brotli 4 and than gzip 6, in about the same 4-5 ms (docs/performance.md).
 */
const compressNow = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipped(body, { level: 6 })

const NOT_TRANSFORMED = /(?:^|,)\s*no-transform\s*(?:,|$)/i

/**
 * Compresses pages and API answers on the fly. Only text answers (so never a photo, a ZIP download or a PDF receipt,
 * whose bytes would not shrink and which are streamed), not already encoded (a precompressed build file), not a
 * 206/204/304, not to HEAD. The answer is read whole first: these are bodies the server made in memory.
 */
export const compressAnswers =
  (threshold = COMPRESS_THRESHOLD): MiddlewareHandler =>
  async (c, next) => {
    await next()
    const res = c.res
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      !isCompressible(res.headers.get('Content-Type')) ||
      NOT_TRANSFORMED.test(res.headers.get('Cache-Control') ?? '')
    )
      return
    varyOnEncoding(res.headers)
    const length = res.headers.get('Content-Length')
    if (length !== null && Number(length) < threshold) return
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
    if (encoding === null) return
    const body = Buffer.from(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    const out = body.length < threshold ? body : await compressNow(body, encoding)
    if (out !== body) headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(out.length))
    c.res = undefined
    c.res = new Response(new Uint8Array(out), { status: res.status, statusText: res.statusText, headers })
  }
