import { assign, fromPromise, setup } from 'xstate'

export type ConfirmRequest = {
  title: string
  body: string
  /** Defaults: Yes and No (B §2 confirmation modal). */
  acceptLabel?: string
  cancelLabel?: string
  /** What accepting does; the dialog stays open, both buttons disabled, until it settles. */
  onAccept: () => Promise<unknown>
  onCancel?: () => void
}

/**
 * B §4 / C §4 confirmation modal: accept disables both buttons, runs the accept action, then closes; cancel closes and
 * runs the optional cancel action; dismissal is blocked while disabled.
 */
export const confirmMachine = setup({
  types: {} as {
    context: { request: ConfirmRequest | null; failed: boolean }
    events: { type: 'confirm.open'; request: ConfirmRequest } | { type: 'confirm.accept' } | { type: 'confirm.cancel' }
  },
  actors: {
    runAccept: fromPromise<unknown, { request: ConfirmRequest }>(({ input }) => input.request.onAccept()),
  },
}).createMachine({
  id: 'confirm',
  context: { request: null, failed: false },
  initial: 'closed',
  states: {
    closed: {
      entry: assign({ request: null }),
      on: {
        'confirm.open': { target: 'open', actions: assign({ request: ({ event }) => event.request, failed: false }) },
      },
    },
    open: {
      on: {
        'confirm.accept': 'accepting',
        'confirm.cancel': { target: 'closed', actions: ({ context }) => context.request?.onCancel?.() },
      },
    },
    accepting: {
      // Both buttons are disabled and Escape or a backdrop click does nothing here.
      invoke: {
        id: 'runAccept',
        src: 'runAccept',
        input: ({ context }) => ({ request: context.request as ConfirmRequest }),
        onDone: 'closed',
        // The action reports its own failure (a toast); the dialog closes either way so the shopper is not stuck.
        onError: { target: 'closed', actions: assign({ failed: true }) },
      },
    },
  },
})
