// C §7 GET /orders/{id}/receipt (issue 14): the receipt of an order paid or placed, covering every order its payment
// paid together, as a PDF. Whose it is, the orders and the labels they name are read here; the receipt's words are
// core/receipt.ts's and its layout receiptPdf.ts's.

import { buildReceipt, type ReceiptLabels, type ReceiptLanguage } from '../../../core/receipt'
import type { Order } from '../../../core/schemas/order'
import { currentCatalog } from '../../catalogCache'
import type { Database, Queryable } from '../../db/database'
import { HttpError, notFound } from '../../http'
import { orderInLanguage, storeTextsAt } from '../../storeTexts'
import { findOrder, readOrder } from '../orderRows'
import { readableOrder, type Viewer } from '../orders'
import { receiptPdf } from './receiptPdf'

type FormField = { id: string; label: string }

type LabelsRow = {
  store_name: string
  locale: string | null
  groups: ReceiptLabels['groups']
  options: Record<string, string>
  form_fields: FormField[][]
  photos: Record<string, string>
  method: { id: string; label: string } | null
  placed_at: Date | null
}

/** Every id the orders name that the receipt prints a label for. */
const namedIds = (orders: readonly Order[]) => {
  const items = orders.flatMap((o) => o.orderItems.flatMap((i) => [i, ...i.orderItems]))
  const nodes = items.flatMap((i) => i.orderItemNodes)
  const imageOptions = orders.flatMap((o) => o.orderImageOptions)
  return {
    groups: [
      ...new Set([
        ...items.flatMap((i) => i.orderItemOptions.map((o) => o.productOptionGroup)),
        ...imageOptions.map((o) => o.productOptionGroup.id),
      ]),
    ],
    options: [...new Set(nodes.flatMap((n) => (n.productOption ? [n.productOption] : [])))],
    photos: [...new Set([...nodes.map((n) => n.image), ...imageOptions.map((o) => o.image)])],
  }
}

/**
 * The labels of what the orders name, the store's name and locale, the shop's words for the payment method, and when
 * the payment was made (a pay-later payment places its orders in the request that makes it): one statement.
 */
const labelsOf = async (db: Queryable, order: Order, orders: readonly Order[], paymentId: string | null) => {
  const ids = namedIds(orders)
  const row = (
    await db.query<LabelsRow>(
      `select s.name as store_name, s.settings #>> '{formatOptions,locale}' as locale,
         coalesce((select json_object_agg(g.id, json_build_object('label', g.label, 'type', g.type))
           from option_groups g where g.id = any($2::uuid[])), '{}') as groups,
         coalesce((select json_object_agg(o.id, o.label) from options o
           where o.option_group_id = any($2::uuid[]) or o.id = any($3::uuid[])), '{}') as options,
         coalesce((select json_agg(f.form_fields) from forms f
           where f.id in (select g.form_id from option_groups g where g.id = any($2::uuid[]))), '[]') as form_fields,
         coalesce((select json_object_agg(i.id, i.label) from images i where i.id = any($4::uuid[])), '{}') as photos,
         (select json_build_object('id', m.id, 'label', m.label) from payment_methods m
           where m.store_id = s.id and m.method = $5 and (m.client_session_id is null or m.client_session_id = $6)
           order by m.client_session_id nulls last, m.position limit 1) as method,
         (select p.created_at from payments p where p.id = $7) as placed_at
       from stores s where s.id = $1`,
      [
        order.store,
        ids.groups,
        ids.options,
        ids.photos,
        order.payment?.method ?? order.paymentMethod,
        order.clientSession.id,
        paymentId,
      ],
    )
  ).rows[0]
  if (!row) throw notFound('store')
  const labels: ReceiptLabels = {
    storeName: row.store_name,
    locale: row.locale ?? 'en-US',
    groups: row.groups,
    options: row.options,
    formFields: Object.fromEntries(row.form_fields.flat().map((f) => [f.id, f.label])),
    photos: row.photos,
    paymentMethodLabel: row.method?.label ?? null,
  }
  return { labels, methodId: row.method?.id ?? null, placedAt: row.placed_at?.toISOString() ?? null }
}

/** The other orders the order's payment paid (linked orders paid together), in the payment's order. */
const ordersPaidWith = async (db: Queryable, order: Order): Promise<Order[]> => {
  const ids = order.payment?.orders.map((o) => o.id) ?? [order.id]
  return Promise.all(
    ids.map(async (id) => {
      if (id === order.id) return order
      const row = await findOrder(db, id)
      if (!row) throw new Error(`Order ${id} of a payment vanished`)
      return (await readOrder(db, row)).order
    }),
  )
}

/**
 * The receipt of an order as a PDF and its file name (C §9: `{orderReference}_receipt.pdf`). Another store user's
 * order is not found (the admin reads any); an order neither paid nor placed has none yet (409 receipt_unavailable).
 */
export const orderReceipt = async (
  db: Database,
  viewer: Viewer,
  id: string,
  language: ReceiptLanguage = 'en',
): Promise<{ fileName: string; pdf: Buffer<ArrayBuffer> }> => {
  const row = await readableOrder(db, viewer, id)
  if (row.status !== 'paid' && row.status !== 'placed') {
    throw new HttpError(409, 'receipt_unavailable', 'receipt.unavailable')
  }
  // Issue 15: the store's own texts (item, option and group labels) in the receipt's language.
  const order = await orderInLanguage(db, language, (await readOrder(db, row)).order)
  const orders = await Promise.all((await ordersPaidWith(db, order)).map((o) => orderInLanguage(db, language, o)))
  const { labels: base, methodId, placedAt } = await labelsOf(db, order, orders, row.payment_id)
  const texts = await storeTextsAt(await currentCatalog(db, db, language), order.store)
  const label = (id: string, base: string) => texts.get(id)?.get('label') ?? base
  const labels: ReceiptLabels = {
    ...base,
    groups: Object.fromEntries(Object.entries(base.groups).map(([id, g]) => [id, { ...g, label: label(id, g.label) }])),
    options: Object.fromEntries(Object.entries(base.options).map(([id, l]) => [id, label(id, l)])),
    paymentMethodLabel: methodId && base.paymentMethodLabel ? label(methodId, base.paymentMethodLabel) : null,
  }
  const receipt = buildReceipt({ order, orders, placedAt, labels, language })
  return { fileName: `${order.orderReference}_receipt.pdf`, pdf: await receiptPdf(receipt) }
}
