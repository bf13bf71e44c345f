import { Schema } from 'effect'
import { Assets, Id, Information, Money, NonNegativeInt } from './common'
import { TagRule } from './session'

export const ProductType = Schema.Literals([
  'custom',
  'digital',
  'digitalBulk',
  'bundle',
  'direct_fulfillment',
  'package',
  'informational',
])
export type ProductType = typeof ProductType.Type

export const PricingStrategy = Schema.Literals(['volume', 'tiered', 'fixed_quantity_tiers'])

export const OptionGroupType = Schema.Literals([
  'text',
  'textarea',
  'checkbox',
  'select',
  'background',
  'image',
  'form',
])
export type OptionGroupType = typeof OptionGroupType.Type

/** B §3 product option. */
export const ProductOption = Schema.Struct({
  id: Id,
  label: Schema.String,
  description: Schema.NullOr(Schema.String),
  retailAmount: Money,
  isDefault: Schema.Boolean,
  allowNotes: Schema.Boolean,
  assets: Schema.NullOr(Assets),
  backgroundAsset: Schema.NullOr(Schema.String),
  parameters: Schema.Struct({
    notesTitle: Schema.optionalKey(Schema.String),
    notesPlaceholder: Schema.optionalKey(Schema.String),
  }),
})
export type ProductOption = typeof ProductOption.Type

/** B §3 product option group. */
export const ProductOptionGroup = Schema.Struct({
  id: Id,
  type: OptionGroupType,
  label: Schema.String,
  description: Schema.NullOr(Schema.String),
  required: Schema.Boolean,
  expanded: Schema.Boolean,
  allowNotes: Schema.Boolean,
  retailAmount: Money,
  productOptions: Schema.Array(ProductOption),
  form: Schema.NullOr(Id),
  parameters: Schema.Struct({
    characterLimit: Schema.optionalKey(NonNegativeInt),
    displayRows: Schema.optionalKey(NonNegativeInt),
    placeholder: Schema.optionalKey(Schema.String),
    notesTitle: Schema.optionalKey(Schema.String),
    notesPlaceholder: Schema.optionalKey(Schema.String),
    autoOpen: Schema.optionalKey(Schema.Boolean),
    buttonText: Schema.optionalKey(Schema.String),
  }),
})
export type ProductOptionGroup = typeof ProductOptionGroup.Type

export const CostTier = Schema.Struct({
  quantityFrom: NonNegativeInt,
  quantityTo: Schema.NullOr(NonNegativeInt),
  cost: Money,
})
export type CostTier = typeof CostTier.Type

export const ProductNode = Schema.Struct({ id: Id, label: Schema.String })

export const Discount = Schema.Struct({
  discountKey: Schema.String,
  key: Schema.String,
  active: Schema.Boolean,
  cost: Money,
  label: Schema.String,
})

export const ProductParameters = Schema.Struct({
  imageLocation: Schema.optionalKey(Schema.Literals(['left', 'above', 'below', 'full'])),
  promotion: Schema.optionalKey(
    Schema.Struct({
      cost: Money,
      badgeText: Schema.NullOr(Schema.String),
      locations: Schema.Array(Schema.String),
    }),
  ),
  discounts: Schema.optionalKey(Schema.Array(Discount)),
  buttonText: Schema.optionalKey(Schema.String),
  mandatory: Schema.optionalKey(Schema.Boolean),
  productOptionGroupDependencies: Schema.optionalKey(
    Schema.Array(Schema.Struct({ group: Id, optionGroup: Id, options: Schema.Array(Id) })),
  ),
  modalTitle: Schema.optionalKey(Schema.String),
  modalBody: Schema.optionalKey(Schema.String),
})

interface ProductEncoded {
  readonly id: string
  readonly type: ProductType
  readonly information: Information
  readonly products: ReadonlyArray<ProductEncoded>
  readonly [key: string]: unknown
}

const productFields = {
  id: Id,
  type: ProductType,
  metaType: Schema.NullOr(Schema.String),
  information: Information,
  assets: Schema.NullOr(Assets),
  retailAmount: Money,
  /** Credits a child costs inside a build-your-own package. */
  productCost: NonNegativeInt,
  /** Credits a build-your-own package includes. */
  productQuantity: NonNegativeInt,
  additionalCreditCost: Schema.NullOr(Money),
  additionalPoseCost: Schema.NullOr(Money),
  poseLimit: Schema.NullOr(NonNegativeInt),
  quantityLimit: Schema.NullOr(NonNegativeInt),
  orderLimit: Schema.NullOr(NonNegativeInt),
  isMandatory: Schema.Boolean,
  isMultiPose: Schema.Boolean,
  isByo: Schema.Boolean,
  isPromotional: Schema.Boolean,
  allowMultipleBackgrounds: Schema.Boolean,
  isPackageContentHidden: Schema.Boolean,
  pricingStrategy: Schema.NullOr(PricingStrategy),
  productCostTiers: Schema.Array(CostTier),
  tagRules: Schema.Array(TagRule),
  nodes: Schema.Array(ProductNode),
  productOptionGroups: Schema.Array(ProductOptionGroup),
  parameters: ProductParameters,
}

/** B §3 product; packages hold child products of the same shape. */
export const Product = Schema.Struct({
  ...productFields,
  products: Schema.Array(Schema.suspend((): Schema.Codec<Product, ProductEncoded> => Product)),
})
export type Product = { readonly products: ReadonlyArray<Product> } & {
  readonly [K in keyof typeof productFields]: (typeof productFields)[K]['Type']
}

/** B §3 category. */
export const Category = Schema.Struct({
  id: Id,
  slug: Schema.String,
  information: Information,
  assets: Schema.NullOr(Assets),
  products: Schema.Array(Product),
})
export type Category = typeof Category.Type

export const Condition = Schema.Struct({
  kind: Schema.Literals(['product', 'category', 'form', 'order']),
  id: Schema.NullOr(Id),
  minimumQuantity: Schema.optionalKey(NonNegativeInt),
  minimumSpend: Schema.optionalKey(Money),
})

export const Rule = Schema.Struct({
  id: Id,
  priority: Schema.Number,
  operator: Schema.String,
  conditions: Schema.Array(Condition),
})

export const LockedItem = Schema.Struct({
  id: Id,
  unlockedBy: Schema.optionalKey(Schema.Array(Rule)),
  lockedBy: Schema.optionalKey(Schema.Array(Rule)),
})

/** B §3 business rules. */
export const BusinessRules = Schema.Struct({
  lockedItems: Schema.Struct({ products: Schema.Array(LockedItem), categories: Schema.Array(LockedItem) }),
  requiredForCheckout: Schema.Array(Rule),
  requiredForComplete: Schema.Array(Rule),
  exclusiveProductGroups: Schema.Array(Schema.Array(Id)),
})
export type BusinessRules = typeof BusinessRules.Type

export const FormField = Schema.Struct({
  id: Id,
  type: Schema.String,
  label: Schema.String,
  description: Schema.NullOr(Schema.String),
  placeholder: Schema.NullOr(Schema.String),
  required: Schema.Boolean,
  // B §3 names NAME, FIRST_NAME and LAST_NAME; GRADE and TEACHER prefill the subject's other known fields (issue 16).
  subjectMapping: Schema.NullOr(Schema.Literals(['NAME', 'FIRST_NAME', 'LAST_NAME', 'GRADE', 'TEACHER'])),
  parameters: Schema.Record(Schema.String, Schema.Unknown),
})

/** B §3 custom form. */
export const CustomForm = Schema.Struct({
  id: Id,
  title: Schema.String,
  description: Schema.NullOr(Schema.String),
  formFields: Schema.Array(FormField),
  saveButtonText: Schema.NullOr(Schema.String),
  updateButtonText: Schema.NullOr(Schema.String),
})

export type CustomForm = typeof CustomForm.Type

/**
 * B §2 shipping promotion view: a shipping threshold promotion, e.g. free shipping from a spend. `minimumSpend` is the
 * order sub total (1/100000 units) from which it applies.
 */
export const ShippingPromotion = Schema.Struct({
  id: Id,
  label: Schema.String,
  description: Schema.NullOr(Schema.String),
  badgeText: Schema.NullOr(Schema.String),
  minimumSpend: Money,
})
export type ShippingPromotion = typeof ShippingPromotion.Type

/** B §3 product set (one per client session). */
export const ProductSet = Schema.Struct({
  id: Id,
  categories: Schema.Array(Category),
  imageProductOptionGroups: Schema.Array(ProductOptionGroup),
  preOrder: Schema.Boolean,
  forms: Schema.Array(CustomForm),
  businessRules: BusinessRules,
  shippingPromotions: Schema.Array(ShippingPromotion),
})
export type ProductSet = typeof ProductSet.Type

export const ProductSetResponse = Schema.Struct({ productSet: ProductSet })
export type ProductSetResponse = typeof ProductSetResponse.Type

/** B §7 GET /product_option_groups/{id}: one group with its options (image-level groups for one photo). */
export const ProductOptionGroupResponse = Schema.Struct({ productOptionGroup: ProductOptionGroup })
