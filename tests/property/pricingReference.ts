// The straightforward pricing core as it was before issue 17 point 5 indexed it: every rule adds up the order's items
// again for each condition, every lookup walks its list, every line sorts its tiers, every percentage goes through
// BigInt. Kept only as the oracle of pricingFastPath.property.test.ts, which holds core/rules.ts, core/shipping.ts,
// core/quantity.ts and core/money.ts to the same answers.
import { multiply, sum } from '../../core/money'
import { type PricedProduct, type TierLike, UNLIMITED } from '../../core/quantity'
import {
  type BusinessRules,
  type Condition,
  combine,
  type Id,
  type LockedItem,
  type LockState,
  type OrderFacts,
  type OrderLine,
  type RequirementState,
  type Rule,
} from '../../core/rules'
import { adjustmentCost, type ShippingLine, type ShippingMethod, type ShippingRule } from '../../core/shipping'

const key = (id: Id): string => String(id)
const present = (bound: number | null | undefined): bound is number => bound !== undefined && bound !== null

type Totals = { quantity: number; subTotal: number }

function totalsBy(items: readonly OrderLine[], idOf: (line: OrderLine) => Id | null | undefined): Map<string, Totals> {
  const totals = new Map<string, Totals>()
  for (const line of items) {
    const id = idOf(line)
    if (id === undefined || id === null) continue
    const entry = totals.get(key(id)) ?? { quantity: 0, subTotal: 0 }
    entry.quantity += line.quantity
    entry.subTotal += line.subTotal
    totals.set(key(id), entry)
  }
  return totals
}

function boundsMet(condition: Condition, totals: Totals | undefined): boolean {
  if (!totals) return false
  if (present(condition.minimumQuantity) && totals.quantity < condition.minimumQuantity) return false
  return !(present(condition.minimumSpend) && totals.subTotal < condition.minimumSpend)
}

export function conditionResults(conditions: readonly Condition[], order: OrderFacts): boolean[] {
  const byProduct = totalsBy(order.items, (line) => line.productId)
  const byCategory = totalsBy(order.items, (line) => line.categoryId)
  const forms = new Set((order.formIds ?? []).map(key))
  const quantity = order.items.reduce((total, line) => total + line.quantity, 0)
  return conditions.map((condition) => {
    const id = condition.id === undefined || condition.id === null ? undefined : key(condition.id)
    switch (condition.kind) {
      case 'product':
        return id !== undefined && boundsMet(condition, byProduct.get(id))
      case 'category':
        return id !== undefined && boundsMet(condition, byCategory.get(id))
      case 'form':
        return id !== undefined && forms.has(id)
      case 'order':
        return boundsMet(condition, { quantity, subTotal: order.subTotal })
      default:
        return false
    }
  })
}

export function ruleMet(rule: Rule, order: OrderFacts): boolean {
  return combine(rule.operator, conditionResults(rule.conditions, order))
}

export function lockState(
  rules: BusinessRules | null | undefined,
  target: { readonly productId?: Id | null; readonly categoryId?: Id | null },
  order: OrderFacts,
): LockState {
  const find = (list: readonly LockedItem[] | undefined, id: Id | null | undefined) =>
    id === undefined || id === null ? undefined : list?.find((item) => key(item.id) === key(id))
  const entries = [
    find(rules?.lockedItems?.products, target.productId),
    find(rules?.lockedItems?.categories, target.categoryId),
  ].filter((entry): entry is LockedItem => entry !== undefined)
  const unmet: Rule[] = []
  const locking: Rule[] = []
  for (const entry of entries) {
    const unlock = entry.unlockedBy ?? []
    if (unlock.length > 0 && !unlock.some((rule) => ruleMet(rule, order))) unmet.push(...unlock)
    locking.push(...(entry.lockedBy ?? []).filter((rule) => ruleMet(rule, order)))
  }
  return { enabled: unmet.length === 0 && locking.length === 0, unmet, locking }
}

export function requirementState(
  rules: readonly Rule[] | null | undefined,
  order: OrderFacts,
  linkedOrders: readonly OrderFacts[] = [],
): RequirementState {
  const list = rules ?? []
  const unmet = list.filter((rule) => ![order, ...linkedOrders].every((o) => ruleMet(rule, o)))
  const blocked = list.length > 0 && unmet.length === list.length
  const linkedOrderIssue = blocked && linkedOrders.length > 0 && list.some((rule) => ruleMet(rule, order))
  return { blocked, linkedOrderIssue, unmet }
}

function quantities(lines: readonly ShippingLine[]): Map<string, number> {
  const totals = new Map<string, number>()
  for (const line of lines)
    totals.set(String(line.productId), (totals.get(String(line.productId)) ?? 0) + line.quantity)
  return totals
}

export function applicableRule(method: ShippingMethod, lines: readonly ShippingLine[]): ShippingRule | undefined {
  const totals = quantities(lines)
  let best: ShippingRule | undefined
  for (const rule of method.businessRules ?? []) {
    const adjustments = (rule.adjustments ?? []).filter((a) => a.threshold > 0)
    const applies =
      adjustments.length === 0 || adjustments.some((a) => (totals.get(String(a.product)) ?? 0) > a.minimum)
    if (applies && (best === undefined || (rule.priority ?? 0) > (best.priority ?? 0))) best = rule
  }
  return best
}

export function shippingCost(method: ShippingMethod, lines: readonly ShippingLine[]): number {
  const rule = applicableRule(method, lines)
  if (!rule) return Math.max(0, method.retailCost)
  const totals = quantities(lines)
  const base = rule.cost ?? method.retailCost
  const extra = (rule.adjustments ?? []).reduce(
    (total, a) => total + adjustmentCost(a, totals.get(String(a.product)) ?? 0),
    0,
  )
  return Math.max(0, base + extra)
}

type Band = { from: number; to: number; cost: number }

function bands(tiers: readonly TierLike[]): Band[] {
  const sorted = [...tiers].sort((a, b) => a.quantityFrom - b.quantityFrom)
  return sorted.map((tier, index) => {
    const next = sorted[index + 1]
    const to = Math.min(tier.quantityTo ?? UNLIMITED, next === undefined ? UNLIMITED : next.quantityFrom - 1)
    return { from: tier.quantityFrom, to, cost: tier.cost }
  })
}

function tieredLinePrice(retailAmount: number, tiers: readonly TierLike[], quantity: number): number {
  const parts: number[] = []
  let covered = 0
  for (const band of bands(tiers)) {
    const units = Math.max(0, Math.min(band.to, quantity) - Math.max(band.from, 1) + 1)
    covered += units
    parts.push(multiply(band.cost, units))
  }
  parts.push(multiply(retailAmount, quantity - covered))
  return sum(parts)
}

export function linePrice(product: PricedProduct, quantity: number): number {
  const tiers = product.productCostTiers ?? []
  if (tiers.length === 0 || !product.pricingStrategy) return multiply(product.retailAmount, quantity)
  switch (product.pricingStrategy) {
    case 'volume': {
      const band = bands(tiers).find((candidate) => candidate.from <= quantity && quantity <= candidate.to)
      return multiply(band?.cost ?? product.retailAmount, quantity)
    }
    case 'tiered':
      return tieredLinePrice(product.retailAmount, tiers, quantity)
    case 'fixed_quantity_tiers': {
      const bundle = tiers.findLast((tier) => tier.quantityFrom === quantity)
      return bundle?.cost ?? multiply(product.retailAmount, quantity)
    }
  }
}

function decimalFraction(value: number): { numerator: bigint; denominator: bigint } {
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not a finite number`)
  const [mantissa = '0', exponent = '0'] = String(value).split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  const scale = fraction.length - Number(exponent)
  const digits = BigInt(whole + fraction)
  return scale >= 0
    ? { numerator: digits, denominator: 10n ** BigInt(scale) }
    : { numerator: digits * 10n ** BigInt(-scale), denominator: 1n }
}

export function percentage(amount: number, percent: number): number {
  const { numerator, denominator } = decimalFraction(percent)
  const product = BigInt(amount) * numerator
  const divisor = denominator * 100n
  const quotient = product / divisor
  const remainder = product % divisor
  const twice = (remainder < 0n ? -remainder : remainder) * 2n
  const rounded = twice < divisor ? quotient : product < 0n ? quotient - 1n : quotient + 1n
  const result = Number(rounded)
  if (!Number.isSafeInteger(result)) throw new RangeError('percentage: result is outside the safe integer range')
  return result
}
