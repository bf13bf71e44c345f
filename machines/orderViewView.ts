// What the order page shows (C §2 order view and downloads, licence modal; issue 14): the order's reference, date and
// status in words, each item with the photos on its nodes, its options and its downloads, the totals, the payment and
// the orders paid with it, the image-submission box, the receipt button, download all, the licence modal, and the
// changes after purchase (open until the cutoff, else whom to ask; the history of what was changed).

import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { changeableAfterPurchase } from '../core/afterPurchase'
import { digitalItems, downloadsOpen, hasDigitalItems } from '../core/downloads'
import { imageOptionsOffered } from '../core/imageOptions'
import type { Money } from '../core/money'
import type { PaymentMethodId } from '../core/payments'
import { cardIconOf } from '../core/payments'
import type { Order, OrderItem, StudioContact } from '../core/schemas/order'
import type { ImageCrop } from '../core/schemas/photos'
import type { ProductSet } from '../core/schemas/productSet'
import { type CartPhoto, nodePhoto, optionWords, productsOf, type TotalsView, totalsOf } from './cartView'
import type { orderChangeMachine } from './orderChange'
import { imageSubmissionOf } from './orderCompleteView'
import type { Archive, OrderViewEvent, OrderViewNotice, orderViewMachine } from './orderView'

export type OrderPhotoView = {
  /** The node the photo is on (one thumbnail per node). */
  key: string
  imageId: string
  nodeLabel: string
  /** Null until the subject's photos are loaded (or for a photo that is not among them). */
  photo: CartPhoto | null
  /** The photo's image options as saved for the order, in words. */
  options: string[]
  /** "Image options" (issue 14 point 5): while the order takes changes, for a photo that has options (C §4). */
  imageOptions: OrderViewEvent | null
}

export type DownloadButtonView = {
  itemId: string
  label: string
  /** The licence was accepted for this item (C §3 order item acceptedLicence). */
  accepted: boolean
  event: OrderViewEvent
  busy: boolean
}

export type OrderItemView = {
  id: string
  label: string
  quantity: number
  price: Money
  options: string[]
  /** The products a package holds, with their quantities. */
  contents: string[]
  photos: OrderPhotoView[]
  downloads: DownloadButtonView[]
  /** "Change photo, crop or backdrop" (issue 14 point 5): while the order takes changes, for an item with photos. */
  change: OrderViewEvent | null
}

export type OrderChangeView = {
  id: string
  date: string
  summary: string
  /** What the change moved, as a positive amount: charged or refunded; none for 0. */
  money: { kind: 'charged' | 'refunded'; amount: Money } | null
  status: 'pending' | 'succeeded' | 'failed'
}

type StatusId =
  | 'order_view.status_paid'
  | 'order_view.status_placed'
  | 'order_view.status_cancelled'
  | 'order_view.status_in_progress'

export type OrderPageView =
  | { status: 'loading' }
  | { status: 'failed'; retry: OrderViewEvent }
  /** C §2: a cart, another shopper's order or an unknown reference; the shop's home is the way back. */
  | { status: 'notFound'; home: '/' }
  | {
      status: 'ready'
      reference: string
      /** The child the order is for, when the payment names it. */
      subjectName: string | null
      /** When it was paid, else when it was made (ISO). */
      date: string
      orderStatus: { id: StatusId; tone: 'success' | 'info' | 'danger' }
      items: OrderItemView[]
      totals: TotalsView
      payment: {
        /** A manual payment the studio recorded as received (issue 15) reads as received, not as still to pay. */
        methodId: `order_view.payment_${PaymentMethodId}` | 'order_view.payment_manual_received'
        card: { brand: string; last4: string } | null
      } | null
      /** The other orders the same payment paid (linked orders, C §2), each with its own page. */
      paidTogether: { reference: string; subjectName: string | null; total: Money; href: string }[]
      imageSubmission: { href: string; reference: string } | null
      receipt: { event: OrderViewEvent; busy: boolean } | null
      downloads: {
        /** A placed order's files come once it is paid. */
        waitForPayment: boolean
        /** Download all: when the order is paid with digital items. `archive`: the last one asked for. */
        all: { event: OrderViewEvent; busy: boolean; archive: Archive | null } | null
      } | null
      /** C §2 licence modal; accept disables both buttons and blocks dismissal (C §4 confirmation modal). */
      licence: {
        open: boolean
        busy: boolean
        text: string
        accept: OrderViewEvent
        cancel: OrderViewEvent
        dismiss: OrderViewEvent | null
      }
      notice: `order_view.${OrderViewNotice}` | null
      changes: {
        /** Changes are taken until this time (ISO), or null when none are. */
        openUntil: string | null
        /** After the cutoff: since when, and whom to ask. */
        closed: { since: string; contact: StudioContact | null } | null
        history: OrderChangeView[]
      }
      /** The change after purchase under way (its dialog renders it), or null. */
      change: ActorRefFrom<typeof orderChangeMachine> | null
      /**
       * Issue 15 point 2, admin mode: "Record payment received" with a note for an order placed to be paid later;
       * `recorded` once it was (the order then reads paid). Null when not offered.
       */
      recordPayment: {
        note: string
        problem: 'admin.note_length' | null
        error: string | null
        busy: boolean
        events: { note: (text: string) => OrderViewEvent; record: OrderViewEvent }
      } | null
      paymentRecorded: boolean
      /** Something runs: the other actions wait. */
      busy: boolean
    }

export type OrderViewInputs = {
  /** The shop's product set: option and backdrop names, image option groups. */
  productSet: ProductSet | null
  /** Issue 15 admin mode (adapters/react/admin.ts): the studio's own actions show. */
  adminMode?: boolean
}

const statusOf = (order: Order): { id: StatusId; tone: 'success' | 'info' | 'danger' } =>
  order.status === 'paid'
    ? { id: 'order_view.status_paid', tone: 'success' }
    : order.status === 'placed'
      ? { id: 'order_view.status_placed', tone: 'info' }
      : order.status === 'cancelled'
        ? { id: 'order_view.status_cancelled', tone: 'danger' }
        : { id: 'order_view.status_in_progress', tone: 'info' }

const isComplete = (order: Order) => order.status === 'paid' || order.status === 'placed'

const imageOptionWords = (order: Order, imageId: string, productSet: ProductSet | null): string[] =>
  optionWords(
    { productOptionGroups: productSet?.imageProductOptionGroups ?? [] },
    {
      orderItemOptions: order.orderImageOptions
        .filter((o) => o.image === imageId)
        .map((o) => ({ productOptionGroup: o.productOptionGroup.id, value: o.value })),
    },
  )

const itemView = (
  snapshot: SnapshotFrom<typeof orderViewMachine>,
  order: Order,
  item: OrderItem,
  productSet: ProductSet | null,
): OrderItemView => {
  const { photos, pending } = snapshot.context
  const product = productSet ? productsOf(productSet).find((p) => p.id === item.product) : undefined
  const canChange = order.afterPurchase.canChange
  const nodes = [...item.orderItemNodes, ...item.orderItems.flatMap((c) => c.orderItemNodes)]
  const downloading = snapshot.matches({ ready: 'downloading' }) || snapshot.matches({ ready: 'accepting' })
  return {
    id: item.id,
    label: item.label,
    quantity: item.quantity,
    price: item.subTotal,
    options: optionWords(product, item),
    contents: item.orderItems.map((c) => `${c.label} × ${c.quantity}`),
    photos: nodes.map((node) => {
      const image = findImage(photos, node.image)
      return {
        key: node.id,
        imageId: node.image,
        nodeLabel: node.node.label,
        photo: nodePhoto(item, node, product, photos),
        options: imageOptionWords(order, node.image, productSet),
        imageOptions:
          canChange && imageOptionsOffered(image, productSet?.imageProductOptionGroups ?? [])
            ? { type: 'change.open', itemId: item.id, imageId: node.image, mode: 'imageOptions' }
            : null,
      }
    }),
    downloads: isComplete(order)
      ? digitalItems([item]).map((digital) => ({
          itemId: digital.id,
          label: digital.label,
          accepted: digital.acceptedLicence,
          event: { type: 'item.download', itemId: digital.id },
          busy: downloading && pending?.kind === 'item' && pending.itemId === digital.id,
        }))
      : [],
    change:
      canChange && nodes.length > 0 && changeableAfterPurchase(item)
        ? { type: 'change.open', itemId: item.id, imageId: null, mode: 'item' }
        : null,
  }
}

const findImage = (photos: readonly ImageCrop[], imageId: string) =>
  photos.find((p) => p.image.id === imageId)?.image ?? null

const changeView = (change: Order['afterPurchase']['changes'][number]): OrderChangeView => ({
  id: change.id,
  date: change.createdAt,
  summary: change.summary,
  money:
    change.amount > 0
      ? { kind: 'charged', amount: change.amount }
      : change.amount < 0
        ? { kind: 'refunded', amount: -change.amount }
        : null,
  status: change.status,
})

export const orderViewView = (
  snapshot: SnapshotFrom<typeof orderViewMachine>,
  inputs: OrderViewInputs,
): OrderPageView => {
  const { order, archive, notice, pending } = snapshot.context
  if (snapshot.matches('notFound')) return { status: 'notFound', home: '/' }
  if (snapshot.matches('failed')) return { status: 'failed', retry: { type: 'order.retry' } }
  if (!snapshot.matches('ready') || !order) return { status: 'loading' }
  const { payment, afterPurchase } = order
  const cancel: OrderViewEvent = { type: 'licence.cancel' }
  const accepting = snapshot.matches({ ready: 'accepting' }) || snapshot.matches({ ready: 'finalizing' })
  const cutoff = afterPurchase.productionCutoffAt
  const child = snapshot.children.change
  return {
    status: 'ready',
    reference: order.orderReference,
    subjectName: payment?.orders.find((o) => o.id === order.id)?.subjectName ?? null,
    date: order.paidAt ?? order.createdAt,
    orderStatus: statusOf(order),
    items: order.orderItems.map((item) => itemView(snapshot, order, item, inputs.productSet)),
    totals: totalsOf(order, []),
    payment: payment
      ? {
          methodId:
            payment.method === 'manual' && order.status === 'paid'
              ? 'order_view.payment_manual_received'
              : `order_view.payment_${payment.method}`,
          card:
            payment.cardBrand && payment.cardLast4
              ? { brand: cardIconOf(payment.cardBrand) ?? payment.cardBrand, last4: payment.cardLast4 }
              : null,
        }
      : null,
    paidTogether: (payment?.orders ?? [])
      .filter((o) => o.id !== order.id)
      .map((o) => ({
        reference: o.orderReference,
        subjectName: o.subjectName,
        total: o.total,
        href: `/order/${encodeURIComponent(o.orderReference)}`,
      })),
    imageSubmission: imageSubmissionOf(order),
    receipt: isComplete(order)
      ? { event: { type: 'receipt.save' }, busy: snapshot.matches({ ready: 'savingReceipt' }) }
      : null,
    downloads:
      isComplete(order) && hasDigitalItems(order.orderItems)
        ? {
            waitForPayment: order.status === 'placed',
            all: downloadsOpen(order)
              ? {
                  event: { type: 'archive.download' },
                  busy: pending?.kind === 'all' && !snapshot.matches({ ready: 'licence' }),
                  archive,
                }
              : null,
          }
        : null,
    licence: {
      open: snapshot.matches({ ready: 'licence' }) || accepting,
      busy: accepting,
      text: order.licence ?? '',
      accept: { type: 'licence.accept' },
      cancel,
      dismiss: accepting ? null : cancel,
    },
    notice: notice ? `order_view.${notice}` : null,
    changes: {
      openUntil: afterPurchase.canChange ? cutoff : null,
      closed:
        !afterPurchase.canChange && cutoff !== null && isComplete(order)
          ? { since: cutoff, contact: afterPurchase.contact }
          : null,
      history: afterPurchase.changes.map(changeView),
    },
    change:
      snapshot.matches({ ready: 'changing' }) && child ? (child as ActorRefFrom<typeof orderChangeMachine>) : null,
    recordPayment:
      inputs.adminMode && order.status === 'placed'
        ? {
            note: snapshot.context.payment.note,
            problem: snapshot.context.payment.problem,
            error: snapshot.context.payment.error,
            busy: snapshot.matches({ ready: 'recordingPayment' }),
            events: { note: (text) => ({ type: 'payment.note', text }), record: { type: 'payment.record' } },
          }
        : null,
    paymentRecorded: snapshot.context.payment.recorded,
    busy: !snapshot.matches({ ready: 'idle' }),
  }
}
