import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { CreateOrderResponse, type Order, OrderImageOptionsResponse, OrderResponse } from '../../core/schemas/order'
import { demoIds, demoPrice as usd } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { type Api, decode, startApi } from './harness'

const SPRING = demoId('session:spring-reorders')
const spring = (key: string) => demoIds.product('spring-set', key)
const group = (key: string) => demoIds.group('spring-set', key)
const option = (g: string, key: string) => demoIds.option('spring-set', g, key)
const node = (product: string) => demoIds.node('spring-set', product, 0)
const emma = (n: number) => demoId(`image:emma:${n}`)
const emmaCrop = (n: number) => demoId(`crop:emma:${n}`)
const CLASS_PHOTO = demoId('image:grade-3')
const EMMA = demoId('subject:emma')

let api: Api
let token: string
let stranger: string

beforeAll(async () => {
  api = await startApi({ photos: true })
  token = await api.newShopper()
  stranger = await api.newShopper()
  // Emma's photos go on Emma's orders, once her access code is given (issue 11).
  await api.enterCode(token, SPRING, 'EMMA-2026')
}, 60_000)
afterAll(() => api.close())

const send = (method: string, path: string, body?: unknown, as = token) => api.send(as, method, path, body)

const newOrder = async (as = token): Promise<Order> =>
  (
    await decode(
      CreateOrderResponse,
      await send('POST', '/orders', { order: { clientSession: SPRING, subject: EMMA } }, as),
    )
  ).data.order

const errorOf = async (res: Response, status: number) => {
  expect(res.status).toBe(status)
  return (await decode(ErrorBody, res)).error
}

const print = (order: string, nodeExtra: Record<string, unknown>) => ({
  orderItem: {
    order,
    product: spring('8x10'),
    quantity: 1,
    options: { [group('finish')]: { value: option('finish', 'lustre') } },
    nodes: [{ node: node('8x10'), image: emma(1), imageCrop: emmaCrop(1), ...nodeExtra }],
  },
})

const CROP = { left: 0.1, top: 0.05, width: 0.8, height: 0.7 }

describe('B §4 crop: kept with the node selection (C §3 order item node)', () => {
  it('stores the crop and rotation of the photo, answers them, and keeps them after a reload', async () => {
    const order = await newOrder()
    const res = await send('POST', '/order_items', print(order.id, { crop: CROP, rotation: 90 }))
    expect(res.status).toBe(201)
    const item = (await decode(OrderImageOptionsResponse, res)).order.orderItems[0]
    expect(item?.orderItemNodes[0]).toMatchObject({ image: emma(1), crop: CROP, rotation: 90 })
    const again = (await decode(OrderResponse, await api.get(`/orders/${order.id}`, token))).order
    expect(again.orderItems[0]?.orderItemNodes[0]).toMatchObject({ crop: CROP, rotation: 90 })

    // An update that sends only the quantity keeps the crop; one that sends the node without a crop clears it.
    const id = item?.id ?? ''
    const kept = await decode(
      OrderImageOptionsResponse,
      await send('PUT', `/order_items/${id}`, { orderItem: { quantity: 2 } }),
    )
    expect(kept.order.orderItems[0]?.orderItemNodes[0]).toMatchObject({ crop: CROP, rotation: 90 })
    const cleared = await decode(
      OrderImageOptionsResponse,
      await send('PUT', `/order_items/${id}`, { orderItem: { nodes: [{ node: node('8x10'), image: emma(1) }] } }),
    )
    expect(cleared.order.orderItems[0]?.orderItemNodes[0]).toMatchObject({ crop: null, rotation: 0 })
  })

  it('a crop outside the photo is 400 with the field; a rotation off the 90° steps is 400', async () => {
    const order = await newOrder()
    const outside = await errorOf(
      await send('POST', '/order_items', print(order.id, { crop: { left: 0.5, top: 0, width: 0.7, height: 1 } })),
      400,
    )
    expect(outside.code).toBe('invalid_order_item')
    expect(outside.fields?.['orderItem.nodes.0.crop']).toBe('product_panel.crop_outside')
    const rotated = await errorOf(await send('POST', '/order_items', print(order.id, { rotation: 45 })), 400)
    expect(rotated.code).toBe('bad_request')
    const tooWide = await errorOf(
      await send('POST', '/order_items', print(order.id, { crop: { ...CROP, width: 1.5 } })),
      400,
    )
    expect(Object.keys(tooWide.fields ?? {}).some((k) => k.includes('crop'))).toBe(true)
  })

  it('B §4 where the stage has image cropping off, a crop or a rotation is refused', async () => {
    const order = await newOrder()
    const stage = `(select stage_id from orders where id = '${order.id}')`
    await api.db.exec(`update stages set settings = settings || '{"imageCropping": false}' where id = ${stage}`)
    try {
      const error = await errorOf(await send('POST', '/order_items', print(order.id, { rotation: 180 })), 400)
      expect(error.fields?.['orderItem.nodes.0.crop']).toBe('product_panel.crop_unavailable')
      expect((await send('POST', '/order_items', print(order.id, { crop: null, rotation: 0 }))).status).toBe(201)
    } finally {
      await api.db.exec(`update stages set settings = settings || '{"imageCropping": true}' where id = ${stage}`)
    }
  })
})

const saveOptions = (orderId: string, entries: unknown[], as = token) =>
  send('PUT', `/orders/${orderId}/image_options`, { orderImageOptions: entries }, as)

const retouch = (image: string, key: string | null) => ({
  image,
  productOptionGroup: group('image-retouching'),
  value: key && option('image-retouching', key),
})

describe('C §7 PUT /orders/{id}/image_options (C §3 order image options, C §4)', () => {
  it('stores each photo’s choices and charges each chosen option once per photo', async () => {
    const order = await newOrder()
    const res = await saveOptions(order.id, [
      retouch(emma(1), 'basic'),
      { image: emma(1), productOptionGroup: group('image-tone'), productOption: option('image-tone', 'bw') },
      { image: emma(4), productOptionGroup: group('image-backdrop'), value: option('image-backdrop', 'blossom') },
    ])
    expect(res.status).toBe(200)
    const saved = (await decode(OrderImageOptionsResponse, res)).order
    expect(saved.orderImageOptions).toHaveLength(3)
    expect(saved.orderImageOptions.find((o) => o.productOptionGroup.id === group('image-retouching'))).toMatchObject({
      image: emma(1),
      productOptionGroup: { label: 'Retouching', type: 'select' },
      productOption: option('image-retouching', 'basic'),
      value: option('image-retouching', 'basic'),
      notes: null,
      retailAmount: usd(8),
    })
    // Basic touch-up $8 + black & white $0 + the premium backdrop $5.
    expect(saved).toMatchObject({ subTotal: usd(13), total: usd(13), version: 2 })

    // An item printed from the same photo does not charge its photo options again.
    const withItem = (await decode(OrderImageOptionsResponse, await send('POST', '/order_items', print(order.id, {}))))
      .order
    expect(withItem.subTotal).toBe(usd(18 + 13))

    // A change replaces the choice; a blank value clears the group for that photo.
    const changed = (
      await decode(
        OrderImageOptionsResponse,
        await saveOptions(order.id, [retouch(emma(1), 'full'), retouch(emma(4), null)]),
      )
    ).order
    expect(changed.orderImageOptions.filter((o) => o.productOptionGroup.id === group('image-retouching'))).toEqual([
      expect.objectContaining({ image: emma(1), retailAmount: usd(15) }),
    ])
    expect(changed.subTotal).toBe(usd(18 + 15 + 5))
    const cleared = (await decode(OrderImageOptionsResponse, await saveOptions(order.id, [retouch(emma(1), null)])))
      .order
    expect(cleared.orderImageOptions.map((o) => o.productOptionGroup.label).sort()).toEqual(['Backdrop', 'Colour tone'])
    expect(cleared.subTotal).toBe(usd(18 + 5))
    const reloaded = (await decode(OrderResponse, await api.get(`/orders/${order.id}`, token))).order
    expect(reloaded.orderImageOptions).toEqual(cleared.orderImageOptions)
  })

  it('a group that is not an image option group, or an option not in its group, is 400 with the field', async () => {
    const order = await newOrder()
    const notImageGroup = await errorOf(
      await saveOptions(order.id, [
        { image: emma(1), productOptionGroup: group('finish'), value: option('finish', 'metallic') },
      ]),
      400,
    )
    expect(notImageGroup.code).toBe('invalid_image_option')
    expect(notImageGroup.fields).toEqual({
      'orderImageOptions.0.productOptionGroup': 'Not a photo option group of this shop',
    })
    const notInGroup = await errorOf(
      await saveOptions(order.id, [
        retouch(emma(1), 'basic'),
        { image: emma(2), productOptionGroup: group('image-retouching'), value: option('image-tone', 'sepia') },
      ]),
      400,
    )
    expect(notInGroup.fields).toEqual({ 'orderImageOptions.1.value': 'product_panel.option_unknown' })
    const mismatch = await errorOf(
      await saveOptions(order.id, [
        { ...retouch(emma(1), 'basic'), productOption: option('image-retouching', 'full') },
      ]),
      400,
    )
    expect(mismatch.fields).toEqual({ 'orderImageOptions.0.productOption': 'Does not match the value' })
    const notes = await errorOf(await saveOptions(order.id, [{ ...retouch(emma(1), 'basic'), notes: 'Hi' }]), 400)
    expect(notes.fields).toEqual({ 'orderImageOptions.0.notes': 'product_panel.notes_not_taken' })
    // Nothing of a refused request is stored.
    const after = (await decode(OrderResponse, await api.get(`/orders/${order.id}`, token))).order
    expect(after).toMatchObject({ orderImageOptions: [], version: 1 })
  })

  it('C §4 a shared photo (a class photo) takes no options; an unknown photo is refused', async () => {
    const order = await newOrder()
    const shared = await errorOf(await saveOptions(order.id, [retouch(CLASS_PHOTO, 'basic')]), 400)
    expect(shared.fields).toEqual({ 'orderImageOptions.0.image': 'Shared photos take no photo options' })
    const unknown = await errorOf(
      await saveOptions(order.id, [retouch('00000000-0000-4000-8000-000000000000', 'basic')]),
      400,
    )
    expect(unknown).toMatchObject({ code: 'invalid_photo', fields: { 'orderImageOptions.0.image': 'No such photo' } })
  })

  it('a malformed body or id is 400; an unknown order is 404', async () => {
    const order = await newOrder()
    const malformed = await errorOf(await saveOptions(order.id, [{ image: 'nope', productOptionGroup: 7 }]), 400)
    expect(malformed.code).toBe('bad_request')
    expect(Object.keys(malformed.fields ?? {})).toEqual(
      expect.arrayContaining(['orderImageOptions.0.image', 'orderImageOptions.0.productOptionGroup']),
    )
    await errorOf(await saveOptions('not-an-id', []), 400)
    await errorOf(await saveOptions('00000000-0000-4000-8000-000000000000', []), 404)
  })

  it('C §3 another store user’s order and its image options answer 404', async () => {
    const order = await newOrder()
    const saved = (await decode(OrderImageOptionsResponse, await saveOptions(order.id, [retouch(emma(1), 'basic')])))
      .order
    const optionId = saved.orderImageOptions[0]?.id ?? ''
    await errorOf(await saveOptions(order.id, [retouch(emma(1), 'full')], stranger), 404)
    await errorOf(await send('DELETE', `/order_image_options/${optionId}`, undefined, stranger), 404)
    const mine = (await decode(OrderResponse, await api.get(`/orders/${order.id}`, token))).order
    expect(mine.orderImageOptions[0]).toMatchObject({ id: optionId, retailAmount: usd(8) })
  })
})

describe('C §7 DELETE /order_image_options/{id}', () => {
  it('removes the choice and answers the order with its totals', async () => {
    const order = await newOrder()
    const saved = (
      await decode(
        OrderImageOptionsResponse,
        await saveOptions(order.id, [
          retouch(emma(1), 'full'),
          { image: emma(1), productOptionGroup: group('image-tone'), value: option('image-tone', 'sepia') },
        ]),
      )
    ).order
    const retouching = saved.orderImageOptions.find((o) => o.productOptionGroup.id === group('image-retouching'))
    const res = await send('DELETE', `/order_image_options/${retouching?.id}`)
    expect(res.status).toBe(200)
    const after = (await decode(OrderImageOptionsResponse, res)).order
    expect(after.orderImageOptions.map((o) => o.productOptionGroup.label)).toEqual(['Colour tone'])
    expect(after.subTotal).toBe(0)
    await errorOf(await send('DELETE', `/order_image_options/${retouching?.id}`), 404)
    await errorOf(await send('DELETE', '/order_image_options/nope'), 400)
  })
})
