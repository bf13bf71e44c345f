import { type AnyActorRef, and, assign, enqueueActions, fromPromise, not, setup } from 'xstate'
import { type ChildDraft, childLimit, emptyDraft, type ItemDraft, type NodeChoice } from '../core/configuration'
import type { CropBox } from '../core/cropBox'
import type { Rotation } from '../core/images'
import { addsDirectly } from '../core/itemRequest'
import { chooseOption, type StoredOption } from '../core/options'
import { type Catalog, catalogOf, type ItemVerdict, previewItem } from '../core/orderItem'
import { type StartingPhoto, withStartingPhoto } from '../core/preferredPhoto'
import { clampQuantity, quantityBounds, stepDown, stepUp } from '../core/quantity'
import { exclusiveConflicts, removalDependents } from '../core/rules'
import type { Order, OrderItem } from '../core/schemas/order'
import type { Image } from '../core/schemas/photos'
import type { Product, ProductSet } from '../core/schemas/productSet'
import { confirmMachine } from './confirm'
import type { ToastAction } from './notifications'
import type { ChangeError, OrderChange } from './order'
import { type OrderRef, type OrderUpdate, requestOrderChange, watchOrder, watchOrderInvoke } from './orderLink'
import { cropTracks, type Tracks } from './tracking'

/** The order as far as one product panel cares: its items and form entries (business rules read both). */
export type PanelOrder = Pick<Order, 'id' | 'orderItems' | 'orderFormEntrys'>

export type PanelInput = {
  product: Product
  productSet: ProductSet
  /** B §4: whether photos may be cropped in this shop (core/cropBox croppingAvailable). */
  croppingAvailable: boolean
  /** The order when the panel starts; the order actor (orderRef) keeps it current. */
  order?: PanelOrder | null
  orderReady?: boolean
  orderRef?: OrderRef | null
  /** The shop's photo options actor: a picked photo asks for its options there (B §4 image options). */
  imageOptionsRef?: AnyActorRef | null
  /** Issue 16 point 1: the choices of this panel kept before a reload; the panel reopens with them. */
  restored?: KeptDraft | null
  /** Issue 17 point 3: the press of a card's or a cart line's button that made this panel, its first event. */
  opening?: Opening | null
}

/** What a button that makes its panel on demand asks of it: open it (Select, Modify, Add, Edit) or remove the item. */
export type Opening = Extract<PanelEvent, { type: 'panel.open' | 'item.remove' }>

/** What a half-configured panel keeps for the browser session (issue 16 point 1): its choices and child keys. */
export type KeptDraft = { draft: ItemDraft; nextChildKey: number }

/** What the panel asks of the order actor (C §4): the change, and the actor that runs it. */
export type ChangeRequest = { orderRef: OrderRef | null; change: OrderChange }

export type PanelError = ChangeError

type Target = { childKey?: string }
export type PanelEvent =
  /** `photo`: the parent's chosen or favourite photo a new panel starts with (issue 16 point 2). */
  | { type: 'panel.open'; photo?: StartingPhoto }
  | { type: 'panel.cancel' }
  | { type: 'panel.submit' }
  | { type: 'item.remove' }
  | OrderUpdate
  | { type: 'quantity.change'; text: string }
  | { type: 'quantity.step'; by: 1 | -1 }
  | ({ type: 'option.choose'; groupId: string; optionId: string } & Target)
  | ({ type: 'option.text'; groupId: string; text: string } & Target)
  | ({ type: 'option.notes'; groupId: string; notes: string } & Target)
  | ({ type: 'option.form'; groupId: string; fieldId: string; value: unknown } & Target)
  | ({
      type: 'node.image'
      nodeId: string
      imageId: string
      imageCropId: string | null
      /** The photo picked, and the slot it was picked in, so its photo options can be asked for there. */
      image?: Image
      origin?: string
    } & Target)
  | ({ type: 'node.background'; nodeId: string; optionId: string } & Target)
  | ({ type: 'node.crop'; nodeId: string; crop: CropBox | null; rotation: Rotation } & Target)
  | { type: 'child.add'; productId: string }
  | { type: 'child.remove'; childKey: string }
  | { type: 'child.quantity'; childKey: string; text: string }

export type PanelContext = {
  product: Product
  productSet: ProductSet
  catalog: Catalog
  order: PanelOrder | null
  /** The stored order has been read: until then Select cannot know whether the product is ordered (C §4). */
  orderReady: boolean
  orderRef: OrderRef | null
  imageOptionsRef: AnyActorRef | null
  draft: ItemDraft
  /** B §4: set when Add is pressed on an incomplete configuration; reset on open and close. */
  incomplete: boolean
  /** Counts the presses of Add on an incomplete configuration, so the view brings the first gap into view each time. */
  incompleteAttempts: number
  error: PanelError | null
  nextChildKey: number
  /** Whether the save under way adds a new item or updates the existing one (fixed when the save starts). */
  updating: boolean
  /** The sub-form is on screen (not for a direct add, which never shows it). */
  showing: boolean
  /** Set until the panel has reopened with the choices kept before a reload. */
  restoring: boolean
  /** The press that made the panel (PanelInput), until the panel has taken it. */
  opening: Opening | null
}

const itemsOf = (context: Pick<PanelContext, 'order'>): readonly OrderItem[] => context.order?.orderItems ?? []

/** The order item of this product, if the order has one (B §4: the button then reads Modify). */
export const itemOf = (context: Pick<PanelContext, 'product' | 'order'>): OrderItem | null =>
  itemsOf(context).find((i) => i.product === context.product.id) ?? null

/** The product's quantity in the order's other items (B §5 orderLimit). */
export const quantityElsewhere = (context: Pick<PanelContext, 'product' | 'order'>) =>
  itemsOf(context)
    .filter((i) => i.product === context.product.id && i.id !== itemOf(context)?.id)
    .reduce((n, i) => n + i.quantity, 0)

export const boundsOf = (context: PanelContext) => quantityBounds(context.product, quantityElsewhere(context))

/** The verdict the server will give on this configuration, with its price (the same core function, issue 8). */
export const previewOf = (context: PanelContext): ItemVerdict =>
  previewItem(context.catalog, context.product, context.draft, quantityElsewhere(context))

export const conflictsOf = (context: PanelContext) =>
  exclusiveConflicts(
    context.productSet.businessRules.exclusiveProductGroups,
    context.product.id,
    itemsOf(context).map((item) => ({ ...item, productId: item.product })),
  )

/** C §4: the items that go with this product's item when it is removed. */
export const dependentsOf = (context: PanelContext) => {
  const item = itemOf(context)
  return item ? removalDependents(item.id, itemsOf(context)) : []
}

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

/** One change the shopper makes to the configuration (B §4, B §5): the new draft, clamped where a limit applies. */
const draftEdit = (context: PanelContext, event: PanelEvent): Partial<PanelContext> => {
  const { draft, product } = context
  switch (event.type) {
    case 'quantity.change':
      return { draft: { ...draft, quantity: clampQuantity(event.text, boundsOf(context)) } }
    case 'quantity.step': {
      const bounds = boundsOf(context)
      const quantity = event.by > 0 ? stepUp(draft.quantity, bounds) : stepDown(draft.quantity, bounds)
      return { draft: { ...draft, quantity } }
    }
    case 'option.choose': {
      const group = groupOf(product, event.childKey, draft, event.groupId)
      if (!group) return {}
      return {
        draft: edit(draft, event.childKey, (part) =>
          setOption(part, event.groupId, chooseOption(group.type, part.options[event.groupId], event.optionId)),
        ),
      }
    }
    case 'option.text': {
      const limit = groupOf(product, event.childKey, draft, event.groupId)?.parameters.characterLimit
      const text = limit ? event.text.slice(0, limit) : event.text
      return {
        draft: edit(draft, event.childKey, (part) =>
          setOption(part, event.groupId, { value: text, notes: part.options[event.groupId]?.notes ?? '' }),
        ),
      }
    }
    case 'option.notes':
      return {
        draft: edit(draft, event.childKey, (part) =>
          setOption(part, event.groupId, { value: part.options[event.groupId]?.value ?? null, notes: event.notes }),
        ),
      }
    case 'option.form':
      return {
        draft: edit(draft, event.childKey, (part) => {
          const current = part.options[event.groupId]?.value
          const values = typeof current === 'object' && current !== null && !Array.isArray(current) ? current : {}
          return setOption(part, event.groupId, { value: { ...values, [event.fieldId]: event.value } })
        }),
      }
    case 'node.image':
      // A crop belongs to its photo: another photo starts uncropped (B §4 crop).
      return {
        draft: edit(draft, event.childKey, (part) =>
          setNode(part, event.nodeId, {
            imageId: event.imageId,
            imageCropId: event.imageCropId,
            crop: null,
            rotation: 0,
          }),
        ),
      }
    case 'node.background':
      return {
        draft: edit(draft, event.childKey, (part) =>
          setNode(part, event.nodeId, { backgroundOptionId: event.optionId }),
        ),
      }
    case 'node.crop':
      return {
        draft: edit(draft, event.childKey, (part) =>
          setNode(part, event.nodeId, { crop: event.crop, rotation: event.rotation }),
        ),
      }
    case 'child.add': {
      const child = product.products.find((p) => p.id === event.productId)
      if (!child) return {}
      const added: ChildDraft = { ...emptyDraft(child), key: `new-${context.nextChildKey}`, productId: child.id }
      return { draft: { ...draft, children: [...draft.children, added] }, nextChildKey: context.nextChildKey + 1 }
    }
    case 'child.remove':
      return { draft: { ...draft, children: draft.children.filter((c) => c.key !== event.childKey) } }
    case 'child.quantity':
      return {
        draft: {
          ...draft,
          children: draft.children.map((c) =>
            c.key === event.childKey
              ? {
                  ...c,
                  quantity: clampQuantity(event.text, { tiers: null, limit: childLimit(product, draft, c.key) }),
                }
              : c,
          ),
        },
      }
    default:
      return {}
  }
}

/** The node as the draft holds it (of the item, or of one chosen child of a build-your-own package). */
const nodeIn = (draft: ItemDraft, childKey: string | undefined, nodeId: string) => {
  const part = childKey ? draft.children.find((c) => c.key === childKey) : draft
  return part?.nodes.find((n) => n.nodeId === nodeId) ?? null
}

/** C §7 tracking of a photo slot: the order (when there is one), the product and the node. */
const slotProperties = (context: PanelContext, nodeId: string) => ({
  order: context.order?.id ?? null,
  product: context.product.id,
  node: nodeId,
})

type NodeEvent<T> = { context: PanelContext; event: Extract<PanelEvent, { type: T }> }

/** C §7 image selected: a photo picked for a node in the shop's image chooser. */
const trackSelected = {
  type: 'track',
  params: ({ context, event }: NodeEvent<'node.image'>): Tracks => ({
    tracks: [
      {
        event: 'Image Selected',
        properties: { ...slotProperties(context, event.nodeId), image: event.imageId, imageCrop: event.imageCropId },
      },
    ],
  }),
} as const

/** C §7 image cropped or crop cleared, read before the draft takes the crop. */
const trackCrop = {
  type: 'track',
  params: ({ context, event }: NodeEvent<'node.crop'>): Tracks => {
    const node = nodeIn(context.draft, event.childKey, event.nodeId)
    return {
      tracks: cropTracks(node ?? {}, event, { ...slotProperties(context, event.nodeId), image: node?.imageId ?? null }),
    }
  },
} as const

/** Issue 16 point 1: every change of the choices is kept at once, so a reload reopens the panel with them. */
const keepDraft = {
  type: 'keepDraft',
  params: ({ context }: { context: PanelContext }): KeptDraft => ({
    draft: context.draft,
    nextChildKey: context.nextChildKey,
  }),
} as const

/** Adding or saving this product's item; `replaceConflicts` once the shopper confirmed the exclusive group. */
const saveRequest = (context: PanelContext, replaceConflicts: boolean): ChangeRequest => {
  const item = itemOf(context)
  return {
    orderRef: context.orderRef,
    change: item
      ? { kind: 'item.update', itemId: item.id, draft: context.draft }
      : { kind: 'item.add', productId: context.product.id, draft: context.draft, replaceConflicts },
  }
}

const removeRequest = (context: PanelContext, withDependents: boolean): ChangeRequest => ({
  orderRef: context.orderRef,
  change: { kind: 'item.remove', itemId: itemOf(context)?.id ?? '', withDependents },
})

/** Runs a change on the order actor; without one (a replay of this machine alone) there is nothing to change. */
const runChange = (request: ChangeRequest): Promise<Order | null> =>
  request.orderRef
    ? requestOrderChange(request.orderRef, request.change)
    : Promise.reject({ code: 'no_order', message: 'No order actor', fields: {} })

const changeOrder = fromPromise<Order | null, ChangeRequest>(({ input }) => runChange(input))

/** Issue 9: the cart one tap away from the "added" toast. */
const VIEW_CART: ToastAction = { label: 'cart.view_cart', href: '/view' }

const label = (context: PanelContext) => ({ product: context.product.information.label })

const notice = (level: 'success' | 'error', message: string) => ({
  type: 'notify' as const,
  params: ({ context }: { context: PanelContext }) => ({ level, message, values: label(context) }),
})

/** How the confirmation ended, read from its done event. */
const outcomeOf = (event: unknown) => (event as { output?: { outcome?: string } }).output?.outcome

/**
 * B §4 product panel: closed; Select or Modify opens it; Add or Save only when the configuration is complete (the core
 * item function says so, as the server will), else the incomplete message and nothing added; Cancel closes. Adding a
 * product of an exclusive group that the order already holds, or removing an item others depend on, asks for
 * confirmation first (B §4, C §4). The order itself belongs to the order actor: the panel follows it and asks it for
 * changes.
 */
export const productPanelMachine = setup({
  types: {} as { context: PanelContext; input: PanelInput; events: PanelEvent },
  actors: {
    saveItem: changeOrder,
    removeItem: changeOrder,
    watchOrder,
    /** The confirmation modal; accepting runs the change it carries on the order actor. */
    confirm: confirmMachine.provide({
      actors: { runAccept: fromPromise(({ input }) => runChange(input.payload as ChangeRequest)) },
    }),
  },
  actions: {
    notify: (
      _,
      _params: { level: 'success' | 'error'; message: string; values?: Record<string, string>; action?: ToastAction },
    ) => {},
    /** C §7 tracking (machines/tracking.ts). */
    track: (_, _params: Tracks) => {},
    /** Issue 16 point 1: the choices kept for the browser session (session storage), and forgotten once closed. */
    keepDraft: (_, _params: KeptDraft) => {},
    forgetDraft: (_, _params: undefined) => {},
    restored: assign({ restoring: false }),
    // Raised once the actor runs, not while it is made: a save or removal started as React's StrictMode remounts the
    // actor would be started again (xstate-react restarts its children), and a delayed event is kept across that.
    takeOpening: enqueueActions(({ context, enqueue }) => {
      if (!context.opening) return
      enqueue.raise(context.opening, { delay: 0 })
      enqueue.assign({ opening: null })
    }),
    followOrder: assign({
      order: ({ event }) => (event as OrderUpdate).order,
      orderReady: ({ event }) => (event as OrderUpdate).ready,
    }),
    startDraft: assign({
      draft: ({ context, event }) => {
        const item = itemOf(context)
        if (item) return draftFromItem(item)
        const photo = event.type === 'panel.open' ? event.photo : undefined
        return withStartingPhoto(emptyDraft(context.product), context.product.nodes, photo)
      },
      incomplete: false,
      error: null,
    }),
    editDraft: assign(({ context, event }) => draftEdit(context, event)),
    show: assign({ showing: true }),
    hide: assign({ showing: false }),
    /** Whether the save adds a new item or updates the existing one, fixed as it starts (for its toast). */
    fixSaveKind: assign({ updating: ({ context }) => itemOf(context) !== null }),
    markIncomplete: assign({
      incomplete: true,
      incompleteAttempts: ({ context }) => context.incompleteAttempts + 1,
    }),
    clearMessages: assign({ incomplete: false, error: null }),
    /** B §4: a photo just picked asks for its photo options (the options actor decides whether to show them). */
    askImageOptions: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'node.image' || !event.image || !context.imageOptionsRef) return
      enqueue.sendTo(context.imageOptionsRef, {
        type: 'imageOptions.request',
        image: event.image,
        imageCropId: event.imageCropId,
        forced: false,
        origin: event.origin,
      })
    }),
    keepError: assign({ error: (_, params: { error: unknown }) => toPanelError(params.error) }),
  },
  guards: {
    complete: ({ context }) => previewOf(context).ok,
    restoring: ({ context }) => context.restoring,
    conflicts: ({ context }) => itemOf(context) === null && conflictsOf(context).length > 0,
    directAdd: ({ context }) => itemOf(context) === null && addsDirectly(context.product),
    hasDependents: ({ context }) => dependentsOf(context).length > 0,
    accepted: ({ event }) => outcomeOf(event) === 'accepted',
    acceptFailed: ({ event }) => outcomeOf(event) === 'failed',
  },
}).createMachine({
  id: 'productPanel',
  context: ({ input }) => ({
    product: input.product,
    productSet: input.productSet,
    catalog: catalogOf(input.productSet, input.croppingAvailable),
    order: input.order ?? null,
    orderReady: input.orderReady ?? true,
    orderRef: input.orderRef ?? null,
    imageOptionsRef: input.imageOptionsRef ?? null,
    draft: input.restored?.draft ?? emptyDraft(input.product),
    incomplete: false,
    incompleteAttempts: 0,
    error: null,
    nextChildKey: input.restored?.nextChildKey ?? 0,
    updating: false,
    showing: false,
    restoring: Boolean(input.restored),
    opening: input.opening ?? null,
  }),
  // The press that made the panel is handled as if it had come once the panel was there (closed, or reopened).
  entry: 'takeOpening',
  invoke: watchOrderInvoke,
  initial: 'closed',
  on: { 'order.updated': { actions: 'followOrder' } },
  states: {
    closed: {
      entry: ['hide', 'forgetDraft'],
      always: { guard: 'restoring', target: 'open', actions: 'restored' },
      on: {
        'panel.open': [
          { guard: and(['directAdd', 'conflicts']), target: 'confirmingReplace' },
          { guard: 'directAdd', target: 'saving' },
          { target: 'open', actions: 'startDraft' },
        ],
        'item.remove': [{ guard: 'hasDependents', target: 'confirmingRemoval' }, { target: 'removing' }],
      },
    },
    open: {
      entry: ['show', keepDraft],
      on: {
        'panel.cancel': { target: 'closed', actions: 'clearMessages' },
        'panel.submit': [
          { guard: not('complete'), actions: 'markIncomplete' },
          { guard: 'conflicts', target: 'confirmingReplace' },
          { target: 'saving' },
        ],
        'item.remove': [{ guard: 'hasDependents', target: 'confirmingRemoval' }, { target: 'removing' }],
        'quantity.change': { actions: ['editDraft', keepDraft] },
        'quantity.step': { actions: ['editDraft', keepDraft] },
        'option.choose': { actions: ['editDraft', keepDraft] },
        'option.text': { actions: ['editDraft', keepDraft] },
        'option.notes': { actions: ['editDraft', keepDraft] },
        'option.form': { actions: ['editDraft', keepDraft] },
        'node.image': { actions: ['editDraft', keepDraft, 'askImageOptions', trackSelected] },
        'node.background': { actions: ['editDraft', keepDraft] },
        'node.crop': { actions: [trackCrop, 'editDraft', keepDraft] },
        'child.add': { actions: ['editDraft', keepDraft] },
        'child.remove': { actions: ['editDraft', keepDraft] },
        'child.quantity': { actions: ['editDraft', keepDraft] },
      },
    },
    saving: {
      entry: 'fixSaveKind',
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
              ...(context.updating ? {} : { action: VIEW_CART }),
            }),
          },
        },
        onError: {
          // Nothing the shopper chose is lost: the panel reopens with the draft and the server's reasons.
          target: 'open',
          actions: [
            { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
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
          payload: saveRequest(context, true),
        }),
        onDone: [
          {
            guard: 'accepted',
            target: 'closed',
            actions: {
              type: 'notify',
              params: ({ context }) => ({
                level: 'success' as const,
                message: 'notifications.item_added',
                values: label(context),
                action: VIEW_CART,
              }),
            },
          },
          {
            guard: 'acceptFailed',
            target: 'open',
            actions: [
              {
                type: 'keepError',
                params: ({ event }) => ({ error: (event.output as { error: unknown }).error }),
              },
              notice('error', 'notifications.item_add_failed'),
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
        input: ({ context }) => ({
          title: 'confirm.remove_dependents_title',
          body: dependentsOf(context)
            .map((i) => i.label)
            .join(', '),
          payload: removeRequest(context, true),
        }),
        onDone: [
          { guard: 'accepted', target: 'closed', actions: notice('success', 'notifications.item_removed') },
          { guard: 'acceptFailed', target: 'closed', actions: notice('error', 'notifications.item_remove_failed') },
          { target: 'closed' },
        ],
      },
    },
    removing: {
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => removeRequest(context, false),
        onDone: { target: 'closed', actions: notice('success', 'notifications.item_removed') },
        onError: { target: 'closed', actions: notice('error', 'notifications.item_remove_failed') },
      },
    },
  },
})
