// C §4 checkout flow: customer details submitted, then the payment step, then order complete. One actor per shop; the
// step machines (checkout.ts, payment.ts, paymentResult.ts) report to it what happened on their page, and it alone
// decides where the shopper goes next (C §2: the steps, payment in progress, order complete; C §8: a 409 back to the
// cart with its error code) and what is tracked for the steps (C §7 tracking). On completion it has the order actor
// forget the order (C §4 order lifecycle).
import { setup } from 'xstate'
import { amountToPay } from '../core/cart'
import type { PaymentMethodId } from '../core/payments'
import type { Order } from '../core/schemas/order'
import type { OrderRef } from './orderLink'
import { completePath } from './paymentCompletion'
import type { TrackParams, Tracks } from './tracking'

export type CheckoutFlowInput = { orderRef?: OrderRef | null }

export type CheckoutFlowEvent =
  /** The customer-details step has the order's requirements; `orderOpen`: the order is still a cart. */
  | { type: 'details.viewed'; orderId: string; orderOpen: boolean }
  | { type: 'details.saved'; orderId: string; shippingMethod: string | null }
  | { type: 'payment.viewed'; orderId: string }
  | { type: 'payment.entered'; orderId: string; method: PaymentMethodId | null }
  /** The card asks for authentication: the gateway's page comes back to payment in progress. */
  | { type: 'payment.requiresAction'; orderId: string }
  | { type: 'payment.succeeded'; order: Order }
  /** `reason`: the card's decline code, or the error's code (C §7 "payment failed (with reason)"). */
  | { type: 'payment.failed'; orderId: string; reason: string }
  /** Payment in progress opened (the way back from the gateway's page, a full page load). */
  | { type: 'result.viewed'; orderId: string | null }
  | { type: 'result.succeeded'; order: Order }
  /** `reason` null: not paid and nothing refused (the challenge was not finished, or no order in the address). */
  | { type: 'result.failed'; orderId: string; reason: string | null }
  /** C §8: a 409 (10001 the cart changed, a paused shop, a locked order), with its error code. */
  | { type: 'order.refused'; code: string }
  /** C §2: no cart of this shop's order type. */
  | { type: 'order.missing' }

/** Tracking (C §2, C §7): customer details is step 1 of checkout, payment ("Payment Details") step 2. */
export const CUSTOMER_STEP = { step: 1, stepName: 'Customer Information' } as const
export const PAYMENT_STEP = { step: 2, stepName: 'Payment Details' } as const

/** What the payment covered: the amount taken (or to be paid, manual), every order paid together (ids, by commas). */
const paid = (order: Order) => ({
  order: order.id,
  orderReference: order.orderReference,
  paymentMethod: order.payment?.method ?? order.paymentMethod,
  total: order.payment?.amount ?? amountToPay(order),
  orders: (order.payment?.orders.map((o) => o.id) ?? [order.id]).join(','),
})

/** C §7 tracking once an order is complete: the step, the payment (a placed order is not paid yet), the order. */
export const completionTracks = (order: Order): TrackParams[] => {
  const { order: id, paymentMethod, total } = paid(order)
  const success: TrackParams = { event: 'Payment Success', properties: { order: id, paymentMethod, total } }
  return [
    { event: 'Checkout Step Completed', properties: { order: id, ...PAYMENT_STEP, paymentMethod } },
    ...(order.status === 'paid' ? [success] : []),
    { event: 'Order Completed', properties: paid(order) },
  ]
}

type Ev<T extends CheckoutFlowEvent['type']> = { event: Extract<CheckoutFlowEvent, { type: T }> }

const track = <T extends CheckoutFlowEvent['type']>(tracks: (event: Ev<T>['event']) => TrackParams[]) =>
  ({ type: 'track', params: ({ event }: Ev<T>) => ({ tracks: tracks(event) }) }) as const

const go = (to: string, replace = false) => ({ type: 'navigate', params: { to, replace } }) as const

const toCart = (replace: boolean) =>
  ({
    type: 'navigate',
    params: ({ event }: Ev<'order.refused'>) => ({ to: `/view?errorCode=${encodeURIComponent(event.code)}`, replace }),
  }) as const

// C §2, C §4: complete, the order-complete page replaces the location (Back never returns to a payable form); then
// the order actor forgets the order (after leaving: the payment step would send an order-less shopper to /catalog).
const completed = [
  track<'payment.succeeded' | 'result.succeeded'>((event) => completionTracks(event.order)),
  'forgetCardDetails',
  {
    type: 'navigate',
    params: ({ event }: Ev<'payment.succeeded' | 'result.succeeded'>) => ({
      to: completePath(event.order.id),
      replace: true,
    }),
  },
  'forgetOrder',
] as const

const trackEntered = track<'payment.entered'>((event) => [
  { event: 'Payment Entered', properties: { order: event.orderId, paymentMethod: event.method } },
])

const trackFailed = track<'payment.failed' | 'result.failed'>((event) => [
  { event: 'Payment Failed', properties: { order: event.orderId, reason: event.reason } },
])

export const checkoutFlowMachine = setup({
  types: {} as { context: { orderRef: OrderRef | null }; input: CheckoutFlowInput; events: CheckoutFlowEvent },
  actions: {
    /** C §7 tracking, the events in order (machines/tracking.ts adds the store, session, stage and subject). */
    track: (_, _params: Tracks) => {},
    /** A path of the shop (adapters put the basename in front); `replace` replaces the location (C §2). */
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    /** Paid: what the payment step kept of the card (holder name, expiry) is kept no more. */
    forgetCardDetails: () => {},
    /** C §4 "on completion the stored id is deleted": the order actor drops the order and forgets its id. */
    forgetOrder: ({ context }) => {
      context.orderRef?.send({ type: 'order.forget' })
    },
  },
  guards: {
    orderOpen: ({ event }) => event.type === 'details.viewed' && event.orderOpen,
    withReason: ({ event }) => event.type === 'result.failed' && event.reason !== null,
  },
}).createMachine({
  id: 'checkoutFlow',
  context: ({ input }) => ({ orderRef: input.orderRef ?? null }),
  initial: 'shopping',
  // A step's page may open from anywhere: a link, Back, a reload, the way back from the gateway's page.
  on: {
    'details.viewed': [
      {
        guard: 'orderOpen',
        target: '.customerDetails',
        // C §7: the first view of the step while the order is still a cart starts checkout.
        actions: track<'details.viewed'>((event) => [
          { event: 'Checkout Started', properties: { order: event.orderId } },
          { event: 'Checkout Step Viewed', properties: { order: event.orderId, ...CUSTOMER_STEP } },
        ]),
      },
      {
        target: '.customerDetails',
        actions: track<'details.viewed'>((event) => [
          { event: 'Checkout Step Viewed', properties: { order: event.orderId, ...CUSTOMER_STEP } },
        ]),
      },
    ],
    'payment.viewed': {
      target: '.payment',
      actions: track<'payment.viewed'>((event) => [
        { event: 'Checkout Step Viewed', properties: { order: event.orderId, ...PAYMENT_STEP } },
      ]),
    },
    'result.viewed': '.paymentInProgress.result',
    'order.refused': { target: '.shopping', actions: toCart(false) },
    'order.missing': { target: '.shopping', actions: go('/catalog', true) },
  },
  states: {
    // Not in checkout: the catalog, the cart, or no page of the flow opened yet in this visit.
    shopping: {},
    customerDetails: {
      on: {
        'details.saved': {
          target: 'payment',
          actions: [
            track<'details.saved'>((event) => [
              {
                event: 'Checkout Step Completed',
                properties: { order: event.orderId, ...CUSTOMER_STEP, shippingMethod: event.shippingMethod },
              },
              { event: 'Customer Details Entered', properties: { order: event.orderId } },
            ]),
            go('/checkout/payment'),
          ],
        },
      },
    },
    payment: {
      on: {
        'payment.entered': { actions: trackEntered },
        'payment.failed': { actions: trackFailed },
        'payment.requiresAction': 'paymentInProgress.requiresAction',
        'payment.succeeded': { target: 'complete', actions: completed },
      },
    },
    paymentInProgress: {
      initial: 'requiresAction',
      states: {
        // C §4: the card action with the client secret; a gateway that does it on this page then completes here.
        // The payment step stays open behind it: a refusal or another attempt is the payment step again.
        requiresAction: {
          on: {
            'payment.entered': { target: '#checkoutFlow.payment', actions: trackEntered },
            'payment.failed': { target: '#checkoutFlow.payment', actions: trackFailed },
            'payment.succeeded': { target: '#checkoutFlow.complete', actions: completed },
          },
        },
        // C §2 payment in progress (/payment/result): success completes; a failure replaces the location with the
        // payment step, which shows the kept error; a 409 replaces it with the cart.
        result: {
          on: {
            'result.succeeded': { target: '#checkoutFlow.complete', actions: completed },
            'result.failed': [
              {
                guard: 'withReason',
                target: '#checkoutFlow.payment',
                actions: [trackFailed, go('/checkout/payment', true)],
              },
              { target: '#checkoutFlow.payment', actions: go('/checkout/payment', true) },
            ],
            'order.refused': { target: '#checkoutFlow.shopping', actions: toCart(true) },
          },
        },
      },
    },
    // A new order may start from here in the same visit (C §2 start-new-order link).
    complete: {},
  },
})
