// Issue 15 point 1: the demo shop's own texts in Spanish (migration 019 store_texts, server/seed/texts.ts): the reads
// the shop makes answer the texts of the request's language (the first Accept-Language tag, B §7), text by text over
// the English base texts; English requests are unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CheckoutResponse } from '../../core/schemas/checkout'
import { OrderResponse } from '../../core/schemas/order'
import { ProductOptionGroupResponse, ProductSetResponse } from '../../core/schemas/productSet'
import { ClientSessionResponse } from '../../core/schemas/session'
import { StoreResponse } from '../../core/schemas/store'
import { DEMO_GRADUATION_STORE_ID, DEMO_STORE_ID, demoIds, demoLicence } from '../../server/seed/demo'
import { demoSpanish } from '../../server/seed/demoSpanish'
import { demoId } from '../../server/seed/ids'
import { demoTexts, seedDemoTexts } from '../../server/seed/texts'
import { type Api, decode, startApi } from './harness'
import { FALL, fall, type Shopper, shopper } from './paymentFixtures'

const SPRING = demoId('session:spring-reorders')
const GRADUATION = demoId('session:graduation')
const spring = (key: string) => demoIds.product('spring-set', key)

let api: Api
let parent: Shopper
beforeAll(async () => {
  api = await startApi()
  parent = await shopper(api)
})
afterAll(async () => api?.close())

/** A GET as the parent, in `language` (the header the browser sends on every call). */
const read = (path: string, language: string, headers: Record<string, string> = {}) =>
  api.request(path, {
    headers: { Authorization: `Bearer ${parent.token}`, 'Accept-Language': language, ...headers },
  })

const productSet = async (session: string, language: string) =>
  (await decode(ProductSetResponse, await read(`/product_sets/${session}`, language))).productSet

const stageOf = async (session: string, language: string) =>
  (await decode(ClientSessionResponse, await read(`/client_sessions/${session}`, language))).clientSession

describe('the product set in the request language', () => {
  it('Spanish names and describes categories, products, option groups, options and form fields', async () => {
    const set = await productSet(SPRING, 'es')
    const portraits = set.categories.find((c) => c.slug === 'portraits')
    expect(portraits?.information.label).toBe('Impresiones de retrato')
    const print = portraits?.products.find((p) => p.id === spring('8x10'))
    expect(print?.information).toEqual({
      label: 'Impresión de 8×10',
      text: 'Una impresión de 8×10 pulgadas de la foto que usted elija.',
    })
    expect(print?.nodes.map((n) => n.label)).toEqual(['Foto'])
    const finish = print?.productOptionGroups.find((g) => g.id === demoIds.group('spring-set', 'finish'))
    expect(finish?.label).toBe('Acabado del papel')
    expect(finish?.productOptions.map((o) => o.label)).toEqual(['Lustre', 'Metálico', 'Mate profundo'])
    const name = print?.productOptionGroups.find((g) => g.id === demoIds.group('spring-set', 'name-line'))
    expect(name?.parameters.placeholder).toBe('p. ej., Emma Rose Carter')
    const collection = set.categories.flatMap((c) => c.products).find((p) => p.id === spring('portrait-collection'))
    expect(collection?.parameters.discounts?.map((d) => d.label)).toEqual([
      'Precio de oferta de primavera',
      'Precio de compra anticipada (terminado)',
    ])
    const details = set.forms.find((f) => f.id === demoIds.form('spring-set', 'student-details'))
    expect(details?.title).toBe('Datos del alumno')
    const grade = details?.formFields.find((f) => f.id === demoIds.field('spring-set', 'student-details', 'grade'))
    expect(grade?.label).toBe('Grado')
    expect((grade?.parameters.choices as { label: string }[] | undefined)?.[0]?.label).toBe('Kínder')
    expect(set.shippingPromotions[0]?.label).toBe('Envío gratis en pedidos de $75 o más')
  })

  it('English (and a language the shop has no texts for) is the base text, unchanged', async () => {
    for (const language of ['en', 'en-US,en;q=0.9', 'fr', '']) {
      const set = await productSet(SPRING, language)
      expect(set.categories[0]?.information.label).toBe('Portrait prints')
      expect(set.categories[0]?.products[0]?.information.label).toBe('8×10 print')
    }
  })

  it('the first tag decides: es-MX is Spanish, en before es is English', async () => {
    expect((await productSet(SPRING, 'es-MX,es;q=0.9,en;q=0.8')).categories[0]?.information.label).toBe(
      'Impresiones de retrato',
    )
    expect((await productSet(SPRING, 'en-US,es;q=0.9')).categories[0]?.information.label).toBe('Portrait prints')
  })

  it('each language has its own ETag, and the answer says it varies by language', async () => {
    const [es, en] = [await read(`/product_sets/${SPRING}`, 'es'), await read(`/product_sets/${SPRING}`, 'en')]
    expect(es.headers.get('vary')?.split(/\s*,\s*/)).toContain('Accept-Language')
    expect(es.headers.get('etag')).not.toBe(en.headers.get('etag'))
    // The English copy a browser kept is not the Spanish answer: 200, not 304.
    const again = await read(`/product_sets/${SPRING}`, 'es', { 'If-None-Match': en.headers.get('etag') ?? '' })
    expect(again.status).toBe(200)
  })
})

describe('the stage and session texts', () => {
  it('the banner, the multi-child texts and the order-complete text in Spanish', async () => {
    const session = await stageOf(FALL, 'es')
    expect(session.label).toBe('Maple Grove Elementary: Día de fotos de otoño 2026')
    expect(session.stage.bannerCountdownText).toBe('Los precios del día de fotos terminan en')
    expect(session.stage.bannerCountdownTooltip).toBe(
      'Los pedidos anticipados realizados antes del {dateTime} obtienen los precios del día de fotos.',
    )
    expect(session.stage.multiChildOrderBannerHeading).toBe('¿Hace un pedido para más de un hijo?')
    expect(session.stage.orderCompleteCartText).toMatch(/^¡Gracias! Su pedido anticipado/)
    expect((await stageOf(FALL, 'en')).stage.bannerCountdownText).toBe('Picture-day prices end in')
  })

  it('the welcome message of the graduation shop, placeholders kept for the shop to fill in', async () => {
    const { stage } = await stageOf(GRADUATION, 'es')
    expect(stage.welcomeHeading).toBe('Bienvenido a {sessionName}')
    expect(stage.welcomeText).toContain('{subjectName}')
    expect(stage.welcomeText).toMatch(/^¡Felicidades/)
  })

  it('the store settings a parent reads: the graduation store’s fee label and the licence', async () => {
    const store = (await decode(StoreResponse, await read(`/stores/${DEMO_GRADUATION_STORE_ID}`, 'es'))).store
    expect(store.settings.serviceFee?.label).toBe('Cargo por servicio')
    expect(store.settings.digitalLicence).toMatch(/^Licencia de impresión personal/)
    expect(store.name).toBe('Brightside Graduation Portraits')
  })
})

describe('one option group (B §7 GET /product_option_groups/{id})', () => {
  it('answers its label and options in Spanish, in English unchanged', async () => {
    const path = `/product_option_groups/${demoIds.group('spring-set', 'image-retouching')}`
    const es = (await decode(ProductOptionGroupResponse, await read(path, 'es'))).productOptionGroup
    expect(es.label).toBe('Retoque')
    expect(es.productOptions.map((o) => o.label)).toEqual(['Sin retoque', 'Retoque básico', 'Retoque completo'])
    const en = (await decode(ProductOptionGroupResponse, await read(path, 'en'))).productOptionGroup
    expect(en.productOptions.map((o) => o.label)).toEqual(['No retouching', 'Basic touch-up', 'Full retouch'])
  })
})

describe('checkout requirements and the order', () => {
  it('shipping and payment methods (and the promotion note) in Spanish', async () => {
    const order = await parent.fallOrder({ details: false })
    const path = `/orders/${order.id}/checkout_requirements`
    const { checkoutRequirements: es } = await decode(CheckoutResponse, await read(path, 'es'))
    expect(es.shippingMethods.map((m) => m.label)).toEqual([
      'Envío a domicilio',
      'Entrega en la escuela con la clase',
      'Recoger en el estudio',
    ])
    expect(es.shippingMethods[0]?.description).toBe('Entrega con seguimiento en su puerta en 5–7 días hábiles.')
    expect(es.shippingMethods[0]?.promotion?.label).toBe('Envío gratis en pedidos de $75 o más')
    const manual = es.paymentMethods.manual as { label: string; description: string }
    expect(manual.label).toBe('Pagar en la escuela')
    expect(manual.description).toMatch(/^Entregue en la oficina de la escuela/)
    const { checkoutRequirements: en } = await decode(CheckoutResponse, await read(path, 'en'))
    expect(en.shippingMethods[0]?.label).toBe('Ship to home')
    expect((en.paymentMethods.manual as { label: string }).label).toBe('Pay at school')
  })

  it('the order shows its items’ names and the licence in Spanish; in English as the store has them', async () => {
    const order = await parent.newOrder()
    await parent.add(order.id, fall('digital-single'))
    const es = (await decode(OrderResponse, await read(`/orders/${order.id}`, 'es'))).order
    expect(es.orderItems.map((i) => i.label)).toEqual(['Una imagen digital'])
    expect(es.licence).toMatch(/^Licencia de impresión personal/)
    expect(es.clientSession.label).toBe('Maple Grove Elementary: Día de fotos de otoño 2026')
    const en = (await decode(OrderResponse, await read(`/orders/${order.id}`, 'en'))).order
    expect(en.orderItems.map((i) => i.label)).toEqual(['Single digital image'])
    expect(en.licence).toBe(demoLicence)
  })
})

describe('a studio’s own texts (docs/operations.md)', () => {
  const category = demoIds.category('spring-set', 'portraits')
  const text = async () => (await productSet(SPRING, 'es')).categories[0]?.information

  it('a text with no Spanish falls back to the English one, text by text', async () => {
    await api.db.query(`delete from store_texts where entity_id = $1 and field = 'information.text'`, [category])
    expect(await text()).toEqual({
      label: 'Impresiones de retrato',
      text: 'Lustre prints of your favourite photo, hand-checked before they ship. Pick a finish, add a name, or have it mounted.',
    })
  })

  it('a text added or changed is served at once (the catalog version moves)', async () => {
    await api.db.query(
      `insert into store_texts (store_id, language, entity_id, field, text) values ($1, 'es', $2, 'information.text', $3)`,
      [DEMO_STORE_ID, category, 'Impresiones revisadas a mano.'],
    )
    expect((await text())?.text).toBe('Impresiones revisadas a mano.')
    const gallery = demoId('gallery:test-photos')
    await api.db.query(`insert into store_texts values ($1, 'es', $2, 'label', 'Fotos de prueba')`, [
      DEMO_STORE_ID,
      gallery,
    ])
    expect((await stageOf(SPRING, 'es')).galleries.find((g) => g.id === gallery)?.label).toBe('Fotos de prueba')
  })

  it.each([
    ['a field a parent does not read', 'informaton.label'],
    ['English, which is the base text', 'label'],
  ])('refuses %s', async (_, field) => {
    const language = field === 'label' ? 'en' : 'es'
    await expect(
      api.db.query(`insert into store_texts values ($1, $2, $3, $4, 'x')`, [DEMO_STORE_ID, language, category, field]),
    ).rejects.toThrow(/check constraint/)
  })

  it('another store’s texts never reach this store’s reads', async () => {
    await api.db.query(`insert into store_texts values ($1, 'es', $2, 'information.label', 'Ajeno')`, [
      DEMO_GRADUATION_STORE_ID,
      demoIds.category('spring-set', 'collections'),
    ])
    const collections = (await productSet(SPRING, 'es')).categories.find((c) => c.slug === 'collections')
    expect(collections?.information.label).toBe('Colecciones')
  })
})

describe('the demo’s Spanish texts (server/seed/texts.ts)', () => {
  it('every demo text a parent reads has Spanish, with the same placeholders', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort()
    for (const { text } of demoTexts()) {
      expect(demoSpanish[text], text).toBeTruthy()
      expect(placeholders(demoSpanish[text] ?? ''), text).toEqual(placeholders(text))
    }
  })

  it('a data folder seeded before them gets them at the next start, once', async () => {
    const count = async () =>
      Number((await api.db.query<{ n: number }>('select count(*)::int as n from store_texts')).rows[0]?.n)
    // As migration 019 leaves an older data folder: no texts at all.
    await api.db.query('delete from store_texts')
    const added = await seedDemoTexts(api.db)
    expect(added).toBe(demoTexts().length)
    expect(await count()).toBe(added)
    expect(await seedDemoTexts(api.db)).toBe(0)
    // A store that has Spanish texts keeps them as the studio left them: one removed stays removed.
    await api.db.query(`delete from store_texts where entity_id = $1`, [demoIds.category('spring-set', 'portraits')])
    expect(await seedDemoTexts(api.db)).toBe(0)
    expect((await productSet(SPRING, 'es')).categories[0]?.information.label).toBe('Portrait prints')
  })
})
