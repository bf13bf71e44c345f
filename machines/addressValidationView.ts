// What the address validation modal shows (C §2 dialogs, C §4 address validation, C §8): the entered address beside
// the suggestions, each suggestion's changed lines marked, and the events its buttons send.
import type { SnapshotFrom } from 'xstate'
import type { AddressData, AddressField } from '../core/address'
import { addressLines } from '../core/addressFormat'
import { addressDifferences } from '../core/addressValidation'
import type { AddressValidationEvent, addressValidationMachine } from './addressValidation'

export type AddressValidationSnapshot = SnapshotFrom<typeof addressValidationMachine>

/** One printed line of an address; `changed` marks a suggestion's line that differs from every entered line. */
export type AddressLineView = { text: string; changed: boolean }

export type AddressSuggestionView = {
  lines: AddressLineView[]
  /** The fields the suggestion changes, in form order (for the screen reader's "changed" and a summary). */
  changed: AddressField[]
  /** "Use this address". */
  event: AddressValidationEvent
}

export type AddressValidationView = {
  /** loading: a spinner; suggestions: the list; failed: "could not verify, use the entered address?" (C §8). */
  status: 'loading' | 'suggestions' | 'failed' | 'done'
  titleId: 'address_validation.title'
  /** The text above the choices. */
  messageId: 'address_validation.checking' | 'address_validation.choose' | 'address_validation.failed'
  entered: { lines: string[] }
  suggestions: AddressSuggestionView[]
  events: { confirmEntered: AddressValidationEvent; cancel: AddressValidationEvent }
}

const comparable = (line: string) => line.trim().replace(/\s+/g, ' ').toLowerCase()

const MESSAGES = {
  loading: 'address_validation.checking',
  suggestions: 'address_validation.choose',
  failed: 'address_validation.failed',
  done: 'address_validation.choose',
} as const

/** `data`: the address data, for the lines in the country's postal order (core/addressData.ts). */
export const addressValidationView = (
  snapshot: AddressValidationSnapshot,
  data: AddressData,
): AddressValidationView => {
  const status = snapshot.value as AddressValidationView['status']
  const { address, candidates } = snapshot.context
  const entered = addressLines(address, data)
  const enteredLines = new Set(entered.map(comparable))
  return {
    status,
    titleId: 'address_validation.title',
    messageId: MESSAGES[status],
    entered: { lines: entered },
    suggestions: candidates.map((candidate, index) => ({
      lines: addressLines({ ...candidate.address, name: address.name }, data).map((text) => ({
        text,
        changed: !enteredLines.has(comparable(text)),
      })),
      changed: addressDifferences(address, candidate.address),
      event: { type: 'suggestion.choose', index },
    })),
    events: { confirmEntered: { type: 'entered.confirm' }, cancel: { type: 'validation.cancel' } },
  }
}
