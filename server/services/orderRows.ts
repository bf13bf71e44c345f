// Reading and writing order rows (migration 005), and the Order wire shape of C §3 assembled from them.
import { randomUUID } from 'node:crypto'
import type { Address } from '../../core/address'
import { canChange } from '../../core/afterPurchase'
import { hasDigitalItems, licenceAccepted, orderLicence } from '../../core/downloads'
import type { ConfiguredNode, ConfiguredOption, ItemInput, PricedItem } from '../../core/orderItem'
import type { OrderStatus } from '../../core/orderStatus'
import type { PaymentMethodId } from '../../core/payments'
import type { NamedPhoto, PhotoPlace } from '../../core/photoOwnership'
import type {
  Order,
  OrderChange,
  OrderImageOption,
  OrderItem,
  OrderPayment,
  OrderSummary,
  StudioContact,
} from '../../core/schemas/order'
import type { Product } from '../../core/schemas/productSet'
import type { Queryable } from '../db/database'
import { type PlaceRow, pairsOf, photoPlacesSql, placesOf } from './photoPlaces'

export type OrderRow = {
  id: string
  order_reference: string
  store_id: string
  client_session_id: string
  stage_id: string
  store_user_id: string
  subject_id: string | null
  link_group: string
  type: 'pre-order' | 're-order'
  is_pre_order: boolean
  currency: string
  tax_rate: string | number
  coupon_discount: Order['couponDiscount']
  service_fee_label: string | null
  service_fee_total: number
  shipping_total: number
  sub_total: number
  original_sub_total: number
  total_saving: number
  coupon_discount_total: number
  total_tax: number
  total_refund: number
  total: number
  version: number
  created_at: Date
  updated_at: Date
  // Issue 12 (migration 012): status and customer details.
  status: OrderStatus
  recipient_name: string | null
  recipient_email: string | null
  shipping_address: Address | null
  billing_address: Address | null
  billing_details_added: boolean
  shipping_method_id: string | null
  shipping_method_label: string | null
  shipping_instructions: string | null
  photographer_instructions: string | null
  // Issue 13 (migration 013): payment and completion.
  payment_method: PaymentMethodId | null
  payment_id: string | null
  paid_at: Date | null
  image_submission_state: number | null
  image_submission_reference: string | null
  // Issue 14 (migration 016): the change after purchase whose difference is being charged or refunded.
  pending_change_id: string | null
  // Issue 15 (migration 018): the studio's price adjustment, and the part of it that applies.
  adjustment_amount: number | null
  adjustment_reason: string | null
  adjustment_by: string | null
  adjustment_at: Date | null
  adjustment_total: number
}

export type ItemRow = {
  id: string
  parent_id: string | null
  product_id: string
  position: number
  quantity: number
  quantity_limit: number | null
  sub_total: number
  original_sub_total: number
  credit_cost: number
  total_credits: number
  additional_credits: number
  additional_credits_sub_total: number
  additional_poses: number
  additional_poses_sub_total: number
  accepted_licence: boolean
  parameters: { removeDependencies?: string[] }
  created_at: Date
}

type OptionRow = {
  order_item_id: string
  option_group_id: string
  value: ConfiguredOption['value']
  notes: string | null
  retail_amount: number
  product_option: string | null
}

type NodeRow = {
  id: string
  order_item_id: string
  node_id: string
  image_id: string
  image_crop_id: string | null
  image_type_preference: ConfiguredNode['imageTypePreference']
  product_option_id: string | null
  crop: ConfiguredNode['crop']
  rotation: ConfiguredNode['rotation']
}

/** An order row locked for a change, with the catalog version read in the same statement (server/catalogCache.ts). */
export type LockedOrder = OrderRow & { catalog_version: string }

export const lockOrder = async (tx: Queryable, id: string): Promise<LockedOrder | null> =>
  (
    await tx.query<LockedOrder>(
      `select o.*, (select version::text from catalog_version) as catalog_version from orders o where o.id = $1
       for update`,
      [id],
    )
  ).rows[0] ?? null

export const findOrder = async (db: Queryable, id: string): Promise<OrderRow | null> =>
  (await db.query<OrderRow>('select * from orders where id = $1', [id])).rows[0] ?? null

/** An item row as json_agg writes it: timestamps as text. */
type JsonItemRow = Omit<ItemRow, 'created_at'> & { created_at: string }

/** Where the photos a change names ($2) live, checked against the subject and session of the order ($1). */
const ORDER_PHOTO_PLACES = photoPlacesSql('$2', 'o.client_session_id', 'o.subject_id', 'join orders o on o.id = $1')

/**
 * What a change to an order builds on, in one statement: its items (by position, then creation), its forms, and
 * where the photos the change names live (services/photoPlaces.ts).
 */
export const orderContents = async (
  db: Queryable,
  orderId: string,
  photos: readonly NamedPhoto[] = [],
): Promise<{ rows: ItemRow[]; formIds: string[]; places: Map<string, PhotoPlace> }> => {
  const row = (
    await db.query<{ items: JsonItemRow[]; form_ids: string[]; places: PlaceRow[] }>(
      `select coalesce((select json_agg(i order by i.position, i.created_at) from order_items i where i.order_id = $1),
           '[]') as items,
         array(select form_id from order_form_entries where order_id = $1) as form_ids,
         coalesce((select json_agg(p) from (${ORDER_PHOTO_PLACES}) p), '[]') as places`,
      [orderId, pairsOf(photos)],
    )
  ).rows[0]
  return {
    rows: (row?.items ?? []).map((r) => ({ ...r, created_at: new Date(r.created_at) })),
    formIds: row?.form_ids ?? [],
    places: placesOf(row?.places ?? []),
  }
}

/** An item row about to be inserted: the stored columns but those the database fills, its position yet to be set. */
type NewItemRow = Omit<ItemRow, 'position' | 'accepted_licence' | 'parameters' | 'created_at'> & {
  position: number | null
}

type NewRows = {
  items: NewItemRow[]
  options: (Omit<OptionRow, 'product_option' | 'value'> & { position: number; value_json: string })[]
  nodes: (Omit<NodeRow, 'crop'> & { position: number; crop: ConfiguredNode['crop'] })[]
}

const addParts = (rows: NewRows, itemId: string, options: ConfiguredOption[], nodes: ConfiguredNode[]) => {
  for (const [i, o] of options.entries())
    rows.options.push({
      order_item_id: itemId,
      option_group_id: o.groupId,
      position: i,
      // A JSON null stays a jsonb null (not SQL null) when it goes as text.
      value_json: JSON.stringify(o.value),
      notes: o.notes,
      retail_amount: o.retailAmount,
    })
  for (const [i, n] of nodes.entries())
    rows.nodes.push({
      id: randomUUID(),
      order_item_id: itemId,
      node_id: n.nodeId,
      position: i,
      image_id: n.imageId,
      image_crop_id: n.imageCropId,
      image_type_preference: n.imageTypePreference,
      product_option_id: n.productOptionId,
      crop: n.crop,
      rotation: n.rotation,
    })
}

/** The chosen products of a package (build-your-own), placed in the order they were chosen. */
const addChildren = (rows: NewRows, parentId: string, item: PricedItem) => {
  for (const [i, c] of item.children.entries()) {
    const id = randomUUID()
    rows.items.push({
      id,
      parent_id: parentId,
      product_id: c.product.id,
      position: i,
      quantity: c.quantity,
      quantity_limit: null,
      sub_total: c.subTotal,
      original_sub_total: c.subTotal,
      credit_cost: c.creditCost,
      total_credits: 0,
      additional_credits: 0,
      additional_credits_sub_total: 0,
      additional_poses: 0,
      additional_poses_sub_total: 0,
    })
    addParts(rows, id, c.options, c.nodes)
  }
}

/**
 * Inserts items with their options and nodes in one statement (jsonb records; pg would send a JS array as a
 * PostgreSQL array, so each list goes as its JSON text) and answers the item rows. A top-level item (position null)
 * goes at the end of the order.
 */
const insertRows = async (tx: Queryable, orderId: string, rows: NewRows): Promise<ItemRow[]> => {
  if (rows.items.length === 0 && rows.options.length === 0 && rows.nodes.length === 0) return []
  return (
    await tx.query<ItemRow>(
      `with new_items as (
         insert into order_items (id, order_id, parent_id, product_id, position, quantity, quantity_limit, sub_total,
           original_sub_total, credit_cost, total_credits, additional_credits, additional_credits_sub_total,
           additional_poses, additional_poses_sub_total)
         select r.id, $1, r.parent_id, r.product_id,
           coalesce(r.position, (select coalesce(max(position), -1) + 1 from order_items
                                 where order_id = $1 and parent_id is null)),
           r.quantity, r.quantity_limit, r.sub_total, r.original_sub_total, r.credit_cost, r.total_credits,
           r.additional_credits, r.additional_credits_sub_total, r.additional_poses, r.additional_poses_sub_total
         from jsonb_to_recordset($2::jsonb) as r(id uuid, parent_id uuid, product_id uuid, position integer,
           quantity integer, quantity_limit integer, sub_total bigint, original_sub_total bigint, credit_cost integer,
           total_credits integer, additional_credits integer, additional_credits_sub_total bigint,
           additional_poses integer, additional_poses_sub_total bigint)
         returning *
       ), new_options as (
         insert into order_item_options (order_item_id, option_group_id, position, value, notes, retail_amount)
         select o.order_item_id, o.option_group_id, o.position, o.value_json::jsonb, o.notes, o.retail_amount
         from jsonb_to_recordset($3::jsonb) as o(order_item_id uuid, option_group_id uuid, position integer,
           value_json text, notes text, retail_amount bigint)
       ), new_nodes as (
         insert into order_item_nodes (id, order_item_id, node_id, position, image_id, image_crop_id,
           image_type_preference, product_option_id, crop, rotation)
         select n.id, n.order_item_id, n.node_id, n.position, n.image_id, n.image_crop_id, n.image_type_preference,
           n.product_option_id, n.crop, n.rotation
         from jsonb_to_recordset($4::jsonb) as n(id uuid, order_item_id uuid, node_id uuid, position integer,
           image_id uuid, image_crop_id uuid, image_type_preference text, product_option_id uuid, crop jsonb,
           rotation smallint)
       )
       select * from new_items order by parent_id nulls first, position`,
      [orderId, JSON.stringify(rows.items), JSON.stringify(rows.options), JSON.stringify(rows.nodes)],
    )
  ).rows
}

const pricedColumns = (item: PricedItem) => [
  item.quantity,
  item.quantityLimit,
  item.subTotal,
  item.originalSubTotal,
  item.totalCredits,
  item.additionalCredits,
  item.additionalCreditsSubTotal,
  item.additionalPoses,
  item.additionalPosesSubTotal,
]

/**
 * Adds a configured item (and its chosen products) at the end of the order, in one statement; answers the new rows,
 * the item first.
 */
export const insertItem = async (tx: Queryable, orderId: string, item: PricedItem): Promise<ItemRow[]> => {
  const id = randomUUID()
  const rows: NewRows = { items: [], options: [], nodes: [] }
  rows.items.push({
    id,
    parent_id: null,
    product_id: item.product.id,
    position: null,
    quantity: item.quantity,
    quantity_limit: item.quantityLimit,
    sub_total: item.subTotal,
    original_sub_total: item.originalSubTotal,
    credit_cost: 0,
    total_credits: item.totalCredits,
    additional_credits: item.additionalCredits,
    additional_credits_sub_total: item.additionalCreditsSubTotal,
    additional_poses: item.additionalPoses,
    additional_poses_sub_total: item.additionalPosesSubTotal,
  })
  addParts(rows, id, item.options, item.nodes)
  addChildren(rows, id, item)
  return insertRows(tx, orderId, rows)
}

/**
 * Replaces an item's configuration, keeping its id, place and creation time: its chosen products, options and nodes
 * go and its figures change in one statement, the new parts come in a second. Answers the item's rows, the item first.
 */
export const replaceItem = async (
  tx: Queryable,
  orderId: string,
  itemId: string,
  item: PricedItem,
): Promise<ItemRow[]> => {
  const updated = (
    await tx.query<ItemRow>(
      `with old_children as (delete from order_items where parent_id = $1),
         old_options as (delete from order_item_options where order_item_id = $1),
         old_nodes as (delete from order_item_nodes where order_item_id = $1)
       update order_items set quantity = $2, quantity_limit = $3, sub_total = $4, original_sub_total = $5,
         total_credits = $6, additional_credits = $7, additional_credits_sub_total = $8, additional_poses = $9,
         additional_poses_sub_total = $10
       where id = $1 returning *`,
      [itemId, ...pricedColumns(item)],
    )
  ).rows
  const rows: NewRows = { items: [], options: [], nodes: [] }
  addParts(rows, itemId, item.options, item.nodes)
  addChildren(rows, itemId, item)
  return [...updated, ...(await insertRows(tx, orderId, rows))]
}

/** Options and nodes of some items (an item and its chosen products), as json_agg writes them, in one statement. */
const partsOf = async (db: Queryable, itemIds: readonly string[]) => {
  const row = (
    await db.query<{ options: Omit<OptionRow, 'retail_amount' | 'product_option'>[]; nodes: NodeRow[] }>(
      `select
         coalesce((select json_agg(json_build_object('order_item_id', o.order_item_id, 'option_group_id',
             o.option_group_id, 'value', o.value, 'notes', o.notes) order by o.position)
           from order_item_options o where o.order_item_id = any($1::uuid[])), '[]') as options,
         coalesce((select json_agg(n order by n.position) from order_item_nodes n
           where n.order_item_id = any($1::uuid[])), '[]') as nodes`,
      [itemIds],
    )
  ).rows[0]
  return { options: row?.options ?? [], nodes: row?.nodes ?? [] }
}

type ImageOptionRow = {
  id: string
  image_id: string
  option_group_id: string
  label: string
  type: OrderImageOption['productOptionGroup']['type']
  description: string | null
  value: OrderImageOption['value']
  notes: string | null
  retail_amount: number
  product_option: string | null
}

/** C §3 the order's image options, photo by photo in the order they were first chosen. */
export const imageOptionsOf = async (db: Queryable, orderId: string): Promise<OrderImageOption[]> =>
  (
    await db.query<ImageOptionRow>(
      `select o.id, o.image_id, o.option_group_id, g.label, g.type, g.description, o.value, o.notes, o.retail_amount,
         case when g.type in ('select', 'image', 'background') then o.value #>> '{}' end as product_option
       from order_image_options o join option_groups g on g.id = o.option_group_id
       where o.order_id = $1 order by o.created_at, o.image_id, g.label`,
      [orderId],
    )
  ).rows.map((r) => ({
    id: r.id,
    image: r.image_id,
    productOptionGroup: { id: r.option_group_id, label: r.label, type: r.type, description: r.description },
    productOption: r.product_option,
    value: r.value,
    notes: r.notes,
    retailAmount: r.retail_amount,
  }))

const groupByItem = <T extends { order_item_id: string }>(rows: T[]) => {
  const map = new Map<string, T[]>()
  for (const row of rows) map.set(row.order_item_id, [...(map.get(row.order_item_id) ?? []), row])
  return map
}

/**
 * What was asked for an item, rebuilt from its rows (`rows`: the order's items, as the change read them): an update
 * merges the request's keys over it.
 */
export const storedInput = async (tx: Queryable, item: ItemRow, rows: readonly ItemRow[]): Promise<ItemInput> => {
  const children = rows.filter((r) => r.parent_id === item.id)
  const { options, nodes } = await partsOf(tx, [item.id, ...children.map((r) => r.id)])
  const optionsBy = groupByItem(options)
  const nodesBy = groupByItem(nodes)
  const parts = (id: string) => ({
    options: Object.fromEntries(
      (optionsBy.get(id) ?? []).map((o) => [
        o.option_group_id,
        o.notes ? { value: o.value, notes: o.notes } : { value: o.value },
      ]),
    ),
    nodes: (nodesBy.get(id) ?? []).map((n) => ({
      node: n.node_id,
      image: n.image_id,
      imageCrop: n.image_crop_id,
      imageTypePreference: n.image_type_preference,
      productOption: n.product_option_id,
      crop: n.crop,
      rotation: n.rotation,
    })),
  })
  return {
    quantity: item.quantity,
    ...parts(item.id),
    orderItems: children.map((r) => ({ product: r.product_id, quantity: r.quantity, ...parts(r.id) })),
  }
}

type SummaryRow = OrderRow & {
  relation: 'linked' | 'previous'
  item_count: number
  session_label: string
  subject_name: string | null
}

const summarySelect = (relation: SummaryRow['relation']) => `select '${relation}' as relation, o.*,
  (select count(*)::int from order_items i where i.order_id = o.id and i.parent_id is null) as item_count,
  cs.label as session_label, s.first_name || ' ' || s.last_name as subject_name
  from orders o join client_sessions cs on cs.id = o.client_session_id left join subjects s on s.id = o.subject_id`

const totalsOf = (r: OrderRow) => ({
  subTotal: r.sub_total,
  originalSubTotal: r.original_sub_total,
  totalSaving: r.total_saving,
  couponDiscountTotal: r.coupon_discount_total,
  adjustmentTotal: r.adjustment_total,
  serviceFeeTotal: r.service_fee_total,
  shippingTotal: r.shipping_total,
  totalTax: r.total_tax,
  totalRefund: r.total_refund,
  total: r.total,
})

/** Issue 15: the order's adjustment as the wire shows it (null: none). */
export const adjustmentOf = (r: OrderRow): Order['adjustment'] =>
  r.adjustment_amount === null || r.adjustment_reason === null || r.adjustment_at === null
    ? null
    : {
        amount: r.adjustment_amount,
        reason: r.adjustment_reason,
        by: r.adjustment_by ?? 'admin',
        at: r.adjustment_at.toISOString(),
      }

const toSummary = (r: SummaryRow): OrderSummary => ({
  id: r.id,
  orderReference: r.order_reference,
  type: r.type,
  isPreOrder: r.is_pre_order,
  clientSession: r.client_session_id,
  clientSessionLabel: r.session_label,
  clientSessionStage: r.stage_id,
  subject: r.subject_id,
  subjectName: r.subject_name,
  itemCount: r.item_count,
  version: r.version,
  createdAt: r.created_at.toISOString(),
  ...totalsOf(r),
  status: r.status,
})

/**
 * The order's linked orders (its link group, oldest first) and, as C §7 previousOrder is interpreted here, the
 * shopper's order made just before this one in the same client session for the same subject: one statement.
 */
const relatedOrders = async (db: Queryable, order: OrderRow) => {
  const { rows } = await db.query<SummaryRow>(
    `select * from (
       (${summarySelect('linked')} where o.link_group = $1 and o.id <> $2)
       union all
       (${summarySelect('previous')} where o.store_user_id = $3 and o.client_session_id = $4
          and o.subject_id is not distinct from $5 and o.created_at < $6 order by o.created_at desc limit 1)
     ) related order by relation, created_at`,
    [order.link_group, order.id, order.store_user_id, order.client_session_id, order.subject_id, order.created_at],
  )
  const previous = rows.find((r) => r.relation === 'previous')
  return {
    linkedOrders: rows.filter((r) => r.relation === 'linked').map(toSummary),
    previousOrder: previous ? toSummary(previous) : null,
  }
}

type ProductRow = Pick<Product, 'nodes'> & { id: string; label: string; type: Product['type'] }

/** An item row with its product and its options and nodes (as json_agg writes them). */
type ItemWithParts = ItemRow & {
  product: ProductRow
  options: Omit<OptionRow, 'order_item_id'>[]
  nodes: NodeRow[]
}

/** The order's session and stage as an Order shows them (C §3). */
export type OrderSessionFacts = {
  label: string
  cartImageTypePreference: Order['clientSession']['cartImageTypePreference']
  stageType: Order['clientSessionStage']['type']
  allowCoupons: boolean
  multiChildOrdering: boolean
  orderCompleteCartText: string | null
  imageSubmissionUrl: string | null
  /** Issue 14: the stage's production cutoff and the store's studio contact (Order afterPurchase). */
  productionCutoffAt: string | null
  studioContact: StudioContact | null
}

const sessionFactsOf = async (db: Queryable, order: OrderRow): Promise<OrderSessionFacts> => {
  const s = (
    await db.query<{
      label: string
      cart_image_type_preference: Order['clientSession']['cartImageTypePreference']
      stage_type: Order['clientSessionStage']['type']
      settings: Pick<OrderSessionFacts, 'allowCoupons' | 'multiChildOrdering'> &
        Partial<Pick<OrderSessionFacts, 'orderCompleteCartText' | 'imageSubmissionUrl' | 'productionCutoffAt'>>
      studio_contact: StudioContact | null
    }>(
      `select s.label, s.cart_image_type_preference, st.type as stage_type, st.settings,
         so.settings -> 'studioContact' as studio_contact
       from client_sessions s, stages st, stores so where s.id = $1 and st.id = $2 and so.id = $3`,
      [order.client_session_id, order.stage_id, order.store_id],
    )
  ).rows[0]
  if (!s) throw new Error(`Order ${order.id} has no session or stage`)
  return {
    label: s.label,
    cartImageTypePreference: s.cart_image_type_preference,
    stageType: s.stage_type,
    allowCoupons: s.settings.allowCoupons,
    multiChildOrdering: s.settings.multiChildOrdering,
    orderCompleteCartText: s.settings.orderCompleteCartText ?? null,
    imageSubmissionUrl: s.settings.imageSubmissionUrl ?? null,
    productionCutoffAt: s.settings.productionCutoffAt ?? null,
    studioContact: s.studio_contact ?? null,
  }
}

/** What an order's answer shows of the payment that paid or placed it (C §3 order payment). */
type PaidByRow = {
  method: OrderPayment['method']
  status: OrderPayment['status']
  amount: number
  currency: string
  card_brand: string | null
  card_last4: string | null
  paid_at: Date | null
  orders: OrderPayment['orders']
}

/** The payment that paid or placed the order, with the orders it covered (their blocks of one confirmation). */
const paymentOf = async (db: Queryable, paymentId: string): Promise<OrderPayment | null> => {
  const r = (
    await db.query<PaidByRow>(
      `select p.method, p.status, p.amount, p.currency, p.card_brand, p.card_last4, p.paid_at,
         coalesce((select json_agg(json_build_object('id', o.id, 'orderReference', o.order_reference, 'subjectName',
             s.first_name || ' ' || s.last_name, 'total', o.total) order by o.created_at)
           from orders o left join subjects s on s.id = o.subject_id where o.id = any(p.order_ids)), '[]') as orders
       from payments p where p.id = $1`,
      [paymentId],
    )
  ).rows[0]
  return r
    ? {
        method: r.method,
        status: r.status,
        amount: r.amount,
        currency: r.currency,
        cardBrand: r.card_brand,
        cardLast4: r.card_last4,
        paidAt: r.paid_at?.toISOString() ?? null,
        orders: r.orders,
      }
    : null
}

/** The store's licence for digital files (store setting `digitalLicence`, issue 14), if it has one. */
const storeLicence = async (db: Queryable, storeId: string): Promise<string | null> =>
  (
    await db.query<{ licence: string | null }>(
      "select settings->>'digitalLicence' as licence from stores where id = $1",
      [storeId],
    )
  ).rows[0]?.licence ?? null

/** What a caller already holds, so the order is not read for it again; `now`: the clock canChange reads. */
export type KnownParts = { session?: OrderSessionFacts; imageOptions?: OrderImageOption[]; now?: Date }

/**
 * Issue 14 point 5: the changes made to a bought order after purchase (the audit trail, oldest first), and the
 * database's clock for canChange.
 */
const changesOf = async (db: Queryable, orderId: string): Promise<{ changes: OrderChange[]; now: Date }> => {
  type Row = { now: Date; changes: (Omit<OrderChange, 'createdAt'> & { createdAt: string })[] }
  const row = (
    await db.query<Row>(
      `select now() as now, coalesce((select json_agg(json_build_object('id', c.id, 'createdAt', c.created_at,
           'orderItem', c.order_item_id, 'summary', c.summary, 'amount', c.amount, 'status', c.status)
           order by c.created_at, c.id) from order_changes c where c.order_id = $1), '[]') as changes`,
      [orderId],
    )
  ).rows[0]
  return {
    now: row?.now ?? new Date(),
    changes: (row?.changes ?? []).map((c) => ({ ...c, createdAt: new Date(c.createdAt).toISOString() })),
  }
}

/**
 * C §3 order with items (their options and node photos), form entries, image options and linked orders, and C §7
 * previousOrder: four statements at most, fewer with `known`.
 */
export const readOrder = async (
  db: Queryable,
  order: OrderRow,
  known: KnownParts = {},
): Promise<{ order: Order; previousOrder: OrderSummary | null }> => {
  const [s, items, forms, related, imageOptions, payment, after] = await Promise.all([
    known.session ?? sessionFactsOf(db, order),
    db.query<ItemWithParts>(
      `select i.*, json_build_object('id', p.id, 'label', p.label, 'type', p.type, 'nodes', p.nodes) as product,
         coalesce((select json_agg(json_build_object('option_group_id', o.option_group_id, 'value', o.value,
             'notes', o.notes, 'retail_amount', o.retail_amount, 'product_option',
             case when g.type in ('select', 'image', 'background') then o.value #>> '{}' end) order by o.position)
           from order_item_options o join option_groups g on g.id = o.option_group_id
           where o.order_item_id = i.id), '[]') as options,
         coalesce((select json_agg(n order by n.position) from order_item_nodes n where n.order_item_id = i.id), '[]')
           as nodes
       from order_items i join products p on p.id = i.product_id
       where i.order_id = $1 order by i.position, i.created_at`,
      [order.id],
    ),
    db.query<{ id: string; form_id: string; field_values: Order['orderFormEntrys'][number]['values'] }>(
      'select id, form_id, field_values from order_form_entries where order_id = $1 order by created_at',
      [order.id],
    ),
    relatedOrders(db, order),
    known.imageOptions ?? imageOptionsOf(db, order.id),
    // Only an order that was paid or placed has one: the cart's reads run no statement for it.
    order.payment_id === null ? null : paymentOf(db, order.payment_id),
    // Changes after purchase: only a bought order has them.
    order.payment_id === null ? null : changesOf(db, order.id),
  ])
  const toItem = (r: ItemWithParts) => ({
    id: r.id,
    label: r.product.label,
    type: r.product.type,
    product: r.product_id,
    quantity: r.quantity,
    quantityLimit: r.quantity_limit,
    subTotal: r.sub_total,
    originalSubTotal: r.original_sub_total,
    totalCredits: r.total_credits,
    additionalCredits: r.additional_credits,
    additionalCreditsSubTotal: r.additional_credits_sub_total,
    additionalPoses: r.additional_poses,
    additionalPosesSubTotal: r.additional_poses_sub_total,
    creditCost: r.credit_cost,
    acceptedLicence: r.accepted_licence,
    orderItemOptions: r.options.map((o) => ({
      productOptionGroup: o.option_group_id,
      productOption: o.product_option,
      value: o.value,
      notes: o.notes,
      retailAmount: o.retail_amount,
    })),
    orderItemNodes: r.nodes.map((n) => ({
      id: n.id,
      node: { id: n.node_id, label: r.product.nodes.find((x) => x.id === n.node_id)?.label ?? '' },
      image: n.image_id,
      imageCrop: n.image_crop_id,
      imageTypePreference: n.image_type_preference,
      productOption: n.product_option_id,
      crop: n.crop,
      rotation: n.rotation,
    })),
    createdAt: new Date(r.created_at).toISOString(),
    parameters: { removeDependencies: r.parameters.removeDependencies ?? [] },
  })
  const orderItems: OrderItem[] = items.rows
    .filter((r) => r.parent_id === null)
    .map((r) => ({ ...toItem(r), orderItems: items.rows.filter((c) => c.parent_id === r.id).map(toItem) }))
  // Issue 14: the store's licence, read only for an order with digital items (a cart of prints runs no statement).
  const licence = hasDigitalItems(orderItems) ? orderLicence(await storeLicence(db, order.store_id), orderItems) : null
  return {
    previousOrder: related.previousOrder,
    order: {
      id: order.id,
      orderReference: order.order_reference,
      type: order.type,
      isPreOrder: order.is_pre_order,
      store: order.store_id,
      storeUser: order.store_user_id,
      clientSession: {
        id: order.client_session_id,
        label: s.label,
        cartImageTypePreference: s.cartImageTypePreference,
      },
      clientSessionStage: {
        id: order.stage_id,
        type: s.stageType,
        allowCoupons: s.allowCoupons,
        multiChildOrdering: s.multiChildOrdering,
        orderCompleteCartText: s.orderCompleteCartText,
        imageSubmissionUrl: s.imageSubmissionUrl,
      },
      subject: order.subject_id,
      orderItems,
      orderImageOptions: imageOptions,
      linkedOrders: related.linkedOrders,
      orderFormEntrys: forms.rows.map((f) => ({ id: f.id, form: f.form_id, values: f.field_values })),
      currency: order.currency,
      taxRate: Number(order.tax_rate),
      couponDiscount: order.coupon_discount,
      adjustment: adjustmentOf(order),
      serviceFeeLabel: order.service_fee_label,
      ...totalsOf(order),
      status: order.status,
      recipientName: order.recipient_name,
      recipientEmail: order.recipient_email,
      shippingAddress: order.shipping_address,
      billingAddress: order.billing_address,
      billingDetailsAdded: order.billing_details_added,
      shippingMethod:
        order.shipping_method_id === null
          ? null
          : { id: order.shipping_method_id, label: order.shipping_method_label ?? '' },
      shippingInstructions: order.shipping_instructions,
      photographerInstructions: order.photographer_instructions,
      paymentMethod: order.payment_method,
      paidAt: order.paid_at?.toISOString() ?? null,
      payment,
      imageSubmission:
        order.image_submission_state === null
          ? null
          : { state: order.image_submission_state, reference: order.image_submission_reference ?? '' },
      licence,
      acceptedLicence: licenceAccepted(licence, orderItems),
      downloadAllURL: null,
      afterPurchase: {
        productionCutoffAt: s.productionCutoffAt,
        canChange: canChange(order.status, s.productionCutoffAt, known.now ?? after?.now ?? new Date()),
        contact: s.studioContact,
        changes: after?.changes ?? [],
      },
      version: order.version,
      createdAt: order.created_at.toISOString(),
      updatedAt: order.updated_at.toISOString(),
    },
  }
}
