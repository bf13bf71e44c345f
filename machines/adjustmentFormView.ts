// What the studio's adjustment form shows in the cart's totals (issue 15 point 2): only in admin mode and while the
// order takes changes; the adjustment held, the total it would make (previewed with the server's own function), what
// is wrong with each field, and the events the view may send.
import type { SnapshotFrom } from 'xstate'
import type { AdjustmentProblems } from '../core/adjustment'
import type { Money } from '../core/money'
import { keptChargesTotals, withChange } from '../core/orderChangeAmount'
import { acceptsChanges } from '../core/orderStatus'
import type { Order } from '../core/schemas/order'
import { type AdjustmentFormEvent, type adjustmentFormMachine, typedAdjustment } from './adjustmentForm'

export type AdjustmentFormView = {
  shown: boolean
  open: boolean
  busy: boolean
  amount: string
  reason: string
  /** The adjustment the order holds (the reason the parent reads), with what applies of it. */
  held: { amount: Money; applied: Money; reason: string } | null
  /** The order's total with the amount typed, once it reads and differs from 0; else null. */
  preview: { total: Money } | null
  problems: AdjustmentProblems
  error: string | null
  events: {
    toggle: AdjustmentFormEvent
    cancel: AdjustmentFormEvent
    amount: (text: string) => AdjustmentFormEvent
    reason: (text: string) => AdjustmentFormEvent
    submit: AdjustmentFormEvent
    remove: AdjustmentFormEvent
  }
}

/**
 * `adminMode`: the page's (adapters/react/admin.ts useAdminMode). The preview is core/orderChangeAmount.ts: the
 * order's totals with its own charges and the adjustment, what the server stores (server/services/adjustments.ts).
 */
export const adjustmentFormView = (
  snapshot: SnapshotFrom<typeof adjustmentFormMachine>,
  input: { order: Order | null; adminMode: boolean },
): AdjustmentFormView => {
  const { order, adminMode } = input
  const { context } = snapshot
  const typed = typedAdjustment(context)
  return {
    shown: adminMode && order !== null && acceptsChanges(order.status),
    open: !snapshot.matches('closed') && !snapshot.matches('removing'),
    busy: snapshot.matches('applying') || snapshot.matches('removing'),
    amount: context.amount,
    reason: context.reason,
    held: order?.adjustment
      ? { amount: order.adjustment.amount, applied: order.adjustmentTotal, reason: order.adjustment.reason }
      : null,
    preview:
      order && typed.amount !== 0
        ? { total: keptChargesTotals(withChange(order, { kind: 'adjustment', amount: typed.amount })).total }
        : null,
    problems: context.problems,
    error: context.error?.message ?? null,
    events: {
      toggle: { type: 'adjustment.toggle' },
      cancel: { type: 'adjustment.cancel' },
      amount: (text) => ({ type: 'adjustment.change', field: 'amount', text }),
      reason: (text) => ({ type: 'adjustment.change', field: 'reason', text }),
      submit: { type: 'adjustment.submit' },
      remove: { type: 'adjustment.remove' },
    },
  }
}
