// Checks and prices one order item against its product with the core rules (B §5 completeness, quantity input and
// option groups; C §3 order item fields). Pure: the order service loads the catalog and stores the result.
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
} from '../../core/credits'
import { isCropInside } from '../../core/cropBox'
import { FORM_ERRORS, validateForm } from '../../core/forms'
import { itemPrice, optionsAmount } from '../../core/itemPrice'
import { type Money, multiply, sum } from '../../core/money'
import {
  chosenOptionIds,
  cleanOptionValues,
  emptyOption,
  type GroupValues,
  isBlank,
  isGroupReady,
  valueShape,
  visibleGroups,
} from '../../core/options'
import { multiPoseIssues, nodesMissingImage } from '../../core/packages'
import { extraPoseCost, extraPoses } from '../../core/poses'
import { clampQuantity, quantityBounds } from '../../core/quantity'
import type { ChildItemInput, NodeInput, OptionsInput, OptionValue } from '../../core/schemas/order'
import type { Product, ProductOptionGroup, ProductSet } from '../../core/schemas/productSet'
import { HttpError } from '../http'

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

/** What a request asks for; an update merges its keys over the stored item first. */
export type ItemInput = {
  quantity: number
  options: OptionsInput
  nodes: readonly NodeInput[]
  orderItems: readonly ChildItemInput[]
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
  imageTypePreference: Exclude<NodeInput['imageTypePreference'], undefined>
  productOptionId: string | null
  crop: Exclude<NodeInput['crop'], undefined>
  rotation: Exclude<NodeInput['rotation'], undefined>
}

type Configured = { product: Product; quantity: number; options: ConfiguredOption[]; nodes: ConfiguredNode[] }

export type ConfiguredChild = Configured & { subTotal: Money; creditCost: number }

export type ConfiguredItem = Configured & {
  quantityLimit: number | null
  children: ConfiguredChild[]
  subTotal: Money
  originalSubTotal: Money
  totalCredits: number
  additionalCredits: number
  additionalCreditsSubTotal: Money
  additionalPoses: number
  additionalPosesSubTotal: Money
}

/**
 * Problems found in a request, as a field map. Only missing choices make the item incomplete (B §8
 * incomplete_product_configuration_message); a value that cannot be right makes it invalid.
 */
class Issues {
  readonly fields: Record<string, string> = {}
  private invalid = false

  missing(path: string, message: string) {
    this.add(path, message)
  }

  wrong(path: string, message: string) {
    this.invalid = true
    this.add(path, message)
  }

  private add(path: string, message: string) {
    this.fields[path] = this.fields[path] ? `${this.fields[path]} ${message}` : message
  }

  throwIfAny() {
    if (Object.keys(this.fields).length === 0) return
    if (this.invalid) throw new HttpError(400, 'invalid_order_item', 'The order item is not valid', this.fields)
    throw new HttpError(
      400,
      'incomplete_product_configuration',
      'The product is not completely configured: nothing was added',
      this.fields,
    )
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const optionIds = (group: ProductOptionGroup) => new Set(group.productOptions.map((o) => o.id))

// A value must have the shape its group type stores (B §3, C §4) and name only the group's own options. Returns the
// problem, or null.
export const valueProblem = (catalog: Catalog, group: ProductOptionGroup, value: unknown): string | null => {
  const ids = optionIds(group)
  switch (valueShape(group.type)) {
    case 'text': {
      if (typeof value !== 'string') return 'Expected text'
      const limit = group.parameters.characterLimit
      return limit && value.length > limit ? `At most ${limit} characters` : null
    }
    case 'single':
      return value === null || (typeof value === 'string' && ids.has(value)) ? null : 'Not an option of this group'
    case 'multi':
      return Array.isArray(value) && value.every((id) => typeof id === 'string' && ids.has(id))
        ? null
        : 'Not a list of options of this group'
    case 'form': {
      const form = group.form === null ? undefined : catalog.forms.get(group.form)
      return form && isRecord(value) ? null : 'Expected the values of the form'
    }
  }
}

/** Notes are taken when the group allows them or a chosen option does (B §3 allowNotes). */
export const notesAllowed = (group: ProductOptionGroup, value: OptionValue): boolean => {
  const chosen = new Set(chosenOptionIds({ value }).map(String))
  return group.allowNotes || group.productOptions.some((o) => o.allowNotes && chosen.has(o.id))
}

// B §5 forms: a form group's values are checked field by field with the form rules.
const formProblems = (
  catalog: Catalog,
  group: ProductOptionGroup,
  value: OptionValue,
  path: string,
  issues: Issues,
) => {
  const form = group.form === null ? undefined : catalog.forms.get(group.form)
  if (!form || !isRecord(value) || isBlank(value)) return false
  const fieldIds = new Set(form.formFields.map((f) => f.id))
  const unknown = Object.keys(value).filter((key) => !fieldIds.has(key))
  for (const key of unknown) issues.wrong(`${path}.${key}`, 'Not a field of this form')
  const errors = Object.entries(validateForm(form.formFields, value))
  for (const [fieldId, key] of errors) {
    if (key === FORM_ERRORS.required) issues.missing(`${path}.${fieldId}`, key)
    else issues.wrong(`${path}.${fieldId}`, key)
  }
  return unknown.length > 0 || errors.length > 0
}

/** B §5 option groups: values cleaned, checked against the product's groups, hidden groups dropped, required filled. */
const configureOptions = (
  catalog: Catalog,
  product: Product,
  raw: OptionsInput,
  path: string,
  issues: Issues,
): ConfiguredOption[] => {
  const groups = product.productOptionGroups
  const cleaned = cleanOptionValues(raw) as Record<string, { value?: unknown; notes?: string }>
  const values: Record<string, { value: OptionValue; notes?: string }> = {}
  for (const [groupId, stored] of Object.entries(cleaned)) {
    const group = groups.find((g) => g.id === groupId)
    const at = `${path}.options.${groupId}`
    if (!group) {
      issues.wrong(at, 'Not an option group of this product')
      continue
    }
    // Notes alone (a group that takes notes, nothing chosen) keep the group's empty value.
    const given = stored.value ?? emptyOption(group.type).value
    const problem = valueProblem(catalog, group, given)
    if (problem) {
      issues.wrong(`${at}.value`, problem)
      continue
    }
    const value = given as OptionValue
    if (formProblems(catalog, group, value, `${at}.value`, issues)) continue
    if (stored.notes && !notesAllowed(group, value)) issues.wrong(`${at}.notes`, 'This option takes no notes')
    values[groupId] = stored.notes ? { value, notes: stored.notes } : { value }
  }
  const shown = visibleGroups(groups, product.parameters.productOptionGroupDependencies, values)
  for (const group of shown) {
    // With a background per node (allowMultipleBackgrounds) the nodes carry the background, not the product.
    if (group.type === 'background' && product.allowMultipleBackgrounds) continue
    if (!isGroupReady(group, values[group.id]))
      issues.missing(`${path}.options.${group.id}`, `${group.label} is required`)
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
  raw: readonly NodeInput[],
  path: string,
  issues: Issues,
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
    if (!nodeIds.has(n.node)) issues.wrong(`${at}.node`, 'Not a node of this product')
    else if (seen.has(n.node)) issues.wrong(`${at}.node`, 'This node already has a photo')
    else if (n.productOption && !backgrounds.has(n.productOption))
      issues.wrong(`${at}.productOption`, 'Not a background of this product')
    else if ((n.crop || (n.rotation ?? 0) !== 0) && !catalog.croppingAvailable)
      issues.wrong(`${at}.crop`, 'Photos cannot be cropped in this shop')
    else if (n.crop && !isCropInside(n.crop)) issues.wrong(`${at}.crop`, 'The crop must lie inside the photo')
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
  const label = (id: string) => product.nodes.find((n) => n.id === id)?.label ?? id
  for (const nodeId of nodesMissingImage(product.nodes, nodes)) {
    issues.missing(`${path}.nodes.${nodeId}`, `Choose a photo for ${label(nodeId)}`)
  }
  if (product.isMultiPose) {
    const selections = nodes.map((n) => ({ ...n, backgroundOptionId: n.productOptionId }))
    for (const issue of multiPoseIssues(product, selections, true)) {
      if (issue.kind === 'missingCrop') issues.missing(`${path}.nodes.${issue.nodeId}`, 'Choose the crop of the photo')
      if (issue.kind === 'missingBackground') issues.missing(`${path}.nodes.${issue.nodeId}`, 'Choose a background')
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
  raw: readonly ChildItemInput[],
  path: string,
  issues: Issues,
): ConfiguredChild[] => {
  if (!product.isByo) {
    if (raw.length > 0) issues.wrong(`${path}.orderItems`, 'Only a build-your-own package takes chosen products')
    return []
  }
  const pkg = byoPackage(product)
  const children: ConfiguredChild[] = []
  const selections: ByoSelection[] = []
  for (const [i, c] of raw.entries()) {
    const at = `${path}.orderItems.${i}`
    const child = product.products.find((p) => p.id === c.product)
    if (!child) {
      issues.wrong(`${at}.product`, 'Not a choice of this package')
      continue
    }
    const options = configureOptions(catalog, child, c.options ?? {}, at, issues)
    const { nodes, backgroundAmount } = configureNodes(catalog, child, c.nodes ?? [], at, issues)
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
    issues.wrong(
      `${path}.orderItems.${selection.id}.quantity`,
      // B §8 byo_insufficient_credit_available
      isChildSelectable(pkg, child, others) ? `At most ${limit} here` : 'Not enough credit available',
    )
  }
  const labelOf = (id: string) => product.products.find((p) => p.id === id)?.information.label ?? id
  for (const issue of byoIssues(pkg, selections)) {
    const at = `${path}.orderItems`
    switch (issue.kind) {
      case 'missingBackground':
        issues.missing(at, `Choose a background for ${labelOf(issue.productId)}.`)
        break
      case 'mandatoryQuantity':
        issues.missing(at, `${labelOf(issue.productId)}: choose ${issue.required} (chosen ${issue.chosen}).`)
        break
      case 'creditsUnspent':
        issues.missing(at, `${issue.remaining} of ${pkg.productQuantity} credits left to spend.`)
        break
      case 'creditsOverspent':
        issues.wrong(at, `${issue.extra} credits over the ${pkg.productQuantity} included.`)
        break
      case 'unknownProduct':
        break // reported on the selection itself
    }
  }
  return children
}

/** The allowed quantities, for the message of an over-limit quantity. */
const quantityMessage = (bounds: ReturnType<typeof quantityBounds>) => {
  if (bounds.limit === 0) return 'The order already holds as many of this product as allowed'
  if (bounds.tiers) {
    const allowed = bounds.tiers.filter((t) => bounds.limit === null || t <= bounds.limit)
    return `Choose one of ${allowed.join(', ')}`
  }
  return `At most ${bounds.limit}`
}

/**
 * Checks a whole item and prices it: quantity within its limits (B §5 quantity input, order limit, promotional limit;
 * `quantityInOrder` is the product's quantity in the order's other items), options, nodes and poses, and for a
 * build-your-own package its chosen products and credits. Throws a 400 with a field map; the price comes only from
 * the catalog.
 */
export const configureItem = (
  catalog: Catalog,
  product: Product,
  input: ItemInput,
  quantityInOrder: number,
  path = 'orderItem',
): ConfiguredItem => {
  const issues = new Issues()
  const bounds = quantityBounds(product, quantityInOrder)
  if (bounds.limit === 0 || clampQuantity(input.quantity, bounds) !== input.quantity) {
    issues.wrong(`${path}.quantity`, quantityMessage(bounds))
  }
  const options = configureOptions(catalog, product, input.options, path, issues)
  const { nodes, backgroundAmount } = configureNodes(catalog, product, input.nodes, path, issues)
  const children = configureChildren(catalog, product, input.orderItems, path, issues)
  const photos = [...nodes, ...children.flatMap((c) => c.nodes)].map((n) => ({ imageId: n.imageId }))
  const posesOver = extraPoses(product, photos)
  if (posesOver > 0 && !((product.additionalPoseCost ?? 0) > 0)) {
    issues.wrong(`${path}.nodes`, `Photos of at most ${product.poseLimit} poses`)
  }
  issues.throwIfAny()
  const selections = children.map((c) => ({ productId: c.product.id, quantity: c.quantity }))
  const pkg = byoPackage(product)
  const creditCost = product.isByo ? extraCreditCost(pkg, selections) : 0
  const poseCost = extraPoseCost(product, photos)
  const extras = sum([sumOptions(options), backgroundAmount, ...children.map((c) => c.subTotal), creditCost, poseCost])
  return {
    product,
    quantity: input.quantity,
    quantityLimit: bounds.limit,
    options,
    nodes,
    children,
    ...itemPrice(product, input.quantity, extras),
    totalCredits: product.isByo ? creditsUsed(pkg, selections) : 0,
    additionalCredits: product.isByo ? extraCredits(pkg, selections) : 0,
    additionalCreditsSubTotal: multiply(creditCost, input.quantity),
    additionalPoses: posesOver,
    additionalPosesSubTotal: multiply(poseCost, input.quantity),
  }
}
