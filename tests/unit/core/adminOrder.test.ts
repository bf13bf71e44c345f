import { describe, expect, it } from 'vitest'
import { adminOrderAddress, normalizeReference } from '../../../core/adminOrder'
import type { OrderStatus } from '../../../core/orderStatus'

const session = '00000000-0000-4000-8000-000000000001'
const order = '00000000-0000-4000-8000-000000000060'
const emma = '00000000-0000-4000-8000-000000000101'
const target = (status: OrderStatus, subject: string | null = emma) => ({
  id: order,
  reference: 'K7M2Q9XB',
  status,
  clientSession: session,
  subject,
})

describe('adminOrderAddress (issue 15 point 2, C §6: the admin opens any shopper’s order)', () => {
  const cart = `/cart/${session}/view?mco-cross-session=true&oid=${order}&subjectUid=${emma}`
  const orderPage = `/cart/${session}/order/K7M2Q9XB`
  it.each([
    ['open', cart],
    ['checkout', cart],
    // Being paid: the order page does not show it (issue 14), the cart does, locked.
    ['payment_pending', cart],
    ['placed', orderPage],
    ['paid', orderPage],
    ['cancelled', orderPage],
  ] as const)('C §2: an order %s opens at %s', (status, address) => {
    expect(adminOrderAddress(target(status))).toBe(address)
  })

  it('C §2 switching: a cart without a student forgets the student chosen before', () => {
    expect(adminOrderAddress(target('open', null))).toBe(
      `/cart/${session}/view?mco-cross-session=true&oid=${order}&clearSessionAuthentication=true`,
    )
  })

  it('a reference is written safely into the address', () => {
    expect(adminOrderAddress({ ...target('paid'), reference: 'A/B?C' })).toBe(`/cart/${session}/order/A%2FB%3FC`)
  })
})

describe('normalizeReference: a reference as read out over the phone', () => {
  it.each([
    [' k7m2q9xb ', 'K7M2Q9XB'],
    ['K7M2Q9XB', 'K7M2Q9XB'],
    ['   ', ''],
  ])('%j is %j', (typed, reference) => {
    expect(normalizeReference(typed)).toBe(reference)
  })
})
