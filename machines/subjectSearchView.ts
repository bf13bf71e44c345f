import type { SnapshotFrom } from 'xstate'
import { codeErrorValues } from './accessCodeLimit'
import type { SubjectSearchError, SubjectSearchEvent, subjectSearchMachine } from './subjectSearch'

/** One child the access code found: a student (name, and their school's picture day) or a session pre-order. */
export type SubjectSearchResultView = {
  readonly key: string
  readonly kind: 'subject' | 'session'
  /** The student's name, or the session's label. */
  readonly title: string
  /** The student's session (school and picture day); null for a session pre-order. */
  readonly detail: string | null
  readonly choose: SubjectSearchEvent
}

export type SubjectSearchView = {
  /** The modal shows. */
  readonly open: boolean
  /** C §2: the shop is leaving for another order: a full backdrop with a spinner. */
  readonly switching: boolean
  /** `search`: the code and the results; `confirm`: the child chosen, its confirmation and Add. */
  readonly step: 'search' | 'confirm'
  /** What the shopper typed, kept as typed. */
  readonly code: string
  readonly searching: boolean
  /** The orders are being created: nothing can be changed or closed. */
  readonly creating: boolean
  readonly canClose: boolean
  readonly error: {
    readonly id:
      | 'multi_child_ordering.error_search_has_no_access_code'
      | 'multi_child_ordering.error_search_found_no_subjects'
      | 'multi_child_ordering.error_search_failed'
      | 'multi_child_ordering.error_add_failed'
      | 'access.error_too_many_codes'
    /** `minutes` with access.error_too_many_codes: how long to wait. */
    readonly values: { readonly code: string; readonly minutes?: number }
  } | null
  /** The children found; empty before a search found any. */
  readonly results: readonly SubjectSearchResultView[]
  readonly choice: { readonly kind: 'subject' | 'session'; readonly title: string } | null
  /** B §4: a student is added only with the confirmation ticked. */
  readonly confirmRequired: boolean
  readonly confirmed: boolean
  readonly canAdd: boolean
  readonly events: {
    readonly open: SubjectSearchEvent
    readonly close: SubjectSearchEvent
    readonly change: (code: string) => SubjectSearchEvent
    readonly submit: SubjectSearchEvent
    readonly confirm: (checked: boolean) => SubjectSearchEvent
    readonly add: SubjectSearchEvent
    readonly back: SubjectSearchEvent
  }
}

const ERRORS: Record<SubjectSearchError, NonNullable<SubjectSearchView['error']>['id']> = {
  empty: 'multi_child_ordering.error_search_has_no_access_code',
  none: 'multi_child_ordering.error_search_found_no_subjects',
  failed: 'multi_child_ordering.error_search_failed',
  addFailed: 'multi_child_ordering.error_add_failed',
  tooMany: 'access.error_too_many_codes',
}

/** B §2 subject search modal and the switching backdrop (C §2) as the views show them. */
export const subjectSearchView = (snapshot: SnapshotFrom<typeof subjectSearchMachine>): SubjectSearchView => {
  const { code, error, waitMinutes, results, choice, confirmed } = snapshot.context
  const adding = snapshot.matches({ open: 'adding' }) || snapshot.matches({ open: 'creating' })
  const creating = snapshot.matches({ open: 'creating' })
  const shown = snapshot.matches({ open: 'results' })
  const confirmRequired = choice?.kind === 'subject'
  return {
    open: snapshot.matches('open'),
    switching: snapshot.matches('switching'),
    step: adding ? 'confirm' : 'search',
    code,
    searching: snapshot.matches({ open: 'searching' }),
    creating,
    canClose: snapshot.matches('open') && !creating,
    error: error ? { id: ERRORS[error], values: codeErrorValues(code, error === 'tooMany', waitMinutes) } : null,
    results:
      shown && results
        ? [
            ...results.subjects.map(
              (s): SubjectSearchResultView => ({
                key: `subject:${s.id}`,
                kind: 'subject',
                title: s.name,
                detail: s.clientSessionLabel,
                choose: { type: 'result.choose', kind: 'subject', id: s.id },
              }),
            ),
            ...results.clientSessions.map(
              (s): SubjectSearchResultView => ({
                key: `session:${s.id}`,
                kind: 'session',
                title: s.label,
                detail: null,
                choose: { type: 'result.choose', kind: 'session', id: s.id },
              }),
            ),
          ]
        : [],
    choice: choice ? { kind: choice.kind, title: choice.kind === 'subject' ? choice.name : choice.label } : null,
    confirmRequired,
    confirmed,
    canAdd: snapshot.can({ type: 'add.submit' }),
    events: {
      open: { type: 'search.open' },
      close: { type: 'search.close' },
      change: (next) => ({ type: 'code.change', code: next }),
      submit: { type: 'code.submit' },
      confirm: (checked) => ({ type: 'confirm.change', checked }),
      add: { type: 'add.submit' },
      back: { type: 'result.back' },
    },
  }
}
