import { describe, expect, it } from 'vitest'
import { type Address, emptyAddress } from '../../../core/address'
import { addressData } from '../../../core/addressData'
import {
  addressesToValidate,
  type CustomerDetails,
  customerDetailsMissing,
  customerErrorFields,
  fieldOfError,
  isValidEmail,
  normalizeCustomerDetails,
  validateCustomerDetails,
} from '../../../core/customer'
import { cupertino } from '../../addresses'

const address: Address = { ...cupertino, validated: true }

const delivery = { id: 'post', addressRequired: true }
const pickup = { id: 'school', addressRequired: false }

const details: CustomerDetails = {
  recipientName: 'Ada Parent',
  recipientEmail: 'ada@example.com',
  shippingMethod: delivery,
  billingDetailsAdded: false,
  shipping: address,
  billing: emptyAddress(),
}

describe('customer details (C §5)', () => {
  it('C §5 customer: a complete form has no errors', () => {
    expect(validateCustomerDetails(addressData, details)).toEqual({})
  })

  it('C §5 customer: recipientName and recipientEmail are required', () => {
    expect(validateCustomerDetails(addressData, { ...details, recipientName: ' ', recipientEmail: '' })).toEqual({
      recipientName: 'checkout.form_error_field_required',
      recipientEmail: 'checkout.form_error_field_required',
    })
  })

  it.each([
    ['ada@example.com', true],
    [' ada@example.com ', true],
    ['ada.parent+photos@school.co.uk', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['ada@@example.com', false],
    ['ada@exa mple.com', false],
  ])('C §5 customer: e-mail %j matches the basic pattern: %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected)
  })

  it('C §5 customer: a malformed e-mail gets checkout.form_error_invalid_email', () => {
    expect(validateCustomerDetails(addressData, { ...details, recipientEmail: 'ada@example' })).toEqual({
      recipientEmail: 'checkout.form_error_invalid_email',
    })
  })

  it('C §5 customer: a shipping method is required', () => {
    const errors = validateCustomerDetails(addressData, { ...details, shippingMethod: null, billing: address })
    expect(errors).toEqual({ shippingMethod: 'checkout.form_error_field_required' })
  })

  it('C §5 customer: a method that needs an address validates shipping only, unless add-billing is ticked', () => {
    expect(addressesToValidate(details)).toEqual(['shipping'])
    expect(addressesToValidate({ ...details, billingDetailsAdded: true })).toEqual(['shipping', 'billing'])
  })

  it('C §5 customer: a method without an address validates billing', () => {
    expect(addressesToValidate({ ...details, shippingMethod: pickup })).toEqual(['billing'])
    expect(addressesToValidate({ ...details, shippingMethod: pickup, billingDetailsAdded: true })).toEqual(['billing'])
    expect(addressesToValidate({ ...details, shippingMethod: null })).toEqual(['billing'])
  })

  it('C §5 customer: if only billing exists, billing is validated', () => {
    expect(addressesToValidate({ ...details, shipping: undefined })).toEqual(['billing'])
    expect(addressesToValidate({ ...details, shipping: null, billingDetailsAdded: true })).toEqual(['billing'])
  })

  it('C §5 customer: an address the form lacks is never validated', () => {
    expect(addressesToValidate({ ...details, shippingMethod: pickup, billing: undefined })).toEqual([])
    expect(addressesToValidate({ ...details, billingDetailsAdded: true, billing: null })).toEqual(['shipping'])
  })

  it('C §5 customer: address errors are keyed by role and field', () => {
    const errors = validateCustomerDetails(addressData, {
      ...details,
      billingDetailsAdded: true,
      shipping: { ...address, city: '', phone: '555-0123' },
    })
    expect(errors).toEqual({
      'shipping.city': 'checkout.form_error_field_required',
      'shipping.phone': 'checkout.form_error_invalid_phone',
      'billing.name': 'checkout.form_error_field_required',
      'billing.address1': 'checkout.form_error_field_required',
      'billing.city': 'checkout.form_error_field_required',
      'billing.state': 'checkout.form_error_field_required',
      'billing.zipCode': 'checkout.form_error_field_required',
      'billing.phone': 'checkout.form_error_field_required',
    })
  })

  it('C §5 customer: the unchecked billing address is not validated with a delivery method', () => {
    expect(validateCustomerDetails(addressData, { ...details, billing: emptyAddress() })).toEqual({})
  })
})

describe('customer details as stored (C §5, issue 12 bad input)', () => {
  it('C §5 customer: an e-mail with a trailing space is trimmed, not refused', () => {
    const typed = { ...details, recipientName: ' Ada Parent ', recipientEmail: 'ada@example.com ' }
    const stored = normalizeCustomerDetails(addressData, typed)
    expect(stored).toMatchObject({ recipientName: 'Ada Parent', recipientEmail: 'ada@example.com' })
    expect(validateCustomerDetails(addressData, stored)).toEqual({})
  })

  it('C §5 customer: instructions are trimmed, and blank ones are none', () => {
    const stored = normalizeCustomerDetails(addressData, {
      ...details,
      shippingInstructions: ' Leave at the door ',
      photographerInstructions: '   ',
    })
    expect(stored).toMatchObject({ shippingInstructions: 'Leave at the door', photographerInstructions: null })
    expect(normalizeCustomerDetails(addressData, details)).toMatchObject({
      shippingInstructions: null,
      photographerInstructions: null,
    })
  })

  it('C §5 customer: with a delivery method and add-billing unticked, the billing form is dropped', () => {
    const stored = normalizeCustomerDetails(addressData, { ...details, billing: { ...address, name: 'junk' } })
    expect(stored.billing).toBeNull()
    expect(stored.shipping).toEqual({ ...address, phone: '12133734253' })
  })

  it('C §5 customer: add-billing ticked keeps both addresses', () => {
    const stored = normalizeCustomerDetails(addressData, { ...details, billingDetailsAdded: true, billing: address })
    expect([stored.shipping?.city, stored.billing?.city]).toEqual(['Cupertino', 'Cupertino'])
  })

  it('C §5 customer: a method that ships nowhere stores billing only', () => {
    const stored = normalizeCustomerDetails(addressData, { ...details, shippingMethod: pickup, billing: address })
    expect(stored.shipping).toBeNull()
    expect(stored.billing?.phone).toBe('12133734253')
  })

  it('C §5 customer: stored addresses go through the address rules (state by name, phone digits)', () => {
    const typed = { ...address, state: 'US-California', stateLabel: '', phone: '+1 (213) 373-4253' }
    expect(normalizeCustomerDetails(addressData, { ...details, shipping: typed }).shipping).toMatchObject({
      state: 'US-CA',
      stateLabel: 'California',
      phone: '12133734253',
    })
  })

  it('C §5 customer: a delivery method without a shipping address is refused on the address itself', () => {
    const stored = normalizeCustomerDetails(addressData, { ...details, shipping: null, billing: address })
    expect(validateCustomerDetails(addressData, stored)).toEqual({ shipping: 'checkout.form_error_field_required' })
  })
})

describe('error map (C §8)', () => {
  it('C §8: recipientName and recipientEmail are grouped under customer; other paths are kept', () => {
    const errors = validateCustomerDetails(addressData, {
      ...details,
      recipientName: '',
      recipientEmail: 'ada@example',
      shipping: { ...address, city: '' },
    })
    expect(customerErrorFields(errors)).toEqual({
      'customer.recipientName': 'checkout.form_error_field_required',
      'customer.recipientEmail': 'checkout.form_error_invalid_email',
      'shipping.city': 'checkout.form_error_field_required',
    })
  })

  it.each([
    ['customer.recipientName', 'recipientName'],
    ['customer.recipientEmail', 'recipientEmail'],
    ['shipping.city', 'shipping.city'],
    ['shippingMethod', 'shippingMethod'],
    ['customer.other', 'customer.other'],
  ])('C §8: the error of %s shows beside the field %s', (path, field) => {
    expect(fieldOfError(path)).toBe(field)
  })
})

describe('payment-step guard (C §2)', () => {
  const order = {
    recipientName: 'Ada',
    recipientEmail: 'ada@example.com',
    shippingAddress: null,
    billingAddress: address,
    total: 1_500_000,
  }

  it('C §2 checkout: complete details stay on the payment step', () => {
    expect(customerDetailsMissing(order)).toBe(false)
    expect(customerDetailsMissing({ ...order, billingAddress: null, shippingAddress: address })).toBe(false)
  })

  it('C §2 checkout: a missing recipient name or e-mail goes back to customer details', () => {
    expect(customerDetailsMissing({ ...order, recipientName: '' })).toBe(true)
    expect(customerDetailsMissing({ ...order, recipientEmail: null })).toBe(true)
  })

  it('C §2 checkout: no address goes back only when the total is above zero', () => {
    expect(customerDetailsMissing({ ...order, billingAddress: null })).toBe(true)
    expect(customerDetailsMissing({ ...order, billingAddress: null, total: 0 })).toBe(false)
  })
})
