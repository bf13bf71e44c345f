// Build-your-own packages (B §5 package completeness): the package includes productQuantity credits, each child
// product costs productCost credits per unit, and credits beyond the allowance cost additionalCreditCost each.
import { type Money, multiply } from './money'

export type ByoChild = {
  id: string
  type: string
  productCost: number
  quantityLimit?: number | null
  isMandatory?: boolean | null
  /** The child carries a green-screen (background) option group. */
  isGreenScreen?: boolean | null
}

export type ByoPackage = {
  productQuantity: number
  additionalCreditCost?: Money | null
  products: readonly ByoChild[]
}

/** One chosen child (a photo with a quantity); `id` tells the selection being edited apart from the others. */
export type ByoSelection = { id?: string; productId: string; quantity: number; hasBackground?: boolean | null }

export type ByoIssue =
  | { kind: 'unknownProduct'; productId: string }
  | { kind: 'missingBackground'; productId: string }
  | { kind: 'mandatoryQuantity'; productId: string; required: number; chosen: number }
  | { kind: 'creditsUnspent'; remaining: number }
  | { kind: 'creditsOverspent'; extra: number }

// B §5: these types are bought once per selection.
const SINGLE_QUANTITY_TYPES = new Set(['custom', 'bundle', 'digitalBulk'])

/** Interpretation: only a positive additionalCreditCost lets a shopper buy credits beyond the allowance. */
export function sellsExtraCredits(pkg: Pick<ByoPackage, 'additionalCreditCost'>): boolean {
  return (pkg.additionalCreditCost ?? 0) > 0
}

function childOf(pkg: ByoPackage, productId: string): ByoChild | undefined {
  return pkg.products.find((child) => child.id === productId)
}

function quantityOf(selections: readonly ByoSelection[], productId: string): number {
  return selections.reduce(
    (total, selection) => total + (selection.productId === productId ? selection.quantity : 0),
    0,
  )
}

// Interpretation: a quantityLimit of 0 is unset, as for products in general.
function limitOf(child: ByoChild): number | null {
  const limit = child.quantityLimit
  return limit !== null && limit !== undefined && limit > 0 ? limit : null
}

/** B §5: credits used is the sum of each chosen child's productCost times its quantity. */
export function creditsUsed(pkg: ByoPackage, selections: readonly ByoSelection[]): number {
  return selections.reduce(
    (used, selection) => used + (childOf(pkg, selection.productId)?.productCost ?? 0) * selection.quantity,
    0,
  )
}

/** B §5: productQuantity minus credits used, never below 0 (credits bought beyond it are `extraCredits`). */
export function creditsRemaining(pkg: ByoPackage, selections: readonly ByoSelection[]): number {
  return Math.max(0, pkg.productQuantity - creditsUsed(pkg, selections))
}

/**
 * B §5: a child is selectable when its productCost fits the remaining credits or the package sells extra credits;
 * otherwise the choice shows "not enough credit available" (byo_insufficient_credit_available).
 */
export function isChildSelectable(pkg: ByoPackage, child: ByoChild, selections: readonly ByoSelection[]): boolean {
  return sellsExtraCredits(pkg) || child.productCost <= creditsRemaining(pkg, selections)
}

/**
 * B §5: the largest quantity one selection of `child` may have, given the other selections (the one with
 * `editingId` is being edited and does not count against itself). The smallest of:
 * - 1 for custom, bundle and digitalBulk;
 * - quantityLimit minus what the other selections of the child already hold (mandatory children too);
 * - without extra credits, what the remaining credits pay for (Interpretation: mandatory children as well, so the
 *   package can never be overspent).
 * null means unlimited.
 */
export function childQuantityLimit(
  pkg: ByoPackage,
  child: ByoChild,
  selections: readonly ByoSelection[],
  editingId?: string,
): number | null {
  const others = selections.filter((selection) => editingId === undefined || selection.id !== editingId)
  const limits: number[] = []
  if (SINGLE_QUANTITY_TYPES.has(child.type)) limits.push(1)
  const quantityLimit = limitOf(child)
  if (quantityLimit !== null) limits.push(quantityLimit - quantityOf(others, child.id))
  if (!sellsExtraCredits(pkg) && child.productCost > 0) {
    limits.push(Math.floor((pkg.productQuantity - creditsUsed(pkg, others)) / child.productCost))
  }
  return limits.length === 0 ? null : Math.max(0, Math.min(...limits))
}

/** B §5, C §9: credits used above productQuantity. */
export function extraCredits(pkg: ByoPackage, selections: readonly ByoSelection[]): number {
  return Math.max(0, creditsUsed(pkg, selections) - pkg.productQuantity)
}

/** B §5, C §9: extra credits times additionalCreditCost; 0 at or under the allowance. */
export function extraCreditCost(pkg: ByoPackage, selections: readonly ByoSelection[]): Money {
  return multiply(pkg.additionalCreditCost ?? 0, extraCredits(pkg, selections))
}

/**
 * B §5: what keeps a build-your-own package from the cart: a green-screen child without a background, a mandatory
 * child whose quantities do not add up to its quantityLimit (Interpretation: 1 when unset), credits not all spent,
 * or spent beyond productQuantity without additionalCreditCost. An empty list means ready.
 */
export function byoIssues(pkg: ByoPackage, selections: readonly ByoSelection[]): ByoIssue[] {
  const issues: ByoIssue[] = []
  for (const selection of selections) {
    const child = childOf(pkg, selection.productId)
    if (child === undefined) issues.push({ kind: 'unknownProduct', productId: selection.productId })
    else if (child.isGreenScreen && !selection.hasBackground) {
      issues.push({ kind: 'missingBackground', productId: child.id })
    }
  }
  for (const child of pkg.products.filter((product) => product.isMandatory)) {
    const required = limitOf(child) ?? 1
    const chosen = quantityOf(selections, child.id)
    if (chosen !== required) issues.push({ kind: 'mandatoryQuantity', productId: child.id, required, chosen })
  }
  const used = creditsUsed(pkg, selections)
  if (used < pkg.productQuantity) issues.push({ kind: 'creditsUnspent', remaining: pkg.productQuantity - used })
  if (used > pkg.productQuantity && !sellsExtraCredits(pkg)) {
    issues.push({ kind: 'creditsOverspent', extra: used - pkg.productQuantity })
  }
  return issues
}

export function isByoReady(pkg: ByoPackage, selections: readonly ByoSelection[]): boolean {
  return byoIssues(pkg, selections).length === 0
}
