// Issue 11 point 4, limits everywhere (docs/api.md "Limits"): text and notes bounded, quantities under a hard ceiling,
// every integer in range, pages bounded, form values checked against their field's type. Each refusal is a 4xx with
// the error body naming the field, and the order reads exactly as before it; what is accepted reads back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORM_ERRORS } from '../../core/forms'
import {
  MAX_CODE_LENGTH,
  MAX_FORM_VALUE_LENGTH,
  MAX_ORDER_ITEMS,
  MAX_PAGE,
  MAX_QUANTITY,
  MAX_TEXT_LENGTH,
} from '../../core/inputLimits'
import { ITEM_PROBLEMS } from '../../core/orderItem'
import { ErrorBody } from '../../core/schemas/errors'
import { CreateOrderResponse, type Order, OrderItemResponse, OrderResponse } from '../../core/schemas/order'
import { GalleryImagesResponse } from '../../core/schemas/photos'
import { demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, startApi } from './harness'

const SPRING = demoId('session:spring-reorders')
const EMMA = demoId('subject:emma')
const EMMA_GALLERY = demoId('gallery:emma')
const emmaImage = (pose: number) => demoId(`image:emma:${pose}`)
const emmaCrop = (pose: number) => demoId(`crop:emma:${pose}`)
const spring = (key: string) => demoIds.product('spring-set', key)
const group = (key: string) => demoIds.group('spring-set', key)
const option = (g: string, key: string) => demoIds.option('spring-set', g, key)
const FORM = demoIds.form('spring-set', 'student-details')
const field = (key: string) => demoIds.field('spring-set', 'student-details', key)
const cardField = (key: string) => demoIds.field('spring-set', 'trading-card', key)

let api: Api
let token: string

beforeAll(async () => {
  api = await startApi({ photos: true })
  token = await api.newShopper()
  // Emma's flyer code: her photos may go on this shopper's orders (issue 11 point 2).
  expect((await api.get(`/client_sessions/${SPRING}/subjects?password=EMMA-2026`, token)).status).toBe(200)
}, 120_000)
afterAll(() => api.close())

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  api.send(token, method, path, body, headers)

const newOrder = async (): Promise<Order> => {
  const res = await send('POST', '/orders', { order: { clientSession: SPRING, subject: EMMA } })
  expect(res.status).toBe(201)
  return (await decode(CreateOrderResponse, res)).data.order
}

const readOrder = async (id: string, as = token) => {
  const res = await api.get(`/orders/${id}`, as)
  expect(res.status).toBe(200)
  return (await decode(OrderResponse, res)).order
}

/** The answer is `status` with the error body naming `field`; the order reads exactly as it did before. */
const refused = async (
  orderId: string,
  request: () => Promise<Response>,
  status: number,
  fieldName: string,
  message?: string,
) => {
  const before = await readOrder(orderId)
  const res = await request()
  expect(res.status).toBe(status)
  const { error } = await decode(ErrorBody, res)
  expect(error.message).toEqual(expect.any(String))
  expect(Object.keys(error.fields ?? {})).toContain(fieldName)
  if (message !== undefined) expect(error.fields?.[fieldName]).toBe(message)
  expect(await readOrder(orderId)).toEqual(before)
  return error
}

const photoNode = (product: string) => ({
  node: demoIds.node('spring-set', product, 0),
  image: emmaImage(1),
  imageCrop: emmaCrop(1),
})
const print = (order: string, extra: Record<string, unknown> = {}) => ({
  orderItem: {
    order,
    product: spring('8x10'),
    quantity: 1,
    nodes: [photoNode('8x10')],
    options: { [group('finish')]: { value: option('finish', 'lustre') } },
    ...extra,
  },
})
/** Wallet sheets: no quantityLimit, so only the hard ceiling holds them. */
const wallets = (order: string, quantity: unknown) => ({
  orderItem: {
    order,
    product: spring('wallets'),
    quantity,
    nodes: [photoNode('wallets')],
    options: { [group('finish')]: { value: option('finish', 'lustre') } },
  },
})

describe('quantities: a hard ceiling of MAX_QUANTITY (10,000), every integer in range', () => {
  it.each([
    ['2,147,483,647 (was priced at $15 billion)', 2_147_483_647],
    ['2,147,483,648 (was a 500)', 2_147_483_648],
    ['one over the ceiling', MAX_QUANTITY + 1],
    ['1e21', 1e21],
    ['zero', 0],
    ['a fraction', 1.5],
  ])('a quantity of %s is 400 bad_request on orderItem.quantity, nothing added', async (_, quantity) => {
    const order = await newOrder()
    await refused(order.id, () => send('POST', '/order_items', wallets(order.id, quantity)), 400, 'orderItem.quantity')
  })

  it('an unlimited product takes exactly MAX_QUANTITY; an update past it changes nothing', async () => {
    const order = await newOrder()
    const res = await send('POST', '/order_items', wallets(order.id, MAX_QUANTITY))
    expect(res.status).toBe(201)
    const item = (await decode(OrderItemResponse, res)).order.orderItems[0]
    expect(item?.quantity).toBe(MAX_QUANTITY)
    await refused(
      order.id,
      () => send('PUT', `/order_items/${item?.id}`, { orderItem: { quantity: MAX_QUANTITY + 1 } }),
      400,
      'orderItem.quantity',
    )
  })

  it('a product chosen in a package has the same ceiling', async () => {
    const order = await newOrder()
    const byo = {
      orderItem: {
        order: order.id,
        product: spring('byo-collection'),
        quantity: 1,
        orderItems: [{ product: spring('byo-5x7'), quantity: 2_147_483_648 }],
      },
    }
    await refused(order.id, () => send('POST', '/order_items', byo), 400, 'orderItem.orderItems.0.quantity')
  })

  it('If-Match takes a version of at most 10 digits', async () => {
    const order = await newOrder()
    const huge = { 'If-Match': `"${'9'.repeat(400)}"` }
    await refused(order.id, () => send('POST', '/order_items', print(order.id), huge), 400, 'If-Match')
  })
})

describe('items per order: at most MAX_ORDER_ITEMS (200), so no total can leave the exact range of money', () => {
  it('the 201st item is refused with 409 order_full and the order is unchanged', async () => {
    const order = await newOrder()
    for (let i = 0; i < MAX_ORDER_ITEMS; i++)
      expect((await send('POST', '/order_items', wallets(order.id, MAX_QUANTITY))).status).toBe(201)
    const before = await readOrder(order.id)
    const res = await send('POST', '/order_items', wallets(order.id, 1))
    expect(res.status).toBe(409)
    expect((await decode(ErrorBody, res)).error.code).toBe('order_full')
    expect(await readOrder(order.id)).toEqual(before)
    expect(Number.isSafeInteger(before.total)).toBe(true)
  }, 60_000)
})

describe('text and notes: characterLimit, else a documented maximum', () => {
  it(`notes over ${MAX_TEXT_LENGTH} characters are 400 on their field; a million characters are 413`, async () => {
    const order = await newOrder()
    const notes = (text: string) =>
      print(order.id, {
        options: {
          [group('finish')]: { value: option('finish', 'lustre') },
          [group('print-extras')]: { value: null, notes: text },
        },
      })
    const at = `orderItem.options.${group('print-extras')}.notes`
    await refused(order.id, () => send('POST', '/order_items', notes('n'.repeat(MAX_TEXT_LENGTH + 1))), 400, at)
    const before = await readOrder(order.id)
    const huge = await send('POST', '/order_items', notes('n'.repeat(1_000_000)))
    expect(huge.status).toBe(413)
    expect(await readOrder(order.id)).toEqual(before)
    // At the limit, with characters outside the basic plane, it is kept and reads back as sent.
    const full = `😀${'n'.repeat(MAX_TEXT_LENGTH - 2)}`
    expect((await send('POST', '/order_items', notes(full))).status).toBe(201)
    const kept = (await readOrder(order.id)).orderItems[0]?.orderItemOptions.find(
      (o) => o.productOptionGroup === group('print-extras'),
    )
    expect(kept?.notes).toBe(full)
  })

  it('text options: over characterLimit is invalid_order_item with the limit; past the maximum, bad_request', async () => {
    const order = await newOrder()
    const nameLine = (text: string) =>
      print(order.id, {
        options: { [group('finish')]: { value: option('finish', 'lustre') }, [group('name-line')]: { value: text } },
      })
    const at = `orderItem.options.${group('name-line')}.value`
    const over = await refused(order.id, () => send('POST', '/order_items', nameLine('x'.repeat(25))), 400, at)
    expect(over).toMatchObject({ code: 'invalid_order_item', fields: { [at]: ITEM_PROBLEMS.optionTooLong } })
    const past = await refused(order.id, () => send('POST', '/order_items', nameLine('x'.repeat(5000))), 400, at)
    expect(past.code).toBe('bad_request')
  })

  it('image option notes are bounded too', async () => {
    const order = await newOrder()
    const entry = {
      image: emmaImage(1),
      productOptionGroup: group('image-retouching'),
      value: option('image-retouching', 'basic'),
      notes: 'n'.repeat(MAX_TEXT_LENGTH + 1),
    }
    await refused(
      order.id,
      () => send('PUT', `/orders/${order.id}/image_options`, { orderImageOptions: [entry] }),
      400,
      'orderImageOptions.0.notes',
    )
  })

  it(`a form value over ${MAX_FORM_VALUE_LENGTH} characters is refused`, async () => {
    const order = await newOrder()
    const values = { [field('student-name')]: `Emma ${'x'.repeat(MAX_FORM_VALUE_LENGTH)}`, [field('grade')]: '2' }
    const form = { form: { order: order.id, form: FORM, formFields: { ...values, [field('phone')]: '5550100' } } }
    await refused(order.id, () => send('POST', '/order_forms', form), 400, `form.formFields.${field('student-name')}`)
  })

  it(`codes are at most ${MAX_CODE_LENGTH} characters: coupon, search and the shop's code form`, async () => {
    const order = await newOrder()
    const long = 'C'.repeat(MAX_CODE_LENGTH + 1)
    const coupon = { order: { couponDiscount: { code: long } } }
    await refused(
      order.id,
      () => send('PUT', `/orders/${order.id}/coupon_discount`, coupon),
      400,
      'order.couponDiscount.code',
    )
    for (const [path, name] of [
      [`/search/by_code?accessCode=${long}`, 'accessCode'],
      [`/client_sessions/${SPRING}/subjects?password=${long}`, 'password'],
    ] as const) {
      const res = await api.get(path, token)
      expect(res.status).toBe(400)
      expect((await decode(ErrorBody, res)).error.fields).toHaveProperty([name])
    }
  })

  it('tracks: an event name of at most 100 characters and at most 50 properties', async () => {
    const track = (event: string, properties: Record<string, unknown>) => ({ track: { event, properties } })
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`p${i}`, i]))
    for (const [body, name] of [
      [track('e'.repeat(101), {}), 'track.event'],
      [track('Cart Viewed', many), 'track.properties'],
    ] as const) {
      const res = await send('POST', '/tracks', body)
      expect(res.status).toBe(400)
      expect((await decode(ErrorBody, res)).error.fields).toHaveProperty([name])
    }
    expect((await send('POST', '/tracks', track('Cart Viewed', { order: 'x' }))).status).toBe(201)
  })

  it('a NUL in a query parameter is 400 naming the parameter (it reached the database and answered 500)', async () => {
    for (const [path, name] of [
      ['/search/by_code?accessCode=ab%00c', 'accessCode'],
      [`/client_sessions/${SPRING}/subjects?password=%00`, 'password'],
      [`/galleries/${EMMA_GALLERY}/images?page=1&x%00=1`, 'x\u0000'],
    ] as const) {
      const res = await api.get(path, token)
      expect(res.status).toBe(400)
      expect((await decode(ErrorBody, res)).error.fields).toHaveProperty([name])
    }
  })
})

describe('B §5 forms: values checked against their field type (issue 11: Grade 2147483647, Phone 1e+100, Date true)', () => {
  it('the crafted values of the attack are invalid_form on their fields, and nothing is stored', async () => {
    const order = await newOrder()
    const crafted = {
      [field('student-name')]: 'Emma Johnson',
      [field('grade')]: 2_147_483_647,
      [field('phone')]: 1e100,
      [field('birthday')]: true,
    }
    const form = { form: { order: order.id, form: FORM, formFields: crafted } }
    const error = await refused(
      order.id,
      () => send('POST', '/order_forms', form),
      400,
      `form.formFields.${field('grade')}`,
    )
    expect(error).toMatchObject({
      code: 'invalid_form',
      fields: {
        [`form.formFields.${field('grade')}`]: FORM_ERRORS.invalidChoice,
        [`form.formFields.${field('phone')}`]: FORM_ERRORS.numberLength,
        [`form.formFields.${field('birthday')}`]: FORM_ERRORS.invalidDate,
      },
    })
  })

  it('a select takes one of its choices; a text field takes text', async () => {
    const order = await newOrder()
    const form = (grade: unknown, teacher: unknown) => ({
      form: {
        order: order.id,
        form: FORM,
        formFields: {
          [field('student-name')]: 'Emma Johnson',
          [field('grade')]: grade,
          [field('phone')]: '5550100',
          [field('teacher')]: teacher,
        },
      },
    })
    const wrong = await refused(
      order.id,
      () => send('POST', '/order_forms', form('7', 12)),
      400,
      `form.formFields.${field('grade')}`,
    )
    expect(wrong.fields?.[`form.formFields.${field('teacher')}`]).toBe(FORM_ERRORS.invalidValue)
    expect((await send('POST', '/order_forms', form('K', 'Ms. Rivera'))).status).toBe(201)
  })

  it('a field named __proto__ is an unknown field like any other', async () => {
    const order = await newOrder()
    const body = `{"form":{"order":"${order.id}","form":"${FORM}","formFields":{"__proto__":{"x":1},"toString":"x"}}}`
    await refused(order.id, () => send('POST', '/order_forms', body), 400, 'form.formFields.__proto__')
    const named = `{"form":{"order":"${order.id}","form":"${FORM}","formFields":{"__proto__":"x"}}}`
    await refused(order.id, () => send('POST', '/order_forms', named), 400, 'form.formFields.__proto__')
  })

  it('a form group on an item is checked the same way (trading card: Jersey number 1e+100)', async () => {
    const order = await newOrder()
    const at = `orderItem.options.${group('card-details')}.value.${cardField('number')}`
    const cards = print(order.id, {
      product: spring('trading-cards'),
      quantity: 8,
      nodes: [photoNode('trading-cards')],
      options: {
        [group('card-design')]: { value: option('card-design', 'classic') },
        [group('card-details')]: { value: { [cardField('player')]: 'EMMA', [cardField('number')]: 1e100 } },
      },
    })
    await refused(order.id, () => send('POST', '/order_items', cards), 400, at, FORM_ERRORS.numberLength)
  })
})

describe('gallery pages: at most MAX_PAGE (100,000); a page past the last is empty', () => {
  const page = (query: string) => api.get(`/galleries/${EMMA_GALLERY}/images?${query}`, token)

  it.each([['53687093'], ['999999999999'], [String(MAX_PAGE + 1)], ['0'], ['1e6']])(
    'page=%s is 400 on page (was a 500 past 53,687,093)',
    async (value) => {
      const res = await page(`page=${value}`)
      expect(res.status).toBe(400)
      expect((await decode(ErrorBody, res)).error.fields).toHaveProperty(['page'])
    },
  )

  it('page=MAX_PAGE answers an empty page with the real page count; pageSize stays 1..100', async () => {
    const res = await page(`page=${MAX_PAGE}&pageSize=100`)
    expect(res.status).toBe(200)
    const body = await decode(GalleryImagesResponse, res)
    expect(body.gallery.images).toEqual([])
    expect(body.paging).toMatchObject({ page: MAX_PAGE, pageSize: 100, pageCount: 1 })
    const big = await page('pageSize=101')
    expect(big.status).toBe(400)
    expect((await decode(ErrorBody, big)).error.fields).toHaveProperty(['pageSize'])
  })
})

describe('a write commits and answers 2xx, or answers 4xx and changes nothing: every order still reads', () => {
  it('values at the edges of what is accepted are stored and read back as sent, by the owner and the admin', async () => {
    const order = await newOrder()
    const crop = { left: 5e-324, top: 0, width: 1 - Number.EPSILON / 2, height: 0.5 }
    const item = print(order.id, { quantity: 20, nodes: [{ ...photoNode('8x10'), crop, rotation: 270 }] })
    expect((await send('POST', '/order_items', item)).status).toBe(201)
    const values = {
      [field('student-name')]: `Émma ${'ü'.repeat(MAX_FORM_VALUE_LENGTH - 5)}`,
      [field('grade')]: '5',
      [field('phone')]: Number.MAX_SAFE_INTEGER - 1,
      [field('birthday')]: '02/29/2016',
    }
    expect(
      (await send('POST', '/order_forms', { form: { order: order.id, form: FORM, formFields: values } })).status,
    ).toBe(201)
    const mine = await readOrder(order.id)
    expect(mine.orderItems[0]?.orderItemNodes[0]).toMatchObject({ crop, rotation: 270 })
    expect(mine.orderFormEntrys[0]?.values).toEqual(values)
    expect(await readOrder(order.id, 'admin-secret-token')).toEqual(mine)
  })
})
