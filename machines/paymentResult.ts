// C §2 payment in progress (/payment/result?order=…, issue 13): the card gateway's authentication page comes back
// here. Processing the payment (C §7 process payment) reads the outcome from the provider: paid, the "Payment
// Details" step is recorded, the order actor forgets the order (C §4) and the order-complete page replaces this one;
// refused, the server's words are kept for the payment step, which replaces this one and shows them. Processing an
// order already paid answers it as it is, so a reload or Back never charges again.
import { assign, fromPromise, setup } from 'xstate'
import type { PaymentAnswer } from '../core/schemas/payment'
import { toChangeError } from './order'
import { type OrderRef, type OrderUpdate, watchOrder } from './orderLink'
import {
  completionTracks,
  failureTrack,
  forgetCompletedOrder,
  orderComplete,
  refusalMessage,
  type TrackParams,
} from './paymentCompletion'

export type PaymentResultInput = {
  orderRef?: OrderRef | null
  orderId: string | null
  /** Whether the order actor has read the stored order (default: yes, a replay has no order actor to wait for). */
  orderReady?: boolean
}

export type PaymentResultEvent = { type: 'payment.retry' } | OrderUpdate

export type PaymentResultContext = { orderRef: OrderRef | null; orderId: string | null; orderReady: boolean }

type Failed = { event: { error: unknown }; context: PaymentResultContext }
type Answered = { event: { output: PaymentAnswer } }

export const paymentResultMachine = setup({
  types: {} as { context: PaymentResultContext; input: PaymentResultInput; events: PaymentResultEvent },
  actors: {
    watchOrder,
    processPayment: fromPromise<PaymentAnswer, { orderId: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
  },
  actions: {
    /** C §7 tracking, the events in order (adapters add the shop's details). */
    track: (_, _params: { tracks: readonly TrackParams[] }) => {},
    /** Replaces the location with the order-complete page. */
    goToComplete: (_, _params: { orderId: string }) => {},
    /** Replaces the location with the payment step. */
    goToPayment: () => {},
    /** C §8: a 409 goes back to the cart with its error code. */
    goToCart: (_, _params: { code: string }) => {},
    /** C §4: the server's words, kept (session storage) for the payment step to show. */
    keepPaymentError: (_, _params: { orderId: string; message: string | null }) => {},
    /** Paid: what the payment step kept of the card (holder name, expiry) is kept no more. */
    forgetCardDetails: () => {},
    /** C §4: on completion the order actor drops the order and forgets its stored id. */
    forgetOrder: forgetCompletedOrder,
    followOrder: assign({ orderReady: ({ event }) => (event as OrderUpdate).ready }),
  },
  guards: {
    noOrderId: ({ context }) => context.orderId === null || context.orderId === '',
    orderReady: ({ context }) => context.orderReady,
    complete: (_, params: { answer: PaymentAnswer }) => orderComplete(params.answer.order),
    cartConflict: (_, params: { error: unknown }) => toChangeError(params.error).status === 409,
    /** No answer came: the outcome is unknown, so the parent may ask again (processing twice is safe). */
    unanswered: (_, params: { error: unknown }) => toChangeError(params.error).status === 0,
  },
}).createMachine({
  id: 'paymentResult',
  context: ({ input }) => ({
    orderRef: input.orderRef ?? null,
    orderId: input.orderId,
    orderReady: input.orderReady ?? true,
  }),
  invoke: { id: 'watchOrder', src: 'watchOrder', input: ({ context }) => ({ orderRef: context.orderRef }) },
  on: { 'order.updated': { actions: 'followOrder' } },
  initial: 'starting',
  states: {
    // The order actor reads the stored order first, so that it is there to forget once the payment is complete.
    starting: {
      always: [
        { guard: 'noOrderId', target: 'failed' },
        { guard: 'orderReady', target: 'processing' },
      ],
    },
    processing: {
      invoke: {
        id: 'processPayment',
        src: 'processPayment',
        input: ({ context }) => ({ orderId: context.orderId ?? '' }),
        onDone: [
          {
            guard: { type: 'complete', params: ({ event }) => ({ answer: event.output }) },
            target: 'succeeded',
            actions: [
              { type: 'track', params: ({ event }: Answered) => ({ tracks: completionTracks(event.output.order) }) },
              'forgetCardDetails',
              { type: 'goToComplete', params: ({ event }: Answered) => ({ orderId: event.output.order.id }) },
              'forgetOrder',
            ],
          },
          // Still not paid (the challenge was not finished): the payment step, to try again.
          {
            target: 'failed',
            actions: {
              type: 'keepPaymentError',
              params: ({ context }) => ({ orderId: context.orderId ?? '', message: null }),
            },
          },
        ],
        onError: [
          {
            guard: { type: 'cartConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'left',
            actions: { type: 'goToCart', params: ({ event }) => ({ code: toChangeError(event.error).code }) },
          },
          { guard: { type: 'unanswered', params: ({ event }) => ({ error: event.error }) }, target: 'unanswered' },
          {
            target: 'failed',
            actions: [
              {
                type: 'keepPaymentError',
                params: ({ context, event }: Failed) => ({
                  orderId: context.orderId ?? '',
                  message: refusalMessage(event.error),
                }),
              },
              {
                type: 'track',
                params: ({ context, event }: Failed) => ({
                  tracks: [failureTrack(context.orderId ?? '', event.error)],
                }),
              },
            ],
          },
        ],
      },
    },
    unanswered: { on: { 'payment.retry': 'processing' } },
    succeeded: { type: 'final' },
    failed: { type: 'final', entry: 'goToPayment' },
    left: { type: 'final' },
  },
})
