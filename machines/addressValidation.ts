// C §4 address validation: a US shipping address that is not validated is checked before checkout saves it. The
// shopper picks a suggestion or keeps the entered address (C §8: no suggestion says so and asks to confirm it).
import { assign, fromPromise, setup } from 'xstate'
import type { Address } from '../core/address'
import { addressDifferences } from '../core/addressValidation'
import type { AddressCandidate } from '../core/schemas/checkout'

/** Checkout never waits on the provider longer than this: past it the entered address is offered (issue 12 point 5). */
export const VALIDATION_TIMEOUT_MS = 8000

export type AddressValidationInput = { address: Address; timeoutMs?: number }

/**
 * What the shopper chose: the address to save (validated, with the shopper's own name and phone) or nothing
 * (cancelled: back to the form).
 */
export type AddressValidationOutput =
  | { choice: 'suggestion'; address: Address }
  | { choice: 'entered'; address: Address }
  | { choice: 'cancel' }

export type AddressValidationEvent =
  | { type: 'suggestion.choose'; index: number }
  | { type: 'entered.confirm' }
  | { type: 'validation.cancel' }

export type AddressValidationContext = {
  address: Address
  timeoutMs: number
  candidates: readonly AddressCandidate[]
  choice: AddressValidationOutput | null
}

// A suggestion changes only the postal part; the name and phone stay the shopper's.
const POSTAL: readonly (keyof Address)[] = ['address1', 'address2', 'city', 'zipCode', 'state', 'stateLabel', 'country']

const withPostalPart = (entered: Address, suggested: Address): Address => ({
  ...entered,
  ...Object.fromEntries(POSTAL.map((field) => [field, suggested[field]])),
  validated: true,
})

const onlyOneAlike = (address: Address, candidates: readonly AddressCandidate[]) =>
  candidates.length === 1 && addressDifferences(address, (candidates[0] as AddressCandidate).address).length === 0

export const addressValidationMachine = setup({
  types: {} as {
    context: AddressValidationContext
    input: AddressValidationInput
    events: AddressValidationEvent
    output: AddressValidationOutput
  },
  actors: {
    validateAddress: fromPromise<readonly AddressCandidate[], { address: Address }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
  },
  actions: {
    keepCandidates: assign({
      candidates: (_, params: { candidates: readonly AddressCandidate[] }) => params.candidates,
    }),
    chooseEntered: assign({
      choice: ({ context }) => ({ choice: 'entered' as const, address: { ...context.address, validated: true } }),
    }),
    chooseSuggestion: assign({
      choice: ({ context }, params: { index: number }) => {
        const candidate = context.candidates[params.index] as AddressCandidate
        return { choice: 'suggestion' as const, address: withPostalPart(context.address, candidate.address) }
      },
    }),
    cancel: assign({ choice: { choice: 'cancel' as const } }),
  },
  guards: {
    confirmsEntered: ({ context }, params: { candidates: readonly AddressCandidate[] }) =>
      onlyOneAlike(context.address, params.candidates),
    hasCandidates: (_, params: { candidates: readonly AddressCandidate[] }) => params.candidates.length > 0,
    knownSuggestion: ({ context, event }) =>
      event.type === 'suggestion.choose' && context.candidates[event.index] !== undefined,
  },
  delays: { validationTimeout: ({ context }) => context.timeoutMs },
}).createMachine({
  id: 'addressValidation',
  context: ({ input }) => ({
    address: input.address,
    timeoutMs: input.timeoutMs ?? VALIDATION_TIMEOUT_MS,
    candidates: [],
    choice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'validateAddress',
        src: 'validateAddress',
        input: ({ context }) => ({ address: context.address }),
        onDone: [
          // The postal data agrees with what was typed: nothing to ask, the address is validated as it is.
          {
            guard: { type: 'confirmsEntered', params: ({ event }) => ({ candidates: event.output }) },
            target: 'done',
            actions: 'chooseEntered',
          },
          {
            guard: { type: 'hasCandidates', params: ({ event }) => ({ candidates: event.output }) },
            target: 'suggestions',
            actions: { type: 'keepCandidates', params: ({ event }) => ({ candidates: event.output }) },
          },
          { target: 'failed' },
        ],
        // C §8: a failed validation is one without suggestions.
        onError: 'failed',
      },
      after: { validationTimeout: 'failed' },
      on: { 'validation.cancel': { target: 'done', actions: 'cancel' } },
    },
    suggestions: {
      on: {
        'suggestion.choose': {
          guard: 'knownSuggestion',
          target: 'done',
          actions: { type: 'chooseSuggestion', params: ({ event }) => ({ index: event.index }) },
        },
        'entered.confirm': { target: 'done', actions: 'chooseEntered' },
        'validation.cancel': { target: 'done', actions: 'cancel' },
      },
    },
    // C §8: "says verification failed and asks confirmation to use the entered address".
    failed: {
      on: {
        'entered.confirm': { target: 'done', actions: 'chooseEntered' },
        'validation.cancel': { target: 'done', actions: 'cancel' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.choice ?? { choice: 'cancel' },
})
