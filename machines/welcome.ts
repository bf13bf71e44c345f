import { setup } from 'xstate'

/**
 * B §2 welcome modal: open by default when the stage shows a welcome message, closed on hide. While it is open the
 * custom form modal does not show (views read the open state). Issue 16 point 5: shown once per visitor; a visitor
 * who hid it before (`seen`, remembered by adapters for the store user and stage) is not greeted again.
 */
export const welcomeMachine = setup({
  types: {} as {
    context: { showWelcomeMessage: boolean; seen: boolean }
    input: { showWelcomeMessage: boolean; seen?: boolean }
    events: { type: 'welcome.hide' }
  },
  actions: { rememberSeen: () => {} },
  guards: { showsWelcome: ({ context }) => context.showWelcomeMessage && !context.seen },
}).createMachine({
  id: 'welcome',
  initial: 'deciding',
  context: ({ input }) => ({ showWelcomeMessage: input.showWelcomeMessage, seen: input.seen ?? false }),
  states: {
    deciding: {
      always: [{ guard: 'showsWelcome', target: 'open' }, { target: 'closed' }],
    },
    open: { on: { 'welcome.hide': { target: 'closed', actions: 'rememberSeen' } } },
    closed: {},
  },
})
