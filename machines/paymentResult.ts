// C §2 payment in progress (/payment/result?order=…, issue 13): the card gateway's authentication page comes back
// here. Processing the payment (C §7 process payment) reads the outcome from the provider: paid or refused, the
// outcome is reported to the checkout flow (machines/checkoutFlow.ts), which records the "Payment Details" step and
// replaces this page with the order-complete page, or with the payment step; a refusal's words are kept first for the
// payment step to show. Processing an order already paid answers it as it is, so a reload or Back never charges again.
import { assign, fromPromise, setup } from 'xstate'
import type { PaymentAnswer } from '../core/schemas/payment'
import type { CheckoutFlowEvent } from './checkoutFlow'
import { toChangeError } from './order'
import { type OrderRef, type OrderUpdate, watchOrder } from './orderLink'
import { failureReason, orderComplete, refusalMessage } from './paymentCompletion'

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

/** Tells the checkout flow (the adapters send it to the flow actor). */
const report = <A extends { context: PaymentResultContext }>(event: (args: A) => CheckoutFlowEvent) =>
  ({ type: 'report', params: (args: A) => ({ event: event(args) }) }) as const

// Not paid and nothing refused: back to the payment step, with no reason to track.
const reportUnpaid = report(({ context }) => ({ type: 'result.failed', orderId: context.orderId ?? '', reason: null }))

export const paymentResultMachine = setup({
  types: {} as { context: PaymentResultContext; input: PaymentResultInput; events: PaymentResultEvent },
  actors: {
    watchOrder,
    processPayment: fromPromise<PaymentAnswer, { orderId: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
  },
  actions: {
    /** What happened, for the checkout flow: it tracks and decides where the parent goes (adapters send it there). */
    report: (_, _params: { event: CheckoutFlowEvent }) => {},
    /** C §4: the server's words, kept (session storage) for the payment step to show. */
    keepPaymentError: (_, _params: { orderId: string; message: string | null }) => {},
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
      entry: report(({ context }) => ({ type: 'result.viewed', orderId: context.orderId })),
      always: [
        { guard: 'noOrderId', target: 'failed', actions: reportUnpaid },
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
            actions: report(({ event }: Answered & { context: PaymentResultContext }) => ({
              type: 'result.succeeded',
              order: event.output.order,
            })),
          },
          // Still not paid (the challenge was not finished): the payment step, to try again.
          {
            target: 'failed',
            actions: [
              {
                type: 'keepPaymentError',
                params: ({ context }) => ({ orderId: context.orderId ?? '', message: null }),
              },
              reportUnpaid,
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'cartConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'left',
            actions: report(({ event }: Failed) => ({ type: 'order.refused', code: toChangeError(event.error).code })),
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
              report(({ context, event }: Failed) => ({
                type: 'result.failed',
                orderId: context.orderId ?? '',
                reason: failureReason(event.error),
              })),
            ],
          },
        ],
      },
    },
    unanswered: { on: { 'payment.retry': 'processing' } },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
    left: { type: 'final' },
  },
})
