import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { Order } from '../../../core/schemas/order'
import { adjustmentFormMachine } from '../../../machines/adjustmentForm'
import { adjustmentFormView } from '../../../machines/adjustmentFormView'
import { cartMachine } from '../../../machines/cart'
import { cartView, totalsOf } from '../../../machines/cartView'
import { couponFormMachine } from '../../../machines/couponForm'
import { adminMessages } from '../../../ui/messages/admin'
import { fixtures } from '../../machines/fixtures'
import { orderViewProductSet } from '../../machines/orderViewFixtures'

// Issue 15 point 2 (C §1 admin-only cart features, C §2 totals): the studio's adjustment form, the adjustment in the
// totals the parent sees, and the cart's reference.

const usd = (major: number) => major * 100_000
/** A cart of $50 (the order page's fixture, still open). */
const cart = { ...(fixtures['orderView:paid'] as Order), status: 'open' } as Order
const adjusted: Order = {
  ...cart,
  adjustment: { amount: -usd(60), reason: 'Reshoot', by: 'admin', at: '2026-11-23T08:00:00.000Z' },
  adjustmentTotal: -usd(50),
  total: 0,
}

const form = () => createActor(adjustmentFormMachine, { input: {} }).start()

describe('adjustmentFormView', () => {
  it('shown only in admin mode, on an order that still takes changes', () => {
    const actor = form()
    expect(adjustmentFormView(actor.getSnapshot(), { order: cart, adminMode: true }).shown).toBe(true)
    expect(adjustmentFormView(actor.getSnapshot(), { order: cart, adminMode: false }).shown).toBe(false)
    expect(adjustmentFormView(actor.getSnapshot(), { order: null, adminMode: true }).shown).toBe(false)
    for (const status of ['placed', 'paid', 'payment_pending'] as const)
      expect(adjustmentFormView(actor.getSnapshot(), { order: { ...cart, status }, adminMode: true }).shown).toBe(false)
  })

  it('previews the new total with the order’s own charges once the amount reads', () => {
    const actor = form()
    actor.send({ type: 'adjustment.toggle' })
    const view = () => adjustmentFormView(actor.getSnapshot(), { order: cart, adminMode: true })
    expect(view()).toMatchObject({ open: true, busy: false, preview: null, held: null })
    actor.send(view().events.amount('-5.00'))
    expect(view().preview).toEqual({ total: cart.total - usd(5) })
    actor.send(view().events.amount('-500'))
    // Never below what the goods cost: the take-off stops at the $50 of items.
    expect(view().preview).toEqual({ total: 0 })
    actor.send(view().events.amount('five'))
    expect(view().preview).toBeNull()
  })

  it('the adjustment held, what applies of it, and its reason; the problems as message ids with a text', () => {
    const actor = form()
    actor.send({ type: 'adjustment.toggle' })
    actor.send({ type: 'adjustment.submit' })
    const view = adjustmentFormView(actor.getSnapshot(), { order: adjusted, adminMode: true })
    expect(view.held).toEqual({ amount: -usd(60), applied: -usd(50), reason: 'Reshoot' })
    expect(view.problems).toEqual({ amount: 'admin.adjustment_amount_invalid', reason: 'admin.note_length' })
    for (const id of Object.values(view.problems)) {
      expect(adminMessages.en).toHaveProperty([id])
      expect(adminMessages.es).toHaveProperty([id])
    }
  })
})

describe('the cart’s totals and reference (C §2)', () => {
  it('the adjustment shows to the parent as it applies, with its reason; none when there is none', () => {
    expect(totalsOf(adjusted, []).adjustment).toEqual({ amount: -usd(50), reason: 'Reshoot' })
    expect(totalsOf(cart, []).adjustment).toBeNull()
    // The checkout step's totals with a method keep the adjustment's part that applies with it.
    const withMethod = totalsOf({ ...adjusted, adjustmentTotal: -usd(45) }, [])
    expect(withMethod.adjustment?.amount).toBe(-usd(45))
  })

  it('the cart names its reference for the parent to quote to the studio', () => {
    const cartActor = createActor(cartMachine, { input: { productSet: orderViewProductSet, order: cart } }).start()
    const coupon = createActor(couponFormMachine, { input: {} }).start()
    const view = cartView(cartActor.getSnapshot(), coupon.getSnapshot(), {
      stage: null,
      storeAllowsCoupons: true,
      subjectName: null,
      sessionLabel: null,
      photos: [],
      errorCode: null,
      formatMoney: String,
    } as Parameters<typeof cartView>[2])
    expect(view.reference).toBe(cart.orderReference)
    expect(adminMessages.en['cart.reference']).toContain('{reference}')
    expect(adminMessages.es['cart.reference']).toContain('{reference}')
  })
})
