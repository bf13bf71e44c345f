import { assertEvent, assign, setup } from 'xstate'

export type OptionChooserEvent =
  | { type: 'optionChooser.open' }
  /** Sent once when the product panel opens; opens only for a group with parameters.autoOpen (B §4). */
  | { type: 'optionChooser.autoOpen' }
  | { type: 'optionChooser.choose'; optionId: string }
  | { type: 'optionChooser.close' }

/**
 * B §2 image-option chooser modal of a product panel's image group: choosing an option hands it to `chosen` (the
 * panel's option.choose) and closes (B §4: the image option modal closes after a selection is applied); closing
 * chooses nothing. A group with autoOpen opens it as the panel opens, once.
 */
export const optionChooserMachine = setup({
  types: {} as {
    context: { autoOpen: boolean; autoOpened: boolean }
    input: { autoOpen: boolean }
    events: OptionChooserEvent
  },
  actions: {
    chosen: (_, _params: { optionId: string }) => {},
    markAutoOpened: assign({ autoOpened: true }),
  },
  guards: {
    autoOpens: ({ context }) => context.autoOpen && !context.autoOpened,
  },
}).createMachine({
  id: 'optionChooser',
  context: ({ input }) => ({ autoOpen: input.autoOpen, autoOpened: false }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'optionChooser.open': 'open',
        'optionChooser.autoOpen': {
          guard: 'autoOpens',
          target: 'open',
          actions: 'markAutoOpened',
        },
      },
    },
    open: {
      on: {
        'optionChooser.choose': {
          target: 'closed',
          actions: {
            type: 'chosen',
            params: ({ event }) => {
              assertEvent(event, 'optionChooser.choose')
              return { optionId: event.optionId }
            },
          },
        },
        'optionChooser.close': 'closed',
      },
    },
  },
})
