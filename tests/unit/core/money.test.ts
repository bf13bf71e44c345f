import { describe, expect, it } from 'vitest'
import { divide, fromMajor, isMoney, MINOR_UNITS, multiply, percentage, sum, toMajor } from '../../../core/money'

describe('B §9, C §9 money in 1/100000 units', () => {
  it('B §9: the stored unit is 1/100000 of the currency unit', () => {
    expect(MINOR_UNITS).toBe(100_000)
    expect(fromMajor(19.99)).toBe(1_999_000)
    expect(fromMajor(0.1 + 0.2)).toBe(30_000)
    expect(fromMajor(-2.5)).toBe(-250_000)
    expect(fromMajor(1e-7)).toBe(0)
    expect(fromMajor(0.000005)).toBe(1)
    expect(fromMajor(-0.000005)).toBe(-1)
    expect(fromMajor(1e3)).toBe(100_000_000)
  })

  it('B §9: divided by 100000 for display only', () => {
    expect(toMajor(1_999_000)).toBe(19.99)
    expect(toMajor(0)).toBe(0)
  })

  it('B §9: isMoney accepts safe integers only', () => {
    expect(isMoney(0)).toBe(true)
    expect(isMoney(-5)).toBe(true)
    expect(isMoney(1.5)).toBe(false)
    expect(isMoney(Number.NaN)).toBe(false)
    expect(isMoney(Number.MAX_SAFE_INTEGER + 1)).toBe(false)
    expect(isMoney('5')).toBe(false)
  })

  it('C §9: sums are exact, also when a partial sum leaves the safe range', () => {
    expect(sum([])).toBe(0)
    expect(sum([1, 2, 3])).toBe(6)
    expect(sum([Number.MAX_SAFE_INTEGER, 1, -1])).toBe(Number.MAX_SAFE_INTEGER)
    expect(() => sum([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError)
    expect(() => sum([0.5])).toThrow(RangeError)
  })

  it('C §9: multiply by a whole quantity', () => {
    expect(multiply(1_999_000, 3)).toBe(5_997_000)
    expect(Object.is(multiply(0, -2), 0)).toBe(true)
    expect(() => multiply(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError)
    expect(() => multiply(100, 1.5)).toThrow(RangeError)
    expect(() => multiply(1.5, 2)).toThrow(RangeError)
  })

  it('C §9: percentage rounds once, half away from zero', () => {
    expect(percentage(1_000_000, 10)).toBe(100_000)
    expect(percentage(1_000_000, 8.875)).toBe(88_750)
    expect(percentage(5, 10)).toBe(1) // 0.5 rounds up
    expect(percentage(4, 10)).toBe(0) // 0.4 rounds down
    expect(percentage(-5, 10)).toBe(-1) // -0.5 rounds away from zero
    expect(percentage(15, 10)).toBe(2) // 1.5 rounds up
    expect(percentage(1, 1e-7)).toBe(0)
    expect(percentage(0, 1e21)).toBe(0)
    expect(() => percentage(100, Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => percentage(Number.MAX_SAFE_INTEGER, 200)).toThrow(RangeError)
  })

  it('C §9: divide rounds half away from zero and needs a positive whole divisor', () => {
    expect(divide(10, 4)).toBe(3)
    expect(divide(9, 4)).toBe(2)
    expect(divide(-10, 4)).toBe(-3)
    expect(() => divide(10, 0)).toThrow(RangeError)
    expect(() => divide(10, 1.5)).toThrow(RangeError)
  })
})
