// The one completion path of a payment (issue 13 "Exactly once", DESIGN decisions 5 and 6), shared by submit, process
// payment, the provider's notifications and reconcile on start. Locks are always taken in one order: the payment row,
// then its link group's orders by id. A card payment is completed in three steps:
//   (A) one transaction: the orders re-priced (orders.ts refresh, the prices the browser previews) and compared with
//       the payment's amount; the same → payment `capturing`, orders `payment_pending`; different → `canceled`, 409;
//   (B) the provider's capture, idempotent (a repeat answers the captured intent);
//   (C) one transaction: payment `succeeded`, orders `paid`.
// A crash between A and C leaves `capturing`, which reconcile settles from the provider's record. Whoever comes second
// (another tab, a repeated notification, a second process) finds the payment settled and answers it as it is.
import { CART_INVALID } from '../../../core/checkout'
import { sum } from '../../../core/money'
import { acceptsChanges } from '../../../core/orderStatus'
import {
  LIVE_PAYMENT_STATUSES,
  type PaymentMethodId,
  type PaymentStatus,
  paymentSettled,
  UNSETTLED_PAYMENT_STATUSES,
} from '../../../core/payments'
import type { Database, Queryable } from '../../db/database'
import { HttpError } from '../../http'
import { isMessageId, type ServerMessage } from '../../messages/say'
import type { LockedOrder } from '../orderRows'
import { catalogFor, refresh } from '../orders'
import type { CardError, CardGateway, ProviderIntent } from './gateway'

/** What the payment service needs: the database and the card gateways by name (server/routes/env.ts Deps). */
export type PaymentDeps = { db: Database; cardGateways: Readonly<Record<string, CardGateway>> }

/** A row of payments (migration 013). */
export type PaymentRow = {
  id: string
  link_group: string
  order_id: string
  method: PaymentMethodId
  gateway: string | null
  intent_id: string | null
  amount: number
  currency: string
  status: PaymentStatus
  failure_code: string | null
  failure_message: string | null
  order_ids: string[]
  created_at: Date
  /** Untouched for IN_FLIGHT_SECONDS: a submit still making it (no confirmed intent yet) has ended. */
  stale: boolean
}

/** Where a payment stands once completion was asked: what the caller answers. */
export type Progress =
  | { kind: 'completed' }
  | { kind: 'requires_action'; clientSecret: string }
  | { kind: 'failed'; failure: CardError }

const TOTAL_CHANGED = 'The total to pay changed: please check the cart again.'
const ABANDONED: CardError = {
  code: 'authentication_incomplete',
  message: "The card's authentication was not completed: the card was not charged.",
}
const CANCELED: CardError = { code: 'payment_canceled', message: 'The payment was canceled: the card was not charged.' }

const inProgress = () => new HttpError(409, 'payment_in_progress', 'payment.still_in_progress')

/** A submit makes its intent and confirms it within seconds; a payment left unconfirmed longer was abandoned. */
const IN_FLIGHT_SECONDS = 120

const SELECT_PAYMENT = `select *, updated_at < now() - make_interval(secs => ${IN_FLIGHT_SECONDS}) as stale from payments`

export const findPayment = async (q: Queryable, id: string, lock = false): Promise<PaymentRow | null> =>
  (await q.query<PaymentRow>(`${SELECT_PAYMENT} where id = $1${lock ? ' for update' : ''}`, [id])).rows[0] ?? null

/** The group's payment that is under way or made (at most one, migration 013). */
export const livePayment = async (q: Queryable, linkGroup: string): Promise<PaymentRow | null> =>
  (
    await q.query<PaymentRow>(`${SELECT_PAYMENT} where link_group = $1 and status = any($2::text[])`, [
      linkGroup,
      LIVE_PAYMENT_STATUSES,
    ])
  ).rows[0] ?? null

/** Orders locked in id order, as every payment transaction locks them (after the payment row). */
const lockOrders = (tx: Queryable, ids: readonly string[]) =>
  tx.query('select id from orders where id = any($1::uuid[]) order by id for update', [ids])

/** The link group's orders, locked in id order (the lock order of every payment transaction). */
export const lockGroup = async (tx: Queryable, linkGroup: string): Promise<LockedOrder[]> =>
  (
    await tx.query<LockedOrder>(
      `select o.*, (select version::text from catalog_version) as catalog_version from orders o
       where o.link_group = $1 order by o.id for update`,
      [linkGroup],
    )
  ).rows

/**
 * The orders re-priced under their locks (orders.ts refresh: items, options, coupon, fee, tax, shipping as the
 * browser previews them), answering their total; a shop that takes no changes now (paused) is a refusal (409).
 */
export const repriced = async (db: Database, tx: Queryable, orders: readonly LockedOrder[]) => {
  const totals: number[] = []
  for (const order of orders) totals.push((await refresh(db, tx, await catalogFor(db, tx, order), order)).order.total)
  return sum(totals)
}

/**
 * A failure in the words of the request's language, by its decline code (server/messages `decline.<code>`); a code
 * the shop has no words for keeps the provider's own (stored in English).
 */
export const declineMessage = (failure: CardError): ServerMessage => {
  const id = `decline.${failure.code}`
  return isMessageId(id) ? { id } : { id: 'decline.other', values: { words: failure.message } }
}

/** C §8: the refusal a failed payment answers: 409 10001 (back to the cart) when the cart changed, else 402. */
export const refusal = (failure: CardError) =>
  failure.code === CART_INVALID
    ? new HttpError(409, CART_INVALID, declineMessage(failure))
    : new HttpError(402, 'payment_failed', declineMessage(failure), { decline: failure.code })

const progressOf = (p: PaymentRow): Progress =>
  p.status === 'succeeded' || p.status === 'pending'
    ? { kind: 'completed' }
    : {
        kind: 'failed',
        failure: { code: p.failure_code ?? 'payment_failed', message: p.failure_message ?? 'The payment failed.' },
      }

/** The card gateway registered as `name`; never an inherited property (`toString`, `__proto__`). */
export const cardGatewayNamed = (deps: PaymentDeps, name: string): CardGateway | undefined =>
  Object.hasOwn(deps.cardGateways, name) ? deps.cardGateways[name] : undefined

export const gatewayOf = (deps: PaymentDeps, name: string): CardGateway => {
  const gateway = cardGatewayNamed(deps, name)
  if (!gateway) throw new HttpError(503, 'gateway_unavailable', 'payment.gateway_unavailable')
  return gateway
}

/**
 * Ends a payment that took no money (`failed`, or `canceled`) with the provider's words; its orders are payable again.
 * Only a payment still in one of `from` changes (one conditional update under the row's lock): a payment settled
 * meanwhile is answered as it is, and one another call moved on (authorised, capturing) answers null, for the caller
 * to complete it from the provider's record instead. `from` is `requires_action` when this call only read the card
 * waiting, every unsettled status when the provider's intent is canceled (no money can be taken any more).
 */
export const failPayment = async (
  db: Database,
  paymentId: string,
  status: 'failed' | 'canceled',
  failure: CardError,
  from: readonly PaymentStatus[],
): Promise<Progress | null> =>
  db.transaction(async (tx) => {
    const p = await findPayment(tx, paymentId, true)
    if (!p) throw new Error(`Payment ${paymentId} vanished`)
    if (paymentSettled(p.status)) return progressOf(p)
    const { rows } = await tx.query(
      `update payments set status = $2, failure_code = $3, failure_message = $4, updated_at = now()
       where id = $1 and status = any($5::text[]) returning id`,
      [p.id, status, failure.code, failure.message, from],
    )
    if (rows.length === 0) return null
    await lockOrders(tx, p.order_ids)
    await tx.query(
      `update orders set status = 'checkout', updated_at = now() where id = any($1::uuid[]) and status = 'payment_pending'`,
      [p.order_ids],
    )
    return { kind: 'failed', failure }
  })

/**
 * Step (A) in the caller's transaction, the payment and the group's orders locked: whether the orders it pays are
 * still the group's orders being bought and their re-priced totals add up to its amount.
 */
export const amountHolds = async (db: Database, tx: Queryable, p: PaymentRow): Promise<boolean> => {
  const payable = (await lockGroup(tx, p.link_group)).filter((o) => acceptsChanges(o.status))
  const ids = new Set(p.order_ids)
  if (payable.length !== ids.size || payable.some((o) => !ids.has(o.id))) return false
  try {
    return (await repriced(db, tx, payable)) === p.amount
  } catch (e) {
    // A shop that stopped taking changes (paused) cannot be completed either: the payment is canceled, not stuck.
    if (e instanceof HttpError) return false
    throw e
  }
}

/**
 * Step (C) in the caller's transaction, the payment locked: the payment `succeeded` (manual: `pending`), its orders
 * `paid` (manual: `placed`) with the payment, the customer details of the order paid from copied to the orders
 * without any, and the image submission ready to start where the stage has an address for it.
 */
export const recordPayment = async (tx: Queryable, p: PaymentRow, card?: ProviderIntent['card']) => {
  const manual = p.method === 'manual'
  await tx.query(
    `update payments set status = $2, paid_at = case when $2 = 'succeeded' then now() end, updated_at = now(),
       card_brand = coalesce($3, card_brand), card_last4 = coalesce($4, card_last4)
     where id = $1`,
    [p.id, manual ? 'pending' : 'succeeded', card?.brand ?? null, card?.last4 ?? null],
  )
  await lockOrders(tx, p.order_ids)
  await tx.query(
    `update orders o set status = $3, payment_id = $1, payment_method = $4,
       paid_at = case when $3 = 'paid' then now() end,
       image_submission_state = case when st.settings ->> 'imageSubmissionUrl' is not null then 10 end,
       image_submission_reference = case when st.settings ->> 'imageSubmissionUrl' is not null then o.order_reference end,
       recipient_name = case when o.recipient_name is null then a.recipient_name else o.recipient_name end,
       recipient_email = case when o.recipient_name is null then a.recipient_email else o.recipient_email end,
       shipping_address = case when o.recipient_name is null then a.shipping_address else o.shipping_address end,
       billing_address = case when o.recipient_name is null then a.billing_address else o.billing_address end,
       billing_details_added = case when o.recipient_name is null then a.billing_details_added
         else o.billing_details_added end,
       shipping_method_id = case when o.recipient_name is null then a.shipping_method_id else o.shipping_method_id end,
       shipping_method_label = case when o.recipient_name is null then a.shipping_method_label
         else o.shipping_method_label end,
       shipping_instructions = case when o.recipient_name is null then a.shipping_instructions
         else o.shipping_instructions end,
       version = o.version + 1, updated_at = now()
     from stages st, orders a
     where o.id = any($2::uuid[]) and st.id = o.stage_id and a.id = $5`,
    [p.id, p.order_ids, manual ? 'placed' : 'paid', p.method, p.order_id],
  )
}

/** (A) for a card payment: `capture` when the money may be taken now (by this caller or one before it). */
const checkCard = async (deps: PaymentDeps, paymentId: string): Promise<'capture' | Progress> => {
  const outcome = await deps.db.transaction(async (tx) => {
    const p = await findPayment(tx, paymentId, true)
    if (!p) throw new Error(`Payment ${paymentId} vanished`)
    if (paymentSettled(p.status)) return progressOf(p)
    if (p.status === 'capturing') return 'capture' as const
    if (!(await amountHolds(deps.db, tx, p))) {
      await tx.query(
        `update payments set status = 'canceled', failure_code = $2, failure_message = $3, updated_at = now()
         where id = $1`,
        [p.id, CART_INVALID, TOTAL_CHANGED],
      )
      return 'changed' as const
    }
    await tx.query(`update payments set status = 'capturing', updated_at = now() where id = $1`, [p.id])
    await tx.query(`update orders set status = 'payment_pending', updated_at = now() where id = any($1::uuid[])`, [
      p.order_ids,
    ])
    return 'capture' as const
  })
  if (outcome !== 'changed') return outcome
  return { kind: 'failed', failure: { code: CART_INVALID, message: TOTAL_CHANGED } }
}

/** (C) for a card payment whose money was taken. */
const recordCard = (deps: PaymentDeps, paymentId: string, intent: ProviderIntent): Promise<Progress> =>
  deps.db.transaction(async (tx) => {
    const p = await findPayment(tx, paymentId, true)
    if (!p) throw new Error(`Payment ${paymentId} vanished`)
    if (paymentSettled(p.status)) return progressOf(p)
    await recordPayment(tx, p, intent.card)
    return { kind: 'completed' }
  })

/** How a caller treats a card still waiting for the parent's authentication. */
export type CompletionOptions = {
  /**
   * The browser came back from the challenge (or a new attempt replaces this one, or reconcile finds it old): a card
   * still waiting is abandoned (intent canceled, payment failed), and so is a payment whose submit ended before its
   * card was confirmed (stale). A notification leaves them be.
   */
  abandonWaiting: boolean
}

/**
 * Completes a card payment from what its provider's intent says now (never from the order a notification came in):
 * authorised → A, B, C; captured → C; waiting for the parent → the client secret (or abandoned); refused or canceled →
 * failed, its orders payable again. A settled payment is answered as it is.
 */
export const completePayment = async (
  deps: PaymentDeps,
  paymentId: string,
  options: CompletionOptions,
  again = false,
): Promise<Progress> => {
  const p = await findPayment(deps.db, paymentId)
  if (!p) throw new Error(`Payment ${paymentId} not found`)
  if (paymentSettled(p.status)) return progressOf(p)
  // Only a card payment is ever left unsettled between requests (the others complete in their submit).
  const gateway = gatewayOf(deps, p.gateway ?? '')
  // Another call moved the payment on, or the provider's answer says the card was authorised or captured meanwhile:
  // completed from the provider's record as it is now, never failed from what this call read before (finding 1 of
  // the issue 13 review: a late abandon must not fail a payment whose money another call took).
  const fromTheRecord = () => {
    if (again) throw inProgress()
    return completePayment(deps, paymentId, { abandonWaiting: false }, true)
  }
  /** Gives up on a card this call read waiting (or never confirmed): released at the provider, then failed. */
  const giveUp = async (status: 'failed' | 'canceled', failure: CardError) => {
    if (p.intent_id !== null && (await gateway.cancel(p.intent_id)).status !== 'canceled') return fromTheRecord()
    return (await failPayment(deps.db, p.id, status, failure, ['requires_action'])) ?? fromTheRecord()
  }
  // Its submit is still making it (answer: in progress, never a second charge), or ended before it could (stale).
  const unconfirmed = () => {
    if (!(options.abandonWaiting && p.stale)) throw inProgress()
    return giveUp('canceled', CANCELED)
  }
  /** The provider canceled the intent: no money can be taken any more, whatever the payment says. */
  const canceled = async () =>
    (await failPayment(deps.db, p.id, 'canceled', CANCELED, UNSETTLED_PAYMENT_STATUSES)) ?? fromTheRecord()
  if (p.intent_id === null) return unconfirmed()
  let intent = await gateway.retrieve(p.intent_id)
  switch (intent.status) {
    case 'requires_capture': {
      const checked = await checkCard(deps, p.id)
      if (checked !== 'capture') {
        if (checked.kind === 'failed') await gateway.cancel(intent.id)
        return checked
      }
      intent = await gateway.capture(intent.id)
      if (intent.status === 'canceled') return canceled()
      return recordCard(deps, p.id, intent)
    }
    case 'succeeded':
      // The money was taken (a crash after B): record it, never charged without an order.
      return recordCard(deps, p.id, intent)
    case 'requires_action':
      if (!options.abandonWaiting) return { kind: 'requires_action', clientSecret: intent.clientSecret }
      return giveUp('failed', ABANDONED)
    case 'requires_payment_method':
      if (!intent.lastError) return unconfirmed()
      // Refused: this intent takes no money unless confirmed again, which only its submit does.
      return (await failPayment(deps.db, p.id, 'failed', intent.lastError, ['requires_action'])) ?? fromTheRecord()
    case 'canceled':
      return canceled()
    case 'processing':
      throw inProgress()
  }
}
