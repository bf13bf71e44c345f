// Coupons (C §3 couponDiscount, C §4 coupons, C §5 coupon form): when a store's coupon may be applied to an order,
// and what it takes off. Time is an argument; the uses are counted by the caller (the server, under a lock).
import type { Money } from './money'
import { type CouponAppliesTo, type CouponLike, couponDiscount, couponProductsBase, type TotalsItem } from './totals'

export type CouponKind = 'percentage' | 'fixed'

/** A store's coupon (migration 008 `coupons`). */
export type Coupon = {
  code: string
  kind: CouponKind
  /** percentage: percent of the base (12.5 means 12.5 %, at most 100); fixed: Money off. */
  amount: number
  appliesTo: CouponAppliesTo
  /** false leaves package items' subtotals out of the products base. */
  appliesToPackages: boolean
  /** Against the order's sub total; null for none. */
  minimumSpend: Money | null
  /** Valid from this moment (inclusive) until that one (exclusive); null is open. */
  validFrom: Date | null
  validUntil: Date | null
  /** Orders that may hold the coupon at once, over all shoppers; null for no limit. */
  usageLimit: number | null
  /** Orders of one store user that may hold the coupon; null for no limit. */
  usageLimitPerUser: number | null
}

/** The message keys of a refused coupon (ui/messages/en.ts), one per reason. */
export const COUPON_REFUSALS = {
  codeRequired: 'coupon_discount.code_required',
  unknown: 'coupon_discount.unknown',
  notAllowed: 'coupon_discount.not_allowed',
  notYetValid: 'coupon_discount.not_yet_valid',
  expired: 'coupon_discount.expired',
  usedUp: 'coupon_discount.used_up',
  usedUpForShopper: 'coupon_discount.used_up_for_shopper',
  minimumSpendNotMet: 'coupon_discount.minimum_spend_not_met',
  notApplicable: 'coupon_discount.not_applicable',
} as const

export type CouponRefusalKey = (typeof COUPON_REFUSALS)[keyof typeof COUPON_REFUSALS]

/**
 * Why a coupon is refused: a message key and its ICU values. Money values are Money (the view formats them), dates
 * are epoch milliseconds (`{validUntil, date, medium}`).
 */
export type CouponRefusal = { key: CouponRefusalKey; values: Record<string, string | number> }

/** What the order looks like when the coupon is applied. */
export type CouponCheck = {
  now: Date
  /** The order's sub total (C §3 subTotal), for the minimum spend. */
  orderSubTotal: Money
  /** What the coupon would discount among the products (`couponProductsBase`). */
  productsBase: Money
  /** Orders holding the coupon now, this one left out. */
  usesTotal: number
  /** Orders of this store user holding the coupon now, this one left out. */
  usesByUser: number
  /** C §4: the stage allows coupons (absent means it does). */
  couponsAllowed?: boolean
}

/** C §5: the code as typed, trimmed; codes match whatever their case (`sameCode`). */
export const normalizeCouponCode = (code: string): string => code.trim()

export const sameCode = (a: string, b: string): boolean =>
  normalizeCouponCode(a).toLowerCase() === normalizeCouponCode(b).toLowerCase()

/** The coupon as the order carries it (C §3 couponDiscount): '+' a fixed amount, '%' a percentage. */
export const couponOnOrder = (coupon: Coupon): Required<CouponLike> => ({
  code: coupon.code,
  discount: coupon.amount,
  modifier: coupon.kind === 'fixed' ? '+' : '%',
  appliesTo: coupon.appliesTo,
  appliesToPackages: coupon.appliesToPackages,
})

const refusal = (key: CouponRefusalKey, values: CouponRefusal['values'] = {}): CouponRefusal => ({ key, values })

/**
 * C §4 coupons: null when the coupon may be applied, else the first reason it may not, in this order: coupons not
 * allowed at this stage, not yet valid, expired, used up, used up for this shopper, minimum spend not met, not
 * applicable. An unknown code is the caller's (there is no coupon to ask about).
 *
 * Interpretation of "not applicable": a products coupon needs something to discount (an order of packages only, for
 * a coupon that leaves packages out, or an order of free items has nothing). A shipping or everything coupon is
 * always applicable: with no shipping method chosen yet it discounts 0 until one is.
 */
export function couponRefusal(coupon: Coupon, check: CouponCheck): CouponRefusal | null {
  if (check.couponsAllowed === false) return refusal(COUPON_REFUSALS.notAllowed)
  if (coupon.validFrom && check.now.getTime() < coupon.validFrom.getTime())
    return refusal(COUPON_REFUSALS.notYetValid, { validFrom: coupon.validFrom.getTime() })
  if (coupon.validUntil && check.now.getTime() >= coupon.validUntil.getTime())
    return refusal(COUPON_REFUSALS.expired, { validUntil: coupon.validUntil.getTime() })
  if (coupon.usageLimit !== null && check.usesTotal >= coupon.usageLimit)
    return refusal(COUPON_REFUSALS.usedUp, { limit: coupon.usageLimit })
  if (coupon.usageLimitPerUser !== null && check.usesByUser >= coupon.usageLimitPerUser)
    return refusal(COUPON_REFUSALS.usedUpForShopper, { limit: coupon.usageLimitPerUser })
  if (!minimumSpendMet(coupon, check.orderSubTotal))
    return refusal(COUPON_REFUSALS.minimumSpendNotMet, {
      minimumSpend: coupon.minimumSpend ?? 0,
      remaining: (coupon.minimumSpend ?? 0) - check.orderSubTotal,
    })
  if (coupon.appliesTo === 'products' && check.productsBase <= 0) return refusal(COUPON_REFUSALS.notApplicable)
  return null
}

/** C §4: the order's sub total reaches the coupon's minimum spend (always, without one). */
export const minimumSpendMet = (coupon: Pick<Coupon, 'minimumSpend'>, orderSubTotal: Money): boolean =>
  coupon.minimumSpend === null || orderSubTotal >= coupon.minimumSpend

/**
 * C §3 couponDiscountTotal of a coupon on an order's items and shipping (core/totals.ts `couponDiscount`): packages
 * left out when the coupon says so; never negative, never above its base.
 */
export const couponAmount = (coupon: Coupon, items: readonly TotalsItem[], shippingTotal: Money): Money => {
  const onOrder = couponOnOrder(coupon)
  return couponDiscount(onOrder, couponProductsBase(onOrder, items), shippingTotal)
}
