// Payment use cases (issue 13; C §7 choose payment, order submit with a payment method, process payment / complete
// after a card action; the provider's notifications; reconcile on start). Completion itself is paymentCompletion.ts.
import { randomUUID } from 'node:crypto'
import { CART_INVALID } from '../../../core/checkout'
import { acceptsChanges } from '../../../core/orderStatus'
import type { ChoosePaymentRequest, PaymentAnswer, SubmitOrderRequest } from '../../../core/schemas/payment'
import { catalogAt, currentCatalog } from '../../catalogCache'
import { HttpError, notFound } from '../../http'
import { storeAt } from '../catalogReads'
import { assertCheckoutable } from '../checkout'
import { reconcileOrderChanges } from '../orderChanges'
import { orderContents } from '../orderRows'
import {
  answerOf,
  catalogFor,
  checkVersion,
  type Expected,
  getOrder,
  ownedOrder,
  readableOrder,
  refresh,
  type Viewer,
} from '../orders'
import {
  cardGatewayNamed,
  completePayment,
  gatewayOf,
  livePayment,
  lockGroup,
  type PaymentDeps,
  type PaymentRow,
  type Progress,
  recordPayment,
  refusal,
  repriced,
} from './paymentCompletion'
import { amountToPay, offerFor } from './paymentMethods'

const invalidMethod = () =>
  new HttpError(400, 'invalid_payment_method', 'payment.invalid_method', {
    'payment.method': 'checkout.form_error_invalid_choice',
  })

/** The answer of submit and process payment: the order as it stands now, or the card action to confirm. */
const answer = async (
  deps: PaymentDeps,
  viewer: Viewer,
  orderId: string,
  progress: Progress,
): Promise<PaymentAnswer> => {
  if (progress.kind === 'failed') throw refusal(progress.failure)
  const { order } = await getOrder(deps.db, viewer, orderId)
  return progress.kind === 'requires_action'
    ? { order, requiresAction: true, paymentIntentClientSecret: progress.clientSecret }
    : { order, requiresAction: false, paymentIntentClientSecret: null }
}

/**
 * C §7 PUT /orders/{id}/payment: the method the parent chose on the payment step, one of those offered for what is
 * still to pay (400 invalid_payment_method otherwise). A change like any other: locked, re-priced, version + 1.
 */
export const choosePayment = async (
  deps: PaymentDeps,
  viewer: Viewer,
  orderId: string,
  body: ChoosePaymentRequest,
  expected: Expected,
) =>
  deps.db.transaction(async (tx) => {
    const order = await ownedOrder(tx, viewer, orderId)
    checkVersion(order, expected)
    const catalog = await catalogFor(deps.db, tx, order)
    const at = catalogAt(deps.db, order.catalog_version, tx)
    const offer = await offerFor(at, order, await amountToPay(tx, order.link_group), viewer.isAdmin)
    if (!offer.find(body.payment.method)) throw invalidMethod()
    await tx.query('update orders set payment_method = $2 where id = $1', [order.id, body.payment.method])
    return answerOf(deps.db, tx, await refresh(deps.db, tx, catalog, order))
  })

/**
 * Starts a payment of the order and its linked orders being bought, in one transaction on the group's locked orders:
 * the cart must still check out (as saving the details checks it) and its re-priced total be the one the parent
 * confirmed (409 10001, nothing changed), the method offered for it. A card payment is made next (`requires_action`
 * until the provider authorises it); the others complete here. Null when another payment of the group is under way
 * (two tabs): the caller answers that one.
 */
const startPayment = async (
  deps: PaymentDeps,
  viewer: Viewer,
  orderId: string,
  input: SubmitOrderRequest['payment'],
): Promise<PaymentRow | null> =>
  deps.db.transaction(async (tx) => {
    const order = await readableOrder(tx, viewer, orderId)
    const group = await lockGroup(tx, order.link_group)
    const active = group.find((o) => o.id === order.id)
    if (!active || !acceptsChanges(active.status) || (await livePayment(tx, order.link_group))) return null
    if (active.recipient_name === null)
      throw new HttpError(409, 'customer_details_required', 'payment.customer_details_required')
    const catalog = await catalogFor(deps.db, tx, active)
    await assertCheckoutable(deps.db, tx, active, catalog, await orderContents(tx, active.id))
    const payable = group.filter((o) => acceptsChanges(o.status))
    // One payment, in the active order's currency with its shop's methods, pays orders of one store and one currency.
    if (payable.some((o) => o.store_id !== active.store_id || o.currency !== active.currency))
      throw new HttpError(409, CART_INVALID, 'payment.mixed_orders')
    const amount = await repriced(deps.db, tx, payable)
    if (amount !== input.confirmedTotal)
      throw new HttpError(409, CART_INVALID, 'payment.total_changed', {
        'payment.confirmedTotal': 'checkout.invalid_cart',
      })
    const at = catalogAt(deps.db, active.catalog_version, tx)
    const method = (await offerFor(at, active, amount, viewer.isAdmin)).find(input.method)
    if (!method) throw invalidMethod()
    const card = method.method === 'stripe'
    if (card && input.paymentMethodId === undefined)
      throw new HttpError(400, 'bad_request', 'payment.card_required', {
        'payment.paymentMethodId': 'checkout.form_error_field_required',
      })
    if (card) gatewayOf(deps, method.gateway ?? '')
    const payment = (
      await tx.query<PaymentRow>(
        `insert into payments (id, link_group, order_id, method, gateway, amount, currency, status, order_ids)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
        [
          randomUUID(),
          active.link_group,
          active.id,
          method.method,
          card ? method.gateway : null,
          amount,
          active.currency,
          card ? 'requires_action' : 'authorized',
          payable.map((o) => o.id),
        ],
      )
    ).rows[0]
    if (!payment) throw new Error('payment missing after insert')
    await tx.query('update orders set payment_method = $2 where id = $1', [active.id, method.method])
    // testing, free and manual take no money now: checked above under the same locks, recorded at once.
    if (!card) await recordPayment(tx, payment)
    return payment
  })

/**
 * A card payment: the provider's intent (its idempotency key is the payment id, so a retry creates none), confirmed
 * with the card's token, then the one completion path reads where the intent is.
 */
const chargeCard = async (deps: PaymentDeps, payment: PaymentRow, paymentMethodId: string, merchant?: string) => {
  const gateway = gatewayOf(deps, payment.gateway ?? '')
  const intent = await gateway.create({
    amount: payment.amount,
    currency: payment.currency,
    paymentId: payment.id,
    idempotencyKey: payment.id,
    ...(merchant ? { statementDescriptor: merchant } : {}),
  })
  const kept = await deps.db.query(
    `update payments set intent_id = $2, updated_at = now() where id = $1 and status = 'requires_action' returning id`,
    [payment.id, intent.id],
  )
  // Replaced meanwhile by a submit from another tab: this intent is never confirmed.
  if (kept.rows.length === 0) await gateway.cancel(intent.id)
  else if ((await gateway.confirm(intent.id, paymentMethodId)).status === 'requires_capture')
    // The card holds the amount: should this process end now, reconcile on start completes it.
    await deps.db.query(
      `update payments set status = 'authorized', updated_at = now() where id = $1 and status = 'requires_action'`,
      [payment.id],
    )
  return completePayment(deps, payment.id, { abandonWaiting: false })
}

/**
 * C §7 order submit with a payment method: POST /orders/{id}/submit. An order paid or placed answers as it is (Back,
 * reload, a retry); a payment of the group under way is completed (authorised, capturing) or, when it still waits
 * for the parent's authentication (another tab), abandoned and replaced by this one.
 */
export const submitOrder = async (
  deps: PaymentDeps,
  viewer: Viewer,
  orderId: string,
  body: SubmitOrderRequest,
): Promise<PaymentAnswer> => {
  const done: Progress = { kind: 'completed' }
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = await readableOrder(deps.db, viewer, orderId)
    if (order.payment_id !== null) return answer(deps, viewer, orderId, done)
    const live = await livePayment(deps.db, order.link_group)
    if (live) {
      const progress = await completePayment(deps, live.id, { abandonWaiting: live.status === 'requires_action' })
      if (progress.kind !== 'failed') return answer(deps, viewer, orderId, progress)
    }
    const payment = await startPayment(deps, viewer, orderId, body.payment)
    if (!payment) continue
    if (payment.gateway === null) return answer(deps, viewer, orderId, done)
    // The bank's challenge page names whom the parent pays.
    const merchant = (await storeAt(await currentCatalog(deps.db), order.store_id))?.name
    return answer(deps, viewer, orderId, await chargeCard(deps, payment, body.payment.paymentMethodId ?? '', merchant))
  }
  throw new HttpError(409, 'payment_in_progress', 'payment.in_progress')
}

/**
 * C §7 PUT /orders/{id}/process_payment (complete after a card action): the group's latest payment completed from
 * its provider's record. A card still waiting for authentication when the parent is back was abandoned (402, payable
 * again); an order paid or placed answers as it is.
 */
export const processPayment = async (deps: PaymentDeps, viewer: Viewer, orderId: string): Promise<PaymentAnswer> => {
  const order = await readableOrder(deps.db, viewer, orderId)
  if (order.payment_id !== null) return answer(deps, viewer, orderId, { kind: 'completed' })
  const latest = (
    await deps.db.query<{ id: string }>(
      'select id from payments where link_group = $1 order by created_at desc, id limit 1',
      [order.link_group],
    )
  ).rows[0]
  if (!latest) throw new HttpError(409, 'no_payment', 'payment.none_started')
  return answer(deps, viewer, orderId, await completePayment(deps, latest.id, { abandonWaiting: true }))
}

/**
 * POST /api/payments/notifications/{gateway}: a provider's signed notification (404 for a name that is not a
 * registered gateway's, 400 when the signature does not hold). Its intent is read again from the provider and the
 * payment completed by the same path as the browser's return: repeats and notifications out of order find the
 * payment settled and change nothing. `header` reads a request header: only asked for the signature header of a
 * registered gateway (a name from the path may not even be a valid header name).
 */
export const handleNotification = async (
  deps: PaymentDeps,
  gatewayName: string,
  body: string,
  header: (name: string) => string | undefined,
) => {
  const gateway = cardGatewayNamed(deps, gatewayName)
  if (!gateway) throw notFound('payment_gateway')
  const notification = gateway.verifyNotification(body, header(`${gatewayName}-signature`))
  if (!notification) throw new HttpError(400, 'invalid_signature', 'payment.invalid_signature')
  const payment = (
    await deps.db.query<{ id: string }>('select id from payments where gateway = $1 and intent_id = $2', [
      gatewayName,
      notification.intentId,
    ])
  ).rows[0]
  if (!payment) return
  try {
    await completePayment(deps, payment.id, { abandonWaiting: false })
  } catch (e) {
    // A refusal (the cart changed, still in progress) is the shop's answer to the parent, not the provider's problem.
    if (!(e instanceof HttpError)) throw e
  }
}

/** A card still waiting for authentication this long after its payment started is abandoned by reconcile. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000

/**
 * Reconcile (server/shopServices.ts: once before the process listens, then every minute; callable from a test after a
 * crash): every payment left authorised or capturing is settled from its provider's record (captured → paid;
 * authorised → completed; canceled → failed, its orders payable again), and one still waiting for authentication an
 * hour after it started is abandoned. `untouchedForMs`: only payments no request changed for that long (the timer
 * leaves a completion under way to its request; the database's clock, as `updated_at`'s). Answers how many payments it looked at; one that cannot be settled
 * now (the provider unreachable) is logged and left for the next run.
 */
export const reconcilePayments = async (deps: PaymentDeps, now = new Date(), untouchedForMs = 0): Promise<number> => {
  const { rows } = await deps.db.query<{ id: string; status: PaymentRow['status'] }>(
    `select id, status from payments
     where (status in ('authorized', 'capturing') or (status = 'requires_action' and created_at < $1))
       and updated_at <= now() - make_interval(secs => $2)
     order by created_at`,
    [new Date(now.getTime() - ABANDONED_AFTER_MS), untouchedForMs / 1000],
  )
  for (const p of rows)
    try {
      await completePayment(deps, p.id, { abandonWaiting: p.status === 'requires_action' })
    } catch (e) {
      if (!(e instanceof HttpError)) console.error(`Reconcile: payment ${p.id} stays ${p.status}`, e)
    }
  // Issue 14: changes after purchase a crash left between the gateway and their record.
  await reconcileOrderChanges(deps, untouchedForMs)
  return rows.length
}

/** How long the timer leaves a payment no request touched before it settles it. */
export const RECONCILE_UNTOUCHED_MS = 30_000

/**
 * Reconcile every `intervalMs` (a minute) without keeping the process alive, one run at a time, so that a capture that
 * failed (the provider unreachable) or an authorisation whose notifications were lost is settled within minutes, not
 * at the next start. Every process of the shop may run it at once: completion locks the payment row before the orders
 * and the provider's capture is idempotent, so a payment settled by another process is found settled.
 */
export const reconcileEvery = (deps: PaymentDeps, intervalMs = 60_000, untouchedForMs = RECONCILE_UNTOUCHED_MS) => {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    reconcilePayments(deps, new Date(), untouchedForMs)
      .catch((e: unknown) => console.error(`Reconcile: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
