import { Schema } from 'effect'
import { MAX_ADJUSTMENT } from '../adjustment'
import { MAX_CODE_LENGTH, MAX_FORM_VALUE_LENGTH, MAX_QUANTITY, MAX_TEXT_LENGTH } from '../inputLimits'
import { ORDER_STATUSES } from '../orderStatus'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../payments'
import { AddressSchema } from './checkout'
import { Id, Money, NonNegativeInt, Text } from './common'
import { CropBox, Rotation } from './photos'
import { OptionGroupType, ProductType } from './productSet'

const PositiveInt = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1))

/** A quantity a shopper asks for: 1 to MAX_QUANTITY (the product's own limits are core/quantity.ts's). */
const Quantity = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: MAX_QUANTITY }))

/** A custom form value (B §3 form field): text, a checkbox, a number, or the codes of a multiple choice. */
export const FormValue = Schema.Union([Schema.String, Schema.Boolean, Schema.Number, Schema.Array(Schema.String)])

/**
 * A form value as a request sends it: its text bounded. Requests use the bounded schemas below, answers the plain
 * ones, so what was stored always reads back (nothing stored can make an order unreadable).
 */
const FormValueInput = Schema.Union([
  Text(MAX_FORM_VALUE_LENGTH),
  Schema.Boolean,
  Schema.Number,
  Schema.Array(Text(MAX_FORM_VALUE_LENGTH)),
])

/**
 * The value of one option group, stored per group type (B §3, C §4): text types hold the text, single choice
 * (select, image, background) an option id or null, multi choice (checkbox) a list of option ids, form groups the
 * form's values keyed by field id.
 */
export const OptionValue = Schema.Union([
  Schema.String,
  Schema.Null,
  Schema.Array(Schema.String),
  Schema.Record(Schema.String, FormValue),
])
export type OptionValue = typeof OptionValue.Type

/** An option value as a request sends it: text and notes at most MAX_TEXT_LENGTH, form values bounded. */
const OptionValueInput = Schema.Union([
  Text(MAX_TEXT_LENGTH),
  Schema.Null,
  Schema.Array(Text(MAX_TEXT_LENGTH)),
  Schema.Record(Schema.String, FormValueInput),
])

const Notes = Text(MAX_TEXT_LENGTH)

export const OptionInput = Schema.Struct({ value: OptionValueInput, notes: Schema.optionalKey(Notes) })

/** Option values keyed by option group id (checked against the product's groups by the server). */
export const OptionsInput = Schema.Record(Schema.String, OptionInput)
export type OptionsInput = typeof OptionsInput.Type

export const ImageTypePreference = Schema.Literals(['knockout', 'original', 'either'])

/** B §3 node selection: the photo chosen for one node of the product; image ids are the photos' own. */
export const NodeInput = Schema.Struct({
  node: Id,
  image: Id,
  imageCrop: Schema.optionalKey(Schema.NullOr(Id)),
  imageTypePreference: Schema.optionalKey(Schema.NullOr(ImageTypePreference)),
  /** A background option for this node (allowMultipleBackgrounds). */
  productOption: Schema.optionalKey(Schema.NullOr(Id)),
  /** B §4 crop: the shopper's crop of the photo (fractions of the photo after its rotation), null for none. */
  crop: Schema.optionalKey(Schema.NullOr(CropBox)),
  rotation: Schema.optionalKey(Rotation),
})
export type NodeInput = typeof NodeInput.Type

/** A product chosen inside a build-your-own package. */
export const ChildItemInput = Schema.Struct({
  product: Id,
  quantity: Quantity,
  options: Schema.optionalKey(OptionsInput),
  nodes: Schema.optionalKey(Schema.Array(NodeInput)),
})
export type ChildItemInput = typeof ChildItemInput.Type

/** C §7 create order item. Prices are never read from a request: unknown keys (subTotal, retailAmount...) are dropped. */
export const CreateOrderItemRequest = Schema.Struct({
  orderItem: Schema.Struct({
    order: Id,
    product: Id,
    quantity: Quantity,
    options: Schema.optionalKey(OptionsInput),
    nodes: Schema.optionalKey(Schema.Array(NodeInput)),
    orderItems: Schema.optionalKey(Schema.Array(ChildItemInput)),
  }),
  /** Confirmed: remove the items of an exclusive group (C §4) in the same change. */
  replaceConflicts: Schema.optionalKey(Schema.Boolean),
})
export type CreateOrderItemRequest = typeof CreateOrderItemRequest.Type

/** C §7 update order item: the keys sent replace the item's; keys left out keep their values. */
export const UpdateOrderItemRequest = Schema.Struct({
  orderItem: Schema.Struct({
    quantity: Schema.optionalKey(Quantity),
    options: Schema.optionalKey(OptionsInput),
    nodes: Schema.optionalKey(Schema.Array(NodeInput)),
    orderItems: Schema.optionalKey(Schema.Array(ChildItemInput)),
  }),
})
export type UpdateOrderItemRequest = typeof UpdateOrderItemRequest.Type

/** C §7 create order. The store comes from the client session and the store user from the token, never the body. */
export const CreateOrderRequest = Schema.Struct({
  order: Schema.Struct({
    clientSession: Id,
    subject: Schema.optionalKey(Schema.NullOr(Id)),
    linkedOrder: Schema.optionalKey(Schema.NullOr(Id)),
  }),
})
export type CreateOrderRequest = typeof CreateOrderRequest.Type

/** C §7 order forms: the values of a custom form keyed by field id. */
export const OrderFormRequest = Schema.Struct({
  form: Schema.Struct({ order: Id, form: Id, formFields: Schema.Record(Schema.String, FormValueInput) }),
})
export type OrderFormRequest = typeof OrderFormRequest.Type

/** C §7 save image options: one entry per photo and image option group; a blank value clears that group. */
export const ImageOptionInput = Schema.Struct({
  image: Id,
  productOptionGroup: Id,
  /** The chosen option of a single-choice group (the same as its value). */
  productOption: Schema.optionalKey(Schema.NullOr(Id)),
  value: Schema.optionalKey(OptionValueInput),
  notes: Schema.optionalKey(Notes),
})
export type ImageOptionInput = typeof ImageOptionInput.Type

/**
 * `confirmedAmount` (issue 14): on a paid or placed order, the difference the parent confirmed; required there, ignored
 * on a cart (core/schemas/afterPurchase.ts SaveItemOptionsRequest).
 */
export const SaveImageOptionsRequest = Schema.Struct({
  orderImageOptions: Schema.Array(ImageOptionInput),
  confirmedAmount: Schema.optionalKey(Money),
})
export type SaveImageOptionsRequest = typeof SaveImageOptionsRequest.Type

/** C §7 remove image option: `?confirmedAmount=` as in SaveImageOptionsRequest (an integer, signed). */
export const RemoveImageOptionQuery = Schema.Struct({
  confirmedAmount: Schema.optionalKey(Schema.FiniteFromString.check(Schema.isInt())),
})

/** C §3 order image option: an image option group's choice for one photo of the order. */
export const OrderImageOption = Schema.Struct({
  id: Id,
  image: Id,
  productOptionGroup: Schema.Struct({
    id: Id,
    label: Schema.String,
    type: OptionGroupType,
    description: Schema.NullOr(Schema.String),
  }),
  productOption: Schema.NullOr(Id),
  value: OptionValue,
  notes: Schema.NullOr(Schema.String),
  /** What the choice adds to the order, once for the photo. */
  retailAmount: Money,
})
export type OrderImageOption = typeof OrderImageOption.Type

/** C §3 order item option. `productOption` is the chosen option of a single-choice group. */
export const OrderItemOption = Schema.Struct({
  productOptionGroup: Id,
  productOption: Schema.NullOr(Id),
  value: OptionValue,
  notes: Schema.NullOr(Schema.String),
  /** What the option adds to one unit. */
  retailAmount: Money,
})

/** C §3 order item node: the photo on one node. */
export const OrderItemNode = Schema.Struct({
  id: Id,
  node: Schema.Struct({ id: Id, label: Schema.String }),
  image: Id,
  imageCrop: Schema.NullOr(Id),
  imageTypePreference: Schema.NullOr(ImageTypePreference),
  productOption: Schema.NullOr(Id),
  crop: Schema.NullOr(CropBox),
  rotation: Rotation,
})

const itemFields = {
  id: Id,
  label: Schema.String,
  type: ProductType,
  product: Id,
  quantity: PositiveInt,
  /** The largest quantity the item may have now (B §5, C §5); null is unlimited. */
  quantityLimit: Schema.NullOr(NonNegativeInt),
  subTotal: Money,
  originalSubTotal: Money,
  /** Credits the chosen products use (build-your-own packages). */
  totalCredits: NonNegativeInt,
  additionalCredits: NonNegativeInt,
  additionalCreditsSubTotal: Money,
  additionalPoses: NonNegativeInt,
  additionalPosesSubTotal: Money,
  /** Credits a product chosen inside a package costs (productCost × quantity); 0 for other items. */
  creditCost: NonNegativeInt,
  acceptedLicence: Schema.Boolean,
  orderItemOptions: Schema.Array(OrderItemOption),
  orderItemNodes: Schema.Array(OrderItemNode),
  createdAt: Schema.String,
  parameters: Schema.Struct({ removeDependencies: Schema.Array(Id) }),
}

/** A product chosen inside a package (C §3 child order item). */
export const ChildOrderItem = Schema.Struct(itemFields)

/** C §3 order item. */
export const OrderItem = Schema.Struct({ ...itemFields, orderItems: Schema.Array(ChildOrderItem) })
export type OrderItem = typeof OrderItem.Type

/**
 * C §3 couponDiscount: modifier '+' takes `discount` (Money) off, '%' takes `discount` percent; `appliesToPackages`
 * false leaves package items out of the products it discounts (core/totals.ts couponProductsBase).
 */
export const CouponDiscount = Schema.Struct({
  code: Schema.String,
  discount: Schema.Number,
  modifier: Schema.String,
  appliesTo: Schema.Literals(['products', 'shipping', 'everything']),
  appliesToPackages: Schema.optionalKey(Schema.Boolean),
})

/** C §7 PUT /orders/{id}/coupon_discount: the code as typed (trimmed by the server; a blank one is a 400). */
export const CouponDiscountRequest = Schema.Struct({
  order: Schema.Struct({
    couponDiscount: Schema.Struct({ code: Text(MAX_CODE_LENGTH) }),
  }),
})
export type CouponDiscountRequest = typeof CouponDiscountRequest.Type

/**
 * Issue 15 point 2: PUT /orders/{id}/adjustment (admin only): the studio's adjustment of a cart, `amount` signed in
 * 1/100000 units (below 0 takes off), `reason` 3 to 200 characters (core/adjustment.ts checks both: 400 with fields).
 */
export const AdjustmentRequest = Schema.Struct({
  adjustment: Schema.Struct({
    amount: Money.check(Schema.isBetween({ minimum: -MAX_ADJUSTMENT, maximum: MAX_ADJUSTMENT })),
    reason: Text(MAX_TEXT_LENGTH),
  }),
})
export type AdjustmentRequest = typeof AdjustmentRequest.Type

/** The adjustment an order holds: as asked (its part that applies is `adjustmentTotal`), why, by whom, when. */
export const OrderAdjustment = Schema.Struct({
  amount: Money,
  reason: Schema.String,
  /** Who made it: the studio's admin token ('admin'). */
  by: Schema.String,
  at: Schema.String,
})
export type OrderAdjustment = typeof OrderAdjustment.Type

/** Issue 15 point 2: POST /orders/{id}/record_payment (admin only): the payment of a placed order received. */
export const RecordPaymentRequest = Schema.Struct({ payment: Schema.Struct({ note: Text(MAX_TEXT_LENGTH) }) })
export type RecordPaymentRequest = typeof RecordPaymentRequest.Type

const totalsFields = {
  subTotal: Money,
  originalSubTotal: Money,
  totalSaving: Money,
  couponDiscountTotal: Money,
  /** Issue 15: the studio's adjustment as it applies (signed; core/totals.ts). */
  adjustmentTotal: Money,
  serviceFeeTotal: Money,
  shippingTotal: Money,
  totalTax: Money,
  totalRefund: Money,
  total: Money,
}

export const OrderType = Schema.Literals(['pre-order', 're-order'])

/**
 * Another order of the shopper: a linked order (C §4) or the previous one. Totals add up for the cart total; the
 * names head the order's block in the cart and the order selector (C §2).
 */
export const OrderSummary = Schema.Struct({
  id: Id,
  orderReference: Schema.String,
  type: OrderType,
  isPreOrder: Schema.Boolean,
  clientSession: Id,
  clientSessionLabel: Schema.String,
  /** The stage the order was made in. */
  clientSessionStage: Id,
  subject: Schema.NullOr(Id),
  /** The subject's full name; null for an order without a subject. */
  subjectName: Schema.NullOr(Schema.String),
  itemCount: NonNegativeInt,
  version: PositiveInt,
  createdAt: Schema.String,
  ...totalsFields,
  /** core/orderStatus.ts: a paid or placed linked order is no longer part of the cart being paid. */
  status: Schema.Literals(ORDER_STATUSES),
})
export type OrderSummary = typeof OrderSummary.Type

/** The payment that paid or placed an order (issue 13), and the orders it paid together. */
export const OrderPayment = Schema.Struct({
  method: Schema.Literals(PAYMENT_METHODS),
  status: Schema.Literals(PAYMENT_STATUSES),
  amount: Money,
  currency: Schema.String,
  cardBrand: Schema.NullOr(Schema.String),
  cardLast4: Schema.NullOr(Schema.String),
  paidAt: Schema.NullOr(Schema.String),
  orders: Schema.Array(
    Schema.Struct({ id: Id, orderReference: Schema.String, subjectName: Schema.NullOr(Schema.String), total: Money }),
  ),
})
export type OrderPayment = typeof OrderPayment.Type

/** Whom a parent asks once changes are closed (the store's studio contact). */
export const StudioContact = Schema.Struct({
  name: Schema.String,
  email: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
})
export type StudioContact = typeof StudioContact.Type

/**
 * Issue 14 point 5: one change made to an order after it was paid or placed (the audit trail): what changed, and the
 * money it moved (`amount` > 0 charged, < 0 refunded, 0 none). `pending` while the gateway is being asked.
 */
export const OrderChange = Schema.Struct({
  id: Id,
  createdAt: Schema.String,
  /** The item changed; null for a photo's image options. */
  orderItem: Schema.NullOr(Id),
  /** What changed, in words a receipt prints (e.g. "Classic print: crop changed; backdrop Blue → Grey"). */
  summary: Schema.String,
  amount: Money,
  status: Schema.Literals(['pending', 'succeeded', 'failed']),
})
export type OrderChange = typeof OrderChange.Type

/**
 * Issue 14 point 5: whether the paid order still takes changes (status paid or placed and before the stage's
 * production cutoff), until when, whom to ask after, and what was changed so far (oldest first).
 */
export const AfterPurchase = Schema.Struct({
  productionCutoffAt: Schema.NullOr(Schema.String),
  canChange: Schema.Boolean,
  contact: Schema.NullOr(StudioContact),
  changes: Schema.Array(OrderChange),
})
export type AfterPurchase = typeof AfterPurchase.Type

/** C §3 order (checkoutRequirements: GET /orders/{id}/checkout_requirements; payment fields: the payment issue). */
export const Order = Schema.Struct({
  id: Id,
  orderReference: Schema.String,
  type: OrderType,
  isPreOrder: Schema.Boolean,
  store: Id,
  storeUser: Id,
  clientSession: Schema.Struct({
    id: Id,
    label: Schema.String,
    cartImageTypePreference: ImageTypePreference,
  }),
  clientSessionStage: Schema.Struct({
    id: Id,
    type: Schema.Literals(['pre-order', 're-order', 'pause']),
    allowCoupons: Schema.Boolean,
    multiChildOrdering: Schema.Boolean,
    /** What the order-complete page says (C §2 order complete). */
    orderCompleteCartText: Schema.NullOr(Schema.String),
    /** Where the image-submission box links to, with the order's imageSubmission reference. */
    imageSubmissionUrl: Schema.NullOr(Schema.String),
  }),
  subject: Schema.NullOr(Id),
  orderItems: Schema.Array(OrderItem),
  orderImageOptions: Schema.Array(OrderImageOption),
  linkedOrders: Schema.Array(OrderSummary),
  orderFormEntrys: Schema.Array(Schema.Struct({ id: Id, form: Id, values: Schema.Record(Schema.String, FormValue) })),
  currency: Schema.String,
  /** Percent (8.25 means 8.25 %). */
  taxRate: Schema.Number,
  couponDiscount: Schema.NullOr(CouponDiscount),
  /** Issue 15 point 2: the studio's price adjustment, at most one; null for none. */
  adjustment: Schema.NullOr(OrderAdjustment),
  serviceFeeLabel: Schema.NullOr(Schema.String),
  ...totalsFields,
  /** Where the order is in its life (core/orderStatus.ts): only open and checkout take changes. */
  status: Schema.Literals(ORDER_STATUSES),
  /** C §3 customer details, null until PUT /orders/{id}/customer_details saves them. */
  recipientName: Schema.NullOr(Schema.String),
  recipientEmail: Schema.NullOr(Schema.String),
  shippingAddress: Schema.NullOr(AddressSchema),
  billingAddress: Schema.NullOr(AddressSchema),
  billingDetailsAdded: Schema.Boolean,
  /** The chosen shipping method and the label it had then; `shippingTotal` is its cost for this order. */
  shippingMethod: Schema.NullOr(Schema.Struct({ id: Id, label: Schema.String })),
  shippingInstructions: Schema.NullOr(Schema.String),
  photographerInstructions: Schema.NullOr(Schema.String),
  /** C §7 choose payment: the method chosen on the payment step (issue 13), null until one is. */
  paymentMethod: Schema.NullOr(Schema.Literals(PAYMENT_METHODS)),
  /** When the order was paid; null while it is not. */
  paidAt: Schema.NullOr(Schema.String),
  /** The payment that paid or placed this order, with every order it covered (one confirmation for linked orders). */
  payment: Schema.NullOr(OrderPayment),
  /** C §3 imageSubmission: state 10 = ready to start (set at completion when the stage has an image-submission URL). */
  imageSubmission: Schema.NullOr(Schema.Struct({ state: Schema.Number, reference: Schema.String })),
  /** C §3 licence text (the store's digital licence) when the order has digital items; null otherwise. */
  licence: Schema.NullOr(Schema.String),
  /** C §3 acceptedLicence: true when there is no licence or every digital item accepted it (issue 14). */
  acceptedLicence: Schema.Boolean,
  /**
   * C §3 downloadAllURL: a signed link (valid DOWNLOAD_LINK_SECONDS) to the ZIP of every purchased original, made
   * afresh with every answer to the order's owner once it is paid with digital items; null otherwise.
   */
  downloadAllURL: Schema.NullOr(Schema.String),
  /** Issue 14 point 5: changes after purchase (crop, backdrop, pose, image options) until the stage's cutoff. */
  afterPurchase: AfterPurchase,
  /** Rises by one with every change (optimistic concurrency: send it back as If-Match). */
  version: PositiveInt,
  createdAt: Schema.String,
  updatedAt: Schema.String,
})
export type Order = typeof Order.Type

export const OrderResponse = Schema.Struct({ order: Order, previousOrder: Schema.NullOr(OrderSummary) })
export type OrderResponse = typeof OrderResponse.Type

export const CreateOrderResponse = Schema.Struct({ data: OrderResponse })

export const OrderItemResponse = Schema.Struct({ order: Order })

export const OrderFormResponse = Schema.Struct({ data: Schema.Struct({ order: Order }) })

/** C §7 save or remove image options: the order with its new totals. */
export const OrderImageOptionsResponse = Schema.Struct({ order: Order })
