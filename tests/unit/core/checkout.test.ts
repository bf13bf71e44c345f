import { describe, expect, it } from 'vitest'
import { errorAlertKey } from '../../../core/cart'
import { CART_INVALID, type CheckoutOrder, checkoutProblems } from '../../../core/checkout'
import type { Catalog } from '../../../core/orderItem'

// A set like the demo's spring re-order: checkout needs the student-details form and $10; the magnet is sold only
// with a print in the order; wallets are promotional, two per order.
const studentDetails = {
  id: 'student-details',
  operator: 'all',
  conditions: [
    { kind: 'form', id: 'form-student' },
    { kind: 'order', minimumSpend: 1_000_000 },
  ],
}
const products = {
  print: { id: 'print' },
  magnet: { id: 'magnet' },
  wallets: { id: 'wallets', isPromotional: true, quantityLimit: 2 },
}
const set = (requiredForCheckout = [studentDetails]) => ({
  categories: [{ id: 'prints', products: Object.values(products) }],
  businessRules: {
    requiredForCheckout,
    lockedItems: {
      products: [{ id: 'magnet', unlockedBy: [{ id: 'with-print', conditions: [{ kind: 'product', id: 'print' }] }] }],
    },
  },
})
const catalog = (requiredForCheckout?: (typeof studentDetails)[]) =>
  ({
    set: set(requiredForCheckout),
    topLevel: new Map(Object.values(products).map((product) => [product.id, { product, categoryId: 'prints' }])),
  }) as unknown as Pick<Catalog, 'set' | 'topLevel'>

const order = (id: string, items: [string, number][], formIds = ['form-student']): CheckoutOrder => ({
  id,
  items: items.map(([product, quantity]) => ({ product, quantity, subTotal: quantity * 1_000_000 })),
  formIds,
})

describe('checkout problems when the details are saved (C §4, C §8)', () => {
  it('C §8: code 10001 is the invalid-cart alert', () => {
    expect(errorAlertKey(CART_INVALID)).toBe('checkout.invalid_cart')
  })

  it('C §4: a cart that meets the required rules has no problem', () => {
    expect(checkoutProblems(catalog(), order('o1', [['print', 1]]), [])).toEqual([])
  })

  it('C §4: an empty order, the active one or a linked one, cannot be checked out', () => {
    expect(checkoutProblems(catalog([]), order('o1', []), [])).toEqual([{ kind: 'empty_order', order: 'o1' }])
    expect(checkoutProblems(catalog([]), order('o1', [['print', 1]]), [order('o2', [])])).toEqual([
      { kind: 'empty_order', order: 'o2' },
    ])
  })

  it('C §4 business-rule buttons: required-for-checkout rules that no longer hold (form missing)', () => {
    expect(checkoutProblems(catalog(), order('o1', [['print', 1]], []), [])).toEqual([
      { kind: 'rules_unmet', linkedOrderIssue: false },
    ])
  })

  it('C §4 business-rule buttons: a rule that holds for this order but not a linked one is a linked-order issue', () => {
    const linked = order('o2', [['print', 1]], [])
    expect(checkoutProblems(catalog(), order('o1', [['print', 1]]), [linked])).toEqual([
      { kind: 'rules_unmet', linkedOrderIssue: true },
    ])
  })

  it('C §8: a product no longer sold in the shop', () => {
    expect(checkoutProblems(catalog([]), order('o1', [['canvas', 1]]), [])).toEqual([
      { kind: 'product_unavailable', order: 'o1', product: 'canvas' },
    ])
  })

  it('C §5 cart quantity: a quantity above the limit (promotional: counted with the rest of the order)', () => {
    expect(checkoutProblems(catalog([]), order('o1', [['wallets', 2]]), [])).toEqual([])
    expect(
      checkoutProblems(
        catalog([]),
        order('o1', [
          ['wallets', 1],
          ['wallets', 2],
        ]),
        [],
      ),
    ).toEqual([
      { kind: 'over_limit', order: 'o1', product: 'wallets', limit: 0 },
      { kind: 'over_limit', order: 'o1', product: 'wallets', limit: 1 },
    ])
  })

  it('B §4: an item whose product is now locked (the print that unlocked the magnet is gone)', () => {
    expect(
      checkoutProblems(
        catalog([]),
        order('o1', [
          ['print', 1],
          ['magnet', 1],
        ]),
        [],
      ),
    ).toEqual([])
    expect(checkoutProblems(catalog([]), order('o1', [['magnet', 1]]), [])).toEqual([
      { kind: 'product_locked', order: 'o1', product: 'magnet' },
    ])
  })

  it('C §4: items of linked orders are checked too', () => {
    const linked = order('o2', [['magnet', 1]])
    expect(checkoutProblems(catalog([]), order('o1', [['print', 1]]), [linked])).toEqual([
      { kind: 'product_locked', order: 'o2', product: 'magnet' },
    ])
  })

  it('C §4: a linked order of another shop is judged against its own catalog, the rules stay this order’s', () => {
    const otherShop = {
      set: set([]),
      topLevel: new Map([['frame', { product: { id: 'frame' }, categoryId: 'prints' }]]),
    } as unknown as Pick<Catalog, 'set' | 'topLevel'>
    const sibling = order('o2', [['frame', 1]])
    const catalogOf = (o: CheckoutOrder) => (o.id === 'o2' ? otherShop : catalog())
    expect(checkoutProblems(catalog(), order('o1', [['print', 1]]), [sibling], catalogOf)).toEqual([])
    expect(checkoutProblems(catalog(), order('o1', [['print', 1]]), [sibling])).toEqual([
      { kind: 'product_unavailable', order: 'o2', product: 'frame' },
    ])
  })
})
