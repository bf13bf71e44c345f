import { assign, fromPromise, setup } from 'xstate'

export type AccessCodeError = 'empty' | 'unknown' | 'failed'

export type AccessCodeContext = {
  code: string
  error: AccessCodeError | null
  clientSessionId: string | null
  /** Set when the code is a student's: the shop opens on that student. */
  subjectId: string | null
}

export type AccessCodeEvent = { type: 'code.change'; code: string } | { type: 'code.submit' }

/** The site root (DESIGN decision 9): the shopper types the flyer's access code and lands in that shop. */
export const accessCodeMachine = setup({
  types: {} as { context: AccessCodeContext; events: AccessCodeEvent },
  actors: {
    searchByCode: fromPromise<{ clientSessionId: string | null; subjectId: string | null }, { code: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
  },
  actions: {
    openShop: (_, _params: { clientSessionId: string; subjectId: string | null }) => {
      throw new Error('provided by adapters')
    },
  },
  guards: { blank: ({ context }) => context.code.trim() === '' },
}).createMachine({
  id: 'accessCode',
  context: { code: '', error: null, clientSessionId: null, subjectId: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'code.change': {
          // What the shopper typed is kept as typed; only a new keystroke clears the last error.
          actions: assign({ code: ({ event }) => event.code, error: null }),
        },
        'code.submit': [
          { guard: 'blank', actions: assign({ error: 'empty' }) },
          { target: 'searching', actions: assign({ error: null }) },
        ],
      },
    },
    searching: {
      invoke: {
        id: 'searchByCode',
        src: 'searchByCode',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output.clientSessionId !== null,
            target: 'opening',
            actions: assign({
              clientSessionId: ({ event }) => event.output.clientSessionId,
              subjectId: ({ event }) => event.output.subjectId,
            }),
          },
          { target: 'editing', actions: assign({ error: 'unknown' }) },
        ],
        onError: { target: 'editing', actions: assign({ error: 'failed' }) },
      },
    },
    opening: {
      entry: {
        type: 'openShop',
        params: ({ context }) => ({ clientSessionId: context.clientSessionId ?? '', subjectId: context.subjectId }),
      },
    },
  },
})
