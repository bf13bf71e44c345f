// Issue 13 point 3, exactly once: one completion path shared by the browser's return, the provider's notifications
// and reconcile on start; linked orders paid together by one payment (C §2 cart, one confirmation); two tabs; a cart
// changed between the confirmation and the completion; notifications repeated, out of order or late; a crash between
// charging and recording settled from the provider's record (docs/payments.md).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CART_INVALID } from '../../core/checkout'
import { loadServerSecret } from '../../server/serverSecrets'
import type { CardGateway } from '../../server/services/payments/gateway'
import { completePayment, type Progress } from '../../server/services/payments/paymentCompletion'
import { reconcileEvery, reconcilePayments } from '../../server/services/payments/payments'
import { signNotification } from '../../server/services/payments/sandboxNotifications'
import { type Api, startApi } from './harness'
import {
  AUTHENTICATE,
  answerChallenge,
  answerOf,
  authorisedLinkedCart,
  capturedCount,
  DECLINED,
  deliverNotifications,
  errorOf,
  fall,
  notify,
  paymentsOf,
  type Shopper,
  shopper,
  toPay,
  VISA,
} from './paymentFixtures'

let api: Api
let parent: Shopper
beforeAll(async () => {
  api = await startApi()
  parent = await shopper(api)
})
afterAll(() => api.close())

const reconcile = (now?: Date) => reconcilePayments({ db: api.db, cardGateways: api.deps.cardGateways }, now)

/** An order whose card waits for the parent's authentication (C §4 requires action), and the intent's secret. */
const waitingForAuthentication = async () => {
  const order = await parent.fallOrder()
  const answer = await answerOf(await parent.payByCard(order, AUTHENTICATE))
  expect(answer.requiresAction).toBe(true)
  const [payment] = await paymentsOf(api, order.id)
  if (!payment?.intent_id) throw new Error('no intent')
  return { order, secret: answer.paymentIntentClientSecret ?? '', payment, intentId: payment.intent_id }
}

const statusesOf = async (linkGroup: string) => (await paymentsOf(api, linkGroup)).map((p) => p.status)

describe('C §2 linked orders: one payment pays the cart, one confirmation covers every order', () => {
  it('the order and its brother’s order are paid once together; the details go to the one without any', async () => {
    const first = await parent.fallOrder()
    const brother = await parent.fallOrder({ linkedOrder: first.id, details: false })
    const cart = await parent.read(first.id)
    expect(toPay(cart)).toBe(first.total + brother.total)
    const { order: paid } = await answerOf(await parent.payByCard(cart))
    expect(paid.status).toBe('paid')
    expect(paid.payment?.amount).toBe(first.total + brother.total)
    expect(paid.payment?.orders.map((o) => [o.id, o.total])).toEqual([
      [first.id, first.total],
      [brother.id, brother.total],
    ])
    const paidBrother = await parent.read(brother.id)
    expect(paidBrother).toMatchObject({
      status: 'paid',
      recipientName: 'Ada Parent',
      shippingAddress: first.shippingAddress,
      shippingMethod: first.shippingMethod,
      // Shipping is charged once, on the order paid from.
      shippingTotal: 0,
      total: brother.total,
    })
    expect(paidBrother.payment).toEqual(paid.payment)
    expect(paid.linkedOrders.map((o) => o.status)).toEqual(['paid'])
    const payments = await paymentsOf(api, first.id)
    expect(payments.map((p) => [p.status, p.order_ids.length])).toEqual([['succeeded', 2]])
    expect(await capturedCount(api, payments[0]?.intent_id ?? '')).toBe(1)
  })

  it('a paid cart closes the group: no new order links to it (409 order_locked)', async () => {
    const first = await parent.fallOrder()
    await answerOf(await parent.submit(first.id, { method: 'testing', confirmedTotal: toPay(first) }))
    const res = await parent.send('POST', '/orders', {
      order: { clientSession: first.clientSession.id, linkedOrder: first.id },
    })
    expect((await errorOf(res, 409)).code).toBe('order_locked')
  })
})

describe('one completion path: the browser’s return and the provider’s notifications', () => {
  it('a notification before the browser is back completes the order; the return then answers the same order', async () => {
    const { order, secret, intentId } = await waitingForAuthentication()
    await answerChallenge(api, secret, 'complete')
    const statuses = await deliverNotifications(api)
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses.every((s) => s === 200)).toBe(true)
    const completed = await parent.read(order.id)
    expect(completed.status).toBe('paid')
    const back = await answerOf(await parent.processPayment(order.id))
    expect(back.order).toEqual(completed)
    expect(await capturedCount(api, intentId)).toBe(1)
  })

  it('repeated and out-of-order notifications change nothing once the payment is settled', async () => {
    const order = await parent.fallOrder()
    const { order: paid } = await answerOf(await parent.payByCard(order))
    const [payment] = await paymentsOf(api, order.id)
    // Every event of this payment (authorised, then captured) arrives twice, newest first.
    expect((await deliverNotifications(api)).every((s) => s === 200)).toBe(true)
    expect(await parent.read(order.id)).toEqual(paid)
    expect(await statusesOf(order.id)).toEqual(['succeeded'])
    expect(await capturedCount(api, payment?.intent_id ?? '')).toBe(1)
  })

  it('a payment_failed notification after success (late, or forged by a bug) leaves the order paid: 200', async () => {
    const order = await parent.fallOrder()
    const { order: paid } = await answerOf(await parent.payByCard(order))
    const [payment] = await paymentsOf(api, order.id)
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment_intent.payment_failed',
      data: { object: { id: payment?.intent_id } },
    })
    const secret = await loadServerSecret(api.db, 'sandbox')
    expect((await notify(api, body, signNotification(secret, body, api.now()))).status).toBe(200)
    expect(await parent.read(order.id)).toEqual(paid)
  })

  it('a bad signature is refused (400), an unknown gateway is 404, an intent the shop does not know is 200', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_x' } } })
    const secret = await loadServerSecret(api.db, 'sandbox')
    expect((await notify(api, body, 't=1,v1=00')).status).toBe(400)
    expect((await notify(api, body, signNotification('another secret', body, api.now()))).status).toBe(400)
    expect((await notify(api, body, signNotification(secret, body, api.now()), 'acme')).status).toBe(404)
    expect((await notify(api, body, signNotification(secret, body, api.now()))).status).toBe(200)
  })

  it('a gateway name that is no gateway of the shop is 404 before any header is read: inherited names, bad header names', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_x' } } })
    const signature = signNotification(await loadServerSecret(api.db, 'sandbox'), body, api.now())
    for (const name of [
      'toString',
      'constructor',
      '__proto__',
      'hasOwnProperty',
      'valueOf',
      'a%40b',
      'a%20b',
      'a%0Ab',
    ]) {
      const res = await notify(api, body, signature, name)
      expect([name, res.status]).toEqual([name, 404])
      expect((await errorOf(res, 404)).code).toBe('not_found')
    }
  })
})

describe('two tabs', () => {
  it('a second submit while the first card waits for authentication cancels that intent and pays with the new card', async () => {
    const { order, intentId } = await waitingForAuthentication()
    const second = await answerOf(await parent.payByCard(order, VISA))
    expect(second.order).toMatchObject({ status: 'paid', payment: { cardLast4: '4242' } })
    expect((await api.sandbox.retrieve(intentId)).status).toBe('canceled')
    expect(await statusesOf(order.id)).toEqual(['failed', 'succeeded'])
    // The first tab comes back from the bank: the paid order, the same answer.
    expect(await answerOf(await parent.processPayment(order.id))).toEqual(second)
  })

  it('a second submit after the first card was authenticated completes the first payment; the second card is not used', async () => {
    const { order, secret, intentId } = await waitingForAuthentication()
    await answerChallenge(api, secret, 'complete')
    const second = await answerOf(await parent.payByCard(order, VISA))
    expect(second.order).toMatchObject({ status: 'paid', payment: { cardLast4: '3184' } })
    expect(await statusesOf(order.id)).toEqual(['succeeded'])
    expect(await capturedCount(api, intentId)).toBe(1)
  })
})

describe('a late abandon never fails a payment another call captured (review of issue 13, finding 1)', () => {
  it('a call that read the card still waiting gives up after another call captured it: the order paid, charged once', async () => {
    const { order, secret, payment, intentId } = await waitingForAuthentication()
    const sandbox = api.sandbox
    let captured = () => {}
    const capturedNow = new Promise<void>((resolve) => {
      captured = resolve
    })
    let abandonOver = () => {}
    const abandonDone = new Promise<void>((resolve) => {
      abandonOver = resolve
    })
    // The parent's tab back from the bank: it stops between the capture and its record until the other call is over.
    const recordsLate: CardGateway = {
      ...sandbox,
      capture: async (id) => {
        const intent = await sandbox.capture(id)
        captured()
        await abandonDone
        return intent
      },
    }
    let returned: Promise<Progress> | undefined
    // A second tab's process payment (or reconcile) read the intent still waiting and cancels it, but only once the
    // parent passed the bank's check and the first call took the money.
    const cancelsLate: CardGateway = {
      ...sandbox,
      cancel: async (id) => {
        await answerChallenge(api, secret, 'complete')
        returned = completePayment({ db: api.db, cardGateways: { sandbox: recordsLate } }, payment.id, {
          abandonWaiting: false,
        })
        await capturedNow
        return sandbox.cancel(id)
      },
    }
    const late = await completePayment({ db: api.db, cardGateways: { sandbox: cancelsLate } }, payment.id, {
      abandonWaiting: true,
    })
    abandonOver()
    expect(await returned).toEqual({ kind: 'completed' })
    expect(late).toEqual({ kind: 'completed' })
    expect((await parent.read(order.id)).status).toBe('paid')
    expect(await statusesOf(order.id)).toEqual(['succeeded'])
    expect(await capturedCount(api, intentId)).toBe(1)
  })
})

describe('removing or clearing an order of a cart being paid (review of issue 13, finding 2)', () => {
  it('409 payment_in_progress while the card waits at the bank, for the order paid from and its linked order; then paid with both', async () => {
    const first = await parent.fallOrder()
    const brother = await parent.fallOrder({ linkedOrder: first.id, details: false })
    const cart = await parent.read(first.id)
    const started = await answerOf(await parent.payByCard(cart, AUTHENTICATE))
    for (const order of [first, brother]) {
      expect((await errorOf(await parent.send('DELETE', `/orders/${order.id}`), 409)).code).toBe('payment_in_progress')
      expect((await errorOf(await parent.send('POST', `/orders/${order.id}/clear`), 409)).code).toBe(
        'payment_in_progress',
      )
    }
    await answerChallenge(api, started.paymentIntentClientSecret ?? '', 'complete')
    const { order: paid } = await answerOf(await parent.processPayment(first.id))
    expect([paid.status, paid.payment?.amount]).toEqual(['paid', toPay(cart)])
    expect((await parent.read(brother.id)).status).toBe('paid')
  })

  it('after a refused card (no money taken) the order can be removed: its failed attempt goes with it', async () => {
    const order = await parent.fallOrder()
    expect((await errorOf(await parent.payByCard(order, DECLINED), 402)).code).toBe('payment_failed')
    expect(await statusesOf(order.id)).toEqual(['failed'])
    expect((await parent.send('DELETE', `/orders/${order.id}`)).status).toBe(204)
    expect(await statusesOf(order.id)).toEqual([])
  })

  it('a payment never loses the order it was paid from: the database refuses to delete it', async () => {
    const order = await parent.fallOrder()
    await answerOf(await parent.submit(order.id, { method: 'testing', confirmedTotal: toPay(order) }))
    await expect(api.db.query('delete from orders where id = $1', [order.id])).rejects.toThrow(/foreign key/)
  })
})

describe('the cart changed between the confirmation and the completion', () => {
  it('409 10001 back to the cart: the payment canceled, the card released, the order payable at its new total', async () => {
    const { order, secret, intentId } = await waitingForAuthentication()
    // Another tab adds an item while the parent is at the bank.
    const changed = await parent.add(order.id, fall('5x7'))
    await answerChallenge(api, secret, 'complete')
    expect((await errorOf(await parent.processPayment(order.id), 409)).code).toBe(CART_INVALID)
    expect(await statusesOf(order.id)).toEqual(['canceled'])
    expect((await api.sandbox.retrieve(intentId)).status).toBe('canceled')
    expect(await capturedCount(api, intentId)).toBe(0)
    const now = await parent.read(order.id)
    expect([now.status, now.total]).toEqual(['checkout', changed.total])
    // Asked again, the same refusal; the notifications change nothing.
    expect((await errorOf(await parent.processPayment(order.id), 409)).code).toBe(CART_INVALID)
    await deliverNotifications(api)
    expect((await parent.read(order.id)).status).toBe('checkout')
    expect((await answerOf(await parent.payByCard(now))).order.status).toBe('paid')
  })

  it('changed to the same total (one print moved from the brother’s order to the first): paid as the cart now stands', async () => {
    // The completion checks that the cart's orders and their re-priced totals still add up to the amount held
    // (paymentCompletion amountHolds): the parent is charged what the cart holds when the money is taken.
    const { first, brother, cart, intentId } = await authorisedLinkedCart(api, parent)
    expect((await parent.send('DELETE', `/order_items/${brother.orderItems[0]?.id}`)).status).toBe(204)
    const patch = { orderItem: { quantity: 2 } }
    expect((await parent.send('PATCH', `/order_items/${first.orderItems[0]?.id}`, patch)).status).toBe(200)
    const [nowFirst, nowBrother] = [await parent.read(first.id), await parent.read(brother.id)]
    expect(nowFirst.total + nowBrother.total).toBe(toPay(cart))
    const { order: paid } = await answerOf(await parent.processPayment(first.id))
    expect(paid.status).toBe('paid')
    expect((await parent.read(brother.id)).status).toBe('paid')
    expect(await capturedCount(api, intentId)).toBe(1)
    expect((await paymentsOf(api, first.id)).map((p) => [p.status, p.amount])).toEqual([['succeeded', toPay(cart)]])
    expect((await parent.read(first.id)).orderItems[0]?.quantity).toBe(2)
  })
})

describe('reconcile on start: payments a crash left between authorisation and record', () => {
  /** An authenticated card payment (the intent authorised) that a crash left in `status`. */
  const leftBy = async (status: 'authorized' | 'capturing') => {
    const waiting = await waitingForAuthentication()
    await answerChallenge(api, waiting.secret, 'complete')
    await api.db.query('update payments set status = $2 where id = $1', [waiting.payment.id, status])
    if (status === 'capturing')
      await api.db.query(`update orders set status = 'payment_pending' where id = $1`, [waiting.order.id])
    return waiting
  }

  it('capturing, the money taken before the crash: recorded paid once', async () => {
    const { order, intentId } = await leftBy('capturing')
    await api.sandbox.capture(intentId)
    expect(await reconcile()).toBeGreaterThanOrEqual(1)
    expect((await parent.read(order.id)).status).toBe('paid')
    expect(await capturedCount(api, intentId)).toBe(1)
    expect(await statusesOf(order.id)).toEqual(['succeeded'])
  })

  it('capturing, the crash before the capture: captured once and recorded', async () => {
    const { order, intentId } = await leftBy('capturing')
    await reconcile()
    expect((await parent.read(order.id)).status).toBe('paid')
    expect(await capturedCount(api, intentId)).toBe(1)
  })

  it('capturing, the authorisation canceled at the provider: failed, the order payable again (checkout)', async () => {
    const { order, intentId } = await leftBy('capturing')
    await api.sandbox.cancel(intentId)
    await reconcile()
    expect((await parent.read(order.id)).status).toBe('checkout')
    expect(await statusesOf(order.id)).toEqual(['canceled'])
  })

  it('authorised: completed', async () => {
    const { order, intentId } = await leftBy('authorized')
    await reconcile()
    expect((await parent.read(order.id)).status).toBe('paid')
    expect(await capturedCount(api, intentId)).toBe(1)
  })

  it('a card waiting for authentication for over an hour is abandoned; a recent one is left waiting', async () => {
    const old = await waitingForAuthentication()
    await api.db.query(`update payments set created_at = now() - interval '2 hours' where id = $1`, [old.payment.id])
    const recent = await waitingForAuthentication()
    await reconcile()
    expect(await statusesOf(old.order.id)).toEqual(['failed'])
    expect((await api.sandbox.retrieve(old.intentId)).status).toBe('canceled')
    expect(await statusesOf(recent.order.id)).toEqual(['requires_action'])
  })

  it('a capture that failed while the process runs (the provider unreachable) is settled by the timer, without a restart (review finding 5)', async () => {
    const { order, secret, payment, intentId } = await waitingForAuthentication()
    await answerChallenge(api, secret, 'complete')
    const unreachable: CardGateway = {
      ...api.sandbox,
      capture: async () => {
        throw new Error('connect ETIMEDOUT')
      },
    }
    await expect(
      completePayment({ db: api.db, cardGateways: { sandbox: unreachable } }, payment.id, { abandonWaiting: false }),
    ).rejects.toThrow('ETIMEDOUT')
    expect([(await parent.read(order.id)).status, await statusesOf(order.id)]).toEqual([
      'payment_pending',
      ['capturing'],
    ])
    const deps = { db: api.db, cardGateways: api.deps.cardGateways }
    // The timer leaves a payment a request touched a moment ago to that request.
    await reconcilePayments(deps, new Date(), 60_000)
    expect(await statusesOf(order.id)).toEqual(['capturing'])
    const timer = reconcileEvery(deps, 10, 0)
    try {
      await vi.waitFor(async () => expect((await parent.read(order.id)).status).toBe('paid'), {
        timeout: 20_000,
        interval: 20,
      })
    } finally {
      timer.stop()
    }
    expect(await statusesOf(order.id)).toEqual(['succeeded'])
    expect(await capturedCount(api, intentId)).toBe(1)
  })

  it('a second reconcile finds nothing more to settle and changes nothing', async () => {
    const { order } = await leftBy('capturing')
    await reconcile()
    const after = await parent.read(order.id)
    await reconcile()
    expect(await parent.read(order.id)).toEqual(after)
  })
})
