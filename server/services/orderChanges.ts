// Changes to an order's item options and image options (C §7 save item options, save and remove image option), and
// issue 14 point 5: the same changes after purchase, until the stage's production cutoff. On a cart they are plain
// changes (one transaction on the locked order, priced by refresh, version + 1). On a paid or placed order:
//   (1) one transaction on the locked order: the change checked and its items priced exactly as on a cart (inside a
//       savepoint), the order's shipping, service fee, tax rate and coupon kept as at purchase (refresh, by
//       core/orderChangeAmount.ts: the difference is the one the browser previewed, and it must be the one the parent
//       confirmed, else 409 amount_changed and nothing changes), its words for the audit row
//       (core/afterPurchase.ts), and its difference settled by the payment method
//       (settlementOf): none, recorded or due → applied with an audit row `succeeded`; a refund → applied, drawn from
//       the payment's captures (refundPlan, reserved on the payment's rows) and the row `pending`; a charge → nothing
//       applied, the row `pending`. A pending row blocks every other change of the order (orders.pending_change_id).
//   (2) the gateway, with the change id as idempotency key: the charge on the card that paid, or each refund part;
//   (3) one transaction: a charged change applied (the same request replayed, priced the same) and `succeeded`; a
//       refused charge `failed` (402, nothing changed); a charge whose replay prices differently (a price changed
//       meanwhile) `failed` and given back; a refund refused for good (a 4xx refusal) undone: the order put back as it
//       was (restorePoint.ts), the change `failed`. Reconcile finishes what a crash left between (2) and (3); each
//       attempt at the gateway is counted, and after MAX_GATEWAY_ATTEMPTS the change is given up (`failed`).
import { randomUUID } from 'node:crypto'
import {
  amountChangedMessage,
  canChange,
  changeableAfterPurchase,
  changeSummary,
  changesClosedMessage,
  isPurchased,
  type Look,
  lookOf,
  MAX_MONEY_CHANGES,
  MAX_WAITING_CHANGES,
  planTotal,
  type RefundPart,
  refundPlan,
  settlementOf,
  tooManyChangesMessage,
} from '../../core/afterPurchase'
import type { Money } from '../../core/money'
import { amountBetween } from '../../core/orderChangeAmount'
import type { Catalog } from '../../core/orderItem'
import type { PaymentMethodId } from '../../core/payments'
import { itemPhotos } from '../../core/photoOwnership'
import type { SaveItemOptionsRequest } from '../../core/schemas/afterPurchase'
import type { ImageOptionInput, OrderImageOption, OrderResponse, StudioContact } from '../../core/schemas/order'
import type { Product } from '../../core/schemas/productSet'
import type { Queryable } from '../db/database'
import { HttpError, notFound } from '../http'
import { applyImageOptions, orderOfImageOption } from './imageOptions'
import {
  findOrder,
  type ItemRow,
  imageOptionsOf,
  type LockedOrder,
  lockOrder,
  orderContents,
  readOrder,
} from './orderRows'
import {
  answerOf,
  catalogFor,
  catalogOfOrder,
  changeItem,
  checkVersion,
  type Expected,
  ownedOrder,
  pricedOrderOf,
  refresh,
  type Viewer,
} from './orders'
import type { CardError, CardGateway } from './payments/gateway'
import { declineMessage, gatewayOf, type PaymentDeps, refusal } from './payments/paymentCompletion'
import { assertPhotosAllowed } from './photoPlaces'
import { type RestorePoint, restoreOrder, restorePointOf } from './restorePoint'

/** A change as asked: kept on its audit row, and replayed once its difference is charged. */
export type ChangeRequest =
  | { kind: 'item_options'; items: SaveItemOptionsRequest['items'] }
  | { kind: 'image_options'; entries: readonly ImageOptionInput[] }
  | { kind: 'remove_image_option'; imageOptionId: string }

/** What a change applied in the caller's transaction: the item rows it left (for refresh) and its words. */
type Applied = {
  orderItem: string | null
  known: { rows?: ItemRow[]; formIds?: string[] }
  before: Look[]
  after: Look[]
}

const nodeLabels = (product: Product) => new Map(product.nodes.map((n) => [n.id, n.label]))

const itemLook = (product: Product, input: Parameters<typeof lookOf>[3]) =>
  lookOf(product.information.label, product.productOptionGroups, nodeLabels(product), input)

/** A field map of checkOrderItem (orderItem.*) at the path of the item in a save item options request. */
const atItem = (e: unknown, index: number) => {
  if (!(e instanceof HttpError) || !e.fields) return e
  const fields = Object.fromEntries(
    Object.entries(e.fields).map(([k, v]) => [k.replace(/^orderItem\./, `items.${index}.`), v]),
  )
  return new HttpError(e.status, e.code, e.said, fields, e.values)
}

/** An item row and its package contents as product types (an unknown product is none of the digital ones). */
const typesOf = (catalog: Catalog, row: ItemRow, rows: readonly ItemRow[]) => {
  const typeOf = (r: ItemRow) => catalog.everyProduct.get(r.product_id)?.type ?? 'custom'
  return { type: typeOf(row), orderItems: rows.filter((r) => r.parent_id === row.id).map((r) => ({ type: typeOf(r) })) }
}

/** C §7 save item options: each item's options and nodes changed as updateItem changes them (orders.ts changeItem). */
const applyItemOptions = async (
  tx: Queryable,
  catalog: Catalog,
  order: LockedOrder,
  items: SaveItemOptionsRequest['items'],
  locale: string,
): Promise<Applied> => {
  const photos = items.flatMap((item, i) => itemPhotos(item, `items.${i}`))
  const contents = await orderContents(tx, order.id, photos)
  assertPhotosAllowed(photos, contents.places)
  let rows = contents.rows
  const before: Look[] = []
  const after: Look[] = []
  for (const [i, { id, ...patch }] of items.entries()) {
    const row = rows.find((r) => r.id === id)
    if (!row) throw notFound('order_item')
    if (row.parent_id !== null) throw new HttpError(409, 'package_content', 'order.package_content')
    if (isPurchased(order.status) && !changeableAfterPurchase(typesOf(catalog, row, rows)))
      throw new HttpError(409, 'digital_delivered', 'change.digital_delivered')
    const changed = await changeItem(tx, catalog, order, { rows, formIds: contents.formIds }, row, patch, locale).catch(
      (e: unknown) => {
        throw atItem(e, i)
      },
    )
    rows = changed.rows
    before.push(itemLook(changed.product, changed.before))
    after.push(itemLook(changed.product, changed.after))
  }
  return { orderItem: items[0]?.id ?? null, known: { rows, formIds: contents.formIds }, before, after }
}

/** Each photo's image options in words ("Options of <photo>"), for the photos whose options differ. */
const imageOptionLooks = async (
  tx: Queryable,
  catalog: Catalog,
  was: readonly OrderImageOption[],
  now: readonly OrderImageOption[],
): Promise<{ before: Look[]; after: Look[] }> => {
  const images = [...new Set([...was, ...now].map((o) => o.image))]
  const labels = new Map(
    (
      await tx.query<{ id: string; label: string }>('select id, label from images where id = any($1::uuid[])', [images])
    ).rows.map((r) => [r.id, r.label]),
  )
  const look = (options: readonly OrderImageOption[], image: string) =>
    lookOf(`Options of ${labels.get(image) ?? 'a photo'}`, catalog.set.imageProductOptionGroups, new Map(), {
      options: Object.fromEntries(
        options
          .filter((o) => o.image === image)
          .map((o) => [o.productOptionGroup.id, { value: o.value, notes: o.notes }]),
      ),
      nodes: [],
    })
  const pairs = images
    .map((image) => [look(was, image), look(now, image)] as const)
    .filter(([b, a]) => changeSummary(b, a) !== '')
  return { before: pairs.map(([b]) => b), after: pairs.map(([, a]) => a) }
}

/** Applies a change in the caller's transaction on the locked order, checked as the cart's calls check it. */
const applyChange = async (
  tx: Queryable,
  catalog: Catalog,
  order: LockedOrder,
  request: ChangeRequest,
  locale: string,
): Promise<Applied> => {
  if (request.kind === 'item_options') return applyItemOptions(tx, catalog, order, request.items, locale)
  const was = await imageOptionsOf(tx, order.id)
  if (request.kind === 'image_options') await applyImageOptions(tx, catalog, order, request.entries)
  else {
    const removed = await tx.query('delete from order_image_options where id = $1 and order_id = $2 returning id', [
      request.imageOptionId,
      order.id,
    ])
    if (removed.rows.length === 0) throw notFound('order_image_option')
  }
  return {
    orderItem: null,
    known: {},
    ...(await imageOptionLooks(tx, catalog, was, await imageOptionsOf(tx, order.id))),
  }
}

/** What a change is made to: an order by id, or the order of an image option (C §7 remove image option). */
export type ChangeTarget = { orderId: string } | { imageOptionId: string }

type PaymentOfOrder = {
  id: string
  method: PaymentMethodId
  gateway: string | null
  intent_id: string | null
  amount: Money
  refunded: Money
  currency: string
}

/** The row of a change after purchase (migration 016). */
type ChangeRow = {
  id: string
  order_id: string
  request: ChangeRequest
  amount: Money
  total_after: Money
  settlement: 'none' | 'charge' | 'refund' | 'record' | 'due'
  status: 'pending' | 'succeeded' | 'failed'
  payment_id: string | null
  gateway: string | null
  charge_intent_id: string | null
  refunds: RefundPart[]
  refunded: Money
  failure_code: string | null
  failure_message: string | null
  /** The locale of the request that asked for it (migration 017), for its replay. */
  locale: string
  /** A refund's change: the order before it, put back if the refund is refused for good. */
  restore_point: RestorePoint | null
  /** How often the gateway was asked to settle it. */
  attempts: number
}

/** The order as it stands, as core/orderChangeAmount.ts prices it. */
const pricedNow = async (tx: Queryable, catalog: Catalog, order: LockedOrder) =>
  pricedOrderOf(catalog, order, (await orderContents(tx, order.id)).rows, await imageOptionsOf(tx, order.id))

/**
 * 409 changes_closed: after the cutoff (or without one), naming when (in the store's locale) and whom to ask; answers
 * whom to ask and the store's locale.
 */
const assertOpenForChanges = async (tx: Queryable, order: LockedOrder, now: Date) => {
  const { rows } = await tx.query<{ cutoff: string | null; contact: StudioContact | null; locale: string | null }>(
    `select st.settings ->> 'productionCutoffAt' as cutoff, so.settings -> 'studioContact' as contact,
       so.settings #>> '{formatOptions,locale}' as locale
     from stages st, stores so where st.id = $1 and so.id = $2`,
    [order.stage_id, order.store_id],
  )
  const cutoff = rows[0]?.cutoff ?? null
  const contact = rows[0]?.contact ?? null
  const storeLocale = rows[0]?.locale ?? 'en-US'
  if (!canChange(order.status, cutoff, now))
    throw new HttpError(409, 'changes_closed', changesClosedMessage(cutoff, contact, storeLocale))
  return { contact, storeLocale }
}

/** Money in a message: the locale the shopper asked for when it names a region (de-DE), else the store's. */
const moneyLocale = (requested: string, storeLocale: string) => {
  try {
    return new Intl.Locale(requested).region ? requested : storeLocale
  } catch {
    return storeLocale
  }
}

/** 409 too_many_changes: a parent's change that moves money once the order has had MAX_MONEY_CHANGES of them. */
const assertMoneyChangesLeft = async (tx: Queryable, order: LockedOrder, contact: StudioContact | null) => {
  const { rows } = await tx.query<{ n: number }>(
    `select count(*)::int as n from order_changes where order_id = $1 and amount <> 0 and status <> 'failed'`,
    [order.id],
  )
  if ((rows[0]?.n ?? 0) >= MAX_MONEY_CHANGES)
    throw new HttpError(409, 'too_many_changes', tooManyChangesMessage(contact))
}

/**
 * A refund drawn from the payment's captures, newest first (the charges of earlier changes, then the payment's own
 * intent), reserved on their rows in the caller's transaction (the payment row locked, so linked orders' refunds
 * never draw the same money twice).
 */
const reserveRefund = async (tx: Queryable, payment: PaymentOfOrder, amount: Money): Promise<RefundPart[]> => {
  const charges = await tx.query<{ id: string; intent: string; refundable: Money }>(
    `select id, charge_intent_id as intent, amount - refunded as refundable from order_changes
     where payment_id = $1 and status = 'succeeded' and settlement = 'charge' order by created_at desc, id for update`,
    [payment.id],
  )
  const sources = [
    ...charges.rows.map((c) => ({ intentId: c.intent, refundable: c.refundable })),
    ...(payment.intent_id ? [{ intentId: payment.intent_id, refundable: payment.amount - payment.refunded }] : []),
  ]
  const plan = refundPlan(sources, amount)
  if (!plan) throw new Error(`Payment ${payment.id} holds less than the refund of ${amount}`)
  for (const part of plan) {
    const charge = charges.rows.find((c) => c.intent === part.intentId)
    if (charge)
      await tx.query('update order_changes set refunded = refunded + $2 where id = $1', [charge.id, part.amount])
    else await tx.query('update payments set refunded = refunded + $2 where id = $1', [payment.id, part.amount])
  }
  return plan
}

/**
 * How a change was asked: the order's version (If-Match), the clock of the cutoff (Deps.now), the request's locale (its
 * words), and on a bought order the difference the parent confirmed (issue 14: charged only if it is the server's).
 */
export type Asked = { expected: Expected; now: Date; locale: string; confirmedAmount: Money | undefined }

/** What the first transaction of a change left to do: `busy`, the order whose other change is being paid. */
type Started = { answer: OrderResponse } | { busy: string } | { pending: string }

const changeInProgress = () => new HttpError(409, 'change_in_progress', 'change.in_progress')

/** Step (1): the change on a cart, or after purchase as the module comment says. */
const startChange = (
  deps: PaymentDeps,
  viewer: Viewer,
  target: ChangeTarget,
  request: ChangeRequest,
  { expected, now, locale, confirmedAmount }: Asked,
): Promise<Started> =>
  deps.db.transaction(async (tx): Promise<Started> => {
    const { db } = deps
    const orderId = 'orderId' in target ? target.orderId : await orderOfImageOption(tx, target.imageOptionId)
    if (!orderId) throw notFound('order_image_option')
    const order = await ownedOrder(tx, viewer, orderId, 'orderId' in target ? 'order' : 'order_image_option')
    checkVersion(order, expected)
    if (!isPurchased(order.status)) {
      // A cart (or an order being paid or cancelled, which catalogFor refuses): a plain change.
      const catalog = await catalogFor(db, tx, order)
      const applied = await applyChange(tx, catalog, order, request, locale)
      return { answer: await answerOf(db, tx, await refresh(db, tx, catalog, order, applied.known)) }
    }
    const { contact, storeLocale } = await assertOpenForChanges(tx, order, now)
    if (order.pending_change_id !== null) return { busy: order.id }
    const catalog = await catalogOfOrder(db, tx, order)
    const before = await pricedNow(tx, catalog, order)
    // The order as it is, kept with a refund's change: put back if the refund is refused for good.
    const point = await restorePointOf(
      tx,
      order.id,
      request.kind === 'item_options' ? request.items.map((i) => i.id) : [],
    )
    await tx.query('savepoint change')
    const applied = await applyChange(tx, catalog, order, request, locale)
    // refresh keeps a bought order's charges; the difference is the one the browser previewed (amountBetween).
    const refreshed = await refresh(db, tx, catalog, order, applied.known)
    const amount = amountBetween(before, await pricedNow(tx, catalog, refreshed.order))
    const summary = applied.before
      .map((b, i) => changeSummary(b, applied.after[i] ?? b))
      .filter(Boolean)
      .join('; ')
    if (summary === '') {
      // Nothing the parent sees changed: the order answers as it is.
      await tx.query('rollback to savepoint change')
      return { answer: await readOrder(tx, order, { now }) }
    }
    if (amount !== 0 && !viewer.isAdmin) await assertMoneyChangesLeft(tx, order, contact)
    // The change is checked; it is made only at the difference the parent confirmed (a price may have changed since the
    // preview): nothing is charged or changed otherwise.
    if (confirmedAmount === undefined)
      throw new HttpError(400, 'bad_request', 'invalid.change', {
        confirmedAmount: 'Required on a paid or placed order: the difference the parent confirmed',
      })
    if (amount !== confirmedAmount)
      throw new HttpError(
        409,
        'amount_changed',
        amountChangedMessage(amount, confirmedAmount, order.currency, moneyLocale(locale, storeLocale)),
        undefined,
        { confirmedAmount: { amount } },
      )
    const payment = order.payment_id
      ? ((
          await tx.query<PaymentOfOrder>(
            'select id, method, gateway, intent_id, amount, refunded, currency from payments where id = $1 for update',
            [order.payment_id],
          )
        ).rows[0] ?? null)
      : null
    const settlement = settlementOf(payment?.method ?? null, amount)
    if (settlement === 'needs_payment') throw new HttpError(409, 'change_needs_payment', 'change.needs_payment')
    if (settlement === 'charge') await tx.query('rollback to savepoint change')
    else await tx.query('release savepoint change')
    const id = randomUUID()
    const refunds = settlement === 'refund' && payment ? await reserveRefund(tx, payment, -amount) : []
    if (settlement === 'due' && payment)
      await tx.query('update payments set amount = amount + $2, updated_at = now() where id = $1', [payment.id, amount])
    const pending = settlement === 'charge' || settlement === 'refund'
    await tx.query(
      `insert into order_changes (id, order_id, store_user_id, order_item_id, kind, summary, before, after, request,
         amount, total_after, settlement, status, payment_id, gateway, refunds, locale, restore_point)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        id,
        order.id,
        viewer.storeUserId,
        applied.orderItem,
        request.kind,
        summary,
        JSON.stringify(applied.before),
        JSON.stringify(applied.after),
        JSON.stringify(request),
        amount,
        refreshed.order.total,
        settlement,
        pending ? 'pending' : 'succeeded',
        payment?.id ?? null,
        payment?.gateway ?? null,
        JSON.stringify(refunds),
        locale,
        settlement === 'refund' ? JSON.stringify(point) : null,
      ],
    )
    // A refund counts in totalRefund (C §3) once the change is applied; test mode's too (no money moves there).
    const refunded = settlement === 'refund' || settlement === 'record' ? Math.max(0, -amount) : 0
    const updated = await tx.query<LockedOrder>(
      `update orders set total_refund = total_refund + $2, pending_change_id = $3 where id = $1
       returning *, $4::text as catalog_version`,
      [order.id, refunded, pending ? id : null, order.catalog_version],
    )
    if (pending) return { pending: id }
    const row = updated.rows[0] ?? refreshed.order
    return { answer: await answerOf(db, tx, { order: row, imageOptions: refreshed.imageOptions }, now) }
  })

const findChange = async (q: Queryable, id: string, lock = false): Promise<ChangeRow> => {
  const row = (await q.query<ChangeRow>(`select * from order_changes where id = $1${lock ? ' for update' : ''}`, [id]))
    .rows[0]
  if (!row) throw new Error(`Order change ${id} vanished`)
  return row
}

/** Ends a pending change: `succeeded`, or `failed` with why; the order takes changes again. */
const settle = (tx: Queryable, change: ChangeRow, status: 'succeeded' | 'failed', extra: Partial<ChangeRow> = {}) =>
  Promise.all([
    tx.query(
      `update order_changes set status = $2, charge_intent_id = coalesce($3, charge_intent_id), failure_code = $4,
         failure_message = $5, updated_at = now() where id = $1`,
      [change.id, status, extra.charge_intent_id ?? null, extra.failure_code ?? null, extra.failure_message ?? null],
    ),
    // The order's version moved when the change was applied (refresh); a failed one changed nothing.
    tx.query('update orders set pending_change_id = null where id = $1 and pending_change_id = $2', [
      change.order_id,
      change.id,
    ]),
  ])

/** Why a charged change was given back instead of applied. */
const PRICES_CHANGED: CardError = {
  code: 'prices_changed',
  message: 'Prices changed while the difference was being charged: the charge was given back and nothing changed.',
}

/** Where a change ended: applied, or failed for this reason (no money kept). */
type Outcome = { kind: 'succeeded' } | { kind: 'failed'; failure: CardError }

/**
 * How often the gateway is asked to settle a change (its charge or refund, then giving a charge back) before the shop
 * stops: reconcile asks every minute, so about twenty minutes of a provider that does not answer. A change given up is
 * `failed` (`gateway_unreachable`) and logged: someone looks at the provider for its keys (docs/payments.md).
 */
export const MAX_GATEWAY_ATTEMPTS = 20

const GATEWAY_UNREACHABLE: CardError = {
  code: 'gateway_unreachable',
  message: 'The payment provider did not answer, so this change was not made. Please ask the studio.',
}

/** One more attempt at the gateway for this change (the row's `attempts`); false once they are used up. */
const attemptLeft = async (deps: PaymentDeps, change: ChangeRow): Promise<boolean> => {
  const { rows } = await deps.db.query<{ attempts: number }>(
    'update order_changes set attempts = attempts + 1, updated_at = now() where id = $1 returning attempts',
    [change.id],
  )
  if ((rows[0]?.attempts ?? 0) <= MAX_GATEWAY_ATTEMPTS) return true
  console.error(`Order change ${change.id}: the gateway did not settle it in ${MAX_GATEWAY_ATTEMPTS} attempts`)
  return false
}

/**
 * A refusal for good: the gateway's answer as a 4xx HttpError (the sandbox's refused refund, an unknown intent) in the
 * provider's words; anything else (no answer, a 5xx) may go through on another attempt.
 */
const refusalOf = (e: unknown): CardError | null =>
  e instanceof HttpError && e.status >= 400 && e.status < 500 ? { code: e.code, message: e.message } : null

/** A refund asked of the gateway: null once given, the refusal when refused for good; anything else is thrown. */
const refundOrRefusal = (gateway: CardGateway, intentId: string, amount: Money, key: string) =>
  gateway.refund(intentId, amount, key).then(
    () => null,
    (e: unknown) => {
      const refused = refusalOf(e)
      if (!refused) throw e
      return refused
    },
  )

/** Ends a pending change as `failed` for `failure`, nothing applied (a charge's change is applied only once taken). */
const fail = (deps: PaymentDeps, change: ChangeRow, failure: CardError, intentId: string | null = null) =>
  deps.db.transaction(async (tx) => {
    await lockOrder(tx, change.order_id)
    if ((await findChange(tx, change.id, true)).status === 'pending')
      await settle(tx, change, 'failed', {
        charge_intent_id: intentId,
        failure_code: failure.code,
        failure_message: failure.message,
      })
  })

/**
 * A refund refused for good (or given up) after its first `given` parts went back: in one transaction the order is put
 * back as it was before the change (its restore point; `totalRefund` keeps only the money that did go back), the
 * parts not given back are no longer reserved on the captures, and the change is `failed`.
 */
const undoRefund = (deps: PaymentDeps, change: ChangeRow, given: number, failure: CardError) =>
  deps.db.transaction(async (tx) => {
    await lockOrder(tx, change.order_id)
    const row = await findChange(tx, change.id, true)
    if (row.status !== 'pending') return
    if (!row.restore_point) throw new Error(`Refund change ${change.id} has no restore point`)
    await restoreOrder(tx, change.order_id, row.restore_point, planTotal(row.refunds.slice(0, given)))
    for (const part of row.refunds.slice(given)) {
      const charge = await tx.query(
        `update order_changes set refunded = refunded - $3 where payment_id = $1 and charge_intent_id = $2
           and settlement = 'charge' returning id`,
        [row.payment_id, part.intentId, part.amount],
      )
      if (charge.rows.length === 0)
        await tx.query('update payments set refunded = refunded - $2 where id = $1', [row.payment_id, part.amount])
    }
    await settle(tx, row, 'failed', { failure_code: failure.code, failure_message: failure.message })
  })

/**
 * A charge that could not be applied, given back once (key `<change id>:undo`), then recorded as given back; a refusal
 * or attempts used up leave it to the studio (logged; reconcile asks no more).
 */
const giveBack = async (deps: PaymentDeps, change: ChangeRow) => {
  if (change.charge_intent_id === null || change.refunded >= change.amount) return
  if (!(await attemptLeft(deps, change))) return
  const gateway = gatewayOf(deps, change.gateway ?? '')
  const refused = await refundOrRefusal(gateway, change.charge_intent_id, change.amount, `${change.id}:undo`)
  if (refused) {
    console.error(`Order change ${change.id}: giving its charge back was refused: ${refused.message}`)
    await deps.db.query('update order_changes set attempts = $2 where id = $1', [change.id, MAX_GATEWAY_ATTEMPTS + 1])
    return
  }
  await deps.db.query('update order_changes set refunded = amount, updated_at = now() where id = $1', [change.id])
}

/**
 * Steps (2) and (3) of a pending change, from the request that made it or from reconcile; safe to run twice at once
 * (the gateway's keys, the order's lock and the change's status). A refusal for good ends it `failed` (a refund's
 * change undone); another error is thrown and the change stays pending for the next attempt, MAX_GATEWAY_ATTEMPTS at
 * most.
 */
export const finishChange = async (deps: PaymentDeps, changeId: string): Promise<Outcome> => {
  const change = await findChange(deps.db, changeId)
  if (change.status !== 'pending')
    return change.status === 'succeeded'
      ? { kind: 'succeeded' }
      : { kind: 'failed', failure: { code: change.failure_code ?? 'failed', message: change.failure_message ?? '' } }
  const refund = change.settlement === 'refund'
  if (!(await attemptLeft(deps, change))) {
    await (refund ? undoRefund(deps, change, 0, GATEWAY_UNREACHABLE) : fail(deps, change, GATEWAY_UNREACHABLE))
    return finishChange(deps, change.id)
  }
  const gateway = gatewayOf(deps, change.gateway ?? '')
  if (refund) {
    for (const [i, part] of change.refunds.entries()) {
      const refused = await refundOrRefusal(gateway, part.intentId, part.amount, `${change.id}:${i}`)
      if (refused) {
        await undoRefund(deps, change, i, refused)
        return finishChange(deps, change.id)
      }
    }
    await deps.db.transaction(async (tx) => {
      await lockOrder(tx, change.order_id)
      if ((await findChange(tx, change.id, true)).status === 'pending') await settle(tx, change, 'succeeded')
    })
    return { kind: 'succeeded' }
  }
  const source = (
    await deps.db.query<{ intent_id: string; currency: string }>(
      'select intent_id, currency from payments where id = $1',
      [change.payment_id],
    )
  ).rows[0]
  if (!source?.intent_id) throw new Error(`Change ${change.id} has no card payment to charge`)
  const intent = await gateway
    .charge({
      sourceIntentId: source.intent_id,
      amount: change.amount,
      currency: source.currency,
      reference: change.id,
      idempotencyKey: change.id,
    })
    .catch((e: unknown) => {
      const refused = refusalOf(e)
      if (!refused) throw e
      return { status: 'requires_payment_method', lastError: refused } as const
    })
  if (intent.status !== 'succeeded') {
    await fail(deps, change, intent.lastError ?? { code: 'payment_failed', message: 'The card was not charged.' })
    return finishChange(deps, change.id)
  }
  const applied = await deps.db
    .transaction(async (tx) => {
      const order = await lockOrder(tx, change.order_id)
      if (!order || (await findChange(tx, change.id, true)).status !== 'pending') return true
      const catalog = await catalogOfOrder(deps.db, tx, order)
      const done = await applyChange(tx, catalog, order, change.request, change.locale)
      // Priced as in step (1): the order's charges kept (refresh on a bought order, core keptChargesTotals).
      if ((await refresh(deps.db, tx, catalog, order, done.known)).order.total !== change.total_after)
        throw PRICES_CHANGED
      await settle(tx, change, 'succeeded', { charge_intent_id: intent.id })
      return true
    })
    .catch((e: unknown) => {
      // The change cannot be applied at the price charged (a price changed meanwhile, or the replay is refused now).
      if (e === PRICES_CHANGED || e instanceof HttpError) return false
      throw e
    })
  if (!applied) {
    await fail(deps, change, PRICES_CHANGED, intent.id)
    await giveBack(deps, await findChange(deps.db, change.id))
  }
  return finishChange(deps, change.id)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** How long a change waits for another change of the order being paid before it answers change_in_progress. */
const WAIT_FOR_PENDING_MS = 20_000

/**
 * The requests of this process waiting for another change of an order to be paid, by order (at most
 * MAX_WAITING_CHANGES each): a bound on what one process holds for an order, so it is kept in its memory.
 */
const waiting = new Map<string, number>()

/**
 * C §7 save item options, save and remove image option, on a cart or after purchase (see the module comment). A
 * change waits while another change of the order is being paid (20 s at most, and at most MAX_WAITING_CHANGES requests
 * of an order at once: 409 change_in_progress). A parent's change that moves money once the order has had
 * MAX_MONEY_CHANGES of them is 409 too_many_changes, naming the studio contact. A refused
 * charge answers 402 payment_failed in the provider's words; a charge given back because a price changed meanwhile,
 * 409 prices_changed. On a bought order the difference must be the one the parent confirmed (`asked.confirmedAmount`:
 * missing 400, another 409 amount_changed with the server's amount in `values.confirmedAmount.amount`).
 */
export const changeOrder = async (
  deps: PaymentDeps,
  viewer: Viewer,
  target: ChangeTarget,
  request: ChangeRequest,
  asked: Asked,
): Promise<OrderResponse> => {
  const { now } = asked
  const deadline = Date.now() + WAIT_FOR_PENDING_MS
  let waitsOn: string | null = null
  try {
    for (let wait = 10; ; wait = Math.min(wait * 2, 250)) {
      const started = await startChange(deps, viewer, target, request, asked)
      if ('answer' in started) return started.answer
      if ('pending' in started) {
        const outcome = await finishChange(deps, started.pending).catch(async (e: unknown) => {
          // The gateway did not answer: the change stays pending for reconcile (the same keys: charged or refunded once
          // at most). A refund's change is applied already: the order answers with it.
          console.error(`Order change ${started.pending} stays pending`, e)
          if ((await findChange(deps.db, started.pending)).settlement === 'refund') return null
          throw new HttpError(503, 'change_pending', 'change.pending')
        })
        if (outcome?.kind === 'failed')
          throw outcome.failure.code === PRICES_CHANGED.code
            ? new HttpError(409, PRICES_CHANGED.code, declineMessage(PRICES_CHANGED))
            : refusal(outcome.failure)
        const { order_id } = await findChange(deps.db, started.pending)
        const order = await findOrder(deps.db, order_id)
        if (!order) throw notFound('order')
        return readOrder(deps.db, order, { now })
      }
      // Another change of the order is being paid: wait for it, as one of at most MAX_WAITING_CHANGES.
      if (waitsOn === null) {
        const others = waiting.get(started.busy) ?? 0
        if (others >= MAX_WAITING_CHANGES) throw changeInProgress()
        waiting.set(started.busy, others + 1)
        waitsOn = started.busy
      }
      if (Date.now() > deadline) throw changeInProgress()
      await sleep(wait)
    }
  } finally {
    if (waitsOn !== null) {
      const left = (waiting.get(waitsOn) ?? 1) - 1
      if (left > 0) waiting.set(waitsOn, left)
      else waiting.delete(waitsOn)
    }
  }
}

/**
 * Reconcile (run with the payments' reconcile, payments.ts): every change a crash left pending is finished (its charge
 * or refunds asked again with the same keys, then applied or failed), and every charge that could not be applied is
 * given back. `untouchedForMs`: only rows no request changed for that long (the database's clock). Answers how many it
 * looked at; one it cannot finish now is logged and left for the next run.
 */
export const reconcileOrderChanges = async (deps: PaymentDeps, untouchedForMs = 0): Promise<number> => {
  const { rows } = await deps.db.query<{ id: string; status: ChangeRow['status'] }>(
    `select id, status from order_changes
     where (status = 'pending'
         or (status = 'failed' and charge_intent_id is not null and refunded < amount and attempts <= $2))
       and updated_at <= now() - make_interval(secs => $1)
     order by created_at`,
    [untouchedForMs / 1000, MAX_GATEWAY_ATTEMPTS],
  )
  for (const c of rows)
    try {
      if (c.status === 'pending') await finishChange(deps, c.id)
      else await giveBack(deps, await findChange(deps.db, c.id))
    } catch (e) {
      console.error(`Reconcile: order change ${c.id} stays ${c.status}`, e)
    }
  return rows.length
}
