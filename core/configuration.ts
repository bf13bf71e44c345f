// What a shopper has configured for one product before it is added (B §4 product panel, B §5 package and product
// completeness), and whether it is complete. The browser enables Add with it; the server re-checks every request.

import { type ByoIssue, type ByoPackage, type ByoSelection, byoIssues, childQuantityLimit } from './credits'
import type { CropBox } from './cropBox'
import type { Rotation } from './images'
import {
  chosenOptionIds,
  type GroupDependency,
  type GroupValues,
  type OptionGroup,
  optionsReady,
  type StoredOption,
  valueShape,
} from './options'
import { type MultiPoseIssue, multiPoseIssues, nodesMissingImage } from './packages'

export type NodeChoice = {
  nodeId: string
  imageId: string | null
  imageCropId: string | null
  /** The background option chosen for this node (green screen). */
  backgroundOptionId: string | null
  /** B §4 crop: the shopper's crop and rotation of the photo; absent until cropped. */
  crop?: CropBox | null
  rotation?: Rotation
}

/** A product chosen inside a build-your-own package; `key` tells two choices of one product apart. */
export type ChildDraft = {
  key: string
  productId: string
  quantity: number
  options: Record<string, StoredOption>
  nodes: NodeChoice[]
}

export type ItemDraft = {
  quantity: number
  options: Record<string, StoredOption>
  nodes: NodeChoice[]
  children: ChildDraft[]
}

type GroupLike = Omit<OptionGroup, 'productOptions'> & {
  readonly productOptions: readonly {
    readonly id: string
    readonly retailAmount?: number | null
    readonly isDefault?: boolean
  }[]
}

export type ConfigurableProduct = {
  readonly id: string
  readonly type: string
  readonly isByo: boolean
  readonly isMultiPose: boolean
  readonly allowMultipleBackgrounds: boolean
  readonly productQuantity: number
  readonly productCost: number
  readonly additionalCreditCost: number | null
  readonly quantityLimit: number | null
  readonly isMandatory: boolean
  readonly nodes: readonly { readonly id: string }[]
  readonly productOptionGroups: readonly GroupLike[]
  readonly parameters: { readonly productOptionGroupDependencies?: readonly GroupDependency[] }
  readonly products: readonly ConfigurableProduct[]
}

export type ConfigurationIssue =
  | { kind: 'optionsNotReady'; productId: string }
  | { kind: 'missingImage'; productId: string; nodeId: string }
  | MultiPoseIssue
  | ByoIssue

/** B §5 option groups: a choice group (select, image, background, checkbox) starts with its default options chosen. */
export const defaultOptions = (groups: readonly GroupLike[]): Record<string, StoredOption> =>
  Object.fromEntries(
    groups.flatMap((group) => {
      const defaults = group.productOptions.filter((o) => o.isDefault).map((o) => o.id)
      const shape = valueShape(group.type)
      if (defaults.length === 0 || (shape !== 'single' && shape !== 'multi')) return []
      return [[String(group.id), { value: shape === 'multi' ? defaults : (defaults[0] ?? null) }]]
    }),
  )

/**
 * A fresh configuration: default options, and for a build-your-own package its mandatory children already chosen
 * at their required quantity (B §5: mandatory children's quantities must equal their quantityLimit).
 */
export const emptyDraft = (product: ConfigurableProduct): ItemDraft => ({
  quantity: 1,
  options: defaultOptions(product.productOptionGroups),
  nodes: [],
  children: product.isByo
    ? product.products
        .filter((child) => child.isMandatory)
        .map((child) => ({
          key: `mandatory-${child.id}`,
          productId: child.id,
          quantity: child.quantityLimit ?? 1,
          options: defaultOptions(child.productOptionGroups),
          nodes: [],
        }))
    : [],
})

const hasBackground = (groups: readonly GroupLike[], options: GroupValues) =>
  groups.some((g) => g.type === 'background' && chosenOptionIds(options[String(g.id)]).length > 0)

const productIssues = (
  product: ConfigurableProduct,
  options: GroupValues,
  nodes: readonly NodeChoice[],
): ConfigurationIssue[] => {
  const ready = optionsReady(product.productOptionGroups, product.parameters.productOptionGroupDependencies, options)
  const issues: ConfigurationIssue[] = ready ? [] : [{ kind: 'optionsNotReady', productId: product.id }]
  const missing = nodesMissingImage(product.nodes, nodes)
  issues.push(...missing.map((nodeId) => ({ kind: 'missingImage' as const, productId: product.id, nodeId })))
  if (product.isMultiPose && missing.length === 0)
    issues.push(...multiPoseIssues(product, nodes, ready).filter((i) => i.kind !== 'optionsNotReady'))
  return issues
}

/** The package as core/credits reads it: its allowance and what each child costs. */
export const byoPackageOf = (product: ConfigurableProduct): ByoPackage => ({
  productQuantity: product.productQuantity,
  additionalCreditCost: product.additionalCreditCost,
  products: product.products.map((p) => ({
    id: p.id,
    type: p.type,
    productCost: p.productCost,
    quantityLimit: p.quantityLimit,
    isMandatory: p.isMandatory,
    isGreenScreen: p.productOptionGroups.some((g) => g.type === 'background'),
  })),
})

/** The chosen children as core/credits reads them. */
export const byoSelectionsOf = (product: ConfigurableProduct, draft: ItemDraft): ByoSelection[] =>
  draft.children.map((c) => {
    const childProduct = product.products.find((p) => p.id === c.productId)
    return {
      id: c.key,
      productId: c.productId,
      quantity: c.quantity,
      hasBackground: childProduct ? hasBackground(childProduct.productOptionGroups, c.options) : false,
    }
  })

/**
 * Everything still missing before the item may be added: options ready, an image on every node, multi-pose crops and
 * backgrounds, and for a build-your-own package its children and credits. Empty means complete.
 */
export const configurationIssues = (product: ConfigurableProduct, draft: ItemDraft): ConfigurationIssue[] => {
  const issues = productIssues(product, draft.options, draft.nodes)
  if (!product.isByo) return issues
  for (const child of draft.children) {
    const childProduct = product.products.find((p) => p.id === child.productId)
    if (childProduct) issues.push(...productIssues(childProduct, child.options, child.nodes))
  }
  return [...issues, ...byoIssues(byoPackageOf(product), byoSelectionsOf(product, draft))]
}

/** B §5: how many of a chosen child this selection may hold, given the package's other choices; null is unlimited. */
export const childLimit = (product: ConfigurableProduct, draft: ItemDraft, childKey: string): number | null => {
  const chosen = draft.children.find((c) => c.key === childKey)
  const pkg = byoPackageOf(product)
  const child = pkg.products.find((p) => p.id === chosen?.productId)
  return child ? childQuantityLimit(pkg, child, byoSelectionsOf(product, draft), childKey) : 0
}
