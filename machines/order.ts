import { assign, emit, fromPromise, setup } from 'xstate'
import type { ItemDraft } from '../core/configuration'
import type { ImageOptionEntry } from '../core/imageOptions'
import type { Money } from '../core/money'
import { type ExpectedOrder, orderMismatches } from '../core/orderMatch'
import type { PaymentMethodId } from '../core/payments'
import type { CustomerDetailsRequest } from '../core/schemas/checkout'
import type { Order, OrderItem } from '../core/schemas/order'
import type { TrackParams, Tracks } from './tracking'

export type OrderInput = ExpectedOrder & {
  /** C §2: the order asked for in the address (oid, switching to a linked order); tried before the stored one. */
  requestedOrderId?: string | null
  /**
   * Makes each change's Idempotency-Key unique across visits: adapters give a random UUID per order actor, and a
   * change's key is `<keyPrefix>.<change id>` (`idempotencyKeyOf`). Without one (replays) the key is the change id.
   */
  keyPrefix?: string | null
  /**
   * The stored order as the page's first reads already brought it (issue 17 point 3): an order of this visit is taken
   * at once, so the shop's first render shows it; one of another visit is read again and forgotten as before.
   */
  firstRead?: { storedId: string; order: Order } | null
}

/** C §7 customerDetails as PUT /orders/{id}/customer_details sends it (core/customer.ts normalizeCustomerDetails). */
export type CustomerDetailsPayload = CustomerDetailsRequest['customerDetails']

/** Every change a shopper makes to the order (C §4, C §7); the order actor runs them one at a time. */
export type OrderChange =
  | { kind: 'item.add'; productId: string; draft: ItemDraft; replaceConflicts: boolean }
  | { kind: 'item.update'; itemId: string; draft: ItemDraft }
  | { kind: 'item.remove'; itemId: string; withDependents: boolean }
  /** C §2 cart quantity widget: only the quantity of an item changes. */
  | { kind: 'item.quantity'; itemId: string; quantity: number }
  /** C §4 clear: every item and photo option of the order goes. */
  | { kind: 'order.clear' }
  /** The order itself, created when there is none (e.g. to link another child's order to it, C §4). */
  | { kind: 'order.create' }
  /** C §4 remove order: the order is deleted; the actor then holds none. */
  | { kind: 'order.remove' }
  | { kind: 'coupon.apply'; code: string }
  | { kind: 'coupon.remove' }
  | { kind: 'form.save'; formId: string; entryId: string | null; values: Record<string, unknown> }
  | { kind: 'imageOptions.save'; entries: readonly ImageOptionEntry[] }
  | { kind: 'imageOption.remove'; id: string }
  /** C §4 checkout flow: the customer-details step saved (recipient, addresses, shipping method, instructions). */
  | { kind: 'customerDetails.save'; details: CustomerDetailsPayload }
  /** C §7 choose payment: the method the payment step's accordion opened (issue 13). */
  | { kind: 'payment.choose'; method: PaymentMethodId }
  /** Issue 15 point 2: the studio's price adjustment (admin mode), set with its reason or removed. */
  | { kind: 'adjustment.set'; amount: Money; reason: string }
  | { kind: 'adjustment.remove' }

export type ChangeError = {
  code: string
  message: string
  fields: Record<string, string>
  /** The HTTP status of a refusal (400 bad input, 409 conflict); 0 when no answer came. */
  status?: number
}

/** A change asked for: its id (the asker waits for it), its Idempotency-Key (one per change, kept by every retry). */
type Pending = { id: string; key: string; change: OrderChange }

/** The Idempotency-Key of a change (DESIGN decision 5): the server runs it once, however often it is sent. */
export const idempotencyKeyOf = (keyPrefix: string | null, changeId: string) =>
  keyPrefix ? `${keyPrefix}.${changeId}` : changeId

export type OrderEvent = { type: 'order.change'; id: string; change: OrderChange } | { type: 'order.forget' }

/** What the order actor emits when a change ends; `requestOrderChange` waits for the one with its id. */
export type OrderEmitted =
  | { type: 'change.done'; id: string; order: Order | null }
  | { type: 'change.failed'; id: string; error: ChangeError }

export type OrderContext = {
  expected: ExpectedOrder
  keyPrefix: string | null
  requestedOrderId: string | null
  order: Order | null
  storedId: string | null
  /** Changes asked for and not yet answered, oldest first; the first is the one running. */
  queue: Pending[]
}

/** An order this visit may use (C §4, `orderMismatches`): its own, and still a cart. */
const ofVisit = (order: Order, expected: ExpectedOrder) => orderMismatches(order, expected).length === 0

/** The changes that create the order when there is none; the others only make sense on a loaded order. */
const createsOrder = (change: OrderChange) =>
  ['order.create', 'item.add', 'item.update', 'form.save', 'imageOptions.save'].includes(change.kind)

/** A failed change as the order actor reports it (an API error, a network failure, anything thrown). */
export const toChangeError = (error: unknown): ChangeError => {
  const e = error as Partial<ChangeError> | undefined
  return {
    code: e?.code ?? 'network',
    message: e?.message ?? String(error),
    fields: e?.fields ?? {},
    status: e?.status ?? 0,
  }
}

/** C §7 product added or removed: the item's product, quantity and price (the item's subtotal), with the order. */
const productTrack = (event: 'Product Added' | 'Product Removed', order: Order, item: OrderItem): TrackParams => ({
  event,
  properties: { order: order.id, product: item.product, quantity: item.quantity, price: item.subTotal },
})

/**
 * What a change done tracks (C §7), from the order before and after it: the items an add brought, the items a removal
 * or a clear took (with the items that depended on them), the order removed.
 */
export const changeTracks = (before: Order | null, change: OrderChange, after: Order | null): TrackParams[] => {
  const idsOf = (order: Order | null) => new Set(order?.orderItems.map((i) => i.id))
  switch (change.kind) {
    case 'item.add': {
      const known = idsOf(before)
      return after
        ? after.orderItems.filter((i) => !known.has(i.id)).map((i) => productTrack('Product Added', after, i))
        : []
    }
    case 'item.remove':
    case 'order.clear': {
      const kept = idsOf(after)
      return before
        ? before.orderItems.filter((i) => !kept.has(i.id)).map((i) => productTrack('Product Removed', before, i))
        : []
    }
    case 'order.remove':
      return before ? [{ event: 'Cart Removed', properties: { order: before.id } }] : []
    default:
      return []
  }
}

const head = (context: OrderContext): Pending => {
  const first = context.queue[0]
  if (!first) throw new Error('no change queued')
  return first
}

/** Tracks what the change at the head of the queue did, before the order it answered is kept. */
const trackChange = {
  type: 'track',
  params: ({ context, event }: { context: OrderContext; event: { output: Order | null } }) => ({
    tracks: changeTracks(context.order, head(context).change, event.output),
  }),
} as const

/**
 * C §4 order lifecycle, browser side. The stored order id is loaded on entry; an order that fails to load or belongs
 * to another visit is discarded with its stored id. Every change to the order is an `order.change` event: the actor
 * queues it, creates the order first when there is none (once, however many adds race), sends it with the version it
 * holds (If-Match), and emits `change.done` or `change.failed`. A version conflict (409) reloads the order and tells
 * the shopper.
 */
export const orderMachine = setup({
  types: {} as { context: OrderContext; input: OrderInput; events: OrderEvent; emitted: OrderEmitted },
  actors: {
    readStoredOrderId: fromPromise<string | null, ExpectedOrder>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
    getOrder: fromPromise<Order, { orderId: string }>(() => Promise.reject(new Error('provided by adapters'))),
    /** `key`: the Idempotency-Key of creating the order for the change that needs it. */
    createOrder: fromPromise<Order, ExpectedOrder & { key: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
    /** Answers the order after the change, or null when the change removed it; `key` is the change's Idempotency-Key. */
    applyChange: fromPromise<Order | null, { orderId: string; version: number; change: OrderChange; key: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
  },
  actions: {
    rememberOrder: (_, _params: { orderId: string }) => {},
    forgetOrder: () => {},
    notify: (_, _params: { level: 'success' | 'error' | 'warning' | 'info'; message: string }) => {},
    /** C §7 tracking (machines/tracking.ts). */
    track: (_, _params: Tracks) => {},
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === 'order.change'
          ? [
              ...context.queue,
              { id: event.id, key: idempotencyKeyOf(context.keyPrefix, event.id), change: event.change },
            ]
          : context.queue,
    }),
    keepStoredId: assign({ storedId: (_, params: { storedId: string | null }) => params.storedId }),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
    keepOrder: assign({ order: (_, params: { order: Order }) => params.order }),
    dropOrder: assign({ order: null }),
    emitDone: emit(({ context }) => ({ type: 'change.done' as const, id: head(context).id, order: context.order })),
    emitFailed: emit(({ context }, params: { error: unknown }) => ({
      type: 'change.failed' as const,
      id: head(context).id,
      error: toChangeError(params.error),
    })),
  },
  guards: {
    hasRequestedOrder: ({ context }) => context.requestedOrderId !== null,
    /** The input's first read was taken (the context's order is set before anything was read). */
    hasFirstRead: ({ context }) => context.order !== null,
    hasStoredId: (_, params: { storedId: string | null }) => params.storedId !== null,
    belongsToVisit: ({ context }, params: { order: Order }) => ofVisit(params.order, context.expected),
    hasQueued: ({ context }) => context.queue.length > 0,
    needsNewOrder: ({ context }) =>
      context.queue.length > 0 && context.order === null && createsOrder(head(context).change),
    lacksOrder: ({ context }) => context.queue.length > 0 && context.order === null,
    orderRemoved: (_, params: { order: Order | null }) => params.order === null,
    isVersionConflict: (_, params: { error: unknown }) => toChangeError(params.error).code === 'version_conflict',
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => {
    const { requestedOrderId = null, keyPrefix = null, firstRead = null, ...expected } = input
    const first = requestedOrderId === null && firstRead && ofVisit(firstRead.order, expected) ? firstRead : null
    return {
      expected,
      keyPrefix,
      requestedOrderId,
      order: first?.order ?? null,
      storedId: first?.storedId ?? null,
      queue: [],
    }
  },
  initial: 'starting',
  // Changes asked for while the stored order loads wait in the queue.
  on: { 'order.change': { actions: 'enqueue' } },
  states: {
    starting: {
      always: [
        { guard: 'hasRequestedOrder', target: 'loadingRequested' },
        { guard: 'hasFirstRead', target: 'ready' },
        { target: 'reading' },
      ],
    },
    // Another shopper's order, or one of another visit, is not shown: the shopper's own stored order is (C §2).
    loadingRequested: {
      invoke: {
        id: 'getRequestedOrder',
        src: 'getOrder',
        input: ({ context }) => ({ orderId: context.requestedOrderId ?? '' }),
        onDone: [
          {
            guard: { type: 'belongsToVisit', params: ({ event }) => ({ order: event.output }) },
            target: 'ready',
            actions: [
              { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
              { type: 'rememberOrder', params: ({ event }) => ({ orderId: event.output.id }) },
            ],
          },
          { target: 'reading' },
        ],
        onError: 'reading',
      },
    },
    reading: {
      invoke: {
        id: 'readStoredOrderId',
        src: 'readStoredOrderId',
        input: ({ context }) => context.expected,
        onDone: [
          {
            guard: { type: 'hasStoredId', params: ({ event }) => ({ storedId: event.output }) },
            target: 'loading',
            actions: { type: 'keepStoredId', params: ({ event }) => ({ storedId: event.output }) },
          },
          { target: 'ready' },
        ],
        onError: 'ready',
      },
    },
    loading: {
      invoke: {
        id: 'getOrder',
        src: 'getOrder',
        input: ({ context }) => ({ orderId: context.storedId ?? '' }),
        onDone: [
          {
            guard: { type: 'belongsToVisit', params: ({ event }) => ({ order: event.output }) },
            target: 'ready',
            actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
          },
          { target: 'ready', actions: 'forgetOrder' },
        ],
        onError: { target: 'ready', actions: 'forgetOrder' },
      },
    },
    ready: {
      initial: 'idle',
      on: { 'order.forget': { actions: ['dropOrder', 'forgetOrder'] } },
      states: {
        idle: {
          always: [
            { guard: 'needsNewOrder', target: 'creating' },
            // A removal with no order to remove from: nothing to do but say so.
            {
              guard: 'lacksOrder',
              actions: [
                { type: 'emitFailed', params: { error: { code: 'no_order', message: 'No order yet' } } },
                'dequeue',
              ],
            },
            { guard: 'hasQueued', target: 'changing' },
          ],
        },
        creating: {
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({ ...context.expected, key: `${head(context).key}.create` }),
            onDone: {
              target: 'changing',
              actions: [
                { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
                { type: 'rememberOrder', params: ({ event }) => ({ orderId: event.output.id }) },
                {
                  type: 'track',
                  params: ({ event }) => ({
                    tracks: [{ event: 'Cart Created', properties: { order: event.output.id } }],
                  }),
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'emitFailed', params: ({ event }) => ({ error: event.error }) }, 'dequeue'],
            },
          },
        },
        changing: {
          invoke: {
            id: 'applyChange',
            src: 'applyChange',
            input: ({ context }) => ({
              orderId: context.order?.id ?? '',
              version: context.order?.version ?? 1,
              change: head(context).change,
              key: head(context).key,
            }),
            onDone: [
              {
                guard: { type: 'orderRemoved', params: ({ event }) => ({ order: event.output }) },
                target: 'idle',
                actions: [trackChange, 'dropOrder', 'forgetOrder', 'emitDone', 'dequeue'],
              },
              {
                target: 'idle',
                actions: [
                  trackChange,
                  { type: 'keepOrder', params: ({ event }) => ({ order: event.output as Order }) },
                  { type: 'rememberOrder', params: ({ event }) => ({ orderId: (event.output as Order).id }) },
                  'emitDone',
                  'dequeue',
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'isVersionConflict', params: ({ event }) => ({ error: event.error }) },
                target: 'reloading',
                actions: [
                  { type: 'emitFailed', params: ({ event }) => ({ error: event.error }) },
                  'dequeue',
                  { type: 'notify', params: { level: 'warning', message: 'notifications.order_changed_elsewhere' } },
                ],
              },
              {
                target: 'idle',
                actions: [{ type: 'emitFailed', params: ({ event }) => ({ error: event.error }) }, 'dequeue'],
              },
            ],
          },
        },
        // C §4: after a version conflict the order is read again, so the next change starts from what is stored.
        reloading: {
          invoke: {
            id: 'reloadOrder',
            src: 'getOrder',
            input: ({ context }) => ({ orderId: context.order?.id ?? '' }),
            onDone: {
              target: 'idle',
              actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
            },
            onError: 'idle',
          },
        },
      },
    },
  },
})
