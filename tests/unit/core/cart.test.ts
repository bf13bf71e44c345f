import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { amountToPay, cartSummary, cartTotal, checkoutGate, errorAlertKey } from '../../../core/cart'

const order = (id: string, items: { product: string; quantity: number; subTotal: number }[], forms: string[] = []) => ({
  id,
  orderItems: items,
  orderFormEntrys: forms.map((form) => ({ form })),
})

const set = (requiredForCheckout: { id: string; operator: string; conditions: object[] }[] = []) => ({
  categories: [{ id: 'cat-prints', products: [{ id: 'print' }, { id: 'magnet' }] }],
  businessRules: { requiredForCheckout: requiredForCheckout as never },
})

describe('C §2 cart total and summary', () => {
  it('adds the totals of every linked order to the order total', () => {
    expect(cartTotal({ total: 1_800_000, linkedOrders: [{ total: 2_200_000 }, { total: 0 }] })).toBe(4_000_000)
  })

  it('issue 13: one payment pays the order and the linked orders still in the cart (open or checkout)', () => {
    const linked = (
      total: number,
      status: 'open' | 'checkout' | 'payment_pending' | 'placed' | 'paid' | 'cancelled',
    ) => ({
      total,
      status,
    })
    const linkedOrders = [linked(100, 'open'), linked(200, 'checkout'), linked(400, 'paid'), linked(800, 'placed')]
    expect(amountToPay({ total: 1_000, linkedOrders })).toBe(1_300)
    expect(amountToPay({ total: 1_000, linkedOrders: [linked(5, 'cancelled')] })).toBe(1_000)
  })

  it('counts the units of the order and the items of linked orders', () => {
    const summary = cartSummary({
      total: 3_600_000,
      orderItems: [{ quantity: 2 }, { quantity: 1 }],
      linkedOrders: [{ total: 1_000_000, itemCount: 2 }],
    })
    expect(summary).toEqual({ count: 5, total: 4_600_000 })
    expect(cartSummary(null)).toEqual({ count: 0, total: 0 })
  })

  test.prop([fc.nat(10_000_000), fc.array(fc.nat(10_000_000), { maxLength: 6 })])(
    'the cart total is never below the order total and is the exact sum',
    (total, linked) => {
      const result = cartTotal({ total, linkedOrders: linked.map((t) => ({ total: t })) })
      expect(result).toBe(total + linked.reduce((a, b) => a + b, 0))
      expect(result).toBeGreaterThanOrEqual(total)
    },
  )
})

describe('C §8 error code alert', () => {
  it.each([
    ['10001', 'checkout.invalid_cart'],
    [' 10001 ', 'checkout.invalid_cart'],
    ['42', 'checkout.error'],
    ['oops', 'checkout.error'],
    ['', null],
    [null, null],
  ])('errorCode %j shows %s', (code, key) => {
    expect(errorAlertKey(code)).toBe(key)
  })
})

describe('C §4 checkout gate', () => {
  const atLeastTwenty = {
    id: 'r1',
    operator: 'all',
    conditions: [{ kind: 'order', id: null, minimumSpend: 2_000_000 }],
  }

  it('allows checkout with no required rules and items in every order', () => {
    expect(checkoutGate(set(), order('o1', [{ product: 'print', quantity: 1, subTotal: 1 }]), []).allowed).toBe(true)
  })

  it('blocks an empty order and names it', () => {
    const gate = checkoutGate(set(), order('o1', [{ product: 'print', quantity: 1, subTotal: 1 }]), [order('o2', [])])
    expect(gate).toMatchObject({ allowed: false, emptyOrders: ['o2'] })
  })

  it('blocks when required rules exist and none holds, and lists them (C §4)', () => {
    const gate = checkoutGate(
      set([atLeastTwenty]),
      order('o1', [{ product: 'print', quantity: 1, subTotal: 1_800_000 }]),
      [],
    )
    expect(gate.allowed).toBe(false)
    expect(gate.unmetRules.map((r) => r.id)).toEqual(['r1'])
  })

  it('a rule must hold for every linked order too: the linked-order-issue flag', () => {
    const gate = checkoutGate(
      set([atLeastTwenty]),
      order('o1', [{ product: 'print', quantity: 2, subTotal: 3_600_000 }]),
      [order('o2', [{ product: 'magnet', quantity: 1, subTotal: 800_000 }])],
    )
    expect(gate).toMatchObject({ allowed: false, linkedOrderIssue: true })
  })

  it('allows checkout once a rule holds for every order', () => {
    const gate = checkoutGate(
      set([atLeastTwenty]),
      order('o1', [{ product: 'print', quantity: 2, subTotal: 3_600_000 }]),
      [order('o2', [{ product: 'print', quantity: 2, subTotal: 3_600_000 }])],
    )
    expect(gate).toMatchObject({ allowed: true, unmetRules: [], linkedOrderIssue: false })
  })
})
