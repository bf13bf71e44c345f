import { describe, expect, it } from 'vitest'
import type { Order, OrderSummary } from '../../../core/schemas/order'
import { orderSelectorView } from '../../../machines/orderSelectorView'

const S1 = 'maple-grove'
const summary = (id: string, overrides: Partial<OrderSummary> = {}) =>
  ({
    id,
    orderReference: `REF-${id}`,
    clientSession: S1,
    subject: `subject-${id}`,
    createdAt: `2026-11-0${id.length}T10:00:00.000Z`,
    subjectName: `Child ${id}`,
    clientSessionLabel: 'Maple Grove Elementary: Spring Portraits 2026',
    ...overrides,
  }) as unknown as OrderSummary

const order = (linked: OrderSummary[], overrides: Partial<Order> = {}) =>
  ({
    id: 'emma-order',
    orderReference: 'EMMA0001',
    subject: 'emma',
    createdAt: '2026-11-01T09:00:00.000Z',
    clientSession: { id: S1, label: 'Maple Grove Elementary: Spring Portraits 2026' },
    clientSessionStage: { id: 'st1', type: 're-order', allowCoupons: true, multiChildOrdering: true },
    linkedOrders: linked,
    ...overrides,
  }) as unknown as Order

const names = (view: ReturnType<typeof orderSelectorView>) => view.options.map((o) => o.label)

describe('orderSelectorView (B §2 order selector, B §5, C §2)', () => {
  it('B §5: hidden without an order, or with only one order', () => {
    expect(orderSelectorView(null, 'Emma Carter')).toEqual({ shown: false, currentOrderId: null, options: [] })
    expect(orderSelectorView(order([]), 'Emma Carter').shown).toBe(false)
  })

  it('B §5: hidden when the stage has no multi-child ordering, even with linked orders', () => {
    const stage = {
      id: 'st1',
      type: 're-order',
      allowCoupons: true,
      multiChildOrdering: false,
      orderCompleteCartText: null,
      imageSubmissionUrl: null,
    } as const
    expect(orderSelectorView(order([summary('l')]), 'Emma').shown).toBe(true)
    expect(orderSelectorView(order([summary('l')], { clientSessionStage: stage }), 'Emma').shown).toBe(false)
  })

  it('B §2: the current order and its linked orders, oldest first, each named by its child; the current is marked', () => {
    const view = orderSelectorView(order([summary('liam', { subjectName: 'Liam Carter' })]), 'Emma Carter')
    expect(view.shown).toBe(true)
    expect(view.currentOrderId).toBe('emma-order')
    expect(names(view)).toEqual([
      { id: 'order_selector.child', values: { name: 'Emma Carter' } },
      { id: 'order_selector.child', values: { name: 'Liam Carter' } },
    ])
    expect(view.options.map((o) => o.current)).toEqual([true, false])
  })

  it('the list reads the same from every child’s shop: by creation time, not current first', () => {
    const emma = summary('emma-order', { createdAt: '2026-11-01T09:00:00.000Z', subjectName: 'Emma Carter' })
    const liamOrder = order([emma], {
      id: 'liam-order',
      subject: 'liam',
      createdAt: '2026-11-02T09:00:00.000Z',
    } as Partial<Order>)
    const view = orderSelectorView(liamOrder, 'Liam Carter')
    expect(view.options.map((o) => [o.orderId, o.current])).toEqual([
      ['emma-order', false],
      ['liam-order', true],
    ])
  })

  it('C §2: choosing an order switches to its session, order and subject', () => {
    const view = orderSelectorView(order([summary('liam')]), 'Emma Carter')
    expect(view.options[1]?.choose).toEqual({
      type: 'order.switch',
      clientSessionId: S1,
      orderId: 'liam',
      subjectId: 'subject-liam',
    })
  })

  it('another school’s order names its session; an order without a subject (or a name) reads its reference', () => {
    const view = orderSelectorView(
      order([
        summary('ava', { clientSession: 'oakridge', subjectName: 'Ava Johnson', clientSessionLabel: 'Oakridge 2026' }),
        summary('kinder', { subject: null, subjectName: null }),
        summary('unnamed', { subjectName: ' ' }),
      ]),
      null,
    )
    const byId = Object.fromEntries(view.options.map((o) => [o.orderId, o]))
    expect(byId.ava).toMatchObject({
      label: { id: 'order_selector.child', values: { name: 'Ava Johnson' } },
      session: 'Oakridge 2026',
    })
    expect(byId.kinder).toMatchObject({ label: { id: 'order_selector.order', values: { reference: 'REF-kinder' } } })
    expect(byId.kinder?.choose).toMatchObject({ subjectId: null })
    expect(byId.unnamed?.label).toEqual({ id: 'order_selector.order', values: { reference: 'REF-unnamed' } })
    // The current child's name is not known here: its reference stands in.
    expect(byId['emma-order']?.label).toEqual({ id: 'order_selector.order', values: { reference: 'EMMA0001' } })
  })
})
