// B §2 and C §4: "a server response that contains a redirect-to field sends the browser to that address". The API client
// follows it for every answer (adapters/api/client.ts), e.g. a download's signed file link (C §7 download item).

/** The names a redirect-to field goes by: `redirectTo`, or `redirect` (C §7 download item). */
const FIELDS = ['redirectTo', 'redirect'] as const

const fieldOf = (value: unknown): string | null => {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  for (const field of FIELDS) if (typeof record[field] === 'string') return record[field] as string
  return null
}

/** Only a web address (a path of this site or http(s)): never `javascript:` or another scheme. */
const isWebAddress = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url, 'http://shop.invalid/').protocol)
  } catch {
    return false
  }
}

/** The address an answer's redirect-to field names, at its top or under `data` (B §7 answers); null when none. */
export const redirectOf = (answer: unknown): string | null => {
  const url = fieldOf(answer) ?? fieldOf((answer as { data?: unknown } | null)?.data)
  return url !== null && url !== '' && isWebAddress(url) ? url : null
}

/**
 * Sends the browser where the answer says; a file's link (Content-Disposition attachment) saves and the page stays.
 * It waits for the history to stop moving: the dialog that asked (the licence) closes now, and its step back would
 * cancel the download.
 */
export const followRedirect = (
  answer: unknown,
  // Loaded when needed: the page's first reads go out through this client before React and xstate have come.
  go: (url: string) => unknown = (url) =>
    import('../react/dialogHistory').then(
      ({ whenHistoryStill }) => whenHistoryStill(() => globalThis.location?.assign(url)),
      // Without the dialogs' history (its chunk did not come), the browser still goes: a download is not lost.
      () => globalThis.location?.assign(url),
    ),
) => {
  const url = redirectOf(answer)
  if (url !== null) go(url)
}
