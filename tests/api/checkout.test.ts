// Issue 12: checkout over the API. PUT /orders/{id}/customer_details (C §7) checks every C §5 rule with core and
// answers the C §8 field map; shipping is priced on the server (C §9); the cart is checked again (409 10001); only
// open and checkout orders take changes; GET /orders/{id}/checkout_requirements quotes the methods and prefills.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Address, emptyAddress } from '../../core/address'
import { CheckoutResponse } from '../../core/schemas/checkout'
import { ErrorBody } from '../../core/schemas/errors'
import { CreateOrderResponse, type Order, OrderItemResponse, OrderResponse } from '../../core/schemas/order'
import { demoIds, demoPrice as usd } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { seedDemoShipping } from '../../server/seed/shipping'
import { type Api, decode, startApi } from './harness'

const FALL = demoId('session:fall-picture-day')
const SPRING = demoId('session:spring-reorders')
const GRADUATION = demoId('session:graduation')
const OAKRIDGE = demoId('session:oakridge-portraits')
const ADMIN = 'admin-secret-token'

const method = (session: string, key: 'home' | 'school' | 'studio') => demoId(`shipping:${session}:${key}`)
const HOME = method('fall-picture-day', 'home')
const SCHOOL = method('fall-picture-day', 'school')
const STUDIO = method('fall-picture-day', 'studio')
const fall = (key: string) => demoIds.product('fall-set', key)
const spring = (key: string) => demoIds.product('spring-set', key)
const field = (key: string) => demoIds.field('spring-set', 'student-details', key)

let api: Api
let token: string

beforeAll(async () => {
  api = await startApi()
  token = await api.newShopper()
})
afterAll(() => api.close())

const send = (method: string, path: string, body?: unknown, as = token, headers: Record<string, string> = {}) =>
  api.send(as, method, path, body, headers)

const newOrder = async (clientSession = FALL, as = token, linkedOrder?: string): Promise<Order> => {
  const res = await send('POST', '/orders', { order: { clientSession, linkedOrder } }, as)
  expect(res.status, await res.clone().text()).toBe(201)
  return (await decode(CreateOrderResponse, res)).data.order
}

const addItem = (order: string, product: string, item: Record<string, unknown> = {}, as = token) =>
  send('POST', '/order_items', { orderItem: { order, product, quantity: 1, ...item } }, as)

const add = async (order: string, product: string, item: Record<string, unknown> = {}, as = token) => {
  const res = await addItem(order, product, item, as)
  if (res.status !== 201) throw new Error(`add ${product}: ${res.status} ${await res.text()}`)
  return (await decode(OrderItemResponse, res)).order
}

/** A fall (pre-order) order of a 5×7 pair ($14) and wallets ($12): sub total $26, below the $75 promotion. */
const fallOrder = async (as = token) => {
  const order = await newOrder(FALL, as)
  await add(order.id, fall('5x7'), {}, as)
  return add(order.id, fall('wallets'), {}, as)
}

/** A spring 8×10 ($18) on a shared test photo, with the lustre finish. */
const springPrint = {
  nodes: [{ node: demoIds.node('spring-set', '8x10', 0), image: demoId('test-photo:1') }],
  options: { [demoIds.group('spring-set', 'finish')]: { value: demoIds.option('spring-set', 'finish', 'lustre') } },
}
const studentDetails = (order: string) => ({
  form: {
    order,
    form: demoIds.form('spring-set', 'student-details'),
    formFields: { [field('student-name')]: 'Emma Johnson', [field('grade')]: '2', [field('phone')]: '5550100' },
  },
})
/** A spring order meeting its required-for-checkout rule (the student-details form and $10), or without the form. */
const springOrder = async (withForm = true, linkedOrder?: string) => {
  const order = await newOrder(SPRING, token, linkedOrder)
  const withItem = await add(order.id, spring('8x10'), springPrint)
  if (!withForm) return withItem
  expect((await send('POST', '/order_forms', studentDetails(order.id))).status).toBe(201)
  return withItem
}

const address = (country: string, fields: Partial<Address>): Address => ({
  ...emptyAddress(country),
  name: 'Ada Parent',
  address1: '1 Infinite Loop',
  city: 'Cupertino',
  phone: '+1 213 373 4253',
  ...fields,
})
const US_ADDRESS = address('US', { state: 'US-CA', stateLabel: 'California', zipCode: '95014' })

const details = (fields: Record<string, unknown> = {}) => ({
  customerDetails: {
    recipientName: 'Ada Parent',
    recipientEmail: 'ada@example.com',
    shippingMethod: HOME,
    billingDetailsAdded: false,
    shipping: US_ADDRESS,
    billing: null,
    shippingInstructions: null,
    photographerInstructions: null,
    ...fields,
  },
})

const save = (orderId: string, body: unknown, as = token, headers: Record<string, string> = {}) =>
  send('PUT', `/orders/${orderId}/customer_details`, body, as, headers)

const saved = async (orderId: string, body: unknown, as = token) => {
  const res = await save(orderId, body, as)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await decode(OrderItemResponse, res)).order
}

const errorOf = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status)
  return (await decode(ErrorBody, res)).error
}

/** The C §8 field map of a refused save. */
const refusedFields = async (orderId: string, body: unknown) => {
  const error = await errorOf(await save(orderId, body), 400)
  expect(error.code).toBe('invalid_customer_details')
  return error.fields ?? {}
}

const requirements = async (orderId: string, as = token) => {
  const res = await api.get(`/orders/${orderId}/checkout_requirements`, as)
  expect(res.status, await res.clone().text()).toBe(200)
  return decode(CheckoutResponse, res)
}

const readOrder = async (id: string) => (await decode(OrderResponse, await api.get(`/orders/${id}`, token))).order

describe('C §5 validation rules (PUT /orders/{id}/customer_details, 400 with the C §8 field map)', () => {
  let order: Order
  beforeAll(async () => {
    order = await fallOrder()
  })

  it('C §5: the recipient name is required (C §8: grouped under customer)', async () => {
    const fields = await refusedFields(order.id, details({ recipientName: '  ' }))
    expect(fields).toEqual({ 'customer.recipientName': 'checkout.form_error_field_required' })
  })

  it('C §5: the recipient e-mail is required', async () => {
    const fields = await refusedFields(order.id, details({ recipientEmail: '' }))
    expect(fields).toEqual({ 'customer.recipientEmail': 'checkout.form_error_field_required' })
  })

  it('C §5: the recipient e-mail must match the basic pattern (checkout.form_error_invalid_email)', async () => {
    const fields = await refusedFields(order.id, details({ recipientEmail: 'ada@example' }))
    expect(fields).toEqual({ 'customer.recipientEmail': 'checkout.form_error_invalid_email' })
  })

  it('issue 12 bad input: an e-mail with a trailing space is trimmed, not refused', async () => {
    const fresh = await fallOrder()
    const answer = await saved(fresh.id, details({ recipientEmail: ' ada@example.com ', recipientName: ' Ada ' }))
    expect(answer.recipientEmail).toBe('ada@example.com')
    expect(answer.recipientName).toBe('Ada')
  })

  it('C §5: a shipping method is required', async () => {
    const fields = await refusedFields(order.id, details({ shippingMethod: null }))
    expect(fields).toEqual({ shippingMethod: 'checkout.form_error_field_required' })
  })

  it('a shipping method of another shop is not a choice here', async () => {
    const fields = await refusedFields(order.id, details({ shippingMethod: method('spring-reorders', 'home') }))
    expect(fields).toEqual({ shippingMethod: 'checkout.form_error_invalid_choice' })
  })

  it('C §5: a method that ships to an address needs the shipping address', async () => {
    const fields = await refusedFields(order.id, details({ shipping: null }))
    expect(fields).toEqual({ shipping: 'checkout.form_error_field_required' })
  })

  it('C §5: every required address field (name, address1, city, state, zip, phone) is named', async () => {
    const blank = { ...emptyAddress('US') }
    const fields = await refusedFields(order.id, details({ shipping: blank }))
    expect(fields).toEqual({
      'shipping.name': 'checkout.form_error_field_required',
      'shipping.address1': 'checkout.form_error_field_required',
      'shipping.city': 'checkout.form_error_field_required',
      'shipping.state': 'checkout.form_error_field_required',
      'shipping.zipCode': 'checkout.form_error_field_required',
      'shipping.phone': 'checkout.form_error_field_required',
    })
  })

  it('C §5: an address method validates shipping only: junk billing, unticked, is not checked and not kept', async () => {
    const fresh = await fallOrder()
    const answer = await saved(fresh.id, details({ billing: emptyAddress('US') }))
    expect(answer.shippingAddress?.city).toBe('Cupertino')
    expect(answer.billingAddress).toBeNull()
  })

  it('C §5: with add-billing ticked the billing address is validated too', async () => {
    const fields = await refusedFields(
      order.id,
      details({ billingDetailsAdded: true, billing: { ...US_ADDRESS, city: '', phone: '' } }),
    )
    expect(fields).toEqual({
      'billing.city': 'checkout.form_error_field_required',
      'billing.phone': 'checkout.form_error_field_required',
    })
  })

  it('C §5: a method without an address validates billing and keeps no shipping address', async () => {
    const refused = await refusedFields(
      order.id,
      details({ shippingMethod: SCHOOL, billing: { ...US_ADDRESS, name: '' } }),
    )
    expect(refused).toEqual({ 'billing.name': 'checkout.form_error_field_required' })
    const fresh = await fallOrder()
    const answer = await saved(fresh.id, details({ shippingMethod: SCHOOL, billing: US_ADDRESS }))
    expect(answer.shippingAddress).toBeNull()
    expect(answer.billingAddress?.zipCode).toBe('95014')
    expect(answer.shippingMethod?.label).toBe('Deliver to school with the class')
  })

  it('C §5: a phone pasted with spaces and a plus is stored as digits; "12" is no phone', async () => {
    const fresh = await fallOrder()
    const answer = await saved(fresh.id, details({ shipping: { ...US_ADDRESS, phone: '+1 (213) 373-4253' } }))
    expect(answer.shippingAddress?.phone).toBe('12133734253')
    const fields = await refusedFields(order.id, details({ shipping: { ...US_ADDRESS, phone: '12' } }))
    expect(fields).toEqual({ 'shipping.phone': 'checkout.form_error_invalid_phone' })
  })

  it('C §5: a state of another country is no state of this one', async () => {
    const fields = await refusedFields(order.id, details({ shipping: { ...US_ADDRESS, state: 'CA-ON' } }))
    expect(fields).toEqual({ 'shipping.state': 'checkout.form_error_field_required' })
  })

  it('DESIGN decision 13: a body that is not a customer-details body is a 400 naming the path', async () => {
    const error = await errorOf(await save(order.id, { customerDetails: { recipientName: 7 } }), 400)
    expect(error.code).toBe('bad_request')
    expect(Object.keys(error.fields ?? {})).toContain('customerDetails.recipientName')
  })

  it('a refused save changes nothing', async () => {
    const now = await readOrder(order.id)
    expect(now.version).toBe(order.version)
    expect(now.status).toBe('open')
    expect(now.recipientName).toBeNull()
  })
})

describe('addresses per country (C §5, C §9 region lists)', () => {
  const saveAddress = async (shipping: Address) =>
    (await saved((await fallOrder()).id, details({ shipping }))).shippingAddress

  it('US: the state is US-CA with its label recomputed, the ZIP required and of the US shape', async () => {
    const stored = await saveAddress({ ...US_ADDRESS, stateLabel: 'Wrong label', zipCode: ' 95014 ' })
    expect(stored).toMatchObject({ state: 'US-CA', stateLabel: 'California', zipCode: '95014', country: 'US' })
    const order = await fallOrder()
    expect(await refusedFields(order.id, details({ shipping: { ...US_ADDRESS, zipCode: '' } }))).toEqual({
      'shipping.zipCode': 'checkout.form_error_field_required',
    })
    expect(await refusedFields(order.id, details({ shipping: { ...US_ADDRESS, zipCode: 'K1A 0B1' } }))).toEqual({
      'shipping.zipCode': 'checkout.form_error_invalid_zip',
    })
  })

  it('Canada: a province (CA-ON) and a postal code; without the postal code it is refused', async () => {
    const canadian = address('CA', {
      city: 'Ottawa',
      state: 'CA-ON',
      zipCode: 'k1a 0b1',
      phone: '613 996 2500',
    })
    expect(await saveAddress(canadian)).toMatchObject({
      state: 'CA-ON',
      stateLabel: 'Ontario',
      zipCode: 'K1A 0B1',
      phone: '16139962500',
    })
    const order = await fallOrder()
    expect(await refusedFields(order.id, details({ shipping: { ...canadian, zipCode: '' } }))).toEqual({
      'shipping.zipCode': 'checkout.form_error_field_required',
    })
  })

  it('UK: a county (GB-WSM) and a postcode', async () => {
    const british = address('GB', {
      city: 'London',
      state: 'GB-WSM',
      zipCode: 'SW1A 1AA',
      phone: '+44 20 7946 0958',
    })
    expect(await saveAddress(british)).toMatchObject({
      state: 'GB-WSM',
      stateLabel: 'Westminster',
      zipCode: 'SW1A 1AA',
      phone: '442079460958',
    })
  })

  it('Vietnam has no postcodes: none is needed, and one sent is dropped', async () => {
    const vietnamese = address('VN', { city: 'Hoàn Kiếm', state: 'VN-44', phone: '091 234 5678' })
    expect(await saveAddress(vietnamese)).toMatchObject({ state: 'VN-44', zipCode: '', phone: '84912345678' })
    expect(await saveAddress({ ...vietnamese, zipCode: '100000' })).toMatchObject({ zipCode: '' })
  })

  it('Malaysia: full region names (MY-14, and MY-Johor sent by name is stored as MY-01)', async () => {
    const malaysian = address('MY', {
      city: 'Kuala Lumpur',
      state: 'MY-14',
      zipCode: '50000',
      phone: '012-345 6789',
    })
    expect(await saveAddress(malaysian)).toMatchObject({
      state: 'MY-14',
      stateLabel: 'Wilayah Persekutuan (Kuala Lumpur)',
      phone: '60123456789',
    })
    expect(await saveAddress({ ...malaysian, city: 'Johor Bahru', state: 'MY-Johor', zipCode: '80000' })).toMatchObject(
      { state: 'MY-01', stateLabel: 'Johor' },
    )
  })
})

describe('shipping priced on the server (C §9, core/shipping.ts)', () => {
  it('ship to home costs $7.95 and is added to the total; school delivery and pick-up cost nothing', async () => {
    const order = await fallOrder()
    expect(order.shippingTotal).toBe(0)
    const home = await saved(order.id, details())
    expect(home.shippingMethod).toEqual({ id: HOME, label: 'Ship to home' })
    expect(home.shippingTotal).toBe(usd(7.95))
    expect(home.total).toBe(usd(26) + usd(7.95))
    for (const other of [SCHOOL, STUDIO]) {
      const free = await saved(order.id, details({ shippingMethod: other, shipping: null, billing: US_ADDRESS }))
      expect(free.shippingTotal).toBe(0)
      expect(free.total).toBe(usd(26))
    }
  })

  it('C §9 adjustment: ten 8×10 prints add $3 to ship to home (graduation shop: no promotion, 8.25 % tax)', async () => {
    const order = await newOrder(GRADUATION)
    await add(order.id, demoIds.product('graduation-set', '8x10'), { quantity: 10 })
    const home = await saved(order.id, details({ shippingMethod: method('graduation', 'home') }))
    expect(home.shippingTotal).toBe(usd(7.95) + usd(3))
    // Tax is on the items and the shipping (docs/pricing.md); the fee is neither.
    expect(home.totalTax).toBe(Math.round((usd(180) + usd(10.95)) * 0.0825))
    const offers = (await requirements(order.id)).checkoutRequirements.shippingMethods
    expect(offers.find((m) => m.id === method('graduation', 'home'))).toMatchObject({
      retailCost: usd(7.95),
      listCost: usd(10.95),
      cost: usd(10.95),
      promotion: null,
    })
  })

  it('B §2 free shipping from $75: an item added afterwards re-prices the shipping to nothing, and back', async () => {
    const order = await fallOrder()
    const home = await saved(order.id, details())
    expect(home.shippingTotal).toBe(usd(7.95))
    const big = await add(order.id, fall('5x7'), { quantity: 4 }) // $26 + $56 = $82
    expect(big.status).toBe('checkout')
    expect(big.subTotal).toBe(usd(82))
    expect(big.shippingTotal).toBe(0)
    expect(big.total).toBe(usd(82))
    const item = big.orderItems.at(-1)
    const smaller = await send('PATCH', `/order_items/${item?.id}`, { orderItem: { quantity: 1 } })
    expect((await decode(OrderItemResponse, smaller)).order.shippingTotal).toBe(usd(7.95))
  })

  it('C §4 coupons: FREESHIP takes the shipping off once a method costs something; it follows a re-pricing', async () => {
    const order = await fallOrder()
    const coupon = await send('PUT', `/orders/${order.id}/coupon_discount`, {
      order: { couponDiscount: { code: 'FREESHIP' } },
    })
    expect((await decode(OrderItemResponse, coupon)).order.couponDiscountTotal).toBe(0)
    const home = await saved(order.id, details())
    expect(home.shippingTotal).toBe(usd(7.95))
    expect(home.couponDiscountTotal).toBe(usd(7.95))
    expect(home.total).toBe(usd(26))
    const school = await saved(order.id, details({ shippingMethod: SCHOOL, shipping: null, billing: US_ADDRESS }))
    expect(school.couponDiscountTotal).toBe(0)
    expect(school.total).toBe(usd(26))
  })

  it('GET checkout_requirements quotes the three methods for the order, with the promotion note', async () => {
    const order = await fallOrder()
    const { checkoutRequirements: req } = await requirements(order.id)
    expect(req.shippingMethods.map((m) => [m.label, m.addressRequired, m.cost])).toEqual([
      ['Ship to home', true, usd(7.95)],
      ['Deliver to school with the class', false, 0],
      ['Pick up at the studio', false, 0],
    ])
    expect(req.shippingMethods[0]?.promotion).toEqual({
      id: demoId('shipping-promotion:fall-set:free-shipping-75'),
      label: 'Free shipping on orders of $75 or more',
      reached: false,
      remaining: usd(75) - usd(26),
    })
    expect(req.shippingMethods[1]?.promotion).toBeNull()
    expect(req.customer).toEqual(['recipientName', 'recipientEmail'])
    expect(req.shipping).toContain('zipCode')
    expect(req.options).toEqual({ addressValidation: true, addressLookup: true, prefill: true })
    // Issue 13: the payment methods offered for what is to pay (tests/api/payments.test.ts).
    expect(Object.keys(req.paymentMethods)).toEqual(['stripe', 'manual', 'testing'])
    await add(order.id, fall('5x7'), { quantity: 4 })
    const reached = (await requirements(order.id)).checkoutRequirements.shippingMethods[0]
    expect(reached).toMatchObject({ cost: 0, listCost: usd(7.95), promotion: { reached: true, remaining: 0 } })
  })
})

describe('the totals offered with each method are the totals saving it gives (issue 12, DESIGN decision 2)', () => {
  const withCoupon = async (orderId: string, code: string) => {
    const res = await send('PUT', `/orders/${orderId}/coupon_discount`, { order: { couponDiscount: { code } } })
    expect(res.status, await res.clone().text()).toBe(200)
  }
  /**
   * Basic retouching ($8) on the order's photo. A shop without the demo photos has no subject photo to take it (shared
   * photos take no photo options), so the option is put in place directly (as the oakridge case below puts an item).
   */
  const retouched = async (orderId: string) => {
    await api.db.query(
      `insert into order_image_options (id, order_id, image_id, option_group_id, value, retail_amount)
       values (gen_random_uuid(), $1, $2, $3, $4, $5)`,
      [
        orderId,
        demoId('test-photo:1'),
        demoIds.group('spring-set', 'image-retouching'),
        JSON.stringify(demoIds.option('spring-set', 'image-retouching', 'basic')),
        usd(8),
      ],
    )
  }
  /** Ten graduation 8×10 prints ($180; ship to home $10.95 with its adjustment), with the store's fee and tax. */
  const graduationOrder = async () => {
    const order = await newOrder(GRADUATION)
    return add(order.id, demoIds.product('graduation-set', '8x10'), { quantity: 10 })
  }
  /**
   * Reads the offers once, before any method is saved, then saves the details with each method in turn: the order's
   * totals after each save are the ones that method offered.
   */
  const offersMatchSaves = async (order: Order, session: string) => {
    const offers = (await requirements(order.id)).checkoutRequirements.shippingMethods
    expect(offers.map((m) => m.id)).toEqual(
      ['home', 'school', 'studio'].map((key) => demoId(`shipping:${session}:${key}`)),
    )
    for (const offer of offers) {
      const body = details(
        offer.addressRequired
          ? { shippingMethod: offer.id }
          : { shippingMethod: offer.id, shipping: null, billing: US_ADDRESS },
      )
      const after = await saved(order.id, body)
      expect(offer.totals, offer.label).toEqual({
        shippingTotal: after.shippingTotal,
        couponDiscountTotal: after.couponDiscountTotal,
        adjustmentTotal: after.adjustmentTotal,
        totalTax: after.totalTax,
        total: after.total,
      })
      expect(offer.totals.shippingTotal).toBe(offer.cost)
    }
    return offers
  }

  it('spring (no tax, no fee), with a photo retouched: ship to home offers $7.95 more', async () => {
    const order = await springOrder()
    await retouched(order.id)
    const [home, school] = await offersMatchSaves(order, 'spring-reorders')
    expect((await readOrder(order.id)).subTotal).toBe(usd(18) + usd(8))
    expect(home?.totals).toEqual({
      shippingTotal: usd(7.95),
      couponDiscountTotal: 0,
      adjustmentTotal: 0,
      totalTax: 0,
      total: usd(33.95),
    })
    expect(school?.totals.total).toBe(usd(26))
  })

  it('spring with FREESHIP: the coupon takes off what the method costs, so every method offers the same total', async () => {
    const order = await springOrder()
    await withCoupon(order.id, 'FREESHIP')
    const offers = await offersMatchSaves(order, 'spring-reorders')
    expect(offers.map((m) => m.totals.total)).toEqual([usd(18), usd(18), usd(18)])
    expect(offers[0]?.totals).toEqual({
      shippingTotal: usd(7.95),
      couponDiscountTotal: usd(7.95),
      adjustmentTotal: 0,
      totalTax: 0,
      total: usd(18),
    })
  })

  it('graduation: the adjustment, the service fee and 8.25 % tax on items and shipping', async () => {
    const order = await graduationOrder()
    const [home, school] = await offersMatchSaves(order, 'graduation')
    const homeTax = Math.round((usd(180) + usd(10.95)) * 0.0825)
    expect(home?.totals).toEqual({
      shippingTotal: usd(10.95),
      couponDiscountTotal: 0,
      adjustmentTotal: 0,
      totalTax: homeTax,
      total: usd(180) + usd(10.95) + usd(2.5) + homeTax,
    })
    expect(school?.totals.totalTax).toBe(Math.round(usd(180) * 0.0825))
  })

  it('graduation with its GRAD5 coupon: the discount lowers the tax base of every method', async () => {
    const order = await graduationOrder()
    await withCoupon(order.id, 'GRAD5')
    const [home] = await offersMatchSaves(order, 'graduation')
    expect(home?.totals.couponDiscountTotal).toBe(usd(5))
    expect(home?.totals.totalTax).toBe(Math.round((usd(175) + usd(10.95)) * 0.0825))
  })
})

describe('C §8: the cart changed under the shopper (409, code 10001)', () => {
  it('an empty order cannot be checked out', async () => {
    const order = await newOrder(FALL)
    const error = await errorOf(await save(order.id, details()), 409)
    expect(error.code).toBe('10001')
    expect(error.fields).toEqual({ 'cart.0': 'empty_order' })
  })

  it('C §4: a spring order without the student-details form breaks its required-for-checkout rule', async () => {
    const order = await springOrder(false)
    const springDetails = details({ shippingMethod: method('spring-reorders', 'home') })
    const error = await errorOf(await save(order.id, springDetails), 409)
    expect(error.code).toBe('10001')
    expect(error.fields).toEqual({ 'cart.0': 'rules_unmet' })
    expect((await readOrder(order.id)).status).toBe('open')
    expect((await send('POST', '/order_forms', studentDetails(order.id))).status).toBe(201)
    expect((await saved(order.id, springDetails)).status).toBe('checkout')
  })

  it('C §4: the rule must hold for every linked order too', async () => {
    const first = await springOrder(true)
    await springOrder(false, first.id)
    const error = await errorOf(
      await save(first.id, details({ shippingMethod: method('spring-reorders', 'home') })),
      409,
    )
    expect(error.code).toBe('10001')
    expect(error.fields).toEqual({ 'cart.0': 'rules_unmet' })
  })

  it('C §4: a brother’s order at another school is judged against his own shop’s catalog', async () => {
    const oakridge = await newOrder(OAKRIDGE)
    // Oakridge sells prints of Oakridge photos only; the test shop has none, so the print is put in place directly.
    await api.db.query(
      `insert into order_items (id, order_id, product_id, position, quantity, sub_total, original_sub_total)
       values (gen_random_uuid(), $1, $2, 0, 1, $3, $3)`,
      [oakridge.id, demoIds.product('oakridge-set', '8x10'), usd(18)],
    )
    await springOrder(true, oakridge.id)
    const answer = await saved(
      oakridge.id,
      details({ shippingMethod: method('oakridge-portraits', 'school'), shipping: null, billing: US_ADDRESS }),
    )
    expect(answer.linkedOrders).toHaveLength(1)
    expect(answer.status).toBe('checkout')
  })
})

describe('order status and concurrency (core/orderStatus.ts, DESIGN decision 5)', () => {
  it('an order starts open, becomes checkout once the details are saved, and still takes item changes', async () => {
    const order = await fallOrder()
    expect(order.status).toBe('open')
    const answer = await saved(order.id, details({ shippingInstructions: ' Leave at the door ' }))
    expect(answer).toMatchObject({
      status: 'checkout',
      recipientName: 'Ada Parent',
      billingDetailsAdded: false,
      shippingInstructions: 'Leave at the door',
      photographerInstructions: null,
      version: order.version + 1,
    })
    const read = await readOrder(order.id)
    expect(read.shippingAddress).toEqual(answer.shippingAddress)
    expect((await addItem(order.id, fall('wallets'))).status).toBe(201)
    expect((await saved(order.id, details({ photographerInstructions: 'Fix the collar' }))).status).toBe('checkout')
  })

  it('an order being paid takes no change at all: 409 order_locked', async () => {
    const order = await fallOrder()
    await saved(order.id, details())
    for (const status of ['payment_pending', 'paid', 'cancelled']) {
      await api.db.query('update orders set status = $2 where id = $1', [order.id, status])
      const item = order.orderItems[0]
      const refusals = [
        await addItem(order.id, fall('wallets')),
        await send('PATCH', `/order_items/${item?.id}`, { orderItem: { quantity: 2 } }),
        await save(order.id, details()),
        await send('PUT', `/orders/${order.id}/coupon_discount`, { order: { couponDiscount: { code: 'SAVE5' } } }),
        await send('POST', `/orders/${order.id}/clear`),
        await send('DELETE', `/orders/${order.id}`),
      ]
      for (const res of refusals) expect((await errorOf(res, 409)).code).toBe('order_locked')
    }
    expect((await readOrder(order.id)).orderItems).toHaveLength(2)
  })

  it('a linked order already paid is not judged again, and no new order links to it (409 order_locked)', async () => {
    const first = await newOrder(FALL)
    const sibling = await newOrder(FALL, token, first.id)
    await add(sibling.id, fall('wallets'))
    // Paid while empty, as an order of the group whose products left the catalog would be: it stays as it was paid.
    await api.db.query("update orders set status = 'paid' where id = $1", [first.id])
    expect((await saved(sibling.id, details())).status).toBe('checkout')
    const res = await send('POST', '/orders', { order: { clientSession: FALL, linkedOrder: first.id } })
    expect((await errorOf(res, 409)).code).toBe('order_locked')
  })

  it('If-Match: details saved on a version that moved on are refused (409 version_conflict)', async () => {
    const order = await fallOrder()
    const res = await save(order.id, details(), token, { 'If-Match': `"${order.version - 1}"` })
    expect((await errorOf(res, 409)).code).toBe('version_conflict')
    const ok = await save(order.id, details(), token, { 'If-Match': `"${order.version}"` })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('ETag')).toBe(`"${order.version + 1}"`)
  })

  it('DESIGN decision 5: an Idempotency-Key replay answers the first save again and saves once', async () => {
    const order = await fallOrder()
    const headers = { 'Idempotency-Key': crypto.randomUUID() }
    const first = await save(order.id, details(), token, headers)
    const again = await save(order.id, details(), token, headers)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
    expect((await readOrder(order.id)).version).toBe(order.version + 1)
  })

  it('another shopper’s order is not found, for saving and for the requirements', async () => {
    const order = await fallOrder()
    const other = await api.newShopper()
    expect((await errorOf(await save(order.id, details(), other), 404)).code).toBe('not_found')
    expect((await api.get(`/orders/${order.id}/checkout_requirements`, other)).status).toBe(404)
  })
})

describe('prefill from the previous order (C §1, C §2)', () => {
  it('a first order has nothing to prefill; the next order of the shopper gets the saved details', async () => {
    const shopper = await api.newShopper()
    const first = await fallOrder(shopper)
    expect((await requirements(first.id, shopper)).previousCustomerDetails).toBeNull()
    const firstDetails = details({ billingDetailsAdded: true, billing: { ...US_ADDRESS, name: 'Ben Parent' } })
    await saved(first.id, firstDetails, shopper)
    const next = await newOrder(SPRING, shopper)
    expect((await requirements(next.id, shopper)).previousCustomerDetails).toMatchObject({
      recipientName: 'Ada Parent',
      recipientEmail: 'ada@example.com',
      shippingAddress: { city: 'Cupertino', phone: '12133734253' },
      billingAddress: { name: 'Ben Parent' },
    })
  })

  it('C §1: the admin gets no prefill and no lookup', async () => {
    const shopper = await api.newShopper()
    await saved((await fallOrder(shopper)).id, details(), shopper)
    const next = await newOrder(FALL, shopper)
    const answer = await requirements(next.id, ADMIN)
    expect(answer.previousCustomerDetails).toBeNull()
    expect(answer.checkoutRequirements.options).toMatchObject({ prefill: false, addressLookup: false })
  })
})

describe('the demo shipping methods (server/seed/shipping.ts)', () => {
  it('a data folder seeded before they existed gets them once at start-up; methods there are kept', async () => {
    const camp = demoId('session:summer-camp')
    await api.db.query('delete from shipping_methods where client_session_id = $1', [camp])
    expect(await seedDemoShipping(api.db)).toBe(3)
    expect(await seedDemoShipping(api.db)).toBe(0)
    const { rows } = await api.db.query<{ label: string }>(
      'select label from shipping_methods where client_session_id = $1 order by position',
      [camp],
    )
    expect(rows.map((r) => r.label)).toEqual([
      'Ship to home',
      'Deliver to school with the class',
      'Pick up at the studio',
    ])
  })
})
