// When checkout checks a US address against the postal data before saving it (C §4 address validation, C §5
// autocomplete), and what a suggestion changed (the modal marks it).
import type { Address, AddressField } from './address'

/** C §9: the address lookup waits this long after the last keystroke. */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 1000

/** C §9: and starts from this many typed characters. */
export const ADDRESS_LOOKUP_MIN_CHARS = 4

/** C §9: whether typed text is long enough to look up (surrounding spaces do not count). */
export function lookupQueryReady(text: string): boolean {
  return text.trim().length >= ADDRESS_LOOKUP_MIN_CHARS
}

/**
 * C §5: US address autocomplete needs the store setting onlineOrderAddressValidation and a member credential
 * (GET /member `credentials.addressLookup`); an admin acting for a shopper gets none (C §1: no prefill either).
 */
export function lookupEnabled(
  settingOn: boolean,
  credentials: Readonly<Record<string, string>>,
  country: string,
  adminMode: boolean,
): boolean {
  return settingOn && Boolean(credentials.addressLookup) && country === 'US' && !adminMode
}

/**
 * C §4: a US shipping address that is not validated is checked on submit instead of being saved, when the store
 * has onlineOrderAddressValidation on and the chosen method ships to an address.
 */
export function needsAddressValidation(
  settingOn: boolean,
  method: { readonly addressRequired: boolean } | null,
  shipping: Pick<Address, 'country' | 'validated'> | null | undefined,
): boolean {
  return settingOn && method?.addressRequired === true && shipping?.country === 'US' && !shipping.validated
}

// What postal validation may change; name and phone are the shopper's own (and the phone differs in form only once
// stored as digits). stateLabel follows state.
const COMPARED: readonly AddressField[] = ['address1', 'address2', 'city', 'state', 'zipCode', 'country']

const comparable = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase()

/** C §4 address validation modal: the fields a suggestion changes (case and spacing aside), in form order. */
export function addressDifferences(entered: Address, suggested: Address): AddressField[] {
  return COMPARED.filter((field) => comparable(entered[field]) !== comparable(suggested[field]))
}
