// Reading and writing order rows (migration 005), and the Order wire shape of C §3 assembled from them.
import { randomUUID } from 'node:crypto'
import type { ConfiguredNode, ConfiguredOption, ItemInput, PricedItem } from '../../core/orderItem'
import type { Order, OrderImageOption, OrderItem, OrderSummary } from '../../core/schemas/order'
import type { Product } from '../../core/schemas/productSet'
import type { Queryable } from '../db/database'

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

export const lockOrder = async (tx: Queryable, id: string): Promise<OrderRow | null> =>
  (await tx.query<OrderRow>('select * from orders where id = $1 for update', [id])).rows[0] ?? null

export const findOrder = async (db: Queryable, id: string): Promise<OrderRow | null> =>
  (await db.query<OrderRow>('select * from orders where id = $1', [id])).rows[0] ?? null

export const itemRows = async (db: Queryable, orderId: string): Promise<ItemRow[]> =>
  (await db.query<ItemRow>('select * from order_items where order_id = $1 order by position, created_at', [orderId]))
    .rows

export const formIdsOf = async (db: Queryable, orderId: string): Promise<string[]> =>
  (
    await db.query<{ form_id: string }>('select form_id from order_form_entries where order_id = $1', [orderId])
  ).rows.map((r) => r.form_id)

const insertParts = async (tx: Queryable, itemId: string, options: ConfiguredOption[], nodes: ConfiguredNode[]) => {
  for (const [i, o] of options.entries()) {
    await tx.query(
      `insert into order_item_options (order_item_id, option_group_id, position, value, notes, retail_amount)
       values ($1, $2, $3, $4::jsonb, $5, $6)`,
      [itemId, o.groupId, i, JSON.stringify(o.value), o.notes, o.retailAmount],
    )
  }
  for (const [i, n] of nodes.entries()) {
    await tx.query(
      `insert into order_item_nodes (id, order_item_id, node_id, position, image_id, image_crop_id,
         image_type_preference, product_option_id, crop, rotation)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)`,
      [
        randomUUID(),
        itemId,
        n.nodeId,
        i,
        n.imageId,
        n.imageCropId,
        n.imageTypePreference,
        n.productOptionId,
        n.crop ? JSON.stringify(n.crop) : null,
        n.rotation,
      ],
    )
  }
}

const insertChildren = async (tx: Queryable, orderId: string, parentId: string, item: PricedItem) => {
  for (const [i, c] of item.children.entries()) {
    const id = randomUUID()
    await tx.query(
      `insert into order_items (id, order_id, parent_id, product_id, position, quantity, sub_total, original_sub_total,
         credit_cost)
       values ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
      [id, orderId, parentId, c.product.id, i, c.quantity, c.subTotal, c.creditCost],
    )
    await insertParts(tx, id, c.options, c.nodes)
  }
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

/** Adds a configured item (and its chosen products) at the end of the order; returns its id. */
export const insertItem = async (tx: Queryable, orderId: string, item: PricedItem): Promise<string> => {
  const id = randomUUID()
  await tx.query(
    `insert into order_items (id, order_id, product_id, position, quantity, quantity_limit, sub_total,
       original_sub_total, total_credits, additional_credits, additional_credits_sub_total, additional_poses,
       additional_poses_sub_total)
     values ($1, $2, $3, (select coalesce(max(position), -1) + 1 from order_items where order_id = $2 and parent_id is null),
       $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [id, orderId, item.product.id, ...pricedColumns(item)],
  )
  await insertParts(tx, id, item.options, item.nodes)
  await insertChildren(tx, orderId, id, item)
  return id
}

/** Replaces an item's configuration, keeping its id, place and creation time. */
export const replaceItem = async (tx: Queryable, orderId: string, itemId: string, item: PricedItem) => {
  await tx.query('delete from order_items where parent_id = $1', [itemId])
  await tx.query('delete from order_item_options where order_item_id = $1', [itemId])
  await tx.query('delete from order_item_nodes where order_item_id = $1', [itemId])
  await tx.query(
    `update order_items set quantity = $2, quantity_limit = $3, sub_total = $4, original_sub_total = $5,
       total_credits = $6, additional_credits = $7, additional_credits_sub_total = $8, additional_poses = $9,
       additional_poses_sub_total = $10
     where id = $1`,
    [itemId, ...pricedColumns(item)],
  )
  await insertParts(tx, itemId, item.options, item.nodes)
  await insertChildren(tx, orderId, itemId, item)
}

const optionRows = async (db: Queryable, orderId: string) =>
  (
    await db.query<OptionRow>(
      `select o.order_item_id, o.option_group_id, o.value, o.notes, o.retail_amount,
         case when g.type in ('select', 'image', 'background') then o.value #>> '{}' end as product_option
       from order_item_options o
       join order_items i on i.id = o.order_item_id
       join option_groups g on g.id = o.option_group_id
       where i.order_id = $1 order by o.position`,
      [orderId],
    )
  ).rows

const nodeRows = async (db: Queryable, orderId: string) =>
  (
    await db.query<NodeRow>(
      `select n.* from order_item_nodes n join order_items i on i.id = n.order_item_id
       where i.order_id = $1 order by n.position`,
      [orderId],
    )
  ).rows

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

/** What was asked for an item, rebuilt from its rows: an update merges the request's keys over it. */
export const storedInput = async (tx: Queryable, orderId: string, item: ItemRow): Promise<ItemInput> => {
  const [rows, options, nodes] = await Promise.all([
    itemRows(tx, orderId),
    optionRows(tx, orderId),
    nodeRows(tx, orderId),
  ])
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
    orderItems: rows
      .filter((r) => r.parent_id === item.id)
      .map((r) => ({ product: r.product_id, quantity: r.quantity, ...parts(r.id) })),
  }
}

type SummaryRow = OrderRow & { item_count: number; session_label: string; subject_name: string | null }

const summarySelect = `select o.*, (select count(*)::int from order_items i where i.order_id = o.id and i.parent_id is null)
  as item_count, cs.label as session_label, s.first_name || ' ' || s.last_name as subject_name
  from orders o join client_sessions cs on cs.id = o.client_session_id left join subjects s on s.id = o.subject_id`

const totalsOf = (r: OrderRow) => ({
  subTotal: r.sub_total,
  originalSubTotal: r.original_sub_total,
  totalSaving: r.total_saving,
  couponDiscountTotal: r.coupon_discount_total,
  serviceFeeTotal: r.service_fee_total,
  shippingTotal: r.shipping_total,
  totalTax: r.total_tax,
  totalRefund: r.total_refund,
  total: r.total,
})

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
})

/**
 * Interpretation of C §7 previousOrder: the shopper's order made just before this one in the same client session for
 * the same subject, or null.
 */
export const previousOrderOf = async (db: Queryable, order: OrderRow): Promise<OrderSummary | null> => {
  const { rows } = await db.query<SummaryRow>(
    `${summarySelect} where o.store_user_id = $1 and o.client_session_id = $2 and o.subject_id is not distinct from $3
       and o.created_at < $4 order by o.created_at desc limit 1`,
    [order.store_user_id, order.client_session_id, order.subject_id, order.created_at],
  )
  return rows[0] ? toSummary(rows[0]) : null
}

type ProductRow = Pick<Product, 'nodes'> & { id: string; label: string; type: Product['type'] }

/** C §3 order with items, options, node photos, form entries and linked orders, in a handful of queries. */
export const readOrder = async (db: Queryable, order: OrderRow): Promise<Order> => {
  const [session, items, options, nodes, forms, linked, imageOptions] = await Promise.all([
    db.query<{
      label: string
      cart_image_type_preference: Order['clientSession']['cartImageTypePreference']
      stage_type: Order['clientSessionStage']['type']
      settings: { allowCoupons: boolean; multiChildOrdering: boolean }
    }>(
      `select s.label, s.cart_image_type_preference, st.type as stage_type, st.settings
       from client_sessions s, stages st where s.id = $1 and st.id = $2`,
      [order.client_session_id, order.stage_id],
    ),
    db.query<ItemRow & { product: ProductRow }>(
      `select i.*, json_build_object('id', p.id, 'label', p.label, 'type', p.type, 'nodes', p.nodes) as product
       from order_items i join products p on p.id = i.product_id
       where i.order_id = $1 order by i.position, i.created_at`,
      [order.id],
    ),
    optionRows(db, order.id),
    nodeRows(db, order.id),
    db.query<{ id: string; form_id: string; field_values: Order['orderFormEntrys'][number]['values'] }>(
      'select id, form_id, field_values from order_form_entries where order_id = $1 order by created_at',
      [order.id],
    ),
    db.query<SummaryRow>(`${summarySelect} where o.link_group = $1 and o.id <> $2 order by o.created_at`, [
      order.link_group,
      order.id,
    ]),
    imageOptionsOf(db, order.id),
  ])
  const s = session.rows[0]
  if (!s) throw new Error(`Order ${order.id} has no session or stage`)
  const optionsBy = groupByItem(options)
  const nodesBy = groupByItem(nodes)
  const toItem = (r: ItemRow & { product: ProductRow }) => ({
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
    orderItemOptions: (optionsBy.get(r.id) ?? []).map((o) => ({
      productOptionGroup: o.option_group_id,
      productOption: o.product_option,
      value: o.value,
      notes: o.notes,
      retailAmount: o.retail_amount,
    })),
    orderItemNodes: (nodesBy.get(r.id) ?? []).map((n) => ({
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
  return {
    id: order.id,
    orderReference: order.order_reference,
    type: order.type,
    isPreOrder: order.is_pre_order,
    store: order.store_id,
    storeUser: order.store_user_id,
    clientSession: {
      id: order.client_session_id,
      label: s.label,
      cartImageTypePreference: s.cart_image_type_preference,
    },
    clientSessionStage: {
      id: order.stage_id,
      type: s.stage_type,
      allowCoupons: s.settings.allowCoupons,
      multiChildOrdering: s.settings.multiChildOrdering,
    },
    subject: order.subject_id,
    orderItems,
    orderImageOptions: imageOptions,
    linkedOrders: linked.rows.map(toSummary),
    orderFormEntrys: forms.rows.map((f) => ({ id: f.id, form: f.form_id, values: f.field_values })),
    currency: order.currency,
    taxRate: Number(order.tax_rate),
    couponDiscount: order.coupon_discount,
    serviceFeeLabel: order.service_fee_label,
    ...totalsOf(order),
    version: order.version,
    createdAt: order.created_at.toISOString(),
    updatedAt: order.updated_at.toISOString(),
  }
}
