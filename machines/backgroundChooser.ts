import { assertEvent, assign, setup } from 'xstate'

export type BackgroundEvent =
  /** Opened by its button; `current` is the backdrop chosen so far. */
  | { type: 'background.open'; current: string | null }
  /** Sent once when the product panel opens; opens only for a group with parameters.autoOpen. */
  | { type: 'background.autoOpen'; current: string | null }
  /** A swatch picked: shown in the preview, not yet applied. */
  | { type: 'background.select'; optionId: string }
  | { type: 'background.apply' }
  | { type: 'background.close' }

export type BackgroundContext = { autoOpen: boolean; autoOpened: boolean; selected: string | null }

/**
 * B §2 background (green screen) chooser modal: the backdrops of a background group as swatches, the chosen one
 * previewed behind the photo's knockout; applying hands the choice to `applied` (the product panel's option.choose,
 * or node.background with a background per node) and closes. B §4: a group with autoOpen opens it when the panel
 * opens, once.
 */
export const backgroundChooserMachine = setup({
  types: {} as { context: BackgroundContext; input: { autoOpen: boolean }; events: BackgroundEvent },
  actions: {
    applied: (_, _params: { optionId: string }) => {},
    showCurrent: assign({
      selected: ({ event }) => {
        assertEvent(event, ['background.open', 'background.autoOpen'])
        return event.current
      },
    }),
    markAutoOpened: assign({ autoOpened: true }),
    preview: assign({
      selected: ({ event }) => {
        assertEvent(event, 'background.select')
        return event.optionId
      },
    }),
  },
  guards: {
    autoOpens: ({ context }) => context.autoOpen && !context.autoOpened,
    chosen: ({ context }) => context.selected !== null,
  },
}).createMachine({
  id: 'backgroundChooser',
  context: ({ input }) => ({ autoOpen: input.autoOpen, autoOpened: false, selected: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'background.open': { target: 'open', actions: 'showCurrent' },
        'background.autoOpen': { guard: 'autoOpens', target: 'open', actions: ['showCurrent', 'markAutoOpened'] },
      },
    },
    open: {
      on: {
        'background.select': { actions: 'preview' },
        'background.apply': {
          guard: 'chosen',
          target: 'closed',
          actions: { type: 'applied', params: ({ context }) => ({ optionId: context.selected ?? '' }) },
        },
        'background.close': 'closed',
      },
    },
  },
})
