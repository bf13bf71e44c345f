// C §2 order view and downloads (/order/{reference}, issue 14): loading first refreshes the session, then reads the
// order by reference (C §4: its own started, succeeded and failed steps; a cart, another shopper's order or a bad
// reference is not found). The page then downloads digital items behind the licence (C §2 licence modal, C §4
// downloads: started, succeeded or failed, the answered order kept; the API client sends the browser to the answer's
// redirect, the file), downloads all (the licence for every digital item first, then finalize digitals and the
// archive), saves the receipt (C §4 receipt download), and opens the change after purchase (machines/orderChange.ts)
// while the order takes changes.
import { and, assign, fromPromise, setup } from 'xstate'
import { noteProblem } from '../core/adminNote'
import { digitalItems, licenceRequired } from '../core/downloads'
import type { DigitalArchiveResponse, DownloadItemResponse } from '../core/schemas/afterPurchase'
import type { Order } from '../core/schemas/order'
import type { ImageCrop } from '../core/schemas/photos'
import { toChangeError } from './order'
import { orderChangeMachine } from './orderChange'
import { type ReceiptInput, unanswered } from './orderComplete'
import type { TrackParams } from './tracking'

export type OrderViewInput = {
  reference: string
  /** The shop's client session: re-read before the order (C §2 "loading first refreshes the session"). */
  clientSessionId: string
}

export type Archive = DigitalArchiveResponse['data']

/** What a licence acceptance downloads: one item, or every digital item of the order (download all). */
export type PendingDownload = { kind: 'item'; itemId: string } | { kind: 'all' }

/** What went wrong with the last download or receipt (C §8: no server text; the page says what to do next). */
export type OrderViewNotice = 'download_failed' | 'not_paid' | 'receipt_failed'

export type ChangeMode = 'item' | 'imageOptions'

export type OrderViewContext = OrderViewInput & {
  order: Order | null
  /** The order's subject's photos, for the thumbnails (none: the items show without them). */
  photos: readonly ImageCrop[]
  pending: PendingDownload | null
  /** The last archive asked for (download all): its link, size and file count. */
  archive: Archive | null
  notice: OrderViewNotice | null
  change: { itemId: string | null; imageId: string | null; mode: ChangeMode } | null
  /**
   * Issue 15 point 2 (admin mode): the payment of a placed order received, with its note ("cheque 1042"): what is
   * typed, what is wrong with it, the server's refusal, and whether it was recorded.
   */
  payment: { note: string; problem: 'admin.note_length' | null; error: string | null; recorded: boolean }
}

export type OrderViewEvent =
  | { type: 'order.retry' }
  | { type: 'item.download'; itemId: string }
  | { type: 'archive.download' }
  | { type: 'licence.accept' }
  | { type: 'licence.cancel' }
  | { type: 'receipt.save' }
  | { type: 'change.open'; itemId: string | null; imageId: string | null; mode: ChangeMode }
  /** From the change (machines/orderChange.ts): the order as the server answered a saved change. */
  | { type: 'order.changed'; order: Order }
  /** Issue 15 point 2 (admin mode): the payment received for a placed order, with its note. */
  | { type: 'payment.note'; text: string }
  | { type: 'payment.record' }

type DownloadInput = { itemId: string; acceptedLicence: boolean }

const notProvided = () => Promise.reject(new Error('provided by adapters'))

const pendingItem = (context: OrderViewContext): string =>
  context.pending?.kind === 'item' ? context.pending.itemId : ''

/** The digital items of the order still waiting for the licence (all of them are accepted at once). */
const unaccepted = (order: Order | null): string[] =>
  order ? digitalItems(order.orderItems).flatMap((item) => (licenceRequired(order.licence, item) ? [item.id] : [])) : []

/** C §7 tracking "digital product downloaded (with acceptedLicence)": the item's licence state once answered. */
const itemDownloaded = (order: Order, itemId: string): TrackParams => ({
  event: 'Digital Product Downloaded',
  properties: {
    order: order.id,
    orderItem: itemId,
    acceptedLicence: digitalItems(order.orderItems).some((item) => item.id === itemId && item.acceptedLicence),
  },
})

const downloadDone = {
  target: 'idle',
  actions: [
    {
      type: 'keepOrder',
      params: ({ event }: { event: { output: DownloadItemResponse['data'] } }) => ({ order: event.output.order }),
    },
    {
      type: 'track',
      params: ({ context, event }: { context: OrderViewContext; event: { output: DownloadItemResponse['data'] } }) =>
        itemDownloaded(event.output.order, pendingItem(context)),
    },
    'forgetPending',
  ],
} as const

/** A refused download or archive: not paid yet, or anything else (try again); the licence modal closes. */
const downloadFailed = [
  {
    guard: {
      type: 'refused',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, code: 'not_paid' }),
    },
    target: 'idle',
    actions: ['forgetPending', { type: 'showNotice', params: { notice: 'not_paid' } }],
  },
  { target: 'idle', actions: ['forgetPending', { type: 'showNotice', params: { notice: 'download_failed' } }] },
] as const

export const orderViewMachine = setup({
  types: {} as { context: OrderViewContext; input: OrderViewInput; events: OrderViewEvent },
  actors: {
    refreshSession: fromPromise<unknown, { clientSessionId: string }>(notProvided),
    showOrder: fromPromise<Order, { reference: string }>(notProvided),
    loadPhotos: fromPromise<readonly ImageCrop[], { subjectId: string | null }>(notProvided),
    downloadItem: fromPromise<DownloadItemResponse['data'], DownloadInput>(notProvided),
    finalizeDigitals: fromPromise<Order, { orderId: string; itemIds: string[] }>(notProvided),
    requestArchive: fromPromise<Archive, { orderId: string }>(notProvided),
    saveReceipt: fromPromise<void, ReceiptInput>(notProvided),
    recordPayment: fromPromise<Order, { orderId: string; note: string }>(notProvided),
    orderChange: orderChangeMachine,
  },
  actions: {
    /** C §7 tracking; adapters add the store, session, stage and subject (and skip it in admin mode, C §6). */
    track: (_, _params: TrackParams) => {},
    /** Download all: the browser goes to the archive's signed link (adapters: a download, the page stays). */
    openDownload: (_, _params: { url: string }) => {},
    keepOrder: assign({ order: (_, params: { order: Order }) => params.order }),
    keepPhotos: assign({ photos: (_, params: { photos: readonly ImageCrop[] }) => params.photos }),
    keepArchive: assign({ archive: (_, params: { archive: Archive }) => params.archive }),
    choosePending: assign({ pending: (_, params: { pending: PendingDownload }) => params.pending }),
    forgetPending: assign({ pending: null }),
    showNotice: assign({ notice: (_, params: { notice: OrderViewNotice }) => params.notice }),
    clearNotice: assign({ notice: null }),
    chooseChange: assign({
      change: ({ event }) =>
        event.type === 'change.open' ? { itemId: event.itemId, imageId: event.imageId, mode: event.mode } : null,
    }),
    forgetChange: assign({ change: null }),
    typeNote: assign({
      payment: ({ context, event }) =>
        event.type === 'payment.note'
          ? { ...context.payment, note: event.text, problem: null, error: null }
          : context.payment,
    }),
    checkNote: assign({
      payment: ({ context }) => ({ ...context.payment, problem: noteProblem(context.payment.note) }),
    }),
    paymentRefused: assign({
      payment: ({ context }, params: { error: unknown }) => ({
        ...context.payment,
        error: toChangeError(params.error).message,
      }),
    }),
    paymentRecorded: assign({ payment: { note: '', problem: null, error: null, recorded: true } }),
  },
  guards: {
    /** A cart, another shopper's order or no such reference answers 404: not found; no answer: try again. */
    unanswered: (_, params: { error: unknown }) => unanswered(params.error),
    licenceFirst: ({ context }, params: { itemId: string }) =>
      context.order !== null && unaccepted(context.order).includes(params.itemId),
    licenceFirstForAll: ({ context }) => unaccepted(context.order).length > 0,
    pendingAll: ({ context }) => context.pending?.kind === 'all',
    /** The server refused with this error code (409 licence_required, 403 not_paid). */
    refused: (_, params: { error: unknown; code: string }) => toChangeError(params.error).code === params.code,
    canChange: ({ context }) => context.order?.afterPurchase.canChange === true,
    /** Issue 15: only an order placed to be paid later is recorded as paid (the server says 409 otherwise). */
    placed: ({ context }) => context.order?.status === 'placed',
    noteReady: ({ context }) => noteProblem(context.payment.note) === null,
  },
}).createMachine({
  id: 'orderView',
  context: ({ input }) => ({
    ...input,
    order: null,
    photos: [],
    pending: null,
    archive: null,
    notice: null,
    change: null,
    payment: { note: '', problem: null, error: null, recorded: false },
  }),
  initial: 'refreshing',
  states: {
    // C §2: the session first (a failure does not stop the order's own lookup, which says what is wrong).
    refreshing: {
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        input: ({ context }) => ({ clientSessionId: context.clientSessionId }),
        onDone: 'loading',
        onError: 'loading',
      },
    },
    // C §4: the lookup by reference started; succeeded is `ready`, failed is `failed` or `notFound`.
    loading: {
      invoke: {
        id: 'showOrder',
        src: 'showOrder',
        input: ({ context }) => ({ reference: context.reference }),
        onDone: { target: 'ready', actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [
          { guard: { type: 'unanswered', params: ({ event }) => ({ error: event.error }) }, target: 'failed' },
          { target: 'notFound' },
        ],
      },
    },
    failed: { on: { 'order.retry': 'refreshing' } },
    notFound: { type: 'final' },
    ready: {
      // The thumbnails: a failure leaves the items without them (C §8: no text for a failed image fetch).
      invoke: {
        id: 'loadPhotos',
        src: 'loadPhotos',
        input: ({ context }) => ({ subjectId: context.order?.subject ?? null }),
        onDone: { actions: { type: 'keepPhotos', params: ({ event }) => ({ photos: event.output }) } },
        onError: {},
      },
      // What is typed is kept whatever the page is doing.
      on: { 'payment.note': { actions: 'typeNote' } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'payment.record': [
              { guard: and(['placed', 'noteReady']), target: 'recordingPayment', actions: 'clearNotice' },
              { guard: 'placed', actions: 'checkNote' },
            ],
            'item.download': [
              {
                guard: { type: 'licenceFirst', params: ({ event }) => ({ itemId: event.itemId }) },
                target: 'licence',
                actions: [
                  'clearNotice',
                  {
                    type: 'choosePending',
                    params: ({ event }) => ({ pending: { kind: 'item', itemId: event.itemId } }),
                  },
                ],
              },
              {
                target: 'downloading',
                actions: [
                  'clearNotice',
                  {
                    type: 'choosePending',
                    params: ({ event }) => ({ pending: { kind: 'item', itemId: event.itemId } }),
                  },
                ],
              },
            ],
            'archive.download': [
              {
                guard: 'licenceFirstForAll',
                target: 'licence',
                actions: ['clearNotice', { type: 'choosePending', params: { pending: { kind: 'all' } } }],
              },
              {
                target: 'archiving',
                actions: ['clearNotice', { type: 'choosePending', params: { pending: { kind: 'all' } } }],
              },
            ],
            'receipt.save': { target: 'savingReceipt', actions: 'clearNotice' },
            'change.open': { guard: 'canChange', target: 'changing', actions: ['clearNotice', 'chooseChange'] },
          },
        },
        // C §2 licence modal: accept repeats the download flagged as accepted; cancel closes it, nothing downloaded.
        licence: {
          on: {
            'licence.accept': [{ guard: 'pendingAll', target: 'finalizing' }, { target: 'accepting' }],
            'licence.cancel': { target: 'idle', actions: 'forgetPending' },
          },
        },
        // C §4 download item started (GET: no licence to accept, or accepted before).
        downloading: {
          invoke: {
            id: 'downloadItem',
            src: 'downloadItem',
            input: ({ context }) => ({ itemId: pendingItem(context), acceptedLicence: false }),
            onDone: downloadDone,
            onError: [
              // The licence came after the page loaded: ask for it now.
              {
                guard: {
                  type: 'refused',
                  params: ({ event }) => ({ error: event.error, code: 'licence_required' }),
                },
                target: 'licence',
              },
              ...downloadFailed,
            ],
          },
        },
        // C §4 confirmation modal: both buttons disabled while the accepted download runs.
        accepting: {
          invoke: {
            id: 'downloadItem',
            src: 'downloadItem',
            input: ({ context }) => ({ itemId: pendingItem(context), acceptedLicence: true }),
            onDone: downloadDone,
            onError: downloadFailed,
          },
        },
        // Download all after the licence: every digital item accepts it at once (C §7 finalize digitals).
        finalizing: {
          invoke: {
            id: 'finalizeDigitals',
            src: 'finalizeDigitals',
            input: ({ context }) => ({
              orderId: context.order?.id ?? '',
              itemIds: context.order ? digitalItems(context.order.orderItems).map((item) => item.id) : [],
            }),
            onDone: {
              target: 'archiving',
              actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
            },
            onError: downloadFailed,
          },
        },
        // C §7 download all: a fresh link to the archive; the browser goes there.
        archiving: {
          invoke: {
            id: 'requestArchive',
            src: 'requestArchive',
            input: ({ context }) => ({ orderId: context.order?.id ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepArchive', params: ({ event }) => ({ archive: event.output }) },
                {
                  type: 'track',
                  params: ({ context, event }) => ({
                    event: 'Digital Product Downloaded',
                    properties: {
                      order: context.order?.id ?? null,
                      orderItem: null,
                      all: true,
                      files: event.output.files,
                      acceptedLicence: context.order?.acceptedLicence ?? false,
                    },
                  }),
                },
                { type: 'openDownload', params: ({ event }) => ({ url: event.output.url }) },
                'forgetPending',
              ],
            },
            onError: downloadFailed,
          },
        },
        // Issue 15 point 2: the studio records the payment received; the order it answers reads paid.
        recordingPayment: {
          invoke: {
            id: 'recordPayment',
            src: 'recordPayment',
            input: ({ context }) => ({ orderId: context.order?.id ?? '', note: context.payment.note }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'keepOrder', params: ({ event }) => ({ order: event.output }) }, 'paymentRecorded'],
            },
            onError: {
              target: 'idle',
              actions: { type: 'paymentRefused', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // C §4 receipt download started; succeeded or failed back to the page.
        savingReceipt: {
          invoke: {
            id: 'saveReceipt',
            src: 'saveReceipt',
            input: ({ context }) => ({
              orderId: context.order?.id ?? '',
              orderReference: context.order?.orderReference ?? context.reference,
            }),
            onDone: 'idle',
            onError: { target: 'idle', actions: { type: 'showNotice', params: { notice: 'receipt_failed' } } },
          },
        },
        // Issue 14 point 5: the change after purchase (its dialog is the child's); a saved change answers the order.
        changing: {
          invoke: {
            id: 'change',
            src: 'orderChange',
            input: ({ context }) => ({
              order: context.order as Order,
              itemId: context.change?.itemId ?? null,
              imageId: context.change?.imageId ?? null,
              mode: context.change?.mode ?? 'item',
            }),
            onDone: { target: 'idle', actions: 'forgetChange' },
          },
          on: {
            'order.changed': { actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.order }) } },
          },
        },
      },
    },
  },
})
