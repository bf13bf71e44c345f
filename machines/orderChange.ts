import { and, assign, emit, fromPromise, not, sendParent, sendTo, setup } from 'xstate'
import type { ItemDraft, NodeChoice } from '../core/configuration'
import type { CropBox } from '../core/cropBox'
import { imageOptionsOffered } from '../core/imageOptions'
import type { Rotation } from '../core/images'
import { draftToOrderItem } from '../core/itemRequest'
import { chooseOption } from '../core/options'
import { changeAmount, imageOptionAmount, type PricedChange } from '../core/orderChangeAmount'
import { type Catalog, catalogOf, type ItemVerdict, previewItem } from '../core/orderItem'
import type { Order, OrderItem } from '../core/schemas/order'
import type { ImageCrop } from '../core/schemas/photos'
import type { Product, ProductOptionGroup, ProductSet } from '../core/schemas/productSet'
import type { TrackEvent, TrackProperties } from '../core/tracking'
import { backgroundChooserMachine } from './backgroundChooser'
import { cropMachine } from './crop'
import { imageChooserMachine } from './imageChooser'
import { imageOptionsMachine } from './imageOptions'
import { type ChangeError, type OrderChange, type OrderEmitted, toChangeError } from './order'
import type { OrderRef } from './orderLink'
import { draftFromItem } from './productPanel'
import { cropTracks, type Tracks } from './tracking'

export type OrderChangeInput = {
  order: Order
  itemId: string | null
  imageId: string | null
  mode: 'item' | 'imageOptions'
}

/** What a change is chosen from: the order's product set, its subject's photos, whether photos may be cropped. */
export type ChangeChoices = {
  productSet: ProductSet
  photos: readonly ImageCrop[]
  croppingAvailable: boolean
}

/** A photo option change the photo options child asks for (the order actor's protocol, machines/orderLink.ts). */
export type ImageOptionChange = Extract<OrderChange, { kind: 'imageOptions.save' | 'imageOption.remove' }>

export type OrderChangeEvent =
  /** The shopper opens the crop, backdrop or pose dialog of one node of the item. */
  | { type: 'change.crop'; nodeId: string }
  | { type: 'change.backdrop'; nodeId: string }
  | { type: 'change.pose'; nodeId: string }
  | { type: 'change.save' }
  /** The price shown is accepted: the change is saved. */
  | { type: 'change.confirm' }
  /** Back from the price confirmation to the change, nothing saved. */
  | { type: 'change.back' }
  /** The dialog closes, nothing more saved. */
  | { type: 'change.cancel' }
  /** What the children hand back: a crop saved, a backdrop applied, a photo picked (B §4). */
  | { type: 'crop.saved'; crop: CropBox | null; rotation: Rotation }
  | { type: 'backdrop.applied'; optionId: string }
  | { type: 'pose.picked'; imageId: string; imageCropId: string }
  /** The photo options child asks for a change (requestOrderChange) and watches the order (watchOrder). */
  | { type: 'order.change'; id: string; change: OrderChange }
  | { type: 'xstate.snapshot.imageOptions'; snapshot: { value: unknown; context: ImageOptionsChildContext } }

type ImageOptionsChildContext = { photoGroups: readonly ProductOptionGroup[]; loadFailed: boolean }

/** A photo option change waiting for its price to be confirmed or being saved: the child's request id. */
type PendingOptionChange = { id: string; change: ImageOptionChange }

export type OrderChangeContext = OrderChangeInput & {
  choices: ChangeChoices | null
  catalog: Catalog | null
  /** The item's choices as the shopper changes them (item mode), rebuilt from the saved item. */
  draft: ItemDraft | null
  /** The node whose crop, backdrop or photo dialog is open. */
  nodeId: string | null
  error: ChangeError | null
  /** Photo options: the groups as fetched for the photo (for their prices) and whether the dialog has shown. */
  photoGroups: readonly ProductOptionGroup[]
  optionsShown: boolean
  pending: PendingOptionChange | null
  /**
   * The difference the server named when a price moved between the preview and the save (409 amount_changed): shown
   * and confirmed instead of the preview until the change is edited or dropped.
   */
  quoted: number | null
}

/** The item changed (item mode). */
export const itemOf = (context: Pick<OrderChangeContext, 'order' | 'itemId'>): OrderItem | null =>
  context.order.orderItems.find((i) => i.id === context.itemId) ?? null

export const productOf = (context: Pick<OrderChangeContext, 'order' | 'itemId' | 'catalog'>): Product | null => {
  const item = itemOf(context)
  return (item && context.catalog?.everyProduct.get(item.product)) ?? null
}

/**
 * The backdrop group the item's backdrop is chosen in: a background option group of the product, per node with
 * allowMultipleBackgrounds (B §5), else one for the item.
 */
export const backdropGroupOf = (product: Product | null): ProductOptionGroup | null =>
  product?.productOptionGroups.find((g) => g.type === 'background') ?? null

/** The backdrop chosen for a node: its own with a backdrop per node, else the item's. */
export const backdropOf = (context: OrderChangeContext, nodeId: string): string | null => {
  const group = backdropGroupOf(productOf(context))
  if (!group || !context.draft) return null
  if (productOf(context)?.allowMultipleBackgrounds)
    return context.draft.nodes.find((n) => n.nodeId === nodeId)?.backgroundOptionId ?? null
  const value = context.draft.options[group.id]?.value
  return typeof value === 'string' ? value : null
}

/** The product's quantity in the order's other items (B §5 orderLimit), as the server counts it. */
const quantityElsewhere = (context: OrderChangeContext) => {
  const item = itemOf(context)
  return context.order.orderItems
    .filter((i) => i.product === item?.product && i.id !== item?.id)
    .reduce((n, i) => n + i.quantity, 0)
}

/** The verdict the server will give on the changed item, with its price (core/orderItem.ts previewItem). */
export const previewOf = (context: OrderChangeContext): ItemVerdict | null => {
  const product = productOf(context)
  if (!product || !context.catalog || !context.draft) return null
  return previewItem(context.catalog, product, context.draft, quantityElsewhere(context))
}

/** C §7 save item options: the item's options and the photo, crop, rotation and backdrop of each node. */
export const itemOptionsRequest = (order: Order, item: OrderItem, draft: ItemDraft) => {
  const { options, nodes } = draftToOrderItem(draft)
  const preference = new Map(item.orderItemNodes.map((n) => [n.node.id, n.imageTypePreference]))
  return {
    order: order.id,
    items: [
      {
        id: item.id,
        options,
        nodes: nodes.map((n) => ({ ...n, imageTypePreference: preference.get(n.node) ?? null })),
      },
    ],
  }
}

/**
 * The body of C §7 save item options as sent (core/schemas/afterPurchase.ts SaveItemOptionsRequest decodes it), with the
 * difference the parent was shown and confirmed (issue 14: the server makes the change only at that amount).
 */
export type ItemOptionsBody = ReturnType<typeof itemOptionsRequest> & { confirmedAmount: number }

/** Whether the shopper changed anything: the request differs from the saved item's. */
export const hasChanges = (context: OrderChangeContext): boolean => {
  const item = itemOf(context)
  if (!item || !context.draft) return false
  const body = (draft: ItemDraft) => JSON.stringify(itemOptionsRequest(context.order, item, draft))
  return body(context.draft) !== body(draftFromItem(item))
}

/** What saving the item change moves (issue 14 point 5): > 0 charged, < 0 refunded; null while it cannot be priced. */
export const itemChangeAmount = (context: OrderChangeContext): number | null => {
  const verdict = previewOf(context)
  if (!verdict?.item || !context.itemId) return null
  const change: PricedChange = {
    kind: 'item',
    itemId: context.itemId,
    subTotal: verdict.item.subTotal,
    originalSubTotal: verdict.item.originalSubTotal,
  }
  return changeAmount(context.order, change)
}

/**
 * What a photo option change moves: each group's new amount against what the photo's options cost now; null when a
 * group's price is not known here (it is never taken as free).
 */
export const optionChangeAmount = (context: OrderChangeContext, change: ImageOptionChange): number | null => {
  if (change.kind === 'imageOption.remove') {
    const removed = context.order.orderImageOptions.find((o) => o.id === change.id)
    return removed
      ? changeAmount(context.order, {
          kind: 'imageOptions',
          imageId: removed.image,
          amounts: { [removed.productOptionGroup.id]: 0 },
        })
      : 0
  }
  const imageId = change.entries[0]?.image ?? ''
  const amounts: Record<string, number> = {}
  for (const entry of change.entries) {
    const group = context.photoGroups.find((g) => g.id === entry.productOptionGroup)
    if (!group) return null
    amounts[entry.productOptionGroup] = imageOptionAmount(group, entry.value)
  }
  return changeAmount(context.order, { kind: 'imageOptions', imageId, amounts })
}

/**
 * The amount the change shown moves (either kind), as the parent sees and confirms it and the save sends it: the
 * server's when it named one, else the preview; null while it cannot be priced (nothing is saved then).
 */
export const pendingAmount = (context: OrderChangeContext): number | null =>
  context.quoted ?? (context.pending ? optionChangeAmount(context, context.pending.change) : itemChangeAmount(context))

/** The amount a 409 amount_changed names (ErrorBody values.confirmedAmount.amount), else null. */
const quotedAmount = (error: unknown): number | null => {
  const e = error as { code?: unknown; values?: { confirmedAmount?: { amount?: unknown } } } | null
  const amount = e?.code === 'amount_changed' ? e.values?.confirmedAmount?.amount : undefined
  return typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null
}

/** Why a photo option change whose price is not known here is not saved. */
const PRICE_UNKNOWN = { code: 'price_unknown', message: 'The price of this option is not known' }

/** The photo whose options are changed (imageOptions mode): the order's node of it, else the subject's photo. */
export const optionsPhotoOf = (context: OrderChangeContext): ImageCrop | null => {
  const photos = context.choices?.photos ?? []
  const node = context.order.orderItems
    .flatMap((i) => [...i.orderItemNodes, ...i.orderItems.flatMap((c) => c.orderItemNodes)])
    .find((n) => n.image === context.imageId)
  return (
    photos.find((p) => p.id === node?.imageCrop && p.image.id === context.imageId) ??
    photos.find((p) => p.image.id === context.imageId) ??
    null
  )
}

/** Where photo options changed after purchase ask the image options modal to show (its `origin`). */
export const ORDER_CHANGE_ORIGIN = 'order-change'

/** Changes one node of the draft (crop, photo, backdrop), keeping the others. */
const patchNode = (draft: ItemDraft, nodeId: string, patch: Partial<NodeChoice>): ItemDraft => ({
  ...draft,
  nodes: draft.nodes.map((n) => (n.nodeId === nodeId ? { ...n, ...patch } : n)),
})

/** The draft after an event of a child: the crop saved, the photo picked (uncropped, B §4), the backdrop applied. */
const draftEdit = (context: OrderChangeContext, event: OrderChangeEvent): ItemDraft | null => {
  const { draft, nodeId } = context
  if (!draft || !nodeId) return draft
  switch (event.type) {
    case 'crop.saved':
      return patchNode(draft, nodeId, { crop: event.crop, rotation: event.rotation })
    case 'pose.picked':
      return patchNode(draft, nodeId, {
        imageId: event.imageId,
        imageCropId: event.imageCropId,
        crop: null,
        rotation: 0,
      })
    case 'backdrop.applied': {
      const product = productOf(context)
      const group = backdropGroupOf(product)
      if (!group) return draft
      if (product?.allowMultipleBackgrounds) return patchNode(draft, nodeId, { backgroundOptionId: event.optionId })
      return {
        ...draft,
        options: { ...draft.options, [group.id]: chooseOption(group.type, draft.options[group.id], event.optionId) },
      }
    }
    default:
      return draft
  }
}

const nodeOf = (context: OrderChangeContext, nodeId: string) =>
  context.draft?.nodes.find((n) => n.nodeId === nodeId) ?? null

/** C §7 tracking: what the change tracks, with the order (adapters add the store, session, stage and subject). */
const tracked = (context: OrderChangeContext, event: TrackEvent, properties: TrackProperties = {}): Tracks => ({
  tracks: [
    { event, properties: { order: context.order.id, orderReference: context.order.orderReference, ...properties } },
  ],
})

const successToast = (change: ImageOptionChange) =>
  change.kind === 'imageOption.remove' ? 'notifications.photo_option_removed' : 'notifications.image_options_saved'

const failureToast = (change: ImageOptionChange) =>
  change.kind === 'imageOption.remove'
    ? 'notifications.photo_option_remove_failed'
    : 'notifications.image_options_save_failed'

/**
 * Issue 14 point 5, C §4 and §7: a change after purchase, invoked by the order page (machines/orderView.ts) for one
 * item (its crop, backdrop or photo per node, through the crop, background chooser and image chooser machines as
 * children) or for one photo's image options (the image options machine as a child, which asks this machine for its
 * changes as it asks the order actor). A change that moves money shows the amount and waits for the shopper's
 * confirmation; the save carries the amount shown (0 for "the price stays the same"), and when a price moved since
 * (409 amount_changed) the server's new amount is shown and confirmed again. A photo option whose price is not known
 * here is not saved. The save answers the order, sent to the parent (`order.changed`). A refusal (the card declined, the
 * cutoff passed, a version conflict) keeps every choice and says why. Closing ends in `done`.
 */
export const orderChangeMachine = setup({
  types: {} as {
    context: OrderChangeContext
    input: OrderChangeInput
    events: OrderChangeEvent
    emitted: OrderEmitted
  },
  actors: {
    /** The product set, the subject's photos and whether cropping is offered, for the order. */
    loadChoices: fromPromise<ChangeChoices, { order: Order }>(() => Promise.reject(new Error('provided by adapters'))),
    /** C §7 save item options (PUT /orders/{id}/item_options) on the order's version; answers the order. */
    saveItemOptions: fromPromise<Order, { version: number; request: ItemOptionsBody }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
    /** C §7 save image options or remove image option on the order's version; answers the order. */
    /** `confirmedAmount`: the difference the parent confirmed (or was told stays the same: 0). */
    changeImageOptions: fromPromise<
      Order,
      { orderId: string; version: number; change: ImageOptionChange; confirmedAmount: number }
    >(() => Promise.reject(new Error('provided by adapters'))),
    /** The order as stored now (after a version conflict). */
    reloadOrder: fromPromise<Order, { orderId: string }>(() => Promise.reject(new Error('provided by adapters'))),
    crop: cropMachine.provide({
      actions: { saved: sendParent((_, params) => ({ type: 'crop.saved', ...params })) },
    }),
    backgroundChooser: backgroundChooserMachine.provide({
      actions: { applied: sendParent((_, params) => ({ type: 'backdrop.applied', ...params })) },
    }),
    imageChooser: imageChooserMachine.provide({
      actions: { picked: sendParent((_, params) => ({ type: 'pose.picked', ...params })) },
    }),
    /** Its option groups are loaded by the adapters' provision (imageOptionsLogic); it saves through this machine. */
    imageOptions: imageOptionsMachine,
  },
  actions: {
    notify: (_, _params: { level: 'success' | 'error'; message: string }) => {},
    track: (_, _params: Tracks) => {},
    keepChoices: assign(({ context }, params: { choices: ChangeChoices }) => {
      const item = itemOf(context)
      return {
        choices: params.choices,
        catalog: catalogOf(params.choices.productSet, params.choices.croppingAvailable),
        draft: item ? draftFromItem(item) : null,
      }
    }),
    keepOrder: assign({ order: (_, params: { order: Order }) => params.order }),
    keepError: assign({ error: (_, params: { error: unknown }) => toChangeError(params.error) }),
    clearError: assign({ error: null }),
    chooseNode: assign({ nodeId: (_, params: { nodeId: string }) => params.nodeId }),
    /** The crop, backdrop and photo dialogs open on the node chosen, with what it holds now. */
    openCrop: sendTo('crop', ({ context }) => {
      const node = nodeOf(context, context.nodeId ?? '')
      return { type: 'crop.open', crop: node?.crop ?? null, rotation: node?.rotation ?? 0 }
    }),
    openBackdrop: sendTo('backgroundChooser', ({ context }) => ({
      type: 'background.open',
      current: backdropOf(context, context.nodeId ?? ''),
    })),
    openPose: sendTo('imageChooser', { type: 'chooser.open' }),
    editDraft: assign({ draft: ({ context, event }) => draftEdit(context, event), quoted: null }),
    keepQuoted: assign({ quoted: (_, params: { error: unknown }) => quotedAmount(params.error) }),
    reportChanged: sendParent((_, params: { order: Order }) => ({ type: 'order.changed', order: params.order })),
    keepPending: assign({
      pending: ({ event }) =>
        event.type === 'order.change' ? { id: event.id, change: event.change as ImageOptionChange } : null,
      quoted: null,
    }),
    dropPending: assign({ pending: null, quoted: null }),
    emitDone: emit(({ context }) => ({
      type: 'change.done' as const,
      id: context.pending?.id ?? '',
      order: context.order,
    })),
    emitFailed: emit(({ context }, params: { error: unknown }) => ({
      type: 'change.failed' as const,
      id: context.pending?.id ?? '',
      error: toChangeError(params.error),
    })),
    keepPhotoGroups: assign({
      photoGroups: ({ event }) =>
        event.type === 'xstate.snapshot.imageOptions' ? event.snapshot.context.photoGroups : [],
    }),
    markOptionsShown: assign({ optionsShown: true }),
    askImageOptions: sendTo('imageOptions', ({ context }) => {
      const photo = optionsPhotoOf(context)
      return {
        type: 'imageOptions.request',
        image: photo?.image,
        imageCropId: photo?.id ?? null,
        forced: true,
        origin: ORDER_CHANGE_ORIGIN,
      }
    }),
  },
  guards: {
    imageOptionsMode: ({ context }) => context.mode === 'imageOptions',
    optionsOffered: ({ context }) => {
      const photo = optionsPhotoOf(context)
      return (
        photo !== null && imageOptionsOffered(photo.image, context.choices?.productSet.imageProductOptionGroups ?? [])
      )
    },
    hasItem: ({ context }) => itemOf(context) !== null && productOf(context) !== null,
    changed: ({ context }) => hasChanges(context),
    accepted: ({ context }) => previewOf(context)?.ok === true,
    priced: ({ context }) => pendingAmount(context) !== null,
    movesMoney: ({ context }) => (pendingAmount(context) ?? 0) !== 0,
    /** The price moved since the preview and the server named the new amount: the parent confirms that one. */
    isAmountChanged: (_, params: { error: unknown }) => quotedAmount(params.error) !== null,
    isOptionChange: ({ event }) =>
      event.type === 'order.change' && ['imageOptions.save', 'imageOption.remove'].includes(event.change.kind),
    isVersionConflict: (_, params: { error: unknown }) => toChangeError(params.error).code === 'version_conflict',
    optionsShown: ({ context }) => context.optionsShown,
    optionsOpen: ({ event }) => event.type === 'xstate.snapshot.imageOptions' && event.snapshot.value === 'open',
    optionsClosed: ({ context, event }) =>
      event.type === 'xstate.snapshot.imageOptions' &&
      event.snapshot.value === 'closed' &&
      (context.optionsShown || event.snapshot.context.loadFailed),
  },
}).createMachine({
  id: 'orderChange',
  context: ({ input }) => ({
    ...input,
    choices: null,
    catalog: null,
    draft: null,
    nodeId: null,
    error: null,
    photoGroups: [],
    optionsShown: false,
    pending: null,
    quoted: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadChoices',
        src: 'loadChoices',
        input: ({ context }) => ({ order: context.order }),
        onDone: {
          target: 'choosing',
          actions: { type: 'keepChoices', params: ({ event }) => ({ choices: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // What is changed: a photo's options, when it has some (C §4), else an item of the order.
    choosing: {
      always: [
        { guard: and(['imageOptionsMode', 'optionsOffered']), target: 'imageOptions' },
        { guard: and([not('imageOptionsMode'), 'hasItem']), target: 'item' },
        { target: 'failed' },
      ],
    },
    // Nothing to change from (the choices did not load, or the item or photo is not there): say so, then close.
    failed: { on: { 'change.cancel': 'done' } },
    item: {
      invoke: [
        { id: 'crop', src: 'crop' },
        { id: 'backgroundChooser', src: 'backgroundChooser', input: { autoOpen: false } },
        { id: 'imageChooser', src: 'imageChooser' },
      ],
      on: { 'change.cancel': 'done' },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'change.crop': {
              actions: [{ type: 'chooseNode', params: ({ event }) => ({ nodeId: event.nodeId }) }, 'openCrop'],
            },
            'change.backdrop': {
              actions: [{ type: 'chooseNode', params: ({ event }) => ({ nodeId: event.nodeId }) }, 'openBackdrop'],
            },
            'change.pose': {
              actions: [{ type: 'chooseNode', params: ({ event }) => ({ nodeId: event.nodeId }) }, 'openPose'],
            },
            'crop.saved': {
              actions: [
                // Before the draft changes: whether the crop is new, changed or taken off.
                {
                  type: 'track',
                  params: ({ context, event }) => ({
                    tracks: cropTracks(nodeOf(context, context.nodeId ?? '') ?? {}, event, {
                      order: context.order.id,
                      orderReference: context.order.orderReference,
                      node: context.nodeId,
                    }),
                  }),
                },
                'editDraft',
                'clearError',
              ],
            },
            'backdrop.applied': { actions: ['editDraft', 'clearError'] },
            'pose.picked': {
              actions: [
                'editDraft',
                'clearError',
                {
                  type: 'track',
                  params: ({ context, event }) =>
                    tracked(context, 'Image Selected', { node: context.nodeId, image: event.imageId }),
                },
              ],
            },
            'change.save': [
              // Nothing changed, or the server would refuse it: the dialog says why, nothing is sent.
              { guard: not(and(['changed', 'accepted', 'priced'])) },
              { guard: 'movesMoney', target: 'confirming', actions: 'clearError' },
              { target: 'saving', actions: 'clearError' },
            ],
          },
        },
        confirming: { on: { 'change.confirm': 'saving', 'change.back': 'editing' } },
        saving: {
          invoke: {
            id: 'saveItemOptions',
            src: 'saveItemOptions',
            input: ({ context }) => {
              const item = itemOf(context) as OrderItem
              return {
                version: context.order.version,
                request: {
                  ...itemOptionsRequest(context.order, item, context.draft as ItemDraft),
                  // What the parent was shown: the amount confirmed, or 0 with "the price stays the same".
                  confirmedAmount: pendingAmount(context) ?? 0,
                },
              }
            },
            onDone: {
              target: '#orderChange.done',
              actions: [
                { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
                { type: 'reportChanged', params: ({ event }) => ({ order: event.output }) },
                {
                  type: 'notify',
                  params: { level: 'success', message: 'notifications.order_change_saved' },
                },
              ],
            },
            onError: [
              {
                guard: { type: 'isAmountChanged', params: ({ event }) => ({ error: event.error }) },
                target: 'confirming',
                actions: [
                  { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'keepQuoted', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                guard: { type: 'isVersionConflict', params: ({ event }) => ({ error: event.error }) },
                target: 'reloading',
                actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'editing', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        // C §4: after a version conflict the order is read again; the shopper's choices stay, to be saved again.
        reloading: {
          invoke: {
            id: 'reloadOrder',
            src: 'reloadOrder',
            input: ({ context }) => ({ orderId: context.order.id }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
                { type: 'reportChanged', params: ({ event }) => ({ order: event.output }) },
              ],
            },
            onError: 'editing',
          },
        },
      },
    },
    imageOptions: {
      invoke: {
        id: 'imageOptions',
        src: 'imageOptions',
        input: ({ context, self }) => ({
          groups: context.choices?.productSet.imageProductOptionGroups ?? [],
          showAfterSelection: false,
          saved: context.order.orderImageOptions,
          // This machine answers the child's changes as the order actor would (order.change → change.done or
          // change.failed) and holds the order it follows (context.order): the protocol of machines/orderLink.ts.
          orderRef: self as unknown as OrderRef,
        }),
        onSnapshot: [
          {
            guard: 'optionsClosed',
            target: 'done',
          },
          {
            guard: and(['optionsOpen', not('optionsShown')]),
            actions: [
              'keepPhotoGroups',
              'markOptionsShown',
              {
                type: 'track',
                params: ({ context }) => tracked(context, 'Image Options Viewed', { image: context.imageId }),
              },
            ],
          },
          { actions: 'keepPhotoGroups' },
        ],
      },
      on: { 'change.cancel': 'done' },
      initial: 'asking',
      states: {
        // The child is there once this state is entered: it is asked for the photo's options (forced: the link).
        asking: { entry: 'askImageOptions', always: 'waiting' },
        waiting: {
          on: {
            'order.change': { guard: 'isOptionChange', target: 'pricing', actions: ['keepPending', 'clearError'] },
          },
        },
        // A price not known here is never confirmed as free: the change is refused and says so.
        pricing: {
          always: [
            {
              guard: not('priced'),
              target: 'waiting',
              actions: [
                { type: 'keepError', params: { error: PRICE_UNKNOWN } },
                { type: 'emitFailed', params: { error: PRICE_UNKNOWN } },
                'dropPending',
              ],
            },
            { guard: 'movesMoney', target: 'confirming' },
            { target: 'saving' },
          ],
        },
        confirming: {
          on: {
            'change.confirm': 'saving',
            'change.back': {
              target: 'waiting',
              actions: [
                { type: 'emitFailed', params: { error: { code: 'declined', message: 'Not confirmed' } } },
                'dropPending',
              ],
            },
          },
        },
        saving: {
          invoke: {
            id: 'changeImageOptions',
            src: 'changeImageOptions',
            input: ({ context }) => ({
              orderId: context.order.id,
              version: context.order.version,
              change: (context.pending as PendingOptionChange).change,
              confirmedAmount: pendingAmount(context) ?? 0,
            }),
            onDone: {
              target: 'waiting',
              actions: [
                { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
                'emitDone',
                { type: 'reportChanged', params: ({ event }) => ({ order: event.output }) },
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    level: 'success' as const,
                    message: successToast((context.pending as PendingOptionChange).change),
                  }),
                },
                'dropPending',
              ],
            },
            onError: [
              {
                guard: { type: 'isAmountChanged', params: ({ event }) => ({ error: event.error }) },
                target: 'confirming',
                actions: [
                  { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'keepQuoted', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                guard: { type: 'isVersionConflict', params: ({ event }) => ({ error: event.error }) },
                target: 'reloading',
                actions: [
                  { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'emitFailed', params: ({ event }) => ({ error: event.error }) },
                  'dropPending',
                ],
              },
              {
                target: 'waiting',
                actions: [
                  { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                  {
                    type: 'notify',
                    params: ({ context }) => ({
                      level: 'error' as const,
                      message: failureToast((context.pending as PendingOptionChange).change),
                    }),
                  },
                  { type: 'emitFailed', params: ({ event }) => ({ error: event.error }) },
                  'dropPending',
                ],
              },
            ],
          },
        },
        reloading: {
          invoke: {
            id: 'reloadOrder',
            src: 'reloadOrder',
            input: ({ context }) => ({ orderId: context.order.id }),
            onDone: {
              target: 'waiting',
              actions: [
                { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
                { type: 'reportChanged', params: ({ event }) => ({ order: event.output }) },
              ],
            },
            onError: 'waiting',
          },
        },
      },
    },
    done: { type: 'final' },
  },
})
