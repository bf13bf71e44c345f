// What the tests of changes after purchase share (issue 14 point 5): a parent's spring order of a green-screen 8×10
// on a shared test photo, with the student form and customer details, bought by card (the sandbox), in test mode or
// to pay at school; the save item options call; and what the sandbox recorded of each change.
import { expect } from 'vitest'
import { amountToPay } from '../../core/cart'
import { SaveItemOptionsResponse } from '../../core/schemas/afterPurchase'
import { ErrorBody } from '../../core/schemas/errors'
import {
  CreateOrderResponse,
  type Order,
  OrderFormResponse,
  OrderItemResponse,
  OrderResponse,
} from '../../core/schemas/order'
import { PaymentAnswer } from '../../core/schemas/payment'
import { demoIds, demoPrice } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { cupertino } from '../addresses'
import { type Api, decode } from './harness'
import { answerChallenge, cardToken } from './paymentFixtures'

export const SPRING = demoId('session:spring-reorders')
export const SPRING_STAGE = demoId('stage:spring-reorders')
export const usd = demoPrice
const spring = (key: string) => demoIds.product('spring-set', key)
export const group = (key: string) => demoIds.group('spring-set', key)
export const option = (g: string, key: string) => demoIds.option('spring-set', g, key)
const field = (key: string) => demoIds.field('spring-set', 'student-details', key)
export const photo = (n: number) => demoId(`test-photo:${n}`)
export const crop = (n: number) => demoId(`test-crop:${n}`)
export const GREEN_SCREEN_NODE = demoIds.node('spring-set', 'green-screen-8x10', 0)

/** Emma's photos (a shop seeded with the demo photos): pose `n` and its crop. */
export const EMMA = demoId('subject:emma')
export const emmaPhoto = (n: number) => ({ image: demoId(`image:emma:${n}`), imageCrop: demoId(`crop:emma:${n}`) })

/** The green-screen 8×10 ($22) on test photo `n`: its backdrop (blossom +$5) and paper finish (metallic +$4). */
export const greenScreen = (n = 1, backdrop = 'blue', finish = 'lustre') => ({
  product: spring('green-screen-8x10'),
  quantity: 1,
  nodes: [{ node: GREEN_SCREEN_NODE, image: photo(n), imageCrop: crop(n) }],
  options: {
    [group('backdrop')]: { value: option('backdrop', backdrop) },
    [group('finish')]: { value: option('finish', finish) },
  },
})

/** The options and nodes of a green-screen item as save item options sends them. */
export const greenScreenChange = (id: string, backdrop: string, finish = 'lustre', node: object = {}) => ({
  id,
  options: greenScreen(1, backdrop, finish).options,
  nodes: [{ node: GREEN_SCREEN_NODE, image: photo(1), imageCrop: crop(1), ...node }],
})

export const errorOf = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status)
  return (await decode(ErrorBody, res)).error
}

export type HowPaid = 'card' | 'authenticating card' | 'testing' | 'manual'

/** A parent (a new shopper unless `token`) and the calls of a change after purchase as that parent. */
export const parentOf = async (api: Api, token?: string) => {
  const as = token ?? (await api.newShopper())
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.send(as, method, path, body, headers)
  const accepted = async (res: Response, status = 200) => {
    expect(res.status, await res.clone().text()).toBe(status)
    return res
  }
  /** A spring cart of these items (for `subject`, its access code entered, else for nobody). */
  const cart = async (items: readonly object[] = [greenScreen()], subject?: string): Promise<Order> => {
    const created = await accepted(await send('POST', '/orders', { order: { clientSession: SPRING, subject } }), 201)
    let order = (await decode(CreateOrderResponse, created)).data.order
    for (const item of items) {
      const added = await accepted(await send('POST', '/order_items', { orderItem: { order: order.id, ...item } }), 201)
      order = (await decode(OrderItemResponse, added)).order
    }
    return order
  }
  /** A spring order of these items, its form and details saved, bought as `how` says; answers it bought. */
  const bought = async (how: HowPaid, items: readonly object[] = [greenScreen()], subject?: string): Promise<Order> => {
    const { id } = await cart(items, subject)
    const form = {
      form: {
        order: id,
        form: demoIds.form('spring-set', 'student-details'),
        formFields: { [field('student-name')]: 'Emma Johnson', [field('grade')]: '2', [field('phone')]: '5550100' },
      },
    }
    await decode(OrderFormResponse, await accepted(await send('POST', '/order_forms', form), 201))
    const details = {
      customerDetails: {
        recipientName: 'Ada Parent',
        recipientEmail: 'ada@example.com',
        shippingMethod: demoId('shipping:spring-reorders:home'),
        billingDetailsAdded: false,
        shipping: { ...cupertino, phone: '14085551234' },
      },
    }
    const ready = await decode(
      OrderItemResponse,
      await accepted(await send('PUT', `/orders/${id}/customer_details`, details)),
    )
    const confirmedTotal = amountToPay(ready.order)
    const card = how === 'card' ? '4242 4242 4242 4242' : '4000 0027 6000 3184'
    const payment =
      how === 'testing' || how === 'manual'
        ? { method: how, confirmedTotal }
        : { method: 'stripe', paymentMethodId: await cardToken(api, card), confirmedTotal }
    const answer = await decode(PaymentAnswer, await accepted(await send('POST', `/orders/${id}/submit`, { payment })))
    if (!answer.requiresAction) return answer.order
    await answerChallenge(api, answer.paymentIntentClientSecret ?? '', 'complete')
    const processed = await accepted(await send('PUT', `/orders/${id}/process_payment`))
    return (await decode(PaymentAnswer, processed)).order
  }
  const read = async (orderId: string) => (await decode(OrderResponse, await api.get(`/orders/${orderId}`, as))).order
  /**
   * PUT /orders/{id}/item_options with these items and, on a bought order, the difference the parent confirmed
   * (`confirmedAmount`, left out when undefined).
   */
  const saveItemOptions = (
    orderId: string,
    items: readonly object[],
    confirmedAmount?: number,
    headers: Record<string, string> = {},
  ) => send('PUT', `/orders/${orderId}/item_options`, { order: orderId, items, confirmedAmount }, headers)
  /** Save item options that must be accepted; answers the order. */
  const changed = async (
    orderId: string,
    items: readonly object[],
    confirmedAmount?: number,
    headers: Record<string, string> = {},
  ) =>
    (
      await decode(
        SaveItemOptionsResponse,
        await accepted(await saveItemOptions(orderId, items, confirmedAmount, headers)),
      )
    ).data.order
  return { token: as, send, cart, bought, read, saveItemOptions, changed }
}

export type Parent = Awaited<ReturnType<typeof parentOf>>

/** The audit rows of an order's changes after purchase, oldest first. */
export const changeRows = async (api: Api, orderId: string) =>
  (
    await api.db.query<{
      id: string
      kind: string
      summary: string
      amount: number
      total_after: number
      settlement: string
      status: string
      failure_code: string | null
      store_user_id: string | null
      order_item_id: string | null
    }>(
      `select id, kind, summary, amount, total_after, settlement, status, failure_code, store_user_id, order_item_id
       from order_changes where order_id = $1 order by created_at, id`,
      [orderId],
    )
  ).rows

/** What the sandbox took and gave back for one change: its charges (money taken once each) and refunds (by key). */
export const sandboxRecordOf = async (api: Api, changeId: string) => {
  const charged = await api.db.query<{ amount: number; captured_count: number; status: string }>(
    'select amount, captured_count, status from sandbox_intents where idempotency_key = $1',
    [changeId],
  )
  const refunded = await api.db.query<{ n: number; amount: number }>(
    `select count(*)::int as n, coalesce(sum(amount), 0)::bigint as amount from sandbox_refunds
     where idempotency_key like $1`,
    [`${changeId}:%`],
  )
  const taken = charged.rows.filter((r) => r.status === 'succeeded')
  return {
    charges: charged.rows.length,
    taken: taken.reduce((n, r) => n + r.amount * r.captured_count, 0),
    refunds: refunded.rows[0]?.n ?? 0,
    givenBack: Number(refunded.rows[0]?.amount ?? 0),
  }
}
