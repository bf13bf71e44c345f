// Money is an integer count of 1/100000 of the currency unit, the unit the spec stores amounts in (B §9, C §9).
// Every operation here stays in integers; results that would leave the safe-integer range throw a RangeError
// instead of silently losing precision.

export type Money = number

/** Minor units per major unit of currency (B §9: stored as 100000 times the amount). */
export const MINOR_UNITS = 100_000

export function isMoney(value: unknown): value is Money {
  return Number.isSafeInteger(value)
}

function checked(value: number | bigint, operation: string): Money {
  // A bigint at or beyond 2^53 converts to a number that is not a safe integer, so one check covers both kinds.
  const result = Number(value)
  if (!Number.isSafeInteger(result)) {
    throw new RangeError(`${operation}: result ${value} is outside the safe integer range`)
  }
  return result
}

function assertMoney(value: number, operation: string): void {
  if (!isMoney(value)) throw new RangeError(`${operation}: ${value} is not an integer amount`)
}

/**
 * Exact sum. Float addition is exact while every partial sum is a safe integer; once one is not (it may have lost
 * precision even if later terms bring the total back), BigInt decides.
 */
export function sum(amounts: readonly Money[]): Money {
  let total = 0
  for (const amount of amounts) {
    assertMoney(amount, 'sum')
    total += amount
    if (!Number.isSafeInteger(total)) {
      return checked(
        amounts.reduce((acc, each) => acc + BigInt(each), 0n),
        'sum',
      )
    }
  }
  return total
}

/** sum of each item's amount, without a list of the amounts in between (issue 17: totals run for every price). */
export function sumOf<T>(items: readonly T[], amountOf: (item: T) => Money): Money {
  let total = 0
  for (const item of items) {
    const amount = amountOf(item)
    assertMoney(amount, 'sum')
    total += amount
    if (!Number.isSafeInteger(total)) return sum(items.map(amountOf))
  }
  return total
}

/** Amount times a whole quantity. */
export function multiply(amount: Money, quantity: number): Money {
  assertMoney(amount, 'multiply')
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`multiply: quantity ${quantity} is not an integer`)
  // A product within the safe range is exact in floating point; a larger one rounds to at least 2^53 and is caught.
  // `+ 0` turns a -0 (0 times a negative quantity) into 0.
  return checked(amount * quantity + 0, 'multiply')
}

// Reads a finite number's shortest decimal spelling as an exact fraction, so 8.875 means 8875/1000, not the
// binary approximation.
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

/** Integer division rounding half away from zero (denominator > 0). */
function divideHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  const twice = (remainder < 0n ? -remainder : remainder) * 2n
  if (twice < denominator) return quotient
  return numerator < 0n ? quotient - 1n : quotient + 1n
}

/**
 * `percent` % of an amount (percent may carry decimals, 8.875 means 8.875 %), computed exactly and rounded once to
 * a whole minor unit, half away from zero (half-up for the non-negative amounts of a price).
 */
export function percentage(amount: Money, percent: number): Money {
  assertMoney(amount, 'percentage')
  const { numerator, denominator } = fractionOf(percent)
  // In the safe-integer range plain numbers are exact and allocate nothing; BigInt only beyond it.
  const product = amount * Number(numerator)
  const divisor = Number(denominator) * 100
  if (Number.isSafeInteger(product) && Number.isSafeInteger(divisor)) return roundedQuotient(product, divisor)
  return checked(divideHalfAwayFromZero(BigInt(amount) * numerator, denominator * 100n), 'percentage')
}

// A store has a few rates and coupons: their fractions are read once (bounded, in case percents come from anywhere).
const fractions = new Map<number, { numerator: bigint; denominator: bigint }>()

function fractionOf(percent: number): { numerator: bigint; denominator: bigint } {
  const known = fractions.get(percent)
  if (known) return known
  const fraction = decimalFraction(percent)
  if (fractions.size >= 64) fractions.clear()
  fractions.set(percent, fraction)
  return fraction
}

/** divideHalfAwayFromZero on safe integers (denominator > 0): the remainder and the quotient are exact. */
function roundedQuotient(numerator: number, denominator: number): Money {
  const remainder = numerator % denominator
  const quotient = (numerator - remainder) / denominator
  if (Math.abs(remainder) * 2 < denominator) return quotient + 0
  return numerator < 0 ? quotient - 1 : quotient + 1
}

/** Amount split into `divisor` equal parts, rounded half away from zero (display of an average unit price). */
export function divide(amount: Money, divisor: number): Money {
  assertMoney(amount, 'divide')
  if (!Number.isSafeInteger(divisor) || divisor <= 0)
    throw new RangeError(`divide: ${divisor} is not a positive integer`)
  return checked(divideHalfAwayFromZero(BigInt(amount), BigInt(divisor)), 'divide')
}

/** A major-unit figure (19.99) as Money, read from its decimal spelling and rounded half away from zero. */
export function fromMajor(major: number): Money {
  const { numerator, denominator } = decimalFraction(major)
  return checked(divideHalfAwayFromZero(numerator * BigInt(MINOR_UNITS), denominator), 'fromMajor')
}

/** For display only (Intl.NumberFormat); never feed the result back into a total. */
export function toMajor(amount: Money): number {
  return amount / MINOR_UNITS
}

const moneyFormats = new Map<string, Intl.NumberFormat>()

/** Money as text in a currency and locale ("$1,234.50"): for display only, like toMajor (receipts, core/receipt.ts). */
export function formatMoney(amount: Money, currency: string, locale: string): string {
  const key = `${locale}|${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    moneyFormats.set(key, format)
  }
  return format.format(toMajor(amount))
}
