// Issue 11 point 7: one shopper's private things in a fresh demo shop, and every API route with a request that is
// valid for them. The authorisation matrix and the fuzz test attack them.
import type { Schema } from 'effect'
import { expect } from 'vitest'
import { DownloadItemResponse } from '../../core/schemas/afterPurchase'
import {
  CreateOrderResponse,
  OrderFormResponse,
  OrderImageOptionsResponse,
  OrderItemResponse,
} from '../../core/schemas/order'
import { FavouriteResponse, SubjectsResponse } from '../../core/schemas/photos'
import { createApi } from '../../server/app'
import { DEMO_STORE_ID, demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { cupertino } from '../addresses'
import { boughtOrder, digitalSingle } from './downloadFixtures'
import { type Api, decode } from './harness'

export const SPRING = demoId('session:spring-reorders')
export const EMMA = demoId('subject:emma')
export const EMMA_GALLERY = demoId('gallery:emma')
export const emmaImage = (pose: number) => demoId(`image:emma:${pose}`)
export const emmaCrop = (pose: number) => demoId(`crop:emma:${pose}`)
const spring = (key: string) => demoIds.product('spring-set', key)
const group = (key: string) => demoIds.group('spring-set', key)
const option = (g: string, key: string) => demoIds.option('spring-set', g, key)
const FORM = demoIds.form('spring-set', 'student-details')
const field = (key: string) => demoIds.field('spring-set', 'student-details', key)

/** An answer the API accepted, decoded with its schema; else the test stops with what it said. */
const accepted = async <A, I>(schema: Schema.Codec<A, I>, res: Response, what: string): Promise<A> => {
  expect(res.status, `${what}: ${await res.clone().text()}`).toBeLessThan(300)
  return decode(schema, res)
}

const storeUserOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')).sub

export type Owned = Awaited<ReturnType<typeof makeOwner>>

/** A parent who entered Emma's code and has an order with an item, a form entry, an image option and a favourite. */
export const makeOwner = async (api: Api) => {
  const token = await api.newShopper()
  const code = await api.get(`/client_sessions/${SPRING}/subjects?password=EMMA-2026`, token)
  await accepted(SubjectsResponse, code, 'enter code')
  const send = (method: string, path: string, body?: unknown) => api.send(token, method, path, body)
  const newOrder = async () => {
    const res = await send('POST', '/orders', { order: { clientSession: SPRING, subject: EMMA } })
    return (await accepted(CreateOrderResponse, res, 'order')).data.order.id
  }
  const order = await newOrder()
  const spare = await newOrder()
  const added = await accepted(OrderItemResponse, await send('POST', '/order_items', itemBody(order)), 'item')
  const withForm = await accepted(OrderFormResponse, await send('POST', '/order_forms', formRequest(order)), 'form')
  const options = await send('PUT', `/orders/${order}/image_options`, imageOptionsBody())
  const withOptions = await accepted(OrderImageOptionsResponse, options, 'image options')
  const liked = await accepted(FavouriteResponse, await send('POST', '/favourites', favouriteBody(token)), 'favourite')
  const favourite = liked.favourite.id
  const crop = await send('POST', `/favourites/${favourite}/image_crops/${emmaCrop(1)}`)
  await accepted(FavouriteResponse, crop, 'favourite crop')
  // Issue 13: an order ready to pay (item, form, customer details), which only the payment calls touch.
  const payable = await newOrder()
  await accepted(OrderItemResponse, await send('POST', '/order_items', itemBody(payable)), 'payable item')
  await accepted(OrderFormResponse, await send('POST', '/order_forms', formRequest(payable)), 'payable form')
  const details = await send('PUT', `/orders/${payable}/customer_details`, detailsBody())
  const payableTotal = (await accepted(OrderItemResponse, details, 'payable details')).order.total
  // Issue 14: a paid order with a digital image whose licence is accepted, which the download calls read.
  const paid = await boughtOrder(api, token, EMMA, [digitalSingle(emmaImage(2), emmaCrop(2))])
  const digitalItem = first(paid.orderItems, 'digital item').id
  const licence = await send('PUT', `/order_items/${digitalItem}/download`, { orderItem: { acceptedLicence: true } })
  await accepted(DownloadItemResponse, licence, 'licence accepted')
  return {
    token,
    storeUser: storeUserOf(token),
    order,
    spare,
    item: first(added.order.orderItems, 'item').id,
    formEntry: first(withForm.data.order.orderFormEntrys, 'form entry').id,
    imageOption: first(withOptions.order.orderImageOptions, 'image option').id,
    favourite,
    payable,
    payableTotal,
    paid: paid.id,
    // Issue 14: the order page finds a placed or paid order by its reference.
    paidReference: paid.orderReference,
    digitalItem,
  }
}

const first = <T>(list: readonly T[], what: string): T => {
  const [one] = list
  if (one === undefined) throw new Error(`no ${what}`)
  return one
}

export const itemBody = (order: string) => ({
  orderItem: {
    order,
    product: spring('8x10'),
    quantity: 1,
    nodes: [{ node: demoIds.node('spring-set', '8x10', 0), image: emmaImage(1), imageCrop: emmaCrop(1) }],
    options: { [group('finish')]: { value: option('finish', 'lustre') } },
  },
})
const formRequest = (order: string) => ({
  form: {
    order,
    form: FORM,
    formFields: { [field('student-name')]: 'Emma Johnson', [field('grade')]: '2', [field('phone')]: '5550100' },
  },
})
const imageOptionsBody = () => ({
  orderImageOptions: [
    { image: emmaImage(1), productOptionGroup: group('image-retouching'), value: option('image-retouching', 'basic') },
  ],
})
const favouriteBody = (token: string) => ({
  favourite: { clientSession: SPRING, storeUser: storeUserOf(token), subject: EMMA },
})

const usAddress = { ...cupertino, phone: '14085551234' }
const detailsBody = () => ({
  customerDetails: {
    recipientName: 'Ada Parent',
    recipientEmail: 'ada@example.com',
    shippingMethod: demoId('shipping:spring-reorders:home'),
    billingDetailsAdded: false,
    shipping: usAddress,
  },
})

/** The API's own route table (Hono's), without middleware: the attack covers every route there is. */
export const routeTable = () =>
  createApi({} as never)
    .routes.filter((r) => r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path }))

export type Route = ReturnType<typeof routeTable>[number]

/** A request that is valid for `owned`'s things on this route: its path with ids filled in, its query and body. */
export const validRequest = (route: Route, owned: Owned): { path: string; body?: unknown } => {
  const key = `${route.method} ${route.path}`
  const filled = route.path
    .replace(':imageCropId', emmaCrop(1))
    .replace(':subjectId', EMMA)
    .replace(':gateway', 'sandbox')
    .replace(':reference', owned.paidReference)
    .replace(':id', () => idFor(route.path, owned))
  const query: Record<string, string> = {
    'GET /search/by_code': `?accessCode=LIAM-2026&orderId=${owned.order}`,
    'GET /client_sessions/:id/subjects': '?password=EMMA-2026',
    'GET /product_option_groups/:id': `?imageId=${emmaImage(1)}&imageCropId=${emmaCrop(1)}`,
    'GET /reports/funnel': '?session=MAPLE-SPRING',
  }
  const bodies: Record<string, unknown> = {
    'POST /orders': { order: { clientSession: SPRING, subject: EMMA } },
    'POST /order_items': itemBody(owned.order),
    'PUT /order_items/:id': { orderItem: { ...itemBody(owned.order).orderItem, order: undefined, quantity: 2 } },
    'PATCH /order_items/:id': { orderItem: { quantity: 3 } },
    'POST /order_forms': formRequest(owned.spare),
    'PUT /order_forms/:id': formRequest(owned.order),
    'PUT /orders/:id/coupon_discount': { order: { couponDiscount: { code: 'SPRING10' } } },
    // Issue 15 point 2: the studio's (admin only).
    'PUT /orders/:id/adjustment': { adjustment: { amount: -100_000, reason: 'Damaged print' } },
    'POST /orders/:id/record_payment': { payment: { note: 'cheque 1042' } },
    'PUT /orders/:id/image_options': imageOptionsBody(),
    'POST /favourites': favouriteBody(owned.token),
    'POST /yearbook_selections': {
      yearbook_selection: { storeUser: owned.storeUser, subject: EMMA, images: [emmaImage(1)] },
    },
    'POST /tracks': { track: { storeUser: owned.storeUser, event: 'Cart Viewed', properties: { order: owned.order } } },
    'PATCH /addresses/validate': { address: usAddress },
    'PATCH /addresses/suggestions': { addressQuery: { query: '9501' } },
    'PUT /orders/:id/customer_details': detailsBody(),
    'PUT /orders/:id/payment': { payment: { method: 'testing' } },
    'POST /orders/:id/submit': { payment: { method: 'testing', confirmedTotal: owned.payableTotal } },
    'PUT /order_items/:id/download': { orderItem: { acceptedLicence: true } },
    // Issue 14: on the cart, save item options changes the item as updating it does (here: nothing).
    'PUT /orders/:id/item_options': { order: owned.order, items: [{ id: owned.item }] },
    'POST /orders/:id/finalize_digitals': { order: { orderItems: [{ id: owned.digitalItem, acceptedLicence: true }] } },
    // Unsigned: refused (400), as a forged notification is.
    'POST /payments/notifications/:gateway': { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: {} } },
  }
  return { path: filled + (query[key] ?? ''), ...(key in bodies ? { body: bodies[key] } : {}) }
}

const idFor = (path: string, owned: Owned): string => {
  if (path === '/orders/:id/submit' || path === '/orders/:id/process_payment') return owned.payable
  if (path === '/orders/:id/finalize_digitals' || path === '/orders/:id/request_digital_archive') return owned.paid
  if (path === '/order_items/:id/download') return owned.digitalItem
  // A receipt is made once an order is paid or placed (409 before).
  if (path === '/orders/:id/receipt') return owned.paid
  if (path.startsWith('/orders/:id')) return owned.order
  if (path.startsWith('/order_items/')) return owned.item
  if (path.startsWith('/order_forms/')) return owned.formEntry
  if (path.startsWith('/order_image_options/')) return owned.imageOption
  if (path.startsWith('/favourites/')) return owned.favourite
  if (path.startsWith('/galleries/')) return EMMA_GALLERY
  if (path.startsWith('/client_sessions/') || path.startsWith('/product_sets/')) return SPRING
  if (path.startsWith('/subjects/')) return EMMA
  if (path.startsWith('/images/')) return emmaImage(1)
  if (path.startsWith('/stores/')) return DEMO_STORE_ID
  if (path.startsWith('/product_option_groups/')) return group('image-retouching')
  throw new Error(`no id for ${path}`)
}
