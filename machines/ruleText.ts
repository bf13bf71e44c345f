// B §4, C §4 business rules in the shopper's language: a locked button's reasons and the checkout gate's missing
// requirements, as messages the view puts together (core/lockExplanation.ts words them in English for the server).
import type { LockCondition, LockReason } from '../core/lockExplanation'
import type { Money } from '../core/money'
import { asIs, message, type ViewText } from './viewText'

/** One condition: its message (with its bounds) and, as {label}, what it names. */
export type ConditionText = {
  readonly id: string
  readonly values: Readonly<Record<string, string | number>>
  readonly label: ViewText
}

/** One rule: its sentence around {conditions}, the conditions joined by "and" or "or". */
export type RuleText = {
  readonly key: string
  readonly id: 'product.unlock_by' | 'product.locked_by' | 'cart.checkout_requires'
  readonly join: 'product.rule_and' | 'product.rule_or'
  readonly conditions: readonly ConditionText[]
}

const labelOf = (c: LockCondition): ViewText => {
  switch (c.kind) {
    case 'product':
      return asIs(c.label)
    case 'category':
      return message('product.rule_category', { label: c.label })
    case 'form':
      return message('product.rule_form', { label: c.label })
    case 'order':
      return message('product.rule_an_order')
    default:
      return message('product.rule_unknown')
  }
}

const conditionText = (c: LockCondition, formatMoney: (amount: Money) => string): ConditionText => {
  const label = labelOf(c)
  const quantity = c.kind === 'unknown' ? null : c.minimumQuantity || null
  const amount = c.kind === 'unknown' || !c.minimumSpend ? null : formatMoney(c.minimumSpend)
  if (quantity !== null && amount !== null) return { id: 'product.rule_min_both', values: { quantity, amount }, label }
  if (quantity !== null) return { id: 'product.rule_min_quantity', values: { quantity }, label }
  if (amount !== null)
    return c.kind === 'order'
      ? { id: 'product.rule_order', values: { amount }, label }
      : { id: 'product.rule_min_spend', values: { amount }, label }
  return { id: 'product.rule_product', values: {}, label }
}

/** A rule in the way of a button (unlock: what to add; lock: what locks it) or of checkout (`checkout`). */
export const ruleText = (reason: LockReason, formatMoney: (amount: Money) => string, checkout = false): RuleText => ({
  key: `${reason.kind}${reason.ruleId}`,
  id: checkout ? 'cart.checkout_requires' : reason.kind === 'unlock' ? 'product.unlock_by' : 'product.locked_by',
  join: reason.operator === 'any' ? 'product.rule_or' : 'product.rule_and',
  conditions: reason.conditions.map((c) => conditionText(c, formatMoney)),
})
