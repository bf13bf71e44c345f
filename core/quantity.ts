// Quantity input rules (B §5 quantity input, C §5 cart quantity) and the line price under each pricing strategy.
import { MAX_QUANTITY } from './inputLimits'
import { divide, type Money, multiply, sum } from './money'

export type PricingStrategy = 'volume' | 'tiered' | 'fixed_quantity_tiers'

/** One row of productCostTiers; cost is in 1/100000 units, quantityTo null means open-ended. */
export type TierLike = { quantityFrom: number; quantityTo?: number | null; cost: Money }

export type QuantityProduct = {
  quantityLimit?: number | null
  orderLimit?: number | null
  isPromotional?: boolean | null
  pricingStrategy?: PricingStrategy | null
  productCostTiers?: readonly TierLike[] | null
}

export type PricedProduct = {
  retailAmount: Money
  pricingStrategy?: PricingStrategy | null
  productCostTiers?: readonly TierLike[] | null
}

/** What a quantity may be: one of `tiers` (when set) and at most `limit` (null is unlimited). */
export type QuantityBounds = { tiers: readonly number[] | null; limit: number | null }

// An open-ended tier still has to end at an exact integer.
export const UNLIMITED = Number.MAX_SAFE_INTEGER

// Interpretation: a limit that is not a positive number (null, 0) is unset: a studio never sells a product nobody
// may order.
function setLimit(limit: number | null | undefined): number | null {
  return limit !== null && limit !== undefined && limit > 0 ? limit : null
}

function minLimit(limits: readonly (number | null)[]): number | null {
  const set = limits.filter((limit): limit is number => limit !== null)
  return set.length === 0 ? null : Math.max(0, Math.min(...set))
}

/** B §5: the fixed-quantity tier list is 1 followed by each tier's quantityFrom (ascending, without repeats). */
export function fixedQuantityTiers(tiers: readonly TierLike[]): number[] {
  const values = tiers.map((tier) => tier.quantityFrom).filter((value) => Number.isSafeInteger(value) && value >= 1)
  return [...new Set([1, ...values])].sort((a, b) => a - b)
}

// Only fixed_quantity_tiers restricts the input to tier values; volume and tiered accept any quantity and let the
// price follow it.
function tierValues(product: QuantityProduct): number[] | null {
  const tiers = product.productCostTiers ?? []
  return product.pricingStrategy === 'fixed_quantity_tiers' && tiers.length > 0 ? fixedQuantityTiers(tiers) : null
}

/** B §5 Product orderLimit: the limit minus what the order already holds of the product; null is unlimited. */
export function orderLimitRemaining(orderLimit: number | null | undefined, quantityInOrder: number): number | null {
  const limit = setLimit(orderLimit)
  return limit === null ? null : Math.max(0, limit - quantityInOrder)
}

/**
 * B §5 quantity input, C §5 cart quantity: the tiers and the limit for one product. The limit is the last tier
 * value, else quantityLimit, else unlimited; a promotional product's limit shrinks by the quantity already in the
 * order; the order limit's remainder caps it too. `quantityInOrder` counts the product in the order's other items.
 */
export function quantityBounds(product: QuantityProduct, quantityInOrder = 0): QuantityBounds {
  const tiers = tierValues(product)
  const base = tiers === null ? setLimit(product.quantityLimit) : (tiers.at(-1) ?? null)
  const own = product.isPromotional && base !== null ? base - quantityInOrder : base
  return { tiers, limit: minLimit([own, orderLimitRemaining(product.orderLimit, quantityInOrder)]) }
}

// Text must be a number ("3", " 4 ", "2.5" read as 2); anything else, blank included, is not a quantity.
function parseQuantity(input: unknown): number {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.trunc(input) : 1
  if (typeof input === 'string' && /^\s*[+-]?\d+(\.\d*)?\s*$/.test(input)) return Math.trunc(Number(input))
  return 1
}

/** The largest quantity the input takes: the limit, never past MAX_QUANTITY (an unlimited product stops there). */
export function quantityCap(limit: number | null): number {
  return Math.max(1, Math.min(limit ?? MAX_QUANTITY, MAX_QUANTITY))
}

// The tier values a quantity may take within the limit; 1 always qualifies, so the list is never empty.
export function allowedTiers(tiers: readonly number[], limit: number | null): number[] {
  const cap = quantityCap(limit)
  return [...new Set([1, ...tiers])].filter((value) => value <= cap).sort((a, b) => a - b)
}

// The largest quantity the input can reach: the largest allowed tier, else the cap.
function maxQuantity(bounds: QuantityBounds): number {
  if (bounds.tiers !== null) return allowedTiers(bounds.tiers, bounds.limit).at(-1) ?? 1
  return quantityCap(bounds.limit)
}

/**
 * B §5 quantity input: minimum 1, non-numeric text becomes 1, capped at the limit; with tiers only tier values are
 * allowed: a value at or above the top lands on the largest tier within the limit, any other value that is not a
 * tier value falls to the first tier.
 */
export function clampQuantity(input: unknown, bounds: QuantityBounds): number {
  const value = Math.min(Math.max(1, parseQuantity(input)), quantityCap(bounds.limit))
  if (bounds.tiers === null) return value
  const allowed = allowedTiers(bounds.tiers, bounds.limit)
  const top = allowed.at(-1) ?? 1
  if (value >= top) return top
  return allowed.includes(value) ? value : 1
}

/** The plus button: the next tier, or one more, never past the limit. */
export function stepUp(quantity: number, bounds: QuantityBounds): number {
  const current = clampQuantity(quantity, bounds)
  if (bounds.tiers === null) return Math.min(current + 1, quantityCap(bounds.limit))
  return allowedTiers(bounds.tiers, bounds.limit).find((value) => value > current) ?? current
}

/** The minus button: the previous tier, or one less, never below 1. */
export function stepDown(quantity: number, bounds: QuantityBounds): number {
  const current = clampQuantity(quantity, bounds)
  if (bounds.tiers === null) return Math.max(current - 1, 1)
  return allowedTiers(bounds.tiers, bounds.limit).findLast((value) => value < current) ?? current
}

/** B §5: at the limit (the largest quantity the input can reach) the max-quantity tip shows. */
export function isAtLimit(quantity: number, bounds: QuantityBounds): boolean {
  return quantity >= maxQuantity(bounds)
}

export type Band = { from: number; to: number; cost: Money }

// Catalogs keep their tiers in ascending order: those are priced where they lie, with nothing allocated (issue 17:
// this runs for every line of every order priced); any other order is sorted first (a stable sort, so tiers of one
// quantity keep their order). A NaN quantityFrom is never in order.
function sortedTiers(tiers: readonly TierLike[]): readonly TierLike[] {
  let previous = tiers[0]?.quantityFrom ?? Number.NaN
  for (let i = 1; i < tiers.length; i++) {
    const from = tiers[i]?.quantityFrom ?? Number.NaN
    if (!(from >= previous)) return [...tiers].sort((a, b) => a.quantityFrom - b.quantityFrom)
    previous = from
  }
  return tiers
}

// Each tier's band runs from its quantityFrom to its quantityTo, but ends where the next tier starts, so open-ended
// or overlapping tiers still give every unit exactly one price. `sorted` is in ascending order.
function bandEnd(sorted: readonly TierLike[], index: number): number {
  const next = sorted[index + 1]
  return Math.min(sorted[index]?.quantityTo ?? UNLIMITED, next === undefined ? UNLIMITED : next.quantityFrom - 1)
}

export function bands(tiers: readonly TierLike[]): Band[] {
  const sorted = sortedTiers(tiers)
  return sorted.map((tier, index) => ({ from: tier.quantityFrom, to: bandEnd(sorted, index), cost: tier.cost }))
}

// Volume pricing: the cost of the band the whole quantity falls in (bandEnd, without a call per tier).
function volumeCost(tiers: readonly TierLike[], quantity: number): Money | undefined {
  const sorted = sortedTiers(tiers)
  for (let i = 0; i < sorted.length; i++) {
    const tier = sorted[i] as TierLike
    if (!(tier.quantityFrom <= quantity && quantity <= (tier.quantityTo ?? UNLIMITED))) continue
    const next = sorted[i + 1]
    if (next === undefined || quantity <= next.quantityFrom - 1) return tier.cost
  }
  return undefined
}

// The units of 1..quantity in band `index` of `sorted`.
function bandUnits(sorted: readonly TierLike[], index: number, quantity: number): number {
  const from = sorted[index]?.quantityFrom ?? Number.NaN
  return Math.max(0, Math.min(bandEnd(sorted, index), quantity) - Math.max(from, 1) + 1)
}

const safe = Number.isSafeInteger

// money.ts multiply without a call into another module for every line (under Vitest each such call goes through a
// getter, issue 17): a product of safe integers is exact while it is safe; anything else goes to multiply, which
// throws.
function times(amount: Money, quantity: number): Money {
  const product = amount * quantity + 0
  return safe(amount) && safe(quantity) && safe(product) ? product : multiply(amount, quantity)
}

// For integers: within the safe range, so exact.
const within = (amount: number) => amount <= UNLIMITED && amount >= -UNLIMITED

// Graduated pricing: each unit 1..quantity at the price of the band it falls in, units outside every band at retail.
// Issue 17: ascending tiers of safe integers, as in every catalog, are priced in one pass where they lie, in plain
// arithmetic, which is exact while every product and partial sum stays in the safe range. Anything else (unsorted
// tiers, a figure that is not a safe integer, an amount past the range) is priced by gradedLinePrice.
function tieredLinePrice(retailAmount: Money, tiers: readonly TierLike[], quantity: number): Money {
  if (!safe(quantity) || !safe(retailAmount)) return gradedLinePrice(retailAmount, tiers, quantity)
  let covered = 0
  let total = 0
  let previous = Number.NEGATIVE_INFINITY
  for (let i = 0; i < tiers.length; i++) {
    const { quantityFrom: from, quantityTo: to, cost } = tiers[i] as TierLike
    const closed = to !== undefined && to !== null
    if (!(from >= previous && safe(from) && safe(cost) && (!closed || safe(to))))
      return gradedLinePrice(retailAmount, tiers, quantity)
    previous = from
    // The band's last unit within the quantity (bandEnd).
    let end = closed && to < quantity ? to : quantity
    const next = tiers[i + 1]
    if (next !== undefined && next.quantityFrom <= end) end = next.quantityFrom - 1
    const start = Math.max(from, 1)
    if (end < start) continue
    const units = end - start + 1
    const price = cost * units
    covered += units
    total += price
    if (!within(price) || !within(total)) return gradedLinePrice(retailAmount, tiers, quantity)
  }
  const rest = retailAmount * (quantity - covered)
  total += rest
  return within(rest) && within(total) ? total : gradedLinePrice(retailAmount, tiers, quantity)
}

// Graduated pricing in general: bands of the sorted tiers, summed in plain arithmetic when exact, else by the checked
// money operations, which throw or add up in BigInt, as they must.
function gradedLinePrice(retailAmount: Money, tiers: readonly TierLike[], quantity: number): Money {
  const sorted = sortedTiers(tiers)
  let covered = 0
  let total = 0
  let exact = true
  for (let i = 0; i < sorted.length; i++) {
    const cost = sorted[i]?.cost ?? Number.NaN
    const units = bandUnits(sorted, i, quantity)
    covered += units
    total += cost * units
    exact &&= safe(cost) && safe(units) && safe(cost * units) && safe(total)
  }
  const rest = quantity - covered
  total += retailAmount * rest
  if (exact && safe(retailAmount) && safe(rest) && safe(retailAmount * rest) && safe(total)) return total
  const parts = sorted.map((tier, i) => multiply(tier.cost, bandUnits(sorted, i, quantity)))
  return sum([...parts, multiply(retailAmount, rest)])
}

// Fixed quantity tiers: the last tier of exactly this quantity.
function bundleCost(tiers: readonly TierLike[], quantity: number): Money | undefined {
  for (let i = tiers.length - 1; i >= 0; i--) {
    const tier = tiers[i]
    if (tier?.quantityFrom === quantity) return tier.cost
  }
  return undefined
}

/**
 * The price of `quantity` units (C §3 order item subTotal before options and extras):
 * - no tiers: retailAmount per unit;
 * - volume: every unit at the cost of the band the whole quantity falls in (retail when none);
 * - tiered: graduated, each unit at the cost of its own band (retail outside every band);
 * - fixed_quantity_tiers: a tier's cost is the price of the whole bundle of quantityFrom units; quantity 1 without a
 *   tier of its own costs retailAmount; a quantity that is not a tier value (clampQuantity prevents it) is priced at
 *   retail per unit.
 */
export function linePrice(product: PricedProduct, quantity: number): Money {
  const tiers = product.productCostTiers ?? []
  if (tiers.length === 0 || !product.pricingStrategy) return times(product.retailAmount, quantity)
  switch (product.pricingStrategy) {
    case 'volume':
      return times(volumeCost(tiers, quantity) ?? product.retailAmount, quantity)
    case 'tiered':
      return tieredLinePrice(product.retailAmount, tiers, quantity)
    case 'fixed_quantity_tiers':
      return bundleCost(tiers, quantity) ?? times(product.retailAmount, quantity)
  }
}

/** Average price of one unit at this quantity, rounded half away from zero; for display, the line price is exact. */
export function unitPrice(product: PricedProduct, quantity: number): Money {
  return divide(linePrice(product, quantity), quantity)
}
