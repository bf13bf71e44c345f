// What the order-complete page shows (C §2 order complete, issue 13): the success message (paid, or placed to be paid
// as the method says), every order the payment covered with its reference, the total, the stage's text, the
// image-submission box (state 10, C §4), the start-new-order link, the link to the order's page and the receipt
// button (issue 14 point 3).
import type { SnapshotFrom } from 'xstate'
import { offersDownloads } from '../core/downloads'
import type { Money } from '../core/money'
import type { Order } from '../core/schemas/order'
import type { OrderCompleteEvent, orderCompleteMachine, PlacedMethod } from './orderComplete'

/** C §4: image submission state 10 is "ready to start submission". */
const SUBMISSION_READY = 10

export type CompletedOrderView = { id: string; reference: string; subjectName: string | null; total: Money }

/** C §2 download receipt button: busy while the PDF is fetched; `failed`: the last try failed (try again). */
export type ReceiptButtonView = { event: { type: 'receipt.save' }; busy: boolean; failed: boolean }

export type OrderCompleteView =
  | { status: 'loading' | 'failed' | 'notFound'; home: '/'; retry: OrderCompleteEvent }
  | {
      status: 'complete'
      /** Paid, or placed (manual: ordered, to be paid as the method's description says). */
      placed: boolean
      placedMethod: PlacedMethod | null
      /** One confirmation for every order paid together (linked orders). */
      orders: CompletedOrderView[]
      total: Money
      /** The stage's orderCompleteCartText. */
      text: string | null
      imageSubmission: { href: string; reference: string } | null
      /** The shop's home route (the router sends `/` there): start a new order. */
      home: '/'
      viewOrder: {
        href: string
        labelId: 'order_complete.view_order' | 'order_complete.view_order_and_downloads'
      }
      receipt: ReceiptButtonView
    }

/** The stage's upload page with the submission's reference: in place of `{reference}`, else as a query parameter. */
export const imageSubmissionHref = (url: string, reference: string): string => {
  if (url.includes('{reference}')) return url.replaceAll('{reference}', encodeURIComponent(reference))
  const link = new URL(url)
  link.searchParams.set('reference', reference)
  return link.toString()
}

/** C §2 image-submission start box: shown when the order's submission is ready (state 10) and the stage has a page. */
export const imageSubmissionOf = (
  order: Pick<Order, 'imageSubmission' | 'clientSessionStage'>,
): { href: string; reference: string } | null => {
  const { imageSubmission } = order
  const url = order.clientSessionStage.imageSubmissionUrl
  return imageSubmission?.state === SUBMISSION_READY && url
    ? { href: imageSubmissionHref(url, imageSubmission.reference), reference: imageSubmission.reference }
    : null
}

export const orderCompleteView = (snapshot: SnapshotFrom<typeof orderCompleteMachine>): OrderCompleteView => {
  const { order, placedMethod, receiptFailed } = snapshot.context
  const savingReceipt = snapshot.matches('savingReceipt')
  if (!(snapshot.matches('complete') || savingReceipt) || !order) {
    const status = snapshot.matches('notFound') ? 'notFound' : snapshot.matches('failed') ? 'failed' : 'loading'
    return { status, home: '/', retry: { type: 'order.retry' } }
  }
  const { payment } = order
  return {
    status: 'complete',
    placed: order.status === 'placed',
    placedMethod,
    orders: (
      payment?.orders ?? [{ id: order.id, orderReference: order.orderReference, subjectName: null, total: order.total }]
    ).map((o) => ({ id: o.id, reference: o.orderReference, subjectName: o.subjectName, total: o.total })),
    total: payment?.amount ?? order.total,
    text: order.clientSessionStage.orderCompleteCartText,
    imageSubmission: imageSubmissionOf(order),
    home: '/',
    viewOrder: {
      href: `/order/${encodeURIComponent(order.orderReference)}`,
      labelId: offersDownloads(order) ? 'order_complete.view_order_and_downloads' : 'order_complete.view_order',
    },
    receipt: { event: { type: 'receipt.save' }, busy: savingReceipt, failed: receiptFailed },
  }
}
