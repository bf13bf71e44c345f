// Issue 13 points 1 and 2, C §7 payment calls: the methods a shop offers (C §3 payment method data, C §6 test mode,
// C §9 identifiers and card icons), choose payment, submit with a payment method (card through the sandbox gateway,
// testing, free, manual), process payment after a card action, and each refusal of C §8 and the "Bad input".
import { randomUUID } from 'node:crypto'
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CART_INVALID } from '../../core/checkout'
import { LIVE_PAYMENT_STATUSES } from '../../core/payments'
import { CheckoutResponse } from '../../core/schemas/checkout'
import { type Order, OrderItemResponse } from '../../core/schemas/order'
import { PaymentMethodOfferSchema } from '../../core/schemas/payment'
import { DEMO_GRADUATION_STORE_ID, DEMO_STORE_ID, demoPaymentMethods } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { seedDemoPayments } from '../../server/seed/payments'
import { type Api, decode, startApi } from './harness'
import {
  AUTHENTICATE,
  answerChallenge,
  answerOf,
  capturedCount,
  cardToken,
  errorOf,
  fall,
  paymentsOf,
  type Shopper,
  shopper,
  toPay,
  VISA,
} from './paymentFixtures'

const ADMIN = 'admin-secret-token'
/** A 100 % coupon of the demo store, made for these tests (the demo has none). */
const FREE_CODE = 'FREE100'

let api: Api
let parent: Shopper
beforeAll(async () => {
  api = await startApi()
  parent = await shopper(api)
  await api.db.query(
    `insert into coupons (id, store_id, code, kind, amount, applies_to, applies_to_packages)
     values ($1, $2, $3, 'percentage', 100, 'everything', true)`,
    [randomUUID(), DEMO_STORE_ID, FREE_CODE],
  )
})
afterAll(() => api.close())

const offered = async (orderId: string, as = parent.token) => {
  const res = await api.get(`/orders/${orderId}/checkout_requirements`, as)
  expect(res.status, await res.clone().text()).toBe(200)
  const { paymentMethods } = (await decode(CheckoutResponse, res)).checkoutRequirements
  return Object.entries(paymentMethods).map(([key, offer]) => {
    const decoded = Schema.decodeUnknownSync(PaymentMethodOfferSchema)(offer)
    expect(decoded.method).toBe(key)
    return decoded
  })
}

const applyFreeCoupon = async (s: Shopper, orderId: string) => {
  const res = await s.send('PUT', `/orders/${orderId}/coupon_discount`, {
    order: { couponDiscount: { code: FREE_CODE } },
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await decode(OrderItemResponse, res)).order
}

describe('C §3 payment method data: GET /orders/{id}/checkout_requirements paymentMethods', () => {
  it('offers the demo store’s methods in their configured order, keyed by C §9 id: card (sandbox key, icons), pay at school, test mode (C §6)', async () => {
    const order = await parent.fallOrder()
    const offers = await offered(order.id)
    expect(offers.map((o) => o.method)).toEqual(['stripe', 'manual', 'testing'])
    expect(offers[0]).toMatchObject({
      label: 'Credit or debit card',
      acceptedCards: ['Visa', 'MasterCard', 'Discover', 'Amex'],
      publishableKey: 'pk_test_sandbox',
      adminOnly: false,
    })
    expect(offers[1]).toMatchObject({ label: 'Pay at school', publishableKey: null })
    expect(offers[1]?.description).toMatch(/school office/)
  })

  it('a client session’s own rows replace the store’s; an admin-only manual method is offered to the admin alone', async () => {
    const session = demoId('session:fall-picture-day')
    await api.db.query(
      `insert into payment_methods (id, store_id, client_session_id, position, method, label, description, admin_only,
         gateway, accepted_cards, publishable_key)
       values ($1, $3, $4, 0, 'stripe', 'Card', null, false, 'sandbox', '["Visa"]', 'pk_test_sandbox'),
              ($2, $3, $4, 1, 'manual', 'Cash (office)', 'Taken at the studio desk', true, null, '[]', null)`,
      [randomUUID(), randomUUID(), DEMO_STORE_ID, session],
    )
    try {
      const order = await parent.fallOrder()
      expect((await offered(order.id)).map((o) => [o.method, o.adminOnly])).toEqual([['stripe', false]])
      const forAdmin = await offered(order.id, ADMIN)
      expect(forAdmin.map((o) => [o.method, o.label, o.adminOnly])).toEqual([
        ['stripe', 'Card', false],
        ['manual', 'Cash (office)', true],
      ])
      // The shopper cannot choose what is not offered to them.
      const refused = await parent.send('PUT', `/orders/${order.id}/payment`, { payment: { method: 'manual' } })
      expect((await errorOf(refused, 400)).code).toBe('invalid_payment_method')
    } finally {
      await api.db.query('delete from payment_methods where client_session_id = $1', [session])
    }
  })

  it('C §1: to the admin the manual method reads Admin Only; the parent sees it as configured', async () => {
    const order = await parent.fallOrder()
    const manual = (offers: { method: string; adminOnly: boolean }[]) => offers.find((o) => o.method === 'manual')
    expect(manual(await offered(order.id))?.adminOnly).toBe(false)
    expect(manual(await offered(order.id, ADMIN))?.adminOnly).toBe(true)
    expect((await offered(order.id, ADMIN)).find((o) => o.method === 'stripe')?.adminOnly).toBe(false)
  })

  it('a zero total is paid with free alone', async () => {
    const order = await parent.fallOrder()
    await applyFreeCoupon(parent, order.id)
    expect((await offered(order.id)).map((o) => o.method)).toEqual(['free'])
  })
})

describe('the demo’s payment methods on a data folder seeded before payments existed', () => {
  it('the start-up catch-up adds them once, with the fall stage’s order-complete settings, and keeps those there', async () => {
    const fallStage = demoId('stage:fall-picture-day')
    const stageTexts = async () =>
      (
        await api.db.query<{ text: string | null; url: string | null }>(
          `select settings ->> 'orderCompleteCartText' as text, settings ->> 'imageSubmissionUrl' as url
           from stages where id = $1`,
          [fallStage],
        )
      ).rows[0]
    expect(await seedDemoPayments(api.db)).toBe(0)
    const seeded = await stageTexts()
    // As migration 013 leaves a data folder seeded before it: no methods, no stage settings.
    await api.db.query('delete from payment_methods where client_session_id is null')
    await api.db.query(
      `update stages set settings = settings || '{"orderCompleteCartText": null, "imageSubmissionUrl": null}' where id = $1`,
      [fallStage],
    )
    expect(await seedDemoPayments(api.db)).toBe(2 * demoPaymentMethods.length)
    expect(await stageTexts()).toEqual(seeded)
    expect(await seedDemoPayments(api.db)).toBe(0)
  })
})

describe('C §7 choose payment: PUT /orders/{id}/payment', () => {
  it('saves the chosen method on the order (a change: version + 1)', async () => {
    const order = await parent.fallOrder()
    const res = await parent.send('PUT', `/orders/${order.id}/payment`, { payment: { method: 'stripe' } })
    expect(res.status, await res.clone().text()).toBe(200)
    const changed = (await decode(OrderItemResponse, res)).order
    expect(changed.paymentMethod).toBe('stripe')
    expect(changed.version).toBe(order.version + 1)
  })

  it.each([
    ['free for a total above zero', 'free'],
    ['an identifier the shop does not serve', 'payeezy'],
  ])('refuses %s (400)', async (_, method) => {
    const order = await parent.fallOrder()
    const res = await parent.send('PUT', `/orders/${order.id}/payment`, { payment: { method } })
    expect((await errorOf(res, 400)).code).toBe(method === 'free' ? 'invalid_payment_method' : 'bad_request')
    expect((await parent.read(order.id)).paymentMethod).toBeNull()
  })
})

describe('C §7 order submit: refusals leave the order as it was', () => {
  let order: Order
  beforeAll(async () => {
    order = await parent.fallOrder()
  })

  it('a method not offered: 400 invalid_payment_method', async () => {
    const res = await parent.submit(order.id, { method: 'free', confirmedTotal: toPay(order) })
    expect((await errorOf(res, 400)).code).toBe('invalid_payment_method')
  })

  it('a card payment without the card token: 400 with the field', async () => {
    const res = await parent.submit(order.id, { method: 'stripe', confirmedTotal: toPay(order) })
    expect((await errorOf(res, 400)).fields).toHaveProperty(['payment.paymentMethodId'])
  })

  it('a tampered confirmedTotal: 409 10001 (checkout.invalid_cart), nothing charged, the order unchanged', async () => {
    const res = await parent.submit(order.id, {
      method: 'stripe',
      paymentMethodId: await cardToken(api, VISA),
      confirmedTotal: 100_000,
    })
    expect((await errorOf(res, 409)).code).toBe(CART_INVALID)
    expect(await parent.read(order.id)).toEqual(order)
    expect(await paymentsOf(api, order.id)).toEqual([])
  })

  it('the total changed since the parent confirmed it (another tab added an item): 409 10001, the order unchanged', async () => {
    const confirmed = toPay(order)
    const changed = await parent.add(order.id, fall('5x7'))
    const res = await parent.submit(changed.id, { method: 'testing', confirmedTotal: confirmed })
    expect((await errorOf(res, 409)).code).toBe(CART_INVALID)
    expect(await parent.read(order.id)).toEqual(changed)
    order = changed
  })

  it.each([
    ['currency', `update orders set currency = 'EUR' where id = $1`],
    ['store', `update orders set store_id = $2 where id = $1`],
  ])(
    'a cart whose orders differ in %s (one payment, one store, one currency): 409 10001, nothing charged',
    async (_, sql) => {
      const first = await parent.fallOrder()
      const brother = await parent.fallOrder({ linkedOrder: first.id, details: false })
      // Orders linked before the store's currency changed, or across stores by an older version of the shop.
      await api.db.query(sql, sql.includes('$2') ? [brother.id, DEMO_GRADUATION_STORE_ID] : [brother.id])
      const cart = await parent.read(first.id)
      const res = await parent.submit(first.id, { method: 'testing', confirmedTotal: toPay(cart) })
      const refused = await errorOf(res, 409)
      expect(refused.code).toBe(CART_INVALID)
      expect(refused.message).toMatch(/cannot be paid together/)
      expect(await paymentsOf(api, first.id)).toEqual([])
      expect((await parent.read(first.id)).status).toBe('checkout')
    },
  )

  it('an order without customer details: 409 customer_details_required', async () => {
    const bare = await parent.fallOrder({ details: false })
    const res = await parent.submit(bare.id, { method: 'testing', confirmedTotal: toPay(bare) })
    expect((await errorOf(res, 409)).code).toBe('customer_details_required')
  })
})

describe('C §7 order submit by card (the sandbox gateway), C §8 payment errors', () => {
  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', "Your card's security code is incorrect."],
    [
      '4000 0000 0000 0119',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
  ])(
    '%s is refused: 402 payment_failed in the provider’s words, the order still payable',
    async (number, code, message) => {
      const order = await parent.fallOrder()
      const error = await errorOf(await parent.payByCard(order, number), 402)
      expect(error).toMatchObject({ code: 'payment_failed', message, fields: { decline: code } })
      const after = await parent.read(order.id)
      expect(after.status).toBe('checkout')
      expect(after.payment).toBeNull()
      expect((await paymentsOf(api, order.id)).map((p) => p.status)).toEqual(['failed'])
      // Paying again with a good card goes through.
      const paid = await answerOf(await parent.payByCard(after))
      expect(paid.order.status).toBe('paid')
    },
  )

  it('4242…: paid at once, the payment on the order with the card shown as a receipt shows it', async () => {
    const order = await parent.fallOrder()
    const { order: paid, requiresAction, paymentIntentClientSecret } = await answerOf(await parent.payByCard(order))
    expect([requiresAction, paymentIntentClientSecret]).toEqual([false, null])
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'stripe' })
    expect(paid.paidAt).not.toBeNull()
    expect(paid.payment).toMatchObject({
      method: 'stripe',
      status: 'succeeded',
      amount: toPay(order),
      currency: 'USD',
      cardBrand: 'visa',
      cardLast4: '4242',
      orders: [{ id: order.id, orderReference: order.orderReference, total: toPay(order) }],
    })
    const [payment] = await paymentsOf(api, order.id)
    expect(await capturedCount(api, payment?.intent_id ?? '')).toBe(1)
  })

  it('a paid order takes no item change (409 order_locked) and answers its paid answer again on submit and process', async () => {
    const order = await parent.fallOrder()
    const first = await answerOf(await parent.payByCard(order))
    const change = await parent.send('POST', '/order_items', {
      orderItem: { order: order.id, product: fall('5x7'), quantity: 1 },
    })
    expect((await errorOf(change, 409)).code).toBe('order_locked')
    expect(await answerOf(await parent.payByCard(order))).toEqual(first)
    expect(await answerOf(await parent.processPayment(order.id))).toEqual(first)
    expect(await paymentsOf(api, order.id)).toHaveLength(1)
  })

  it('the same Idempotency-Key twice: one payment, the same answer', async () => {
    const order = await parent.fallOrder()
    const key = randomUUID()
    const body = { method: 'stripe', paymentMethodId: await cardToken(api, VISA), confirmedTotal: toPay(order) }
    const first = await parent.submit(order.id, body, { 'Idempotency-Key': key })
    const again = await parent.submit(order.id, body, { 'Idempotency-Key': key })
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await answerOf(again)).toEqual(await answerOf(first))
    expect(await paymentsOf(api, order.id)).toHaveLength(1)
  })

  it('submit twice without a key (a double click): one payment, the same answer', async () => {
    const order = await parent.fallOrder()
    const first = await answerOf(await parent.payByCard(order))
    const second = await answerOf(await parent.payByCard(order))
    expect(second).toEqual(first)
    expect((await paymentsOf(api, order.id)).map((p) => p.status)).toEqual(['succeeded'])
  })
})

describe('C §4 payment with a card provider: the card action (authentication challenge)', () => {
  const waiting = async () => {
    const order = await parent.fallOrder()
    const answer = await answerOf(await parent.payByCard(order, AUTHENTICATE))
    expect(answer.requiresAction).toBe(true)
    expect(answer.paymentIntentClientSecret).toMatch(/_secret_/)
    expect(answer.order.status).toBe('checkout')
    return { order, secret: answer.paymentIntentClientSecret ?? '' }
  }

  it('passed: process payment completes the order (complete after a card action)', async () => {
    const { order, secret } = await waiting()
    await answerChallenge(api, secret, 'complete')
    const { order: paid, requiresAction } = await answerOf(await parent.processPayment(order.id))
    expect([paid.status, requiresAction]).toEqual(['paid', false])
  })

  it.each([
    ['failed', 'fail', 'authentication_failed'],
    ['closed', 'close', 'authentication_closed'],
  ] as const)('%s: 402 payment_failed with the provider’s words, the order payable again', async (_, reply, code) => {
    const { order, secret } = await waiting()
    await answerChallenge(api, secret, reply)
    const error = await errorOf(await parent.processPayment(order.id), 402)
    expect(error.fields).toEqual({ decline: code })
    expect((await parent.read(order.id)).status).toBe('checkout')
    expect(await answerOf(await parent.payByCard(await parent.read(order.id)))).toMatchObject({
      order: { status: 'paid' },
    })
  })

  it('Back from the challenge page without answering: 402, the intent canceled, the order not stuck', async () => {
    const { order } = await waiting()
    const error = await errorOf(await parent.processPayment(order.id), 402)
    expect(error.fields).toEqual({ decline: 'authentication_incomplete' })
    const [payment] = await paymentsOf(api, order.id)
    expect((await api.sandbox.retrieve(payment?.intent_id ?? '')).status).toBe('canceled')
    expect((await parent.read(order.id)).status).toBe('checkout')
  })

  it('process payment of an order no payment was started for: 409 no_payment', async () => {
    const order = await parent.fallOrder()
    expect((await errorOf(await parent.processPayment(order.id), 409)).code).toBe('no_payment')
  })
})

describe('testing, free and manual', () => {
  it('C §6 testing (skip payment): paid without taking money', async () => {
    const order = await parent.fallOrder()
    const { order: paid } = await answerOf(
      await parent.submit(order.id, { method: 'testing', confirmedTotal: toPay(order) }),
    )
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'testing', payment: { status: 'succeeded' } })
  })

  it('free: a zero total is paid without a card', async () => {
    const order = await parent.fallOrder()
    const free = await applyFreeCoupon(parent, order.id)
    expect(free.total).toBe(0)
    const { order: paid } = await answerOf(await parent.submit(order.id, { method: 'free', confirmedTotal: 0 }))
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'free', payment: { amount: 0, status: 'succeeded' } })
  })

  it('manual (pay at school): placed, to be paid later, payment pending; takes no changes', async () => {
    const order = await parent.fallOrder()
    const { order: placed } = await answerOf(
      await parent.submit(order.id, { method: 'manual', confirmedTotal: toPay(order) }),
    )
    expect(placed).toMatchObject({
      status: 'placed',
      paidAt: null,
      paymentMethod: 'manual',
      payment: { status: 'pending' },
    })
    const change = await parent.send('POST', '/order_items', {
      orderItem: { order: order.id, product: fall('5x7'), quantity: 1 },
    })
    expect((await errorOf(change, 409)).code).toBe('order_locked')
    expect(await answerOf(await parent.submit(order.id, { method: 'manual', confirmedTotal: toPay(order) }))).toEqual({
      order: placed,
      requiresAction: false,
      paymentIntentClientSecret: null,
    })
  })

  it('the fall pre-order stage’s order-complete text, and the image submission ready to start (state 10)', async () => {
    const order = await parent.fallOrder()
    const { order: paid } = await answerOf(
      await parent.submit(order.id, { method: 'testing', confirmedTotal: toPay(order) }),
    )
    expect(paid.clientSessionStage.orderCompleteCartText).toMatch(/Thank you/)
    expect(paid.clientSessionStage.imageSubmissionUrl).toMatch(/^https:\/\//)
    expect(paid.imageSubmission).toEqual({ state: 10, reference: order.orderReference })
  })
})

describe('another store user’s order answers as if it did not exist', () => {
  it('404 on choose payment, submit and process payment; nothing changes', async () => {
    const order = await parent.fallOrder()
    const stranger = await shopper(api)
    const calls = [
      stranger.send('PUT', `/orders/${order.id}/payment`, { payment: { method: 'stripe' } }),
      stranger.submit(order.id, { method: 'testing', confirmedTotal: toPay(order) }),
      stranger.processPayment(order.id),
    ]
    for (const res of await Promise.all(calls)) expect((await errorOf(res, 404)).code).toBe('not_found')
    expect(await parent.read(order.id)).toEqual(order)
  })

  it('the admin may pay for a shopper (C §1)', async () => {
    const order = await parent.fallOrder()
    const res = await api.send(ADMIN, 'POST', `/orders/${order.id}/submit`, {
      payment: { method: 'testing', confirmedTotal: toPay(order) },
    })
    expect((await answerOf(res)).order.status).toBe('paid')
  })
})

describe('exactly once: at most one live payment per cart', () => {
  it('the partial unique index of migration 013 lists core/payments.ts LIVE_PAYMENT_STATUSES', async () => {
    const { rows } = await api.db.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where indexname = 'payments_live_per_group'`,
    )
    const listed = [...(rows[0]?.indexdef ?? '').matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1])
    expect(listed.sort()).toEqual([...LIVE_PAYMENT_STATUSES].sort())
  })
})
