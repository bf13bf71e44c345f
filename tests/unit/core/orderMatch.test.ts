import { describe, expect, it } from 'vitest'
import { orderFacts } from '../../../core/orderFacts'
import { orderMismatches, orderStorageKey, orderTypeOf } from '../../../core/orderMatch'

const order = {
  storeUser: 'u1',
  isPreOrder: false,
  subject: null,
  clientSession: { id: 's1' },
  clientSessionStage: { id: 'st1' },
}
const expected = { storeUserId: 'u1', clientSessionId: 's1', stageId: 'st1', isPreOrder: false, subjectId: null }

describe('C §4 order lifecycle: a stored order that mismatches is discarded', () => {
  it('an order of this visit matches', () => {
    expect(orderMismatches(order, expected)).toEqual([])
  })

  it.each([
    ['isPreOrder', { isPreOrder: true }],
    ['subject', { subjectId: 'emma' }],
    ['storeUser', { storeUserId: 'u2' }],
    ['clientSession', { clientSessionId: 's2' }],
    ['stage', { stageId: 'st2' }],
  ])('a different %s mismatches', (field, change) => {
    expect(orderMismatches(order, { ...expected, ...change })).toEqual([field])
  })

  it.each(['paid', 'placed', 'cancelled'])('issue 13, C §4: a %s order is no cart any more', (status) => {
    expect(orderMismatches({ ...order, status }, expected)).toEqual(['status'])
  })

  it.each(['open', 'checkout', 'payment_pending'])('a %s order is still the cart', (status) => {
    expect(orderMismatches({ ...order, status }, expected)).toEqual([])
  })

  it('B §3: the storage key is per store user, stage and type', () => {
    expect(orderStorageKey('u1', 'st1', 're-order')).not.toBe(orderStorageKey('u2', 'st1', 're-order'))
    expect(orderStorageKey('u1', 'st1', 're-order')).not.toBe(orderStorageKey('u1', 'st1', 'pre-order'))
    // B §3 per-subject order ids: each child keeps its own order.
    expect(orderStorageKey('u1', 'st1', 're-order', 's1')).not.toBe(orderStorageKey('u1', 'st1', 're-order', 's2'))
    expect(orderStorageKey('u1', 'st1', 're-order', 's1')).not.toBe(orderStorageKey('u1', 'st1', 're-order'))
  })
})

describe('B §5 business-rule facts from an order', () => {
  it('items carry their category, the subtotal is exact, form entries count', () => {
    const facts = orderFacts(
      [
        { product: 'a', quantity: 2, subTotal: 1_000_000 },
        { product: 'b', quantity: 1, subTotal: 250_000 },
      ],
      (id) => (id === 'a' ? 'prints' : null),
      ['form-1'],
    )
    expect(facts).toEqual({
      items: [
        { productId: 'a', categoryId: 'prints', quantity: 2, subTotal: 1_000_000 },
        { productId: 'b', categoryId: null, quantity: 1, subTotal: 250_000 },
      ],
      subTotal: 1_250_000,
      formIds: ['form-1'],
    })
  })
})

describe('B §3, B §6 order type: the stage or the product set’s pre-order flag makes a pre-order', () => {
  it.each([
    ['pre-order', false, 'pre-order'],
    ['pre-order', true, 'pre-order'],
    ['re-order', true, 'pre-order'],
    ['re-order', false, 're-order'],
    ['pause', false, 're-order'],
  ] as const)('a %s stage, product set preOrder %s: %s', (type, preOrder, expected) => {
    expect(orderTypeOf({ type }, { preOrder })).toBe(expected)
  })
})
