import type { SnapshotFrom } from 'xstate'
import type { AccessCodeEvent, accessCodeMachine } from './accessCode'
import { codeErrorValues } from './accessCodeLimit'

export type AccessCodeView = {
  /** What the shopper typed, kept as typed. */
  readonly code: string
  /** A search runs or the shop opens: the submit button waits. */
  readonly busy: boolean
  /** Why the code was not accepted, with the code as typed (trimmed) for the message. */
  readonly error: {
    readonly id:
      | 'multi_child_ordering.error_search_has_no_access_code'
      | 'access.error_unknown'
      | 'access.error_failed'
      | 'access.error_too_many_codes'
    /** `minutes` with access.error_too_many_codes: how long to wait. */
    readonly values: { readonly code: string; readonly minutes?: number }
  } | null
  readonly change: (code: string) => AccessCodeEvent
  readonly submit: AccessCodeEvent
}

const ERRORS = {
  empty: 'multi_child_ordering.error_search_has_no_access_code',
  unknown: 'access.error_unknown',
  failed: 'access.error_failed',
  tooMany: 'access.error_too_many_codes',
} as const

/** The site root's access-code form (DESIGN decision 9) as the view shows it. */
export const accessCodeView = (snapshot: SnapshotFrom<typeof accessCodeMachine>): AccessCodeView => {
  const { code, error, waitMinutes } = snapshot.context
  return {
    code,
    busy: !snapshot.matches('editing'),
    error: error ? { id: ERRORS[error], values: codeErrorValues(code, error === 'tooMany', waitMinutes) } : null,
    change: (next) => ({ type: 'code.change', code: next }),
    submit: { type: 'code.submit' },
  }
}
