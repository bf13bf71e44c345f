import { assign, fromPromise, setup } from 'xstate'
import { type ExpectedOrder, orderMismatches } from '../core/orderMatch'
import type { Order } from '../core/schemas/order'

export type OrderInput = ExpectedOrder

export type OrderEvent = { type: 'order.changed'; order: Order } | { type: 'order.forgotten' }

/**
 * C §4 order lifecycle, browser side: the stored order id is loaded on entry; an order that fails to load or belongs
 * to another visit is discarded with its stored id; every change the server answers replaces the order.
 */
export const orderMachine = setup({
  types: {} as {
    context: { expected: ExpectedOrder; order: Order | null; storedId: string | null }
    input: OrderInput
    events: OrderEvent
  },
  actors: {
    readStoredOrderId: fromPromise<string | null, ExpectedOrder>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
    getOrder: fromPromise<Order, { orderId: string }>(() => Promise.reject(new Error('provided by adapters'))),
  },
  actions: {
    rememberOrder: (_, _params: { orderId: string }) => {},
    forgetOrder: () => {},
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({ expected: input, order: null, storedId: null }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readStoredOrderId',
        src: 'readStoredOrderId',
        input: ({ context }) => context.expected,
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'loading',
            actions: assign({ storedId: ({ event }) => event.output }),
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
            guard: ({ context, event }) => orderMismatches(event.output, context.expected).length === 0,
            target: 'ready',
            actions: assign({ order: ({ event }) => event.output }),
          },
          { target: 'ready', actions: 'forgetOrder' },
        ],
        onError: { target: 'ready', actions: 'forgetOrder' },
      },
    },
    ready: {
      on: {
        'order.changed': {
          actions: [
            assign({ order: ({ event }) => event.order }),
            { type: 'rememberOrder', params: ({ event }) => ({ orderId: event.order.id }) },
          ],
        },
        'order.forgotten': { actions: [assign({ order: null }), 'forgetOrder'] },
      },
    },
  },
})
