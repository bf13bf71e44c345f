import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CheckoutApi } from '../../adapters/api/checkout'
import type { ApiClient } from '../../adapters/api/client'
import type { ConfigureApi } from '../../adapters/api/configure'
import type { OrdersApi } from '../../adapters/api/orders'
import { type PaymentsApi, paymentsApi } from '../../adapters/api/payments'
import { checkoutFlowLogic } from '../../adapters/checkoutFlowActors'
import { sandboxGateway } from '../../adapters/payments/sandbox'
import { orderLogic } from '../../adapters/shopActors'
import { keptCardStorage } from '../../adapters/storage/payment'
import type { PaymentMethodOffer } from '../../core/payments'
import type { Order } from '../../core/schemas/order'
import type { PaymentAnswer } from '../../core/schemas/payment'
import { type KeptCard, paymentMachine } from '../../machines/payment'
import { fixtures } from './fixtures'
import './paymentFixtures'

// Issue 13: the payment step's adapters. Choosing a method is an order change of the order actor (If-Match and the
// change's Idempotency-Key); the checkout flow actor, told of the completion, leads to the complete page and has the
// order actor forget the order (C §4); the payment calls and the
// sandbox gateway's browser part send what the contract says.

const ORDER = fixtures['payment:order'] as Order
const visit = { storeUserId: 'u1', clientSessionId: 's1', stageId: 'st1', isPreOrder: false, subjectId: null }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the payment actor with the order actor', () => {
  it('choosing goes through the order actor on its version; a paid order is forgotten by it through the flow', async () => {
    const chosen: unknown[][] = []
    let storedId: string | null = ORDER.id
    const deps = {
      orders: { get: async () => ORDER } as unknown as OrdersApi,
      configure: {} as ConfigureApi,
      checkout: {} as CheckoutApi,
      payments: {
        choose: async (...args: unknown[]) => {
          chosen.push(args)
          return { ...ORDER, version: ORDER.version + 1, paymentMethod: 'testing' }
        },
      } as unknown as PaymentsApi,
      storage: {
        read: () => storedId,
        write: (id: string) => {
          storedId = id
        },
        forget: () => {
          storedId = null
        },
      },
      notify: () => {},
      track: () => {},
    }
    const orderActor = createActor(orderLogic(deps), { input: { ...visit, keyPrefix: 'visit-1' } }).start()
    await waitFor(orderActor, (s) => s.matches('ready'))
    const navigations: string[] = []
    const tracked: string[] = []
    const flow = createActor(
      checkoutFlowLogic({
        navigate: (to) => navigations.push(to),
        track: (tracks) => {
          tracked.push(...tracks.map((t) => t.event))
        },
        forgetCardDetails: () => {},
      }),
      { input: { orderRef: orderActor } },
    ).start()
    const payment = createActor(
      paymentMachine.provide({
        actors: {
          loadMethods: fromPromise(async () => fixtures['payment:methods'] as PaymentMethodOffer[]),
          submitOrder: fromPromise(async () => fixtures['payment:paid:testing'] as PaymentAnswer),
        },
        actions: { report: (_, { event }) => flow.send(event) },
      }),
      { input: { orderRef: orderActor, order: ORDER, orderReady: true, today: { year: 2026, month: 11 } } },
    ).start()
    await waitFor(payment, (s) => s.matches({ ready: 'idle' }))
    payment.send({ type: 'method.choose', method: 'testing' })
    await waitFor(payment, (s) => s.matches({ ready: 'methodChosen' }))
    expect(chosen).toEqual([[ORDER.id, 'testing', ORDER.version, expect.stringMatching(/^visit-1\.change-\d+$/)]])
    expect(orderActor.getSnapshot().context.order?.paymentMethod).toBe('testing')
    payment.send({ type: 'payment.submit' })
    await waitFor(payment, (s) => s.matches('succeeded'))
    expect(navigations).toEqual([`/order/complete/${ORDER.id}`])
    expect(flow.getSnapshot().value).toBe('complete')
    expect(tracked).toEqual([
      'Checkout Step Viewed',
      'Payment Entered',
      'Checkout Step Completed',
      'Payment Success',
      'Order Completed',
    ])
    expect(orderActor.getSnapshot().context.order).toBeNull()
    expect(storedId).toBeNull()
  })
})

describe('adapters/api/payments.ts', () => {
  const recording = () => {
    const calls: { path: string; init: unknown }[] = []
    const api = (async (_schema: unknown, path: string, init: unknown) => {
      calls.push({ path, init })
      if (path.endsWith('/checkout_requirements'))
        return {
          checkoutRequirements: {
            paymentMethods: Object.fromEntries(
              (fixtures['payment:methods'] as PaymentMethodOffer[]).map((m) => [m.method, m]),
            ),
          },
        }
      return { order: ORDER }
    }) as unknown as ApiClient
    return { calls, payments: paymentsApi(api) }
  }

  it('reads the offered methods in configured order, chooses on a version, submits with the attempt’s key', async () => {
    const { calls, payments } = recording()
    expect((await payments.methods(ORDER.id)).map((m) => m.method)).toEqual(['stripe', 'manual', 'testing'])
    await payments.choose(ORDER.id, 'manual', 3, 'visit-1.change-1')
    await payments.submit(ORDER.id, { method: 'manual', confirmedTotal: 3_000_000 }, 'visit-1.payment-1')
    await payments.process(ORDER.id)
    expect(calls.slice(1)).toEqual([
      {
        path: `/orders/${ORDER.id}/payment`,
        init: {
          method: 'PUT',
          headers: { 'If-Match': '"3"', 'Idempotency-Key': 'visit-1.change-1' },
          body: { payment: { method: 'manual' } },
        },
      },
      {
        path: `/orders/${ORDER.id}/submit`,
        init: {
          method: 'POST',
          headers: { 'Idempotency-Key': 'visit-1.payment-1' },
          body: { payment: { method: 'manual', confirmedTotal: 3_000_000 } },
        },
      },
      { path: `/orders/${ORDER.id}/process_payment`, init: { method: 'PUT', body: {} } },
    ])
  })
})

describe('adapters/payments/sandbox.ts (the card gateway’s browser part)', () => {
  const card = { holderName: 'Ada Parent', number: '4242424242424242', expMonth: '12', expYear: '28', cvc: '123' }

  const answering = (status: number, body: unknown) => {
    const seen: { url: string; authorization: string | null; body: unknown }[] = []
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      seen.push({
        url,
        authorization: new Headers(init?.headers).get('Authorization'),
        body: JSON.parse(String(init?.body)),
      })
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    })
    return seen
  }

  it('tokenises at /sandbox/v1/payment_methods with the publishable key; the card goes nowhere else', async () => {
    const seen = answering(200, { id: 'pm_1', card: { brand: 'visa', last4: '4242' } })
    const gateway = sandboxGateway(() => {}, 'http://shop.test/sandbox')
    expect(await gateway.tokenise('pk_sandbox_demo', card)).toEqual({
      id: 'pm_1',
      card: { brand: 'visa', last4: '4242' },
    })
    expect(seen).toEqual([
      { url: 'http://shop.test/sandbox/v1/payment_methods', authorization: 'Bearer pk_sandbox_demo', body: { card } },
    ])
  })

  it('a refusal carries the gateway’s status, code and words; no answer at all is status 0', async () => {
    answering(400, { error: { code: 'invalid_number', message: 'Your card number is incorrect.', fields: {} } })
    const gateway = sandboxGateway(() => {}, 'http://shop.test/sandbox')
    await expect(gateway.tokenise('pk', card)).rejects.toMatchObject({
      status: 400,
      code: 'invalid_number',
      message: 'Your card number is incorrect.',
    })
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed')
    })
    await expect(gateway.tokenise('pk', card)).rejects.toMatchObject({ status: 0 })
  })

  it('the card action is the sandbox’s challenge page, coming back to the shop’s /payment/result', () => {
    const visited: string[] = []
    void sandboxGateway((url) => visited.push(url)).handleCardAction(
      'pi_1_secret_abc',
      '/cart/s1/payment/result?order=o1',
    )
    expect(visited).toEqual([
      '/sandbox/challenge?client_secret=pi_1_secret_abc&return_url=%2Fcart%2Fs1%2Fpayment%2Fresult%3Forder%3Do1',
    ])
  })
})

describe('keptCardStorage (issue 13: the card form after the bank’s page)', () => {
  const items = new Map<string, string>()
  const kept: KeptCard = { orderId: 'o1', holderName: 'Ada Parent', expiryMonth: '12', expiryYear: '28' }
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    })
  })
  afterEach(() => {
    items.clear()
  })

  it('keeps the holder name and expiry with their order in this tab, never a number or a security code', () => {
    keptCardStorage().write({ ...kept, number: '4000002760003184', cvc: '123' } as KeptCard)
    expect([...items.values()].join()).not.toMatch(/4000002760003184|123/)
    expect(keptCardStorage().read()).toEqual(kept)
    keptCardStorage().forget()
    expect(keptCardStorage().read()).toBeNull()
  })

  it('a stored value of another shape, or no storage at all, is nothing kept', () => {
    items.set('picture-day.payment-card', '{"orderId":"o1","holderName":3}')
    expect(keptCardStorage().read()).toBeNull()
    items.set('picture-day.payment-card', 'not json')
    expect(keptCardStorage().read()).toBeNull()
    vi.unstubAllGlobals()
    expect(keptCardStorage().read()).toBeNull()
  })
})
