import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { type Language, languageOf } from '../../core/language'
import {
  DigitalArchiveResponse,
  DownloadItemRequest,
  DownloadItemResponse,
  FinalizeDigitalsRequest,
  FinalizeDigitalsResponse,
} from '../../core/schemas/afterPurchase'
import type { Order } from '../../core/schemas/order'
import { decodeOr400, HttpError, idParam, send } from '../http'
import { say } from '../messages/say'
import { requestLanguage } from '../requestLanguage'
import { rangeStillApplies, requestedRange } from '../services/downloads/byteRange'
import {
  type Download,
  type DownloadDeps,
  downloadItem,
  finalizeDigitals,
  openDownload,
  type Refusal,
  requestDigitalArchive,
} from '../services/downloads/downloads'
import { LANGUAGE_PARAM } from '../services/downloads/links'
import { orderInLanguage } from '../storeTexts'
import type { AppEnv } from './env'
import { linkDeps, viewer } from './orders'

const body = async (c: Context<AppEnv>) => c.req.json<unknown>()

/** The order (its download link already made) in the request's language: the licence is the store's (issue 15). */
const inRequestLanguage = (c: Context<AppEnv>, order: Order) =>
  orderInLanguage(c.var.deps.db, requestLanguage(c), order)

/** Issue 14, C §7 downloads (docs/api.md "Downloads"): links to a paid order's purchased originals. */
export const downloadRoutes = new Hono<AppEnv>()
  // C §7 download item: GET, or PUT with orderItem.acceptedLicence (the licence modal's accept, C §2).
  .on(['GET', 'PUT'], '/order_items/:id/download', async (c) => {
    const id = idParam(c, 'id')
    const accepting =
      c.req.method === 'PUT' &&
      decodeOr400(DownloadItemRequest, await body(c), 'invalid.download').orderItem.acceptedLicence
    const answer = await downloadItem(linkDeps(c), viewer(c), id, accepting)
    c.header('ETag', `"${answer.order.version}"`)
    return send(c, DownloadItemResponse, { data: { ...answer, order: await inRequestLanguage(c, answer.order) } })
  })
  .post('/orders/:id/finalize_digitals', async (c) => {
    const id = idParam(c, 'id')
    const input = decodeOr400(FinalizeDigitalsRequest, await body(c), 'invalid.finalize_digitals')
    const order = await finalizeDigitals(linkDeps(c), viewer(c), id, input)
    c.header('ETag', `"${order.version}"`)
    return send(c, FinalizeDigitalsResponse, { data: { order: await inRequestLanguage(c, order) } })
  })
  // C §7 download all: GET (PUT also seen in the spec; it changes nothing either).
  .on(['GET', 'PUT'], '/orders/:id/request_digital_archive', async (c) => {
    const data = await requestDigitalArchive(linkDeps(c), viewer(c), idParam(c, 'id'))
    return send(c, DigitalArchiveResponse, { data })
  })

type PageKind = Refusal['refused'] | 'failed'

/**
 * The language of a link's page (issue 15): the link's `lang` (added when an API call in that language made it; not
 * signed, anything unknown is English), else the browser's Accept-Language.
 */
const pageLanguage = (c: Context): Language => {
  const lang = c.req.query(LANGUAGE_PARAM)
  return lang === undefined ? requestLanguage(c) : languageOf(lang)
}

/** A link that opens nothing: what happened and the way back, as a page (the browser navigated here). */
const refusalPage = (c: Context, kind: PageKind, orderPage: string | null, status: 403 | 503 = 403) => {
  const language = pageLanguage(c)
  const title = say(language, { id: `download_page.${kind}.title` })
  const text = say(language, { id: `download_page.${kind}.text` })
  const back = orderPage ?? '/'
  c.header('Cache-Control', 'no-store')
  c.header('Vary', 'Accept-Language')
  return c.html(
    html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style>
      body { font-family: system-ui, sans-serif; color: #1b2330; background: #f6f7f9; margin: 0; }
      main { max-width: 32rem; margin: 4rem auto; padding: 2rem 1.5rem; background: #fff; border-radius: .75rem; }
      a { display: inline-block; min-height: 2.75rem; line-height: 2.75rem; color: #0f766e; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${text}</p>
      <p><a href="${back}">${say(language, { id: orderPage ? 'download_page.to_order' : 'download_page.to_shop' })}</a></p>
    </main>
  </body>
</html>`,
    status,
  )
}

const contentDisposition = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16)}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** The file as a whole (200) or the one range asked for (206) while it is still the same file; 416 past its end. */
const fileAnswer = (c: Context, file: Download) => {
  c.header('Accept-Ranges', 'bytes')
  c.header('ETag', file.etag)
  c.header('Cache-Control', 'private, no-store')
  const asked = rangeStillApplies(c.req.header('if-range'), file.etag)
    ? requestedRange(c.req.header('range'), file.size)
    : null
  if (asked === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${file.size}`)
    return c.body(null, 416)
  }
  const range = asked ?? { start: 0, end: file.size - 1 }
  c.header('Content-Type', file.contentType)
  c.header('Content-Length', String(range.end - range.start + 1))
  c.header('Content-Disposition', contentDisposition(file.fileName))
  if (asked) c.header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
  return c.body(Readable.toWeb(file.bytes(range)) as ReadableStream, asked ? 206 : 200)
}

/**
 * The signed links themselves, outside /api (a browser's navigation carries no Bearer): one original of a digital
 * item, the ZIP of an item's files, the ZIP of the whole order (server/services/downloads/links.ts).
 */
export const downloadFileRoutes = (deps: DownloadDeps) =>
  new Hono()
    .get('/*', async (c) => {
      const opened = await openDownload(deps, c.req.path, c.req.query(), {
        range: c.req.header('range'),
        ifRange: c.req.header('if-range'),
      })
      if (!opened) return c.text('Not Found', 404)
      return 'refused' in opened ? refusalPage(c, opened.refused, opened.orderPage) : fileAnswer(c, opened)
    })
    .onError((err, c) => {
      // A stored original that cannot be read (services/downloads/delivery.ts) or a bug: the page, never a stack.
      if (!(err instanceof HttpError)) console.error(err)
      return refusalPage(c, 'failed', null, 503)
    })
