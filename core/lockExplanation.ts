// Why a product or category button is locked (B §4 business-rule buttons, C §4): the rules of core/rules lockState,
// with the product, category and form names read from the product set. The server's 409 product_locked says it in
// words; the browser's popover can show the same reasons, translated, from lockReasons.
import type { Money } from './money'
import { type Condition, type Id, lockState, type OrderFacts, type Rule, stillToDo } from './rules'
import type { ProductSet } from './schemas/productSet'

/** One condition of a rule, with the name of what it names. */
export type LockCondition = {
  kind: 'product' | 'category' | 'form' | 'order' | 'unknown'
  /**
   * The product's or category's label (else 'a product', 'a category'); a form's title (else 'custom form'); empty
   * for an order or unknown condition. Never blank for a product, category or form.
   */
  label: string
  minimumQuantity: number | null
  minimumSpend: Money | null
}

/** One rule in the way: an unlock rule not met yet, or a lock rule that is met. */
export type LockReason = {
  ruleId: string
  kind: 'unlock' | 'lock'
  /** How the conditions combine (core/rules combine: anything but 'any' reads as 'all'). */
  operator: 'all' | 'any'
  conditions: LockCondition[]
}

type Target = { readonly productId?: Id | null; readonly categoryId?: Id | null }

const KINDS = new Set(['product', 'category', 'form', 'order'])

const present = (bound: number | null | undefined): number | null => (bound === undefined ? null : bound)

const labelOf = (set: ProductSet, condition: Condition): string => {
  const id = condition.id === undefined || condition.id === null ? null : String(condition.id)
  switch (condition.kind) {
    case 'product': {
      const products = set.categories.flatMap((c) => c.products.flatMap((p) => [p, ...p.products]))
      return products.find((p) => p.id === id)?.information.label.trim() || 'a product'
    }
    case 'category':
      return set.categories.find((c) => c.id === id)?.information.label.trim() || 'a category'
    case 'form':
      return set.forms.find((f) => f.id === id)?.title.trim() || 'custom form'
    default:
      return ''
  }
}

const conditionOf = (set: ProductSet, condition: Condition): LockCondition => ({
  kind: KINDS.has(condition.kind) ? (condition.kind as LockCondition['kind']) : 'unknown',
  label: labelOf(set, condition),
  minimumQuantity: present(condition.minimumQuantity),
  minimumSpend: present(condition.minimumSpend),
})

const reasonOf = (set: ProductSet, rule: Rule, kind: LockReason['kind']): LockReason => ({
  ruleId: String(rule.id),
  kind,
  operator: (rule.operator ?? '').toLowerCase() === 'any' ? 'any' : 'all',
  conditions: rule.conditions.map((c) => conditionOf(set, c)),
})

/**
 * Whether the target is enabled, and every rule in the way: unmet unlock rules first (with what is still to do), then
 * met lock rules.
 */
export function lockReasons(
  set: ProductSet,
  target: Target,
  facts: OrderFacts,
): { enabled: boolean; reasons: LockReason[] } {
  const state = lockState(set.businessRules, target, facts)
  return {
    enabled: state.enabled,
    reasons: [
      ...state.unmet.map((rule) => reasonOf(set, stillToDo(rule, [facts]), 'unlock')),
      ...state.locking.map((rule) => reasonOf(set, rule, 'lock')),
    ],
  }
}

const describeCondition = (c: LockCondition, formatMoney: (amount: Money) => string): string => {
  const bounds = [
    c.minimumQuantity ? `at least ${c.minimumQuantity}` : null,
    c.minimumSpend ? `${formatMoney(c.minimumSpend)} or more` : null,
  ].filter((b): b is string => b !== null)
  const suffix = bounds.length > 0 ? ` (${bounds.join(', ')})` : ''
  switch (c.kind) {
    case 'product':
      return `${c.label}${suffix}`
    case 'category':
      return `something from ${c.label}${suffix}`
    case 'form':
      return c.label === 'custom form' ? 'the custom form filled in' : `the ${c.label} form filled in`
    case 'order':
      return `an order${suffix}`
    default:
      return 'a condition this shop sets'
  }
}

/** One rule in English: its conditions joined by "and" ('all') or "or" ('any'). */
export const describeReason = (reason: LockReason, formatMoney: (amount: Money) => string): string => {
  const rule = reason.conditions
    .map((c) => describeCondition(c, formatMoney))
    .join(reason.operator === 'any' ? ' or ' : ' and ')
  return reason.kind === 'unlock' ? `Add ${rule}` : `Locked while the order has ${rule}`
}

/**
 * B §4, C §4: whether a product or category button is enabled for this order, and each rule in the way in words
 * ("Add something from Collections (at least 1)", "Locked while the order has ..."). `formatMoney` formats a spend in
 * the shopper's locale and the order's currency.
 */
export function explainLock(
  set: ProductSet,
  target: Target,
  facts: OrderFacts,
  formatMoney: (amount: Money) => string,
): { enabled: boolean; reasons: { ruleId: string; kind: 'unlock' | 'lock'; text: string }[] } {
  const { enabled, reasons } = lockReasons(set, target, facts)
  return {
    enabled,
    reasons: reasons.map((r) => ({ ruleId: r.ruleId, kind: r.kind, text: describeReason(r, formatMoney) })),
  }
}

/**
 * C §4 checkout gate: the required-for-checkout rules none of which holds, as reasons like a locked button's (the
 * browser words them in the shopper's language, machines/ruleText.ts).
 */
export const requirementReasons = (set: ProductSet, rules: readonly Rule[]): LockReason[] =>
  rules.map((rule) => reasonOf(set, rule, 'unlock'))
