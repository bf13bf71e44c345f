// C §2 payment step, C §4 payment with a card provider, C §5 card rules, C §8 payment errors (issue 13). The parent
// picks one of the offered methods (choosing it is an order change: C §7 choose payment); a card is checked with
// core/cards.ts as it is typed, turned into a token by the card gateway's browser part (the number never reaches the
// shop's API), then the order is submitted with the total the parent confirmed. A card that asks for authentication
// goes to the gateway's page; a refusal says why above the form and keeps everything but the card number. What
// happened is reported to the checkout flow (machines/checkoutFlow.ts), which tracks it and, once the order is paid or
// placed, leads to the order-complete page.
import { assign, fromPromise, setup } from 'xstate'
import { type CardField, type CardInput, expiryPayload, validateCard, type YearMonth } from '../core/cards'
import { amountToPay } from '../core/cart'
import type { PaymentMethodId, PaymentMethodOffer } from '../core/payments'
import type { Order } from '../core/schemas/order'
import type {
  PaymentAnswer,
  SandboxCardRequest,
  SandboxPaymentMethod,
  SubmitOrderRequest,
} from '../core/schemas/payment'
import type { CheckoutFlowEvent } from './checkoutFlow'
import { idempotencyKeyOf, toChangeError } from './order'
import type { PlacedMethod } from './orderComplete'
import { type OrderRef, type OrderUpdate, requestOrderChange, watchOrder, watchOrderInvoke } from './orderLink'
import {
  failureReason,
  orderComplete,
  type PaymentError,
  paymentFailure,
  refusalMessage,
  resultPath,
} from './paymentCompletion'

export type PaymentInput = {
  orderRef?: OrderRef | null
  order?: Order | null
  orderReady?: boolean
  /** The current month, for the expiry check (machines read no clock; adapters give it). */
  today: YearMonth
  /** Makes each attempt's Idempotency-Key unique across visits (adapters: a random UUID per step). */
  keyPrefix?: string | null
  /** The server's words for a payment that failed after the card action (kept by /payment/result, C §4). */
  failedMessage?: string | null
  /** What was kept of the card before the last card action left the page (adapters: session storage). */
  keptCard?: KeptCard | null
}

/**
 * What the step keeps of the card before the gateway's page (a full navigation), to show it again if the parent comes
 * back unpaid (issue 13: a failed card keeps all but the number): the holder name and the expiry, for one order. Never
 * the number (typed again anyway) nor the security code (card-industry rules forbid storing it).
 */
export type KeptCard = { orderId: string } & Pick<CardInput, 'holderName' | 'expiryMonth' | 'expiryYear'>

export type PaymentEvent =
  | OrderUpdate
  | { type: 'method.choose'; method: PaymentMethodId }
  | { type: 'card.change'; field: keyof CardInput; value: string }
  /** The parent left a field: its error shows from now on (C §5 "as the parent types"). */
  | { type: 'card.blur'; field: keyof CardInput }
  | { type: 'payment.submit' }
  | { type: 'payment.retry' }

export type PaymentContext = {
  orderRef: OrderRef | null
  order: Order | null
  orderReady: boolean
  today: YearMonth
  keyPrefix: string | null
  /** The methods offered (C §3 checkoutRequirements.paymentMethods), in configured order. */
  offers: PaymentMethodOffer[]
  method: PaymentMethodId | null
  card: CardInput
  /** Fields whose errors show: left once, or every field after a refused submit. */
  touched: Partial<Record<CardField, boolean>>
  /** Counts refused submits, so the view focuses the first wrong field each time. */
  errorRound: number
  error: PaymentError | null
  /** Counts submits, so each attempt has an Idempotency-Key of its own. */
  attempt: number
  paymentMethodId: string | null
  clientSecret: string | null
  /** From the input, until the card form shows it again. */
  keptCard: KeptCard | null
}

const CARD_METHOD: PaymentMethodId = 'stripe'

const emptyCard = (): CardInput => ({ holderName: '', number: '', expiryMonth: '', expiryYear: '', cvc: '' })

/** The error each input shows: month and year share the expiry's (core/cards.ts CardField). */
export const cardFieldOf = (field: keyof CardInput): CardField =>
  field === 'expiryMonth' || field === 'expiryYear' ? 'expiry' : field

// Digits only where the card has digits, at the longest any brand allows; the name as typed (C §5 checks its length).
const MAX_DIGITS: Partial<Record<keyof CardInput, number>> = { number: 19, expiryMonth: 2, expiryYear: 4, cvc: 4 }
const typed = (field: keyof CardInput, value: string) => {
  const max = MAX_DIGITS[field]
  return max === undefined ? value : value.replace(/\D/g, '').slice(0, max)
}

export const offerOf = (context: Pick<PaymentContext, 'offers' | 'method'>): PaymentMethodOffer | null =>
  context.offers.find((offer) => offer.method === context.method) ?? null

const cardChosen = (context: PaymentContext) => context.method === CARD_METHOD

/** C §5: the card as the gateway takes it: spaces out of the number, the expiry's month and two-digit year. */
const cardPayload = (card: CardInput): SandboxCardRequest['card'] => {
  const { month, year } = expiryPayload(card.expiryMonth, card.expiryYear)
  return {
    holderName: card.holderName.trim(),
    number: card.number,
    expMonth: month,
    expYear: year,
    cvc: card.cvc.trim(),
  }
}

const orderIdOf = (context: PaymentContext) => context.order?.id ?? ''

/** The card as kept before the gateway's page: by construction without the number and the security code. */
const keptOf = (context: PaymentContext): KeptCard => {
  const { holderName, expiryMonth, expiryYear } = context.card
  return { orderId: orderIdOf(context), holderName, expiryMonth, expiryYear }
}

/** C §7 order submit: the method, the card's token, and the total the parent saw (a different amount now: 10001). */
const submission = (context: PaymentContext): SubmitOrderRequest['payment'] => ({
  method: context.method ?? CARD_METHOD,
  ...(cardChosen(context) && context.paymentMethodId ? { paymentMethodId: context.paymentMethodId } : {}),
  confirmedTotal: context.order ? amountToPay(context.order) : 0,
})

/** A card gateway that cannot be reached or refuses its own key: card payment cannot load (C §8). */
const gatewayDown = (error: unknown) => {
  const { status = 0 } = toChangeError(error)
  return status === 0 || status === 401 || status === 403 || status === 404 || status >= 500
}

type Args = { context: PaymentContext }

/** Tells the checkout flow (the adapters send it to the flow actor). */
const report = <A extends Args>(event: (args: A) => CheckoutFlowEvent) =>
  ({ type: 'report', params: (args: A) => ({ event: event(args) }) }) as const

const reportViewed = report(({ context }) => ({ type: 'payment.viewed', orderId: orderIdOf(context) }))

// A new attempt: its own Idempotency-Key, no reason shown from the last one, "payment entered" reported.
const attemptStarts = [
  'startAttempt',
  { type: 'forgetPaymentError', params: ({ context }: Args) => ({ orderId: orderIdOf(context) }) },
  report(({ context }) => ({ type: 'payment.entered', orderId: orderIdOf(context), method: context.method })),
] as const

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

const reportFailed = report(({ context, event }: Args & { event: { error: unknown } }) => ({
  type: 'payment.failed',
  orderId: orderIdOf(context),
  reason: failureReason(event.error),
}))

// A refusal after the card was used: the token is spent, so the number goes (everything else stays, issue 13).
const refused = [{ type: 'keepRefusal', params: errorParams }, reportFailed] as const

type Answered = Args & { event: { output: PaymentAnswer } }

// C §4 completion: the method kept for the complete page (a placed order says how to pay), then the flow told.
const completed = [
  {
    type: 'keepChosenMethod',
    params: ({ context, event }: Answered) => {
      const offer = offerOf(context)
      return {
        orderId: event.output.order.id,
        method: { label: offer?.label ?? '', description: offer?.description ?? null },
      }
    },
  },
  report(({ event }: Answered) => ({ type: 'payment.succeeded', order: event.output.order })),
] as const

const toCart = report(({ event }: Args & { event: { error: unknown } }) => ({
  type: 'order.refused',
  code: toChangeError(event.error).code,
}))

const noOrderActor = () => Promise.reject({ code: 'no_order', message: 'No order actor', fields: {} })

export const paymentMachine = setup({
  types: {} as { context: PaymentContext; input: PaymentInput; events: PaymentEvent },
  actors: {
    watchOrder,
    loadMethods: fromPromise<PaymentMethodOffer[], { orderId: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
    /** C §7 choose payment, an order change of the order actor (it holds the order's version). */
    choosePayment: fromPromise<Order | null, { orderRef: OrderRef | null; method: PaymentMethodId }>(({ input }) =>
      input.orderRef
        ? requestOrderChange(input.orderRef, { kind: 'payment.choose', method: input.method })
        : noOrderActor(),
    ),
    /** The card gateway's browser part: the card's token (adapters/payments/sandbox.ts). */
    tokenise: fromPromise<SandboxPaymentMethod, { publishableKey: string; card: SandboxCardRequest['card'] }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
    submitOrder: fromPromise<PaymentAnswer, { orderId: string; payment: SubmitOrderRequest['payment']; key: string }>(
      () => Promise.reject(new Error('provided by adapters')),
    ),
    /** C §4 card action by the gateway's browser part; settles when it ends on this page (the sandbox leaves it). */
    handleCardAction: fromPromise<void, { clientSecret: string; returnPath: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
    processPayment: fromPromise<PaymentAnswer, { orderId: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
  },
  actions: {
    /** What happened, for the checkout flow: it tracks and decides where the parent goes (adapters send it there). */
    report: (_, _params: { event: CheckoutFlowEvent }) => {},
    /** The chosen method, for the complete page of a placed order ("pay as the method's description says"). */
    keepChosenMethod: (_, _params: { orderId: string; method: PlacedMethod }) => {},
    /** The failure /payment/result kept for this order is shown once a new attempt starts no more. */
    forgetPaymentError: (_, _params: { orderId: string }) => {},
    /** Before the gateway's page: the holder name and expiry, for this step to show again (never number or CVC). */
    keepCardDetails: (_, _params: { card: KeptCard }) => {},
    /** The parent chose another method: nothing of the card stays kept (once paid, the flow forgets it). */
    forgetCardDetails: () => {},
    followOrder: assign(({ event }) => {
      const { order, ready } = event as OrderUpdate
      return { order, orderReady: ready }
    }),
    keepOffers: assign({ offers: (_, params: { offers: PaymentMethodOffer[] }) => params.offers }),
    pickSavedMethod: assign({ method: ({ context }) => context.order?.paymentMethod ?? null }),
    pickOnlyOffer: assign({ method: ({ context }) => context.offers[0]?.method ?? null }),
    pickMethod: assign({ method: (_, params: { method: PaymentMethodId }) => params.method, error: null }),
    /** Back unpaid from the gateway's page: the card form open again with what was kept (the number typed anew). */
    restoreCard: assign(({ context }) => {
      const { holderName = '', expiryMonth = '', expiryYear = '' } = context.keptCard ?? {}
      return { method: CARD_METHOD, card: { ...context.card, holderName, expiryMonth, expiryYear }, keptCard: null }
    }),
    editCard: assign(({ context }, params: { field: keyof CardInput; value: string }) => ({
      card: { ...context.card, [params.field]: typed(params.field, params.value) },
    })),
    leaveField: assign(({ context }, params: { field: keyof CardInput }) => ({
      touched: { ...context.touched, [cardFieldOf(params.field)]: true },
    })),
    showCardErrors: assign({
      touched: { holderName: true, number: true, expiry: true, cvc: true },
      errorRound: ({ context }) => context.errorRound + 1,
    }),
    startAttempt: assign(({ context }) => ({ attempt: context.attempt + 1, error: null, paymentMethodId: null })),
    keepToken: assign({ paymentMethodId: (_, params: { token: SandboxPaymentMethod }) => params.token.id }),
    keepClientSecret: assign({
      clientSecret: (_, params: { answer: PaymentAnswer }) => params.answer.paymentIntentClientSecret,
    }),
    keepRefusal: assign(({ context }, params: { error: unknown }) => ({
      error: paymentFailure(refusalMessage(params.error)),
      card: { ...context.card, number: '' },
      touched: { ...context.touched, number: false },
    })),
    /** C §8 tokenising errors: the gateway's description, or "check the card details provided". */
    keepCardRefusal: assign({
      error: (_, params: { error: unknown }): PaymentError => {
        const { message } = toChangeError(params.error)
        return message ? paymentFailure(message) : { id: 'checkout.card_check_details' }
      },
    }),
    keepUnfinished: assign(({ context }) => ({
      error: paymentFailure(null),
      card: { ...context.card, number: '' },
      touched: { ...context.touched, number: false },
    })),
  },
  guards: {
    hasOrder: ({ context }) => context.order !== null,
    offered: ({ context }, params: { method: PaymentMethodId }) =>
      context.offers.some((offer) => offer.method === params.method),
    onlyOffer: ({ context }) => context.offers.length === 1,
    /** The card was kept for this order before a card action: the parent comes back from the gateway unpaid. */
    keptCard: ({ context }) =>
      context.keptCard?.orderId === orderIdOf(context) && context.offers.some((offer) => offer.method === CARD_METHOD),
    /** The method saved on the order (a return from a failed card action) opens again, without a call. */
    savedMethod: ({ context }) => context.offers.some((offer) => offer.method === context.order?.paymentMethod),
    cardChosen: ({ context }) => cardChosen(context),
    /** C §3 publishableKey: without it the gateway's browser part cannot load. */
    gatewayReady: ({ context }) => offerOf(context)?.publishableKey != null,
    nothingChosen: ({ context }) => context.method === null,
    cardInvalid: ({ context }) =>
      cardChosen(context) && Object.keys(validateCard(context.card, context.today)).length > 0,
    complete: (_, params: { answer: PaymentAnswer }) => orderComplete(params.answer.order),
    requiresAction: (_, params: { answer: PaymentAnswer }) =>
      params.answer.requiresAction && params.answer.paymentIntentClientSecret !== null,
    gatewayDown: (_, params: { error: unknown }) => gatewayDown(params.error),
    versionConflict: (_, params: { error: unknown }) => toChangeError(params.error).code === 'version_conflict',
    cartConflict: (_, params: { error: unknown }) => toChangeError(params.error).status === 409,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    orderRef: input.orderRef ?? null,
    order: input.order ?? null,
    orderReady: input.orderReady ?? false,
    today: input.today,
    keyPrefix: input.keyPrefix ?? null,
    offers: [],
    method: null,
    card: emptyCard(),
    touched: {},
    errorRound: 0,
    error: input.failedMessage ? paymentFailure(input.failedMessage) : null,
    attempt: 0,
    paymentMethodId: null,
    clientSecret: null,
    keptCard: input.keptCard ?? null,
  }),
  invoke: watchOrderInvoke,
  on: { 'order.updated': { actions: 'followOrder' } },
  initial: 'waiting',
  states: {
    // The order actor may still be reading the stored order (the page's guard waits for it too).
    waiting: { always: { guard: 'hasOrder', target: 'loading', actions: reportViewed } },
    loading: {
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        input: ({ context }) => ({ orderId: orderIdOf(context) }),
        onDone: { target: 'ready', actions: { type: 'keepOffers', params: ({ event }) => ({ offers: event.output }) } },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'payment.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'method.choose': {
          guard: { type: 'offered', params: ({ event }) => ({ method: event.method }) },
          target: '.choosing',
          actions: [{ type: 'pickMethod', params: ({ event }) => ({ method: event.method }) }, 'forgetCardDetails'],
        },
        'card.change': {
          actions: { type: 'editCard', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'card.blur': { actions: { type: 'leaveField', params: ({ event }) => ({ field: event.field }) } },
        'payment.submit': [
          { guard: 'nothingChosen' },
          // C §5: nothing leaves the page while a card field is wrong; every error shows beside its field.
          { guard: 'cardInvalid', actions: 'showCardErrors' },
          {
            guard: 'cardChosen',
            target: 'submitting',
            actions: attemptStarts,
          },
          {
            target: 'confirming',
            actions: attemptStarts,
          },
        ],
      },
      states: {
        idle: {
          always: [
            { guard: 'keptCard', target: 'chosen', actions: 'restoreCard' },
            { guard: 'savedMethod', target: 'chosen', actions: 'pickSavedMethod' },
            { guard: 'onlyOffer', target: 'choosing', actions: 'pickOnlyOffer' },
          ],
        },
        choosing: {
          on: { 'payment.submit': { actions: [] } },
          invoke: {
            id: 'choosePayment',
            src: 'choosePayment',
            input: ({ context }) => ({ orderRef: context.orderRef, method: context.method ?? CARD_METHOD }),
            onDone: 'chosen',
            onError: [
              // The order actor has read the order again; the submit names the method anyway.
              { guard: { type: 'versionConflict', params: errorParams }, target: 'chosen' },
              { guard: { type: 'cartConflict', params: errorParams }, target: '#payment.left', actions: toCart },
              // The submit carries the method, and the server decides there; a lost choice blocks nothing.
              { target: 'chosen' },
            ],
          },
        },
        chosen: {
          always: [
            { guard: 'gatewayReady', target: 'cardEntry' },
            { guard: 'cardChosen', target: 'cardUnavailable' },
            { target: 'methodChosen' },
          ],
        },
        methodChosen: {},
        cardEntry: {},
        // C §8: the gateway's browser part cannot load; another method may still be chosen.
        cardUnavailable: { on: { 'payment.submit': { actions: [] } } },
        // The last attempt failed: the reason above the form, the form as it was (without the card number).
        failed: {},
      },
    },
    submitting: {
      invoke: {
        id: 'tokenise',
        src: 'tokenise',
        input: ({ context }) => ({
          publishableKey: offerOf(context)?.publishableKey ?? '',
          card: cardPayload(context.card),
        }),
        onDone: {
          target: 'confirming',
          actions: { type: 'keepToken', params: ({ event }) => ({ token: event.output }) },
        },
        onError: [
          {
            guard: { type: 'gatewayDown', params: errorParams },
            target: 'ready.cardUnavailable',
            actions: reportFailed,
          },
          {
            target: 'ready.failed',
            actions: [{ type: 'keepCardRefusal', params: errorParams }, reportFailed],
          },
        ],
      },
    },
    confirming: {
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => ({
          orderId: orderIdOf(context),
          payment: submission(context),
          key: idempotencyKeyOf(context.keyPrefix, `payment-${context.attempt}`),
        }),
        onDone: [
          {
            guard: { type: 'complete', params: ({ event }) => ({ answer: event.output }) },
            target: 'succeeded',
            actions: completed,
          },
          {
            guard: { type: 'requiresAction', params: ({ event }) => ({ answer: event.output }) },
            target: 'requiresAction',
            actions: [
              { type: 'keepClientSecret', params: ({ event }) => ({ answer: event.output }) },
              { type: 'keepCardDetails', params: ({ context }) => ({ card: keptOf(context) }) },
              report(({ context }) => ({ type: 'payment.requiresAction', orderId: orderIdOf(context) })),
            ],
          },
          { target: 'ready.failed', actions: 'keepUnfinished' },
        ],
        onError: [
          { guard: { type: 'cartConflict', params: errorParams }, target: 'left', actions: toCart },
          { target: 'ready.failed', actions: refused },
        ],
      },
    },
    requiresAction: {
      invoke: {
        id: 'handleCardAction',
        src: 'handleCardAction',
        input: ({ context }) => ({
          clientSecret: context.clientSecret ?? '',
          returnPath: resultPath(orderIdOf(context)),
        }),
        onDone: 'processing',
        onError: { target: 'ready.failed', actions: refused },
      },
    },
    // C §4: after a card action on this page, "complete order" (process payment) reads the outcome.
    processing: {
      invoke: {
        id: 'processPayment',
        src: 'processPayment',
        input: ({ context }) => ({ orderId: orderIdOf(context) }),
        onDone: [
          {
            guard: { type: 'complete', params: ({ event }) => ({ answer: event.output }) },
            target: 'succeeded',
            actions: completed,
          },
          { target: 'ready.failed', actions: 'keepUnfinished' },
        ],
        onError: [
          { guard: { type: 'cartConflict', params: errorParams }, target: 'left', actions: toCart },
          { target: 'ready.failed', actions: refused },
        ],
      },
    },
    succeeded: { type: 'final' },
    left: { type: 'final' },
  },
})
