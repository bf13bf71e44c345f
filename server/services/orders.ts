// Order use cases (C §4 order lifecycle, C §7 order, order item and order form calls). Every change runs in one
// transaction on the locked order row, is priced and checked with core, and adds one to the order's version.
import { randomInt, randomUUID } from 'node:crypto'
import { isPurchased } from '../../core/afterPurchase'
import { couponOnOrder, minimumSpendMet } from '../../core/coupons'
import { croppingAvailable } from '../../core/cropBox'
import { validateForm } from '../../core/forms'
import { MAX_ORDER_ITEMS } from '../../core/inputLimits'
import { describeReason, lockReasons } from '../../core/lockExplanation'
import { type Money, sum, toMajor } from '../../core/money'
import { cleanOptionValues } from '../../core/options'
import { keptChargesTotals, type PricedOrder } from '../../core/orderChangeAmount'
import { type Catalog, catalogOf, checkOrderItem, type ItemInput, problemFields } from '../../core/orderItem'
import { orderTypeOf } from '../../core/orderMatch'
import { acceptsChanges } from '../../core/orderStatus'
import { LIVE_PAYMENT_STATUSES, PAYMENT_STATUSES } from '../../core/payments'
import { itemPhotos, type NamedPhoto } from '../../core/photoOwnership'
import { quantityBounds } from '../../core/quantity'
import { exclusiveConflicts, type OrderFacts, removalDependencies, removalDependents } from '../../core/rules'
import type {
  CreateOrderItemRequest,
  CreateOrderRequest,
  OrderFormRequest,
  OrderImageOption,
  OrderResponse,
  UpdateOrderItemRequest,
} from '../../core/schemas/order'
import type { Product, ProductOptionGroup, ProductSet } from '../../core/schemas/productSet'
import { lineQuantities, type ShippingMethod, shippingQuote } from '../../core/shipping'
import { type OrderTotals, orderCharges, orderTotals, type TotalsItem } from '../../core/totals'
import { type CatalogAt, catalogAt, currentCatalog } from '../catalogCache'
import type { Database, Queryable } from '../db/database'
import { HttpError, notFound } from '../http'
import { lockReasonMessage } from '../messages/lockReasons'
import type { Named } from '../messages/say'
import { productSetAt, sessionAt, shippingMethodsAt, storeAt } from './catalogReads'
import { heldCoupon, releaseCoupon } from './couponRows'
import {
  findOrder,
  type ItemRow,
  imageOptionsOf,
  insertItem,
  type KnownParts,
  type LockedOrder,
  lockOrder,
  type OrderRow,
  orderContents,
  readOrder,
  replaceItem,
  storedInput,
} from './orderRows'
import { assertPhotosAllowed } from './photoPlaces'
import { reachableSubject } from './subjects'

/** Who asks: a shopper (store user) or the admin, who may act on any order but creates none. */
export type Viewer = { storeUserId: string | null; isAdmin: boolean }

/** Optimistic concurrency: the version the caller last saw (If-Match), when it sent one. */
export type Expected = number | undefined

export const owns = (viewer: Viewer, order: OrderRow) => viewer.isAdmin || order.store_user_id === viewer.storeUserId

/**
 * The order a change is made to, locked (with the catalog version it is changed against). Another store user's order
 * (and what belongs to it) answers as if it did not exist.
 */
export const ownedOrder = async (
  tx: Queryable,
  viewer: Viewer,
  id: string,
  what: Named<'not_found'> = 'order',
): Promise<LockedOrder> => {
  const order = await lockOrder(tx, id)
  if (!order || !owns(viewer, order)) throw notFound(what)
  return order
}

/** The catalog cache at the version read with the order's lock, loading through the change's transaction. */
const catalogOfChange = (db: Database, tx: Queryable, order: LockedOrder): CatalogAt =>
  catalogAt(db, order.catalog_version, tx)

export const checkVersion = (order: OrderRow, expected: Expected) => {
  if (expected !== undefined && expected !== order.version) {
    throw new HttpError(409, 'version_conflict', { id: 'order.version_conflict', values: { version: order.version } })
  }
}

/** Issue 12: an order being paid, paid or cancelled takes no changes (core/orderStatus.ts). */
const assertChangeable = (order: OrderRow) => {
  if (!acceptsChanges(order.status)) throw new HttpError(409, 'order_locked', 'order.locked')
}

/**
 * The catalog an order is changed against, from the catalog cache at the version read with the order's lock (no
 * query once the version is cached). Every change calls it: a paused stage takes no changes (B §4 cart unavailable),
 * nor does an order past checkout (409 order_locked).
 */
export const catalogFor = async (db: Database, tx: Queryable, order: LockedOrder): Promise<Catalog> => {
  assertChangeable(order)
  const { session, catalog } = await sessionCatalog(catalogOfChange(db, tx, order), order.client_session_id)
  if (session.clientSession.stage.type === 'pause') {
    throw new HttpError(409, 'cart_unavailable', 'order.cart_unavailable')
  }
  return catalog
}

/**
 * The catalog an order is priced against (at the version read with its lock), without checking that it takes changes:
 * a change after purchase (server/services/orderChanges.ts) is checked against the cutoff instead.
 */
export const catalogOfOrder = async (db: Database, tx: Queryable, order: LockedOrder): Promise<Catalog> =>
  (await sessionCatalog(catalogOfChange(db, tx, order), order.client_session_id)).catalog

/** The catalog a client session's orders are priced against, from the catalog cache. */
export const sessionCatalog = async (at: CatalogAt, clientSessionId: string) => {
  const session = await sessionAt(at, clientSessionId)
  const set = session && (await productSetAt(at, session.productSetId))
  if (!set) throw new Error(`Client session ${clientSessionId} has no product set`)
  const store = await storeAt(at, session.storeId)
  const catalog = await at.get(`orderCatalog:${clientSessionId}`, async () =>
    catalogOf(set, croppingAvailable(store?.settings, session.clientSession.stage)),
  )
  return { session, catalog }
}

/** The catalog of another client session at the version of a change to `order` (a linked order of another shop). */
export const catalogOfSession = async (db: Database, tx: Queryable, order: LockedOrder, clientSessionId: string) =>
  (await sessionCatalog(catalogOfChange(db, tx, order), clientSessionId)).catalog

/** C §3 the shipping methods of the order's client session, at the catalog version of the change. */
export const shippingMethodsFor = (db: Database, tx: Queryable, order: LockedOrder) =>
  shippingMethodsAt(catalogOfChange(db, tx, order), order.client_session_id)

/** An order item as the business rules see it (C §4): top-level items only; package content is not a purchase. */
type Line = { id: string; productId: string; categoryId: string | null; quantity: number; subTotal: number } & Pick<
  ItemRow,
  'parameters'
>

const linesOf = (catalog: Catalog, rows: readonly ItemRow[]): Line[] =>
  rows
    .filter((r) => r.parent_id === null)
    .map((r) => ({
      id: r.id,
      productId: r.product_id,
      categoryId: catalog.topLevel.get(r.product_id)?.categoryId ?? null,
      quantity: r.quantity,
      subTotal: r.sub_total,
      parameters: r.parameters,
    }))

const factsOf = (lines: readonly Line[], formIds: readonly string[]): OrderFacts => ({
  items: lines,
  subTotal: sum(lines.map((l) => l.subTotal)),
  formIds,
})

const quantityOf = (lines: readonly Line[], productId: string) =>
  lines.filter((l) => l.productId === productId).reduce((n, l) => n + l.quantity, 0)

const labelOf = (catalog: Catalog, productId: string) =>
  catalog.everyProduct.get(productId)?.information.label ?? 'a product'

/** Money in the shopper's locale and the order's currency; a locale Intl does not know falls back to en-US. */
export const moneyFormatter = (locale: string, currency: string) => {
  let format: Intl.NumberFormat
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  } catch {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency })
  }
  return (amount: Money) => format.format(toMajor(amount))
}

/**
 * B §4, C §4 business-rule buttons: a locked product cannot be added; the 409 says what unlocks it, in the words of
 * core/lockExplanation (the browser's popover reads the same reasons).
 */
const checkUnlocked = (
  catalog: Catalog,
  order: OrderRow,
  productId: string,
  lines: Line[],
  formIds: string[],
  locale: string,
) => {
  const categoryId = catalog.topLevel.get(productId)?.categoryId ?? null
  const lock = lockReasons(catalog.set, { productId, categoryId }, factsOf(lines, formIds))
  if (lock.enabled) return
  const money = moneyFormatter(locale, order.currency)
  const fields = Object.fromEntries(lock.reasons.map((r) => [`rules.${r.ruleId}`, describeReason(r, money)]))
  const reasons = lock.reasons.map((r) => lockReasonMessage(r, order.currency, locale))
  throw new HttpError(
    409,
    'product_locked',
    {
      id: 'order.product_locked',
      values: { product: labelOf(catalog, productId), reasons: { list: reasons, join: 'semicolons' } },
    },
    fields,
  )
}

/**
 * Checks and prices an item with core/orderItem checkOrderItem; a refusal is a 400 whose fields map each request path
 * to the message id the browser shows for it (DESIGN decision 12).
 */
const checkedItem = (catalog: Catalog, product: Product, input: ItemInput, quantityInOrder: number) => {
  const verdict = checkOrderItem(catalog, product, input, quantityInOrder)
  if (verdict.ok) return verdict.item
  const fields = problemFields(verdict.problems)
  const id = verdict.code === 'invalid_order_item' ? 'order.item_invalid' : 'order.item_incomplete'
  throw new HttpError(400, verdict.code, { id, values: { fields: Object.keys(fields).join(', ') } }, fields)
}

/** Item rows in the order orderContents reads them (position, then creation). */
const inOrder = (rows: readonly ItemRow[]): ItemRow[] =>
  [...rows].sort((a, b) => a.position - b.position || a.created_at.getTime() - b.created_at.getTime())

/** JSON with object keys sorted: jsonb does not keep key order, so stored and computed values compare this way. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )

/** What a change leaves: the order row after it (new totals and version) and its image options, read on the way. */
export type Refreshed = { order: LockedOrder; imageOptions: OrderImageOption[] }

/**
 * After every change: each item's current quantity limit and removal dependencies (written, in one statement, for the
 * items where they changed), the order totals (C §3) from the items' server-computed subtotals and the order's charges
 * (cartCharges on a cart, keptCharges on a paid or placed order), and the next version. `known`: the items (and forms)
 * as the change left them, so they are not read again.
 */
export const refresh = async (
  db: Database,
  tx: Queryable,
  catalog: Catalog,
  order: LockedOrder,
  known: { rows?: readonly ItemRow[]; formIds?: readonly string[] } = {},
): Promise<Refreshed> => {
  const { rows, formIds } =
    known.rows && known.formIds
      ? { rows: inOrder(known.rows), formIds: [...known.formIds] }
      : await orderContents(tx, order.id)
  const lines = linesOf(catalog, rows)
  const dependents = removalDependencies(catalog.set.businessRules, lines, formIds)
  const changed: { id: string; quantity_limit: number | null; parameters: Record<string, unknown> }[] = []
  // Issue 17: each product's quantity and each row looked up, not searched for, per line (that was quadratic).
  const held = lineQuantities(lines)
  const rowsById = new Map(rows.map((r) => [r.id, r]))
  for (const line of lines) {
    const product = catalog.everyProduct.get(line.productId)
    // What the order's other items hold of the product (item ids are unique).
    const others = (held.get(line.productId)?.quantity ?? 0) - line.quantity
    const limit = product ? quantityBounds(product, others).limit : null
    const parameters = { ...line.parameters, removeDependencies: dependents[line.id] ?? [] }
    const row = rowsById.get(line.id)
    if (row?.quantity_limit !== limit || canonical(row.parameters) !== canonical(parameters))
      changed.push({ id: line.id, quantity_limit: limit, parameters })
  }
  if (changed.length > 0)
    await tx.query(
      `update order_items o set quantity_limit = v.quantity_limit, parameters = v.parameters
       from jsonb_to_recordset($1::jsonb) as v(id uuid, quantity_limit integer, parameters jsonb) where o.id = v.id`,
      [JSON.stringify(changed)],
    )
  const imageOptions = await imageOptionsOf(tx, order.id)
  const { totals, taxRate, serviceFeeLabel, coupon } = isPurchased(order.status)
    ? keptCharges(catalog, order, rows, imageOptions)
    : await cartCharges(db, tx, catalog, order, rows, imageOptions)
  const updated = (
    await tx.query<OrderRow>(
      `update orders set sub_total = $2, original_sub_total = $3, total_saving = $4, coupon_discount_total = $5,
         service_fee_total = $6, shipping_total = $7, total_tax = $8, total_refund = $9, total = $10,
         tax_rate = $11, service_fee_label = $12, coupon_discount = $13, adjustment_total = $14,
         version = version + 1, updated_at = now()
       where id = $1 returning *`,
      [
        order.id,
        totals.subTotal,
        totals.originalSubTotal,
        totals.totalSaving,
        totals.couponDiscountTotal,
        totals.serviceFeeTotal,
        totals.shippingTotal,
        totals.totalTax,
        // What was given back after purchase (orderChanges.ts): money moved, not a price, so it stays.
        order.total_refund,
        totals.total,
        taxRate,
        serviceFeeLabel,
        coupon,
        totals.adjustmentTotal,
      ],
    )
  ).rows[0]
  if (!updated) throw notFound('order')
  return { order: { ...updated, catalog_version: order.catalog_version }, imageOptions }
}

/** An order's totals and the charges written beside them. */
type Charged = {
  totals: OrderTotals
  taxRate: number
  serviceFeeLabel: string | null
  coupon: OrderRow['coupon_discount']
}

/**
 * A cart's charges now: the store's service fee and tax rate (its settings now), the shipping method's cost for the
 * items now (issue 12) and the coupon the order holds. The coupon stays and its amount follows the order; once the sub
 * total falls below its minimum spend it is removed and its use freed (docs/pricing.md).
 */
const cartCharges = async (
  db: Database,
  tx: Queryable,
  catalog: Catalog,
  order: LockedOrder,
  rows: readonly ItemRow[],
  imageOptions: readonly OrderImageOption[],
): Promise<Charged> => {
  const at = catalogOfChange(db, tx, order)
  const pricing = await orderPricing(at, tx, catalog, order, rows, imageOptions)
  const { charges, coupon } = pricing
  if (pricing.held && !coupon) await releaseCoupon(tx, order.id)
  // The methods are read only when the order has one (one cached read per catalog version); one no longer offered
  // costs nothing.
  const method =
    order.shipping_method_id === null
      ? null
      : (await shippingMethodsAt(at, order.client_session_id)).find((m) => m.id === order.shipping_method_id)
  return {
    totals: pricing.totalsWith(method ?? null),
    taxRate: charges.taxRate,
    serviceFeeLabel: charges.serviceFeeLabel,
    coupon: coupon && couponOnOrder(coupon),
  }
}

/**
 * An order as core/orderChangeAmount.ts prices it: its top-level items and image options, and the shipping total,
 * service fee, tax rate, coupon and adjustment stored on it (the fields of the order the browser previews a change with).
 */
export const pricedOrderOf = (
  catalog: Catalog,
  order: OrderRow,
  rows: readonly ItemRow[],
  imageOptions: readonly OrderImageOption[],
): PricedOrder => ({
  orderItems: rows
    .filter((r) => r.parent_id === null)
    .map((r) => ({
      id: r.id,
      type: catalog.everyProduct.get(r.product_id)?.type ?? '',
      subTotal: r.sub_total,
      originalSubTotal: r.original_sub_total,
    })),
  orderImageOptions: imageOptions,
  shippingTotal: order.shipping_total,
  serviceFeeTotal: order.service_fee_total,
  taxRate: Number(order.tax_rate),
  couponDiscount: order.coupon_discount,
  adjustment: order.adjustment_amount === null ? null : { amount: order.adjustment_amount },
})

/**
 * A paid or placed order's charges stay as they were at purchase (issue 14 point 5): a change after purchase re-prices
 * its items and image options only, by core/orderChangeAmount.ts keptChargesTotals, the totals the browser previews
 * the change with; today's shipping rules, store settings and coupon minimums do not apply.
 */
const keptCharges = (
  catalog: Catalog,
  order: OrderRow,
  rows: readonly ItemRow[],
  imageOptions: readonly OrderImageOption[],
): Charged => ({
  totals: keptChargesTotals(pricedOrderOf(catalog, order, rows, imageOptions)),
  taxRate: Number(order.tax_rate),
  serviceFeeLabel: order.service_fee_label,
  coupon: order.coupon_discount,
})

/**
 * What prices an order (C §3 order totals), read once for its items as they stand: the items and image options, the
 * store's service fee and tax rate (its settings now), the studio's adjustment (issue 15), the coupon it holds (`coupon` is null once the sub total falls
 * below the coupon's minimum spend; `held` is what it holds) and the shipping method's quote (core/shipping.ts
 * shippingQuote: the method's rules and adjustments on the top-level items, free once the set's threshold promotion
 * is reached). `totalsWith(method)` is the order's totals with that method (null: none), by core/totals.ts
 * orderTotals: refresh writes them for the order's own method, and GET checkout_requirements offers them for each
 * method, so the total a parent sees beside a method is the total saving it gives (DESIGN decision 2).
 */
export const orderPricing = async (
  at: CatalogAt,
  db: Queryable,
  catalog: Catalog,
  order: OrderRow,
  rows: readonly ItemRow[],
  imageOptions: readonly OrderImageOption[],
) => {
  const items = totalsItemsOf(catalog, rows, imageOptions)
  const lines = linesOf(catalog, rows)
  const store = await storeAt(at, order.store_id)
  const held = await heldCoupon(db, order.id)
  const charges = orderCharges(store?.settings, items.length > 0)
  const itemsSubTotal = sum(items.map((i) => i.subTotal))
  const coupon = held && minimumSpendMet(held, itemsSubTotal) ? held : null
  const quote = (method: ShippingMethod) => shippingQuote(method, lines, itemsSubTotal, catalog.set.shippingPromotions)
  const totalsWith = (method: ShippingMethod | null) =>
    orderTotals({
      items,
      shippingTotal: method ? quote(method).cost : 0,
      coupon: coupon && couponOnOrder(coupon),
      serviceFee: charges.serviceFee,
      taxRate: charges.taxRate,
      adjustment: order.adjustment_amount,
    })
  return { charges, held, coupon, quote, totalsWith }
}

/**
 * What the order totals add up (C §3): its items (package items marked, for coupons that leave them out) and its
 * image options, charged once per photo beside the items (docs/pricing.md).
 */
const totalsItemsOf = (
  catalog: Catalog,
  rows: readonly ItemRow[],
  imageOptions: readonly OrderImageOption[],
): TotalsItem[] => [
  ...rows
    .filter((r) => r.parent_id === null)
    .map((r) => ({
      subTotal: r.sub_total,
      originalSubTotal: r.original_sub_total,
      isPackage: catalog.everyProduct.get(r.product_id)?.type === 'package',
    })),
  ...imageOptions.map((o) => ({ subTotal: o.retailAmount })),
]

/** totalsItemsOf the order as stored now. */
export const totalsItems = async (tx: Queryable, catalog: Catalog, orderId: string): Promise<TotalsItem[]> => {
  const [{ rows }, imageOptions] = await Promise.all([orderContents(tx, orderId), imageOptionsOf(tx, orderId)])
  return totalsItemsOf(catalog, rows, imageOptions)
}

/**
 * The answer to a change (C §7 `{ order }`, previousOrder beside it), read in the change's transaction: the order at
 * exactly the version the change made. The session comes from the catalog cache, the image options from refresh.
 */
export const answerOf = async (
  db: Database,
  tx: Queryable,
  refreshed: Refreshed,
  now?: Date,
): Promise<OrderResponse> => {
  const { order } = refreshed
  const at = catalogOfChange(db, tx, order)
  const [session, store] = await Promise.all([sessionAt(at, order.client_session_id), storeAt(at, order.store_id)])
  const stage = session?.clientSession.stage
  const known: KnownParts = { imageOptions: refreshed.imageOptions, ...(now ? { now } : {}) }
  if (session && stage && store && stage.id === order.stage_id)
    known.session = {
      label: session.clientSession.label,
      cartImageTypePreference: session.clientSession.cartImageTypePreference,
      stageType: stage.type,
      allowCoupons: stage.allowCoupons,
      multiChildOrdering: stage.multiChildOrdering,
      orderCompleteCartText: stage.orderCompleteCartText ?? null,
      imageSubmissionUrl: stage.imageSubmissionUrl ?? null,
      productionCutoffAt: stage.productionCutoffAt ?? null,
      studioContact: store.settings.studioContact ?? null,
    }
  return readOrder(tx, order, known)
}

/** The order as stored now, unlocked (a read); another store user's answers as if it did not exist. */
export const readableOrder = async (db: Queryable, viewer: Viewer, id: string): Promise<OrderRow> => {
  const order = await findOrder(db, id)
  if (!order || !owns(viewer, order)) throw notFound('order')
  return order
}

/**
 * C §7 GET /orders/{reference}/show: the order with this reference, for its store user or the admin. C §2 "an order of
 * one specific type is treated as not found" is read as an order that is still a cart (open, checkout, being paid):
 * the order page is for orders that were placed. Anything else, and a reference not of the alphabet, is 404.
 */
export const orderByReference = async (db: Queryable, viewer: Viewer, reference: string, now?: Date) => {
  const order = REFERENCE.test(reference)
    ? ((await db.query<OrderRow>('select * from orders where order_reference = $1', [reference])).rows[0] ?? null)
    : null
  if (!order || !owns(viewer, order) || acceptsChanges(order.status) || order.status === 'payment_pending')
    throw notFound('order')
  return readOrder(db, order, now ? { now } : {})
}

/** C §7 GET /orders/{id}: the order and the one before it. */
export const getOrder = async (db: Queryable, viewer: Viewer, id: string): Promise<OrderResponse> =>
  readOrder(db, await readableOrder(db, viewer, id))

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** An order reference as made here: 8 characters of [A-Z2-9] (the alphabet leaves out I and O). */
const REFERENCE = /^[A-Z2-9]{8}$/
const newReference = () =>
  Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')

/** Whether the current stage of a client session links orders of other sessions (multiChildOrderingCrossSession). */
const crossSessionAllowed = async (at: CatalogAt, clientSessionId: string) =>
  (await sessionAt(at, clientSessionId))?.clientSession.stage.multiChildOrderingCrossSession === true

/**
 * C §4 create: for the client session's current stage, the signed-in store user and an optional subject; a linked
 * order joins the link group of the order it names (multi-child ordering).
 */
export const createOrder = async (db: Database, viewer: Viewer, body: CreateOrderRequest): Promise<OrderResponse> => {
  const storeUserId = viewer.storeUserId
  if (!storeUserId) throw new HttpError(403, 'store_user_required', 'order.store_user_required')
  const input = body.order
  const at = await currentCatalog(db)
  const found = await sessionAt(at, input.clientSession)
  if (!found) throw notFound('client_session')
  const { stage } = found.clientSession
  const store = await storeAt(at, found.storeId)
  if (!store) throw notFound('store')
  const preOrder = (await productSetAt(at, found.productSetId))?.preOrder
  if (preOrder === undefined) throw notFound('product_set')
  if (stage.type === 'pause' || !store.settings.isShoppingCartAvailable) {
    throw new HttpError(409, 'cart_unavailable', 'order.cart_unavailable')
  }
  const subject = input.subject ?? null
  if (subject === null && !stage.allowSubjectlessOrders) {
    throw new HttpError(400, 'bad_request', 'order.subject_required', {
      'order.subject': 'A student is required',
    })
  }
  return db.transaction(async (tx) => {
    // Issue 11: a subject needs this store user's grant (its access code entered) and must be of the session.
    if (subject !== null && (await reachableSubject(tx, viewer, subject)).clientSessionId !== found.clientSession.id)
      throw new HttpError(400, 'bad_request', 'order.subject_elsewhere', {
        'order.subject': 'This student is not photographed in this session',
      })
    let linkGroup: string | null = null
    if (input.linkedOrder) {
      const linked = await ownedOrder(tx, { storeUserId, isAdmin: false }, input.linkedOrder)
      // A paid (or cancelled) order's group is closed: the new child's order starts a cart of its own.
      assertChangeable(linked)
      const crossSession = linked.client_session_id !== found.clientSession.id
      // Across client sessions both shops must allow it: the new order's and the one the shopper adds from.
      // Read through this transaction: on PGlite a read outside it would wait for it to end.
      const acrossAllowed =
        stage.multiChildOrderingCrossSession &&
        (await crossSessionAllowed(catalogAt(db, at.version, tx), linked.client_session_id))
      if (!stage.multiChildOrdering || (crossSession && !acrossAllowed)) {
        throw new HttpError(409, 'multi_child_ordering_off', 'order.multi_child_off')
      }
      // The cart is paid with one payment (issue 13): its orders are of one store, in one currency.
      if (linked.store_id !== found.storeId || linked.currency !== store.settings.formatOptions.currency) {
        throw new HttpError(409, 'order_link_refused', 'order.link_refused')
      }
      linkGroup = linked.link_group
    }
    const id = randomUUID()
    const type = orderTypeOf(stage, { preOrder })
    const created = await tx.query<OrderRow>(
      `insert into orders (id, order_reference, store_id, client_session_id, stage_id, store_user_id, subject_id,
         link_group, type, is_pre_order, currency, tax_rate)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning *`,
      [
        id,
        newReference(),
        found.storeId,
        found.clientSession.id,
        stage.id,
        storeUserId,
        subject,
        linkGroup ?? id,
        type,
        type === 'pre-order',
        store.settings.formatOptions.currency,
        orderCharges(store.settings, false).taxRate,
      ],
    )
    const order = created.rows[0]
    if (!order) throw new Error('order missing after insert')
    // A new order holds nothing yet: its answer reads only its links and the order before it.
    return answerOf(db, tx, { order: { ...order, catalog_version: at.version }, imageOptions: [] })
  })
}

/**
 * C §7 create order item. The product must be one of the order's shop; it is checked and priced by
 * core/orderItem checkOrderItem (400), then a locked product is refused (409) and so is an exclusive-group conflict (409) unless
 * `replaceConflicts`, which removes the conflicting items and what depends on them in the same transaction.
 */
export const addItem = async (
  db: Database,
  viewer: Viewer,
  body: CreateOrderItemRequest,
  expected: Expected,
  locale = 'en-US',
) =>
  db.transaction(async (tx) => {
    const input = body.orderItem
    const order = await ownedOrder(tx, viewer, input.order)
    checkVersion(order, expected)
    const catalog = await catalogFor(db, tx, order)
    const entry = catalog.topLevel.get(input.product)
    if (!entry) throw notFound('product')
    const photos = itemPhotos(input)
    const { rows, formIds, places } = await orderContents(tx, order.id, photos)
    assertPhotosAllowed(photos, places)
    const lines = linesOf(catalog, rows)
    const conflicts = exclusiveConflicts(catalog.set.businessRules.exclusiveProductGroups, input.product, lines)
    const removed = new Set(conflicts.flatMap((c) => [c.id, ...removalDependents(c.id, lines).map((d) => d.id)]))
    const remaining = lines.filter((l) => !removed.has(l.id))
    if (remaining.length >= MAX_ORDER_ITEMS)
      throw new HttpError(409, 'order_full', { id: 'order.full', values: { max: MAX_ORDER_ITEMS } })
    const item = checkedItem(
      catalog,
      entry.product,
      {
        quantity: input.quantity,
        options: input.options ?? {},
        nodes: input.nodes ?? [],
        orderItems: input.orderItems ?? [],
      },
      quantityOf(remaining, input.product),
    )
    checkUnlocked(catalog, order, input.product, remaining, formIds, locale)
    if (conflicts.length > 0 && !body.replaceConflicts) {
      const fields = Object.fromEntries(conflicts.map((c) => [`conflicts.${c.id}`, labelOf(catalog, c.productId)]))
      throw new HttpError(
        409,
        'exclusive_conflict',
        {
          id: 'order.exclusive_conflict',
          values: { product: entry.product.information.label, others: { list: Object.values(fields), join: 'commas' } },
        },
        fields,
      )
    }
    if (removed.size > 0) await tx.query('delete from order_items where id = any($1::uuid[])', [[...removed]])
    const inserted = await insertItem(tx, order.id, item)
    // What the order holds now: package content goes with its package (on delete cascade).
    const kept = rows.filter((r) => !removed.has(r.id) && !(r.parent_id !== null && removed.has(r.parent_id)))
    const refreshed = await refresh(db, tx, catalog, order, { rows: [...kept, ...inserted], formIds })
    return answerOf(db, tx, refreshed)
  })

/**
 * An item of a shopper's order, found through the item id; package content is reached through its package. The item
 * is read again once its order is locked: a change that committed while this one waited for the lock (the item
 * removed, its quantity changed) is what this change builds on, and where the photos the change names live.
 */
const ownedItem = async (tx: Queryable, viewer: Viewer, itemId: string, photos: readonly NamedPhoto[] = []) => {
  const found = (await tx.query<{ order_id: string }>('select order_id from order_items where id = $1', [itemId]))
    .rows[0]
  if (!found) throw notFound('order_item')
  const order = await ownedOrder(tx, viewer, found.order_id, 'order_item')
  const { rows, formIds, places } = await orderContents(tx, order.id, photos)
  const row = rows.find((r) => r.id === itemId)
  if (!row) throw notFound('order_item')
  if (row.parent_id !== null) {
    throw new HttpError(409, 'package_content', 'order.package_content')
  }
  return { row, order, rows, formIds, places }
}

/**
 * An item changed as C §7 update order item changes it, in the caller's transaction on the locked order: the keys of
 * `patch` replace the stored ones, the lock rules and core/orderItem checkOrderItem check the whole item (the photos
 * were checked by the caller), and it is priced and stored again. Answers the order's rows after it (for refresh), the
 * item's input before and after, and its product. Also the save item options call, before and after purchase
 * (server/services/orderChanges.ts).
 */
export const changeItem = async (
  tx: Queryable,
  catalog: Catalog,
  order: OrderRow,
  contents: { rows: readonly ItemRow[]; formIds: readonly string[] },
  row: ItemRow,
  patch: UpdateOrderItemRequest['orderItem'],
  locale: string,
) => {
  const { rows, formIds } = contents
  const product = catalog.topLevel.get(row.product_id)?.product
  if (!product) throw new HttpError(409, 'product_unavailable', 'order.product_unavailable')
  const others = linesOf(catalog, rows).filter((l) => l.id !== row.id)
  checkUnlocked(catalog, order, product.id, others, [...formIds], locale)
  const before = await storedInput(tx, row, rows)
  const after = { ...before, ...patch }
  const item = checkedItem(catalog, product, after, quantityOf(others, product.id))
  const replaced = await replaceItem(tx, order.id, row.id, item)
  const kept = rows.filter((r) => r.id !== row.id && r.parent_id !== row.id)
  return { rows: [...kept, ...replaced], before, after, product }
}

/** C §7 update order item: the keys sent replace the stored ones, then the whole item is checked and priced again. */
export const updateItem = async (
  db: Database,
  viewer: Viewer,
  itemId: string,
  body: UpdateOrderItemRequest,
  expected: Expected,
  locale = 'en-US',
) =>
  db.transaction(async (tx) => {
    const photos = itemPhotos(body.orderItem)
    const { row, order, rows, formIds, places } = await ownedItem(tx, viewer, itemId, photos)
    checkVersion(order, expected)
    assertPhotosAllowed(photos, places)
    const catalog = await catalogFor(db, tx, order)
    const changed = await changeItem(tx, catalog, order, { rows, formIds }, row, body.orderItem, locale)
    const refreshed = await refresh(db, tx, catalog, order, { rows: changed.rows, formIds })
    return answerOf(db, tx, refreshed)
  })

/**
 * C §7 remove order item (204). Items that depend on it (C §4 removal dependencies) make it a 409 listing them,
 * unless `withDependents`, which removes them all in one transaction.
 */
export const deleteItem = async (
  db: Database,
  viewer: Viewer,
  itemId: string,
  withDependents: boolean,
  expected: Expected,
) =>
  db.transaction(async (tx) => {
    const { order, rows, formIds } = await ownedItem(tx, viewer, itemId)
    checkVersion(order, expected)
    const catalog = await catalogFor(db, tx, order)
    const lines = linesOf(catalog, rows)
    const dependents = removalDependents(itemId, lines)
    if (dependents.length > 0 && !withDependents) {
      const fields = Object.fromEntries(dependents.map((d) => [`dependents.${d.id}`, labelOf(catalog, d.productId)]))
      throw new HttpError(
        409,
        'removal_dependencies',
        { id: 'order.removal_dependencies', values: { dependents: { list: Object.values(fields), join: 'commas' } } },
        fields,
      )
    }
    const removed = new Set([itemId, ...dependents.map((d) => d.id)])
    await tx.query('delete from order_items where id = any($1::uuid[])', [[...removed]])
    const kept = rows.filter((r) => !removed.has(r.id) && !(r.parent_id !== null && removed.has(r.parent_id)))
    await refresh(db, tx, catalog, order, { rows: kept, formIds })
  })

/** An order takes changes only while its shop is open: a paused stage takes none (B §4 cart unavailable). */
const assertOpen = async (tx: Queryable, order: OrderRow) => {
  const { rows } = await tx.query<{ type: string }>('select type from stages where client_session_id = $1', [
    order.client_session_id,
  ])
  if (rows[0]?.type === 'pause') {
    throw new HttpError(409, 'cart_unavailable', 'order.cart_unavailable')
  }
}

/**
 * Issue 13: an order of a cart being paid (its link group has a live payment) is neither removed nor cleared (409
 * payment_in_progress). The payment is read without a lock, on purpose: completion locks the payment row first and
 * then the cart's orders by id, so waiting for the payment row while holding this order's lock could deadlock. The
 * read is enough: a payment is only inserted by a submit holding every order of the cart, this one included, so
 * none can start while this change holds it, and one inserted before is seen.
 */
const assertNoPaymentUnderWay = async (tx: Queryable, order: OrderRow) => {
  const { rows } = await tx.query('select 1 from payments where link_group = $1 and status = any($2::text[]) limit 1', [
    order.link_group,
    LIVE_PAYMENT_STATUSES,
  ])
  if (rows.length > 0) throw new HttpError(409, 'payment_in_progress', 'order.being_paid')
}

/** The payments that took no money: they go with the order they were tried from (migration 013 restricts the rest). */
const NO_MONEY_TAKEN = PAYMENT_STATUSES.filter((s) => !LIVE_PAYMENT_STATUSES.includes(s))

/**
 * C §4, C §7 remove order (204): the shopper's own order, while its shop takes changes and its cart is not being paid,
 * with everything in it (its attempts to pay that took no money too). Its linked orders keep their link group, so they
 * stay linked to each other.
 */
export const removeOrder = async (db: Database, viewer: Viewer, orderId: string, expected: Expected) =>
  db.transaction(async (tx) => {
    const order = await ownedOrder(tx, viewer, orderId)
    checkVersion(order, expected)
    assertChangeable(order)
    await assertOpen(tx, order)
    await assertNoPaymentUnderWay(tx, order)
    await tx.query('delete from payments where order_id = $1 and status = any($2::text[])', [order.id, NO_MONEY_TAKEN])
    await tx.query('delete from orders where id = $1', [order.id])
  })

/**
 * C §4 clear order: every item (package content with it) and every image option removed in one change; the custom
 * form entries stay (what the shopper typed is kept) and so do the order's links. Totals are recomputed, version + 1.
 */
export const clearOrder = async (db: Database, viewer: Viewer, orderId: string, expected: Expected) =>
  db.transaction(async (tx) => {
    const order = await ownedOrder(tx, viewer, orderId)
    checkVersion(order, expected)
    const catalog = await catalogFor(db, tx, order)
    await assertNoPaymentUnderWay(tx, order)
    await tx.query('delete from order_items where order_id = $1', [order.id])
    await tx.query('delete from order_image_options where order_id = $1', [order.id])
    return answerOf(db, tx, await refresh(db, tx, catalog, order))
  })

/** B §5 forms: values trimmed and checked field by field; an unknown field or a failed rule is a 400. */
const checkForm = (form: ProductSet['forms'][number], raw: Record<string, unknown>) => {
  const values = cleanOptionValues(raw)
  const fieldIds = new Set(form.formFields.map((f) => f.id))
  const fields: Record<string, string> = {}
  for (const key of Object.keys(values))
    if (!fieldIds.has(key)) fields[`form.formFields.${key}`] = 'Not a field of this form'
  for (const [id, error] of Object.entries(validateForm(form.formFields, values)))
    fields[`form.formFields.${id}`] = error
  if (Object.keys(fields).length > 0)
    throw new HttpError(400, 'invalid_form', { id: 'order.invalid_form', values: { form: form.title } }, fields)
  return values
}

/** C §7 order forms create: one entry per form and order (B §4 custom form: a new form uses create). */
export const createFormEntry = async (db: Database, viewer: Viewer, body: OrderFormRequest, expected: Expected) =>
  db.transaction(async (tx) => {
    const order = await ownedOrder(tx, viewer, body.form.order)
    checkVersion(order, expected)
    const catalog = await catalogFor(db, tx, order)
    const form = catalog.forms.get(body.form.form)
    if (!form) throw notFound('form')
    const values = checkForm(form, body.form.formFields)
    const existing = (
      await tx.query<{ id: string }>('select id from order_form_entries where order_id = $1 and form_id = $2', [
        order.id,
        form.id,
      ])
    ).rows[0]
    if (existing) throw new HttpError(409, 'form_exists', { id: 'order.form_exists', values: { id: existing.id } })
    await tx.query('insert into order_form_entries (id, order_id, form_id, field_values) values ($1, $2, $3, $4)', [
      randomUUID(),
      order.id,
      form.id,
      values,
    ])
    return answerOf(db, tx, await refresh(db, tx, catalog, order))
  })

/** C §7 order forms update (B §4 custom form: existing data uses update). */
export const updateFormEntry = async (
  db: Database,
  viewer: Viewer,
  entryId: string,
  body: OrderFormRequest,
  expected: Expected,
) =>
  db.transaction(async (tx) => {
    const entry = (
      await tx.query<{ order_id: string; form_id: string }>(
        'select order_id, form_id from order_form_entries where id = $1',
        [entryId],
      )
    ).rows[0]
    if (!entry) throw notFound('order_form')
    const order = await ownedOrder(tx, viewer, entry.order_id, 'order_form')
    checkVersion(order, expected)
    const mismatch: Record<string, string> = {}
    if (body.form.order !== entry.order_id) mismatch['form.order'] = 'Not the order of this entry'
    if (body.form.form !== entry.form_id) mismatch['form.form'] = 'Not the form of this entry'
    if (Object.keys(mismatch).length > 0) throw new HttpError(400, 'bad_request', 'invalid.order_form', mismatch)
    const catalog = await catalogFor(db, tx, order)
    const form = catalog.forms.get(entry.form_id)
    if (!form) throw notFound('form')
    const values = checkForm(form, body.form.formFields)
    await tx.query('update order_form_entries set field_values = $2, updated_at = now() where id = $1', [
      entryId,
      values,
    ])
    return answerOf(db, tx, await refresh(db, tx, catalog, order))
  })

/**
 * B §7 GET /product_option_groups/{id}: a group with its options, found in the product set that holds it (an
 * image-level group, or one of a product). Photos are opaque here, so every option is offered for every photo. In the
 * catalog's language (issue 15).
 */
export const findOptionGroup = async (at: CatalogAt, id: string): Promise<ProductOptionGroup | null> => {
  const owner = (
    await at.q.query<{ product_set_id: string }>('select product_set_id from option_groups where id = $1', [id])
  ).rows[0]
  const set = owner && (await productSetAt(at, owner.product_set_id))
  if (!set) return null
  const products = set.categories.flatMap((c) => c.products.flatMap((p) => [p, ...p.products]))
  const groups = [...set.imageProductOptionGroups, ...products.flatMap((p) => p.productOptionGroups)]
  return groups.find((g) => g.id === id) ?? null
}
