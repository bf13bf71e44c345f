import { assertEvent, assign, setup } from 'xstate'
import { clampPan, clampZoom, MIN_ZOOM, NO_PAN, type Pan } from '../core/zoom'

export type PreviewEvent =
  | { type: 'preview.open'; index: number; count: number }
  | { type: 'preview.next' }
  | { type: 'preview.previous' }
  | { type: 'preview.close' }
  /** Issue 16: a pinch, a double tap, a key or a drag of the zoomed photo; zoom and pan are held in bounds here. */
  | { type: 'preview.zoom'; zoom: number; pan: Pan }
  /** Issue 16 "Buy this photo": hands the photo to `buy` (the adapter keeps it chosen and opens the catalog). */
  | { type: 'preview.buy'; imageId: string }

type Context = {
  /** The photo shown, of `count` photos (the page or the favourites the preview was opened on). */
  index: number
  count: number
  /** Which way the last step went, so the view slides from the right side. */
  direction: 'next' | 'previous' | null
  /** Issue 16 pinch-zoom of the photo shown (core/zoom): 1 is the whole photo; each step starts unzoomed. */
  zoom: number
  pan: Pan
}

/** Steps through the photos without end: after the last comes the first, before the first the last. */
export const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0)

/** B §2: the carousel preloads the photos on both sides of the one shown. */
export const neighbours = ({ index, count }: Pick<Context, 'index' | 'count'>): number[] =>
  count <= 1 ? [] : [...new Set([wrap(index + 1, count), wrap(index - 1, count)])]

const UNZOOMED = { zoom: MIN_ZOOM, pan: NO_PAN }

/**
 * B §2 image preview modal: a full-size carousel that cycles infinitely; Escape or the close button closes it.
 * Issue 16: the photo zooms (a step shows the next one unzoomed), and "Buy this photo" closes it handing the photo on.
 */
export const previewMachine = setup({
  types: {} as { context: Context; events: PreviewEvent },
  guards: { hasPhotos: ({ event }) => event.type === 'preview.open' && event.count > 0 },
  actions: {
    buy: (_, _params: { imageId: string }) => {},
    show: assign(({ event }) => {
      assertEvent(event, 'preview.open')
      return { index: wrap(event.index, event.count), count: event.count, direction: null, ...UNZOOMED }
    }),
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.count), direction: 'next', ...UNZOOMED }),
    previous: assign({
      index: ({ context }) => wrap(context.index - 1, context.count),
      direction: 'previous',
      ...UNZOOMED,
    }),
    zoom: assign(({ event }) => {
      assertEvent(event, 'preview.zoom')
      const zoom = clampZoom(event.zoom)
      return { zoom, pan: clampPan(event.pan, zoom) }
    }),
  },
}).createMachine({
  id: 'preview',
  context: { index: 0, count: 0, direction: null, ...UNZOOMED },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'preview.open': { guard: 'hasPhotos', target: 'open', actions: 'show' },
      },
    },
    open: {
      on: {
        'preview.next': { actions: 'next' },
        'preview.previous': { actions: 'previous' },
        'preview.zoom': { actions: 'zoom' },
        'preview.buy': {
          target: 'closed',
          actions: { type: 'buy', params: ({ event }) => ({ imageId: event.imageId }) },
        },
        'preview.close': 'closed',
      },
    },
  },
})
