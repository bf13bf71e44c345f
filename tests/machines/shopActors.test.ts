import { describe, expect, it } from 'vitest'
import { type ActorRefFrom, createActor, waitFor } from 'xstate'
import type { CheckoutApi } from '../../adapters/api/checkout'
import type { ConfigureApi } from '../../adapters/api/configure'
import type { OrdersApi } from '../../adapters/api/orders'
import type { PaymentsApi } from '../../adapters/api/payments'
import { productPanelLogic } from '../../adapters/panelActors'
import { orderLogic } from '../../adapters/shopActors'
import type { ItemDraft } from '../../core/configuration'
import type { Order } from '../../core/schemas/order'
import type { Product, ProductSet } from '../../core/schemas/productSet'
import type { confirmMachine } from '../../machines/confirm'
import type { TrackParams } from '../../machines/tracking'
import { fixtures } from './fixtures'
import './orderFixtures'

// Issue 8: the shop's actors run without React. The order actor owns every change; panels ask it and follow it.
// The API is faked here (the layer below the actors), answering like the server: a new version per change.

const productSet = fixtures['panel:productSet'] as ProductSet
const product = (name: string) => fixtures[`panel:${name}`] as Product
const visit = { storeUserId: 'u1', clientSessionId: 's1', stageId: 'st1', isPreOrder: false, subjectId: null }

const orderOf = (version: number, productIds: string[]): Order =>
  ({
    ...(fixtures['order:created'] as Order),
    version,
    orderItems: productIds.map((p, i) => ({
      ...(fixtures['order:v2'] as Order).orderItems[0],
      id: `item-${i}`,
      product: p,
    })),
  }) as Order

const fakeApi = () => {
  const calls: { name: string; args: unknown[] }[] = []
  let stored: Order | null = null
  // Another tab changes the order: the next change is refused once as stale.
  let conflict = false
  const change = (version: number | undefined, next: (o: Order) => string[]) => {
    if (!stored) throw new Error('no order')
    if (conflict) {
      conflict = false
      stored = orderOf(
        stored.version + 1,
        stored.orderItems.map((i) => i.product),
      )
      throw { code: 'version_conflict', message: 'The order changed meanwhile', fields: {} }
    }
    if (version !== stored.version) throw { code: 'version_conflict', message: 'stale', fields: {} }
    stored = orderOf(stored.version + 1, next(stored))
    return stored
  }
  const orders = {
    create: async (...args: unknown[]) => {
      calls.push({ name: 'create', args })
      stored = orderOf(1, [])
      return stored
    },
    get: async (...args: unknown[]) => {
      calls.push({ name: 'get', args })
      if (!stored) throw new Error('404')
      return stored
    },
    addItem: async (...args: unknown[]) => {
      calls.push({ name: 'addItem', args })
      const [, productId, , , version] = args as [string, string, ItemDraft, boolean, number]
      return change(version, (o) => [...o.orderItems.map((i) => i.product), productId])
    },
    updateItem: async (...args: unknown[]) => {
      calls.push({ name: 'updateItem', args })
      return change(args[2] as number, (o) => o.orderItems.map((i) => i.product))
    },
    removeItem: async (...args: unknown[]) => {
      calls.push({ name: 'removeItem', args })
      change(args[2] as number, (o) => o.orderItems.filter((i) => i.id !== args[0]).map((i) => i.product))
    },
  } as unknown as OrdersApi
  const storage = { id: null as string | null }
  const notified: unknown[] = []
  const tracked: TrackParams[] = []
  const deps = {
    orders,
    configure: {} as ConfigureApi,
    checkout: {} as CheckoutApi,
    payments: {} as PaymentsApi,
    storage: {
      read: () => storage.id,
      write: (id: string) => {
        storage.id = id
      },
      forget: () => {
        storage.id = null
      },
    },
    notify: (params: unknown) => notified.push(params),
    track: (tracks: readonly TrackParams[]) => {
      tracked.push(...tracks)
    },
  }
  const changeElsewhere = () => {
    conflict = true
  }
  return { deps, calls, storage, notified, tracked, changeElsewhere }
}

const start = (api: ReturnType<typeof fakeApi>) => {
  const order = createActor(orderLogic(api.deps), { input: { ...visit, keyPrefix: 'visit-1' } }).start()
  const panel = (name: string) =>
    createActor(
      productPanelLogic(api.deps.notify, () => {}),
      {
        input: { product: product(name), productSet, croppingAvailable: false, orderRef: order },
      },
    ).start()
  return { order, panel }
}

const NAME = '00000000-0000-4000-8000-000000000020'

describe('issue 8: the order actor owns the order (C §4), driven without React', () => {
  it('the first add creates the order once, adds on its version (If-Match), and every panel follows', async () => {
    const api = fakeApi()
    const { order, panel } = start(api)
    const named = panel('named')
    const magnet = panel('plain')
    named.send({ type: 'panel.open' })
    named.send({ type: 'option.text', groupId: NAME, text: 'Emma' })
    magnet.send({ type: 'panel.open' })
    // Two adds at once (B §4 Add, C §4 order creation): one order, two items, versions in sequence.
    named.send({ type: 'panel.submit' })
    magnet.send({ type: 'panel.submit' })
    await waitFor(named, (s) => s.matches('closed'))
    await waitFor(magnet, (s) => s.matches('closed'))
    expect(api.calls.filter((c) => c.name === 'create')).toHaveLength(1)
    expect(api.calls.filter((c) => c.name === 'addItem').map((c) => c.args[4])).toEqual([1, 2])
    // DESIGN decision 5: each change has its own Idempotency-Key, made of the visit's prefix; the creation its own.
    const keys = api.calls.filter((c) => c.name === 'addItem').map((c) => c.args[5] as string)
    expect(keys.every((k) => k.startsWith('visit-1.'))).toBe(true)
    expect(new Set(keys).size).toBe(2)
    expect(api.calls.find((c) => c.name === 'create')?.args[2]).toBe(`${keys[0]}.create`)
    expect(order.getSnapshot().context.order?.version).toBe(3)
    expect(api.storage.id).toBe(order.getSnapshot().context.order?.id)
    // Both panels read the order from the order actor: each now finds its item (B §4 Modify).
    expect(named.getSnapshot().context.order?.orderItems).toHaveLength(2)
    expect(api.notified).toMatchObject([
      { level: 'success', message: 'notifications.item_added' },
      { level: 'success', message: 'notifications.item_added' },
    ])
    // C §7 tracking (issue 15): the order actor tracks the cart it made and each product added, with the order.
    const orderId = order.getSnapshot().context.order?.id
    expect(api.tracked).toMatchObject([
      { event: 'Cart Created', properties: { order: orderId } },
      { event: 'Product Added', properties: { order: orderId, product: product('named').id, quantity: 1 } },
      { event: 'Product Added', properties: { order: orderId, product: product('plain').id, quantity: 1 } },
    ])
  })

  it('an incomplete configuration sends nothing (B §4, issue 8 bad input)', async () => {
    const api = fakeApi()
    const { panel } = start(api)
    const named = panel('named')
    named.send({ type: 'panel.open' })
    named.send({ type: 'panel.submit' })
    await new Promise((r) => setTimeout(r, 0))
    expect(named.getSnapshot().context.incomplete).toBe(true)
    expect(api.calls).toEqual([])
  })

  it('a version conflict reloads the order, tells the shopper, and keeps the panel open with its choices', async () => {
    const api = fakeApi()
    const { order, panel } = start(api)
    const first = panel('plain')
    first.send({ type: 'panel.open' })
    first.send({ type: 'panel.submit' })
    await waitFor(first, (s) => s.matches('closed'))
    api.changeElsewhere()
    const named = panel('named')
    named.send({ type: 'panel.open' })
    named.send({ type: 'option.text', groupId: NAME, text: 'Emma' })
    named.send({ type: 'panel.submit' })
    await waitFor(named, (s) => s.matches('open') && s.context.error !== null)
    await waitFor(order, (s) => s.matches({ ready: 'idle' }))
    expect(named.getSnapshot().context.error?.code).toBe('version_conflict')
    expect(named.getSnapshot().context.draft.options[NAME]?.value).toBe('Emma')
    expect(api.calls.map((c) => c.name)).toEqual(['create', 'addItem', 'addItem', 'get'])
    expect(order.getSnapshot().context.order?.version).toBe(3)
    expect(api.notified).toContainEqual({ level: 'warning', message: 'notifications.order_changed_elsewhere' })
    // Sent again on the reloaded version, it goes through.
    named.send({ type: 'panel.submit' })
    await waitFor(named, (s) => s.matches('closed'))
    expect(api.calls.at(-1)).toMatchObject({
      name: 'addItem',
      args: [expect.any(String), product('named').id, expect.anything(), false, 3, expect.stringMatching(/^visit-1\./)],
    })
  })

  it('accepting the exclusive-group confirmation adds with replaceConflicts (B §4, C §4)', async () => {
    const api = fakeApi()
    const { order, panel } = start(api)
    const rival = createActor(
      productPanelLogic(api.deps.notify, () => {}),
      {
        input: {
          product: { ...product('plain'), id: '00000000-0000-4000-8000-000000000035' },
          productSet,
          croppingAvailable: false,
          orderRef: order,
        },
      },
    ).start()
    rival.send({ type: 'panel.open' })
    rival.send({ type: 'panel.submit' })
    await waitFor(rival, (s) => s.matches('closed'))
    const packageB = panel('packageB')
    await waitFor(packageB, (s) => (s.context.order?.orderItems.length ?? 0) === 1)
    packageB.send({ type: 'panel.open' })
    packageB.send({ type: 'panel.submit' })
    expect(packageB.getSnapshot().value).toBe('confirmingReplace')
    const confirm = packageB.getSnapshot().children.confirm as ActorRefFrom<typeof confirmMachine>
    confirm.send({ type: 'confirm.accept' })
    await waitFor(packageB, (s) => s.matches('closed'))
    expect(api.calls.at(-1)).toMatchObject({
      name: 'addItem',
      args: [
        expect.any(String),
        product('packageB').id,
        expect.anything(),
        true,
        2,
        expect.stringMatching(/^visit-1\./),
      ],
    })
  })
})

describe('issue 17 point 3: a panel follows the order actor from what it was made with', () => {
  it('made with the order actor’s order, it keeps the snapshot it was made with as it starts (no re-render)', async () => {
    const api = fakeApi()
    const { order } = start(api)
    await waitFor(order, (s) => s.matches('ready'))
    const made = (known: { order: Order | null; orderReady: boolean }) =>
      createActor(
        productPanelLogic(api.deps.notify, () => {}),
        {
          input: { product: product('plain'), productSet, croppingAvailable: false, orderRef: order, ...known },
        },
      )
    const current = made({ order: order.getSnapshot().context.order, orderReady: true })
    const before = current.getSnapshot()
    current.start()
    expect(current.getSnapshot()).toBe(before)
    // Made before the stored order was read: it takes the order actor's state as it starts (C §4 Select waits for it).
    const early = made({ order: null, orderReady: false })
    early.start()
    expect(early.getSnapshot().context.orderReady).toBe(true)
  })
})
