/**
 * Issue 11 point 1: after too many wrong access codes the API refuses codes for a while (429 with the error code
 * `too_many_access_codes`) and names the minutes to wait in the error's values. Those minutes, or null when the
 * failure is another one. Wrong admin tokens are limited the same way (issue 15, code `too_many_admin_tokens`).
 */
export const waitMinutesOf = (error: unknown, code = 'too_many_access_codes'): number | null => {
  const e = error as { code?: unknown; values?: Record<string, Record<string, unknown>> } | null | undefined
  if (e?.code !== code) return null
  const minutes = Object.values(e.values ?? {}).find((v) => typeof v.minutes === 'number')?.minutes
  return typeof minutes === 'number' ? minutes : null
}

/** The values of a code form's error message: the code as typed (trimmed) and, when limited, the minutes to wait. */
export const codeErrorValues = (code: string, tooMany: boolean, waitMinutes = 0) => ({
  code: code.trim(),
  ...(tooMany ? { minutes: waitMinutes } : {}),
})
