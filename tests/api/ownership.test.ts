// Issue 11 point 2: orders only take what the shopper may see. A subject needs this store user's grant (its access
// code given); every image on an item, a node of a package's content, a favourite, a yearbook selection or an image
// option is the order's subject's own or a shared photo of its session; a crop belongs to its image. Each refusal
// answers its status and error body and changes nothing (DESIGN decision 13), read back after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_PROBLEMS } from '../../core/photoOwnership'
import { ErrorBody } from '../../core/schemas/errors'
import { CreateOrderResponse, type Order, OrderResponse } from '../../core/schemas/order'
import { FavouriteResponse } from '../../core/schemas/photos'
import { demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, startApi } from './harness'

const SPRING = demoId('session:spring-reorders')
const FALL = demoId('session:fall-picture-day')
const EMMA = demoId('subject:emma')
const NOAH = demoId('subject:noah')
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const ADMIN = 'admin-secret-token'

const spring = (key: string) => demoIds.product('spring-set', key)
const node = (product: string) => demoIds.node('spring-set', product, 0)
const group = (key: string) => demoIds.group('spring-set', key)
const option = (g: string, key: string) => demoIds.option('spring-set', g, key)
/** A photo of the demo shop and its crop: `emma:1` (Emma's first pose), `liam:2`, `ava:1` (Oakridge), `grade-3`. */
const image = (key: string) => demoId(`image:${key}`)
const crop = (key: string) => demoId(`crop:${key}`)
const on = (product: string, key: string, cropKey: string | null = key) => ({
  node: node(product),
  image: image(key),
  imageCrop: cropKey && crop(cropKey),
})

let api: Api
/** Emma's parent: has given EMMA-2026. */
let parent: string
let parentId: string
/** Another shopper, who has given no code. */
let stranger: string
let strangerId: string

const newShopper = async () =>
  (await (await api.request('/store_users', { method: 'POST' })).json()) as { token: string; storeUser: { id: string } }

beforeAll(async () => {
  api = await startApi({ photos: true })
  const [first, second] = [await newShopper(), await newShopper()]
  parent = first.token
  parentId = first.storeUser.id
  stranger = second.token
  strangerId = second.storeUser.id
  await api.enterCode(parent, SPRING, 'EMMA-2026')
}, 60_000)
afterAll(() => api.close())

const send = (as: string, method: string, path: string, body?: unknown) => api.send(as, method, path, body)

const errorOf = async (res: Response, status: number) => {
  expect(res.status).toBe(status)
  return (await decode(ErrorBody, res)).error
}

const newOrder = async (subject: string | null, as = parent): Promise<Order> => {
  const res = await send(as, 'POST', '/orders', { order: { clientSession: SPRING, subject } })
  expect(res.status).toBe(201)
  return (await decode(CreateOrderResponse, res)).data.order
}

const readOrder = async (id: string) => (await decode(OrderResponse, await api.get(`/orders/${id}`, parent))).order

const addItem = (order: string, product: string, item: Record<string, unknown>, as = parent) =>
  send(as, 'POST', '/order_items', { orderItem: { order, product, quantity: 1, ...item } })

/** How many orders a store user has. */
const ordersOf = async (storeUserId: string) =>
  (await api.db.query<{ n: number }>('select count(*)::int as n from orders where store_user_id = $1', [storeUserId]))
    .rows[0]?.n

/** Runs a refused write and checks that the order reads back exactly as before it. */
const refusedOn = async (order: Order, write: () => Promise<Response>, status: number) => {
  const before = await readOrder(order.id)
  const error = await errorOf(await write(), status)
  expect(await readOrder(order.id)).toEqual(before)
  return error
}

const NOT_ALLOWED = { code: 'photo_not_allowed', message: expect.stringContaining("this student's photos") }

describe('a. a write naming a subject needs this store user’s grant (its access code given)', () => {
  it('creating an order for a subject without its code is 403 subject_locked, and makes no order', async () => {
    const before = await ordersOf(strangerId)
    const locked = await errorOf(
      await send(stranger, 'POST', '/orders', { order: { clientSession: SPRING, subject: EMMA } }),
      403,
    )
    expect(locked).toEqual({ code: 'subject_locked', message: "Enter the student's access code to see their photos" })
    expect(await ordersOf(strangerId)).toBe(before)
  })

  it('an unknown subject is 404; a subject of another session 400 at order.subject; nothing is made', async () => {
    const before = await ordersOf(parentId)
    const unknown = await send(parent, 'POST', '/orders', { order: { clientSession: SPRING, subject: UNKNOWN } })
    expect((await errorOf(unknown, 404)).code).toBe('not_found')
    await api.enterCode(parent, FALL, 'NOAH-2026')
    const elsewhere = await send(parent, 'POST', '/orders', { order: { clientSession: SPRING, subject: NOAH } })
    expect(await errorOf(elsewhere, 400)).toMatchObject({
      code: 'bad_request',
      fields: { 'order.subject': 'This student is not photographed in this session' },
    })
    expect(await ordersOf(parentId)).toBe(before)
  })

  it('once the code is given the order is made; a favourites list for a locked subject is 403 too', async () => {
    expect((await newOrder(EMMA)).subject).toBe(EMMA)
    const res = await send(stranger, 'POST', '/favourites', {
      favourite: { clientSession: SPRING, storeUser: strangerId, subject: EMMA },
    })
    expect((await errorOf(res, 403)).code).toBe('subject_locked')
    expect(await api.db.query('select 1 from favourites where store_user_id = $1', [strangerId])).toEqual({ rows: [] })
  })
})

describe('b. every photo on an item is the order’s subject’s own or a shared photo of its session', () => {
  let order: Order
  beforeAll(async () => {
    order = await newOrder(EMMA)
  })

  it("accepts the subject's own photo and the session's class photo", async () => {
    expect((await addItem(order.id, spring('magnet'), { nodes: [on('magnet', 'emma:1')] })).status).toBe(201)
    expect((await addItem(order.id, spring('magnet'), { nodes: [on('magnet', 'grade-3')] })).status).toBe(201)
  })

  it("another child's photo is 403 at the node's image path; the order is unchanged", async () => {
    const error = await refusedOn(
      order,
      () => addItem(order.id, spring('magnet'), { nodes: [on('magnet', 'liam:1')] }),
      403,
    )
    expect(error).toMatchObject({ ...NOT_ALLOWED, fields: { 'orderItem.nodes.0.image': PHOTO_PROBLEMS.notAllowed } })
  })

  it("a photo of another session (Ava's at Oakridge) is 403; the order is unchanged", async () => {
    const error = await refusedOn(
      order,
      () => addItem(order.id, spring('magnet'), { nodes: [on('magnet', 'ava:1')] }),
      403,
    )
    expect(error.fields).toEqual({ 'orderItem.nodes.0.image': PHOTO_PROBLEMS.notAllowed })
  })

  it('an image that does not exist is 400 invalid_photo at its path; the order is unchanged', async () => {
    const nodes = [{ node: node('magnet'), image: UNKNOWN }]
    const error = await refusedOn(order, () => addItem(order.id, spring('magnet'), { nodes }), 400)
    expect(error).toMatchObject({
      code: 'invalid_photo',
      fields: { 'orderItem.nodes.0.image': PHOTO_PROBLEMS.unknown },
    })
  })

  it("a package's content (build-your-own choices) takes the same photos: another child's is 403", async () => {
    const choice = (key: string, photo: string, extra: Record<string, unknown> = {}) => ({
      product: spring(key),
      quantity: 1,
      nodes: [{ node: node(key), image: image(photo) }],
      ...extra,
    })
    const finish = { options: { [group('finish')]: { value: option('finish', 'lustre') } } }
    const orderItems = [
      choice('byo-class-photo', 'grade-3'),
      choice('byo-8x10', 'emma:1', finish),
      choice('byo-5x7', 'sofia:2'),
      choice('byo-wallets', 'emma:2'),
    ]
    const error = await refusedOn(order, () => addItem(order.id, spring('byo-collection'), { orderItems }), 403)
    expect(error.fields).toEqual({ 'orderItem.orderItems.2.nodes.0.image': PHOTO_PROBLEMS.notAllowed })
    orderItems[2] = choice('byo-5x7', 'emma:3')
    expect((await addItem(order.id, spring('byo-collection'), { orderItems })).status).toBe(201)
  })

  it("changing an item to another child's photo is 403, for the admin too; the item keeps its photo", async () => {
    const item = (await readOrder(order.id)).orderItems[0]
    if (!item) throw new Error('no item')
    const put = (as: string) =>
      send(as, 'PUT', `/order_items/${item.id}`, { orderItem: { nodes: [on('magnet', 'liam:1')] } })
    expect((await refusedOn(order, () => put(parent), 403)).code).toBe('photo_not_allowed')
    expect((await refusedOn(order, () => put(ADMIN), 403)).code).toBe('photo_not_allowed')
    expect((await readOrder(order.id)).orderItems[0]?.orderItemNodes[0]?.image).toBe(image('emma:1'))
  })
})

describe('c. a crop belongs to its image', () => {
  it("another photo's crop on a node is 400 at its imageCrop path; the order is unchanged", async () => {
    const order = await newOrder(EMMA)
    const nodes = [on('magnet', 'emma:1', 'emma:2')]
    const error = await refusedOn(order, () => addItem(order.id, spring('magnet'), { nodes }), 400)
    expect(error).toMatchObject({
      code: 'invalid_photo',
      fields: { 'orderItem.nodes.0.imageCrop': PHOTO_PROBLEMS.cropNotOfPhoto },
    })
    const unknownCrop = [{ ...on('magnet', 'emma:1'), imageCrop: UNKNOWN }]
    const again = await refusedOn(order, () => addItem(order.id, spring('magnet'), { nodes: unknownCrop }), 400)
    expect(again.fields).toEqual({ 'orderItem.nodes.0.imageCrop': PHOTO_PROBLEMS.cropNotOfPhoto })
  })
})

describe('d. an order without a subject takes only shared photos of its session', () => {
  it("a student's photo is 403; a class photo is taken", async () => {
    const order = await newOrder(null)
    const error = await refusedOn(
      order,
      () => addItem(order.id, spring('magnet'), { nodes: [on('magnet', 'emma:1')] }),
      403,
    )
    expect(error.fields).toEqual({ 'orderItem.nodes.0.image': PHOTO_PROBLEMS.notAllowed })
    expect((await addItem(order.id, spring('magnet'), { nodes: [on('magnet', 'grade-3')] })).status).toBe(201)
  })
})

describe('image options, favourites and yearbook selections take the same photos', () => {
  const saveOptions = (order: string, photo: string) =>
    send(parent, 'PUT', `/orders/${order}/image_options`, {
      orderImageOptions: [
        { image: image(photo), productOptionGroup: group('image-tone'), value: option('image-tone', 'sepia') },
      ],
    })

  it("an image option on another child's photo is 403 at orderImageOptions.<i>.image; the order is unchanged", async () => {
    const order = await newOrder(EMMA)
    const error = await refusedOn(order, () => saveOptions(order.id, 'liam:1'), 403)
    expect(error).toMatchObject({ ...NOT_ALLOWED, fields: { 'orderImageOptions.0.image': PHOTO_PROBLEMS.notAllowed } })
    expect((await saveOptions(order.id, 'emma:1')).status).toBe(200)
  })

  it("on an order without a subject a student's photo is 403", async () => {
    const order = await newOrder(null)
    expect((await refusedOn(order, () => saveOptions(order.id, 'emma:1'), 403)).code).toBe('photo_not_allowed')
  })

  it("a favourite of another child's photo is 403 at imageCropId; an unknown crop 404; the list is unchanged", async () => {
    const created = await send(parent, 'POST', '/favourites', {
      favourite: { clientSession: SPRING, storeUser: parentId, subject: EMMA },
    })
    const { favourite } = await decode(FavouriteResponse, created)
    const heart = (cropKey: string) => send(parent, 'POST', `/favourites/${favourite.id}/image_crops/${cropKey}`)
    expect((await heart(crop('emma:1'))).status).toBe(200)
    const error = await errorOf(await heart(crop('liam:1')), 403)
    expect(error).toMatchObject({ ...NOT_ALLOWED, fields: { imageCropId: PHOTO_PROBLEMS.notAllowed } })
    expect((await errorOf(await heart(UNKNOWN), 404)).code).toBe('not_found')
    const after = await decode(FavouriteResponse, await api.get(`/favourites/${favourite.id}`, parent))
    expect(after.favourite.images.map((c) => c.id)).toEqual([crop('emma:1')])
  })

  it("a yearbook selection of another child's photo is 403, of no photo 400; nothing is stored", async () => {
    const select = (images: string[]) =>
      send(parent, 'POST', '/yearbook_selections', {
        yearbook_selection: { storeUser: parentId, subject: EMMA, images },
      })
    const error = await errorOf(await select([image('liam:1')]), 403)
    expect(error).toMatchObject({
      ...NOT_ALLOWED,
      fields: { 'yearbook_selection.images.0': PHOTO_PROBLEMS.notAllowed },
    })
    const missing = await errorOf(await select([UNKNOWN]), 400)
    expect(missing).toMatchObject({
      code: 'invalid_photo',
      fields: { 'yearbook_selection.images.0': PHOTO_PROBLEMS.unknown },
    })
    const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from yearbook_selections')
    expect(rows[0]?.n).toBe(0)
  })
})
