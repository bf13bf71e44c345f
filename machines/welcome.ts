import { setup } from 'xstate'

/**
 * B §2 welcome modal: open by default when the stage shows a welcome message, closed on hide. While it is open the
 * custom form modal does not show (views read the open state).
 */
export const welcomeMachine = setup({
  types: {} as {
    context: { showWelcomeMessage: boolean }
    input: { showWelcomeMessage: boolean }
    events: { type: 'welcome.hide' }
  },
  guards: { showsWelcome: ({ context }) => context.showWelcomeMessage },
}).createMachine({
  id: 'welcome',
  initial: 'deciding',
  context: ({ input }) => input,
  states: {
    deciding: {
      always: [{ guard: 'showsWelcome', target: 'open' }, { target: 'closed' }],
    },
    open: { on: { 'welcome.hide': 'closed' } },
    closed: {},
  },
})
