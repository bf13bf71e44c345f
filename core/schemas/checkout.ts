// Wire shapes of checkout (C §3 address, shipping method, checkout requirements; C §7 customer details, address
// suggestions and validation). Requests use the bounded schemas (a longer value is a 400), answers the plain ones.
import { Schema } from 'effect'
import { ADDRESS_FORM_FIELDS, ADDRESS_MAX_LENGTH } from '../address'
import { RECIPIENT_EMAIL_MAX_LENGTH, RECIPIENT_NAME_MAX_LENGTH } from '../customer'
import { MAX_TEXT_LENGTH } from '../inputLimits'
import { Id, Money, NonNegativeInt, Text } from './common'

const Int = Schema.Number.check(Schema.isInt())

/** C §3 Address as answers carry it; `state` is `CC-RR` (core/address.ts). */
export const AddressSchema = Schema.Struct({
  id: Schema.optionalKey(Schema.Union([Schema.String, Schema.Number])),
  name: Schema.String,
  address1: Schema.String,
  address2: Schema.String,
  city: Schema.String,
  zipCode: Schema.String,
  state: Schema.String,
  stateLabel: Schema.String,
  country: Schema.String,
  phone: Schema.String,
  validated: Schema.Boolean,
})

/** C §3 Address as a request sends it: every text bounded (core/address.ts ADDRESS_MAX_LENGTH), an ISO country code. */
export const AddressInput = Schema.Struct({
  id: Schema.optionalKey(Schema.Union([Text(100), Schema.Number])),
  name: Text(ADDRESS_MAX_LENGTH.name),
  address1: Text(ADDRESS_MAX_LENGTH.address1),
  address2: Text(ADDRESS_MAX_LENGTH.address2),
  city: Text(ADDRESS_MAX_LENGTH.city),
  zipCode: Text(ADDRESS_MAX_LENGTH.zipCode),
  state: Text(ADDRESS_MAX_LENGTH.state),
  stateLabel: Text(ADDRESS_MAX_LENGTH.stateLabel),
  country: Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/)),
  phone: Text(ADDRESS_MAX_LENGTH.phone),
  validated: Schema.Boolean,
})
export type AddressInput = typeof AddressInput.Type

const Instructions = Schema.optionalKey(Schema.NullOr(Text(MAX_TEXT_LENGTH)))

/** C §7 PUT /orders/{id}/customer_details. The method is an id of the session's shipping methods. */
export const CustomerDetailsRequest = Schema.Struct({
  customerDetails: Schema.Struct({
    recipientName: Text(RECIPIENT_NAME_MAX_LENGTH),
    recipientEmail: Text(RECIPIENT_EMAIL_MAX_LENGTH),
    shippingMethod: Schema.NullOr(Id),
    shipping: Schema.optionalKey(Schema.NullOr(AddressInput)),
    billingDetailsAdded: Schema.Boolean,
    billing: Schema.optionalKey(Schema.NullOr(AddressInput)),
    shippingInstructions: Instructions,
    photographerInstructions: Instructions,
  }),
})
export type CustomerDetailsRequest = typeof CustomerDetailsRequest.Type

/** C §3 shipping method business rules (core/shipping.ts ShippingRule). */
export const ShippingRuleSchema = Schema.Struct({
  priority: Schema.optionalKey(Schema.NullOr(Int)),
  cost: Schema.optionalKey(Schema.NullOr(Money)),
  adjustments: Schema.optionalKey(
    Schema.Array(Schema.Struct({ product: Id, minimum: Int, threshold: Int, cost: Money })),
  ),
})

/** core/shipping.ts PromotionNote: the promotion that frees the method, or what is still to add for it. */
export const PromotionNote = Schema.Struct({ id: Id, label: Schema.String, reached: Schema.Boolean, remaining: Money })

/**
 * The order's totals with a method (issue 12): what saving the customer details with it would make them (the
 * server's order pricing, server/services/orders.ts orderPricing), for the step to show before it is saved.
 */
export const TotalsWithMethod = Schema.Struct({
  shippingTotal: Money,
  couponDiscountTotal: Money,
  /** Issue 15: the adjustment's part that applies may follow a coupon on everything, which follows the shipping. */
  adjustmentTotal: Money,
  totalTax: Money,
  total: Money,
})
export type TotalsWithMethod = typeof TotalsWithMethod.Type

/**
 * C §3 shipping method, quoted for the order (core/shipping.ts shippingQuote): `cost` is what it adds to the order,
 * `listCost` what it would without the promotion, `totals` the order's totals with it.
 */
export const ShippingMethodOffer = Schema.Struct({
  id: Id,
  label: Schema.String,
  description: Schema.NullOr(Schema.String),
  retailCost: Money,
  listCost: Money,
  cost: Money,
  addressRequired: Schema.Boolean,
  businessRules: Schema.Array(ShippingRuleSchema),
  promotion: Schema.NullOr(PromotionNote),
  totals: TotalsWithMethod,
})
export type ShippingMethodOffer = typeof ShippingMethodOffer.Type

const AddressFieldName = Schema.Literals(ADDRESS_FORM_FIELDS)

/** C §3 checkoutRequirements; payment methods come with the payment issue ({} until then). */
export const CheckoutRequirements = Schema.Struct({
  customer: Schema.Array(Schema.Literals(['recipientName', 'recipientEmail'])),
  shipping: Schema.Array(AddressFieldName),
  billing: Schema.Array(AddressFieldName),
  options: Schema.Struct({
    /** The store's onlineOrderAddressValidation (C §5). */
    addressValidation: Schema.Boolean,
    /** An address lookup provider is configured. */
    addressLookup: Schema.Boolean,
    /** The previous order's details may be prefilled (never in admin mode, C §1). */
    prefill: Schema.Boolean,
  }),
  shippingMethods: Schema.Array(ShippingMethodOffer),
  paymentMethods: Schema.Record(Schema.String, Schema.Unknown),
})
export type CheckoutRequirements = typeof CheckoutRequirements.Type

/** The customer details of the shopper's previous order, for prefill. */
export const PreviousCustomerDetails = Schema.Struct({
  recipientName: Schema.String,
  recipientEmail: Schema.String,
  shippingAddress: Schema.NullOr(AddressSchema),
  billingAddress: Schema.NullOr(AddressSchema),
})
export type PreviousCustomerDetails = typeof PreviousCustomerDetails.Type

export const CheckoutResponse = Schema.Struct({
  checkoutRequirements: CheckoutRequirements,
  previousCustomerDetails: Schema.NullOr(PreviousCustomerDetails),
})
export type CheckoutResponse = typeof CheckoutResponse.Type

/** C §7 PATCH /addresses/validate. */
export const AddressValidateRequest = Schema.Struct({ address: AddressInput })
export type AddressValidateRequest = typeof AddressValidateRequest.Type

/** C §3 validated suggestion (deliveryLine1, lastLine) with the address it stands for. */
export const AddressCandidate = Schema.Struct({
  deliveryLine1: Schema.String,
  lastLine: Schema.String,
  address: AddressSchema,
})
export type AddressCandidate = typeof AddressCandidate.Type

export const AddressValidateResponse = Schema.Struct({
  data: Schema.Struct({ addresses: Schema.Array(AddressCandidate) }),
})
export type AddressValidateResponse = typeof AddressValidateResponse.Type

/** C §7 PATCH /addresses/suggestions: the typed text, and the entry to expand when one was picked. */
export const AddressQueryRequest = Schema.Struct({
  addressQuery: Schema.Struct({
    query: Text(100),
    expandSelected: Schema.optionalKey(Schema.NullOr(Text(200))),
  }),
})
export type AddressQueryRequest = typeof AddressQueryRequest.Type

/** C §3 address suggestion (lookup); `entries` counts the addresses an entry expands to. */
export const AddressSuggestion = Schema.Struct({
  streetLine: Schema.String,
  secondary: Schema.String,
  city: Schema.String,
  state: Schema.String,
  zIPCode: Schema.String,
  entries: NonNegativeInt,
})
export type AddressSuggestion = typeof AddressSuggestion.Type

export const AddressSuggestionsResponse = Schema.Struct({ addresses: Schema.Array(AddressSuggestion) })
export type AddressSuggestionsResponse = typeof AddressSuggestionsResponse.Type
