// Issue 15 point 2: a price adjustment the studio makes to a parent's order (admin mode, C §1 "admin-only cart
// features", C §6): at most one per order, a signed amount (below 0 takes off, above 0 adds) with a reason the parent
// sees in the totals and on the receipt. Where it enters the totals is core/totals.ts orderTotals (docs/pricing.md).
import { normalizeNote, noteProblem } from './adminNote'
import { MINOR_UNITS, type Money } from './money'

/** The adjustment as asked for: the amount in 1/100000 units, signed, and why. */
export type Adjustment = { amount: Money; reason: string }

/** The largest adjustment either way: one million of the currency's units (far past any order of photos). */
export const MAX_ADJUSTMENT: Money = 1_000_000 * MINOR_UNITS

export type AdjustmentProblems = Partial<
  Record<'amount' | 'reason', 'admin.adjustment_amount_invalid' | 'admin.note_length'>
>

/** What is wrong with an adjustment, by field (empty: none): an amount of 0 or past MAX_ADJUSTMENT, a short or long reason. */
export const adjustmentProblems = (adjustment: Adjustment): AdjustmentProblems => {
  const { amount, reason } = adjustment
  const amountOk = Number.isSafeInteger(amount) && amount !== 0 && Math.abs(amount) <= MAX_ADJUSTMENT
  const reasonProblem = noteProblem(reason)
  return {
    ...(amountOk ? {} : { amount: 'admin.adjustment_amount_invalid' as const }),
    ...(reasonProblem ? { reason: reasonProblem } : {}),
  }
}

/** The adjustment as it is kept: its reason normalized (core/adminNote.ts). */
export const normalizeAdjustment = (adjustment: Adjustment): Adjustment => ({
  amount: adjustment.amount,
  reason: normalizeNote(adjustment.reason),
})

const AMOUNT = /^([+\-−])?(\d{1,9})(?:[.,](\d{1,2}))?$/

/**
 * An amount as the admin types it, in the currency's units: "-5", "−5.00", "+2.50", "2,5" (a decimal comma), with
 * spaces and a $ ignored; exact (no floating point). At most two decimals (cents), so "1,000" or "1.000" (a thousand
 * in one locale, one in another) is refused rather than guessed. Null for anything else.
 */
export const parseAdjustmentAmount = (text: string): Money | null => {
  const match = text.replace(/[\s$]/g, '').match(AMOUNT)
  if (!match) return null
  const [, sign, whole = '0', fraction = ''] = match
  const amount = Number(whole) * MINOR_UNITS + Number(fraction.padEnd(5, '0'))
  return sign === '-' || sign === '−' ? -amount : amount
}

/**
 * What the adjustment applies to: the goods after the coupon (the items' sub total less what the coupon took off
 * them). Interpretation: a coupon on shipping takes nothing off the goods; one on everything takes off the goods
 * first.
 */
export const adjustmentBase = (
  subTotal: Money,
  couponDiscountTotal: Money,
  couponAppliesTo: 'products' | 'shipping' | 'everything' | null,
): Money => Math.max(0, couponAppliesTo === 'shipping' ? subTotal : subTotal - couponDiscountTotal)

/** The part of the adjustment that applies: a take-off is never larger than its base; an addition applies whole. */
export const appliedAdjustment = (amount: Money | null | undefined, base: Money): Money =>
  // `+ 0`: a take-off of an empty base is 0, not -0.
  Math.max(amount ?? 0, -Math.max(0, base)) + 0
