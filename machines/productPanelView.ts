// What the product panel shows (B §2 product panel sub-form, B §4, B §5), computed from its snapshot alone, in the
// spirit of zag's connect: the view renders this and sends the events it lists; it evaluates no rule.
import type { SnapshotFrom } from 'xstate'
import { byoPackageOf, byoSelectionsOf, type ChildDraft, childLimit, type NodeChoice } from '../core/configuration'
import { creditsRemaining, creditsUsed, extraCreditCost, extraCredits, isChildSelectable } from '../core/credits'
import { asksPhotoFirst } from '../core/greenScreen'
import type { Money } from '../core/money'
import {
  chosenOptionIds,
  groupPlaceholder,
  notesPlaceholder,
  remainingCharacters,
  type StoredOption,
  textareaRows,
  visibleGroups,
} from '../core/options'
import type { ItemProblem, PricedItem } from '../core/orderItem'
import { distinctPoses, extraPoseCost, extraPoses } from '../core/poses'
import { isAtLimit } from '../core/quantity'
import type { OrderItem } from '../core/schemas/order'
import type { Product, ProductOptionGroup } from '../core/schemas/productSet'
import { backdropOf } from './framedPhotoView'
import {
  boundsOf,
  itemOf,
  type PanelContext,
  type PanelEvent,
  previewOf,
  type productPanelMachine,
} from './productPanel'
import { textOr, type ViewText } from './viewText'

type Snapshot = SnapshotFrom<typeof productPanelMachine>
type Target = { childKey?: string }

export type Problem = Pick<ItemProblem, 'key' | 'values'>

export type GroupView = {
  group: ProductOptionGroup
  /** Where a problem of this group is reported (the core item function's field path). */
  path: string
  stored: StoredOption | undefined
  chosen: string[]
  text: string
  placeholder: { text: string; optional: boolean }
  remaining: number | null
  rows: number
  /** B §5: the group's own notes placeholder, else the default message. */
  notesPlaceholder: ViewText
  /** What filling the group adds to each unit (a paid text line, a form): "+$3.00" beside its label. */
  amount: Money
  autoFocus: boolean
  /** B §5: Escape in its single-line input closes the panel only when this is the only group. */
  escapeCloses?: boolean
  /** Issue 16 point 2: a green-screen backdrop waits for the photo (core/greenScreen.ts asksPhotoFirst). */
  waitsForPhoto?: boolean
  problem: Problem | null
  events: {
    choose: (optionId: string) => PanelEvent
    text: (text: string) => PanelEvent
    notes: (notes: string) => PanelEvent
    form: (fieldId: string, value: unknown) => PanelEvent
  }
}

export type NodeView = {
  nodeId: string
  label: string | null
  path: string
  choice: NodeChoice | null
  problem: Problem | null
  /** The product whose node this is (a package child for a build-your-own). */
  product: Product
  /** Photos chosen on the product's other nodes, for the pose limit (B §5). */
  chosen: readonly { imageId: string }[]
  /** The picture of the backdrop chosen for this photo (the node's own, else the product's), for its thumbnail. */
  backdrop: string | null
  /** Issue 16 point 2: a green-screen product asks for the photo first: the chooser opens with the panel. */
  opensChooser: boolean
  events: {
    image: (imageId: string, imageCropId: string | null) => PanelEvent
    crop: (crop: NodeChoice['crop'], rotation: NonNullable<NodeChoice['rotation']>) => PanelEvent
    background: (optionId: string) => PanelEvent
  }
}

export type ChildView = {
  key: string
  label: string
  credits: number
  nodes: NodeView[]
  groups: GroupView[]
  quantity: { shown: boolean; value: number; atLimit: boolean }
  removable: boolean
  events: { quantity: (text: string) => PanelEvent; step: (by: 1 | -1) => PanelEvent; remove: PanelEvent }
}

export type PackageView = {
  path: string
  problem: Problem | null
  used: number
  total: number
  remaining: number
  extra: number
  extraAmount: Money
  children: ChildView[]
  offered: { id: string; label: string; credits: number; selectable: boolean; event: PanelEvent }[]
}

/** B §5 pose limit, said accurately for every count: below, at, or over the limit (then what the extra costs). */
export type PoseNotice =
  | { kind: 'atLimit'; limit: number; nextCost: Money | null }
  | { kind: 'over'; chosen: number; extra: number; amount: Money }

/** One line of what the price is made of (issue 8: the parent sees why the total moves). */
export type PriceLine =
  | { kind: 'option'; label: string; amount: Money }
  | { kind: 'extraPoses'; count: number; amount: Money }
  | { kind: 'extraCredits'; count: number; amount: Money }
  | { kind: 'background'; amount: Money }
  | { kind: 'tierSaving'; amount: Money }

export type PanelView = {
  open: boolean
  /** The product configured, for its cost-tier info modal (B §2, ui/shop/TierInfo.tsx). */
  product: Product
  busy: boolean
  title: string
  body: string | null
  /** Add to order, or Save changes when the product is already ordered (B §4). */
  mode: 'add' | 'save'
  /** The running price of the configuration, as the server will charge it; null until it can be priced. */
  total: Money | null
  quantityShown: number
  /** The list price per unit, shown struck through when the shopper pays less (sale, promotion, discount, tier). */
  listUnitPrice: Money | null
  unitPrice: Money | null
  lines: PriceLine[]
  canRemove: boolean
  nodes: NodeView[]
  groups: GroupView[]
  pose: PoseNotice | null
  package: PackageView | null
  quantity: { shown: boolean; value: number; atLimit: boolean }
  /** B §4: the incomplete message, next to the first missing choice; `attempt` changes on every press of Add. */
  incomplete: { shown: boolean; attempt: number; firstPath: string | null }
  /** The problems by field path, shown once Add was pressed (or the server refused). */
  problems: Record<string, Problem>
  error: PanelContext['error']
  confirming: 'replace' | 'removal' | null
  events: {
    cancel: PanelEvent
    submit: PanelEvent
    remove: PanelEvent
    quantity: (text: string) => PanelEvent
    step: (by: 1 | -1) => PanelEvent
  }
}

/** The problem of a field: reported at its path, or at a part of it (a value, a form field). */
const problemAt = (problems: Record<string, Problem>, path: string): Problem | null => {
  if (problems[path]) return problems[path]
  const inside = Object.keys(problems).find((p) => p.startsWith(`${path}.`))
  return inside ? (problems[inside] ?? null) : null
}

const groupView = (
  group: ProductOptionGroup,
  stored: StoredOption | undefined,
  path: string,
  problems: Record<string, Problem>,
  autoFocus: boolean,
  target: Target,
  waitsForPhoto = false,
): GroupView => ({
  group,
  path,
  stored,
  chosen: chosenOptionIds(stored).map(String),
  text: typeof stored?.value === 'string' ? stored.value : '',
  placeholder: groupPlaceholder(group),
  remaining: remainingCharacters(group, typeof stored?.value === 'string' ? stored.value : ''),
  rows: textareaRows(group),
  notesPlaceholder: textOr(notesPlaceholder(group), 'options.notes_placeholder'),
  amount: group.retailAmount ?? 0,
  autoFocus,
  waitsForPhoto,
  problem: problemAt(problems, path),
  events: {
    choose: (optionId) => ({ type: 'option.choose', groupId: group.id, optionId, ...target }),
    text: (text) => ({ type: 'option.text', groupId: group.id, text, ...target }),
    notes: (notes) => ({ type: 'option.notes', groupId: group.id, notes, ...target }),
    form: (fieldId, value) => ({ type: 'option.form', groupId: group.id, fieldId, value, ...target }),
  },
})

// With a background per node (allowMultipleBackgrounds) each photo slot carries its own backdrop chooser.
const groupsOf = (
  product: Product,
  options: Record<string, StoredOption>,
  prefix: string,
  problems: Record<string, Problem>,
  target: Target,
  nodes: readonly NodeChoice[],
): GroupView[] => {
  const photoPending = asksPhotoFirst(product) && !nodes.some((n) => n.imageId)
  const groups = visibleGroups(
    product.productOptionGroups,
    product.parameters.productOptionGroupDependencies,
    options,
  ).filter((g) => !(product.allowMultipleBackgrounds && g.type === 'background'))
  // B §5: the first text input of any kind is focused (issue 16 point 7: not only when it is the first group).
  const firstText = groups.find((g) => g.type === 'text' || g.type === 'textarea')
  return groups.map((group) => ({
    ...groupView(
      group,
      options[group.id],
      `${prefix}.options.${group.id}`,
      problems,
      group === firstText && target.childKey === undefined,
      target,
      photoPending && group.type === 'background',
    ),
    // B §5: Escape in a single-line input closes the panel only when it is the only group.
    escapeCloses: groups.length === 1,
  }))
}

const nodesOf = (
  product: Product,
  choices: readonly NodeChoice[],
  prefix: string,
  problems: Record<string, Problem>,
  target: Target,
  options: Record<string, StoredOption>,
): NodeView[] => {
  const chosen = choices.flatMap((n) => (n.imageId ? [{ imageId: n.imageId }] : []))
  const photoFirst = asksPhotoFirst(product)
  return product.nodes.map((node) => {
    const path = `${prefix}.nodes.${node.id}`
    const choice = choices.find((n) => n.nodeId === node.id) ?? null
    return {
      nodeId: node.id,
      label: product.nodes.length > 1 ? node.label : null,
      path,
      choice,
      problem: problemAt(problems, path),
      product,
      chosen,
      backdrop: backdropOf(product.productOptionGroups, choice?.backgroundOptionId, Object.values(options)),
      opensChooser: photoFirst && !choice?.imageId,
      events: {
        image: (imageId, imageCropId) => ({ type: 'node.image', nodeId: node.id, imageId, imageCropId, ...target }),
        crop: (crop, rotation) => ({ type: 'node.crop', nodeId: node.id, crop: crop ?? null, rotation, ...target }),
        background: (optionId) => ({ type: 'node.background', nodeId: node.id, optionId, ...target }),
      },
    }
  })
}

const packageOf = (context: PanelContext, problems: Record<string, Problem>): PackageView | null => {
  const { product, draft } = context
  if (!product.isByo) return null
  const pkg = byoPackageOf(product)
  const selections = byoSelectionsOf(product, draft)
  const chosenIds = new Set(draft.children.map((c) => c.productId))
  const childView = (child: ChildDraft, index: number): ChildView[] => {
    const childProduct = product.products.find((p) => p.id === child.productId)
    if (!childProduct) return []
    const prefix = `orderItem.orderItems.${index}`
    const target = { childKey: child.key }
    const limit = childLimit(product, draft, child.key)
    return [
      {
        key: child.key,
        label: childProduct.information.label,
        credits: childProduct.productCost * child.quantity,
        nodes: nodesOf(childProduct, child.nodes, prefix, problems, target, child.options),
        groups: groupsOf(childProduct, child.options, prefix, problems, target, child.nodes),
        quantity: {
          shown: !childProduct.isMandatory && limit !== 1,
          value: child.quantity,
          atLimit: child.quantity >= (limit ?? Number.POSITIVE_INFINITY),
        },
        removable: !childProduct.isMandatory,
        events: {
          quantity: (text) => ({ type: 'child.quantity', childKey: child.key, text }),
          step: (by) => ({ type: 'child.quantity', childKey: child.key, text: String(child.quantity + by) }),
          remove: { type: 'child.remove', childKey: child.key },
        },
      },
    ]
  }
  return {
    path: 'orderItem.orderItems',
    problem: problems['orderItem.orderItems'] ?? null,
    used: creditsUsed(pkg, selections),
    total: product.productQuantity,
    remaining: Math.max(0, creditsRemaining(pkg, selections)),
    extra: extraCredits(pkg, selections),
    extraAmount: extraCreditCost(pkg, selections),
    children: draft.children.flatMap(childView),
    // B §2: already chosen products leave the add-next list; one that costs more than is left says so (B §5).
    offered: product.products
      .filter((p) => !chosenIds.has(p.id))
      .map((p) => ({
        id: p.id,
        label: p.information.label,
        credits: p.productCost,
        selectable: isChildSelectable(pkg, { id: p.id, type: p.type, productCost: p.productCost }, selections),
        event: { type: 'child.add', productId: p.id } as const,
      })),
  }
}

/** Every photo chosen for the item, its own nodes and its package children's, as the server counts poses. */
const chosenPhotos = (context: PanelContext) =>
  [...context.draft.nodes, ...context.draft.children.flatMap((c) => c.nodes)].flatMap((n) =>
    n.imageId ? [{ imageId: n.imageId }] : [],
  )

const poseNotice = (context: PanelContext): PoseNotice | null => {
  const { product } = context
  if (!product.isMultiPose || !product.poseLimit) return null
  const photos = chosenPhotos(context)
  const chosen = distinctPoses(photos).length
  if (chosen < product.poseLimit) return null
  if (chosen === product.poseLimit)
    return { kind: 'atLimit', limit: product.poseLimit, nextCost: product.additionalPoseCost || null }
  return { kind: 'over', chosen, extra: extraPoses(product, photos), amount: extraPoseCost(product, photos) }
}

const priceLines = (item: PricedItem): PriceLine[] => {
  const b = item.breakdown
  return [
    ...b.options
      .filter((o) => o.amount > 0)
      .map((o) => ({ kind: 'option' as const, label: o.label, amount: o.amount })),
    ...(b.backgrounds > 0 ? [{ kind: 'background' as const, amount: b.backgrounds }] : []),
    ...(b.extraPoses.count > 0 ? [{ kind: 'extraPoses' as const, ...b.extraPoses }] : []),
    ...(b.extraCredits.count > 0 ? [{ kind: 'extraCredits' as const, ...b.extraCredits }] : []),
    ...(b.tierSaving > 0 ? [{ kind: 'tierSaving' as const, amount: b.tierSaving }] : []),
  ]
}

const problemsOf = (context: PanelContext, verdictProblems: readonly ItemProblem[]): Record<string, Problem> => {
  const fromServer = Object.fromEntries(
    Object.entries(context.error?.fields ?? {}).map(([path, key]) => [path, { key }] as const),
  )
  if (!context.incomplete) return fromServer
  return {
    ...fromServer,
    ...Object.fromEntries(verdictProblems.map((p) => [p.path, { key: p.key, values: p.values }])),
  }
}

/** Order of the fields on screen, so "first missing choice" means the first the shopper meets going down. */
const screenOrder = (view: Pick<PanelView, 'nodes' | 'groups' | 'package'>): string[] => [
  ...view.nodes.map((n) => n.path),
  ...view.groups.map((g) => g.path),
  ...(view.package
    ? [
        ...view.package.children.flatMap((c) => [...c.nodes.map((n) => n.path), ...c.groups.map((g) => g.path)]),
        view.package.path,
      ]
    : []),
  'orderItem.quantity',
]

export const productPanelView = (snapshot: Snapshot): PanelView => {
  const { context } = snapshot
  const { product, draft } = context
  const item: OrderItem | null = itemOf(context)
  const verdict = previewOf(context)
  const priced = verdict.ok ? verdict.item : (verdict.item ?? null)
  const problems = problemsOf(context, verdict.ok ? [] : verdict.problems)
  const bounds = boundsOf(context)
  const parts = {
    nodes: nodesOf(product, draft.nodes, 'orderItem', problems, {}, draft.options),
    groups: groupsOf(product, draft.options, 'orderItem', problems, {}, draft.nodes),
    package: packageOf(context, problems),
  }
  const unitPrice = priced ? priced.breakdown.unitPrice : null
  const listUnitPrice =
    priced && priced.breakdown.listUnitPrice > priced.breakdown.unitPrice ? priced.breakdown.listUnitPrice : null
  return {
    open: context.showing,
    product,
    busy: snapshot.matches('saving') || snapshot.matches('removing'),
    title: product.parameters.modalTitle ?? product.information.label,
    body: product.parameters.modalBody ?? (product.information.text || null),
    mode: item ? 'save' : 'add',
    total: priced ? priced.subTotal : null,
    quantityShown: draft.quantity,
    unitPrice,
    listUnitPrice,
    lines: priced ? priceLines(priced) : [],
    canRemove: item !== null && !product.isMandatory,
    ...parts,
    pose: poseNotice(context),
    quantity: {
      shown: product.quantityLimit !== 1 && !product.isMandatory,
      value: draft.quantity,
      atLimit: isAtLimit(draft.quantity, bounds),
    },
    incomplete: {
      shown: context.incomplete,
      attempt: context.incompleteAttempts,
      firstPath: context.incomplete
        ? (screenOrder(parts).find((path) => problemAt(problems, path) !== null) ?? null)
        : null,
    },
    problems,
    error: context.error,
    confirming: snapshot.matches('confirmingReplace')
      ? 'replace'
      : snapshot.matches('confirmingRemoval')
        ? 'removal'
        : null,
    events: {
      cancel: { type: 'panel.cancel' },
      submit: { type: 'panel.submit' },
      remove: { type: 'item.remove' },
      quantity: (text) => ({ type: 'quantity.change', text }),
      step: (by) => ({ type: 'quantity.step', by }),
    },
  }
}
