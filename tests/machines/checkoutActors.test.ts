import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { checkoutApi } from '../../adapters/api/checkout'
import type { ApiClient } from '../../adapters/api/client'
import type { ConfigureApi } from '../../adapters/api/configure'
import type { OrdersApi } from '../../adapters/api/orders'
import type { PaymentsApi } from '../../adapters/api/payments'
import { checkoutFlowLogic } from '../../adapters/checkoutFlowActors'
import { orderLogic } from '../../adapters/shopActors'
import { checkoutDraftStorage } from '../../adapters/storage/checkoutDraft'
import { addressData } from '../../core/addressData'
import type { CheckoutResponse } from '../../core/schemas/checkout'
import type { Order } from '../../core/schemas/order'
import { type CheckoutDraft, checkoutMachine } from '../../machines/checkout'
import type { CustomerDetailsPayload } from '../../machines/order'
import { fixtures } from './fixtures'
import './checkoutFixtures'

// Issue 12: the customer-details step's adapters. Saving is an order change of the order actor (If-Match and
// Idempotency-Key like every change); the step reports to the shop's checkout flow actor, which navigates and tracks;
// tracking goes to the tracking actor (tests/machines/tracking.test.ts); the draft lives in this tab's session storage.

const ORDER = fixtures['checkout:order'] as Order
const visit = { storeUserId: 'u1', clientSessionId: 's1', stageId: 'st1', isPreOrder: false, subjectId: null }

const fakeShop = (answers: Array<() => Order>) => {
  const saves: { orderId: string; details: CustomerDetailsPayload; version?: number; key?: string }[] = []
  let version = ORDER.version
  const order = () => ({ ...ORDER, version }) as Order
  const deps = {
    orders: { get: async () => order() } as unknown as OrdersApi,
    configure: {} as ConfigureApi,
    checkout: {
      saveCustomerDetails: async (orderId: string, details: CustomerDetailsPayload, v?: number, key?: string) => {
        saves.push({ orderId, details, version: v, key })
        const answer = answers[saves.length - 1] ?? (() => order())
        const next = answer()
        version = next.version
        return next
      },
    } as unknown as ReturnType<typeof checkoutApi>,
    payments: {} as PaymentsApi,
    storage: { read: () => ORDER.id, write: () => {}, forget: () => {} },
    notify: () => {},
    track: () => {},
  }
  const orderActor = createActor(orderLogic(deps), { input: { ...visit, keyPrefix: 'visit-1' } }).start()
  return { orderActor, saves, bump: (v: number) => (version = v) }
}

const startCheckout = (orderActor: ReturnType<typeof fakeShop>['orderActor'], navigations: string[]) => {
  const flow = createActor(
    checkoutFlowLogic({ navigate: (to) => navigations.push(to), track: () => {}, forgetCardDetails: () => {} }),
    { input: { orderRef: orderActor } },
  ).start()
  return createActor(
    checkoutMachine.provide({
      actors: {
        readDraft: fromPromise(
          async (): Promise<CheckoutDraft | null> => fixtures['checkout:draft:canada'] as CheckoutDraft,
        ),
        loadCheckout: fromPromise(async () => fixtures['checkout:requirements'] as CheckoutResponse),
        loadAddressData: fromPromise(async () => addressData),
      },
      actions: { report: (_, { event }) => flow.send(event) },
    }),
    { input: { orderRef: orderActor } },
  ).start()
}

describe('issue 12: customer details saved through the order actor (C §7, DESIGN decision 5)', () => {
  it('the step waits for the order, saves on the version held with a key of this visit, then goes to payment', async () => {
    const { orderActor, saves } = fakeShop([() => ({ ...ORDER, version: 3 }) as Order])
    const navigations: string[] = []
    const checkout = startCheckout(orderActor, navigations)
    await waitFor(checkout, (s) => s.matches('editing'))
    checkout.send({ type: 'details.submit' })
    await waitFor(checkout, (s) => s.status === 'done')
    expect(saves).toMatchObject([
      {
        orderId: ORDER.id,
        version: 2,
        key: expect.stringMatching(/^visit-1\./),
        details: {
          recipientEmail: 'ada@example.com',
          shipping: { country: 'CA', phone: '16139924211' },
          billing: null,
        },
      },
    ])
    expect(orderActor.getSnapshot().context.order?.version).toBe(3)
    expect(navigations).toEqual(['/checkout/payment'])
  })

  it('a stale version reloads the order and keeps the form; sent again it goes out on the new version', async () => {
    const { orderActor, saves, bump } = fakeShop([
      () => {
        bump(7)
        throw { code: 'version_conflict', message: 'stale', fields: {}, status: 409 }
      },
      () => ({ ...ORDER, version: 8 }) as Order,
    ])
    const navigations: string[] = []
    const checkout = startCheckout(orderActor, navigations)
    await waitFor(checkout, (s) => s.matches('editing'))
    checkout.send({ type: 'details.submit' })
    await waitFor(orderActor, (s) => s.matches({ ready: 'idle' }) && s.context.order?.version === 7)
    await waitFor(checkout, (s) => s.matches('editing'))
    expect(checkout.getSnapshot().context.draft.shipping.city).toBe('Ottawa')
    checkout.send({ type: 'details.submit' })
    await waitFor(checkout, (s) => s.status === 'done')
    expect(saves.map((s) => s.version)).toEqual([2, 7])
    expect(new Set(saves.map((s) => s.key)).size).toBe(2)
  })
})

describe('checkoutApi (C §7)', () => {
  const recording = () => {
    const calls: { path: string; init: unknown }[] = []
    const api = (async (_schema: unknown, path: string, init: unknown) => {
      calls.push({ path, init })
      return { order: ORDER, data: { addresses: [] }, addresses: [] }
    }) as unknown as ApiClient
    return { calls, client: checkoutApi(api) }
  }

  it('PUT customer_details with If-Match and the change’s Idempotency-Key', async () => {
    const { calls, client } = recording()
    const details = { recipientName: 'Ada' } as CustomerDetailsPayload
    await client.saveCustomerDetails(ORDER.id, details, 4, 'visit-1.change-9')
    expect(calls).toEqual([
      {
        path: `/orders/${ORDER.id}/customer_details`,
        init: {
          method: 'PUT',
          headers: { 'If-Match': '"4"', 'Idempotency-Key': 'visit-1.change-9' },
          body: { customerDetails: details },
        },
      },
    ])
  })

  it('requirements, address validation and lookup', async () => {
    const { calls, client } = recording()
    await client.requirements(ORDER.id)
    await client.validateAddress(fixtures['address:usTypo'] as never)
    await client.suggestAddresses('9501')
    await client.suggestAddresses('9501', '95014 Cupertino')
    expect(calls.map((c) => c.path)).toEqual([
      `/orders/${ORDER.id}/checkout_requirements`,
      '/addresses/validate',
      '/addresses/suggestions',
      '/addresses/suggestions',
    ])
    expect(calls.slice(1).map((c) => (c.init as { method: string; body: unknown }).body)).toEqual([
      { address: fixtures['address:usTypo'] },
      { addressQuery: { query: '9501' } },
      { addressQuery: { query: '9501', expandSelected: '95014 Cupertino' } },
    ])
  })
})

describe('checkoutDraftStorage (issue 12: nothing typed is lost across a reload)', () => {
  const items = new Map<string, string>()
  beforeEach(() => {
    Object.assign(globalThis, {
      sessionStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => items.set(key, value),
        removeItem: (key: string) => items.delete(key),
      },
    })
  })
  afterEach(() => {
    items.clear()
    Reflect.deleteProperty(globalThis, 'sessionStorage')
  })

  it('keeps a draft per order in session storage until it is forgotten', () => {
    const draft = fixtures['checkout:draft:canada'] as CheckoutDraft
    checkoutDraftStorage('o1').write(draft)
    expect(checkoutDraftStorage('o1').read()).toEqual(draft)
    expect(checkoutDraftStorage('o2').read()).toBeNull()
    checkoutDraftStorage('o1').forget()
    expect(checkoutDraftStorage('o1').read()).toBeNull()
  })

  it('a stored value of another shape, or no storage at all, is no draft', () => {
    items.set('picture-day.checkout.o1', '{"recipientName": 3}')
    expect(checkoutDraftStorage('o1').read()).toBeNull()
    items.set('picture-day.checkout.o1', 'not json')
    expect(checkoutDraftStorage('o1').read()).toBeNull()
    Reflect.deleteProperty(globalThis, 'sessionStorage')
    expect(checkoutDraftStorage('o1').read()).toBeNull()
  })
})
