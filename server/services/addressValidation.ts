// Address validation and lookup (C §4 address validation, C §5 autocomplete, C §7 PATCH /addresses/*) behind
// providers: the offline US one (offlineUsAddresses.ts) answers always; an online one (a postal-data service) can be
// put before it in Deps.addressProviders. Checkout never waits on a provider for long: each call has one time limit
// for all providers, a provider that fails or is still busy then is skipped, and the offline one, last, answers.
import type { Address } from '../../core/address'
import type { AddressCandidate, AddressSuggestion } from '../../core/schemas/checkout'

export type AddressProvider = {
  /** Shown in logs and, for a provider with lookup, as the member credential `addressLookup` (GET /member). */
  readonly name: string
  /** Suggestions for the address as the postal data knows it, each marked `validated`; [] when there are none. */
  validate(address: Address, signal: AbortSignal): Promise<readonly AddressCandidate[]>
  /** Addresses matching typed text (at least 4 characters); `expandSelected` is an entry picked earlier to expand. */
  lookup?(query: string, expandSelected: string | null, signal: AbortSignal): Promise<readonly AddressSuggestion[]>
}

/** How long a validation may take: the browser gives up at 8 s and then offers the entered address. */
export const VALIDATE_TIMEOUT_MS = 2000

/** The lookup completes a field while the shopper types: an answer later than this is of no use. */
export const LOOKUP_TIMEOUT_MS = 800

const FAILED = Symbol('failed')

/**
 * The first provider's answer, in the order given, that came in time: a provider that fails is skipped, and when time
 * is up the first answer already in is taken (the offline provider's, which answers at once). undefined when none.
 */
export async function firstAnswer<T>(
  providers: readonly AddressProvider[],
  ask: (provider: AddressProvider, signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
): Promise<T | undefined> {
  const controller = new AbortController()
  const outcomes: (T | typeof FAILED | undefined)[] = providers.map(() => undefined)
  const settled = providers.map((provider, i) =>
    Promise.resolve()
      .then(() => ask(provider, controller.signal))
      .then(
        (answer) => {
          outcomes[i] = answer
        },
        (error: unknown) => {
          outcomes[i] = FAILED
          console.warn(`Address provider ${provider.name} failed: ${error instanceof Error ? error.message : error}`)
        },
      ),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  try {
    for (const [i, done] of settled.entries()) {
      await Promise.race([done, late])
      const outcome = outcomes[i]
      if (outcome === undefined) {
        console.warn(`Address provider ${providers[i]?.name} took longer than ${timeoutMs} ms: skipped`)
        break
      }
      if (outcome !== FAILED) return outcome
    }
    return outcomes.find((outcome): outcome is T => outcome !== undefined && outcome !== FAILED)
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
}

/** C §7 PATCH /addresses/validate: the suggestions for an address; [] at worst, never an error. */
export async function validateAddressWith(
  providers: readonly AddressProvider[],
  address: Address,
  timeoutMs = VALIDATE_TIMEOUT_MS,
): Promise<readonly AddressCandidate[]> {
  return (await firstAnswer(providers, (p, signal) => p.validate(address, signal), timeoutMs)) ?? []
}

/** The providers that look addresses up as the shopper types. */
export const lookupProviders = (providers: readonly AddressProvider[]) =>
  providers.filter((provider) => provider.lookup !== undefined)

/** C §7 PATCH /addresses/suggestions: the entries for typed text; [] at worst, never an error. */
export async function lookupAddressesWith(
  providers: readonly AddressProvider[],
  query: string,
  expandSelected: string | null,
  timeoutMs = LOOKUP_TIMEOUT_MS,
): Promise<readonly AddressSuggestion[]> {
  const ask = (p: AddressProvider, signal: AbortSignal) =>
    p.lookup?.(query, expandSelected, signal) ?? Promise.resolve([])
  return (await firstAnswer(lookupProviders(providers), ask, timeoutMs)) ?? []
}

/**
 * C §5 GET /member `credentials`: the address lookup is active only with a member credential, given while a provider
 * can look addresses up; its value names that provider.
 */
export function memberCredentials(providers: readonly AddressProvider[]): Record<string, string> {
  const [first] = lookupProviders(providers)
  return first ? { addressLookup: first.name } : {}
}
