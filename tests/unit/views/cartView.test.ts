import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { Order } from '../../../core/schemas/order'
import type { CustomForm, ProductSet } from '../../../core/schemas/productSet'
import { cartMachine } from '../../../machines/cart'
import { cartView } from '../../../machines/cartView'
import { couponFormMachine } from '../../../machines/couponForm'
import { fixtures } from '../../machines/fixtures'
import '../../machines/orderFixtures'

// C §4 required for checkout, as the cart shows it: the reasons say only what is still to do, and the forms the
// rules name are offered right there (B §4 custom form), filled in or not.

const details = { id: 'details', title: 'Student details' } as CustomForm
const other = { id: 'other', title: 'Retake request' } as CustomForm
const base = fixtures['panel:productSet'] as ProductSet
// The demo's rule: the details form filled in and an order of $10.00 or more.
const productSet: ProductSet = {
  ...base,
  forms: [details, other],
  businessRules: {
    ...base.businessRules,
    requiredForCheckout: [
      {
        id: 'r1',
        priority: 0,
        operator: 'all',
        conditions: [
          { kind: 'form', id: 'details' },
          { kind: 'order', id: null, minimumSpend: 1_000_000 },
        ],
      },
    ],
  } as ProductSet['businessRules'],
}
// An $18.00 order of one magnet, with the totals the summary shows.
const withoutForm = {
  ...(fixtures['order:v2'] as Order),
  ...{ subTotal: 1_800_000, total: 1_800_000, totalSaving: 0, couponDiscountTotal: 0, totalTax: 0, taxRate: 0 },
  ...{ shippingTotal: 0, serviceFeeTotal: 0, totalRefund: 0, adjustmentTotal: 0 },
} as Order
const withForm = { ...withoutForm, orderFormEntrys: [{ form: 'details' }] } as unknown as Order

const checkoutOf = (order: Order) =>
  cartView(
    createActor(cartMachine, { input: { productSet, order } }).getSnapshot(),
    createActor(couponFormMachine, { input: {} }).getSnapshot(),
    {
      stage: null,
      storeAllowsCoupons: false,
      subjectName: null,
      sessionLabel: null,
      photos: [],
      errorCode: null,
      formatMoney: (amount) => `$${amount / 100_000}`,
    },
  ).checkout

describe('C §4 checkout gate in the cart', () => {
  it('blocked by the form: the reason names only the form, and the form is offered', () => {
    const checkout = checkoutOf(withoutForm)
    expect(checkout.allowed).toBe(false)
    expect(checkout.unmetRules.map((r) => r.conditions.map((c) => c.id))).toEqual([['product.rule_product']])
    expect(checkout.unmetRules[0]?.conditions[0]?.label).toEqual({
      id: 'product.rule_form',
      values: { label: 'Student details' },
    })
    expect(checkout.forms).toEqual([details])
  })

  it('once filled in: allowed, no reason, the form still there to check or edit', () => {
    const checkout = checkoutOf(withForm)
    expect([checkout.allowed, checkout.unmetRules]).toEqual([true, []])
    expect(checkout.forms).toEqual([details])
  })
})
