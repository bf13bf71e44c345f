import { assign, fromPromise, setup } from 'xstate'

export type ConfirmInput = {
  title: string
  body: string
  /** What accepting does, as data for the `runAccept` actor the parent provides. */
  payload: unknown
}

export type ConfirmOutcome =
  | { outcome: 'accepted'; result: unknown }
  | { outcome: 'cancelled' }
  | { outcome: 'failed'; error: unknown }

/**
 * B §4 / C §4 confirmation modal, invoked by the flow that needs it: accept disables both buttons, runs the accept
 * action, then closes; cancel closes; dismissal is blocked while disabled. A failed accept action closes too and hands
 * the error to the parent, which reports it.
 */
export const confirmMachine = setup({
  types: {} as {
    context: ConfirmInput & { outcome: ConfirmOutcome }
    input: ConfirmInput
    output: ConfirmOutcome
    events: { type: 'confirm.accept' } | { type: 'confirm.cancel' }
  },
  actors: {
    runAccept: fromPromise<unknown, { payload: unknown }>(() => Promise.reject(new Error('provided by the parent'))),
  },
  actions: {
    accepted: assign((_, params: { result: unknown }) => ({
      outcome: { outcome: 'accepted' as const, result: params.result },
    })),
    failed: assign((_, params: { error: unknown }) => ({
      outcome: { outcome: 'failed' as const, error: params.error },
    })),
  },
}).createMachine({
  id: 'confirm',
  context: ({ input }) => ({ ...input, outcome: { outcome: 'cancelled' } }),
  initial: 'open',
  states: {
    open: { on: { 'confirm.accept': 'accepting', 'confirm.cancel': 'closed' } },
    accepting: {
      invoke: {
        id: 'runAccept',
        src: 'runAccept',
        input: ({ context }) => ({ payload: context.payload }),
        onDone: { target: 'closed', actions: { type: 'accepted', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'closed', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
})
