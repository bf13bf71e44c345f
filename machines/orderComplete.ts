// C §2 order complete (/order/complete/{order}, issue 13): the order is read again (GET /orders/{id}) and shown when
// it is paid or placed. Another shopper's order, an unknown one, or one not complete is not found (with the way home).
// The receipt is saved from here (C §4 receipt download: started, succeeded or failed; issue 14 point 3).
import { assign, fromPromise, setup } from 'xstate'
import type { Order } from '../core/schemas/order'
import { toChangeError } from './order'
import { orderComplete } from './paymentCompletion'

/** The method a placed order is to be paid with, as the payment step offered it (its description says how). */
export type PlacedMethod = { label: string; description: string | null }

export type OrderCompleteInput = { orderId: string; placedMethod?: PlacedMethod | null }

export type OrderCompleteContext = {
  orderId: string
  order: Order | null
  placedMethod: PlacedMethod | null
  /** The last receipt download failed (C §8: no server text; the page says to try again). */
  receiptFailed: boolean
}

export type OrderCompleteEvent = { type: 'order.retry' } | { type: 'receipt.save' }

/** The receipt of an order (C §7 GET /orders/{id}/receipt), saved as `{orderReference}_receipt.pdf` (C §9). */
export type ReceiptInput = { orderId: string; orderReference: string }

/** No answer, or the server failed: the order may well be there; ask again. */
export const unanswered = (error: unknown): boolean => {
  const { status = 0 } = toChangeError(error)
  return status === 0 || status >= 500
}

export const orderCompleteMachine = setup({
  types: {} as { context: OrderCompleteContext; input: OrderCompleteInput; events: OrderCompleteEvent },
  actors: {
    getOrder: fromPromise<Order, { orderId: string }>(() => Promise.reject(new Error('provided by adapters'))),
    saveReceipt: fromPromise<void, ReceiptInput>(() => Promise.reject(new Error('provided by adapters'))),
  },
  actions: {
    keepOrder: assign({ order: (_, params: { order: Order }) => params.order }),
    receiptFailed: assign({ receiptFailed: (_, params: { failed: boolean }) => params.failed }),
  },
  guards: {
    complete: (_, params: { order: Order }) => orderComplete(params.order),
    unanswered: (_, params: { error: unknown }) => unanswered(params.error),
  },
}).createMachine({
  id: 'orderComplete',
  context: ({ input }) => ({
    orderId: input.orderId,
    order: null,
    placedMethod: input.placedMethod ?? null,
    receiptFailed: false,
  }),
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
    complete: {
      on: {
        'receipt.save': {
          target: 'savingReceipt',
          actions: { type: 'receiptFailed', params: { failed: false } },
        },
      },
    },
    // The confirmation stays on the page; the receipt button waits.
    savingReceipt: {
      invoke: {
        id: 'saveReceipt',
        src: 'saveReceipt',
        input: ({ context }) => ({ orderId: context.orderId, orderReference: context.order?.orderReference ?? '' }),
        onDone: 'complete',
        onError: { target: 'complete', actions: { type: 'receiptFailed', params: { failed: true } } },
      },
    },
    notFound: { type: 'final' },
  },
})
