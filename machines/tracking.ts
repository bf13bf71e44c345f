// Issue 15 point 3, C §7 tracking: the one tracking actor of a shop. The machines that own a moment (startup, the
// order actor, the cart, the coupon form, the checkout flow, ...) send it `track` with what happened; it adds what
// every track carries (the store, client session, stage and subject of the visit, and the store user) and posts the
// tracks one at a time, in order. Nothing is sent in admin mode or when the store has tracking off (C §6), and a
// failed post is dropped: tracking never holds up or disturbs the parent.
import { assign, fromPromise, setup } from 'xstate'
import type { CropBox } from '../core/cropBox'
import type { Rotation } from '../core/images'
import type { Subject } from '../core/schemas/photos'
import type { ClientSession } from '../core/schemas/session'
import type { Store } from '../core/schemas/store'
import type { TrackEvent, TrackProperties } from '../core/tracking'

/** One tracked event as a machine's `track` action names it (the type makes a misspelt event fail the typecheck). */
export type TrackParams = { event: TrackEvent; properties: TrackProperties }

/** The `track` action's params in every machine: the events of one moment, in order. */
export type Tracks = { tracks: readonly TrackParams[] }

/** The shop of this visit, once startup has loaded it (machines/startup.ts `describeVisit`). */
export type Visit = { store: Store | null; clientSession: ClientSession | null; subject: Subject | null }

/** What is posted: B §7 body `track {storeUser, event, properties}`. */
export type TrackBody = { storeUser: string | null; event: TrackEvent; properties: TrackProperties }

export type TrackingInput = {
  /** C §6: an admin acting in the shop is never tracked. */
  adminMode: boolean
  /** How many tracks may wait to be sent; more are dropped (a server that does not answer costs bounded memory). */
  maxQueued?: number
}

export type TrackingEvent =
  | ({ type: 'tracking.visit'; storeUser: string | null } & Visit)
  | ({ type: 'track' } & Tracks)

export type TrackingContext = {
  adminMode: boolean
  maxQueued: number
  storeUser: string | null
  /** C §7 "store, session, stage, order and subject details": all but the order, which the machines give. */
  base: TrackProperties
  queue: readonly TrackParams[]
}

export const MAX_QUEUED_TRACKS = 100

/** A photo's crop on a node, as a crop modal saves it (B §4 crop). */
type Framing = { crop?: CropBox | null; rotation?: Rotation }

const framed = (f: Framing) => (f.crop ?? null) !== null || (f.rotation ?? 0) !== 0

const sameFraming = (a: Framing, b: Framing) =>
  JSON.stringify([a.crop ?? null, a.rotation ?? 0]) === JSON.stringify([b.crop ?? null, b.rotation ?? 0])

/**
 * C §7 "image cropped, crop cleared" when a crop modal saves: a crop or a turn saved is Image Cropped, taking the last
 * one off is Image Crop Cleared; saving the photo as it was tracks nothing.
 */
export const cropTracks = (before: Framing, after: Framing, properties: TrackProperties): TrackParams[] => {
  if (sameFraming(before, after)) return []
  return framed(after)
    ? [{ event: 'Image Cropped', properties: { ...properties, rotation: after.rotation ?? 0 } }]
    : [{ event: 'Image Crop Cleared', properties }]
}

/** The properties every track of the visit starts from. */
export const visitProperties = ({ store, clientSession, subject }: Visit): TrackProperties => ({
  store: store?.id ?? null,
  clientSession: clientSession?.id ?? null,
  stage: clientSession?.stage.id ?? null,
  subject: subject?.id ?? null,
})

/** The first track waiting, as posted: the visit's properties, then the machine's. */
const bodyOf = (context: TrackingContext): TrackBody => {
  const first = context.queue[0]
  if (!first) throw new Error('no track queued')
  return { storeUser: context.storeUser, event: first.event, properties: { ...context.base, ...first.properties } }
}

export const trackingMachine = setup({
  types: {} as { context: TrackingContext; input: TrackingInput; events: TrackingEvent },
  actors: {
    sendTrack: fromPromise<unknown, TrackBody>(() => Promise.reject(new Error('provided by adapters'))),
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === 'track' ? [...context.queue, ...event.tracks].slice(0, context.maxQueued) : context.queue,
    }),
    keepVisit: assign(({ event }) =>
      event.type === 'tracking.visit' ? { storeUser: event.storeUser, base: visitProperties(event) } : {},
    ),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
    forgetQueue: assign({ queue: [] }),
  },
  guards: {
    adminMode: ({ context }) => context.adminMode,
    trackingAvailable: ({ event }) =>
      event.type === 'tracking.visit' && event.store?.settings.isTrackingAvailable === true,
    hasQueued: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'tracking',
  context: ({ input }) => ({
    adminMode: input.adminMode,
    maxQueued: input.maxQueued ?? MAX_QUEUED_TRACKS,
    storeUser: null,
    base: {},
    queue: [],
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'adminMode', target: 'off' }, { target: 'waiting' }] },
    // Tracks sent before the shop is known wait for it: whether the store tracks, and what every track carries.
    waiting: {
      on: {
        track: { actions: 'enqueue' },
        'tracking.visit': [
          { guard: 'trackingAvailable', target: 'on', actions: 'keepVisit' },
          { target: 'off', actions: 'forgetQueue' },
        ],
      },
    },
    on: {
      initial: 'idle',
      on: { track: { actions: 'enqueue' } },
      states: {
        idle: { always: { guard: 'hasQueued', target: 'sending' } },
        sending: {
          invoke: {
            id: 'sendTrack',
            src: 'sendTrack',
            input: ({ context }) => bodyOf(context),
            // A refused or failed post is dropped: the next track goes on.
            onDone: { target: 'idle', actions: 'dequeue' },
            onError: { target: 'idle', actions: 'dequeue' },
          },
        },
      },
    },
    // Admin mode, or a store with tracking off: every track is ignored.
    off: {},
  },
})
