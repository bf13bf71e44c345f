import { type Address, emptyAddress } from '../../core/address'
import { addressData } from '../../core/addressData'
import type {
  AddressCandidate,
  AddressSuggestion,
  CheckoutResponse,
  ShippingMethodOffer,
} from '../../core/schemas/checkout'
import type { Order } from '../../core/schemas/order'
import type { CheckoutDraft } from '../../machines/checkout'
import { fixtures } from './fixtures'

// Named inputs and answers of the checkout, address validation and address lookup scenarios (issue 12); imported for
// its effect.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const ORDER = id(60)

const usTypo: Address = {
  name: 'Ada Parent',
  address1: '1 Infinite Loop',
  address2: '',
  city: 'Cupertno',
  zipCode: '95014',
  state: 'US-CA',
  stateLabel: 'California',
  country: 'US',
  phone: '(408) 996-1010',
  validated: false,
}

const canada: Address = {
  name: 'Ada Parent',
  address1: '24 Sussex Drive',
  address2: '',
  city: 'Ottawa',
  zipCode: 'K1M 1M4',
  state: 'CA-ON',
  stateLabel: 'Ontario',
  country: 'CA',
  phone: '+1 613 992 4211',
  validated: false,
}

/** As the server stores it (phone as digits, C §5). */
const storedUs: Address = { ...usTypo, city: 'Cupertino', phone: '14089961010', validated: true }

/** The fixture order's total ($30: no tax, fee or coupon), which a method's cost is added to. */
const ORDER_TOTAL = 3_000_000

const method = (n: number, label: string, cost: number, addressRequired: boolean): ShippingMethodOffer => ({
  id: id(n),
  label,
  description: null,
  retailCost: cost,
  listCost: cost,
  cost,
  addressRequired,
  businessRules: [],
  promotion: null,
  totals: { shippingTotal: cost, couponDiscountTotal: 0, adjustmentTotal: 0, totalTax: 0, total: ORDER_TOTAL + cost },
})

const HOME = id(9001)
const SCHOOL = id(9002)
const STUDIO = id(9003)

const methods: ShippingMethodOffer[] = [
  {
    ...method(9001, 'Ship to home', 795_000, true),
    description: 'Tracked delivery in 5–7 business days. Free from $75.',
    promotion: { id: id(9100), label: 'Free shipping from $75', reached: false, remaining: 4_500_000 },
  },
  method(9002, 'Deliver to school with the class', 0, false),
  method(9003, 'Pick up at the studio', 0, false),
]

const ADDRESS_FIELDS = ['name', 'address1', 'city', 'state', 'zipCode', 'country', 'phone'] as const

const requirements = (
  overrides: Partial<CheckoutResponse['checkoutRequirements']> = {},
): CheckoutResponse['checkoutRequirements'] => ({
  customer: ['recipientName', 'recipientEmail'],
  shipping: ADDRESS_FIELDS,
  billing: ADDRESS_FIELDS,
  options: { addressValidation: true, addressLookup: true, prefill: true },
  shippingMethods: methods,
  paymentMethods: {},
  ...overrides,
})

const response = (
  previous: CheckoutResponse['previousCustomerDetails'],
  overrides: Partial<CheckoutResponse['checkoutRequirements']> = {},
): CheckoutResponse => ({ checkoutRequirements: requirements(overrides), previousCustomerDetails: previous })

const previous = {
  recipientName: 'Ada Parent',
  recipientEmail: 'ada@example.com',
  shippingAddress: storedUs,
  billingAddress: null,
}

/** An order as the order actor holds it, with the customer fields of C §3 (cast: the fixture names what checkout reads). */
const order = (overrides: Record<string, unknown> = {}) =>
  ({
    id: ORDER,
    version: 2,
    storeUser: 'u1',
    isPreOrder: false,
    subject: null,
    clientSession: { id: 's1' },
    clientSessionStage: { id: 'st1' },
    orderItems: [],
    orderFormEntrys: [],
    orderImageOptions: [],
    linkedOrders: [],
    subTotal: ORDER_TOTAL,
    total: ORDER_TOTAL,
    status: 'open',
    recipientName: null,
    recipientEmail: null,
    shippingAddress: null,
    billingAddress: null,
    billingDetailsAdded: false,
    shippingMethod: null,
    shippingInstructions: null,
    photographerInstructions: null,
    ...overrides,
  }) as unknown as Order

const savedOrder = order({
  version: 3,
  status: 'checkout',
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  shippingAddress: storedUs,
  shippingMethod: { id: HOME, label: 'Ship to home' },
  shippingInstructions: 'Leave at the door',
})

const draft = (overrides: Partial<CheckoutDraft>): CheckoutDraft => ({
  recipientName: 'Ada Parent',
  recipientEmail: 'ada@example.com',
  shippingMethodId: HOME,
  shipping: emptyAddress(),
  billing: emptyAddress(),
  billingDetailsAdded: false,
  address2Shown: { shipping: false, billing: false },
  shippingInstructions: '',
  photographerInstructions: '',
  ...overrides,
})

const candidate = (address: Address): AddressCandidate => ({
  deliveryLine1: address.address1,
  lastLine: `${address.city} ${address.state.slice(3)} ${address.zipCode}`,
  address,
})

const zip = (code: string, city: string): AddressSuggestion => ({
  streetLine: '',
  secondary: '',
  city,
  state: 'US-CA',
  zIPCode: code,
  entries: 0,
})

Object.assign(fixtures, {
  // core/addressData.ts, which the browser loads after the step's first render (issue 17 point 2).
  addressData,
  'checkout:order': order(),
  'checkout:order:saved': savedOrder,
  'checkout:noDraft': null,
  'checkout:requirements': response(null),
  'checkout:requirements:previous': response(previous),
  // The order grew to $80 in another window: ship to home is free now (the promotion reached).
  'checkout:requirements:freeShipping': response(null, {
    shippingMethods: methods.map((m) => ({
      ...m,
      cost: 0,
      promotion: m.promotion && { ...m.promotion, reached: true, remaining: 0 },
      totals: { shippingTotal: 0, couponDiscountTotal: 0, adjustmentTotal: 0, totalTax: 0, total: 8_000_000 },
    })),
  }),
  'checkout:requirements:validationOff': response(null, {
    options: { addressValidation: false, addressLookup: true, prefill: true },
  }),
  'checkout:draft:usTypo': draft({ shipping: usTypo, shippingInstructions: 'Ring twice' }),
  'checkout:draft:canada': draft({ shipping: canada }),
  'checkout:draft:studioTrailingSpace': draft({
    recipientName: ' Ada Parent ',
    recipientEmail: 'ada@example.com ',
    shippingMethodId: STUDIO,
    billing: canada,
  }),
  // A shipping address typed before switching to school delivery stays in the draft but is not sent.
  'checkout:draft:schoolWithLeftoverShipping': draft({
    shippingMethodId: SCHOOL,
    shipping: usTypo,
    shippingInstructions: 'Ring twice',
    billing: canada,
    photographerInstructions: 'Please retouch the scratch on her chin',
  }),
  'checkout:draft:usWithState': draft({ shipping: { ...usTypo, city: 'Cupertino' } }),
  'checkout:saved': { ...savedOrder, version: 4 },
  'address:usTypo': usTypo,
  'address:canada': canada,
  'validation:suggestion': { choice: 'suggestion', address: { ...usTypo, city: 'Cupertino', validated: true } },
  'validation:cancel': { choice: 'cancel' },
  'candidates:cupertino': [candidate({ ...usTypo, city: 'Cupertino', phone: '14089961010', validated: true })],
  'candidates:same': [candidate({ ...usTypo, city: 'CUPERTNO', validated: true })],
  'candidates:none': [],
  'lookup:zips': [zip('95014', 'Cupertino'), zip('95015', 'Cupertino')],
  'lookup:none': [],
  'lookup:entry': zip('95014', 'Cupertino'),
})
