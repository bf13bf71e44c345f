import { assign, fromPromise, setup } from 'xstate'
import type { Order } from '../core/schemas/order'
import type { TrackEvent, TrackProperties } from '../core/tracking'
import type { ChangeError } from './order'
import { type OrderRef, requestOrderChange } from './orderLink'
import type { Tracks } from './tracking'

export type CouponFormEvent =
  | { type: 'coupon.toggle' }
  | { type: 'coupon.cancel' }
  | { type: 'coupon.change'; code: string }
  | { type: 'coupon.submit' }
  | { type: 'coupon.remove' }

export type CouponFormContext = {
  orderRef: OrderRef | null
  code: string
  /** The server's reason for refusing the code (C §8: coupon apply failure shows the server's message). */
  error: ChangeError | null
}

type Request = { orderRef: OrderRef | null; code: string }

const change = (orderRef: OrderRef | null, run: (ref: OrderRef) => Promise<Order | null>) =>
  orderRef ? run(orderRef) : Promise.reject({ code: 'no_order', message: 'No order yet', fields: {} })

const toError = (error: unknown): ChangeError => {
  const e = error as Partial<ChangeError> | undefined
  return { code: e?.code ?? 'network', message: e?.message ?? String(error), fields: e?.fields ?? {} }
}

/** The order the coupon goes on, as the order actor holds it now (none in a replay of this machine alone). */
const orderIdOf = (context: CouponFormContext, answered?: Order | null) =>
  answered?.id ?? context.orderRef?.getSnapshot().context.order?.id ?? null

/** C §7 coupon entered, applied, denied (with the reason: the server's error code) and removed. */
const couponTrack = (
  event: TrackEvent,
  properties: (args: { context: CouponFormContext; event: unknown }) => TrackProperties,
) =>
  ({
    type: 'track',
    params: (args: { context: CouponFormContext; event: unknown }): Tracks => ({
      tracks: [{ event, properties: properties(args) }],
    }),
  }) as const

const answered = (event: unknown) => (event as { output?: Order | null }).output ?? null

/**
 * C §2 coupon form in the totals block, C §4 coupons, C §5: it toggles open and closed, Escape cancels it, it submits
 * only a non-empty code (trimmed), a refusal keeps the code and shows the server's message, success and removal say
 * so in a toast. The order actor applies and removes the coupon.
 */
export const couponFormMachine = setup({
  types: {} as { context: CouponFormContext; input: { orderRef?: OrderRef | null }; events: CouponFormEvent },
  actors: {
    applyCoupon: fromPromise<Order | null, Request>(({ input }) =>
      change(input.orderRef, (ref) => requestOrderChange(ref, { kind: 'coupon.apply', code: input.code })),
    ),
    removeCoupon: fromPromise<Order | null, Request>(({ input }) =>
      change(input.orderRef, (ref) => requestOrderChange(ref, { kind: 'coupon.remove' })),
    ),
  },
  actions: {
    notify: (_, _params: { level: 'success' | 'error'; message: string; values?: Record<string, string> }) => {},
    /** C §7 tracking (machines/tracking.ts). */
    track: (_, _params: Tracks) => {},
    setCode: assign({ code: ({ context, event }) => (event.type === 'coupon.change' ? event.code : context.code) }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, params: { error: unknown }) => toError(params.error) }),
    reset: assign({ code: '', error: null }),
  },
  guards: {
    hasCode: ({ context }) => context.code.trim() !== '',
  },
}).createMachine({
  id: 'couponForm',
  context: ({ input }) => ({ orderRef: input.orderRef ?? null, code: '', error: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'coupon.toggle': { target: 'open', actions: 'clearError' },
        'coupon.remove': 'removing',
      },
    },
    open: {
      on: {
        'coupon.toggle': 'closed',
        'coupon.cancel': 'closed',
        'coupon.change': { actions: ['setCode', 'clearError'] },
        'coupon.submit': {
          guard: 'hasCode',
          target: 'applying',
          actions: couponTrack('Coupon Entered', ({ context }) => ({
            order: orderIdOf(context),
            coupon: context.code.trim(),
          })),
        },
        'coupon.remove': 'removing',
      },
    },
    applying: {
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({ orderRef: context.orderRef, code: context.code.trim() }),
        onDone: {
          target: 'closed',
          actions: [
            couponTrack('Coupon Applied', ({ context, event }) => ({
              order: orderIdOf(context, answered(event)),
              coupon: context.code.trim(),
            })),
            {
              type: 'notify',
              params: ({ context }) => ({
                level: 'success' as const,
                message: 'notifications.coupon_applied',
                values: { coupon: context.code.trim().toUpperCase() },
              }),
            },
            'reset',
          ],
        },
        // Nothing typed is lost: the form stays open with the code and the server's reason.
        onError: {
          target: 'open',
          actions: [
            { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            couponTrack('Coupon Denied', ({ context }) => ({
              order: orderIdOf(context),
              coupon: context.code.trim(),
              reason: context.error?.code ?? null,
            })),
          ],
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeCoupon',
        src: 'removeCoupon',
        input: ({ context }) => ({ orderRef: context.orderRef, code: '' }),
        onDone: {
          target: 'closed',
          actions: [
            couponTrack('Coupon Removed', ({ context, event }) => ({ order: orderIdOf(context, answered(event)) })),
            { type: 'notify', params: { level: 'success', message: 'notifications.coupon_removed' } },
          ],
        },
        onError: {
          target: 'closed',
          actions: { type: 'notify', params: { level: 'error', message: 'notifications.coupon_remove_failed' } },
        },
      },
    },
  },
})
