import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { type AdminOrderTarget, adminOrderAddress, normalizeReference } from '../core/adminOrder'
import { waitMinutesOf } from './accessCodeLimit'

export type AdminSignInError =
  | 'tokenEmpty'
  | 'tokenInvalid'
  | 'tooMany'
  | 'signInFailed'
  | 'referenceEmpty'
  | 'notFound'
  | 'openFailed'

export type AdminSignInInput = {
  /** An admin token is already kept for this tab (adapters/storage/adminToken.ts). */
  signedIn: boolean
}

export type AdminSignInContext = AdminSignInInput & {
  /** The token as typed; forgotten once it is accepted (it is then kept by the adapters only). */
  token: string
  /** The order reference as typed. */
  reference: string
  error: AdminSignInError | null
  /** With the error `tooMany`: the minutes the shop asks to wait before the next token. */
  waitMinutes?: number
  /** Where the order found opens (core/adminOrder.ts). */
  address: string | null
}

export type AdminSignInEvent =
  | { type: 'token.change'; token: string }
  | { type: 'signIn.submit' }
  | { type: 'reference.change'; reference: string }
  | { type: 'order.open' }
  | { type: 'signOut' }

/** The API's answer to a wrong admin token and to too many of them (server/routes/admin.ts). */
const TOKEN_INVALID = 'admin_token_invalid'
const TOO_MANY_TOKENS = 'too_many_admin_tokens'

const codeOf = (error: unknown) => (error as { code?: unknown } | null | undefined)?.code
const statusOf = (error: unknown) => (error as { status?: unknown } | null | undefined)?.status

const notProvided = () => Promise.reject(new Error('provided by adapters'))

/**
 * Issue 15 point 2 (B §6, C §1, C §6): the admin area at /admin. Signed out, the studio member types the admin token
 * (sent in a request body, never a URL); the API accepts it or not, and an accepted one is kept for this tab
 * (`keepToken`). Signed in: open any shopper's order by its reference (`findOrder`, then `openAddress`: the cart or the
 * order page), or sign out (`forgetToken`). A refusal keeps what was typed.
 */
export const adminSignInMachine = setup({
  types: {} as { context: AdminSignInContext; events: AdminSignInEvent; input: AdminSignInInput },
  actors: {
    checkToken: fromPromise<void, { token: string }>(notProvided),
    findOrder: fromPromise<AdminOrderTarget, { reference: string }>(notProvided),
  },
  actions: {
    /** Keeps the accepted admin token for this tab (provided by adapters). */
    keepToken: (_, _params: { token: string }) => {},
    /** Forgets the admin token kept for this tab (provided by adapters). */
    forgetToken: () => {},
    /** Sends the browser to the order (provided by adapters). */
    openAddress: (_, _params: { address: string }) => {},
    setToken: assign({
      token: ({ event }) => {
        assertEvent(event, 'token.change')
        return event.token
      },
      error: null,
    }),
    setReference: assign({
      reference: ({ event }) => {
        assertEvent(event, 'reference.change')
        return event.reference
      },
      error: null,
    }),
    setError: assign((_, params: { error: AdminSignInError | null }) => ({ error: params.error })),
    setTooMany: assign((_, params: { error: unknown }) => ({
      error: 'tooMany' as const,
      waitMinutes: waitMinutesOf(params.error, TOO_MANY_TOKENS) ?? 0,
    })),
    forgetTyped: assign({ token: '', reference: '', error: null }),
    setAddress: assign((_, params: { order: AdminOrderTarget }) => ({ address: adminOrderAddress(params.order) })),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    blankToken: ({ context }) => context.token.trim() === '',
    blankReference: ({ context }) => normalizeReference(context.reference) === '',
    tokenInvalid: (_, params: { error: unknown }) => codeOf(params.error) === TOKEN_INVALID,
    tooMany: (_, params: { error: unknown }) => codeOf(params.error) === TOO_MANY_TOKENS,
    notFound: (_, params: { error: unknown }) => statusOf(params.error) === 404,
  },
}).createMachine({
  id: 'adminSignIn',
  context: ({ input }) => ({ token: '', reference: '', error: null, address: null, signedIn: input.signedIn }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'signedIn', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'token.change': { actions: 'setToken' },
        'signIn.submit': [
          { guard: 'blankToken', actions: { type: 'setError', params: { error: 'tokenEmpty' } } },
          { target: 'checking', actions: { type: 'setError', params: { error: null } } },
        ],
      },
    },
    checking: {
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        // The token exactly as typed: a secret's spaces may be its own.
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'keepToken', params: ({ context }) => ({ token: context.token }) }, 'forgetTyped'],
        },
        onError: [
          {
            guard: { type: 'tokenInvalid', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: { type: 'setError', params: { error: 'tokenInvalid' } },
          },
          {
            guard: { type: 'tooMany', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: { type: 'setTooMany', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'signedOut', actions: { type: 'setError', params: { error: 'signInFailed' } } },
        ],
      },
    },
    signedIn: {
      on: {
        'reference.change': { actions: 'setReference' },
        'order.open': [
          { guard: 'blankReference', actions: { type: 'setError', params: { error: 'referenceEmpty' } } },
          { target: 'opening', actions: { type: 'setError', params: { error: null } } },
        ],
        signOut: { target: 'signedOut', actions: ['forgetToken', 'forgetTyped'] },
      },
    },
    opening: {
      invoke: {
        id: 'findOrder',
        src: 'findOrder',
        input: ({ context }) => ({ reference: normalizeReference(context.reference) }),
        onDone: {
          target: 'leaving',
          actions: { type: 'setAddress', params: ({ event }) => ({ order: event.output }) },
        },
        onError: [
          {
            guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) },
            target: 'signedIn',
            actions: { type: 'setError', params: { error: 'notFound' } },
          },
          { target: 'signedIn', actions: { type: 'setError', params: { error: 'openFailed' } } },
        ],
      },
    },
    /** The browser goes to the order; the page stays busy until it has left. */
    leaving: {
      entry: { type: 'openAddress', params: ({ context }) => ({ address: context.address ?? '' }) },
    },
  },
})
