import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { CreateOrderResponse, type Order, OrderItemResponse, OrderResponse } from '../../core/schemas/order'
import { demoIds, demoPrice as usd } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, startApi } from './harness'

const SPRING = demoId('session:spring-reorders')
const FALL = demoId('session:fall-picture-day')
const PAUSED = demoId('session:summer-camp')
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

const spring = (key: string) => demoIds.product('spring-set', key)
const fall = (key: string) => demoIds.product('fall-set', key)
const group = (key: string) => demoIds.group('spring-set', key)
const option = (g: string, key: string) => demoIds.option('spring-set', g, key)
const node = (product: string, i = 0) => demoIds.node('spring-set', product, i)
/** Photos are opaque ids to the order service; each number is a different photo (and pose). */
const photo = (n: number) => demoId(`test-photo:${n}`)
const crop = (n: number) => demoId(`test-crop:${n}`)
const onPhoto = (product: string, n = 1, i = 0) => ({ node: node(product, i), image: photo(n), imageCrop: crop(n) })

let api: Api
let token: string

beforeAll(async () => {
  api = await startApi()
  token = await api.newShopper()
})
afterAll(() => api.close())

const send = (method: string, path: string, body: unknown, as = token, headers: Record<string, string> = {}) =>
  api.send(as, method, path, body, headers)

const newOrder = async (session = SPRING, as = token): Promise<Order> => {
  const res = await send('POST', '/orders', { order: { clientSession: session } }, as)
  expect(res.status).toBe(201)
  return (await decode(CreateOrderResponse, res)).data.order
}

const getOrder = async (id: string, as = token) =>
  (await decode(OrderResponse, await api.get(`/orders/${id}`, as))).order

type ItemBody = { quantity?: number; options?: Record<string, unknown>; nodes?: unknown[]; orderItems?: unknown[] }

const addItem = (
  order: string,
  product: string,
  item: ItemBody = {},
  extra: Record<string, unknown> = {},
  as = token,
) => send('POST', '/order_items', { orderItem: { order, product, quantity: 1, ...item }, ...extra }, as)

/** Adds an item that must be accepted; answers the order and the new item. */
const added = async (order: string, product: string, item: ItemBody = {}, extra: Record<string, unknown> = {}) => {
  const res = await addItem(order, product, item, extra)
  if (res.status !== 201) throw new Error(`add ${product}: ${res.status} ${await res.text()}`)
  const body = await decode(OrderItemResponse, res)
  const newest = body.order.orderItems.filter((i) => i.product === product).at(-1)
  if (!newest) throw new Error('item missing from the answer')
  return { order: body.order, item: newest }
}

const errorOf = async (res: Response, status: number) => {
  expect(res.status).toBe(status)
  return (await decode(ErrorBody, res)).error
}

const value = (v: unknown, notes?: string) => (notes === undefined ? { value: v } : { value: v, notes })

describe('C §7 POST /orders and GET /orders/{id} (C §4 order lifecycle)', () => {
  it('creates an order of the token’s store user; the body cannot name another store user or store', async () => {
    const me = await api.request('/store_users', { method: 'POST' })
    const { storeUser, token: mine } = (await me.json()) as { storeUser: { id: string }; token: string }
    const res = await send(
      'POST',
      '/orders',
      { order: { clientSession: SPRING, storeUser: UNKNOWN, store: UNKNOWN, subject: null } },
      mine,
    )
    expect(res.status).toBe(201)
    const { order, previousOrder } = (await decode(CreateOrderResponse, res)).data
    expect(order).toMatchObject({
      storeUser: storeUser.id,
      type: 're-order',
      isPreOrder: false,
      subject: null,
      orderItems: [],
      total: 0,
      version: 1,
      currency: 'USD',
    })
    expect(order.clientSession).toMatchObject({ id: SPRING, label: 'Maple Grove Elementary: Spring Portraits 2026' })
    expect(order.orderReference).toMatch(/^[A-Z2-9]{8}$/)
    expect(previousOrder).toBeNull()

    const again = await decode(OrderResponse, await api.get(`/orders/${order.id}`, mine))
    expect(again.order).toEqual(order)
    const second = (
      await decode(CreateOrderResponse, await send('POST', '/orders', { order: { clientSession: SPRING } }, mine))
    ).data
    expect(second.previousOrder?.id).toBe(order.id)
  })

  it('a pre-order session makes a pre-order; a linked order joins the first one (C §4 linked orders)', async () => {
    const first = await newOrder(FALL)
    expect(first).toMatchObject({ type: 'pre-order', isPreOrder: true })
    // Linked orders for a subject (its access code given first, issue 11) are in multiChild.test.ts.
    const res = await send('POST', '/orders', { order: { clientSession: FALL, linkedOrder: first.id } })
    const { order } = (await decode(CreateOrderResponse, res)).data
    expect(order.linkedOrders.map((o) => o.id)).toEqual([first.id])
    expect((await getOrder(first.id)).linkedOrders.map((o) => o.id)).toEqual([order.id])
  })

  it('B §4 a paused stage takes no order (409); an unknown session is 404; the admin token makes none (403)', async () => {
    expect((await errorOf(await send('POST', '/orders', { order: { clientSession: PAUSED } }), 409)).code).toBe(
      'cart_unavailable',
    )
    await errorOf(await send('POST', '/orders', { order: { clientSession: UNKNOWN } }), 404)
    const admin = await send('POST', '/orders', { order: { clientSession: SPRING } }, 'admin-secret-token')
    expect((await errorOf(admin, 403)).code).toBe('store_user_required')
  })

  it('B §4 once the stage is paused its orders take no more changes (409), though they still load', async () => {
    const order = await newOrder()
    const stage = demoId('stage:spring-reorders')
    await api.db.query(`update stages set type = 'pause' where id = $1`, [stage])
    try {
      const res = await addItem(order.id, spring('magnet'), { nodes: [onPhoto('magnet')] })
      expect((await errorOf(res, 409)).code).toBe('cart_unavailable')
      expect((await api.get(`/orders/${order.id}`, token)).status).toBe(200)
    } finally {
      await api.db.query(`update stages set type = 're-order' where id = $1`, [stage])
    }
  })

  it('a malformed body is 400 with a field map; a malformed id is 400; an unknown one 404', async () => {
    const bad = await errorOf(await send('POST', '/orders', { order: { clientSession: 'nope', subject: 7 } }), 400)
    expect(bad.fields).toHaveProperty(['order.clientSession'])
    expect(bad.fields).toHaveProperty(['order.subject'])
    expect((await errorOf(await send('POST', '/orders', '{"order":'), 400)).message).toMatch(/JSON/)
    expect((await errorOf(await api.get('/orders/42', token), 400)).fields).toHaveProperty('id')
    await errorOf(await api.get(`/orders/${UNKNOWN}`, token), 404)
  })

  it('C §3 another store user’s order answers 404 to every call', async () => {
    const order = await newOrder()
    const { item } = await added(order.id, spring('magnet'), { nodes: [onPhoto('magnet')] })
    const other = await api.newShopper()
    await errorOf(await api.get(`/orders/${order.id}`, other), 404)
    await errorOf(await addItem(order.id, spring('magnet'), { nodes: [onPhoto('magnet')] }, {}, other), 404)
    await errorOf(await send('PUT', `/order_items/${item.id}`, { orderItem: { quantity: 2 } }, other), 404)
    await errorOf(await send('DELETE', `/order_items/${item.id}`, undefined, other), 404)
    const form = { form: { order: order.id, form: demoIds.form('spring-set', 'student-details'), formFields: {} } }
    await errorOf(await send('POST', '/order_forms', form, other), 404)
    expect((await getOrder(order.id)).orderItems).toHaveLength(1)
    expect((await api.get(`/orders/${order.id}`, 'admin-secret-token')).status).toBe(200)
  })
})

describe('C §7 POST /order_items: every product type priced on the server with core (B §3, C §9)', () => {
  it('custom: retail plus each chosen option’s amount, per unit (radio, checkboxes with notes, paid text line)', async () => {
    const order = await newOrder()
    const { item, order: after } = await added(order.id, spring('8x10'), {
      quantity: 2,
      nodes: [onPhoto('8x10')],
      options: {
        [group('finish')]: value(option('finish', 'metallic')),
        [group('print-extras')]: value(
          [option('print-extras', 'mount'), option('print-extras', 'laminate')],
          'Hook on the back',
        ),
        [group('name-line')]: value('  Emma Rose  '),
      },
    })
    // (18 + metallic 4 + mount 6 + laminate 8 + name 3) × 2
    expect(item.subTotal).toBe(usd(78))
    expect(item.type).toBe('custom')
    expect(item.quantityLimit).toBe(20)
    expect(item.orderItemOptions.find((o) => o.productOptionGroup === group('name-line'))).toMatchObject({
      value: 'Emma Rose',
      retailAmount: usd(3),
    })
    expect(item.orderItemOptions.find((o) => o.productOptionGroup === group('finish'))?.productOption).toBe(
      option('finish', 'metallic'),
    )
    expect(item.orderItemNodes[0]).toMatchObject({ image: photo(1), imageCrop: crop(1), node: { label: 'Photo' } })
    expect(after).toMatchObject({ subTotal: usd(78), total: usd(78), version: 2 })
  })

  it('B §5 notes alone are kept on a group that takes notes, and cost nothing', async () => {
    const order = await newOrder()
    const { item } = await added(order.id, spring('8x10'), {
      nodes: [onPhoto('8x10')],
      options: {
        [group('finish')]: value(option('finish', 'lustre')),
        [group('print-extras')]: value(null, 'Please keep the freckles'),
      },
    })
    expect(item.subTotal).toBe(usd(18))
    expect(item.orderItemOptions.find((o) => o.productOptionGroup === group('print-extras'))).toMatchObject({
      value: [],
      notes: 'Please keep the freckles',
      retailAmount: 0,
    })
  })

  it.each([
    [2, 20],
    [4, 34],
    [6, 42],
  ])(
    'volume tiers (5×7): %i units cost $%i, every unit at the tier of the whole quantity',
    async (quantity, dollars) => {
      const order = await newOrder()
      const { item } = await added(order.id, spring('5x7'), {
        quantity,
        nodes: [onPhoto('5x7')],
        options: { [group('finish')]: value(option('finish', 'lustre')) },
      })
      expect(item.subTotal).toBe(usd(dollars))
    },
  )

  it('tiered (wallet sheets): graduated, 7 sheets are 2 × $12 + 3 × $10 + 2 × $8', async () => {
    const order = await newOrder()
    const { item } = await added(order.id, spring('wallets'), {
      quantity: 7,
      nodes: [onPhoto('wallets')],
      options: { [group('finish')]: value(option('finish', 'lustre')) },
    })
    expect(item.subTotal).toBe(usd(70))
  })

  const cardOptions = (design: string) => ({
    [group('card-design')]: value(option('card-design', design)),
    [group('card-details')]: value({
      [demoIds.field('spring-set', 'trading-card', 'player')]: 'MAYA',
      [demoIds.field('spring-set', 'trading-card', 'number')]: '7',
    }),
  })

  it('fixed quantity tiers (trading cards): a set of 16 is $32 plus 50¢ a card for the galaxy design', async () => {
    const order = await newOrder()
    const { item } = await added(order.id, spring('trading-cards'), {
      quantity: 16,
      nodes: [onPhoto('trading-cards')],
      options: cardOptions('galaxy'),
    })
    expect(item.subTotal).toBe(usd(40))
    const one = await added(order.id, spring('trading-cards'), {
      nodes: [onPhoto('trading-cards')],
      options: cardOptions('classic'),
    })
    expect(one.item.subTotal).toBe(usd(9))
    const bad = await errorOf(
      await addItem(order.id, spring('trading-cards'), {
        quantity: 5,
        nodes: [onPhoto('trading-cards')],
        options: cardOptions('classic'),
      }),
      400,
    )
    expect(bad.fields?.['orderItem.quantity']).toBe('product_panel.quantity_choose_tier')
  })

  it('B §5 a form option group is checked with the form rules', async () => {
    const order = await newOrder()
    const res = await addItem(order.id, spring('trading-cards'), {
      nodes: [onPhoto('trading-cards')],
      options: {
        [group('card-design')]: value(option('card-design', 'classic')),
        [group('card-details')]: value({ [demoIds.field('spring-set', 'trading-card', 'number')]: 'seven' }),
      },
    })
    const error = await errorOf(res, 400)
    const at = `orderItem.options.${group('card-details')}.value`
    expect(error.fields).toMatchObject({
      [`${at}.${demoIds.field('spring-set', 'trading-card', 'player')}`]: 'checkout.form_error_field_required',
      [`${at}.${demoIds.field('spring-set', 'trading-card', 'number')}`]: 'checkout.form_error_invalid_number',
    })
  })

  it('B §5 dependencies: the mat shows only with a frame; a hidden group’s value is dropped, a shown one required', async () => {
    const order = await newOrder()
    const framed = await added(order.id, spring('11x14'), {
      nodes: [onPhoto('11x14')],
      options: {
        [group('framing')]: value(option('framing', 'walnut')),
        [group('mat')]: value(option('mat', 'grey')),
        [group('back-message')]: value('Love, Grandma'),
      },
    })
    expect(framed.item.subTotal).toBe(usd(87))
    const unframed = await added(order.id, spring('11x14'), {
      nodes: [onPhoto('11x14')],
      options: {
        [group('framing')]: value(option('framing', 'unframed')),
        [group('mat')]: value(option('mat', 'grey')),
      },
    })
    expect(unframed.item.subTotal).toBe(usd(32))
    expect(unframed.item.orderItemOptions.map((o) => o.productOptionGroup)).toEqual([group('framing')])
    const missingMat = await addItem(order.id, spring('11x14'), {
      nodes: [onPhoto('11x14')],
      options: { [group('framing')]: value(option('framing', 'black')) },
    })
    expect((await errorOf(missingMat, 400)).fields).toEqual({
      [`orderItem.options.${group('mat')}`]: 'product_panel.option_required',
    })
  })

  it('background: the chosen backdrop’s amount is added (green-screen 8×10 with the premium scene)', async () => {
    const order = await newOrder()
    const { item } = await added(order.id, spring('green-screen-8x10'), {
      nodes: [onPhoto('green-screen-8x10')],
      options: {
        [group('backdrop')]: value(option('backdrop', 'blossom')),
        [group('finish')]: value(option('finish', 'lustre')),
      },
    })
    expect(item.subTotal).toBe(usd(27))
  })

  it('digital, digitalBulk, direct_fulfillment, bundle and informational products', async () => {
    const order = await newOrder()
    const single = await added(order.id, spring('digital-single'), { nodes: [onPhoto('digital-single')] })
    expect(single.item).toMatchObject({ type: 'digital', subTotal: usd(25) })
    const calendar = await added(order.id, spring('calendar'), {
      nodes: [onPhoto('calendar')],
      options: { [group('calendar-start')]: value(option('calendar-start', 'sep')) },
    })
    expect(calendar.item).toMatchObject({ type: 'direct_fulfillment', subTotal: usd(24) })
    const bundle = await added(order.id, spring('gift-bundle'), {
      nodes: [onPhoto('gift-bundle')],
      options: {
        [group('gift-options')]: value(
          [option('gift-options', 'wrap'), option('gift-options', 'card')],
          'Happy birthday!',
        ),
      },
    })
    expect(bundle.item).toMatchObject({ type: 'bundle', subTotal: usd(51) })
    const retake = await added(order.id, spring('retake'), {
      options: { [group('retake-reason')]: value('Eyes closed in every pose') },
    })
    expect(retake.item).toMatchObject({ type: 'informational', subTotal: 0 })
    const other = await newOrder()
    const bulk = await added(other.id, spring('digital-all'))
    expect(bulk.item).toMatchObject({ type: 'digitalBulk', subTotal: usd(69) })
    expect((await getOrder(order.id)).subTotal).toBe(usd(25 + 24 + 51))
  })

  it('B §5 multi-pose package: an active discount sets the price; a third pose costs additionalPoseCost', async () => {
    const order = await newOrder()
    const nodes = (photos: number[]) => photos.map((n, i) => onPhoto('portrait-collection', n, i))
    const options = { [group('finish')]: value(option('finish', 'lustre')) }
    const two = await added(order.id, spring('portrait-collection'), { nodes: nodes([1, 2, 2, 1]), options })
    expect(two.item).toMatchObject({
      type: 'package',
      subTotal: usd(52),
      originalSubTotal: usd(59),
      additionalPoses: 0,
      additionalPosesSubTotal: 0,
    })
    expect(two.order.totalSaving).toBe(usd(7))
    const three = await added(order.id, spring('portrait-collection'), { nodes: nodes([1, 2, 3, 3]), options })
    expect(three.item).toMatchObject({ subTotal: usd(59), additionalPoses: 1, additionalPosesSubTotal: usd(7) })
  })

  it('B §5 multi-pose package: every node needs a photo and a crop', async () => {
    const order = await newOrder()
    const res = await addItem(order.id, spring('portrait-collection'), {
      nodes: [onPhoto('portrait-collection', 1, 0), { node: node('portrait-collection', 1), image: photo(2) }],
      options: { [group('finish')]: value(option('finish', 'lustre')) },
    })
    const error = await errorOf(res, 400)
    expect(error.code).toBe('incomplete_product_configuration')
    expect(error.fields).toEqual({
      [`orderItem.nodes.${node('portrait-collection', 1)}`]: 'product_panel.crop_required',
      [`orderItem.nodes.${node('portrait-collection', 2)}`]: 'product_panel.photo_required',
      [`orderItem.nodes.${node('portrait-collection', 3)}`]: 'product_panel.photo_required',
    })
  })
})

describe('B §5 build-your-own package: credits, mandatory products, extra credits (C §9)', () => {
  const choice = (key: string, n: number, extra: Record<string, unknown> = {}) => ({
    product: spring(key),
    quantity: 1,
    nodes: [{ node: node(key), image: photo(n) }],
    ...extra,
  })
  const tenCredits = [
    choice('byo-class-photo', 9),
    choice('byo-8x10', 1, { options: { [group('finish')]: value(option('finish', 'lustre')) } }),
    choice('byo-5x7', 2),
    choice('byo-wallets', 1),
  ]

  it('exactly the 10 credits: the package price, 10 credits used, no extra', async () => {
    const order = await newOrder()
    const { item } = await added(order.id, spring('byo-collection'), { orderItems: tenCredits })
    expect(item).toMatchObject({
      subTotal: usd(55),
      totalCredits: 10,
      additionalCredits: 0,
      additionalCreditsSubTotal: 0,
    })
    expect(item.orderItems.map((c) => [c.label, c.creditCost])).toEqual([
      ['Class photo 8×10', 1],
      ['8×10 print', 4],
      ['5×7 prints (pair)', 3],
      ['Wallet sheet (8 wallets)', 2],
    ])
  })

  it('one credit over costs additionalCreditCost: 11 credits are $55 + $6', async () => {
    const order = await newOrder()
    const eleven = [
      choice('byo-class-photo', 9),
      choice('byo-5x7', 1),
      choice('byo-5x7', 2),
      choice('byo-8x10', 3, { options: { [group('finish')]: value(option('finish', 'lustre')) } }),
    ]
    const { item } = await added(order.id, spring('byo-collection'), { orderItems: eleven })
    expect(item).toMatchObject({
      subTotal: usd(61),
      totalCredits: 11,
      additionalCredits: 1,
      additionalCreditsSubTotal: usd(6),
    })
  })

  it('credits left unspent or the mandatory class photo missing: 400, nothing added', async () => {
    const order = await newOrder()
    const short = await errorOf(
      await addItem(order.id, spring('byo-collection'), { orderItems: tenCredits.slice(0, 3) }),
      400,
    )
    expect(short).toMatchObject({
      code: 'incomplete_product_configuration',
      fields: { 'orderItem.orderItems': 'product_panel.credits_unspent' },
    })
    const noClass = await errorOf(
      await addItem(order.id, spring('byo-collection'), {
        orderItems: [...tenCredits.slice(1), choice('byo-wallets', 3)],
      }),
      400,
    )
    expect(noClass.fields?.['orderItem.orderItems']).toBe('product_panel.mandatory_quantity')
    expect((await getOrder(order.id)).orderItems).toEqual([])
  })

  it('a green-screen choice needs its backdrop; a product that is not a choice is refused', async () => {
    const order = await newOrder()
    const res = await addItem(order.id, spring('byo-collection'), {
      orderItems: [
        ...tenCredits.slice(0, 2),
        choice('byo-green-screen', 2),
        choice('byo-wallets', 1),
        choice('magnet', 4),
      ],
    })
    const error = await errorOf(res, 400)
    expect(error.fields).toMatchObject({
      [`orderItem.orderItems.2.options.${group('backdrop')}`]: 'product_panel.option_required',
      'orderItem.orderItems.4.product': 'product_panel.package_choice_unknown',
    })
  })

  it('B §5 pose limit without an extra pose cost: photos of a fifth pose are refused', async () => {
    const order = await newOrder()
    const fivePoses = [
      choice('byo-class-photo', 9),
      choice('byo-5x7', 1),
      choice('byo-5x7', 2),
      choice('byo-wallets', 3),
      choice('byo-magnet', 4),
    ]
    const error = await errorOf(await addItem(order.id, spring('byo-collection'), { orderItems: fivePoses }), 400)
    expect(error.fields?.['orderItem.nodes']).toBe('product_panel.pose_limit')
  })

  it('B §5 a custom choice is bought once per selection (quantity limit 1)', async () => {
    const order = await newOrder()
    const res = await addItem(order.id, spring('byo-collection'), {
      orderItems: [choice('byo-class-photo', 9), { ...choice('byo-5x7', 1), quantity: 3 }],
    })
    expect((await errorOf(res, 400)).fields?.['orderItem.orderItems.1.quantity']).toBe('product_panel.quantity_at_most')
  })

  it('only a build-your-own package takes chosen products', async () => {
    const order = await newOrder()
    const res = await addItem(order.id, spring('magnet'), { nodes: [onPhoto('magnet')], orderItems: tenCredits })
    expect((await errorOf(res, 400)).fields?.['orderItem.orderItems']).toBe('product_panel.package_choices_not_taken')
  })
})

describe('B §2, B §5 pre-order promotions (C §3 originalSubTotal and totalSaving)', () => {
  it('a free promotion, a saving and a special are charged at their promotion cost', async () => {
    const order = await newOrder(FALL)
    const free = await added(order.id, fall('class-photo'))
    expect(free.item).toMatchObject({ subTotal: 0, originalSubTotal: usd(15) })
    const pack = await added(order.id, fall('early-bird-pack'), {
      options: { [demoIds.group('fall-set', 'finish')]: value(demoIds.option('fall-set', 'finish', 'lustre')) },
    })
    expect(pack.item).toMatchObject({ subTotal: usd(35), originalSubTotal: usd(45) })
    const special = await added(order.id, fall('retouch-upgrade'))
    expect(special.item).toMatchObject({ subTotal: usd(10), originalSubTotal: usd(10) })
    expect(special.order).toMatchObject({ subTotal: usd(45), originalSubTotal: usd(70), totalSaving: usd(25) })
  })

  it('B §5 a promotional product’s limit shrinks by what the order holds', async () => {
    const order = await newOrder(FALL)
    await added(order.id, fall('class-photo'))
    const again = await errorOf(await addItem(order.id, fall('class-photo')), 400)
    expect(again.fields?.['orderItem.quantity']).toBe('product_panel.order_limit_reached')
  })
})

describe('B §4, C §4 business rules on the server', () => {
  it('a locked product is refused (409) until its unlock condition is in the order', async () => {
    const order = await newOrder()
    const addOn = { nodes: [onPhoto('collection-wallets')] }
    const locked = await errorOf(await addItem(order.id, spring('collection-wallets'), addOn), 409)
    expect(locked.code).toBe('product_locked')
    expect(locked.fields).toEqual({
      [`rules.${demoIds.rule('spring-set', 'collection-in-order')}`]: 'Add something from Collections (at least 1)',
    })
    // The shopper's Accept-Language formats money in the reasons (core/lockExplanation); any header is accepted.
    for (const language of ['fr-CA,fr;q=0.9', 'not a locale!', '*']) {
      const res = await send(
        'POST',
        '/order_items',
        { orderItem: { order: order.id, product: spring('collection-wallets'), quantity: 1, ...addOn } },
        token,
        { 'Accept-Language': language },
      )
      expect((await errorOf(res, 409)).fields).toEqual(locked.fields)
    }
    await added(order.id, spring('classic-package'), {
      nodes: [onPhoto('classic-package')],
      options: { [group('finish')]: value(option('finish', 'lustre')) },
    })
    const { item } = await added(order.id, spring('collection-wallets'), addOn)
    expect(item.subTotal).toBe(usd(6))
  })

  it('C §4 removal dependency: removing the collection that unlocked the add-on is 409, then both go together', async () => {
    const order = await newOrder()
    const pkg = await added(order.id, spring('classic-package'), {
      nodes: [onPhoto('classic-package')],
      options: { [group('finish')]: value(option('finish', 'lustre')) },
    })
    const addOn = await added(order.id, spring('collection-wallets'), { nodes: [onPhoto('collection-wallets')] })
    const stored = (await getOrder(order.id)).orderItems.find((i) => i.id === pkg.item.id)
    expect(stored?.parameters.removeDependencies).toEqual([addOn.item.id])
    const refused = await errorOf(await send('DELETE', `/order_items/${pkg.item.id}`, undefined), 409)
    expect(refused).toMatchObject({
      code: 'removal_dependencies',
      fields: { [`dependents.${addOn.item.id}`]: 'Collection wallet add-on' },
    })
    expect((await getOrder(order.id)).orderItems).toHaveLength(2)
    const done = await send('DELETE', `/order_items/${pkg.item.id}?withDependents=true`, undefined)
    expect(done.status).toBe(204)
    expect(await getOrder(order.id)).toMatchObject({ orderItems: [], total: 0 })
  })

  it('the add-on stays free to remove on its own', async () => {
    const order = await newOrder()
    await added(order.id, spring('classic-package'), {
      nodes: [onPhoto('classic-package')],
      options: { [group('finish')]: value(option('finish', 'lustre')) },
    })
    const addOn = await added(order.id, spring('collection-wallets'), { nodes: [onPhoto('collection-wallets')] })
    expect((await send('DELETE', `/order_items/${addOn.item.id}`, undefined)).status).toBe(204)
    expect((await getOrder(order.id)).orderItems).toHaveLength(1)
  })

  it('exclusive group: a conflict is 409 listing the items; replaceConflicts removes them in the same change', async () => {
    const order = await newOrder()
    const all = await added(order.id, spring('digital-all'))
    const conflict = await errorOf(
      await addItem(order.id, spring('digital-single'), { nodes: [onPhoto('digital-single')] }),
      409,
    )
    expect(conflict).toMatchObject({
      code: 'exclusive_conflict',
      fields: { [`conflicts.${all.item.id}`]: 'All digital images' },
    })
    const replaced = await added(
      order.id,
      spring('digital-single'),
      { nodes: [onPhoto('digital-single')] },
      { replaceConflicts: true },
    )
    expect(replaced.order.orderItems.map((i) => i.label)).toEqual(['Single digital image'])
    expect(replaced.order).toMatchObject({ subTotal: usd(25), version: all.order.version + 1 })
  })
})

describe('C §7 bad input gets the right 4xx and changes nothing (issue 4 point 7)', () => {
  it('B §5 a required text option left empty: 400 incomplete, nothing added, version unchanged', async () => {
    const order = await newOrder()
    const res = await addItem(order.id, spring('retake'), { options: { [group('retake-reason')]: value('   ') } })
    const error = await errorOf(res, 400)
    expect(error).toMatchObject({
      code: 'incomplete_product_configuration',
      fields: { [`orderItem.options.${group('retake-reason')}`]: 'product_panel.option_required' },
    })
    expect(await getOrder(order.id)).toMatchObject({ orderItems: [], version: 1 })
  })

  it('DESIGN decision 2: a price sent by the client is ignored', async () => {
    const order = await newOrder()
    const res = await send('POST', '/order_items', {
      orderItem: {
        order: order.id,
        product: spring('magnet'),
        quantity: 2,
        nodes: [onPhoto('magnet')],
        subTotal: 1,
        retailAmount: 1,
        price: 1,
        originalSubTotal: 1,
      },
      total: 1,
    })
    const { order: after } = await decode(OrderItemResponse, res)
    expect(after.orderItems[0]?.subTotal).toBe(usd(18))
    expect(after.total).toBe(usd(18))
  })

  it('B §5 an over-limit quantity is 400 with the limit; the order limit counts the items already there', async () => {
    const order = await newOrder()
    const over = await errorOf(
      await addItem(order.id, spring('8x10'), {
        quantity: 21,
        nodes: [onPhoto('8x10')],
        options: { [group('finish')]: value(option('finish', 'lustre')) },
      }),
      400,
    )
    expect(over.fields).toEqual({ 'orderItem.quantity': 'product_panel.quantity_at_most' })
    const composite = { nodes: [onPhoto('class-composite')] }
    await added(order.id, spring('class-composite'), { ...composite, quantity: 2 })
    const full = await errorOf(await addItem(order.id, spring('class-composite'), composite), 400)
    expect(full.fields?.['orderItem.quantity']).toBe('product_panel.order_limit_reached')
    const zero = await errorOf(await addItem(order.id, spring('magnet'), { ...composite, quantity: 0 }), 400)
    expect(zero.fields).toHaveProperty(['orderItem.quantity'])
  })

  it('an option that is not in its group, or a group that is not the product’s, is 400 with the field', async () => {
    const order = await newOrder()
    const res = await addItem(order.id, spring('8x10'), {
      nodes: [onPhoto('8x10')],
      options: {
        [group('finish')]: value(option('framing', 'walnut')),
        [group('backdrop')]: value(option('backdrop', 'blue')),
        [group('print-extras')]: value(option('print-extras', 'mount')),
        [group('name-line')]: value('A name far longer than twenty-four characters'),
      },
    })
    const error = await errorOf(res, 400)
    expect(error).toMatchObject({
      code: 'invalid_order_item',
      fields: {
        [`orderItem.options.${group('finish')}.value`]: 'product_panel.option_unknown',
        [`orderItem.options.${group('backdrop')}`]: 'product_panel.option_group_unknown',
        [`orderItem.options.${group('print-extras')}.value`]: 'product_panel.option_list_expected',
        [`orderItem.options.${group('name-line')}.value`]: 'product_panel.option_too_long',
      },
    })
  })

  it('notes on an option that takes none are refused; a node of another product is refused', async () => {
    const order = await newOrder()
    const res = await addItem(order.id, spring('5x7'), {
      nodes: [onPhoto('8x10')],
      options: { [group('finish')]: value(option('finish', 'lustre'), 'extra shiny please') },
    })
    expect((await errorOf(res, 400)).fields).toMatchObject({
      [`orderItem.options.${group('finish')}.notes`]: 'product_panel.notes_not_taken',
      'orderItem.nodes.0.node': 'product_panel.node_unknown',
    })
  })

  it('unknown ids are 404: the order, the product, the item; a child product cannot be added on its own', async () => {
    const order = await newOrder()
    await errorOf(await addItem(UNKNOWN, spring('magnet')), 404)
    await errorOf(await addItem(order.id, UNKNOWN), 404)
    await errorOf(await addItem(order.id, spring('byo-8x10')), 404)
    await errorOf(await addItem(order.id, fall('8x10')), 404)
    await errorOf(await send('PUT', `/order_items/${UNKNOWN}`, { orderItem: { quantity: 1 } }), 404)
    await errorOf(await send('DELETE', `/order_items/${UNKNOWN}`, undefined), 404)
    await errorOf(await send('DELETE', '/order_items/not-an-id', undefined), 400)
  })

  it('a malformed body is 400 with a field per problem', async () => {
    const res = await send('POST', '/order_items', { orderItem: { order: 'x', quantity: 'two', options: [] } })
    const error = await errorOf(res, 400)
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([
      'orderItem.options',
      'orderItem.order',
      'orderItem.product',
      'orderItem.quantity',
    ])
    expect((await errorOf(await send('POST', '/order_items', 'not json'), 400)).code).toBe('bad_request')
  })
})

describe('C §7 PUT and DELETE /order_items/{id}', () => {
  it('an update keeps what it does not send, is priced again, and checks the limits', async () => {
    const order = await newOrder()
    const { item } = await added(order.id, spring('5x7'), {
      nodes: [onPhoto('5x7')],
      options: { [group('finish')]: value(option('finish', 'metallic')) },
    })
    expect(item.subTotal).toBe(usd(14))
    const res = await send('PUT', `/order_items/${item.id}`, { orderItem: { quantity: 6, subTotal: 1 } })
    expect(res.status).toBe(200)
    const updated = (await decode(OrderItemResponse, res)).order.orderItems[0]
    // 6 × ($7 volume tier + $4 metallic)
    expect(updated).toMatchObject({ id: item.id, quantity: 6, subTotal: usd(66) })
    expect(updated?.orderItemNodes[0]?.image).toBe(photo(1))
    const patch = await send('PATCH', `/order_items/${item.id}`, {
      orderItem: { options: { [group('finish')]: value(option('finish', 'matte')) } },
    })
    expect((await decode(OrderItemResponse, patch)).order.orderItems[0]?.subTotal).toBe(usd(54))
    const digital = await added(order.id, spring('digital-single'), { nodes: [onPhoto('digital-single')] })
    const over = await send('PUT', `/order_items/${digital.item.id}`, { orderItem: { quantity: 2 } })
    expect((await errorOf(over, 400)).fields).toEqual({ 'orderItem.quantity': 'product_panel.quantity_at_most' })
  })

  it('delete answers 204 with no body and the totals follow', async () => {
    const order = await newOrder()
    const first = await added(order.id, spring('magnet'), { nodes: [onPhoto('magnet')] })
    await added(order.id, spring('digital-all'))
    const res = await send('DELETE', `/order_items/${first.item.id}`, undefined)
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect(await getOrder(order.id)).toMatchObject({ subTotal: usd(69), total: usd(69) })
  })

  it('a product inside a package is changed through its package (409)', async () => {
    const order = await newOrder()
    const choice = (key: string, n: number) => ({
      product: spring(key),
      quantity: 1,
      nodes: [{ node: node(key), image: photo(n) }],
    })
    const { item } = await added(order.id, spring('byo-collection'), {
      orderItems: [
        choice('byo-class-photo', 9),
        { ...choice('byo-8x10', 1), options: { [group('finish')]: value(option('finish', 'lustre')) } },
        choice('byo-5x7', 2),
        choice('byo-wallets', 1),
      ],
    })
    const child = item.orderItems[0]
    expect((await errorOf(await send('DELETE', `/order_items/${child?.id}`, undefined), 409)).code).toBe(
      'package_content',
    )
  })
})

describe('DESIGN decision 5: every change is one transaction and adds one to the version', () => {
  it('the version rises with each change; a stale If-Match is 409 and changes nothing', async () => {
    const order = await newOrder()
    expect(order.version).toBe(1)
    const first = await added(order.id, spring('magnet'), { nodes: [onPhoto('magnet')] })
    expect(first.order.version).toBe(2)
    const put = await send('PUT', `/order_items/${first.item.id}`, { orderItem: { quantity: 3 } }, token, {
      'If-Match': '"2"',
    })
    expect(put.headers.get('ETag')).toBe('"3"')
    const unconditional = await addItem(order.id, spring('magnet'), { nodes: [onPhoto('magnet')] })
    expect(unconditional.status).toBe(201)
    const conflict = await send('DELETE', `/order_items/${first.item.id}`, undefined, token, { 'If-Match': '"2"' })
    expect((await errorOf(conflict, 409)).code).toBe('version_conflict')
    expect(await getOrder(order.id)).toMatchObject({ version: 4 })
    expect((await getOrder(order.id)).orderItems).toHaveLength(2)
    const malformed = await send('DELETE', `/order_items/${first.item.id}`, undefined, token, {
      'If-Match': 'yesterday',
    })
    expect((await errorOf(malformed, 400)).fields).toHaveProperty(['If-Match'])
  })

  it('concurrent adds both land, one version each', async () => {
    const order = await newOrder()
    const results = await Promise.all(
      [1, 2, 3].map((n) => addItem(order.id, spring('magnet'), { nodes: [onPhoto('magnet', n)] })),
    )
    expect(results.map((r) => r.status)).toEqual([201, 201, 201])
    expect(await getOrder(order.id)).toMatchObject({ version: 4, subTotal: usd(27) })
  })
})

describe('C §7 order forms (B §4 custom form: create, then update)', () => {
  const form = demoIds.form('spring-set', 'student-details')
  const field = (key: string) => demoIds.field('spring-set', 'student-details', key)

  it('checks the fields with the form rules, stores the entry, then updates it; a second create is 409', async () => {
    const order = await newOrder()
    const bad = await send('POST', '/order_forms', {
      form: { order: order.id, form, formFields: { [field('student-name')]: 'Maya', [field('phone')]: '555-0100' } },
    })
    expect(await errorOf(bad, 400)).toMatchObject({
      code: 'invalid_form',
      fields: {
        [`form.formFields.${field('student-name')}`]: 'checkout.form_error_invalid_name',
        [`form.formFields.${field('grade')}`]: 'checkout.form_error_field_required',
        [`form.formFields.${field('phone')}`]: 'checkout.form_error_invalid_number',
      },
    })
    const values = { [field('student-name')]: ' Maya Lopez ', [field('grade')]: '2', [field('phone')]: '5550100' }
    const res = await send('POST', '/order_forms', { form: { order: order.id, form, formFields: values } })
    expect(res.status).toBe(201)
    const created = await res.json()
    const entry = created.data.order.orderFormEntrys[0]
    expect(entry).toMatchObject({ form, values: { [field('student-name')]: 'Maya Lopez' } })
    expect(created.data.order.version).toBe(2)
    expect(
      (await errorOf(await send('POST', '/order_forms', { form: { order: order.id, form, formFields: values } }), 409))
        .code,
    ).toBe('form_exists')
    const updated = await send('PUT', `/order_forms/${entry.id}`, {
      form: { order: order.id, form, formFields: { ...values, [field('teacher')]: 'Ms. Alvarez' } },
    })
    expect(updated.status).toBe(200)
    const after = (await updated.json()).data.order
    expect(after.orderFormEntrys[0].values[field('teacher')]).toBe('Ms. Alvarez')
    expect(after.version).toBe(3)
  })

  it('an unknown form, entry or field is refused', async () => {
    const order = await newOrder()
    await errorOf(await send('POST', '/order_forms', { form: { order: order.id, form: UNKNOWN, formFields: {} } }), 404)
    await errorOf(
      await send('PUT', `/order_forms/${UNKNOWN}`, { form: { order: order.id, form, formFields: {} } }),
      404,
    )
    const extra = await send('POST', '/order_forms', {
      form: { order: order.id, form, formFields: { nickname: 'May' } },
    })
    expect((await errorOf(extra, 400)).fields).toHaveProperty(['form.formFields.nickname'])
  })
})

describe('B §7 GET /product_option_groups/{id}?imageId=&imageCropId=', () => {
  it('answers an image-level group with its options; bad ids are 400, unknown 404', async () => {
    const id = group('image-retouching')
    const res = await api.get(`/product_option_groups/${id}?imageId=${photo(1)}&imageCropId=${crop(1)}`, token)
    expect(res.status).toBe(200)
    const { productOptionGroup } = (await res.json()) as { productOptionGroup: { productOptions: { label: string }[] } }
    expect(productOptionGroup.productOptions.map((o) => o.label)).toEqual([
      'No retouching',
      'Basic touch-up',
      'Full retouch',
    ])
    expect(
      (await errorOf(await api.get(`/product_option_groups/${id}?imageId=nope`, token), 400)).fields,
    ).toHaveProperty('imageId')
    await errorOf(await api.get(`/product_option_groups/${UNKNOWN}`, token), 404)
  })
})
