// Issue 14 receipt (C §2 order totals, C §3 order fields, C §7 receipt): the receipt's words and amounts from orders.
import { Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMoney, sum } from '../../../core/money'
import { buildReceipt, RECEIPT_TEXT, type ReceiptLabels, type TotalKind, totalLines } from '../../../core/receipt'
import { Order, type OrderChange, type OrderItem, type OrderPayment } from '../../../core/schemas/order'
import { cupertino } from '../../addresses'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const usd = (dollars: number) => Math.round(dollars * 100_000)
const text = RECEIPT_TEXT.en

const PAID_AT = '2026-11-01T12:00:00.000Z'

const item = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  id: id(100),
  label: '8×10 print',
  type: 'custom',
  product: id(200),
  quantity: 1,
  quantityLimit: null,
  subTotal: usd(18),
  originalSubTotal: usd(18),
  totalCredits: 0,
  additionalCredits: 0,
  additionalCreditsSubTotal: 0,
  additionalPoses: 0,
  additionalPosesSubTotal: 0,
  creditCost: 0,
  acceptedLicence: true,
  orderItemOptions: [],
  orderItemNodes: [],
  createdAt: PAID_AT,
  parameters: { removeDependencies: [] },
  orderItems: [],
  ...overrides,
})

const cardPayment: OrderPayment = {
  method: 'stripe',
  status: 'succeeded',
  amount: usd(25.95),
  currency: 'USD',
  cardBrand: 'visa',
  cardLast4: '4242',
  paidAt: PAID_AT,
  orders: [{ id: id(1), orderReference: 'EMMA2345', subjectName: 'Emma Johnson', total: usd(25.95) }],
}

/** A paid order of Emma's: one 8×10 print shipped home, paid by card. */
const order = (overrides: Partial<Order> = {}): Order => ({
  id: id(1),
  orderReference: 'EMMA2345',
  type: 're-order',
  isPreOrder: false,
  store: id(2),
  storeUser: id(3),
  clientSession: { id: id(4), label: 'Spring Portraits 2026', cartImageTypePreference: 'either' },
  clientSessionStage: {
    id: id(5),
    type: 're-order',
    allowCoupons: true,
    multiChildOrdering: true,
    orderCompleteCartText: null,
    imageSubmissionUrl: null,
  },
  subject: id(6),
  orderItems: [item()],
  orderImageOptions: [],
  linkedOrders: [],
  orderFormEntrys: [],
  currency: 'USD',
  taxRate: 0,
  couponDiscount: null,
  adjustment: null,
  serviceFeeLabel: null,
  subTotal: usd(18),
  originalSubTotal: usd(18),
  totalSaving: 0,
  couponDiscountTotal: 0,
  adjustmentTotal: 0,
  serviceFeeTotal: 0,
  shippingTotal: usd(7.95),
  totalTax: 0,
  totalRefund: 0,
  total: usd(25.95),
  status: 'paid',
  recipientName: 'Ada Parent',
  recipientEmail: 'ada@example.com',
  shippingAddress: cupertino,
  billingAddress: null,
  billingDetailsAdded: false,
  shippingMethod: { id: id(7), label: 'Ship to home' },
  shippingInstructions: null,
  photographerInstructions: null,
  paymentMethod: 'stripe',
  paidAt: PAID_AT,
  payment: cardPayment,

  imageSubmission: null,
  licence: null,
  acceptedLicence: true,
  downloadAllURL: null,
  afterPurchase: { productionCutoffAt: null, canChange: false, contact: null, changes: [] },
  version: 3,
  createdAt: '2026-10-30T09:00:00.000Z',
  updatedAt: PAID_AT,
  ...overrides,
})

const labels: ReceiptLabels = {
  storeName: 'Brightside School Photography',
  locale: 'en-US',
  groups: {
    [id(10)]: { label: 'Name on the print', type: 'text' },
    [id(11)]: { label: 'Paper finish', type: 'select' },
    [id(12)]: { label: 'Retouching', type: 'checkbox' },
    [id(13)]: { label: 'Card back details', type: 'form' },
    [id(14)]: { label: 'Backdrop', type: 'background' },
  },
  options: { [id(20)]: 'Lustre', [id(21)]: 'Blemish touch-up', [id(22)]: 'Stray-hair clean-up', [id(23)]: 'Library' },
  formFields: { [id(30)]: 'Player name', [id(31)]: 'Number' },
  photos: { [id(40)]: 'Emma Johnson: pose 1', [id(41)]: 'Emma Johnson: pose 2' },
  paymentMethodLabel: 'Credit or debit card',
}

const receiptOf = (orders: Order[], placedAt: string | null = null, given = labels) =>
  buildReceipt({ order: orders[0] ?? order(), orders, placedAt, labels: given, language: 'en' })

const option = (group: number, value: OrderItem['orderItemOptions'][0]['value'], notes: string | null = null) => ({
  productOptionGroup: id(group),
  productOption: null,
  value,
  notes,
  retailAmount: 0,
})

const node = (image: number, productOption: string | null = null) => ({
  id: id(300 + image),
  node: { id: id(301), label: 'Photo' },
  image: id(image),
  imageCrop: null,
  imageTypePreference: null,
  productOption,
  crop: null,
  rotation: 0 as const,
})

describe('the fixture', () => {
  it('is an Order as the API answers it', () => {
    expect(Schema.is(Order)(order())).toBe(true)
  })
})

describe('C §7 receipt: the header and who paid', () => {
  it('a card payment: reference, date paid, total, the customer, the address and the card', () => {
    const receipt = receiptOf([order()])
    expect(receipt.storeName).toBe('Brightside School Photography')
    expect(receipt.facts).toEqual([
      { label: 'Order reference', value: 'EMMA2345' },
      { label: 'Paid', value: 'November 1, 2026' },
      { label: 'Total', value: '$25.95' },
    ])
    expect(receipt.parties).toEqual([
      { heading: 'Customer', lines: ['Ada Parent', 'ada@example.com'] },
      { heading: 'Shipping address', lines: ['Ada Parent', '1 Infinite Loop', 'Cupertino, CA 95014', 'United States'] },
      { heading: 'Payment', lines: ['Credit or debit card', 'Visa ending in 4242'] },
    ])
    expect(receipt.info).toEqual({ title: 'Receipt EMMA2345', createdAt: PAID_AT, modifiedAt: PAID_AT })
    expect(receipt.reissued).toBeNull()
    expect(receipt.summary).toBeNull()
  })

  it.each([
    ['the shop names the method', 'Pay at school', 'Pay at school'],
    ['the receipt’s own word for it', null, 'Pay later'],
  ])('a pay-later order is placed on the payment’s day: %s', (_, shopLabel, shown) => {
    const placed = order({
      status: 'placed',
      paidAt: null,
      paymentMethod: 'manual',
      billingAddress: { ...cupertino, name: 'Ada Billing' },
      payment: {
        ...cardPayment,
        method: 'manual',
        status: 'pending',
        cardBrand: null,
        cardLast4: null,
        paidAt: null,
      },
    })
    const receipt = receiptOf([placed], '2026-11-03T08:00:00.000Z', { ...labels, paymentMethodLabel: shopLabel })
    expect(receipt.facts[1]).toEqual({ label: 'Placed, awaiting payment', value: 'November 3, 2026' })
    expect(receipt.info.createdAt).toBe('2026-11-03T08:00:00.000Z')
    expect(receipt.parties.map((p) => p.heading)).toEqual([
      'Customer',
      'Shipping address',
      'Billing address',
      'Payment',
    ])
    expect(receipt.parties.at(-1)?.lines).toEqual([shown])
  })

  it.each([
    ['american-express', '0005', 'Amex ending in 0005'],
    ['mastercard', '4444', 'MasterCard ending in 4444'],
    ['a-new-brand', '1234', 'a-new-brand ending in 1234'],
  ])('the card %s ending %s reads "%s"', (brand, last4, line) => {
    const paid = order({ payment: { ...cardPayment, cardBrand: brand, cardLast4: last4 } })
    expect(receiptOf([paid]).parties.at(-1)?.lines).toEqual(['Credit or debit card', line])
  })
})

describe('C §7 receipt: the items', () => {
  it('each item with its options (labels and text), the photo on each node, a package’s contents and extras', () => {
    const print = item({
      quantity: 2,
      subTotal: usd(52),
      additionalPoses: 1,
      additionalPosesSubTotal: usd(5),
      orderItemOptions: [
        option(11, id(20)),
        option(12, [id(21), id(22)], 'Keep the freckles'),
        option(10, 'Año, niño'),
        option(13, { [id(30)]: 'EMMA', [id(31)]: 7 }),
        option(10, ''),
        option(99, 'a group the shop removed'),
      ],
      orderItemNodes: [node(40, id(23)), node(41)],
    })
    const pack = item({
      id: id(101),
      label: 'Package B',
      type: 'package',
      subTotal: usd(39),
      orderItems: [item({ id: id(102), label: 'Wallet print', quantity: 8, orderItemNodes: [node(41)] })],
    })
    const [section] = receiptOf([order({ orderItems: [print, pack] })]).sections
    expect(section?.items).toEqual([
      {
        label: '8×10 print',
        details: [
          { text: 'Paper finish: Lustre', level: 0 },
          { text: 'Retouching: Blemish touch-up, Stray-hair clean-up (Keep the freckles)', level: 0 },
          { text: 'Name on the print: Año, niño', level: 0 },
          { text: 'Card back details: Player name: EMMA; Number: 7', level: 0 },
          { text: 'Photo: Emma Johnson: pose 1 · Library', level: 0 },
          { text: 'Photo: Emma Johnson: pose 2', level: 0 },
          { text: 'Additional poses: 1 ($5.00)', level: 0 },
        ],
        quantity: '2',
        amount: '$52.00',
        value: usd(52),
      },
      {
        label: 'Package B',
        details: [
          { text: 'Wallet print × 8', level: 0 },
          { text: 'Photo: Emma Johnson: pose 2', level: 1 },
        ],
        quantity: '1',
        amount: '$39.00',
        value: usd(39),
      },
    ])
    expect(section?.heading).toBe('Order EMMA2345 · Emma Johnson')
    expect(section?.subheading).toBe('Spring Portraits 2026')
  })

  it('photo options: one line per photo, its choices and what they add (charged once per photo)', () => {
    const imageOption = (image: number, label: string, value: string, amount: number) => ({
      id: id(500 + amount),
      image: id(image),
      productOptionGroup: { id: id(15), label, type: 'select' as const, description: null },
      productOption: value,
      value,
      notes: null,
      retailAmount: usd(amount),
    })
    const withOptions = order({
      orderImageOptions: [
        imageOption(40, 'Retouching', id(21), 8),
        imageOption(40, 'Backdrop', id(23), 5),
        imageOption(41, 'Retouching', id(21), 6),
      ],
    })
    expect(receiptOf([withOptions]).sections[0]?.items.slice(1)).toEqual([
      {
        label: 'Photo options: Emma Johnson: pose 1',
        details: [
          { text: 'Retouching: Blemish touch-up', level: 0 },
          { text: 'Backdrop: Library', level: 0 },
        ],
        quantity: '1',
        amount: '$13.00',
        value: usd(13),
      },
      {
        label: 'Photo options: Emma Johnson: pose 2',
        details: [{ text: 'Retouching: Blemish touch-up', level: 0 }],
        quantity: '1',
        amount: '$6.00',
        value: usd(6),
      },
    ])
  })
})

describe('C §2 order totals on the receipt', () => {
  const line = (o: Order) => totalLines(o, text, 'en-US').map((l) => [l.label, l.amount])

  it.each<[string, Partial<Order>, string[][]]>([
    [
      'no coupon, fee, tax or refund',
      {},
      [
        ['Sub total', '$18.00'],
        ['Tax', '$0.00'],
        ['Shipping (Ship to home)', '$7.95'],
        ['Total', '$25.95'],
      ],
    ],
    [
      'savings, a coupon, a service fee, tax with its rate, a refund',
      {
        subTotal: usd(40),
        originalSubTotal: usd(44),
        totalSaving: usd(4),
        couponDiscount: { code: 'SPRING10', discount: 10, modifier: '%', appliesTo: 'products' },
        couponDiscountTotal: usd(4),
        serviceFeeLabel: 'Handling',
        serviceFeeTotal: usd(2.5),
        taxRate: 8.25,
        totalTax: usd(3.63),
        shippingMethod: null,
        shippingTotal: 0,
        total: usd(42.13),
        totalRefund: usd(6),
      },
      [
        ['Sub total', '$40.00'],
        ['Savings (included)', '$4.00'],
        ['Coupon SPRING10', '−$4.00'],
        ['Handling', '$2.50'],
        ['Tax (8.25%)', '$3.63'],
        ['Shipping', '$0.00'],
        ['Total', '$42.13'],
        ['Paid', '$48.13'],
        ['Refunded', '−$6.00'],
      ],
    ],
    [
      // Issue 15 point 2: the studio's adjustment, with the reason the parent was given.
      'a take-off by the studio, with its reason',
      {
        adjustment: { amount: usd(-5), reason: 'Damaged print', by: 'admin', at: PAID_AT },
        adjustmentTotal: usd(-5),
        total: usd(20.95),
      },
      [
        ['Sub total', '$18.00'],
        ['Adjustment (Damaged print)', '−$5.00'],
        ['Tax', '$0.00'],
        ['Shipping (Ship to home)', '$7.95'],
        ['Total', '$20.95'],
      ],
    ],
    [
      'an addition by the studio',
      {
        adjustment: { amount: usd(2.5), reason: 'Extra retouching', by: 'admin', at: PAID_AT },
        adjustmentTotal: usd(2.5),
        total: usd(28.45),
      },
      [
        ['Sub total', '$18.00'],
        ['Adjustment (Extra retouching)', '$2.50'],
        ['Tax', '$0.00'],
        ['Shipping (Ship to home)', '$7.95'],
        ['Total', '$28.45'],
      ],
    ],
    [
      'a fee without a label',
      { serviceFeeTotal: usd(1), total: usd(26.95) },
      [
        ['Sub total', '$18.00'],
        ['Service fee', '$1.00'],
        ['Tax', '$0.00'],
        ['Shipping (Ship to home)', '$7.95'],
        ['Total', '$26.95'],
      ],
    ],
  ])('%s', (_, overrides, lines) => {
    expect(line(order(overrides))).toEqual(lines)
  })

  describe('a change after purchase refunded $5 of a $25 order: the total now, what was paid and given back', () => {
    const refundOf = (status: OrderChange['status']): OrderChange => ({
      id: id(650),
      createdAt: '2026-11-02T10:00:00.000Z',
      orderItem: id(100),
      summary: '8×10 print: retouching removed',
      amount: usd(-5),
      status,
    })
    const refunded = (status: OrderChange['status']) =>
      order({
        subTotal: usd(20),
        shippingTotal: 0,
        total: usd(20),
        totalRefund: usd(5),
        afterPurchase: { productionCutoffAt: null, canChange: true, contact: null, changes: [refundOf(status)] },
      })
    const tail = (o: Order) => line(o).slice(-3)

    it('paid out: "Total $20.00", "Paid $25.00", "Refunded −$5.00" (not a second $5 off the $20)', () => {
      expect(tail(refunded('succeeded'))).toEqual([
        ['Total', '$20.00'],
        ['Paid', '$25.00'],
        ['Refunded', '−$5.00'],
      ])
    })

    it('being paid out (pending): the same total and paid, the $5 shown as a refund in progress', () => {
      expect(tail(refunded('pending'))).toEqual([
        ['Total', '$20.00'],
        ['Paid', '$25.00'],
        ['Refund in progress', '−$5.00'],
      ])
      const receipt = receiptOf([refunded('pending')])
      expect(receipt.sections[0]?.changes.map((c) => c.amount)).toEqual(['Refund in progress $5.00'])
      expect(receipt.reissued).toBe('Reissued November 2, 2026')
    })
  })

  it('in another currency and locale', () => {
    const euros = order({ currency: 'EUR', subTotal: usd(1234.5), taxRate: 21, totalTax: usd(259.25) })
    expect(
      totalLines(euros, text, 'es-ES')
        .slice(0, 2)
        .map((l) => [l.label, l.amount]),
    ).toEqual([
      ['Sub total', '1234,50\u00a0€'],
      ['Tax (21%)', '259,25\u00a0€'],
    ])
    expect(formatMoney(usd(12345), 'USD', 'en-US')).toBe('$12,345.00')
    expect(formatMoney(usd(0.01), 'EUR', 'de-DE')).toBe('0,01\u00a0€')
  })
})

describe('changes after purchase and orders paid together', () => {
  const change = (createdAt: string, amount: number, status: OrderChange['status'], summary: string): OrderChange => ({
    id: id(600 + Math.abs(amount)),
    createdAt,
    orderItem: id(100),
    summary,
    amount,
    status,
  })

  it('lists the changes that succeeded or are being paid (not the failed); "Reissued" and modified on the last', () => {
    const changed = order({
      afterPurchase: {
        productionCutoffAt: '2026-12-01T00:00:00.000Z',
        canChange: true,
        contact: null,
        changes: [
          change('2026-11-02T10:00:00.000Z', usd(5), 'succeeded', '8×10 print: backdrop Library → Spring blossom'),
          change('2026-11-03T10:00:00.000Z', usd(-8), 'succeeded', 'Emma Johnson: pose 1: retouching removed'),
          change('2026-11-04T10:00:00.000Z', 0, 'succeeded', '8×10 print: crop changed'),
          change('2026-11-05T10:00:00.000Z', usd(9), 'failed', 'refused by the bank'),
          change('2026-11-06T10:00:00.000Z', usd(9), 'pending', 'at the bank'),
        ],
      },
    })
    const receipt = receiptOf([changed])
    expect(receipt.sections[0]?.changes.map((c) => [c.date, c.summary, c.amount])).toEqual([
      ['November 2, 2026', '8×10 print: backdrop Library → Spring blossom', 'Charged $5.00'],
      ['November 3, 2026', 'Emma Johnson: pose 1: retouching removed', 'Refunded $8.00'],
      ['November 4, 2026', '8×10 print: crop changed', 'No charge'],
      ['November 6, 2026', 'at the bank', 'Charge pending $9.00'],
    ])
    expect(receipt.reissued).toBe('Reissued November 6, 2026')
    expect(receipt.info).toMatchObject({ createdAt: PAID_AT, modifiedAt: '2026-11-06T10:00:00.000Z' })
  })

  it('orders paid together: a section each, and the grand total of the payment', () => {
    const liam = order({
      id: id(8),
      orderReference: 'LIAM2345',
      subject: id(9),
      total: usd(28),
      shippingTotal: 0,
      subTotal: usd(28),
    })
    const payment = {
      ...cardPayment,
      amount: usd(53.95),
      orders: [
        { id: id(1), orderReference: 'EMMA2345', subjectName: 'Emma Johnson', total: usd(25.95) },
        { id: id(8), orderReference: 'LIAM2345', subjectName: 'Liam Chen', total: usd(28) },
      ],
    }
    const receipt = receiptOf([order({ payment }), { ...liam, payment }])
    expect(receipt.sections.map((s) => s.heading)).toEqual([
      'Order EMMA2345 · Emma Johnson',
      'Order LIAM2345 · Liam Chen',
    ])
    expect(receipt.summary).toEqual({
      lines: [
        { label: 'Order EMMA2345 · Emma Johnson', amount: '$25.95', value: usd(25.95) },
        { label: 'Order LIAM2345 · Liam Chen', amount: '$28.00', value: usd(28) },
      ],
      grandTotal: { kind: 'total', label: 'Grand total', amount: '$53.95', value: usd(53.95) },
    })
    expect(receipt.facts[2]).toEqual({ label: 'Grand total', value: '$53.95' })
  })
})

describe('properties', () => {
  const money = fc.integer({ min: 0, max: 1_000_000_000 })
  const orderTotals = fc.record({
    subTotal: money,
    totalSaving: money,
    couponDiscountTotal: money,
    serviceFeeTotal: money,
    shippingTotal: money,
    totalTax: money,
    totalRefund: money,
    total: money,
    taxRate: fc.constantFrom(0, 5, 8.25, 21),
  })
  /** The money each total line shows; `pending`: of the refund, what is still being paid out. */
  const VALUES: Record<TotalKind, (o: Order, pending: number) => number> = {
    subTotal: (o) => o.subTotal,
    savings: (o) => o.totalSaving,
    coupon: (o) => o.couponDiscountTotal,
    adjustment: (o) => o.adjustmentTotal,
    serviceFee: (o) => o.serviceFeeTotal,
    tax: (o) => o.totalTax,
    shipping: (o) => o.shippingTotal,
    total: (o) => o.total,
    paid: (o) => o.total + o.totalRefund,
    refund: (o, pending) => o.totalRefund - pending,
    refundPending: (_, pending) => pending,
  }
  const SUBTRACTED: readonly TotalKind[] = ['coupon', 'refund', 'refundPending']

  it('the total lines printed are the order’s totals: each amount its field, the optional ones when above 0', () => {
    fc.assert(
      fc.property(orderTotals, fc.integer({ min: 0, max: 1_000_000_000 }), (t, inProgress) => {
        const pending = Math.min(inProgress, t.totalRefund)
        const changes: OrderChange[] =
          pending > 0
            ? [
                {
                  id: id(660),
                  createdAt: PAID_AT,
                  orderItem: null,
                  summary: 'refund',
                  amount: -pending,
                  status: 'pending',
                },
              ]
            : []
        const o = order({ ...t, afterPurchase: { ...order().afterPurchase, changes } })
        const lines = totalLines(o, text, 'en-US')
        for (const l of lines) {
          expect(l.value).toBe(VALUES[l.kind](o, pending))
          expect(l.amount).toBe(`${SUBTRACTED.includes(l.kind) ? '−' : ''}${formatMoney(l.value, 'USD', 'en-US')}`)
        }
        // What was paid less what was given back (or is being) is the total: nothing is taken off twice.
        const value = (kind: TotalKind) => lines.find((l) => l.kind === kind)?.value ?? 0
        if (t.totalRefund > 0) expect(value('paid') - value('refund') - value('refundPending')).toBe(o.total)
        const kinds = lines.map((l) => l.kind)
        expect(kinds.filter((k) => ['subTotal', 'tax', 'shipping', 'total'].includes(k))).toEqual([
          'subTotal',
          'tax',
          'shipping',
          'total',
        ])
        expect(kinds.includes('savings')).toBe(t.totalSaving > 0)
        expect(kinds.includes('coupon')).toBe(t.couponDiscountTotal > 0)
        expect(kinds.includes('serviceFee')).toBe(t.serviceFeeTotal > 0)
        expect(kinds.includes('paid')).toBe(t.totalRefund > 0)
        expect(kinds.includes('refund')).toBe(t.totalRefund > pending)
        expect(kinds.includes('refundPending')).toBe(pending > 0)
      }),
    )
  })

  it('the item lines add up to the sub total (items and photo options, as core/totals.ts adds them)', () => {
    fc.assert(
      fc.property(fc.array(money, { maxLength: 8 }), fc.array(money, { maxLength: 5 }), (items, photoOptions) => {
        const o = order({
          orderItems: items.map((subTotal, i) => item({ id: id(700 + i), subTotal })),
          orderImageOptions: photoOptions.map((retailAmount, i) => ({
            id: id(800 + i),
            image: id(40 + (i % 2)),
            productOptionGroup: { id: id(15 + i), label: 'Retouching', type: 'select', description: null },
            productOption: null,
            value: null,
            notes: null,
            retailAmount,
          })),
          subTotal: sum([...items, ...photoOptions]),
        })
        const section = receiptOf([o]).sections[0]
        expect(sum(section?.items.map((l) => l.value) ?? [])).toBe(o.subTotal)
      }),
    )
  })

  it('the grand total is the sum of the orders paid together, each in its own section', () => {
    fc.assert(
      fc.property(fc.array(money, { minLength: 1, maxLength: 5 }), (orderTotals) => {
        const orders = orderTotals.map((total, i) => order({ id: id(900 + i), orderReference: `ORDER00${i}`, total }))
        const receipt = receiptOf(orders)
        expect(receipt.sections).toHaveLength(orders.length)
        expect(receipt.sections.map((s) => s.totals.find((l) => l.kind === 'total')?.value)).toEqual(orderTotals)
        if (orders.length === 1) expect(receipt.summary).toBeNull()
        else expect(receipt.summary?.grandTotal.value).toBe(sum(orderTotals))
        expect(receipt.facts[2]?.value).toBe(formatMoney(sum(orderTotals), 'USD', 'en-US'))
      }),
    )
  })
})
