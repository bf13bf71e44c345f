import { assertEvent, assign, setup } from 'xstate'

export type PreviewEvent =
  | { type: 'preview.open'; index: number; count: number }
  | { type: 'preview.next' }
  | { type: 'preview.previous' }
  | { type: 'preview.close' }

type Context = {
  /** The photo shown, of `count` photos (the page or the favourites the preview was opened on). */
  index: number
  count: number
  /** Which way the last step went, so the view slides from the right side. */
  direction: 'next' | 'previous' | null
}

/** Steps through the photos without end: after the last comes the first, before the first the last. */
export const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0)

/** B §2: the carousel preloads the photos on both sides of the one shown. */
export const neighbours = ({ index, count }: Pick<Context, 'index' | 'count'>): number[] =>
  count <= 1 ? [] : [...new Set([wrap(index + 1, count), wrap(index - 1, count)])]

/** B §2 image preview modal: a full-size carousel that cycles infinitely; Escape or the close button closes it. */
export const previewMachine = setup({
  types: {} as { context: Context; events: PreviewEvent },
  guards: { hasPhotos: ({ event }) => event.type === 'preview.open' && event.count > 0 },
  actions: {
    show: assign(({ event }) => {
      assertEvent(event, 'preview.open')
      return { index: wrap(event.index, event.count), count: event.count, direction: null }
    }),
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.count), direction: 'next' }),
    previous: assign({ index: ({ context }) => wrap(context.index - 1, context.count), direction: 'previous' }),
  },
}).createMachine({
  id: 'preview',
  context: { index: 0, count: 0, direction: null },
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
        'preview.close': 'closed',
      },
    },
  },
})
