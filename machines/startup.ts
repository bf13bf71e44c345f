import { assign, fromPromise, setup } from 'xstate'
import type { Subject } from '../core/schemas/photos'
import type { ProductSet } from '../core/schemas/productSet'
import type { ClientSession } from '../core/schemas/session'
import type { Store } from '../core/schemas/store'
import { type HomeRoute, homeRoute, isCartPaused, isStoreRejected } from '../core/startup'
import type { Tracks, Visit } from './tracking'

export type StartupInput = {
  storeId: string | null
  clientSessionId: string
  /** The in-app path the shopper opened; the order path loads even when the cart is unavailable. */
  path: string
  /** The student chosen with their access code (query subjectUid, or remembered for this session). */
  subjectId: string | null
}

export type StartupContext = StartupInput & {
  store: Store | null
  productSet: ProductSet | null
  clientSession: ClientSession | null
  subject: Subject | null
  credentials: Record<string, string>
  homeRoute: HomeRoute | null
  /** B §4 fetch counter: above 0 while any request runs. */
  fetching: number
}

const notProvided = () => Promise.reject(new Error('provided by adapters'))

/** B §4 startup sequence: store, then product set and session data, then member credentials, then the home route. */
export const startupMachine = setup({
  types: {} as { context: StartupContext; input: StartupInput },
  actors: {
    loadStore: fromPromise<Store, { storeId: string | null }>(notProvided),
    loadProductSet: fromPromise<ProductSet, { clientSessionId: string }>(notProvided),
    loadClientSession: fromPromise<ClientSession, { clientSessionId: string }>(notProvided),
    loadMember: fromPromise<Record<string, string>, void>(notProvided),
    loadSubject: fromPromise<Subject, { clientSessionId: string; subjectId: string }>(notProvided),
  },
  actions: {
    /** A subject that cannot be loaded (unknown, or this shopper never gave its code) is forgotten. */
    forgetSubject: () => {},
    /** C §7: the shop of this visit, for the tracking actor (what every track carries, whether the store tracks). */
    describeVisit: (_, _params: Visit) => {},
    /** C §7 tracking (machines/tracking.ts). */
    track: (_, _params: Tracks) => {},
    fetchStarted: assign({ fetching: ({ context }) => context.fetching + 1 }),
    fetchFinished: assign({ fetching: ({ context }) => context.fetching - 1 }),
    keepStore: assign((_, params: { store: Store }) => ({ store: params.store })),
    keepProductSet: assign((_, params: { productSet: ProductSet }) => ({ productSet: params.productSet })),
    keepClientSession: assign((_, params: { clientSession: ClientSession }) => ({
      clientSession: params.clientSession,
    })),
    keepSubject: assign((_, params: { subject: Subject }) => ({ subject: params.subject })),
    keepCredentials: assign((_, params: { credentials: Record<string, string> }) => ({
      credentials: params.credentials,
    })),
    chooseHomeRoute: assign({
      homeRoute: ({ context }) =>
        homeRoute(context.clientSession?.stage ?? null, context.productSet?.preOrder ?? false),
    }),
  },
  guards: {
    storeRejected: ({ context }) =>
      context.store !== null && isStoreRejected(context.store.settings.isShoppingCartAvailable, context.path),
    stagePaused: ({ context }) => isCartPaused(context.clientSession?.stage ?? null, context.path),
    hasProductSet: ({ context }) => context.productSet !== null,
    noSubject: ({ context }) => context.subjectId === null,
  },
}).createMachine({
  id: 'startup',
  context: ({ input }) => ({
    ...input,
    store: null,
    productSet: null,
    clientSession: null,
    subject: null,
    credentials: {},
    homeRoute: null,
    fetching: 0,
  }),
  initial: 'loadingStore',
  states: {
    loadingStore: {
      entry: 'fetchStarted',
      exit: 'fetchFinished',
      invoke: {
        id: 'loadStore',
        src: 'loadStore',
        input: ({ context }) => ({ storeId: context.storeId }),
        onDone: {
          target: 'checkingStore',
          actions: { type: 'keepStore', params: ({ event }) => ({ store: event.output }) },
        },
        onError: 'failed',
      },
    },
    checkingStore: {
      always: [{ guard: 'storeRejected', target: 'unavailable' }, { target: 'loadingData' }],
    },
    loadingData: {
      type: 'parallel',
      states: {
        productSet: {
          initial: 'loading',
          states: {
            loading: {
              entry: 'fetchStarted',
              exit: 'fetchFinished',
              invoke: {
                id: 'loadProductSet',
                src: 'loadProductSet',
                input: ({ context }) => ({ clientSessionId: context.clientSessionId }),
                onDone: {
                  target: 'done',
                  actions: { type: 'keepProductSet', params: ({ event }) => ({ productSet: event.output }) },
                },
                onError: 'done',
              },
            },
            done: { type: 'final' },
          },
        },
        clientSession: {
          initial: 'loading',
          states: {
            loading: {
              entry: 'fetchStarted',
              exit: 'fetchFinished',
              invoke: {
                id: 'loadClientSession',
                src: 'loadClientSession',
                input: ({ context }) => ({ clientSessionId: context.clientSessionId }),
                onDone: {
                  target: 'done',
                  actions: { type: 'keepClientSession', params: ({ event }) => ({ clientSession: event.output }) },
                },
                onError: 'done',
              },
            },
            done: { type: 'final' },
          },
        },
        subject: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'noSubject', target: 'done' }, { target: 'loading' }],
            },
            loading: {
              entry: 'fetchStarted',
              exit: 'fetchFinished',
              invoke: {
                id: 'loadSubject',
                src: 'loadSubject',
                input: ({ context }) => ({
                  clientSessionId: context.clientSessionId,
                  subjectId: context.subjectId ?? '',
                }),
                onDone: {
                  target: 'done',
                  actions: { type: 'keepSubject', params: ({ event }) => ({ subject: event.output }) },
                },
                onError: { target: 'done', actions: 'forgetSubject' },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      // B §4: a failed load still proceeds when the store and product set exist.
      onDone: [
        { guard: 'stagePaused', target: 'unavailable' },
        { guard: 'hasProductSet', target: 'loadingMember' },
        { target: 'failed' },
      ],
    },
    loadingMember: {
      entry: 'fetchStarted',
      exit: 'fetchFinished',
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: {
          target: 'loaded',
          actions: { type: 'keepCredentials', params: ({ event }) => ({ credentials: event.output }) },
        },
        onError: 'loaded',
      },
    },
    loaded: {
      entry: [
        'chooseHomeRoute',
        {
          type: 'describeVisit',
          params: ({ context }) => ({
            store: context.store,
            clientSession: context.clientSession,
            subject: context.subject,
          }),
        },
        // Issue 15: the funnel's first step (core/tracking.ts FUNNEL_STEPS).
        { type: 'track', params: { tracks: [{ event: 'Shop Opened', properties: {} }] } },
      ],
    },
    failed: {},
    unavailable: {},
  },
})
