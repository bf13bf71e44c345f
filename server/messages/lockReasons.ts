// Why a product is locked, as server messages (409 product_locked, B §4 / C §4 business-rule buttons): the reasons of
// core/lockExplanation.ts lockReasons said in the request's language, as describeReason says them in English.
import type { LockCondition, LockReason } from '../../core/lockExplanation'
import type { Money } from '../../core/money'
import type { ServerMessage } from './say'

type MoneyOf = (amount: Money) => { money: Money; currency: string; locale: string }

const conditionMessage = (c: LockCondition, money: MoneyOf): ServerMessage => {
  const bounds: ServerMessage[] = [
    ...(c.minimumQuantity ? [{ id: 'lock.at_least', values: { count: c.minimumQuantity } } as const] : []),
    ...(c.minimumSpend ? [{ id: 'lock.spend', values: { amount: money(c.minimumSpend) } } as const] : []),
  ]
  const bounded = (condition: ServerMessage): ServerMessage =>
    bounds.length > 0
      ? { id: 'lock.bounded', values: { condition, bounds: { list: bounds, join: 'commas' } } }
      : condition
  switch (c.kind) {
    case 'product':
      return bounded({ id: 'lock.product', values: { label: c.label } })
    case 'category':
      return bounded({ id: 'lock.category', values: { label: c.label } })
    case 'form':
      return c.label === 'custom form' ? { id: 'lock.custom_form' } : { id: 'lock.form', values: { label: c.label } }
    case 'order':
      return bounded({ id: 'lock.order' })
    default:
      return { id: 'lock.unknown' }
  }
}

/** One rule in the way: "Add something from Collections (at least 1)", its conditions joined by "and" or "or". */
export const lockReasonMessage = (reason: LockReason, currency: string, locale: string): ServerMessage => {
  const money: MoneyOf = (amount) => ({ money: amount, currency, locale })
  const rule = {
    list: reason.conditions.map((c) => conditionMessage(c, money)),
    join: reason.operator === 'any' ? ('or' as const) : ('and' as const),
  }
  return { id: reason.kind === 'unlock' ? 'lock.unlock' : 'lock.lock', values: { rule } }
}
