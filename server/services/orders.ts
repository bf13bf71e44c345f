// Order use cases (C §4 order lifecycle, C §7 order, order item and order form calls). Every change runs in one
// transaction on the locked order row, is priced and checked with core, and adds one to the order's version.
import { randomInt, randomUUID } from 'node:crypto'
import { couponOnOrder, minimumSpendMet } from '../../core/coupons'
import { croppingAvailable } from '../../core/cropBox'
import { validateForm } from '../../core/forms'
import { explainLock } from '../../core/lockExplanation'
import { type Money, sum, toMajor } from '../../core/money'
import { cleanOptionValues } from '../../core/options'
import { type Catalog, catalogOf, checkOrderItem, type ItemInput, problemFields } from '../../core/orderItem'
import { orderTypeOf } from '../../core/orderMatch'
import { quantityBounds } from '../../core/quantity'
import { exclusiveConflicts, type OrderFacts, removalDependencies, removalDependents } from '../../core/rules'
import type {
  CreateOrderItemRequest,
  CreateOrderRequest,
  OrderFormRequest,
  OrderResponse,
  UpdateOrderItemRequest,
} from '../../core/schemas/order'
import type { Product, ProductOptionGroup, ProductSet } from '../../core/schemas/productSet'
import { orderCharges, orderTotals, type TotalsItem } from '../../core/totals'
import type { Database, Queryable } from '../db/database'
import { HttpError, notFound } from '../http'
import { findClientSession, findProductSet, findStore } from './catalog'
import { heldCoupon, releaseCoupon } from './couponRows'
import {
  findOrder,
  formIdsOf,
  type ItemRow,
  imageOptionsOf,
  insertItem,
  itemRows,
  lockOrder,
  type OrderRow,
  previousOrderOf,
  readOrder,
  replaceItem,
  storedInput,
} from './orderRows'

/** Who asks: a shopper (store user) or the admin, who may act on any order but creates none. */
export type Viewer = { storeUserId: string | null; isAdmin: boolean }

/** Optimistic concurrency: the version the caller last saw (If-Match), when it sent one. */
export type Expected = number | undefined

const owns = (viewer: Viewer, order: OrderRow) => viewer.isAdmin || order.store_user_id === viewer.storeUserId

/** Another store user's order (and what belongs to it) answers as if it did not exist. */
export const ownedOrder = async (tx: Queryable, viewer: Viewer, id: string, lock = true, what = 'Order') => {
  const order = lock ? await lockOrder(tx, id) : await findOrder(tx, id)
  if (!order || !owns(viewer, order)) throw notFound(what)
  return order
}

export const checkVersion = (order: OrderRow, expected: Expected) => {
  if (expected !== undefined && expected !== order.version) {
    throw new HttpError(
      409,
      'version_conflict',
      `The order changed meanwhile (now version ${order.version}): reload it`,
    )
  }
}

/** The catalog an order is changed against; a paused stage takes no changes (B §4 cart unavailable). */
export const catalogFor = async (tx: Queryable, order: OrderRow): Promise<Catalog> => {
  const session = await findClientSession(tx, order.client_session_id)
  const set = session && (await findProductSet(tx, session.productSetId))
  if (!set) throw new Error(`Order ${order.id} has no product set`)
  if (session.clientSession.stage.type === 'pause') {
    throw new HttpError(409, 'cart_unavailable', 'Ordering is closed for this shop right now')
  }
  const store = await findStore(tx, session.storeId)
  return catalogOf(set, croppingAvailable(store?.settings, session.clientSession.stage))
}

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
  const lock = explainLock(
    catalog.set,
    { productId, categoryId },
    factsOf(lines, formIds),
    moneyFormatter(locale, order.currency),
  )
  if (lock.enabled) return
  const fields = Object.fromEntries(lock.reasons.map((r) => [`rules.${r.ruleId}`, r.text]))
  throw new HttpError(
    409,
    'product_locked',
    `${labelOf(catalog, productId)} is locked: ${Object.values(fields).join('; ')}`,
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
  const summary =
    verdict.code === 'invalid_order_item'
      ? 'The order item is not valid'
      : 'The product is not completely configured: nothing was added'
  throw new HttpError(400, verdict.code, `${summary} (see ${Object.keys(fields).join(', ')})`, fields)
}

/**
 * After every change: each item's current quantity limit and removal dependencies, the order totals (C §3) from the
 * items' server-computed subtotals, the store's service fee and tax rate (its settings now) and the coupon the order
 * holds, and the next version. The coupon stays and its amount follows the order; once the sub total falls below
 * its minimum spend it is removed and its use freed (docs/pricing.md).
 */
export const refresh = async (tx: Queryable, catalog: Catalog, orderId: string) => {
  const order = await findOrder(tx, orderId)
  if (!order) throw notFound('Order')
  const rows = await itemRows(tx, orderId)
  const formIds = await formIdsOf(tx, orderId)
  const lines = linesOf(catalog, rows)
  const dependents = removalDependencies(catalog.set.businessRules, lines, formIds)
  for (const line of lines) {
    const product = catalog.everyProduct.get(line.productId)
    const others = lines.filter((l) => l.id !== line.id)
    const limit = product ? quantityBounds(product, quantityOf(others, line.productId)).limit : null
    await tx.query('update order_items set quantity_limit = $2, parameters = $3 where id = $1', [
      line.id,
      limit,
      { ...line.parameters, removeDependencies: dependents[line.id] ?? [] },
    ])
  }
  const items = await totalsItems(tx, catalog, orderId, rows)
  const charges = orderCharges((await findStore(tx, order.store_id))?.settings, items.length > 0)
  const held = await heldCoupon(tx, orderId)
  const coupon = held && minimumSpendMet(held, sum(items.map((i) => i.subTotal))) ? held : null
  if (held && !coupon) await releaseCoupon(tx, orderId)
  const totals = orderTotals({
    items,
    shippingTotal: order.shipping_total,
    coupon: coupon && couponOnOrder(coupon),
    serviceFee: charges.serviceFee,
    taxRate: charges.taxRate,
  })
  await tx.query(
    `update orders set sub_total = $2, original_sub_total = $3, total_saving = $4, coupon_discount_total = $5,
       service_fee_total = $6, shipping_total = $7, total_tax = $8, total_refund = $9, total = $10,
       tax_rate = $11, service_fee_label = $12, coupon_discount = $13,
       version = version + 1, updated_at = now()
     where id = $1`,
    [
      orderId,
      totals.subTotal,
      totals.originalSubTotal,
      totals.totalSaving,
      totals.couponDiscountTotal,
      totals.serviceFeeTotal,
      totals.shippingTotal,
      totals.totalTax,
      totals.totalRefund,
      totals.total,
      charges.taxRate,
      charges.serviceFeeLabel,
      coupon && couponOnOrder(coupon),
    ],
  )
}

/**
 * What the order totals add up (C §3): its items (package items marked, for coupons that leave them out) and its
 * image options, charged once per photo beside the items (docs/pricing.md).
 */
export const totalsItems = async (
  tx: Queryable,
  catalog: Catalog,
  orderId: string,
  rows?: readonly ItemRow[],
): Promise<TotalsItem[]> => {
  const imageOptions = (await imageOptionsOf(tx, orderId)).map((o) => ({ subTotal: o.retailAmount }))
  return [
    ...(rows ?? (await itemRows(tx, orderId)))
      .filter((r) => r.parent_id === null)
      .map((r) => ({
        subTotal: r.sub_total,
        originalSubTotal: r.original_sub_total,
        isPackage: catalog.everyProduct.get(r.product_id)?.type === 'package',
      })),
    ...imageOptions,
  ]
}

/** C §7 GET /orders/{id}: the order and the one before it. */
export const getOrder = async (db: Queryable, viewer: Viewer, id: string): Promise<OrderResponse> => {
  const order = await ownedOrder(db, viewer, id, false)
  return { order: await readOrder(db, order), previousOrder: await previousOrderOf(db, order) }
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newReference = () =>
  Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')

/** Whether the current stage of a client session links orders of other sessions (multiChildOrderingCrossSession). */
const crossSessionAllowed = async (tx: Queryable, clientSessionId: string) =>
  (
    await tx.query<{ allowed: boolean }>(
      `select coalesce((settings ->> 'multiChildOrderingCrossSession')::boolean, false) as allowed
       from stages where client_session_id = $1`,
      [clientSessionId],
    )
  ).rows[0]?.allowed === true

/**
 * C §4 create: for the client session's current stage, the signed-in store user and an optional subject; a linked
 * order joins the link group of the order it names (multi-child ordering).
 */
export const createOrder = async (db: Database, viewer: Viewer, body: CreateOrderRequest): Promise<string> => {
  const storeUserId = viewer.storeUserId
  if (!storeUserId) throw new HttpError(403, 'store_user_required', 'Orders are made by a shopper, not the admin token')
  const input = body.order
  const found = await findClientSession(db, input.clientSession)
  if (!found) throw notFound('Client session')
  const { stage } = found.clientSession
  const store = await findStore(db, found.storeId)
  if (!store) throw notFound('Store')
  const preOrder = (
    await db.query<{ pre_order: boolean }>('select pre_order from product_sets where id = $1', [found.productSetId])
  ).rows[0]?.pre_order
  if (preOrder === undefined) throw notFound('Product set')
  if (stage.type === 'pause' || !store.settings.isShoppingCartAvailable) {
    throw new HttpError(409, 'cart_unavailable', 'Ordering is closed for this shop right now')
  }
  const subject = input.subject ?? null
  if (subject === null && !stage.allowSubjectlessOrders) {
    throw new HttpError(400, 'bad_request', 'This shop takes orders for a student only', {
      'order.subject': 'A student is required',
    })
  }
  return db.transaction(async (tx) => {
    let linkGroup: string | null = null
    if (input.linkedOrder) {
      const linked = await ownedOrder(tx, { storeUserId, isAdmin: false }, input.linkedOrder)
      const crossSession = linked.client_session_id !== found.clientSession.id
      // Across client sessions both shops must allow it: the new order's and the one the shopper adds from.
      const acrossAllowed =
        stage.multiChildOrderingCrossSession && (await crossSessionAllowed(tx, linked.client_session_id))
      if (!stage.multiChildOrdering || (crossSession && !acrossAllowed)) {
        throw new HttpError(409, 'multi_child_ordering_off', 'This shop does not link orders for several children')
      }
      linkGroup = linked.link_group
    }
    const id = randomUUID()
    const type = orderTypeOf(stage, { preOrder })
    await tx.query(
      `insert into orders (id, order_reference, store_id, client_session_id, stage_id, store_user_id, subject_id,
         link_group, type, is_pre_order, currency, tax_rate)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
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
    return id
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
    const catalog = await catalogFor(tx, order)
    const entry = catalog.topLevel.get(input.product)
    if (!entry) throw notFound('Product')
    const formIds = await formIdsOf(tx, order.id)
    const lines = linesOf(catalog, await itemRows(tx, order.id))
    const conflicts = exclusiveConflicts(catalog.set.businessRules.exclusiveProductGroups, input.product, lines)
    const removed = new Set(conflicts.flatMap((c) => [c.id, ...removalDependents(c.id, lines).map((d) => d.id)]))
    const remaining = lines.filter((l) => !removed.has(l.id))
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
        `${entry.product.information.label} cannot be ordered together with ${Object.values(fields).join(', ')}: confirm to replace them`,
        fields,
      )
    }
    if (removed.size > 0) await tx.query('delete from order_items where id = any($1::uuid[])', [[...removed]])
    await insertItem(tx, order.id, item)
    await refresh(tx, catalog, order.id)
    return order.id
  })

/**
 * An item of a shopper's order, found through the item id; package content is reached through its package. The item
 * is read again once its order is locked: a change that committed while this one waited for the lock (the item
 * removed, its quantity changed) is what this change builds on.
 */
const ownedItem = async (tx: Queryable, viewer: Viewer, itemId: string) => {
  const found = (await tx.query<{ order_id: string }>('select order_id from order_items where id = $1', [itemId]))
    .rows[0]
  if (!found) throw notFound('Order item')
  const order = await ownedOrder(tx, viewer, found.order_id, true, 'Order item')
  const row = (await tx.query<ItemRow>('select * from order_items where id = $1 and order_id = $2', [itemId, order.id]))
    .rows[0]
  if (!row) throw notFound('Order item')
  if (row.parent_id !== null) {
    throw new HttpError(409, 'package_content', 'This product is part of a package: change the package instead')
  }
  return { row, order }
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
    const { row, order } = await ownedItem(tx, viewer, itemId)
    checkVersion(order, expected)
    const catalog = await catalogFor(tx, order)
    const product = catalog.topLevel.get(row.product_id)?.product
    if (!product) throw new HttpError(409, 'product_unavailable', 'This product is no longer sold in this shop')
    const formIds = await formIdsOf(tx, order.id)
    const others = linesOf(catalog, await itemRows(tx, order.id)).filter((l) => l.id !== itemId)
    checkUnlocked(catalog, order, product.id, others, formIds, locale)
    const input = { ...(await storedInput(tx, order.id, row)), ...body.orderItem }
    const item = checkedItem(catalog, product, input, quantityOf(others, product.id))
    await replaceItem(tx, order.id, itemId, item)
    await refresh(tx, catalog, order.id)
    return order.id
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
    const { order } = await ownedItem(tx, viewer, itemId)
    checkVersion(order, expected)
    const catalog = await catalogFor(tx, order)
    const lines = linesOf(catalog, await itemRows(tx, order.id))
    const dependents = removalDependents(itemId, lines)
    if (dependents.length > 0 && !withDependents) {
      const fields = Object.fromEntries(dependents.map((d) => [`dependents.${d.id}`, labelOf(catalog, d.productId)]))
      throw new HttpError(
        409,
        'removal_dependencies',
        `Removing this item also removes ${Object.values(fields).join(', ')}: confirm with withDependents=true`,
        fields,
      )
    }
    await tx.query('delete from order_items where id = any($1::uuid[])', [[itemId, ...dependents.map((d) => d.id)]])
    await refresh(tx, catalog, order.id)
  })

/** An order takes changes only while its shop is open: a paused stage takes none (B §4 cart unavailable). */
const assertOpen = async (tx: Queryable, order: OrderRow) => {
  const { rows } = await tx.query<{ type: string }>('select type from stages where client_session_id = $1', [
    order.client_session_id,
  ])
  if (rows[0]?.type === 'pause') {
    throw new HttpError(409, 'cart_unavailable', 'Ordering is closed for this shop right now')
  }
}

/**
 * C §4, C §7 remove order (204): the shopper's own order, while its shop takes changes, with everything in it. Its
 * linked orders keep their link group, so they stay linked to each other.
 */
export const removeOrder = async (db: Database, viewer: Viewer, orderId: string, expected: Expected) =>
  db.transaction(async (tx) => {
    const order = await ownedOrder(tx, viewer, orderId)
    checkVersion(order, expected)
    await assertOpen(tx, order)
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
    const catalog = await catalogFor(tx, order)
    await tx.query('delete from order_items where order_id = $1', [order.id])
    await tx.query('delete from order_image_options where order_id = $1', [order.id])
    await refresh(tx, catalog, order.id)
    return order.id
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
    throw new HttpError(400, 'invalid_form', `${form.title}: please check the fields`, fields)
  return values
}

/** C §7 order forms create: one entry per form and order (B §4 custom form: a new form uses create). */
export const createFormEntry = async (db: Database, viewer: Viewer, body: OrderFormRequest, expected: Expected) =>
  db.transaction(async (tx) => {
    const order = await ownedOrder(tx, viewer, body.form.order)
    checkVersion(order, expected)
    const catalog = await catalogFor(tx, order)
    const form = catalog.forms.get(body.form.form)
    if (!form) throw notFound('Form')
    const values = checkForm(form, body.form.formFields)
    const existing = (
      await tx.query<{ id: string }>('select id from order_form_entries where order_id = $1 and form_id = $2', [
        order.id,
        form.id,
      ])
    ).rows[0]
    if (existing)
      throw new HttpError(409, 'form_exists', `This form is filled in already: PUT /order_forms/${existing.id}`)
    await tx.query('insert into order_form_entries (id, order_id, form_id, field_values) values ($1, $2, $3, $4)', [
      randomUUID(),
      order.id,
      form.id,
      values,
    ])
    await refresh(tx, catalog, order.id)
    return order.id
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
    if (!entry) throw notFound('Order form')
    const order = await ownedOrder(tx, viewer, entry.order_id, true, 'Order form')
    checkVersion(order, expected)
    const mismatch: Record<string, string> = {}
    if (body.form.order !== entry.order_id) mismatch['form.order'] = 'Not the order of this entry'
    if (body.form.form !== entry.form_id) mismatch['form.form'] = 'Not the form of this entry'
    if (Object.keys(mismatch).length > 0) throw new HttpError(400, 'bad_request', 'Invalid order form', mismatch)
    const catalog = await catalogFor(tx, order)
    const form = catalog.forms.get(entry.form_id)
    if (!form) throw notFound('Form')
    const values = checkForm(form, body.form.formFields)
    await tx.query('update order_form_entries set field_values = $2, updated_at = now() where id = $1', [
      entryId,
      values,
    ])
    await refresh(tx, catalog, order.id)
    return order.id
  })

/**
 * B §7 GET /product_option_groups/{id}: a group with its options, found in the product set that holds it (an
 * image-level group, or one of a product). Photos are opaque here, so every option is offered for every photo.
 */
export const findOptionGroup = async (db: Queryable, id: string): Promise<ProductOptionGroup | null> => {
  const owner = (
    await db.query<{ product_set_id: string }>('select product_set_id from option_groups where id = $1', [id])
  ).rows[0]
  const set = owner && (await findProductSet(db, owner.product_set_id))
  if (!set) return null
  const products = set.categories.flatMap((c) => c.products.flatMap((p) => [p, ...p.products]))
  const groups = [...set.imageProductOptionGroups, ...products.flatMap((p) => p.productOptionGroups)]
  return groups.find((g) => g.id === id) ?? null
}
