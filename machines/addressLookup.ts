// C §5 US address autocomplete, C §9: what the shopper types is looked up 1 s after the last keystroke and from 4
// characters on, only when the store and the member credentials allow it (core lookupEnabled). A failed lookup says
// nothing: the shopper types the address as without it.
import { assign, fromPromise, setup } from 'xstate'
import { ADDRESS_LOOKUP_DEBOUNCE_MS, lookupQueryReady } from '../core/addressValidation'
import type { AddressSuggestion } from '../core/schemas/checkout'

export type AddressLookupInput = { enabled: boolean }

export type AddressLookupEvent = { type: 'query.change'; text: string } | { type: 'lookup.close' }

export type AddressLookupContext = { enabled: boolean; text: string; entries: readonly AddressSuggestion[] }

export const addressLookupMachine = setup({
  types: {} as { context: AddressLookupContext; input: AddressLookupInput; events: AddressLookupEvent },
  actors: {
    lookupAddresses: fromPromise<readonly AddressSuggestion[], { query: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
  },
  actions: {
    keepText: assign({ text: (_, params: { text: string }) => params.text }),
    keepEntries: assign({ entries: (_, params: { entries: readonly AddressSuggestion[] }) => params.entries }),
    clearEntries: assign({ entries: [] }),
  },
  guards: {
    enabled: ({ context }) => context.enabled,
    queryReady: ({ context }) => lookupQueryReady(context.text),
    found: (_, params: { entries: readonly AddressSuggestion[] }) => params.entries.length > 0,
  },
  delays: { lookupDebounce: ADDRESS_LOOKUP_DEBOUNCE_MS },
}).createMachine({
  id: 'addressLookup',
  context: ({ input }) => ({ enabled: input.enabled, text: '', entries: [] }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'enabled', target: 'idle' }, { target: 'off' }] },
    // No credential, the store setting off, or an admin: typing is only typing.
    off: {},
    idle: {
      on: {
        'query.change': {
          target: 'waiting',
          actions: { type: 'keepText', params: ({ event }) => ({ text: event.text }) },
        },
      },
    },
    // Each keystroke starts the wait again.
    waiting: {
      on: {
        'query.change': {
          target: 'waiting',
          reenter: true,
          actions: { type: 'keepText', params: ({ event }) => ({ text: event.text }) },
        },
        'lookup.close': { target: 'idle', actions: 'clearEntries' },
      },
      after: {
        lookupDebounce: [
          { guard: 'queryReady', target: 'searching' },
          { target: 'idle', actions: 'clearEntries' },
        ],
      },
    },
    searching: {
      invoke: {
        id: 'lookupAddresses',
        src: 'lookupAddresses',
        input: ({ context }) => ({ query: context.text.trim() }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ entries: event.output }) },
            target: 'showing',
            actions: { type: 'keepEntries', params: ({ event }) => ({ entries: event.output }) },
          },
          { target: 'idle', actions: 'clearEntries' },
        ],
        onError: { target: 'idle', actions: 'clearEntries' },
      },
      on: {
        'query.change': {
          target: 'waiting',
          actions: { type: 'keepText', params: ({ event }) => ({ text: event.text }) },
        },
        'lookup.close': { target: 'idle', actions: 'clearEntries' },
      },
    },
    showing: {
      on: {
        'query.change': {
          target: 'waiting',
          actions: { type: 'keepText', params: ({ event }) => ({ text: event.text }) },
        },
        'lookup.close': { target: 'idle', actions: 'clearEntries' },
      },
    },
  },
})
