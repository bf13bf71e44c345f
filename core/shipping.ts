// Shipping method cost and address need (C §3 shipping method, C §9), and the quote a method gets for an order once
// the catalog's shipping threshold promotions apply. Costs are integers in 1/100000 units.
// Which addresses checkout validates lives with the customer details (core/customer.ts).
import type { Money } from './money'
import { shippingPromotionProgress } from './promotions'

export type Id = string | number

export interface ShippingAdjustment {
  /** Product id whose quantity in the order drives the adjustment. */
  readonly product: Id
  readonly minimum: number
  readonly threshold: number
  /** May be negative (a discount); the method total is floored at zero. */
  readonly cost: number
}

export interface ShippingRule {
  readonly priority?: number | null
  /** Replaces the method's retailCost when this rule applies; absent keeps retailCost. */
  readonly cost?: number | null
  readonly adjustments?: readonly ShippingAdjustment[]
}

export interface ShippingMethod {
  readonly retailCost: number
  readonly addressRequired?: boolean | null
  readonly businessRules?: readonly ShippingRule[]
  /** Whether the product set's shipping threshold promotions (B §2 "free shipping from $75") can make it free. */
  readonly promotionsApply?: boolean | null
}

export interface ShippingLine {
  readonly productId: Id
  readonly quantity: number
}

/** An order's quantities by product id: what shipping rules read of its lines. */
export type LineQuantities = ReadonlyMap<string, { readonly quantity: number }>

const isQuantities = (lines: readonly ShippingLine[] | LineQuantities): lines is LineQuantities => lines instanceof Map

/**
 * Issue 17: the lines' quantities added up by product in one pass. shippingCost and shippingQuote add them up once
 * per call; a caller that prices one order with several methods passes quantities added up once instead of the lines:
 * these, or the byProduct of the order's indexed facts (core/rules.ts indexFacts), which are the same for lines with
 * a product id. Quantities come back as they are.
 */
export function lineQuantities(lines: readonly ShippingLine[] | LineQuantities): LineQuantities {
  if (isQuantities(lines)) return lines
  const totals = new Map<string, { quantity: number }>()
  for (const line of lines) {
    const entry = totals.get(String(line.productId))
    if (entry) entry.quantity += line.quantity
    else totals.set(String(line.productId), { quantity: line.quantity })
  }
  return totals
}

const quantityOf = (totals: LineQuantities, product: Id): number =>
  totals.get(typeof product === 'string' ? product : String(product))?.quantity ?? 0

// An adjustment with a threshold of zero or less cannot divide anything: it is ignored rather than infinite.
const usable = (adjustment: ShippingAdjustment): boolean => adjustment.threshold > 0

/** cost × floor((quantity − minimum) / threshold), only above the minimum (C §9). */
export function adjustmentCost(adjustment: ShippingAdjustment, quantity: number): number {
  if (!usable(adjustment) || quantity <= adjustment.minimum) return 0
  return adjustment.cost * Math.floor((quantity - adjustment.minimum) / adjustment.threshold)
}

/**
 * The rule that prices the method: among rules that apply, the one with the highest priority (ties: first listed).
 * A rule applies when it has no usable adjustment, or when the order holds more than the minimum of one of its
 * adjustment products.
 */
export function applicableRule(
  method: ShippingMethod,
  lines: readonly ShippingLine[] | LineQuantities,
): ShippingRule | undefined {
  const totals = lineQuantities(lines)
  let best: ShippingRule | undefined
  for (const rule of method.businessRules ?? [])
    if (applies(rule, totals) && (best === undefined || (rule.priority ?? 0) > (best.priority ?? 0))) best = rule
  return best
}

// No usable adjustment, or one whose product the order holds more than the minimum of (loops, not closures: issue 17).
function applies(rule: ShippingRule, totals: LineQuantities): boolean {
  let anyUsable = false
  for (const a of rule.adjustments ?? []) {
    if (!usable(a)) continue
    if (quantityOf(totals, a.product) > a.minimum) return true
    anyUsable = true
  }
  return !anyUsable
}

/** The method's cost for the order: the applicable rule's cost (else retailCost) plus its adjustments, at least 0. */
export function shippingCost(method: ShippingMethod, lines: readonly ShippingLine[] | LineQuantities): number {
  const totals = lineQuantities(lines)
  const rule = applicableRule(method, totals)
  if (!rule) return Math.max(0, method.retailCost)
  let extra = 0
  for (const a of rule.adjustments ?? []) extra += adjustmentCost(a, quantityOf(totals, a.product))
  return Math.max(0, (rule.cost ?? method.retailCost) + extra)
}

/** Whether the method ships to an address (addressRequired); a missing flag means it does not (e.g. pickup). */
export function needsAddress(method: ShippingMethod | null | undefined): boolean {
  return method?.addressRequired === true
}

/** A shipping threshold promotion of the product set (B §3 shippingPromotions), as far as the quote reads it. */
export interface ShippingPromotionLike {
  readonly id: string
  readonly label: string
  readonly minimumSpend: Money
}

/** The promotion note beside a method: reached (the method is free) or what is still to add. */
export type PromotionNote = { id: string; label: string; reached: boolean; remaining: Money }

/** What a method costs the order (`cost`), what it would cost without the promotion (`listCost`), and the note. */
export type ShippingQuote = { cost: Money; listCost: Money; promotion: PromotionNote | null }

/**
 * Issue 12, B §2 shipping promotion: a method that takes promotions costs nothing once the sub total reaches one
 * (the lowest such promotion is named; interpretation: the whole method is free, adjustments included); otherwise
 * the nearest promotion above the sub total says what is still to add. A method that is free anyway has no note.
 */
export function shippingQuote(
  method: ShippingMethod,
  lines: readonly ShippingLine[] | LineQuantities,
  subTotal: Money,
  promotions: readonly ShippingPromotionLike[],
): ShippingQuote {
  const listCost = shippingCost(method, lines)
  if (!method.promotionsApply || listCost === 0) return { cost: listCost, listCost, promotion: null }
  const ordered = [...promotions].sort((a, b) => a.minimumSpend - b.minimumSpend)
  const reached = ordered.find((p) => shippingPromotionProgress(p.minimumSpend, subTotal).reached)
  if (reached)
    return { cost: 0, listCost, promotion: { id: reached.id, label: reached.label, reached: true, remaining: 0 } }
  const next = ordered[0]
  if (!next) return { cost: listCost, listCost, promotion: null }
  const remaining = next.minimumSpend - subTotal
  return { cost: listCost, listCost, promotion: { id: next.id, label: next.label, reached: false, remaining } }
}
