import type { SnapshotFrom } from 'xstate'
import type { AccessCodeEvent, accessCodeMachine } from './accessCode'

export type AccessCodeView = {
  /** What the shopper typed, kept as typed. */
  readonly code: string
  /** A search runs or the shop opens: the submit button waits. */
  readonly busy: boolean
  /** Why the code was not accepted, with the code as typed (trimmed) for the message. */
  readonly error: {
    readonly id: 'multi_child_ordering.error_search_has_no_access_code' | 'access.error_unknown' | 'access.error_failed'
    readonly values: { readonly code: string }
  } | null
  readonly change: (code: string) => AccessCodeEvent
  readonly submit: AccessCodeEvent
}

const ERRORS = {
  empty: 'multi_child_ordering.error_search_has_no_access_code',
  unknown: 'access.error_unknown',
  failed: 'access.error_failed',
} as const

/** The site root's access-code form (DESIGN decision 9) as the view shows it. */
export const accessCodeView = (snapshot: SnapshotFrom<typeof accessCodeMachine>): AccessCodeView => {
  const { code, error } = snapshot.context
  return {
    code,
    busy: !snapshot.matches('editing'),
    error: error ? { id: ERRORS[error], values: { code: code.trim() } } : null,
    change: (next) => ({ type: 'code.change', code: next }),
    submit: { type: 'code.submit' },
  }
}
