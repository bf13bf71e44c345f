import { and, assign, fromPromise, setup } from 'xstate'
import { clampQuantity, quantityBounds, stepDown, stepUp } from '../core/quantity'
import type { Order } from '../core/schemas/order'
import type { ImageCrop } from '../core/schemas/photos'
import type { ProductSet } from '../core/schemas/productSet'
import { confirmMachine } from './confirm'
import type { OrderChange } from './order'
import { type OrderRef, type OrderUpdate, requestOrderChange, watchOrder, watchOrderInvoke } from './orderLink'
import type { Tracks } from './tracking'

/** C §4: quantity changes in the cart are sent after 1.5 seconds without another change. */
export const QUANTITY_DEBOUNCE_MS = 1500

export type CartInput = {
  productSet: ProductSet
  orderRef?: OrderRef | null
  order?: Order | null
  /** The cart page itself (C §7 cart viewed), not the order summary of a checkout step. */
  page?: boolean
}

export type CartEvent =
  | OrderUpdate
  | { type: 'quantity.change'; itemId: string; text: string }
  | { type: 'quantity.step'; itemId: string; by: 1 | -1 }
  | { type: 'cart.clear' }
  /** C §4 remove order: this child's order goes, and the cart moves to another child's order. */
  | { type: 'order.remove' }
  | { type: 'linked.retry' }

export type QuantityChange = { itemId: string; quantity: number }

/** The other children's orders (C §2 one block per linked order) and their photos, as loaded. */
export type LinkedOrders = { orders: Order[]; photos: Record<string, readonly ImageCrop[]> }

export type CartContext = {
  productSet: ProductSet
  orderRef: OrderRef | null
  order: Order | null
  orderReady: boolean
  page: boolean
  linked: LinkedOrders
  /** The linked orders the loaded ones were loaded for (id and version), to know when to load again. */
  linkedKey: string
  /** Quantities typed and not yet sent, by item id. */
  pending: Record<string, number>
  /** The linked order the cart moves to once the current order is cleared or removed (C §4). */
  next: { orderId: string; clientSessionId: string; subjectId: string | null } | null
}

const linkedKeyOf = (order: Order | null) => (order?.linkedOrders ?? []).map((o) => `${o.id}@${o.version}`).join(',')

const itemIn = (context: CartContext, itemId: string) => context.order?.orderItems.find((i) => i.id === itemId)

/** B §5, C §5 cart quantity: the item's product bounds, with the product's quantity in the order's other items. */
const boundsFor = (context: CartContext, itemId: string) => {
  const item = itemIn(context, itemId)
  const product = context.productSet.categories.flatMap((c) => c.products).find((p) => p.id === item?.product)
  if (!item || !product) return null
  const elsewhere = (context.order?.orderItems ?? [])
    .filter((i) => i.product === item.product && i.id !== itemId)
    .reduce((n, i) => n + i.quantity, 0)
  return quantityBounds(product, elsewhere)
}

/** The quantity the cart shows for an item: what was typed, else what the order holds. */
export const shownQuantity = (context: CartContext, itemId: string) =>
  context.pending[itemId] ?? itemIn(context, itemId)?.quantity ?? 1

/** C §4: only quantities that differ from the order's are sent. */
export const changedQuantities = (context: CartContext): QuantityChange[] =>
  Object.entries(context.pending)
    .filter(([itemId, quantity]) => itemIn(context, itemId)?.quantity !== quantity)
    .map(([itemId, quantity]) => ({ itemId, quantity }))

/** The order to move to; the guard hasNext has made sure there is one. */
const nextOf = (context: CartContext) => context.next ?? { orderId: '', clientSessionId: '', subjectId: null }

const noOrderActor = () => Promise.reject({ code: 'no_order', message: 'No order actor', fields: {} })

/**
 * C §2 cart, C §4 order lifecycle: follows the order actor's order, loads the linked orders (one block per child) and
 * their photos, sends quantity changes 1.5 s after the last one and only when they changed, and clears the order
 * after a confirmation. Changes go through the order actor, which owns the order.
 */
const cartSetup = setup({
  types: {} as { context: CartContext; input: CartInput; events: CartEvent },
  actors: {
    watchOrder,
    loadLinked: fromPromise<LinkedOrders, { orderIds: string[] }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
    saveQuantities: fromPromise<Order | null, { orderRef: OrderRef | null; changes: QuantityChange[] }>(
      async ({ input }) => {
        const { orderRef } = input
        if (!orderRef) return noOrderActor()
        let last: Order | null = null
        for (const change of input.changes)
          last = await requestOrderChange(orderRef, { kind: 'item.quantity', ...change })
        return last
      },
    ),
    confirm: confirmMachine.provide({
      actors: {
        runAccept: fromPromise(({ input }) => {
          const { orderRef, change } = input.payload as { orderRef: OrderRef | null; change: OrderChange }
          return orderRef ? requestOrderChange(orderRef, change) : noOrderActor()
        }),
      },
    }),
  },
  actions: {
    notify: (_, _params: { level: 'success' | 'error'; message: string }) => {},
    /** C §7 tracking (machines/tracking.ts). */
    track: (_, _params: Tracks) => {},
    /** C §4: a cleared linked order moves to another linked order (provided by adapters: navigation). */
    switchToOrder: (_, _params: { orderId: string; clientSessionId: string; subjectId: string | null }) => {},
    followOrder: assign(({ event }) => {
      const { order, ready } = event as OrderUpdate
      return { order, orderReady: ready }
    }),
    keepLinked: assign({
      linked: (_, params: { linked: LinkedOrders }) => params.linked,
      linkedKey: ({ context }) => linkedKeyOf(context.order),
    }),
    forgetLinked: assign({ linked: { orders: [], photos: {} }, linkedKey: '' }),
    typeQuantity: assign({
      pending: ({ context, event }) => {
        if (event.type !== 'quantity.change' && event.type !== 'quantity.step') return context.pending
        const bounds = boundsFor(context, event.itemId)
        if (!bounds) return context.pending
        const current = shownQuantity(context, event.itemId)
        const quantity =
          event.type === 'quantity.change'
            ? clampQuantity(event.text, bounds)
            : event.by > 0
              ? stepUp(current, bounds)
              : stepDown(current, bounds)
        return { ...context.pending, [event.itemId]: quantity }
      },
    }),
    /** What was sent (or refused) is no longer pending; the order shows what the server holds. */
    settleQuantities: assign({ pending: {} }),
    /** Read before the change: once the order is removed the actor holds none, and its links with it. */
    chooseNext: assign({
      next: ({ context }) => {
        const next = context.order?.linkedOrders[0]
        return next ? { orderId: next.id, clientSessionId: next.clientSession, subjectId: next.subject } : null
      },
    }),
  },
  guards: {
    pageWithOrder: ({ context }) => context.page && context.orderReady,
    linkedChanged: ({ context }) => context.orderReady && linkedKeyOf(context.order) !== context.linkedKey,
    noLinked: ({ context }) => linkedKeyOf(context.order) === '',
    hasNext: ({ context }) => context.next !== null,
    hasChanges: ({ context }) => changedQuantities(context).length > 0,
    accepted: ({ event }) => (event as { output?: { outcome?: string } }).output?.outcome === 'accepted',
    acceptFailed: ({ event }) => (event as { output?: { outcome?: string } }).output?.outcome === 'failed',
  },
  delays: { quantityDebounce: QUANTITY_DEBOUNCE_MS },
})

/**
 * C §4 clear and remove order: the confirmation, then the change on the order actor; clearing the only unlinked order
 * resets the cart, and a cleared or removed order with other children's orders moves to one of them.
 */
const confirmThen = (title: string, change: OrderChange, failed: string) =>
  cartSetup.createStateConfig({
    invoke: {
      id: 'confirm',
      src: 'confirm',
      input: ({ context }) => ({ title, body: '', payload: { orderRef: context.orderRef, change } }),
      onDone: [
        {
          guard: and(['accepted', 'hasNext']),
          target: 'idle',
          actions: { type: 'switchToOrder', params: ({ context }) => nextOf(context) },
        },
        { guard: 'accepted', target: 'idle' },
        {
          guard: 'acceptFailed',
          target: 'idle',
          actions: { type: 'notify', params: { level: 'error', message: failed } },
        },
        { target: 'idle' },
      ],
    },
  })

export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => ({
    productSet: input.productSet,
    orderRef: input.orderRef ?? null,
    order: input.order ?? null,
    orderReady: input.order !== undefined && input.order !== null,
    page: input.page ?? false,
    linked: { orders: [], photos: {} },
    linkedKey: '',
    pending: {},
    next: null,
  }),
  invoke: watchOrderInvoke,
  on: { 'order.updated': { actions: 'followOrder' } },
  type: 'parallel',
  states: {
    // C §7 cart viewed, once the order actor has read the stored order: what the cart page opened on.
    viewing: {
      initial: 'waiting',
      states: {
        waiting: {
          always: {
            guard: 'pageWithOrder',
            target: 'viewed',
            actions: {
              type: 'track',
              params: ({ context }) => ({
                tracks: [
                  {
                    event: 'Cart Viewed',
                    properties: {
                      order: context.order?.id ?? null,
                      items: context.order?.orderItems.length ?? 0,
                      total: context.order?.total ?? 0,
                    },
                  },
                ],
              }),
            },
          },
        },
        viewed: {},
      },
    },
    linked: {
      initial: 'current',
      states: {
        current: {
          always: [{ guard: 'linkedChanged', target: 'loading' }],
        },
        loading: {
          always: { guard: 'noLinked', target: 'current', actions: 'forgetLinked' },
          invoke: {
            id: 'loadLinked',
            src: 'loadLinked',
            input: ({ context }) => ({ orderIds: (context.order?.linkedOrders ?? []).map((o) => o.id) }),
            onDone: {
              target: 'current',
              actions: { type: 'keepLinked', params: ({ event }) => ({ linked: event.output }) },
            },
            onError: 'failed',
          },
        },
        // B §8: a failure state; the cart still shows the current order, and the blocks can be loaded again.
        failed: { on: { 'linked.retry': 'loading' } },
      },
    },
    quantities: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'quantity.change': { target: 'waiting', actions: 'typeQuantity' },
            'quantity.step': { target: 'waiting', actions: 'typeQuantity' },
          },
        },
        waiting: {
          on: {
            'quantity.change': { target: 'waiting', reenter: true, actions: 'typeQuantity' },
            'quantity.step': { target: 'waiting', reenter: true, actions: 'typeQuantity' },
          },
          after: {
            quantityDebounce: [
              { guard: 'hasChanges', target: 'saving' },
              { target: 'idle', actions: 'settleQuantities' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'saveQuantities',
            src: 'saveQuantities',
            input: ({ context }) => ({ orderRef: context.orderRef, changes: changedQuantities(context) }),
            onDone: { target: 'idle', actions: 'settleQuantities' },
            onError: {
              target: 'idle',
              actions: [
                'settleQuantities',
                { type: 'notify', params: { level: 'error', message: 'notifications.item_update_failed_generic' } },
              ],
            },
          },
        },
      },
    },
    clearing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cart.clear': { target: 'confirmingClear', actions: 'chooseNext' },
            'order.remove': { target: 'confirmingRemove', actions: 'chooseNext' },
          },
        },
        confirmingClear: confirmThen('cart.clear_title', { kind: 'order.clear' }, 'notifications.order_clear_failed'),
        confirmingRemove: confirmThen(
          'cart.remove_order_title',
          { kind: 'order.remove' },
          'notifications.order_remove_failed',
        ),
      },
    },
  },
})
