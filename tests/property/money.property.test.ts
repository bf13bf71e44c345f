import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { divide, fromMajor, multiply, percentage, sum, toMajor } from '../../core/money'

const small = fc.integer({ min: -(2 ** 40), max: 2 ** 40 })
const anySafe = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })
const bigSum = (values: readonly number[]) => values.reduce((acc, value) => acc + BigInt(value), 0n)

describe('C §9 money properties', () => {
  it('C §9: sums equal the BigInt sum, or throw when it leaves the safe range', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(small, anySafe), { maxLength: 30 }), (values) => {
        const exact = bigSum(values)
        if (exact >= BigInt(Number.MIN_SAFE_INTEGER) && exact <= BigInt(Number.MAX_SAFE_INTEGER)) {
          expect(BigInt(sum(values))).toBe(exact)
        } else {
          expect(() => sum(values)).toThrow(RangeError)
        }
      }),
    )
  })

  it('C §9: sums are commutative and associative', () => {
    fc.assert(
      fc.property(fc.array(small, { maxLength: 40 }), fc.array(small, { maxLength: 40 }), (a, b) => {
        expect(sum([...a, ...b])).toBe(sum([...b, ...a]))
        expect(sum([...a].reverse())).toBe(sum(a))
        expect(sum([sum(a), sum(b)])).toBe(sum([...a, ...b]))
      }),
    )
  })

  it('C §9: multiply equals repeated exact addition', () => {
    fc.assert(
      fc.property(small, fc.integer({ min: -50, max: 50 }), (amount, quantity) => {
        expect(BigInt(multiply(amount, quantity))).toBe(BigInt(amount) * BigInt(quantity))
      }),
    )
  })

  it('C §9: a percentage is an integer within [0, amount] for 0-100 %, and half-up on whole percents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        const result = percentage(amount, percent)
        expect(Number.isSafeInteger(result)).toBe(true)
        expect(result).toBeGreaterThanOrEqual(0)
        expect(result).toBeLessThanOrEqual(amount)
        const scaled = BigInt(amount) * BigInt(percent)
        expect(BigInt(result)).toBe((scaled * 2n + 100n) / 200n)
      }),
    )
  })

  it('C §9: percentage and divide are symmetric around zero', () => {
    fc.assert(
      fc.property(small, fc.double({ min: 0, max: 100, noNaN: true }), fc.integer({ min: 1, max: 1000 }), (a, p, d) => {
        expect(percentage(-a, p)).toBe(0 - percentage(a, p))
        expect(divide(-a, d)).toBe(0 - divide(a, d))
      }),
    )
  })

  it('B §9: fromMajor(toMajor(m)) is m', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (amount) => {
        expect(fromMajor(toMajor(amount))).toBe(amount)
      }),
    )
  })
})
