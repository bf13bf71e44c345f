// What the download tests share (issue 14): a child's spring order with digital items, paid in test mode (or placed to
// pay at school), made through the API as a parent does; and the ids of the demo's digital products. No vitest here:
// the ZIP memory test's server process (downloadsZipServer.ts) uses it too.
import { Schema } from 'effect'
import { amountToPay } from '../../core/cart'
import { CreateOrderResponse, type Order, OrderFormResponse, OrderItemResponse } from '../../core/schemas/order'
import { PaymentAnswer } from '../../core/schemas/payment'
import { demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { cupertino } from '../addresses'
import type { Api } from './harness'

export const SPRING = demoId('session:spring-reorders')
const spring = (key: string) => demoIds.product('spring-set', key)
const field = (key: string) => demoIds.field('spring-set', 'student-details', key)

/** The spring set's "Single digital image" on a photo. */
export const digitalSingle = (image: string, imageCrop: string) => ({
  product: spring('digital-single'),
  quantity: 1,
  nodes: [{ node: demoIds.node('spring-set', 'digital-single', 0), image, imageCrop }],
})

/** The spring set's "All digital images": every photo of the order's child. */
export const digitalAll = () => ({ product: spring('digital-all'), quantity: 1 })

/** An 8×10 print of a photo: not a digital item. */
export const print = (image: string, imageCrop: string) => ({
  product: spring('8x10'),
  quantity: 1,
  nodes: [{ node: demoIds.node('spring-set', '8x10', 0), image, imageCrop }],
  options: { [demoIds.group('spring-set', 'finish')]: { value: demoIds.option('spring-set', 'finish', 'lustre') } },
})

const accepted = async <A, I>(schema: Schema.Codec<A, I>, res: Response, what: string): Promise<A> => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${await res.text()}`)
  return Schema.decodeUnknownSync(schema)(await res.json())
}

/**
 * A spring order of `subject` (its access code already entered by `token`'s parent) with these items, the student
 * form the session requires and customer details, then submitted: paid in test mode (`testing`) or placed to pay at
 * school (`manual`). Answers the order as the submit did.
 */
export const boughtOrder = async (
  api: Api,
  token: string,
  subject: string,
  items: readonly object[],
  method: 'testing' | 'manual' = 'testing',
): Promise<Order> => {
  const send = (verb: string, path: string, body: unknown) => api.send(token, verb, path, body)
  const created = await send('POST', '/orders', { order: { clientSession: SPRING, subject } })
  const { id } = (await accepted(CreateOrderResponse, created, 'order')).data.order
  for (const item of items)
    await accepted(OrderItemResponse, await send('POST', '/order_items', { orderItem: { order: id, ...item } }), 'item')
  const form = {
    form: {
      order: id,
      form: demoIds.form('spring-set', 'student-details'),
      formFields: { [field('student-name')]: 'Emma Johnson', [field('grade')]: '2', [field('phone')]: '5550100' },
    },
  }
  await accepted(OrderFormResponse, await send('POST', '/order_forms', form), 'form')
  const details = {
    customerDetails: {
      recipientName: 'Ada Parent',
      recipientEmail: 'ada@example.com',
      shippingMethod: demoId('shipping:spring-reorders:home'),
      billingDetailsAdded: false,
      shipping: { ...cupertino, phone: '14085551234' },
    },
  }
  const ready = await accepted(
    OrderItemResponse,
    await send('PUT', `/orders/${id}/customer_details`, details),
    'details',
  )
  const payment = { payment: { method, confirmedTotal: amountToPay(ready.order) } }
  return (await accepted(PaymentAnswer, await send('POST', `/orders/${id}/submit`, payment), 'submit')).order
}
