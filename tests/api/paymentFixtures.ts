// What the payment tests share (issue 13): a shopper's fall order with its customer details saved, cards tokenised at
// the sandbox as its browser part does, the calls of C §7, and the sandbox's notifications delivered to the shop.
import { expect } from 'vitest'
import { amountToPay } from '../../core/cart'
import { ErrorBody } from '../../core/schemas/errors'
import { CreateOrderResponse, type Order, OrderItemResponse, OrderResponse } from '../../core/schemas/order'
import { PaymentAnswer, SandboxPaymentMethod } from '../../core/schemas/payment'
import { demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { SANDBOX_PUBLISHABLE_KEY } from '../../server/services/payments/sandbox'
import { SIGNATURE_HEADER } from '../../server/services/payments/sandboxNotifications'
import { cupertino } from '../addresses'
import { type Api, decode } from './harness'

export const FALL = demoId('session:fall-picture-day')
export const fall = (key: string) => demoIds.product('fall-set', key)
export const VISA = '4242 4242 4242 4242'
export const DECLINED = '4000 0000 0000 0002'
export const AUTHENTICATE = '4000 0027 6000 3184'

/** What the parent confirms: the order's total and its linked orders' still in the cart (core/cart.ts). */
export const toPay = (order: Order) => amountToPay(order)

export const errorOf = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status)
  return (await decode(ErrorBody, res)).error
}

export const answerOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200)
  return decode(PaymentAnswer, res)
}

/** A card tokenised by the sandbox's browser part (the number never reaches /api). */
export const cardToken = async (api: Api, number: string) => {
  const res = await api.app.request('/sandbox/v1/payment_methods', {
    method: 'POST',
    headers: { Authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ card: { holderName: 'Ada Parent', number, expMonth: '12', expYear: '30', cvc: '123' } }),
  })
  return (await decode(SandboxPaymentMethod, res)).id
}

/** The parent's answer on the sandbox's challenge page (complete, fail or close). */
export const answerChallenge = (api: Api, clientSecret: string, answer: 'complete' | 'fail' | 'close') =>
  api.sandbox.answerChallenge(clientSecret, answer)

/** Posts a signed notification body to the shop, as the sandbox's delivery loop does. */
export const notify = (api: Api, body: string, signature: string, gateway = 'sandbox') =>
  api.request(`/payments/notifications/${gateway}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
  })

/** Delivers every due notification to the shop (each twice, out of order); answers the statuses the shop gave. */
export const deliverNotifications = async (api: Api) => {
  const statuses: number[] = []
  for (let round = 0; round < 3; round++) {
    await api.sandbox.deliverDue(async (body, signature) => {
      const status = (await notify(api, body, signature)).status
      statuses.push(status)
      return status
    })
    api.advanceClock(5)
  }
  return statuses
}

/** A shopper of the demo shop and the payment calls as that shopper. */
export const shopper = async (api: Api, token?: string) => {
  const as = token ?? (await api.newShopper())
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.send(as, method, path, body, headers)
  const add = async (orderId: string, product: string) => {
    const res = await send('POST', '/order_items', { orderItem: { order: orderId, product, quantity: 1 } })
    expect(res.status, await res.clone().text()).toBe(201)
    return (await decode(OrderItemResponse, res)).order
  }
  const newOrder = async (linkedOrder?: string) => {
    const res = await send('POST', '/orders', { order: { clientSession: FALL, linkedOrder } })
    expect(res.status, await res.clone().text()).toBe(201)
    return (await decode(CreateOrderResponse, res)).data.order
  }
  const saveDetails = async (orderId: string, shippingMethod = demoId('shipping:fall-picture-day:home')) => {
    const res = await send('PUT', `/orders/${orderId}/customer_details`, {
      customerDetails: {
        recipientName: 'Ada Parent',
        recipientEmail: 'ada@example.com',
        shippingMethod,
        billingDetailsAdded: false,
        shipping: { ...cupertino, name: 'Ada Parent' },
        billing: null,
        shippingInstructions: null,
        photographerInstructions: null,
      },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    return (await decode(OrderItemResponse, res)).order
  }
  /** A fall order of a 5×7 pair ($14) and wallets ($12); `details`: its customer details saved, shipped home ($7.95). */
  const fallOrder = async (options: { linkedOrder?: string; details?: boolean } = {}) => {
    const order = await newOrder(options.linkedOrder)
    await add(order.id, fall('5x7'))
    const filled = await add(order.id, fall('wallets'))
    return options.details === false ? filled : saveDetails(order.id)
  }
  const read = async (orderId: string) => (await decode(OrderResponse, await api.get(`/orders/${orderId}`, as))).order
  const submit = (orderId: string, payment: Record<string, unknown>, headers: Record<string, string> = {}) =>
    send('POST', `/orders/${orderId}/submit`, { payment }, headers)
  /** Submit with a card of this test number for what the order says is to pay. */
  const payByCard = async (order: Order, number = VISA, headers: Record<string, string> = {}) =>
    submit(
      order.id,
      { method: 'stripe', paymentMethodId: await cardToken(api, number), confirmedTotal: toPay(order) },
      headers,
    )
  const processPayment = (orderId: string) => send('PUT', `/orders/${orderId}/process_payment`)
  return { token: as, send, add, newOrder, saveDetails, fallOrder, read, submit, payByCard, processPayment }
}

export type Shopper = Awaited<ReturnType<typeof shopper>>

/** The payments rows of a link group, oldest first. */
export const paymentsOf = async (api: Api, linkGroup: string) =>
  (
    await api.db.query<{ id: string; status: string; amount: number; intent_id: string | null; order_ids: string[] }>(
      'select id, status, amount, intent_id, order_ids from payments where link_group = $1 order by created_at, id',
      [linkGroup],
    )
  ).rows

/** How many times the sandbox took the money of an intent. */
export const capturedCount = async (api: Api, intentId: string) =>
  (await api.db.query<{ n: number }>('select captured_count as n from sandbox_intents where id = $1', [intentId]))
    .rows[0]?.n

/**
 * A fall order and the brother's order linked to it (details on the first only), paid by a card that asked for the
 * bank's check and passed it: the card holds the cart's amount, not yet taken. With the cart as read before paying
 * and the intent's id (read now: removing the first order once its payment is canceled deletes that attempt with it).
 */
export const authorisedLinkedCart = async (api: Api, parent: Shopper) => {
  const first = await parent.fallOrder()
  const brother = await parent.fallOrder({ linkedOrder: first.id, details: false })
  const cart = await parent.read(first.id)
  const started = await answerOf(await parent.payByCard(cart, AUTHENTICATE))
  await answerChallenge(api, started.paymentIntentClientSecret ?? '', 'complete')
  const intentId = (await paymentsOf(api, first.id))[0]?.intent_id ?? ''
  return { first, brother, cart, intentId }
}
