import { assign, fromPromise, not, setup } from 'xstate'
import {
  hasChosenImageOptions,
  type ImageOptionEntry,
  type ImageOptionState,
  imageOptionEntries,
  imageOptionsOffered,
  NO_IMAGE_OPTIONS,
  savedImageOptions,
  shouldAskImageOptions,
} from '../core/imageOptions'
import { chooseOption, isBlank, type StoredOption } from '../core/options'
import type { OrderImageOption } from '../core/schemas/order'
import type { Image } from '../core/schemas/photos'
import type { ProductOptionGroup } from '../core/schemas/productSet'
import { type OrderRef, type OrderUpdate, requestOrderChange, watchOrder } from './orderLink'
import type { Tracks } from './tracking'

export type ImageOptionsInput = {
  /** productSet.imageProductOptionGroups: without any, options are never requested (B §4). */
  groups: readonly ProductOptionGroup[]
  /** The footer checkbox "show photo options after photo selection", as remembered. */
  showAfterSelection: boolean
  saved?: readonly OrderImageOption[]
  /** The order actor: saved options are read from its order, and saved and removed through it (C §4). */
  orderRef?: OrderRef | null
}

export type ImageOptionsEvent =
  /** A photo was picked (forced: false) or its options link was used (forced: true, overrides a skip). */
  | { type: 'imageOptions.request'; image: Image; imageCropId: string | null; forced: boolean; origin?: string }
  | { type: 'imageOptions.choose'; groupId: string; optionId: string }
  | { type: 'imageOptions.text'; groupId: string; text: string }
  | { type: 'imageOptions.notes'; groupId: string; notes: string }
  /** The image-option chooser of one group (options as images). */
  | { type: 'imageOptions.chooser'; groupId: string | null }
  | { type: 'imageOptions.done' }
  | { type: 'imageOptions.skip' }
  | { type: 'imageOptions.close' }
  | { type: 'imageOptions.remove'; groupId: string }
  | { type: 'imageOptions.showAfterSelection'; on: boolean }
  /** The order actor's order changed (its saved image options with it). */
  | OrderUpdate
  /** C §4: the order was cleared, removed or failed to load. */
  | { type: 'imageOptions.reset' }

export type ImageOptionsContext = {
  groups: readonly ProductOptionGroup[]
  showAfterSelection: boolean
  saved: readonly OrderImageOption[]
  orderRef: OrderRef | null
  /** The order the saved options belong to; another order (cleared, removed, failed to load) resets them (C §4). */
  orderId: string | null
  /** How many items that order held: dropping to none is a clear. */
  orderItemCount: number
  /** B §3 image option per image: options, changed, skipped. */
  images: Record<string, ImageOptionState>
  image: Image | null
  imageCropId: string | null
  /** Which view asked (a photo slot), so that one shows the modal. */
  origin: string | null
  /** The groups as fetched for this photo (GET /product_option_groups/{id}?imageId=&imageCropId=). */
  photoGroups: readonly ProductOptionGroup[]
  draft: Record<string, StoredOption>
  /** The group whose image-option chooser is open. */
  choosing: string | null
  removing: string | null
  /** The last option-group load failed (B §8: a failure state, no message). */
  loadFailed: boolean
}

export type SaveImageOptionsRequest = { entries: ImageOptionEntry[] }

const stateOf = (context: ImageOptionsContext, imageId: string) => context.images[imageId] ?? NO_IMAGE_OPTIONS

const withImage = (context: ImageOptionsContext, patch: Partial<ImageOptionState>) => {
  const id = context.image?.id
  return id ? { ...context.images, [id]: { ...stateOf(context, id), ...patch } } : context.images
}

const savedOption = (context: ImageOptionsContext, groupId: string) =>
  context.saved.find((o) => o.image === context.image?.id && o.productOptionGroup.id === groupId) ?? null

const setDraft = (context: ImageOptionsContext, groupId: string, stored: StoredOption) => ({
  ...context.draft,
  [groupId]: stored,
})

/** A group with autoOpen and nothing chosen opens its chooser as the modal opens (B §4). */
const autoOpenGroup = (context: ImageOptionsContext) =>
  context.photoGroups.find((g) => g.parameters.autoOpen && isBlank(context.draft[g.id]?.value))?.id ?? null

/**
 * B §2 image options modal, B §4 image options, C §4: per photo the options chosen, whether they changed and whether
 * the photo was skipped. A picked photo opens the modal when the footer checkbox is on, never for a shared photo or
 * without image option groups, and not again after a skip unless forced (the options link). Done saves the photo's
 * options on the order (at least one chosen); Skip marks it skipped. Leaving the modal otherwise drops what was chosen
 * there (interpretation of "on leaving the option screen the group's value is cleared"). Reset on order clear,
 * removal or load failure. Tracks image options viewed each time the modal opens (C §7).
 */
export const imageOptionsMachine = setup({
  types: {} as { context: ImageOptionsContext; input: ImageOptionsInput; events: ImageOptionsEvent },
  actors: {
    loadGroups: fromPromise<ProductOptionGroup[], { groupIds: string[]; imageId: string; imageCropId: string | null }>(
      () => Promise.reject(new Error('provided by adapters')),
    ),
    saveOptions: fromPromise<unknown, SaveImageOptionsRequest & { orderRef: OrderRef | null }>(({ input }) =>
      input.orderRef
        ? requestOrderChange(input.orderRef, { kind: 'imageOptions.save', entries: input.entries })
        : Promise.reject(new Error('no order actor')),
    ),
    removeOption: fromPromise<unknown, { id: string; orderRef: OrderRef | null }>(({ input }) =>
      input.orderRef
        ? requestOrderChange(input.orderRef, { kind: 'imageOption.remove', id: input.id })
        : Promise.reject(new Error('no order actor')),
    ),
    watchOrder,
  },
  actions: {
    notify: (_, _params: { level: 'success' | 'error'; message: string }) => {},
    rememberShowAfterSelection: (_, _params: { on: boolean }) => {},
    /** C §7 tracking, the events in order; adapters add the store, session, stage and subject (none in admin mode). */
    track: (_, _params: Tracks) => {},
    followOrder: assign(({ event }) => {
      const { order } = event as OrderUpdate
      return {
        saved: order?.orderImageOptions ?? [],
        orderId: order?.id ?? null,
        orderItemCount: order?.orderItems.length ?? 0,
      }
    }),
    resetImages: assign({ images: {} }),
    setShowAfterSelection: assign({ showAfterSelection: (_, params: { on: boolean }) => params.on }),
    /** Closing also closes the chooser and forgets a removal under way. */
    resetModal: assign({ choosing: null, removing: null }),
    /** The photo asked for, with its saved options and what was chosen for it before. */
    takePhoto: assign(({ context }, params: { image: Image; imageCropId: string | null; origin: string | null }) => ({
      image: params.image,
      imageCropId: params.imageCropId,
      origin: params.origin,
      loadFailed: false,
      draft: { ...savedImageOptions(context.saved, params.image.id), ...context.images[params.image.id]?.options },
    })),
    keepPhotoGroups: assign({ photoGroups: (_, params: { groups: ProductOptionGroup[] }) => params.groups }),
    autoOpenChooser: assign({ choosing: ({ context }) => autoOpenGroup(context) }),
    markLoadFailed: assign({ loadFailed: true }),
    applyChoice: assign({
      draft: ({ context }, params: { groupId: string; optionId: string }) => {
        const group = context.photoGroups.find((g) => g.id === params.groupId)
        if (!group) return context.draft
        return setDraft(
          context,
          params.groupId,
          chooseOption(group.type, context.draft[params.groupId], params.optionId),
        )
      },
      // B §4: the image-option chooser closes once a selection is applied.
      choosing: null,
    }),
    setText: assign({
      draft: ({ context }, params: { groupId: string; text: string }) => {
        const limit = context.photoGroups.find((g) => g.id === params.groupId)?.parameters.characterLimit
        const text = limit ? params.text.slice(0, limit) : params.text
        return setDraft(context, params.groupId, { value: text, notes: context.draft[params.groupId]?.notes ?? '' })
      },
    }),
    setNotes: assign({
      draft: ({ context }, params: { groupId: string; notes: string }) =>
        setDraft(context, params.groupId, { value: context.draft[params.groupId]?.value ?? null, notes: params.notes }),
    }),
    setChooser: assign({ choosing: (_, params: { groupId: string | null }) => params.groupId }),
    markSkipped: assign({ images: ({ context }) => withImage(context, { skipped: true }) }),
    startRemoving: assign({ removing: (_, params: { groupId: string }) => params.groupId }),
    markSaved: assign({
      images: ({ context }) => withImage(context, { options: context.draft, changed: true, skipped: false }),
    }),
    dropRemovedOption: assign({
      draft: ({ context }) => {
        const { [context.removing ?? '']: _, ...rest } = context.draft
        return rest
      },
      images: ({ context }) => {
        const { [context.removing ?? '']: _, ...options } = stateOf(context, context.image?.id ?? '').options
        return withImage(context, { options })
      },
      removing: null,
    }),
    stopRemoving: assign({ removing: null }),
  },
  guards: {
    /** C §4: options are reset when the order is cleared, removed or fails to load (another or no order). */
    /** C §4: reset when the order is replaced (another one, or none: removed, failed to load) or cleared. */
    orderReplaced: ({ context, event }) => {
      const { order } = event as OrderUpdate
      const replaced = context.orderId !== null && order?.id !== context.orderId
      const cleared = context.orderItemCount > 0 && order?.id === context.orderId && order.orderItems.length === 0
      return replaced || cleared
    },
    wanted: ({ context, event }) => {
      if (event.type !== 'imageOptions.request') return false
      if (!imageOptionsOffered(event.image, context.groups)) return false
      return (
        event.forced || (context.showAfterSelection && shouldAskImageOptions(context.images[event.image.id], false))
      )
    },
    chosen: ({ context }) => hasChosenImageOptions(context.draft),
    isSaved: ({ context, event }) =>
      event.type === 'imageOptions.remove' && savedOption(context, event.groupId) !== null,
  },
}).createMachine({
  id: 'imageOptions',
  context: ({ input }) => ({
    groups: input.groups,
    showAfterSelection: input.showAfterSelection,
    saved: input.saved ?? [],
    orderRef: input.orderRef ?? null,
    orderId: null,
    orderItemCount: 0,
    images: {},
    image: null,
    imageCropId: null,
    origin: null,
    photoGroups: [],
    draft: {},
    choosing: null,
    removing: null,
    loadFailed: false,
  }),
  initial: 'closed',
  invoke: { id: 'watchOrder', src: 'watchOrder', input: ({ context }) => ({ orderRef: context.orderRef }) },
  on: {
    'order.updated': [{ guard: 'orderReplaced', actions: ['followOrder', 'resetImages'] }, { actions: 'followOrder' }],
    'imageOptions.reset': { actions: 'resetImages' },
    'imageOptions.showAfterSelection': {
      actions: [
        { type: 'setShowAfterSelection', params: ({ event }) => ({ on: event.on }) },
        { type: 'rememberShowAfterSelection', params: ({ event }) => ({ on: event.on }) },
      ],
    },
  },
  states: {
    closed: {
      entry: 'resetModal',
      on: {
        'imageOptions.request': {
          guard: 'wanted',
          target: 'loading',
          actions: {
            type: 'takePhoto',
            params: ({ event }) => ({
              image: event.image,
              imageCropId: event.imageCropId,
              origin: event.origin ?? null,
            }),
          },
        },
      },
    },
    loading: {
      invoke: {
        id: 'loadGroups',
        src: 'loadGroups',
        input: ({ context }) => ({
          groupIds: context.groups.map((g) => g.id),
          imageId: context.image?.id ?? '',
          imageCropId: context.imageCropId,
        }),
        onDone: {
          target: 'open',
          actions: [
            { type: 'keepPhotoGroups', params: ({ event }) => ({ groups: event.output }) },
            'autoOpenChooser',
            // C §7: the modal opened for this photo (before purchase; the order page's change tracks its own).
            {
              type: 'track',
              params: ({ context }) => ({
                tracks: [
                  {
                    event: 'Image Options Viewed',
                    properties: { order: context.orderId, image: context.image?.id ?? null },
                  },
                ],
              }),
            },
          ],
        },
        // B §8: an option-group load failure sets a failure state; no message is shown.
        onError: { target: 'closed', actions: 'markLoadFailed' },
      },
    },
    open: {
      on: {
        'imageOptions.choose': {
          actions: {
            type: 'applyChoice',
            params: ({ event }) => ({ groupId: event.groupId, optionId: event.optionId }),
          },
        },
        'imageOptions.text': {
          actions: { type: 'setText', params: ({ event }) => ({ groupId: event.groupId, text: event.text }) },
        },
        'imageOptions.notes': {
          actions: { type: 'setNotes', params: ({ event }) => ({ groupId: event.groupId, notes: event.notes }) },
        },
        'imageOptions.chooser': {
          actions: { type: 'setChooser', params: ({ event }) => ({ groupId: event.groupId }) },
        },
        'imageOptions.done': { guard: 'chosen', target: 'saving' },
        'imageOptions.skip': {
          guard: not('chosen'),
          target: 'closed',
          actions: 'markSkipped',
        },
        'imageOptions.close': 'closed',
        'imageOptions.remove': {
          guard: 'isSaved',
          target: 'removing',
          actions: { type: 'startRemoving', params: ({ event }) => ({ groupId: event.groupId }) },
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveOptions',
        src: 'saveOptions',
        input: ({ context }) => ({
          entries: imageOptionEntries(context.image?.id ?? '', context.photoGroups, context.draft),
          orderRef: context.orderRef,
        }),
        onDone: {
          target: 'closed',
          actions: [
            'markSaved',
            { type: 'notify', params: { level: 'success', message: 'notifications.image_options_saved' } },
          ],
        },
        onError: {
          target: 'open',
          actions: { type: 'notify', params: { level: 'error', message: 'notifications.image_options_save_failed' } },
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeOption',
        src: 'removeOption',
        input: ({ context }) => ({
          id: savedOption(context, context.removing ?? '')?.id ?? '',
          orderRef: context.orderRef,
        }),
        onDone: {
          target: 'open',
          actions: [
            'dropRemovedOption',
            { type: 'notify', params: { level: 'success', message: 'notifications.photo_option_removed' } },
          ],
        },
        onError: {
          target: 'open',
          actions: [
            'stopRemoving',
            { type: 'notify', params: { level: 'error', message: 'notifications.photo_option_remove_failed' } },
          ],
        },
      },
    },
  },
})
