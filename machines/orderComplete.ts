// C §2 order complete (/order/complete/{order}, issue 13): the order is read again (GET /orders/{id}) and shown when
// it is paid or placed. Another shopper's order, an unknown one, or one not complete is not found (with the way home).
import { assign, fromPromise, setup } from 'xstate'
import type { Order } from '../core/schemas/order'
import { toChangeError } from './order'
import { orderComplete } from './paymentCompletion'

/** The method a placed order is to be paid with, as the payment step offered it (its description says how). */
export type PlacedMethod = { label: string; description: string | null }

export type OrderCompleteInput = { orderId: string; placedMethod?: PlacedMethod | null }

export type OrderCompleteContext = { orderId: string; order: Order | null; placedMethod: PlacedMethod | null }

export type OrderCompleteEvent = { type: 'order.retry' }

export const orderCompleteMachine = setup({
  types: {} as { context: OrderCompleteContext; input: OrderCompleteInput; events: OrderCompleteEvent },
  actors: {
    getOrder: fromPromise<Order, { orderId: string }>(() => Promise.reject(new Error('provided by adapters'))),
  },
  actions: {
    keepOrder: assign({ order: (_, params: { order: Order }) => params.order }),
  },
  guards: {
    complete: (_, params: { order: Order }) => orderComplete(params.order),
    /** No answer, or the server failed: the order may well be there; ask again. */
    unanswered: (_, params: { error: unknown }) => {
      const { status = 0 } = toChangeError(params.error)
      return status === 0 || status >= 500
    },
  },
}).createMachine({
  id: 'orderComplete',
  context: ({ input }) => ({ orderId: input.orderId, order: null, placedMethod: input.placedMethod ?? null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'getOrder',
        src: 'getOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'complete', params: ({ event }) => ({ order: event.output }) },
            target: 'complete',
            actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
          },
          { target: 'notFound' },
        ],
        onError: [
          { guard: { type: 'unanswered', params: ({ event }) => ({ error: event.error }) }, target: 'failed' },
          { target: 'notFound' },
        ],
      },
    },
    failed: { on: { 'order.retry': 'loading' } },
    complete: { type: 'final' },
    notFound: { type: 'final' },
  },
})
