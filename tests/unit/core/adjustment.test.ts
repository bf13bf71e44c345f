import { describe, expect, it } from 'vitest'
import {
  adjustmentBase,
  adjustmentProblems,
  appliedAdjustment,
  MAX_ADJUSTMENT,
  normalizeAdjustment,
  parseAdjustmentAmount,
} from '../../../core/adjustment'
import { normalizeNote, noteProblem } from '../../../core/adminNote'
import { type CouponLike, orderTotals } from '../../../core/totals'

// Issue 15 point 2 (C §1 admin-only cart features, C §2 totals, C §6): the studio's price adjustment with a reason.

const usd = (major: number) => major * 100_000
const items = [{ subTotal: usd(20) }, { subTotal: usd(10) }]
const coupon = (appliesTo: CouponLike['appliesTo'], discount: number, modifier = '+'): CouponLike => ({
  code: 'SPRING',
  discount,
  modifier,
  appliesTo,
})

describe('notes and reasons the studio writes (core/adminNote.ts)', () => {
  it.each([
    ['cheque 1042', null],
    ['  ab  ', 'admin.note_length'],
    ['abc', null],
    ['a\n\n b', null],
    ['', 'admin.note_length'],
    ['x'.repeat(200), null],
    ['x'.repeat(201), 'admin.note_length'],
    ['ñé€', null],
    ['👍👍', 'admin.note_length'],
  ])('%j → %s', (text, problem) => {
    expect(noteProblem(text)).toBe(problem)
  })

  it('keeps a note trimmed, white space made one space', () => {
    expect(normalizeNote('  Damaged   print,\n reprinted ')).toBe('Damaged print, reprinted')
  })
})

describe('adjustmentProblems', () => {
  it.each([
    [{ amount: -usd(5), reason: 'Damaged print' }, {}],
    [{ amount: usd(2.5), reason: 'Extra retouching' }, {}],
    [{ amount: 0, reason: 'Nothing' }, { amount: 'admin.adjustment_amount_invalid' }],
    [{ amount: MAX_ADJUSTMENT, reason: 'Top' }, {}],
    [{ amount: -MAX_ADJUSTMENT - 1, reason: 'Too much' }, { amount: 'admin.adjustment_amount_invalid' }],
    [{ amount: 1.5, reason: 'Fraction' }, { amount: 'admin.adjustment_amount_invalid' }],
    [{ amount: -usd(5), reason: ' no' }, { reason: 'admin.note_length' }],
    [
      { amount: 0, reason: '' },
      { amount: 'admin.adjustment_amount_invalid', reason: 'admin.note_length' },
    ],
  ])('%j → %j', (adjustment, problems) => {
    expect(adjustmentProblems(adjustment)).toEqual(problems)
  })

  it('normalizes the reason it keeps', () => {
    expect(normalizeAdjustment({ amount: -1, reason: ' Late\tdelivery ' })).toEqual({
      amount: -1,
      reason: 'Late delivery',
    })
  })
})

describe('parseAdjustmentAmount: what the admin types, exactly', () => {
  it.each([
    ['-5', -usd(5)],
    ['−5.00', -usd(5)],
    ['+2.50', usd(2.5)],
    ['2,5', usd(2.5)],
    [' $ 12.34 ', 1_234_000],
    ['-$3', -usd(3)],
    ['0.1', 10_000],
    ['0.05', 5_000],
    // A separator then three digits is a thousand in English and one in Spanish: refused, never guessed.
    ['1,000', null],
    ['1.000', null],
    ['0.001', null],
    ['5.', null],
    ['1.123456', null],
    ['1,000.00', null],
    ['abc', null],
    ['', null],
    ['--5', null],
    ['1e3', null],
  ])('%j → %s', (text, amount) => {
    expect(parseAdjustmentAmount(text)).toBe(amount)
  })
})

describe('where the adjustment enters the totals (core/totals.ts orderTotals)', () => {
  it('applies after the coupon, to the goods: a coupon on shipping takes nothing off them, one on everything first', () => {
    expect(adjustmentBase(usd(30), usd(3), 'products')).toBe(usd(27))
    expect(adjustmentBase(usd(30), usd(3), 'shipping')).toBe(usd(30))
    expect(adjustmentBase(usd(30), usd(33), 'everything')).toBe(0)
    expect(adjustmentBase(usd(30), 0, null)).toBe(usd(30))
    expect(adjustmentBase(-usd(1), 0, null)).toBe(0)
  })

  it('a take-off is never larger than what it applies to; an addition applies whole', () => {
    expect(appliedAdjustment(-usd(5), usd(30))).toBe(-usd(5))
    expect(appliedAdjustment(-usd(50), usd(30))).toBe(-usd(30))
    expect(appliedAdjustment(usd(50), usd(30))).toBe(usd(50))
    expect(appliedAdjustment(-usd(5), 0)).toBe(0)
    expect(appliedAdjustment(null, usd(30))).toBe(0)
  })

  it('before the fee, tax and shipping: tax is on the adjusted price, the fee and shipping untouched', () => {
    const totals = orderTotals({
      items,
      shippingTotal: usd(5),
      coupon: coupon('products', usd(3)),
      serviceFee: usd(1),
      taxRate: 10,
      adjustment: -usd(7),
    })
    // goods 30 − coupon 3 − adjustment 7 = 20; tax 10 % of (20 + shipping 5) = 2.50
    expect(totals).toMatchObject({
      subTotal: usd(30),
      couponDiscountTotal: usd(3),
      adjustmentTotal: -usd(7),
      serviceFeeTotal: usd(1),
      shippingTotal: usd(5),
      totalTax: usd(2.5),
      total: usd(28.5),
    })
  })

  it('a take-off larger than the goods leaves the fee, shipping and their tax to pay', () => {
    const totals = orderTotals({ items, shippingTotal: usd(5), serviceFee: usd(1), taxRate: 10, adjustment: -usd(100) })
    expect(totals.adjustmentTotal).toBe(-usd(30))
    expect(totals.total).toBe(usd(1) + usd(5) + usd(0.5))
  })

  it('an addition raises the goods and their tax', () => {
    const totals = orderTotals({ items, taxRate: 10, adjustment: usd(2) })
    expect([totals.adjustmentTotal, totals.totalTax, totals.total]).toEqual([usd(2), 320_000, 3_520_000])
  })

  it('no adjustment changes nothing', () => {
    const input = { items, shippingTotal: usd(5), coupon: coupon('everything', 10, '%'), taxRate: 8.25 }
    expect(orderTotals({ ...input, adjustment: null })).toEqual(orderTotals(input))
    expect(orderTotals(input).adjustmentTotal).toBe(0)
  })
})
