// Issue 15 point 1 ("the server's error messages (the request's language header decides) … the receipt"): real
// failures answer in Spanish with Accept-Language: es and in English without (B §7: every request carries a language
// header), a download link's 403 page speaks the language the link was made in, and the receipt reads in Spanish.
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOWNLOAD_LINK_SECONDS } from '../../core/downloads'
import { DownloadItemResponse } from '../../core/schemas/afterPurchase'
import { ErrorBody } from '../../core/schemas/errors'
import type { Order } from '../../core/schemas/order'
import { demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { cupertino } from '../addresses'
import { boughtOrder, digitalSingle, print, SPRING } from './downloadFixtures'
import { type Api, decode, SEEDED_AT, startApi } from './harness'

const EMMA = demoId('subject:emma')
const SPRING_STAGE = demoId('stage:spring-reorders')
const image = (pose: number) => demoId(`image:emma:${pose}`)
const crop = (pose: number) => demoId(`crop:emma:${pose}`)
const SPANISH = { 'Accept-Language': 'es' }

let api: Api
let parent: string
let paid: Order

beforeAll(async () => {
  api = await startApi({ photos: true })
  parent = await api.newShopper()
  await api.enterCode(parent, SPRING, 'EMMA-2026')
  paid = await boughtOrder(api, parent, EMMA, [print(image(1), crop(1)), digitalSingle(image(2), crop(2))])
}, 90_000)
afterAll(() => api?.close())

/** The error body of an answer that must have this status. */
const errorOf = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status)
  return (await decode(ErrorBody, res)).error
}

/** The same request in English (no language header) and in Spanish: both error bodies. */
const inBoth = async (status: number, ask: (headers: Record<string, string>) => Promise<Response>) => ({
  en: await errorOf(await ask({}), status),
  es: await errorOf(await ask(SPANISH), status),
})

describe('issue 15: error messages in the request’s language', () => {
  it('404 not_found', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const { en, es } = await inBoth(404, (headers) => api.send(parent, 'GET', `/orders/${missing}`, undefined, headers))
    expect(en).toMatchObject({ code: 'not_found', message: 'Order not found' })
    expect(es).toMatchObject({ code: 'not_found', message: 'Pedido no encontrado' })
  })

  it('the first Accept-Language tag decides: es-US,en is Spanish; fr-FR,es is English', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const said = async (language: string) =>
      (
        await errorOf(
          await api.send(parent, 'GET', `/orders/${missing}`, undefined, { 'Accept-Language': language }),
          404,
        )
      ).message
    expect(await said('es-US,en;q=0.8')).toBe('Pedido no encontrado')
    expect(await said('fr-FR,es;q=0.8')).toBe('Order not found')
  })

  it('409 order_locked: a paid order takes no new item', async () => {
    const item = { orderItem: { order: paid.id, product: demoIds.product('spring-set', 'magnet'), quantity: 1 } }
    const { en, es } = await inBoth(409, (headers) => api.send(parent, 'POST', '/order_items', item, headers))
    expect(en).toMatchObject({
      code: 'order_locked',
      message: 'This order is being paid or is complete and can no longer be changed',
    })
    expect(es).toMatchObject({
      code: 'order_locked',
      message: 'Este pedido se está pagando o está completo y ya no se puede cambiar',
    })
  })

  it('400 invalid customer details: the message in the language, the fields still message ids', async () => {
    const cart = await api.send(parent, 'POST', '/orders', { order: { clientSession: SPRING, subject: EMMA } })
    const { id } = ((await cart.json()) as { data: { order: Order } }).data.order
    const details = {
      customerDetails: {
        recipientName: 'Ada Parent',
        recipientEmail: 'not an email',
        shippingMethod: demoId('shipping:spring-reorders:home'),
        billingDetailsAdded: false,
        shipping: cupertino,
      },
    }
    const { en, es } = await inBoth(400, (headers) =>
      api.send(parent, 'PUT', `/orders/${id}/customer_details`, details, headers),
    )
    expect(es.code).toBe(en.code)
    expect(es.fields).toEqual(en.fields)
    expect(en.message).toBe('Please check the highlighted fields')
    expect(es.message).toBe('Revise los campos marcados')
  })

  it('401: no sign-in token', async () => {
    const ask = (headers: Record<string, string>) => api.request('/orders/x', { headers })
    const { en, es } = await inBoth(401, ask)
    expect(en).toMatchObject({
      code: 'unauthenticated',
      message: 'Sign-in token missing: send Authorization: Bearer <token>',
    })
    expect(es).toMatchObject({
      code: 'unauthenticated',
      message: 'Falta el token de inicio de sesión: envíe Authorization: Bearer <token>',
    })
  })

  it('413: a body over 64 KB', async () => {
    const body = JSON.stringify({ order: { clientSession: SPRING, notes: 'x'.repeat(70 * 1024) } })
    const { en, es } = await inBoth(413, (headers) => api.send(parent, 'POST', '/orders', body, headers))
    expect(en.message).toBe('The request body is larger than 64 KB')
    expect(es.message).toBe('El cuerpo de la solicitud supera los 64 KB')
  })

  describe('changes after purchase (C §2 order view): dates and money for the language', () => {
    const finish = (key: string) => ({
      [demoIds.group('spring-set', 'finish')]: { value: demoIds.option('spring-set', 'finish', key) },
    })
    const change = (confirmedAmount: number) => (headers: Record<string, string>) =>
      api.send(
        parent,
        'PUT',
        `/orders/${paid.id}/item_options`,
        {
          order: paid.id,
          items: [{ id: paid.orderItems[0]?.id, options: finish('metallic'), nodes: print(image(1), crop(1)).nodes }],
          confirmedAmount,
        },
        headers,
      )

    it('409 amount_changed: the money in es-US for the US store', async () => {
      const { en, es } = await inBoth(409, change(123_400_000))
      expect(en.code).toBe('amount_changed')
      expect(en.message).toMatch(/\(you confirmed it adds \$1,234\.00\)\. Nothing was changed/)
      expect(es.message).toMatch(
        /^El precio de este cambio se movió: ahora .+ \(usted confirmó que suma \$1,234\.00\)\. No se cambió nada/,
      )
    })

    it('409 changes_closed: the date in Spanish words and whom to ask', async () => {
      const cutoff = new Date(SEEDED_AT.getTime() - 86_400_000).toISOString()
      const { rows } = await api.db.query<{ settings: object }>('select settings from stages where id = $1', [
        SPRING_STAGE,
      ])
      await api.db.query(
        `update stages set settings = settings || jsonb_build_object('productionCutoffAt', $2::text) where id = $1`,
        [SPRING_STAGE, cutoff],
      )
      try {
        const { en, es } = await inBoth(409, change(0))
        expect(en).toMatchObject({
          code: 'changes_closed',
          message: 'Changes closed on October 31, 2026. Ask Brightside order desk at orders@brightside.example.',
        })
        expect(es).toMatchObject({
          code: 'changes_closed',
          message:
            'Los cambios se cerraron el 31 de octubre de 2026. Consulte a Brightside order desk en orders@brightside.example.',
        })
      } finally {
        await api.db.query('update stages set settings = $2 where id = $1', [SPRING_STAGE, rows[0]?.settings])
      }
    })
  })
})

describe('issue 15: a download link’s 403 page in the shopper’s language (DESIGN decision 7)', () => {
  /** A fresh link to the digital item, made by an API call with these headers. */
  const linkFor = async (headers: Record<string, string>) => {
    const itemId = paid.orderItems[1]?.id ?? ''
    const res = await api.send(
      parent,
      'PUT',
      `/order_items/${itemId}/download`,
      { orderItem: { acceptedLicence: true } },
      headers,
    )
    expect(res.status, await res.clone().text()).toBe(200)
    return (await decode(DownloadItemResponse, res)).data.redirect
  }
  const open = (link: string, headers: Record<string, string> = {}) => api.app.request(link, { headers })
  const page = async (res: Response) => {
    expect(res.status).toBe(403)
    return res.text()
  }

  it('a link made in Spanish carries lang=es (not signed: the link still opens) and its expired page is Spanish', async () => {
    const spanish = await linkFor(SPANISH)
    const english = await linkFor({})
    expect(new URL(spanish, 'http://shop').searchParams.get('lang')).toBe('es')
    expect(new URL(english, 'http://shop').searchParams.has('lang')).toBe(false)
    expect((await open(spanish)).status).toBe(200)
    api.advanceClock(DOWNLOAD_LINK_SECONDS + 1)
    const es = await page(await open(spanish))
    expect(es).toContain('<html lang="es">')
    expect(es).toContain('Este enlace de descarga venció')
    expect(es).toContain('Ir a su pedido')
    const en = await page(await open(english))
    expect(en).toContain('<html lang="en">')
    expect(en).toContain('This download link has expired')
  })

  it('a bad lang is English; without lang the browser’s Accept-Language decides', async () => {
    const link = await linkFor(SPANISH)
    api.advanceClock(DOWNLOAD_LINK_SECONDS + 1)
    const url = new URL(link, 'http://shop')
    url.searchParams.set('lang', 'xx<script>')
    expect(await page(await open(`${url.pathname}${url.search}`))).toContain('This download link has expired')
    url.searchParams.delete('lang')
    const bare = `${url.pathname}${url.search}`
    expect(await page(await open(bare, SPANISH))).toContain('Este enlace de descarga venció')
    expect(await page(await open(bare))).toContain('This download link has expired')
  })
})

describe('issue 15: the receipt in Spanish (C §7 GET /orders/{id}/receipt)', () => {
  const receipt = (headers: Record<string, string>) =>
    api.request(`/orders/${paid.id}/receipt`, { headers: { Authorization: `Bearer ${parent}`, ...headers } })
  const read = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200)
    const bytes = new Uint8Array(await res.arrayBuffer())
    const { text } = await extractText(bytes.slice(), { mergePages: true })
    return { bytes, text: text.replace(/\s+/g, ' ') }
  }

  it('its words, date and money in Spanish; the same bytes for the same order and language', async () => {
    const es = await read(await receipt(SPANISH))
    for (const words of ['Recibo', 'REFERENCIA DEL PEDIDO', 'PAGADO', 'ARTÍCULO', 'Subtotal', 'Envío', 'Página 1 de 1'])
      expect(es.text).toContain(words)
    expect(es.text).toContain('Gracias por su pedido.')
    expect(es.text).toMatch(/PAGADO \d{1,2} de [a-z]+ de 2026/)
    expect(es.text).toMatch(/\$\d+\.\d\d/)
    expect(es.text).not.toContain('Thank you for your order.')
    // The store's own texts in Spanish too (the demo's, migration 019): the items' names.
    expect(es.text).toContain('Una imagen digital')
    expect(es.text).not.toContain('Single digital image')
    const again = await read(await receipt(SPANISH))
    expect(Buffer.from(again.bytes).equals(Buffer.from(es.bytes))).toBe(true)
    const en = await read(await receipt({}))
    expect(en.text).toContain('Thank you for your order.')
    expect(en.text).toContain('Single digital image')
    expect(Buffer.from(en.bytes).equals(Buffer.from(es.bytes))).toBe(false)
  })
})
