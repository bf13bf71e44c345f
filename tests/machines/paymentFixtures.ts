import type { PaymentMethodOffer } from '../../core/payments'
import type { Order, OrderPayment } from '../../core/schemas/order'
import type { PaymentAnswer, SandboxPaymentMethod } from '../../core/schemas/payment'
import { fixtures } from './fixtures'
import './checkoutFixtures'

// Named inputs and answers of the payment, payment-result and order-complete scenarios (issue 13); imported for its
// effect. Orders start from the checkout's saved order (customer details complete, $30.00).

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const saved = fixtures['checkout:order:saved'] as Order

const withOrder = (overrides: Record<string, unknown>) =>
  ({
    ...saved,
    orderReference: 'ADA00060',
    paymentMethod: null,
    paidAt: null,
    payment: null,
    imageSubmission: null,
    clientSessionStage: { ...saved.clientSessionStage, orderCompleteCartText: null, imageSubmissionUrl: null },
    ...overrides,
  }) as Order

const linked = (n: number, total: number, status: string) => ({
  id: id(n),
  orderReference: `SIB000${n}`,
  subjectName: `Child ${n}`,
  total,
  status,
})

const offer = (
  method: PaymentMethodOffer['method'],
  overrides: Partial<PaymentMethodOffer> = {},
): PaymentMethodOffer => ({
  method,
  label: method,
  description: null,
  adminOnly: false,
  acceptedCards: [],
  publishableKey: null,
  ...overrides,
})

const card = offer('stripe', {
  label: 'Credit or debit card',
  acceptedCards: ['Visa', 'MasterCard', 'Discover', 'Amex'],
  publishableKey: 'pk_sandbox_demo',
})
const manual = offer('manual', { label: 'Pay at school', description: 'Bring cash or a cheque to the school office.' })
const testing = offer('testing', { label: 'Test mode: skip payment' })

const payment = (method: OrderPayment['method'], status: OrderPayment['status'], orders: Order[]): OrderPayment => ({
  method,
  status,
  amount: orders.reduce((total, o) => total + o.total, 0),
  currency: 'USD',
  cardBrand: method === 'stripe' ? 'visa' : null,
  cardLast4: method === 'stripe' ? '4242' : null,
  paidAt: status === 'succeeded' ? '2026-11-23T08:00:00.000Z' : null,
  orders: orders.map((o) => ({ id: o.id, orderReference: o.orderReference, subjectName: null, total: o.total })),
})

const answer = (order: Order, secret: string | null = null): PaymentAnswer => ({
  order,
  requiresAction: secret !== null,
  paymentIntentClientSecret: secret,
})

const paid = (method: OrderPayment['method']) => {
  const order = withOrder({ status: 'paid', paymentMethod: method, paidAt: '2026-11-23T08:00:00.000Z' })
  return { ...order, payment: payment(method, 'succeeded', [order]) } as Order
}

const placed = (() => {
  const order = withOrder({ status: 'placed', paymentMethod: 'manual' })
  return { ...order, payment: payment('manual', 'pending', [order]) } as Order
})()

const item = (type: string) => ({ ...(saved.orderItems[0] ?? {}), id: `item-${type}`, type, orderItems: [] })

// Two children paid together, a digital image among the items, the stage's text and image submission ready (10).
const paidTogether = (() => {
  const order = withOrder({
    status: 'paid',
    paymentMethod: 'stripe',
    orderItems: [item('custom'), item('digital')],
    imageSubmission: { state: 10, reference: 'SUB-ADA00060' },
    clientSessionStage: {
      ...saved.clientSessionStage,
      orderCompleteCartText: 'Your photos are handed out in class.',
      imageSubmissionUrl: 'https://brightside.example/photo-submission',
    },
  })
  const sibling = { ...order, id: id(61), orderReference: 'SIB00061', total: 2_000_000 }
  return {
    ...order,
    payment: {
      ...payment('stripe', 'succeeded', [order, sibling]),
      orders: [
        { id: order.id, orderReference: 'ADA00060', subjectName: 'Ada', total: order.total },
        { id: sibling.id, orderReference: 'SIB00061', subjectName: 'Ben', total: 2_000_000 },
      ],
    },
  } as Order
})()

const token: SandboxPaymentMethod = { id: 'pm_sandbox_1', card: { brand: 'visa', last4: '4242' } }

Object.assign(fixtures, {
  'payment:order': withOrder({}),
  'payment:order:cardChosen': withOrder({ paymentMethod: 'stripe' }),
  // $30.00 here, $20.00 for a brother still in the cart, a sister's order paid already: $50.00 to pay now.
  'payment:order:linked': withOrder({
    linkedOrders: [linked(61, 2_000_000, 'checkout'), linked(62, 1_500_000, 'paid')],
  }),
  'payment:methods': [card, manual, testing],
  'payment:methods:free': [offer('free', { label: 'Free' })],
  'payment:methods:noKey': [{ ...card, publishableKey: null }, manual],
  'payment:methods:adminManual': [card, { ...manual, adminOnly: true }],
  'payment:chosen': withOrder({ paymentMethod: 'stripe', version: 4 }),
  'payment:token': token,
  'payment:paid': answer(paid('stripe')),
  'payment:paid:testing': answer(paid('testing')),
  'payment:paid:free': answer(paid('free')),
  'payment:placed': answer(placed),
  'payment:requiresAction': answer(
    withOrder({ status: 'payment_pending', paymentMethod: 'stripe' }),
    'pi_1_secret_abc',
  ),
  'payment:unfinished': answer(withOrder({ status: 'checkout', paymentMethod: 'stripe' })),
  'payment:actionDone': null,
  'complete:paidTogether': paidTogether,
  'complete:placed': placed,
  'complete:preOrderDigital': { ...paidTogether, isPreOrder: true, imageSubmission: { state: 20, reference: 'x' } },
  'complete:paidPrints': paid('testing'),
  'complete:notPaid': withOrder({ status: 'checkout' }),
  'complete:placedMethod': { label: 'Pay at school', description: 'Bring cash or a cheque to the school office.' },
})
