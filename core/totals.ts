// Order totals (C §3 order, C §2 order totals block). Every amount is Money; nothing here rounds more than once.
import { adjustmentBase, appliedAdjustment } from './adjustment'
import { type Money, percentage, sum, sumOf } from './money'

export type CouponAppliesTo = 'products' | 'shipping' | 'everything'

/**
 * C §3 couponDiscount. Interpretation: modifier '+' is a fixed amount off, `discount` in 1/100000 units; any other
 * modifier (the studio's '%') is a percentage off, `discount` in percent (10 means 10 %).
 */
export type CouponLike = {
  code: string
  discount: number
  modifier: string
  appliesTo: CouponAppliesTo
  /** C §4 coupons: false leaves package items out of the products base (absent means true). */
  appliesToPackages?: boolean
}

/**
 * An order item's subTotal (price, options and extras) and its price before promotions; `isPackage` marks a package
 * item (a coupon may leave those out).
 */
export type TotalsItem = { subTotal: Money; originalSubTotal?: Money | null; isPackage?: boolean }

export type TotalsInput = {
  items: readonly TotalsItem[]
  shippingTotal?: Money | null
  coupon?: CouponLike | null
  /** A fixed service fee the store charges on the order. */
  serviceFee?: Money | null
  /** Percent (8.25 means 8.25 %). */
  taxRate?: number | null
  /** Refunds issued so far. */
  refund?: Money | null
  /** Issue 15: the studio's price adjustment (signed: below 0 takes off), core/adjustment.ts. */
  adjustment?: Money | null
}

export type OrderTotals = {
  subTotal: Money
  originalSubTotal: Money
  totalSaving: Money
  couponDiscountTotal: Money
  /** The adjustment as it applies (signed; a take-off no larger than the goods after the coupon). */
  adjustmentTotal: Money
  serviceFeeTotal: Money
  shippingTotal: Money
  totalTax: Money
  totalRefund: Money
  total: Money
}

const nonNegative = (amount: Money | null | undefined): Money => Math.max(0, amount ?? 0)

/** The base a coupon applies to (C §3 appliesTo): products, shipping, or both (never the fee or tax). */
function couponBase(coupon: CouponLike, subTotal: Money, shippingTotal: Money): Money {
  switch (coupon.appliesTo) {
    case 'products':
      return subTotal
    case 'shipping':
      return shippingTotal
    case 'everything':
      return sum([subTotal, shippingTotal])
  }
}

/**
 * The products a coupon discounts (C §3 appliesTo products or everything): the items' subTotals, without package
 * items when the coupon does not apply to packages.
 */
export function couponProductsBase(coupon: CouponLike, items: readonly TotalsItem[]): Money {
  const counted = coupon.appliesToPackages === false ? items.filter((item) => !item.isPackage) : items
  return sumOf(counted, (item) => item.subTotal)
}

/**
 * C §3 couponDiscountTotal: the coupon's amount on its base, never below 0 nor above the base. `productsBase` is
 * the order's sub total, or `couponProductsBase` when packages are left out.
 */
export function couponDiscount(coupon: CouponLike, productsBase: Money, shippingTotal: Money): Money {
  const base = nonNegative(couponBase(coupon, productsBase, shippingTotal))
  const amount = coupon.modifier === '+' ? coupon.discount : percentage(base, coupon.discount)
  return Math.min(base, nonNegative(amount))
}

// money.ts isMoney, without a call into another module per item (a getter each under Vitest).
const isMoney = Number.isSafeInteger
const subTotalOf = (item: TotalsItem): Money => item.subTotal
const originalOf = (item: TotalsItem): Money => item.originalSubTotal ?? item.subTotal

/**
 * The items' subTotal and originalSubTotal sums in one pass, with no call per item (issue 17: this runs for every
 * order priced). Exact while every amount and partial sum is a safe integer; otherwise sumOf adds them up (in BigInt)
 * or throws, as it must.
 */
function itemSums(items: readonly TotalsItem[]): { subTotal: Money; originalSubTotal: Money } {
  let subTotal = 0
  let originalSubTotal = 0
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as TotalsItem
    const original = item.originalSubTotal ?? item.subTotal
    subTotal += item.subTotal
    originalSubTotal += original
    if (!isMoney(item.subTotal) || !isMoney(original) || !isMoney(subTotal) || !isMoney(originalSubTotal))
      return { subTotal: sumOf(items, subTotalOf), originalSubTotal: sumOf(items, originalOf) }
  }
  return { subTotal, originalSubTotal }
}

/**
 * C §3 order totals:
 * - subTotal is the sum of item subTotals; originalSubTotal sums each item's originalSubTotal (its subTotal when
 *   unset); totalSaving is their difference, never negative.
 * - Issue 15: the studio's adjustment applies after the coupon, to the goods (core/adjustment.ts adjustmentBase), a
 *   take-off never more than them; before the service fee, tax and shipping.
 * - Interpretation: tax is taxRate percent of (subTotal + shipping − coupon discount + adjustment), the price actually
 *   paid for goods and delivery; the service fee is neither discounted nor taxed. Rounded once, half away from zero.
 * - total = subTotal − coupon discount + adjustment + service fee + shipping + tax, never negative.
 * - Interpretation: the refund is reported, not deducted (C §2 shows it as an info alert); it never exceeds total.
 */
export function orderTotals(input: TotalsInput): OrderTotals {
  const { subTotal, originalSubTotal } = itemSums(input.items)
  const shippingTotal = nonNegative(input.shippingTotal)
  const serviceFeeTotal = nonNegative(input.serviceFee)
  // A coupon for packages too discounts the sub total itself: the items are not added up again.
  const productsBase = (coupon: CouponLike) =>
    coupon.appliesToPackages === false ? couponProductsBase(coupon, input.items) : subTotal
  const couponDiscountTotal = input.coupon ? couponDiscount(input.coupon, productsBase(input.coupon), shippingTotal) : 0
  const adjustmentTotal = appliedAdjustment(
    input.adjustment,
    adjustmentBase(subTotal, couponDiscountTotal, input.coupon?.appliesTo ?? null),
  )
  const taxBase = nonNegative(sum([subTotal, shippingTotal, -couponDiscountTotal, adjustmentTotal]))
  const totalTax = nonNegative(percentage(taxBase, input.taxRate ?? 0))
  const total = nonNegative(
    sum([subTotal, -couponDiscountTotal, adjustmentTotal, serviceFeeTotal, shippingTotal, totalTax]),
  )
  return {
    subTotal,
    originalSubTotal,
    totalSaving: nonNegative(sum([originalSubTotal, -subTotal])),
    couponDiscountTotal,
    adjustmentTotal,
    serviceFeeTotal,
    shippingTotal,
    totalTax,
    totalRefund: Math.min(total, nonNegative(input.refund)),
    total,
  }
}

/** The store settings' charges (C §3 serviceFeeLabel, serviceFeeTotal, taxRate): a fixed fee per order, a percent. */
export type StoreCharges = { serviceFee?: { label: string; amount: Money } | null; taxRate?: number | null }

export type OrderCharges = { serviceFeeLabel: string | null; serviceFee: Money; taxRate: number }

/**
 * The store's charges as they apply to one order. A fee of 0 (or none) is no fee. Interpretation: the fee is charged
 * once the order holds something (an empty cart costs nothing); the tax rate applies (and shows) either way, and a
 * negative rate counts as 0.
 */
export function orderCharges(store: StoreCharges | null | undefined, hasItems: boolean): OrderCharges {
  const fee = store?.serviceFee
  const charged = fee && fee.amount > 0 && hasItems ? fee : null
  return {
    serviceFeeLabel: charged ? charged.label : null,
    serviceFee: charged ? charged.amount : 0,
    taxRate: Math.max(0, store?.taxRate ?? 0),
  }
}

/** C §2: the cart total across linked orders, field by field. */
export function sumTotals(totals: readonly OrderTotals[]): OrderTotals {
  const field = (key: keyof OrderTotals) => sum(totals.map((entry) => entry[key]))
  return {
    subTotal: field('subTotal'),
    originalSubTotal: field('originalSubTotal'),
    totalSaving: field('totalSaving'),
    couponDiscountTotal: field('couponDiscountTotal'),
    adjustmentTotal: field('adjustmentTotal'),
    serviceFeeTotal: field('serviceFeeTotal'),
    shippingTotal: field('shippingTotal'),
    totalTax: field('totalTax'),
    totalRefund: field('totalRefund'),
    total: field('total'),
  }
}

/** C §2: the tax rate is shown only when every linked order shares it; null otherwise. */
export function sharedTaxRate(rates: readonly (number | null | undefined)[]): number | null {
  const first = rates[0]
  return first !== undefined && first !== null && rates.every((rate) => rate === first) ? first : null
}
