// One order item checked and priced (B §5 package and product completeness, quantity input, option groups; C §3 order
// item). The server calls checkOrderItem on every decoded request; the browser's product panel calls previewItem on
// its draft, so the shopper sees the very verdict and price the server will give. Pure: no I/O, no clock.
import type { ItemDraft } from './configuration'
import {
  type ByoChild,
  type ByoPackage,
  type ByoSelection,
  byoIssues,
  childQuantityLimit,
  creditsUsed,
  extraCreditCost,
  extraCredits,
  isChildSelectable,
} from './credits'
import { type CropBox, isCropInside } from './cropBox'
import { FORM_ERRORS, validateForm } from './forms'
import type { Rotation } from './images'
import { MAX_TEXT_LENGTH } from './inputLimits'
import { atEffectiveRetail, itemPrice, optionsAmount } from './itemPrice'
import { draftToOrderItem } from './itemRequest'
import { divide, type Money, multiply, sum } from './money'
import {
  chosenOptionIds,
  cleanOptionValues,
  emptyOption,
  type GroupValues,
  isBlank,
  isGroupReady,
  valueShape,
  visibleGroups,
} from './options'
import { multiPoseIssues, nodesMissingImage } from './packages'
import { extraPoseCost, extraPoses } from './poses'
import { allowedTiers, clampQuantity, linePrice, type QuantityBounds, quantityBounds, quantityCap } from './quantity'
import type { OptionValue } from './schemas/order'
import type { Product, ProductOptionGroup, ProductSet } from './schemas/productSet'

/** A product set indexed for order checks. */
export type Catalog = {
  set: ProductSet
  /** Products a shopper can add: those of a category, with the category. */
  topLevel: Map<string, { product: Product; categoryId: string }>
  /** Every product, package children included. */
  everyProduct: Map<string, Product>
  forms: Map<string, ProductSet['forms'][number]>
  /** B §4: whether shoppers may crop and rotate photos here (core/cropBox croppingAvailable). */
  croppingAvailable: boolean
}

export const catalogOf = (set: ProductSet, croppingAvailable: boolean): Catalog => {
  const topLevel = new Map<string, { product: Product; categoryId: string }>()
  const everyProduct = new Map<string, Product>()
  for (const category of set.categories)
    for (const product of category.products) {
      topLevel.set(product.id, { product, categoryId: category.id })
      everyProduct.set(product.id, product)
      for (const child of product.products) everyProduct.set(child.id, child)
    }
  return { set, topLevel, everyProduct, forms: new Map(set.forms.map((f) => [f.id, f])), croppingAvailable }
}

/**
 * The message ids of every problem checkOrderItem reports (message ids; English texts in ui/messages/en.ts). The
 * comment after each names the `values` its message gets.
 */
export const ITEM_PROBLEMS = {
  /** A shown required option group has no value. {group} */
  optionRequired: 'product_panel.option_required',
  /** The group is not one of the product's. */
  optionGroupUnknown: 'product_panel.option_group_unknown',
  /** A text group was given something else than text. */
  optionTextExpected: 'product_panel.option_text_expected',
  /** Text over the group's characterLimit, or text or notes over core/inputLimits MAX_TEXT_LENGTH. {limit} */
  optionTooLong: 'product_panel.option_too_long',
  /** A single-choice value that is not an option of its group. */
  optionUnknown: 'product_panel.option_unknown',
  /** A multi-choice value that is not a list of options of its group. */
  optionListExpected: 'product_panel.option_list_expected',
  /** A form group without form values, or without a form. */
  optionFormExpected: 'product_panel.option_form_expected',
  /** A form value for a field the form does not have. */
  formFieldUnknown: 'product_panel.form_field_unknown',
  /** Notes where neither the group nor a chosen option takes them. */
  notesNotTaken: 'product_panel.notes_not_taken',
  /** A photo for a node the product does not have. */
  nodeUnknown: 'product_panel.node_unknown',
  /** A second photo for one node. */
  nodeTwice: 'product_panel.node_twice',
  /** A node background that is not a background option of the product. */
  backgroundUnknown: 'product_panel.background_unknown',
  /** A crop or a rotation where cropping is not available (B §4). */
  cropUnavailable: 'product_panel.crop_unavailable',
  /** A crop box that does not lie inside the photo. */
  cropOutside: 'product_panel.crop_outside',
  /** A node without a photo. {node} */
  photoRequired: 'product_panel.photo_required',
  /** A multi-pose node without the crop of its photo. {node} */
  cropRequired: 'product_panel.crop_required',
  /** A multi-pose node without its own background (allowMultipleBackgrounds). {node} */
  backgroundRequired: 'product_panel.background_required',
  /** Chosen products sent for a product that is not a build-your-own package. */
  choicesNotTaken: 'product_panel.package_choices_not_taken',
  /** A chosen product that is not a choice of the package. */
  choiceUnknown: 'product_panel.package_choice_unknown',
  /** A green-screen choice of the package without its backdrop. {product} */
  choiceBackgroundRequired: 'product_panel.package_background_required',
  /** A quantity that is not a whole number of at least 1. */
  quantityInvalid: 'product_panel.quantity_invalid',
  /** A quantity over the limit. {limit} */
  quantityAtMost: 'product_panel.quantity_at_most',
  /** A quantity that is not one of the fixed tiers within the limit. {tiers} (a list such as "1, 8, 16") */
  quantityChooseTier: 'product_panel.quantity_choose_tier',
  /** The order already holds as many of the product as allowed. */
  orderLimitReached: 'product_panel.order_limit_reached',
  /** B §8: a package choice the remaining credits cannot pay for. */
  insufficientCredit: 'byo_insufficient_credit_available',
  /** Credits of the package left to spend. {remaining} {total} */
  creditsUnspent: 'product_panel.credits_unspent',
  /** Credits spent beyond the package without additionalCreditCost. {extra} {total} */
  creditsOverspent: 'product_panel.credits_overspent',
  /** A mandatory choice not at its required quantity. {product} {required} {chosen} */
  mandatoryQuantity: 'product_panel.mandatory_quantity',
  /** Photos of more poses than poseLimit without additionalPoseCost. {limit} */
  poseLimit: 'product_panel.pose_limit',
} as const

/** Every key an ItemProblem may carry: the ones above and the form rules' (core/forms FORM_ERRORS). */
export const ITEM_PROBLEM_KEYS: readonly string[] = [...Object.values(ITEM_PROBLEMS), ...Object.values(FORM_ERRORS)]

/** One problem: where in the request (a dotted path), the message id, and what the message needs. */
export type ItemProblem = { path: string; key: string; values?: Record<string, string | number> }

export type ItemVerdictCode = 'incomplete_product_configuration' | 'invalid_order_item'

/** What an order item asks for, as a request carries it (C §7 create or update order item). */
export type OptionInputLike = { readonly value?: unknown; readonly notes?: string }
export type NodeInputLike = {
  readonly node: string
  readonly image: string
  readonly imageCrop?: string | null
  readonly imageTypePreference?: 'knockout' | 'original' | 'either' | null
  /** A background option for this node (allowMultipleBackgrounds). */
  readonly productOption?: string | null
  readonly crop?: CropBox | null
  readonly rotation?: Rotation
}
export type ChildInputLike = {
  readonly product: string
  readonly quantity: number
  readonly options?: Readonly<Record<string, OptionInputLike>>
  readonly nodes?: readonly NodeInputLike[]
}
export type ItemInput = {
  readonly quantity: number
  readonly options: Readonly<Record<string, OptionInputLike>>
  readonly nodes: readonly NodeInputLike[]
  readonly orderItems: readonly ChildInputLike[]
}

export type ConfiguredOption = {
  groupId: string
  value: OptionValue
  notes: string | null
  /** The chosen option of a single-choice group. */
  productOption: string | null
  /** What the group adds to one unit. */
  retailAmount: Money
}

export type ConfiguredNode = {
  nodeId: string
  imageId: string
  imageCropId: string | null
  imageTypePreference: 'knockout' | 'original' | 'either' | null
  productOptionId: string | null
  crop: CropBox | null
  rotation: Rotation
}

type Configured = { product: Product; quantity: number; options: ConfiguredOption[]; nodes: ConfiguredNode[] }

/** A product chosen inside a build-your-own package: subTotal is what its options and backgrounds add. */
export type ConfiguredChild = Configured & { subTotal: Money; creditCost: number }

/**
 * The figures the product panel shows. Money is in 1/100000 units (core/money). The identity
 *   lineTotal = listUnitPrice × quantity − tierSaving + quantity × (Σ options.amount + backgrounds + packageChoices
 *               + extraPoses.amount + extraCredits.amount)
 * holds exactly whenever no tier costs more than retail (tierSaving is never negative).
 */
export type PriceBreakdown = {
  /**
   * What one unit of the product itself costs on this line, before extras: the line price after promotions,
   * discounts and tiers (core/itemPrice effectiveRetail, core/quantity linePrice) divided by the quantity, rounded
   * half away from zero. For display: the line price is exact, this average may be off by a rounding unit.
   */
  unitPrice: Money
  /** The product's list price per unit (retailAmount). */
  listUnitPrice: Money
  /** What each chosen option group adds to one unit (0 for a free choice), in the product's group order. */
  options: { groupId: string; label: string; amount: Money }[]
  /** What the backgrounds chosen per node (allowMultipleBackgrounds) add to one unit. */
  backgrounds: Money
  /** What the options and backgrounds of a build-your-own package's chosen products add to one unit. */
  packageChoices: Money
  /** Distinct poses above poseLimit, and what they add to one unit (count × additionalPoseCost). */
  extraPoses: { count: number; amount: Money }
  /** Credits used above the package's productQuantity, and what they add to one unit (count × additionalCreditCost). */
  extraCredits: { count: number; amount: Money }
  /** What tiers, promotions and discounts save on the line against listUnitPrice × quantity; never below 0. */
  tierSaving: Money
  /** What the line costs: the item's subTotal. */
  lineTotal: Money
}

/** A checked and priced order item: what the server stores (C §3 order item) and the breakdown the panel shows. */
export type PricedItem = Configured & {
  quantityLimit: number | null
  children: ConfiguredChild[]
  subTotal: Money
  originalSubTotal: Money
  totalCredits: number
  additionalCredits: number
  additionalCreditsSubTotal: Money
  additionalPoses: number
  additionalPosesSubTotal: Money
  breakdown: PriceBreakdown
}

/**
 * The verdict on an item. A refused one lists its problems; when the only problems are missing choices, `item` is
 * still the price of what is chosen so far (the panel's running price follows every choice), else null.
 */
export type ItemVerdict =
  | { ok: true; item: PricedItem }
  | { ok: false; code: ItemVerdictCode; problems: ItemProblem[]; item: PricedItem | null }

type Message = Omit<ItemProblem, 'path'>

const message = (key: string, values?: Record<string, string | number>): Message =>
  values === undefined ? { key } : { key, values }

/**
 * Problems found so far. Only missing choices make the item incomplete (B §8 incomplete_product_configuration_message);
 * a value that cannot be right makes it invalid.
 */
type Problems = {
  list: ItemProblem[]
  invalid: boolean
  missing: (path: string, found: Message) => void
  wrong: (path: string, found: Message) => void
}

const problems = (): Problems => {
  const found: Problems = {
    list: [],
    invalid: false,
    missing: (path, m) => {
      found.list.push({ path, ...m })
    },
    wrong: (path, m) => {
      found.invalid = true
      found.list.push({ path, ...m })
    },
  }
  return found
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether a value has the shape its group type stores (B §3, C §4) and names only the group's own options; text
 * within characterLimit (and never over MAX_TEXT_LENGTH); a form group's value the values of its form. The problem,
 * or null.
 */
export const optionValueProblem = (
  catalog: Pick<Catalog, 'forms'>,
  group: ProductOptionGroup,
  value: unknown,
): Message | null => {
  const ids = new Set(group.productOptions.map((o) => o.id))
  switch (valueShape(group.type)) {
    case 'text': {
      if (typeof value !== 'string') return message(ITEM_PROBLEMS.optionTextExpected)
      const limit = Math.min(group.parameters.characterLimit || MAX_TEXT_LENGTH, MAX_TEXT_LENGTH)
      return value.length > limit ? message(ITEM_PROBLEMS.optionTooLong, { limit }) : null
    }
    case 'single':
      return value === null || (typeof value === 'string' && ids.has(value))
        ? null
        : message(ITEM_PROBLEMS.optionUnknown)
    case 'multi':
      return Array.isArray(value) && value.every((id) => typeof id === 'string' && ids.has(id))
        ? null
        : message(ITEM_PROBLEMS.optionListExpected)
    case 'form': {
      const form = group.form === null ? undefined : catalog.forms.get(group.form)
      return form && isRecord(value) ? null : message(ITEM_PROBLEMS.optionFormExpected)
    }
  }
}

/** Notes are taken when the group allows them or a chosen option does (B §3 allowNotes). */
export const notesAllowed = (group: ProductOptionGroup, value: OptionValue): boolean => {
  const chosen = new Set(chosenOptionIds({ value }).map(String))
  return group.allowNotes || group.productOptions.some((o) => o.allowNotes && chosen.has(o.id))
}

// B §5 forms: a form group's values are checked field by field with the form rules; a required field left empty is
// missing, any other failed rule or an unknown field is wrong. Whether anything was found.
const formProblems = (
  catalog: Catalog,
  group: ProductOptionGroup,
  value: OptionValue,
  path: string,
  found: Problems,
) => {
  const form = group.form === null ? undefined : catalog.forms.get(group.form)
  if (!form || !isRecord(value) || isBlank(value)) return false
  const fieldIds = new Set(form.formFields.map((f) => f.id))
  const unknown = Object.keys(value).filter((key) => !fieldIds.has(key))
  for (const key of unknown) found.wrong(`${path}.${key}`, message(ITEM_PROBLEMS.formFieldUnknown))
  const errors = Object.entries(validateForm(form.formFields, value))
  for (const [fieldId, key] of errors) {
    if (key === FORM_ERRORS.required) found.missing(`${path}.${fieldId}`, message(key))
    else found.wrong(`${path}.${fieldId}`, message(key))
  }
  return unknown.length > 0 || errors.length > 0
}

/** B §5 option groups: values cleaned, checked against the product's groups, hidden groups dropped, required filled. */
const configureOptions = (
  catalog: Catalog,
  product: Product,
  raw: Readonly<Record<string, OptionInputLike>>,
  path: string,
  found: Problems,
): ConfiguredOption[] => {
  const groups = product.productOptionGroups
  const cleaned = cleanOptionValues(raw) as Record<string, { value?: unknown; notes?: string }>
  const values: Record<string, { value: OptionValue; notes?: string }> = {}
  for (const [groupId, stored] of Object.entries(cleaned)) {
    const group = groups.find((g) => g.id === groupId)
    const at = `${path}.options.${groupId}`
    if (!group) {
      found.wrong(at, message(ITEM_PROBLEMS.optionGroupUnknown))
      continue
    }
    // Notes alone (a group that takes notes, nothing chosen) keep the group's empty value.
    const given = stored.value ?? emptyOption(group.type).value
    const problem = optionValueProblem(catalog, group, given)
    if (problem) {
      found.wrong(`${at}.value`, problem)
      continue
    }
    const value = given as OptionValue
    if (formProblems(catalog, group, value, `${at}.value`, found)) continue
    const notes = typeof stored.notes === 'string' ? stored.notes : undefined
    if (notes && !notesAllowed(group, value)) found.wrong(`${at}.notes`, message(ITEM_PROBLEMS.notesNotTaken))
    else if (notes && notes.length > MAX_TEXT_LENGTH)
      found.wrong(`${at}.notes`, message(ITEM_PROBLEMS.optionTooLong, { limit: MAX_TEXT_LENGTH }))
    values[groupId] = notes ? { value, notes } : { value }
  }
  const shown = visibleGroups(groups, product.parameters.productOptionGroupDependencies, values)
  for (const group of shown) {
    // With a background per node (allowMultipleBackgrounds) the nodes carry the background, not the product.
    if (group.type === 'background' && product.allowMultipleBackgrounds) continue
    if (!isGroupReady(group, values[group.id]))
      found.missing(`${path}.options.${group.id}`, message(ITEM_PROBLEMS.optionRequired, { group: group.label }))
  }
  return shown.flatMap((group) => {
    const stored = values[group.id]
    if (!stored) return []
    const single = valueShape(group.type) === 'single' && typeof stored.value === 'string'
    return [
      {
        groupId: group.id,
        value: stored.value,
        notes: stored.notes ?? null,
        productOption: single ? (stored.value as string) : null,
        retailAmount: optionsAmount([group], { [group.id]: stored } as GroupValues),
      },
    ]
  })
}

/**
 * B §5: node-based items need a photo on every node; multi-pose ones a crop, and a background when per node. B §4: a
 * shopper's crop and rotation only where cropping is available, the crop inside the photo.
 */
const configureNodes = (
  catalog: Catalog,
  product: Product,
  raw: readonly NodeInputLike[],
  path: string,
  found: Problems,
) => {
  const nodeIds = new Set(product.nodes.map((n) => n.id))
  const backgrounds = new Map(
    product.productOptionGroups
      .filter((g) => g.type === 'background')
      .flatMap((g) => g.productOptions.map((o) => [o.id, o.retailAmount] as const)),
  )
  const seen = new Set<string>()
  const nodes: ConfiguredNode[] = []
  for (const [i, n] of raw.entries()) {
    const at = `${path}.nodes.${i}`
    if (!nodeIds.has(n.node)) found.wrong(`${at}.node`, message(ITEM_PROBLEMS.nodeUnknown))
    else if (seen.has(n.node)) found.wrong(`${at}.node`, message(ITEM_PROBLEMS.nodeTwice))
    else if (n.productOption && !backgrounds.has(n.productOption))
      found.wrong(`${at}.productOption`, message(ITEM_PROBLEMS.backgroundUnknown))
    else if ((n.crop || (n.rotation ?? 0) !== 0) && !catalog.croppingAvailable)
      found.wrong(`${at}.crop`, message(ITEM_PROBLEMS.cropUnavailable))
    else if (n.crop && !isCropInside(n.crop)) found.wrong(`${at}.crop`, message(ITEM_PROBLEMS.cropOutside))
    else {
      seen.add(n.node)
      nodes.push({
        nodeId: n.node,
        imageId: n.image,
        imageCropId: n.imageCrop ?? null,
        imageTypePreference: n.imageTypePreference ?? null,
        productOptionId: n.productOption ?? null,
        crop: n.crop ?? null,
        rotation: n.rotation ?? 0,
      })
    }
  }
  const node = (id: string) => ({ node: product.nodes.find((n) => n.id === id)?.label ?? id })
  for (const nodeId of nodesMissingImage(product.nodes, nodes)) {
    found.missing(`${path}.nodes.${nodeId}`, message(ITEM_PROBLEMS.photoRequired, node(nodeId)))
  }
  if (product.isMultiPose) {
    const selections = nodes.map((n) => ({ ...n, backgroundOptionId: n.productOptionId }))
    for (const issue of multiPoseIssues(product, selections, true)) {
      if (issue.kind === 'missingCrop')
        found.missing(`${path}.nodes.${issue.nodeId}`, message(ITEM_PROBLEMS.cropRequired, node(issue.nodeId)))
      if (issue.kind === 'missingBackground')
        found.missing(`${path}.nodes.${issue.nodeId}`, message(ITEM_PROBLEMS.backgroundRequired, node(issue.nodeId)))
    }
  }
  const backgroundAmount = sum(nodes.map((n) => (n.productOptionId ? (backgrounds.get(n.productOptionId) ?? 0) : 0)))
  return { nodes, backgroundAmount }
}

const sumOptions = (options: readonly ConfiguredOption[]) => sum(options.map((o) => o.retailAmount))

const byoPackage = (product: Product): ByoPackage => ({
  productQuantity: product.productQuantity,
  additionalCreditCost: product.additionalCreditCost,
  products: product.products.map(
    (c): ByoChild => ({
      id: c.id,
      type: c.type,
      productCost: c.productCost,
      quantityLimit: c.quantityLimit,
      isMandatory: c.isMandatory,
      isGreenScreen: c.productOptionGroups.some((g) => g.type === 'background'),
    }),
  ),
})

/** B §5 build-your-own package: each chosen product checked on its own, then the credits and mandatory products. */
const configureChildren = (
  catalog: Catalog,
  product: Product,
  raw: readonly ChildInputLike[],
  path: string,
  found: Problems,
): ConfiguredChild[] => {
  if (!product.isByo) {
    if (raw.length > 0) found.wrong(`${path}.orderItems`, message(ITEM_PROBLEMS.choicesNotTaken))
    return []
  }
  const pkg = byoPackage(product)
  const children: ConfiguredChild[] = []
  const selections: ByoSelection[] = []
  for (const [i, c] of raw.entries()) {
    const at = `${path}.orderItems.${i}`
    const child = product.products.find((p) => p.id === c.product)
    if (!child) {
      found.wrong(`${at}.product`, message(ITEM_PROBLEMS.choiceUnknown))
      continue
    }
    const options = configureOptions(catalog, child, c.options ?? {}, at, found)
    const { nodes, backgroundAmount } = configureNodes(catalog, child, c.nodes ?? [], at, found)
    const hasBackground = options.some(
      (o) =>
        child.productOptionGroups.find((g) => g.id === o.groupId)?.type === 'background' && o.productOption !== null,
    )
    selections.push({ id: String(i), productId: child.id, quantity: c.quantity, hasBackground })
    children.push({
      product: child,
      quantity: c.quantity,
      options,
      nodes,
      subTotal: multiply(sum([sumOptions(options), backgroundAmount]), c.quantity),
      creditCost: child.productCost * c.quantity,
    })
  }
  for (const selection of selections) {
    const child = pkg.products.find((p) => p.id === selection.productId)
    const limit = child && childQuantityLimit(pkg, child, selections, selection.id)
    if (!child || limit === null || limit === undefined || selection.quantity <= limit) continue
    const others = selections.filter((s) => s.id !== selection.id)
    found.wrong(
      `${path}.orderItems.${selection.id}.quantity`,
      // B §8 byo_insufficient_credit_available
      isChildSelectable(pkg, child, others)
        ? message(ITEM_PROBLEMS.quantityAtMost, { limit })
        : message(ITEM_PROBLEMS.insufficientCredit),
    )
  }
  const labelOf = (id: string) => product.products.find((p) => p.id === id)?.information.label ?? id
  const at = `${path}.orderItems`
  for (const issue of byoIssues(pkg, selections)) {
    switch (issue.kind) {
      case 'missingBackground':
        found.missing(at, message(ITEM_PROBLEMS.choiceBackgroundRequired, { product: labelOf(issue.productId) }))
        break
      case 'mandatoryQuantity':
        found.missing(
          at,
          message(ITEM_PROBLEMS.mandatoryQuantity, {
            product: labelOf(issue.productId),
            required: issue.required,
            chosen: issue.chosen,
          }),
        )
        break
      case 'creditsUnspent':
        found.missing(
          at,
          message(ITEM_PROBLEMS.creditsUnspent, { remaining: issue.remaining, total: pkg.productQuantity }),
        )
        break
      case 'creditsOverspent':
        found.wrong(at, message(ITEM_PROBLEMS.creditsOverspent, { extra: issue.extra, total: pkg.productQuantity }))
        break
      case 'unknownProduct':
        break // reported on the selection itself
    }
  }
  return children
}

/** B §5 quantity input: why a quantity the bounds refuse is refused. */
const quantityProblem = (quantity: number, bounds: QuantityBounds): Message => {
  if (bounds.limit === 0) return message(ITEM_PROBLEMS.orderLimitReached)
  if (!Number.isSafeInteger(quantity) || quantity < 1) return message(ITEM_PROBLEMS.quantityInvalid)
  if (bounds.tiers) {
    return message(ITEM_PROBLEMS.quantityChooseTier, { tiers: allowedTiers(bounds.tiers, bounds.limit).join(', ') })
  }
  return message(ITEM_PROBLEMS.quantityAtMost, { limit: quantityCap(bounds.limit) })
}

/**
 * Checks a whole item and prices it: quantity within its limits (B §5 quantity input, order limit, promotional limit;
 * `quantityInOrder` is the product's quantity in the order's other items), options, nodes and poses, and for a
 * build-your-own package its chosen products and credits. Every problem is reported, each at the dotted path of the
 * request field it concerns (`<path>.quantity`, `<path>.options.<groupId>`, `<path>.nodes.<nodeId>`,
 * `<path>.orderItems.<i>.…`). The price comes only from the catalog.
 */
export const checkOrderItem = (
  catalog: Catalog,
  product: Product,
  input: ItemInput,
  quantityInOrder: number,
  path = 'orderItem',
): ItemVerdict => {
  const found = problems()
  const bounds = quantityBounds(product, quantityInOrder)
  if (bounds.limit === 0 || clampQuantity(input.quantity, bounds) !== input.quantity) {
    found.wrong(`${path}.quantity`, quantityProblem(input.quantity, bounds))
  }
  const options = configureOptions(catalog, product, input.options, path, found)
  const { nodes, backgroundAmount } = configureNodes(catalog, product, input.nodes, path, found)
  const children = configureChildren(catalog, product, input.orderItems, path, found)
  const photos = [...nodes, ...children.flatMap((c) => c.nodes)].map((n) => ({ imageId: n.imageId }))
  const posesOver = extraPoses(product, photos)
  if (posesOver > 0 && !((product.additionalPoseCost ?? 0) > 0)) {
    found.wrong(`${path}.nodes`, message(ITEM_PROBLEMS.poseLimit, { limit: product.poseLimit ?? 0 }))
  }
  if (found.invalid) return { ok: false, code: 'invalid_order_item', problems: found.list, item: null }
  const quantity = input.quantity
  const selections = children.map((c) => ({ productId: c.product.id, quantity: c.quantity }))
  const pkg = byoPackage(product)
  const creditCost = product.isByo ? extraCreditCost(pkg, selections) : 0
  const poseCost = extraPoseCost(product, photos)
  const packageChoices = sum(children.map((c) => c.subTotal))
  const extras = sum([sumOptions(options), backgroundAmount, packageChoices, creditCost, poseCost])
  const price = itemPrice(product, quantity, extras)
  const additionalCredits = product.isByo ? extraCredits(pkg, selections) : 0
  const productLine = linePrice(atEffectiveRetail(product), quantity)
  const labels = new Map(product.productOptionGroups.map((g) => [g.id, g.label]))
  const item: PricedItem = {
    product,
    quantity,
    quantityLimit: bounds.limit,
    options,
    nodes,
    children,
    ...price,
    totalCredits: product.isByo ? creditsUsed(pkg, selections) : 0,
    additionalCredits,
    additionalCreditsSubTotal: multiply(creditCost, quantity),
    additionalPoses: posesOver,
    additionalPosesSubTotal: multiply(poseCost, quantity),
    breakdown: {
      unitPrice: divide(productLine, quantity),
      listUnitPrice: product.retailAmount,
      options: options.map((o) => ({
        groupId: o.groupId,
        label: labels.get(o.groupId) ?? '',
        amount: o.retailAmount,
      })),
      backgrounds: backgroundAmount,
      packageChoices,
      extraPoses: { count: posesOver, amount: poseCost },
      extraCredits: { count: additionalCredits, amount: creditCost },
      tierSaving: Math.max(0, multiply(product.retailAmount, quantity) - productLine),
      lineTotal: price.subTotal,
    },
  }
  return found.list.length > 0
    ? { ok: false, code: 'incomplete_product_configuration', problems: found.list, item }
    : { ok: true, item }
}

/**
 * What the product panel shows for a draft (B §4 product panel): exactly the server's verdict on the request the
 * browser would send (core/itemRequest draftToOrderItem). `quantityElsewhere` is the product's quantity in the
 * order's other items.
 */
export const previewItem = (
  catalog: Catalog,
  product: Product,
  draft: ItemDraft,
  quantityElsewhere: number,
): ItemVerdict => checkOrderItem(catalog, product, draftToOrderItem(draft), quantityElsewhere)

/**
 * The problems as an API field map (DESIGN decision 12): each path to its message id. Where one path has several
 * problems (a package's credits and its mandatory choice), the first found is the one named.
 */
export const problemFields = (list: readonly ItemProblem[]): Record<string, string> => {
  const fields: Record<string, string> = {}
  for (const problem of list) fields[problem.path] ??= problem.key
  return fields
}
