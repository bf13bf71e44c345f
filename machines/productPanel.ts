import { and, assign, fromPromise, not, setup } from 'xstate'
import {
  addsDirectly,
  type ChildDraft,
  type ConfigurationIssue,
  childLimit,
  configurationIssues,
  emptyDraft,
  type ItemDraft,
  type NodeChoice,
} from '../core/configuration'
import type { CropBox } from '../core/cropBox'
import type { Rotation } from '../core/images'
import { chooseOption, type StoredOption } from '../core/options'
import { clampQuantity, quantityBounds, stepDown, stepUp } from '../core/quantity'
import { exclusiveConflicts, removalDependents } from '../core/rules'
import type { Order, OrderItem } from '../core/schemas/order'
import type { Product } from '../core/schemas/productSet'
import { confirmMachine } from './confirm'

/** The order as far as one product panel cares: its items and the exclusive groups of the product set. */
export type PanelOrder = { items: readonly OrderItem[]; exclusiveProductGroups: readonly (readonly string[])[] }

export type PanelInput = { product: Product; order: PanelOrder }

export type SaveRequest = { product: Product; draft: ItemDraft; itemId: string | null; replaceConflicts: boolean }
export type RemoveRequest = { itemId: string; withDependents: boolean }

export type PanelError = { code: string; message: string; fields: Record<string, string> }

type Target = { childKey?: string }
export type PanelEvent =
  | { type: 'panel.open' }
  | { type: 'panel.cancel' }
  | { type: 'panel.submit' }
  | { type: 'item.remove' }
  | { type: 'order.sync'; order: PanelOrder }
  | { type: 'quantity.change'; text: string }
  | { type: 'quantity.step'; by: 1 | -1 }
  | ({ type: 'option.choose'; groupId: string; optionId: string } & Target)
  | ({ type: 'option.text'; groupId: string; text: string } & Target)
  | ({ type: 'option.notes'; groupId: string; notes: string } & Target)
  | ({ type: 'option.form'; groupId: string; fieldId: string; value: unknown } & Target)
  | ({ type: 'node.image'; nodeId: string; imageId: string; imageCropId: string | null } & Target)
  | ({ type: 'node.background'; nodeId: string; optionId: string } & Target)
  | ({ type: 'node.crop'; nodeId: string; crop: CropBox | null; rotation: Rotation } & Target)
  | { type: 'child.add'; productId: string }
  | { type: 'child.remove'; childKey: string }
  | { type: 'child.quantity'; childKey: string; text: string }

export type PanelContext = {
  product: Product
  order: PanelOrder
  draft: ItemDraft
  /** B §4: set when Add is pressed on an incomplete configuration; reset on open and close. */
  incomplete: boolean
  error: PanelError | null
  nextChildKey: number
  /** Whether the save under way adds a new item or updates the existing one (fixed when the save starts). */
  updating: boolean
  /** The sub-form is on screen (not for a direct add, which never shows it). */
  showing: boolean
}

/** The order item of this product, if the order has one (B §4: the button then reads Modify). */
export const itemOf = (context: Pick<PanelContext, 'product' | 'order'>): OrderItem | null =>
  context.order.items.find((i) => i.product === context.product.id) ?? null

const quantityElsewhere = (context: PanelContext) =>
  context.order.items
    .filter((i) => i.product === context.product.id && i.id !== itemOf(context)?.id)
    .reduce((n, i) => n + i.quantity, 0)

export const boundsOf = (context: PanelContext) => quantityBounds(context.product, quantityElsewhere(context))

export const issuesOf = (context: PanelContext): ConfigurationIssue[] =>
  configurationIssues(context.product, context.draft)

export const conflictsOf = (context: PanelContext) =>
  exclusiveConflicts(
    context.order.exclusiveProductGroups,
    context.product.id,
    context.order.items.map((item) => ({ ...item, productId: item.product })),
  )

/** Rebuilds the shopper's choices from a saved item, so Modify starts from what was ordered. */
export const draftFromItem = (item: OrderItem): ItemDraft => {
  const options = (i: Pick<OrderItem, 'orderItemOptions'>): Record<string, StoredOption> =>
    Object.fromEntries(
      i.orderItemOptions.map((o) => [
        o.productOptionGroup,
        { value: o.value as StoredOption['value'], notes: o.notes ?? '' },
      ]),
    )
  const nodes = (i: Pick<OrderItem, 'orderItemNodes'>): NodeChoice[] =>
    i.orderItemNodes.map((n) => ({
      nodeId: n.node.id,
      imageId: n.image,
      imageCropId: n.imageCrop,
      backgroundOptionId: n.productOption,
      crop: n.crop,
      rotation: n.rotation,
    }))
  return {
    quantity: item.quantity,
    options: options(item),
    nodes: nodes(item),
    children: item.orderItems.map((c, index) => ({
      key: `saved-${index}`,
      productId: c.product,
      quantity: c.quantity,
      options: options(c),
      nodes: nodes(c),
    })),
  }
}

const groupOf = (product: Product, childKey: string | undefined, draft: ItemDraft, groupId: string) => {
  const owner = childKey
    ? product.products.find((p) => p.id === draft.children.find((c) => c.key === childKey)?.productId)
    : product
  return owner?.productOptionGroups.find((g) => g.id === groupId)
}

/** Applies a change to the options or nodes of the item, or of one chosen child of a build-your-own package. */
const edit = (
  draft: ItemDraft,
  childKey: string | undefined,
  change: (part: Pick<ItemDraft, 'options' | 'nodes'>) => Pick<ItemDraft, 'options' | 'nodes'>,
): ItemDraft =>
  childKey
    ? { ...draft, children: draft.children.map((c) => (c.key === childKey ? { ...c, ...change(c) } : c)) }
    : { ...draft, ...change(draft) }

const setOption = (part: Pick<ItemDraft, 'options' | 'nodes'>, groupId: string, stored: StoredOption) => ({
  ...part,
  options: { ...part.options, [groupId]: stored },
})

const setNode = (part: Pick<ItemDraft, 'options' | 'nodes'>, nodeId: string, patch: Partial<NodeChoice>) => {
  const current = part.nodes.find((n) => n.nodeId === nodeId) ?? {
    nodeId,
    imageId: null,
    imageCropId: null,
    backgroundOptionId: null,
  }
  return { ...part, nodes: [...part.nodes.filter((n) => n.nodeId !== nodeId), { ...current, ...patch }] }
}

const toPanelError = (error: unknown): PanelError => {
  const e = error as Partial<PanelError> | undefined
  return { code: e?.code ?? 'network', message: e?.message ?? String(error), fields: e?.fields ?? {} }
}

export type ConfirmPayload = ({ kind: 'save' } & SaveRequest) | ({ kind: 'remove' } & RemoveRequest)

const saveRequest = (context: PanelContext, replaceConflicts: boolean): SaveRequest => ({
  product: context.product,
  draft: context.draft,
  itemId: itemOf(context)?.id ?? null,
  replaceConflicts,
})

const removeRequest = (context: PanelContext, withDependents: boolean): RemoveRequest => ({
  itemId: itemOf(context)?.id ?? '',
  withDependents,
})

const label = (context: PanelContext) => ({ product: context.product.information.label })

/**
 * B §4 product panel: closed; Select or Modify opens it; Add or Save only when the configuration is complete, else
 * the incomplete message and nothing added; Cancel closes. Adding a product of an exclusive group that the order
 * already holds, or removing an item others depend on, asks for confirmation first (B §4, C §4).
 */
export const productPanelMachine = setup({
  types: {} as { context: PanelContext; input: PanelInput; events: PanelEvent },
  actors: {
    saveItem: fromPromise<Order, SaveRequest>(() => Promise.reject(new Error('provided by adapters'))),
    removeItem: fromPromise<Order | null, RemoveRequest>(() => Promise.reject(new Error('provided by adapters'))),
    /** The confirmation modal; adapters provide its runAccept with saveItem and removeItem for ConfirmPayload. */
    confirm: confirmMachine,
  },
  actions: {
    notify: (_, _params: { level: 'success' | 'error'; message: string; values?: Record<string, string> }) => {},
  },
  guards: {
    complete: ({ context }) => issuesOf(context).length === 0,
    conflicts: ({ context }) => itemOf(context) === null && conflictsOf(context).length > 0,
    directAdd: ({ context }) => itemOf(context) === null && addsDirectly(context.product),
    hasDependents: ({ context }) => {
      const item = itemOf(context)
      return item !== null && removalDependents(item.id, context.order.items).length > 0
    },
  },
}).createMachine({
  id: 'productPanel',
  context: ({ input }) => ({
    product: input.product,
    order: input.order,
    draft: emptyDraft(input.product),
    incomplete: false,
    error: null,
    nextChildKey: 0,
    updating: false,
    showing: false,
  }),
  initial: 'closed',
  on: { 'order.sync': { actions: assign({ order: ({ event }) => event.order }) } },
  states: {
    closed: {
      entry: assign({ showing: false }),
      on: {
        'panel.open': [
          { guard: and(['directAdd', 'conflicts']), target: 'confirmingReplace' },
          { guard: 'directAdd', target: 'saving' },
          {
            target: 'open',
            actions: assign({
              draft: ({ context }) => {
                const item = itemOf(context)
                return item ? draftFromItem(item) : emptyDraft(context.product)
              },
              incomplete: false,
              error: null,
            }),
          },
        ],
        'item.remove': [{ guard: 'hasDependents', target: 'confirmingRemoval' }, { target: 'removing' }],
      },
    },
    open: {
      entry: assign({ showing: true }),
      on: {
        'panel.cancel': { target: 'closed', actions: assign({ incomplete: false, error: null }) },
        'panel.submit': [
          { guard: not('complete'), actions: assign({ incomplete: true }) },
          { guard: 'conflicts', target: 'confirmingReplace' },
          { target: 'saving' },
        ],
        'item.remove': [{ guard: 'hasDependents', target: 'confirmingRemoval' }, { target: 'removing' }],
        'quantity.change': {
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              quantity: clampQuantity(event.text, boundsOf(context)),
            }),
          }),
        },
        'quantity.step': {
          actions: assign({
            draft: ({ context, event }) => {
              const bounds = boundsOf(context)
              const { quantity } = context.draft
              return {
                ...context.draft,
                quantity: event.by > 0 ? stepUp(quantity, bounds) : stepDown(quantity, bounds),
              }
            },
          }),
        },
        'option.choose': {
          actions: assign({
            draft: ({ context, event }) => {
              const group = groupOf(context.product, event.childKey, context.draft, event.groupId)
              if (!group) return context.draft
              return edit(context.draft, event.childKey, (part) =>
                setOption(part, event.groupId, chooseOption(group.type, part.options[event.groupId], event.optionId)),
              )
            },
          }),
        },
        'option.text': {
          actions: assign({
            draft: ({ context, event }) => {
              const group = groupOf(context.product, event.childKey, context.draft, event.groupId)
              const limit = group?.parameters.characterLimit
              const text = limit ? event.text.slice(0, limit) : event.text
              return edit(context.draft, event.childKey, (part) =>
                setOption(part, event.groupId, { value: text, notes: part.options[event.groupId]?.notes ?? '' }),
              )
            },
          }),
        },
        'option.notes': {
          actions: assign({
            draft: ({ context, event }) =>
              edit(context.draft, event.childKey, (part) =>
                setOption(part, event.groupId, {
                  value: part.options[event.groupId]?.value ?? null,
                  notes: event.notes,
                }),
              ),
          }),
        },
        'option.form': {
          actions: assign({
            draft: ({ context, event }) =>
              edit(context.draft, event.childKey, (part) => {
                const current = part.options[event.groupId]?.value
                const values = typeof current === 'object' && current !== null && !Array.isArray(current) ? current : {}
                return setOption(part, event.groupId, { value: { ...values, [event.fieldId]: event.value } })
              }),
          }),
        },
        'node.image': {
          actions: assign({
            draft: ({ context, event }) =>
              edit(context.draft, event.childKey, (part) =>
                // A crop belongs to its photo: another photo starts uncropped (B §4 crop).
                setNode(part, event.nodeId, {
                  imageId: event.imageId,
                  imageCropId: event.imageCropId,
                  crop: null,
                  rotation: 0,
                }),
              ),
          }),
        },
        'node.background': {
          actions: assign({
            draft: ({ context, event }) =>
              edit(context.draft, event.childKey, (part) =>
                setNode(part, event.nodeId, { backgroundOptionId: event.optionId }),
              ),
          }),
        },
        'node.crop': {
          actions: assign({
            draft: ({ context, event }) =>
              edit(context.draft, event.childKey, (part) =>
                setNode(part, event.nodeId, { crop: event.crop, rotation: event.rotation }),
              ),
          }),
        },
        'child.add': {
          actions: assign({
            draft: ({ context, event }) => {
              const child = context.product.products.find((p) => p.id === event.productId)
              if (!child) return context.draft
              const added: ChildDraft = {
                ...emptyDraft(child),
                key: `new-${context.nextChildKey}`,
                productId: child.id,
              }
              return { ...context.draft, children: [...context.draft.children, added] }
            },
            nextChildKey: ({ context }) => context.nextChildKey + 1,
          }),
        },
        'child.remove': {
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              children: context.draft.children.filter((c) => c.key !== event.childKey),
            }),
          }),
        },
        'child.quantity': {
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              children: context.draft.children.map((c) =>
                c.key === event.childKey
                  ? {
                      ...c,
                      quantity: clampQuantity(event.text, {
                        tiers: null,
                        limit: childLimit(context.product, context.draft, c.key),
                      }),
                    }
                  : c,
              ),
            }),
          }),
        },
      },
    },
    saving: {
      entry: assign({ updating: ({ context }) => itemOf(context) !== null }),
      invoke: {
        id: 'saveItem',
        src: 'saveItem',
        input: ({ context }) => saveRequest(context, false),
        onDone: {
          target: 'closed',
          actions: {
            type: 'notify',
            params: ({ context }) => ({
              level: 'success' as const,
              message: context.updating ? 'notifications.item_updated' : 'notifications.item_added',
              values: label(context),
            }),
          },
        },
        onError: {
          // Nothing the shopper chose is lost: the panel reopens with the draft and the server's reasons.
          target: 'open',
          actions: [
            assign({ error: ({ event }) => toPanelError(event.error) }),
            {
              type: 'notify',
              params: ({ context }) => ({
                level: 'error' as const,
                message: context.updating ? 'notifications.item_update_failed' : 'notifications.item_add_failed',
                values: label(context),
              }),
            },
          ],
        },
      },
    },
    confirmingReplace: {
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({
          title: 'confirm.exclusive_title',
          body: conflictsOf(context)
            .map((i) => i.label)
            .join(', '),
          payload: { kind: 'save', ...saveRequest(context, true) } satisfies ConfirmPayload,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'accepted',
            target: 'closed',
            actions: {
              type: 'notify',
              params: ({ context }) => ({
                level: 'success' as const,
                message: 'notifications.item_added',
                values: label(context),
              }),
            },
          },
          {
            guard: ({ event }) => event.output.outcome === 'failed',
            target: 'open',
            actions: [
              assign({ error: ({ event }) => toPanelError((event.output as { error: unknown }).error) }),
              {
                type: 'notify',
                params: ({ context }) => ({
                  level: 'error' as const,
                  message: 'notifications.item_add_failed',
                  values: label(context),
                }),
              },
            ],
          },
          { target: 'open' },
        ],
      },
    },
    confirmingRemoval: {
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => {
          const item = itemOf(context)
          return {
            title: 'confirm.remove_dependents_title',
            body: item
              ? removalDependents(item.id, context.order.items)
                  .map((i) => i.label)
                  .join(', ')
              : '',
            payload: { kind: 'remove', ...removeRequest(context, true) } satisfies ConfirmPayload,
          }
        },
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'accepted',
            target: 'closed',
            actions: { type: 'notify', params: ({ context }) => removed(context) },
          },
          {
            guard: ({ event }) => event.output.outcome === 'failed',
            target: 'closed',
            actions: { type: 'notify', params: ({ context }) => removeFailed(context) },
          },
          { target: 'closed' },
        ],
      },
    },
    removing: {
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => removeRequest(context, false),
        onDone: { target: 'closed', actions: { type: 'notify', params: ({ context }) => removed(context) } },
        onError: { target: 'closed', actions: { type: 'notify', params: ({ context }) => removeFailed(context) } },
      },
    },
  },
})

const removed = (context: PanelContext) => ({
  level: 'success' as const,
  message: 'notifications.item_removed',
  values: label(context),
})

const removeFailed = (context: PanelContext) => ({
  level: 'error' as const,
  message: 'notifications.item_remove_failed',
  values: label(context),
})
