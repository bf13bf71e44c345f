import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { type OrderSwitch, switchOrderUrl } from '../core/orderSwitch'
import type { SearchByCodeResponse } from '../core/schemas/search'
import type { StageType } from '../core/schemas/session'
import { waitMinutesOf } from './accessCodeLimit'
import { type OrderRef, type OrderUpdate, requestOrderChange, watchOrder } from './orderLink'

/** What an access code found (B §7 GET /search/by_code): students, and session pre-orders (an order without one). */
export type SubjectSearchResults = SearchByCodeResponse['data']

/** The child chosen to add: a student found, or a session pre-order (its order has no subject). */
export type SubjectSearchChoice =
  | { readonly kind: 'subject'; readonly id: string; readonly name: string; readonly clientSessionId: string }
  | { readonly kind: 'session'; readonly clientSessionId: string; readonly label: string }

/** An order as the search needs it back from the API: where it lives, for the switch (C §2). */
export type CreatedOrder = {
  readonly id: string
  readonly clientSession: { readonly id: string }
  readonly subject: string | null
}

export type SubjectSearchError = 'empty' | 'none' | 'failed' | 'addFailed' | 'tooMany'

export type SubjectSearchInput = {
  /** The shop the shopper is in: the current order is created here when there is none yet. */
  clientSessionId: string
  /** The current child; null in a shop without a student chosen. */
  subjectId: string | null
  /** B §7: results are kept to stages of this type. */
  stageType: StageType
  /** The current order when the search starts; the order actor (orderRef) keeps it current. */
  order?: { readonly id: string } | null
  orderReady?: boolean
  orderRef?: OrderRef | null
}

export type SubjectSearchContext = {
  clientSessionId: string
  subjectId: string | null
  stageType: StageType
  orderRef: OrderRef | null
  /** The current order's id as the order actor holds it. */
  orderId: string | null
  /** The order actor has read the stored order: a null orderId then means there is no order yet. */
  orderReady: boolean
  /** The current order this search had to create (B §2 add: a linked order needs one to link to). */
  createdOrderId: string | null
  code: string
  error: SubjectSearchError | null
  /** With the error `tooMany`: the minutes the shop asks to wait before the next code. */
  waitMinutes?: number
  results: SubjectSearchResults | null
  choice: SubjectSearchChoice | null
  /** B §4: adding a student needs the shopper's confirmation (a checkbox). */
  confirmed: boolean
  /** Where the shop goes (C §2 switching). */
  target: OrderSwitch | null
}

export type SubjectSearchEvent =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  | { type: 'result.choose'; kind: 'subject' | 'session'; id: string }
  | { type: 'result.back' }
  | { type: 'confirm.change'; checked: boolean }
  | { type: 'add.submit' }
  /** B §2 order selector: go to another order of the link group. */
  | ({ type: 'order.switch' } & OrderSwitch)
  | OrderUpdate

/** The search call's input (B §7): from the current order when there is one, else from the current shop. */
export type SearchRequest = {
  accessCode: string
  stageType: StageType
  orderId: string | null
  clientSessionId: string
}

export type LinkedOrderRequest = {
  clientSessionId: string
  subjectId: string | null
  /** C §4 create with linkedOrder: the current order. */
  linkedOrderId: string
}

const currentOrderOf = (context: SubjectSearchContext) => context.orderId ?? context.createdOrderId

const chooseFrom = (results: SubjectSearchResults | null, kind: 'subject' | 'session', id: string) => {
  if (!results) return null
  if (kind === 'subject') {
    const found = results.subjects.find((s) => s.id === id)
    return found ? ({ kind, id: found.id, name: found.name, clientSessionId: found.clientSession } as const) : null
  }
  const session = results.clientSessions.find((s) => s.id === id)
  return session ? ({ kind, clientSessionId: session.id, label: session.label } as const) : null
}

/**
 * B §2 subject search modal, B §4, B §5 (multi-child ordering): the shopper types a brother's or sister's access code,
 * the search lists the students and session pre-orders it opens (the server leaves out those already on the order),
 * the shopper picks one (a student needs a confirmation tick) and a linked order is created for it (C §4), after the
 * current order when there is none yet. The shop then switches to the new order (C §2); the order selector switches
 * between the orders of the group the same way. Nothing typed is lost on an error (DESIGN decision 12).
 */
export const subjectSearchMachine = setup({
  types: {} as {
    context: SubjectSearchContext
    input: SubjectSearchInput
    events: SubjectSearchEvent
  },
  actors: {
    watchOrder,
    searchByCode: fromPromise<SubjectSearchResults, SearchRequest>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
    /** The order actor creates the current order (once, like every first add), so it holds it from then on. */
    createCurrentOrder: fromPromise<{ id: string }, { orderRef: OrderRef | null }>(async ({ input }) => {
      const order = input.orderRef ? await requestOrderChange(input.orderRef, { kind: 'order.create' }) : null
      if (!order) throw new Error('no order actor')
      return order
    }),
    createLinkedOrder: fromPromise<CreatedOrder, LinkedOrderRequest>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
  },
  actions: {
    switchTo: (_, _params: { url: string }) => {
      throw new Error('provided by adapters')
    },
    followOrder: assign(({ context, event }) => {
      assertEvent(event, 'order.updated')
      return { orderId: event.order?.id ?? null, orderReady: event.ready || context.orderReady }
    }),
    reset: assign({ code: '', error: null, results: null, choice: null, confirmed: false }),
    // What the shopper typed is kept as typed; a new keystroke clears the last error.
    setCode: assign(({ event }) => {
      assertEvent(event, 'code.change')
      return { code: event.code, error: null }
    }),
    setError: assign((_, params: { error: SubjectSearchError | null }) => ({ error: params.error })),
    setTooMany: assign((_, params: { error: unknown }) => ({
      error: 'tooMany' as const,
      waitMinutes: waitMinutesOf(params.error) ?? 0,
    })),
    keepResults: assign((_, params: { results: SubjectSearchResults }) => ({ results: params.results })),
    dropResults: assign({ results: null, choice: null, confirmed: false }),
    choose: assign(({ context, event }) => {
      assertEvent(event, 'result.choose')
      return { choice: chooseFrom(context.results, event.kind, event.id), confirmed: false, error: null }
    }),
    unchoose: assign({ choice: null, confirmed: false, error: null }),
    setConfirmed: assign(({ event }) => {
      assertEvent(event, 'confirm.change')
      return { confirmed: event.checked }
    }),
    keepCreated: assign((_, params: { orderId: string }) => ({ createdOrderId: params.orderId })),
    setTarget: assign((_, params: { target: OrderSwitch }) => ({ target: params.target })),
  },
  guards: {
    blank: ({ context }) => context.code.trim() === '',
    tooMany: (_, params: { error: unknown }) => waitMinutesOf(params.error) !== null,
    foundSome: (_, params: { results: SubjectSearchResults }) =>
      params.results.subjects.length > 0 || params.results.clientSessions.length > 0,
    isChoice: ({ context, event }) =>
      event.type === 'result.choose' && chooseFrom(context.results, event.kind, event.id) !== null,
    // B §4: a student is added only once the shopper ticked the confirmation.
    canAdd: ({ context }) => context.choice !== null && (context.choice.kind === 'session' || context.confirmed),
    hasCurrentOrder: ({ context }) => currentOrderOf(context) !== null,
    orderKnown: ({ context }) => context.orderReady,
  },
}).createMachine({
  id: 'subjectSearch',
  context: ({ input }) => ({
    clientSessionId: input.clientSessionId,
    subjectId: input.subjectId,
    stageType: input.stageType,
    orderRef: input.orderRef ?? null,
    orderId: input.order?.id ?? null,
    orderReady: input.orderReady ?? false,
    createdOrderId: null,
    code: '',
    error: null,
    results: null,
    choice: null,
    confirmed: false,
    target: null,
  }),
  invoke: { id: 'watchOrder', src: 'watchOrder', input: ({ context }) => ({ orderRef: context.orderRef }) },
  on: {
    'order.updated': { actions: 'followOrder' },
    // C §2: every switch (the order selector, a cart block, a cleared linked order), from wherever the search is, shows
    // the full backdrop until the browser has left.
    'order.switch': {
      target: '.switching',
      actions: {
        type: 'setTarget',
        params: ({ event }) => ({
          target: { clientSessionId: event.clientSessionId, orderId: event.orderId, subjectId: event.subjectId },
        }),
      },
    },
  },
  initial: 'closed',
  states: {
    closed: {
      on: { 'search.open': { target: 'open', actions: 'reset' } },
    },
    open: {
      initial: 'editing',
      on: { 'search.close': '#subjectSearch.closed' },
      states: {
        editing: {
          on: {
            'code.change': { actions: 'setCode' },
            'code.submit': [
              // B §5: a blank code is not sent.
              { guard: 'blank', actions: { type: 'setError', params: { error: 'empty' } } },
              { target: 'searching', actions: { type: 'setError', params: { error: null } } },
            ],
          },
        },
        searching: {
          invoke: {
            id: 'searchByCode',
            src: 'searchByCode',
            input: ({ context }) => ({
              accessCode: context.code.trim(),
              stageType: context.stageType,
              orderId: currentOrderOf(context),
              clientSessionId: context.clientSessionId,
            }),
            onDone: [
              {
                guard: { type: 'foundSome', params: ({ event }) => ({ results: event.output }) },
                target: 'results',
                actions: { type: 'keepResults', params: ({ event }) => ({ results: event.output }) },
              },
              // B §5: nothing found (or only children already on the order).
              { target: 'editing', actions: { type: 'setError', params: { error: 'none' } } },
            ],
            onError: [
              // Issue 11: too many wrong codes from here; the shopper is told how long to wait.
              {
                guard: { type: 'tooMany', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: { type: 'setTooMany', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'editing', actions: { type: 'setError', params: { error: 'failed' } } },
            ],
          },
        },
        results: {
          on: {
            // Another code: the results no longer match it.
            'code.change': { target: 'editing', actions: ['setCode', 'dropResults'] },
            'code.submit': [
              { guard: 'blank', target: 'editing', actions: { type: 'setError', params: { error: 'empty' } } },
              { target: 'searching', actions: ['dropResults', { type: 'setError', params: { error: null } }] },
            ],
            'result.choose': { guard: 'isChoice', target: 'adding', actions: 'choose' },
          },
        },
        adding: {
          on: {
            'confirm.change': { actions: 'setConfirmed' },
            'add.submit': {
              guard: 'canAdd',
              target: 'creating',
              actions: { type: 'setError', params: { error: null } },
            },
            'result.back': { target: 'results', actions: 'unchoose' },
          },
        },
        // C §4: the linked order is created on the current order, which is created first when there is none yet.
        creating: {
          // The calls are under way: the modal stays until they answer.
          on: { 'search.close': {} },
          initial: 'deciding',
          states: {
            // Waits here until the order actor has read the stored order, so no second current order is made.
            deciding: {
              always: [
                { guard: 'hasCurrentOrder', target: 'linked' },
                { guard: 'orderKnown', target: 'current' },
              ],
            },
            current: {
              invoke: {
                id: 'createCurrentOrder',
                src: 'createCurrentOrder',
                input: ({ context }) => ({ orderRef: context.orderRef }),
                onDone: {
                  target: 'linked',
                  actions: { type: 'keepCreated', params: ({ event }) => ({ orderId: event.output.id }) },
                },
                onError: {
                  target: '#subjectSearch.open.adding',
                  actions: { type: 'setError', params: { error: 'addFailed' } },
                },
              },
            },
            linked: {
              invoke: {
                id: 'createLinkedOrder',
                src: 'createLinkedOrder',
                input: ({ context }) => ({
                  clientSessionId: context.choice?.clientSessionId ?? context.clientSessionId,
                  subjectId: context.choice?.kind === 'subject' ? context.choice.id : null,
                  linkedOrderId: currentOrderOf(context) ?? '',
                }),
                onDone: {
                  target: '#subjectSearch.switching',
                  actions: {
                    type: 'setTarget',
                    params: ({ event }) => ({
                      target: {
                        clientSessionId: event.output.clientSession.id,
                        orderId: event.output.id,
                        subjectId: event.output.subject,
                      },
                    }),
                  },
                },
                onError: {
                  target: '#subjectSearch.open.adding',
                  actions: { type: 'setError', params: { error: 'addFailed' } },
                },
              },
            },
          },
        },
      },
    },
    // C §2: the browser leaves for the other order's shop; a full backdrop shows until it has (a second switch waits).
    switching: {
      on: { 'order.switch': {} },
      entry: {
        type: 'switchTo',
        params: ({ context }) => ({ url: context.target ? switchOrderUrl(context.target) : '' }),
      },
    },
  },
})
