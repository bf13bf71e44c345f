import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { waitMinutesOf } from './accessCodeLimit'

export type AccessCodeError = 'empty' | 'unknown' | 'failed' | 'tooMany'

export type AccessCodeContext = {
  code: string
  error: AccessCodeError | null
  /** With the error `tooMany`: the minutes the shop asks to wait before the next code. */
  waitMinutes?: number
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
    // What the shopper typed is kept as typed; only a new keystroke clears the last error.
    setCode: assign({
      code: ({ event }) => {
        assertEvent(event, 'code.change')
        return event.code
      },
      error: null,
    }),
    setError: assign((_, params: { error: AccessCodeError | null }) => ({ error: params.error })),
    setTooMany: assign((_, params: { error: unknown }) => ({
      error: 'tooMany' as const,
      waitMinutes: waitMinutesOf(params.error) ?? 0,
    })),
    setShop: assign((_, params: { clientSessionId: string | null; subjectId: string | null }) => ({
      clientSessionId: params.clientSessionId,
      subjectId: params.subjectId,
    })),
  },
  guards: {
    blank: ({ context }) => context.code.trim() === '',
    found: (_, params: { clientSessionId: string | null }) => params.clientSessionId !== null,
    tooMany: (_, params: { error: unknown }) => waitMinutesOf(params.error) !== null,
  },
}).createMachine({
  id: 'accessCode',
  context: { code: '', error: null, clientSessionId: null, subjectId: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'code.change': { actions: 'setCode' },
        'code.submit': [
          { guard: 'blank', actions: { type: 'setError', params: { error: 'empty' } } },
          { target: 'searching', actions: { type: 'setError', params: { error: null } } },
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
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'opening',
            actions: { type: 'setShop', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: { type: 'setError', params: { error: 'unknown' } } },
        ],
        onError: [
          // Issue 11: too many wrong codes from here; the shopper is told how long to wait.
          {
            guard: { type: 'tooMany', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'setTooMany', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'editing', actions: { type: 'setError', params: { error: 'failed' } } },
        ],
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
