import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { emptyAddress } from '../../../core/address'
import { AddressQueryRequest, CheckoutResponse, CustomerDetailsRequest } from '../../../core/schemas/checkout'

const decodes = <A, I>(schema: Schema.Codec<A, I>, value: unknown) => {
  try {
    Schema.decodeUnknownSync(schema)(value)
    return true
  } catch {
    return false
  }
}

const canadian = { ...emptyAddress('CA'), name: 'Ada', address1: '1 Main St', city: 'Ottawa', state: 'CA-ON' }
const details = (fields: object) => ({
  customerDetails: {
    recipientName: 'Ada Parent',
    recipientEmail: 'ada@example.com',
    shippingMethod: '7f0e2c1a-9d55-4b52-8f36-2f6b5d1c0a11',
    billingDetailsAdded: false,
    shipping: canadian,
    ...fields,
  },
})

describe('checkout wire shapes (C §7 customer details, address calls)', () => {
  it('C §7: a customer-details body with a shipping address and no billing decodes', () => {
    expect(decodes(CustomerDetailsRequest, details({}))).toBe(true)
    expect(decodes(CustomerDetailsRequest, details({ shippingMethod: null, shipping: null, billing: null }))).toBe(true)
  })

  it.each([
    ['a country that is no ISO code', { shipping: { ...canadian, country: 'Canada' } }],
    ['a name past 200 characters', { shipping: { ...canadian, name: 'x'.repeat(201) } }],
    ['an e-mail past 254 characters', { recipientEmail: `${'x'.repeat(250)}@example.com` }],
    ['instructions past 1000 characters', { shippingInstructions: 'x'.repeat(1001) }],
    ['a shipping method that is no id', { shippingMethod: 'home' }],
    ['an address without its phone', { shipping: { ...canadian, phone: undefined } }],
  ])('DESIGN decision 13: %s is refused', (_what, fields) => {
    expect(decodes(CustomerDetailsRequest, details(fields))).toBe(false)
  })

  it('C §7 address suggestions: the typed text is at most 100 characters', () => {
    expect(decodes(AddressQueryRequest, { addressQuery: { query: '9501' } })).toBe(true)
    expect(decodes(AddressQueryRequest, { addressQuery: { query: 'x'.repeat(101) } })).toBe(false)
  })

  it('C §3 checkout requirements: payment methods stay an open map until the payment issue', () => {
    const answer = {
      checkoutRequirements: {
        customer: ['recipientName', 'recipientEmail'],
        shipping: ['country', 'name', 'address1', 'address2', 'city', 'state', 'zipCode', 'phone'],
        billing: [],
        options: { addressValidation: true, addressLookup: false, prefill: true },
        shippingMethods: [],
        paymentMethods: {},
      },
      previousCustomerDetails: null,
    }
    expect(decodes(CheckoutResponse, answer)).toBe(true)
    expect(decodes(CheckoutResponse, { ...answer, previousCustomerDetails: { recipientName: 'Ada' } })).toBe(false)
  })
})
