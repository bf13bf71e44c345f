import type { SnapshotFrom } from 'xstate'
import { croppingOffered } from '../core/images'
import { pictureOf } from '../core/srcset'
import type { ImageChooserInput } from './imageChooserView'
import {
  backdropGroupOf,
  backdropOf,
  hasChanges,
  itemOf,
  ORDER_CHANGE_ORIGIN,
  type OrderChangeContext,
  type OrderChangeEvent,
  type orderChangeMachine,
  pendingAmount,
  previewOf,
  productOf,
} from './orderChange'
import { asIs, message, type ViewText } from './viewText'

type OrderChangeSnapshot = Pick<SnapshotFrom<typeof orderChangeMachine>, 'context' | 'matches' | 'status'>

/**
 * What the server's refusal says to the parent (issue 14 point 5): a refused card in the provider's words, the cutoff
 * in the server's words (they name the studio contact, or the new amount of a change whose price moved), a photo option
 * whose price is not known here, a version conflict, the field messages of a 400, else a plain
 * failure. Nothing chosen is lost: the dialog stays with the choices.
 */
export const changeErrorText = (error: OrderChangeContext['error']): ViewText[] => {
  if (!error) return []
  switch (error.code) {
    case 'payment_failed':
      return [message('order_change.payment_failed', { reason: error.message })]
    case 'changes_closed':
    case 'change_needs_payment':
    case 'prices_changed':
    case 'change_in_progress':
    case 'amount_changed':
      return [asIs(error.message)]
    case 'price_unknown':
      return [message('order_change.price_unknown')]
    case 'version_conflict':
      return [message('notifications.order_changed_elsewhere')]
    default: {
      const fields = Object.values(error.fields).map((id) => message(id))
      return fields.length > 0 ? fields : [message('order_change.failed')]
    }
  }
}

/**
 * The price line and the confirmation's question: a charge (paid order), a refund, or what a placed (pay later) order
 * comes to owe more or less; nothing when the change moves no money.
 */
const priceText = (context: OrderChangeContext, amount: number) => {
  const placed = context.order.status === 'placed'
  if (amount > 0) return { kind: 'charge' as const, id: placed ? 'order_change.due_more' : 'order_change.charge' }
  if (amount < 0) return { kind: 'refund' as const, id: placed ? 'order_change.due_less' : 'order_change.refund' }
  return { kind: 'none' as const, id: 'order_change.same_price' }
}

/** One node of the item as the change dialog shows it: its photo, and the crop, backdrop and pose buttons. */
const nodeView = (context: OrderChangeContext, nodeId: string, label: string) => {
  const choice = context.draft?.nodes.find((n) => n.nodeId === nodeId)
  const photos = context.choices?.photos ?? []
  const photo =
    photos.find((p) => p.id === choice?.imageCropId) ?? photos.find((p) => p.image.id === choice?.imageId) ?? null
  const rotation = choice?.rotation ?? 0
  const cropped = Boolean(choice?.crop) || rotation !== 0
  const group = backdropGroupOf(productOf(context))
  const backdropId = backdropOf(context, nodeId)
  const backdrop = group?.productOptions.find((o) => o.id === backdropId) ?? null
  return {
    nodeId,
    label,
    photo: photo && { ...pictureOf(photo.image.smallUrl, photo.image.sources), alt: photo.image.label },
    /** B §5: only a photo of one's own where cropping is available. */
    crop:
      photo && croppingOffered(photo.image, context.choices?.croppingAvailable ?? false)
        ? {
            label: cropped ? 'crop.review' : 'crop.open',
            event: { type: 'change.crop', nodeId } satisfies OrderChangeEvent,
          }
        : null,
    cropStatus: cropped ? { degrees: rotation } : null,
    backdrop: group
      ? {
          label: backdrop ? asIs(backdrop.label) : message('background.none'),
          event: { type: 'change.backdrop', nodeId } satisfies OrderChangeEvent,
        }
      : null,
    pose: photos.length > 0 ? ({ type: 'change.pose', nodeId } satisfies OrderChangeEvent) : null,
  }
}

/**
 * Issue 14 point 5 change dialog (machines/orderChange.ts): the item's photos with crop, backdrop and pose buttons,
 * the price difference the change makes (previewed with the server's own functions), save (then the confirmation of
 * the amount when it moves money), cancel, and why a save was refused. For photo options, the confirmation of their
 * price and the refusal's words beside the image options modal. `dialogs` say what the children's modals need.
 */
export const orderChangeView = (snapshot: OrderChangeSnapshot) => {
  const { context } = snapshot
  const item = itemOf(context)
  const busy = snapshot.matches({ item: 'saving' }) || snapshot.matches({ item: 'reloading' })
  const changed = hasChanges(context)
  const verdict = previewOf(context)
  // What the parent is shown is what the save sends (orderChange.ts pendingAmount); null: not priced, nothing shown.
  const amount = pendingAmount(context)
  const price = priceText(context, amount ?? 0)
  const confirming = snapshot.matches({ item: 'confirming' }) || snapshot.matches({ imageOptions: 'confirming' })
  const editedNode = context.draft?.nodes.find((n) => n.nodeId === context.nodeId) ?? null
  const editedPhoto =
    (context.choices?.photos ?? []).find((p) => p.id === editedNode?.imageCropId) ??
    (context.choices?.photos ?? []).find((p) => p.image.id === editedNode?.imageId) ??
    null
  const product = productOf(context)
  const group = backdropGroupOf(product)
  return {
    open: snapshot.status !== 'done',
    title: item ? message('order_change.title', { item: item.label }) : message('imageOptions.title'),
    /** Amounts are the order's currency. */
    currency: context.order.currency,
    loading: snapshot.matches('loading'),
    /** The choices could not load, or the item or photo is not on the order: why, and close. */
    failed: snapshot.matches('failed') ? { message: message('order_change.unavailable') } : null,
    item:
      snapshot.matches('item') && item
        ? {
            nodes: item.orderItemNodes.map((n) => nodeView(context, n.node.id, n.node.label)),
            /** The difference the change makes to the order's total, once something changed. */
            price:
              changed && verdict?.item && amount !== null
                ? { amount: Math.abs(amount), kind: price.kind, text: price.id }
                : null,
            /** The first reason the server would refuse the change (core/orderItem.ts), e.g. a crop outside the photo. */
            problem: verdict && !verdict.ok ? (verdict.problems[0]?.key ?? null) : null,
            save: {
              event: { type: 'change.save' } satisfies OrderChangeEvent,
              disabled: busy || !changed || verdict?.ok !== true,
            },
            busy,
          }
        : null,
    confirm:
      confirming && amount !== null
        ? {
            title: 'order_change.confirm_title',
            text: price.id,
            amount: Math.abs(amount),
            kind: price.kind,
            confirm: { type: 'change.confirm' } satisfies OrderChangeEvent,
            back: { type: 'change.back' } satisfies OrderChangeEvent,
          }
        : null,
    error: changeErrorText(context.error),
    cancel: busy ? null : ({ type: 'change.cancel' } satisfies OrderChangeEvent),
    /** What the children's modals show: the photo being cropped, the backdrop group, the photos to pick from. */
    dialogs: {
      crop: editedPhoto ? { image: editedPhoto.image } : null,
      backdrop:
        group && context.nodeId
          ? {
              group,
              chosen: backdropOf(context, context.nodeId),
              photo: editedPhoto?.image ?? null,
            }
          : null,
      pose:
        product && context.choices
          ? ({
              photos: context.choices.photos,
              status: 'loaded',
              favouriteCropIds: [],
              product,
              // B §5 pose limit: the photos of the item's other nodes.
              chosen: (context.draft?.nodes ?? [])
                .filter((n) => n.nodeId !== context.nodeId && n.imageId !== null)
                .map((n) => ({ imageId: n.imageId as string })),
            } satisfies ImageChooserInput)
          : null,
      imageOptions: snapshot.matches('imageOptions') ? { origin: ORDER_CHANGE_ORIGIN } : null,
    },
  }
}

export type OrderChangeView = ReturnType<typeof orderChangeView>
