// Issue 15 point 2 (C §1 admin-only cart features, C §6): the studio's price adjustment form in the cart, shown in
// admin mode only (its view). The amount is typed in the currency's units ("-5.00" takes off) and checked with its
// reason by core/adjustment.ts before anything is sent; the order actor sets or removes it (requestOrderChange).
import { assign, fromPromise, setup } from 'xstate'
import { type AdjustmentProblems, adjustmentProblems, parseAdjustmentAmount } from '../core/adjustment'
import { normalizeNote } from '../core/adminNote'
import type { Money } from '../core/money'
import type { Order } from '../core/schemas/order'
import { type ChangeError, toChangeError } from './order'
import { type OrderRef, requestOrderChange } from './orderLink'

export type AdjustmentField = 'amount' | 'reason'

export type AdjustmentFormEvent =
  | { type: 'adjustment.toggle' }
  | { type: 'adjustment.cancel' }
  | { type: 'adjustment.change'; field: AdjustmentField; text: string }
  | { type: 'adjustment.submit' }
  | { type: 'adjustment.remove' }

export type AdjustmentFormContext = {
  orderRef: OrderRef | null
  /** What is typed, kept through a refusal. */
  amount: string
  reason: string
  /** What is wrong with each field (message ids): checked here on submit, or the server's 400 fields. */
  problems: AdjustmentProblems
  /** The server's refusal that names no field (409 order_locked, version conflict, no answer). */
  error: ChangeError | null
}

type Request = { orderRef: OrderRef | null; amount: Money; reason: string }

/** The adjustment typed, as it would be sent: the amount parsed (0 when it does not read) and the reason normalized. */
export const typedAdjustment = (context: Pick<AdjustmentFormContext, 'amount' | 'reason'>) => ({
  amount: parseAdjustmentAmount(context.amount) ?? 0,
  reason: normalizeNote(context.reason),
})

const change = (orderRef: OrderRef | null, run: (ref: OrderRef) => Promise<Order | null>) =>
  orderRef ? run(orderRef) : Promise.reject({ code: 'no_order', message: 'No order yet', fields: {} })

/** The server's 400 fields (`adjustment.amount`, `adjustment.reason`) as the form's problems. */
const fieldProblems = (error: ChangeError): AdjustmentProblems =>
  Object.fromEntries(
    Object.entries(error.fields)
      .filter(([path]) => path === 'adjustment.amount' || path === 'adjustment.reason')
      .map(([path, id]) => [path.slice('adjustment.'.length), id]),
  )

export const adjustmentFormMachine = setup({
  types: {} as {
    context: AdjustmentFormContext
    input: { orderRef?: OrderRef | null }
    events: AdjustmentFormEvent
  },
  actors: {
    applyAdjustment: fromPromise<Order | null, Request>(({ input }) =>
      change(input.orderRef, (ref) =>
        requestOrderChange(ref, { kind: 'adjustment.set', amount: input.amount, reason: input.reason }),
      ),
    ),
    removeAdjustment: fromPromise<Order | null, Request>(({ input }) =>
      change(input.orderRef, (ref) => requestOrderChange(ref, { kind: 'adjustment.remove' })),
    ),
  },
  actions: {
    notify: (_, _params: { level: 'success' | 'error'; message: string }) => {},
    type: assign(({ context, event }) => {
      if (event.type !== 'adjustment.change') return {}
      const problems = { ...context.problems }
      delete problems[event.field]
      return event.field === 'amount'
        ? { amount: event.text, problems, error: null }
        : { reason: event.text, problems, error: null }
    }),
    check: assign({ problems: ({ context }) => adjustmentProblems(typedAdjustment(context)) }),
    refused: assign((_, params: { error: unknown }) => {
      const error = toChangeError(params.error)
      const problems = fieldProblems(error)
      return { problems, error: Object.keys(problems).length > 0 ? null : error }
    }),
    clearError: assign({ error: null }),
    reset: assign({ amount: '', reason: '', problems: {}, error: null }),
  },
  guards: {
    valid: ({ context }) => Object.keys(adjustmentProblems(typedAdjustment(context))).length === 0,
  },
}).createMachine({
  id: 'adjustmentForm',
  context: ({ input }) => ({ orderRef: input.orderRef ?? null, amount: '', reason: '', problems: {}, error: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'adjustment.toggle': { target: 'open', actions: 'clearError' },
        'adjustment.remove': 'removing',
      },
    },
    open: {
      on: {
        'adjustment.toggle': 'closed',
        'adjustment.cancel': 'closed',
        'adjustment.change': { actions: 'type' },
        // Nothing is sent until the amount reads and the reason has 3 to 200 characters.
        'adjustment.submit': [{ guard: 'valid', target: 'applying' }, { actions: 'check' }],
        'adjustment.remove': 'removing',
      },
    },
    applying: {
      invoke: {
        id: 'applyAdjustment',
        src: 'applyAdjustment',
        input: ({ context }) => ({ orderRef: context.orderRef, ...typedAdjustment(context) }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'notify', params: { level: 'success', message: 'admin.adjustment_applied' } }, 'reset'],
        },
        // Nothing typed is lost: the form stays open with the server's reason.
        onError: { target: 'open', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    removing: {
      invoke: {
        id: 'removeAdjustment',
        src: 'removeAdjustment',
        input: ({ context }) => ({ orderRef: context.orderRef, amount: 0, reason: '' }),
        onDone: {
          target: 'closed',
          actions: { type: 'notify', params: { level: 'success', message: 'admin.adjustment_removed' } },
        },
        onError: {
          target: 'closed',
          actions: { type: 'notify', params: { level: 'error', message: 'admin.adjustment_remove_failed' } },
        },
      },
    },
  },
})
