// What the order-complete page shows (C §2 order complete, issue 13): the success message (paid, or placed to be paid
// as the method says), every order the payment covered with its reference, the total, the stage's text, the
// image-submission box (state 10, C §4), the start-new-order link and the link to the order's page.
import type { SnapshotFrom } from 'xstate'
import { offersDownloads } from '../core/downloads'
import type { Money } from '../core/money'
import type { OrderCompleteEvent, orderCompleteMachine, PlacedMethod } from './orderComplete'

/** C §4: image submission state 10 is "ready to start submission". */
const SUBMISSION_READY = 10

export type CompletedOrderView = { id: string; reference: string; subjectName: string | null; total: Money }

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
    }

/** The stage's upload page with the submission's reference: in place of `{reference}`, else as a query parameter. */
export const imageSubmissionHref = (url: string, reference: string): string => {
  if (url.includes('{reference}')) return url.replaceAll('{reference}', encodeURIComponent(reference))
  const link = new URL(url)
  link.searchParams.set('reference', reference)
  return link.toString()
}

export const orderCompleteView = (snapshot: SnapshotFrom<typeof orderCompleteMachine>): OrderCompleteView => {
  const { order, placedMethod } = snapshot.context
  if (!snapshot.matches('complete') || !order) {
    const status = snapshot.matches('notFound') ? 'notFound' : snapshot.matches('failed') ? 'failed' : 'loading'
    return { status, home: '/', retry: { type: 'order.retry' } }
  }
  const { payment, imageSubmission } = order
  const submissionUrl = order.clientSessionStage.imageSubmissionUrl
  return {
    status: 'complete',
    placed: order.status === 'placed',
    placedMethod,
    orders: (
      payment?.orders ?? [{ id: order.id, orderReference: order.orderReference, subjectName: null, total: order.total }]
    ).map((o) => ({ id: o.id, reference: o.orderReference, subjectName: o.subjectName, total: o.total })),
    total: payment?.amount ?? order.total,
    text: order.clientSessionStage.orderCompleteCartText,
    imageSubmission:
      imageSubmission?.state === SUBMISSION_READY && submissionUrl
        ? { href: imageSubmissionHref(submissionUrl, imageSubmission.reference), reference: imageSubmission.reference }
        : null,
    home: '/',
    viewOrder: {
      href: `/order/${encodeURIComponent(order.orderReference)}`,
      labelId: offersDownloads(order) ? 'order_complete.view_order_and_downloads' : 'order_complete.view_order',
    },
  }
}
