import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { addressData } from '../../../core/addressData'
import type { PaymentMethodOffer } from '../../../core/payments'
import type { Order } from '../../../core/schemas/order'
import type { PaymentAnswer } from '../../../core/schemas/payment'
import { orderCompleteMachine } from '../../../machines/orderComplete'
import { imageSubmissionHref, orderCompleteView } from '../../../machines/orderCompleteView'
import { paymentMachine } from '../../../machines/payment'
import { paymentGuardView } from '../../../machines/paymentGuardView'
import { paymentResultMachine } from '../../../machines/paymentResult'
import { paymentResultView } from '../../../machines/paymentResultView'
import { type PaymentView, paymentView } from '../../../machines/paymentView'
import { en } from '../../../ui/messages/en'
import { fixtures } from '../../machines/fixtures'
import '../../machines/paymentFixtures'

// Issue 13: the view functions of the payment step, the payment-in-progress screen and the order-complete page.

const dollars = (amount: number) => `$${(amount / 100_000).toFixed(2)}`
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0))
}
const order = fixtures['payment:order'] as Order

const startPayment = async (submitted: Promise<PaymentAnswer> = new Promise(() => {})) => {
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        loadMethods: fromPromise(async () => fixtures['payment:methods:adminManual'] as PaymentMethodOffer[]),
        choosePayment: fromPromise(async (): Promise<Order | null> => order),
        tokenise: fromPromise(async () => ({ id: 'pm_1', card: { brand: 'visa', last4: '4242' } })),
        submitOrder: fromPromise(() => submitted),
      },
    }),
    { input: { order, orderReady: true, today: { year: 2026, month: 11 } } },
  ).start()
  await settle()
  const view = () => paymentView(actor.getSnapshot(), dollars)
  const type = (field: 'holderName' | 'number' | 'expiryMonth' | 'expiryYear' | 'cvc', value: string) =>
    actor.send({ type: 'card.change', field, value })
  return { actor, view, type }
}

const cardOf = (view: PaymentView) => view.methods.find((m) => m.card)?.card

/** Every message id a view-model names has an English text. */
const ids = (value: unknown): string[] =>
  typeof value === 'string'
    ? /^(checkout|order_complete|alerts)\.[a-z_]+$/.test(value)
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(ids)
      : []

describe('paymentView (C §2 payment step, C §5 card form)', () => {
  it('the accordion lists the offered methods closed, with their cards and the Admin Only flag; nothing to submit yet', async () => {
    const { view } = await startPayment()
    expect(view().methods).toMatchObject([
      { method: 'stripe', id: 'payment-method-stripe', open: false, cards: ['Visa', 'MasterCard', 'Discover', 'Amex'] },
      { method: 'manual', adminOnly: true, open: false, description: 'Bring cash or a cheque to the school office.' },
    ])
    expect(view().submit).toBeNull()
  })

  it('the card form: labelled inputs with cc-* autocomplete and the number pad, the number in groups of four, the brand', async () => {
    const { actor, view, type } = await startPayment()
    actor.send({ type: 'method.choose', method: 'stripe' })
    await settle()
    type('number', '5555555555554444')
    const card = cardOf(view())
    expect(card?.number).toMatchObject({
      value: '5555 5555 5555 4444',
      autoComplete: 'cc-number',
      inputMode: 'numeric',
    })
    expect(card?.brand).toBe('MasterCard')
    expect(
      [card?.holderName, card?.expiryMonth, card?.expiryYear, card?.cvc].map((f) => [f?.autoComplete, f?.inputMode]),
    ).toEqual([
      ['cc-name', 'text'],
      ['cc-exp-month', 'numeric'],
      ['cc-exp-year', 'numeric'],
      ['cc-csc', 'numeric'],
    ])
    expect(view().submit).toMatchObject({
      labelId: 'checkout.pay_amount',
      values: { amount: '$30.00' },
      disabled: false,
    })
    expect(ids(view()).filter((id) => !(id in en))).toEqual([])
  })

  it('an error shows once its field was left, the expiry’s under the pair; all show after a refused submit', async () => {
    const { actor, view, type } = await startPayment()
    actor.send({ type: 'method.choose', method: 'stripe' })
    await settle()
    type('expiryMonth', '1')
    type('expiryYear', '26')
    expect(cardOf(view())?.expiryError).toBeNull()
    actor.send({ type: 'card.blur', field: 'expiryMonth' })
    expect(cardOf(view())).toMatchObject({ expiryError: 'checkout.card_error_expired', expiryMonth: { error: null } })
    expect(cardOf(view())?.holderName.error).toBeNull()
    actor.send({ type: 'payment.submit' })
    expect(cardOf(view())).toMatchObject({
      holderName: { error: 'checkout.form_error_field_required' },
      number: { error: 'checkout.form_error_field_required' },
      cvc: { error: 'checkout.form_error_field_required' },
    })
    expect(view().focus).toEqual({ id: 'card-holder-name', round: 1 })
  })

  it('the button waits while the payment runs, then the payment error shows above a form without the number', async () => {
    let refuse: (e: unknown) => void = () => {}
    const submitted = new Promise<PaymentAnswer>((_, reject) => {
      refuse = reject
    })
    const { actor, view, type } = await startPayment(submitted)
    actor.send({ type: 'method.choose', method: 'stripe' })
    await settle()
    type('holderName', 'Ada Parent')
    type('number', '4000 0000 0000 0002')
    type('expiryMonth', '12')
    type('expiryYear', '2030')
    type('cvc', '123')
    actor.send({ type: 'payment.submit' })
    await settle()
    expect(view()).toMatchObject({ status: 'paying', submit: { labelId: 'checkout.paying', disabled: true } })
    refuse({ code: 'payment_failed', status: 402, message: 'Your card was declined.', fields: {} })
    await settle()
    expect(view()).toMatchObject({
      status: 'ready',
      error: { id: 'checkout.payment_failed_with_message', values: { message: 'Your card was declined.' } },
      submit: { disabled: false },
    })
    expect(cardOf(view())).toMatchObject({
      number: { value: '' },
      holderName: { value: 'Ada Parent' },
      cvc: { value: '123' },
    })
    expect(en['checkout.payment_failed_with_message']).toBe('Unable to process payment: {message}')
  })
})

describe('paymentGuardView: a paid or placed order never shows a payable form (issue 13 point 4)', () => {
  it.each(['paid', 'placed'])('a %s order goes to its confirmation', (status) => {
    expect(paymentGuardView({ ...order, status } as Order, true, addressData)).toEqual({
      status: 'redirect',
      to: `/order/complete/${order.id}`,
    })
  })
})

describe('paymentResultView (C §2 payment in progress)', () => {
  it('the spinner says alerts.payment_in_progress while the payment is processed', () => {
    const actor = createActor(
      paymentResultMachine.provide({ actors: { processPayment: fromPromise(() => new Promise(() => {})) } }),
      { input: { orderId: order.id } },
    ).start()
    expect(paymentResultView(actor.getSnapshot())).toMatchObject({
      status: 'processing',
      messageId: 'alerts.payment_in_progress',
    })
    expect(en['alerts.payment_in_progress']).toBeTruthy()
  })
})

describe('orderCompleteView (C §2 order complete)', () => {
  const complete = async (answer: () => Promise<Order>) => {
    const actor = createActor(orderCompleteMachine.provide({ actors: { getOrder: fromPromise(answer) } }), {
      input: { orderId: order.id },
    }).start()
    await settle()
    return orderCompleteView(actor.getSnapshot())
  }

  it('the upload page gets the submission reference in its placeholder or as a query parameter', () => {
    expect(imageSubmissionHref('https://up.example/start/{reference}', 'SUB 1')).toBe(
      'https://up.example/start/SUB%201',
    )
    expect(imageSubmissionHref('https://up.example/start?school=9', 'SUB-1')).toBe(
      'https://up.example/start?school=9&reference=SUB-1',
    )
  })

  it('a confirmation names every message it uses in English', async () => {
    const view = await complete(async () => fixtures['complete:paidTogether'] as Order)
    expect(view.status).toBe('complete')
    expect(ids(view).filter((id) => !(id in en))).toEqual([])
  })

  it('an order of another shopper is not found, with the way home', async () => {
    const view = await complete(() => Promise.reject({ code: 'not_found', status: 404, message: 'Not found' }))
    expect(view).toEqual({ status: 'notFound', home: '/', retry: { type: 'order.retry' } })
  })
})
