import type { SnapshotFrom } from 'xstate'
import type { AdminSignInError, AdminSignInEvent, adminSignInMachine } from './adminSignIn'

type ErrorView = {
  readonly id:
    | 'admin.error_token_empty'
    | 'admin.error_token_invalid'
    | 'admin.error_too_many'
    | 'admin.error_sign_in_failed'
    | 'admin.error_reference_empty'
    | 'admin.error_order_not_found'
    | 'admin.error_open_failed'
  /** `minutes` with admin.error_too_many; `reference` (as typed, trimmed) with admin.error_order_not_found. */
  readonly values: { readonly minutes?: number; readonly reference?: string }
}

export type AdminSignInView =
  | {
      readonly page: 'signIn'
      /** The token as typed, kept after a refusal. */
      readonly token: string
      readonly busy: boolean
      readonly error: ErrorView | null
      readonly change: (token: string) => AdminSignInEvent
      readonly submit: AdminSignInEvent
    }
  | {
      readonly page: 'home'
      readonly reference: string
      /** An order is looked up or opening: the button waits. */
      readonly busy: boolean
      readonly error: ErrorView | null
      readonly change: (reference: string) => AdminSignInEvent
      readonly open: AdminSignInEvent
      readonly signOut: AdminSignInEvent
      /** The studio's funnel report (ui/admin/FunnelReportPage.tsx). */
      readonly reportHref: '/admin/report'
    }

const ERRORS: Record<AdminSignInError, ErrorView['id']> = {
  tokenEmpty: 'admin.error_token_empty',
  tokenInvalid: 'admin.error_token_invalid',
  tooMany: 'admin.error_too_many',
  signInFailed: 'admin.error_sign_in_failed',
  referenceEmpty: 'admin.error_reference_empty',
  notFound: 'admin.error_order_not_found',
  openFailed: 'admin.error_open_failed',
}

/** Issue 15 point 2: the admin area at /admin (machines/adminSignIn.ts), the sign-in page or the admin home. */
export const adminSignInView = (snapshot: SnapshotFrom<typeof adminSignInMachine>): AdminSignInView => {
  const { token, reference, error, waitMinutes } = snapshot.context
  const errorView: ErrorView | null = error
    ? {
        id: ERRORS[error],
        values:
          error === 'tooMany'
            ? { minutes: waitMinutes ?? 0 }
            : error === 'notFound'
              ? { reference: reference.trim() }
              : {},
      }
    : null
  if (snapshot.matches('signedOut') || snapshot.matches('checking'))
    return {
      page: 'signIn',
      token,
      busy: snapshot.matches('checking'),
      error: errorView,
      change: (next) => ({ type: 'token.change', token: next }),
      submit: { type: 'signIn.submit' },
    }
  return {
    page: 'home',
    reference,
    busy: !snapshot.matches('signedIn'),
    error: errorView,
    change: (next) => ({ type: 'reference.change', reference: next }),
    open: { type: 'order.open' },
    signOut: { type: 'signOut' },
    reportHref: '/admin/report',
  }
}
