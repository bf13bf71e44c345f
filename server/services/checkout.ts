// Checkout use cases (issue 12; C §2 checkout, C §4 checkout flow, C §7 customer details): what the customer-details
// step needs, and saving what the shopper entered. Rules come from core; the order changes like any other change
// (one transaction on the locked order row, repriced by refresh, version + 1).
import { ADDRESS_FORM_FIELDS, type Address } from '../../core/address'
import { addressData } from '../../core/addressData'
import { CART_INVALID, type CheckoutOrder, type CheckoutProblem, checkoutProblems } from '../../core/checkout'
import { customerErrorFields, normalizeCustomerDetails, validateCustomerDetails } from '../../core/customer'
import type { Catalog } from '../../core/orderItem'
import type { CheckoutResponse, CustomerDetailsRequest } from '../../core/schemas/checkout'
import type { OrderResponse } from '../../core/schemas/order'
import { currentCatalog } from '../catalogCache'
import type { Database, Queryable } from '../db/database'
import { HttpError } from '../http'
import { shippingMethodsAt, storeAt } from './catalogReads'
import { type ItemRow, imageOptionsOf, type LockedOrder, type OrderRow, orderContents } from './orderRows'
import {
  answerOf,
  catalogFor,
  catalogOfSession,
  checkVersion,
  type Expected,
  orderPricing,
  ownedOrder,
  readableOrder,
  refresh,
  sessionCatalog,
  shippingMethodsFor,
  type Viewer,
} from './orders'
import { paymentMethodsOffered } from './payments/paymentMethods'

/** A linked order as the checkout rules read it, with the shop it belongs to. */
type LinkedRow = { id: string; client_session_id: string; items: CheckoutOrder['items']; form_ids: string[] }

/**
 * The order's linked orders still being bought (its link group; a paid one stays as it was paid) with their top-level
 * items and forms: one statement, read only.
 */
const linkedOrders = async (tx: Queryable, order: OrderRow) =>
  (
    await tx.query<LinkedRow>(
      `select o.id, o.client_session_id,
         coalesce((select json_agg(json_build_object('product', i.product_id, 'quantity', i.quantity,
             'subTotal', i.sub_total) order by i.position, i.created_at)
           from order_items i where i.order_id = o.id and i.parent_id is null), '[]') as items,
         array(select form_id from order_form_entries f where f.order_id = o.id) as form_ids
       from orders o
       where o.link_group = $1 and o.id <> $2 and o.status in ('open', 'checkout')
       order by o.created_at`,
      [order.link_group, order.id],
    )
  ).rows

/** C §8: the cart changed under the shopper: 409 with code 10001 (checkout.invalid_cart), each problem named. */
const cartInvalid = (problems: readonly CheckoutProblem[]) =>
  new HttpError(
    409,
    CART_INVALID,
    {
      id: 'checkout.cart_invalid',
      values: {
        problems: {
          list: [...new Set(problems.map((p) => p.kind))].map((kind) => ({ id: `checkout.problem.${kind}` as const })),
          join: 'semicolons',
        },
      },
    },
    Object.fromEntries(problems.map((p, i) => [`cart.${i}`, p.kind])),
  )

/**
 * C §4, C §8: the cart (the order, as `contents` holds it, and its linked orders still being bought) may still be
 * checked out (core/checkout.ts checkoutProblems), else 409 10001. Saving the customer details and submitting the
 * order (issue 13) both ask.
 */
export const assertCheckoutable = async (
  db: Database,
  tx: Queryable,
  order: LockedOrder,
  catalog: Catalog,
  contents: { rows: readonly ItemRow[]; formIds: readonly string[] },
) => {
  const items = contents.rows
    .filter((r) => r.parent_id === null)
    .map((r) => ({ product: r.product_id, quantity: r.quantity, subTotal: r.sub_total }))
  const linked = await linkedOrders(tx, order)
  // A brother's or sister's order in another shop is judged against that shop's catalog (cached by version).
  const catalogs = new Map([[order.client_session_id, catalog]])
  for (const l of linked)
    if (!catalogs.has(l.client_session_id))
      catalogs.set(l.client_session_id, await catalogOfSession(db, tx, order, l.client_session_id))
  const sessionOf = new Map(linked.map((l) => [l.id, l.client_session_id]))
  const problems = checkoutProblems(
    catalog,
    { id: order.id, items, formIds: contents.formIds },
    linked.map((l) => ({ id: l.id, items: l.items, formIds: l.form_ids })),
    (o) => catalogs.get(sessionOf.get(o.id) ?? order.client_session_id) ?? catalog,
  )
  if (problems.length > 0) throw cartInvalid(problems)
}

/**
 * C §7 PUT /orders/{id}/customer_details. The details are trimmed and reduced to the addresses checkout validates
 * (core/customer.ts), checked (400 with the C §8 field map), then the cart is checked across its linked orders (409
 * 10001, core/checkout.ts). Saved on this order only; its status becomes `checkout` and the chosen method prices its
 * shipping (refresh).
 */
export const saveCustomerDetails = async (
  db: Database,
  viewer: Viewer,
  orderId: string,
  body: CustomerDetailsRequest,
  expected: Expected,
): Promise<OrderResponse> =>
  db.transaction(async (tx) => {
    const order = await ownedOrder(tx, viewer, orderId)
    checkVersion(order, expected)
    const catalog = await catalogFor(db, tx, order)
    const input = body.customerDetails
    const methods = await shippingMethodsFor(db, tx, order)
    const method = methods.find((m) => m.id === input.shippingMethod) ?? null
    const details = normalizeCustomerDetails(addressData, { ...input, shippingMethod: method })
    const fields: Record<string, string> = customerErrorFields(validateCustomerDetails(addressData, details))
    if (input.shippingMethod !== null && !method) fields.shippingMethod = 'checkout.form_error_invalid_choice'
    if (Object.keys(fields).length > 0)
      throw new HttpError(400, 'invalid_customer_details', 'checkout.invalid_customer_details', fields)
    const { rows, formIds } = await orderContents(tx, order.id)
    await assertCheckoutable(db, tx, order, catalog, { rows, formIds })
    const saved = (
      await tx.query<OrderRow>(
        `update orders set status = 'checkout', recipient_name = $2, recipient_email = $3, shipping_address = $4,
           billing_address = $5, billing_details_added = $6, shipping_method_id = $7, shipping_method_label = $8,
           shipping_instructions = $9, photographer_instructions = $10
         where id = $1 returning *`,
        [
          order.id,
          details.recipientName,
          details.recipientEmail,
          details.shipping,
          details.billing,
          details.billingDetailsAdded,
          method?.id ?? null,
          method?.label ?? null,
          details.shippingInstructions,
          details.photographerInstructions,
        ],
      )
    ).rows[0]
    if (!saved) throw new Error(`Order ${order.id} vanished under its lock`)
    const changed: LockedOrder = { ...saved, catalog_version: order.catalog_version }
    return answerOf(db, tx, await refresh(db, tx, catalog, changed, { rows, formIds }))
  })

type PreviousRow = {
  recipient_name: string
  recipient_email: string
  shipping_address: Address | null
  billing_address: Address | null
}

/** The customer details of the store user's most recently saved other order in the same store (prefill). */
const previousDetails = async (db: Queryable, order: OrderRow) => {
  const row = (
    await db.query<PreviousRow>(
      `select recipient_name, recipient_email, shipping_address, billing_address from orders
       where store_user_id = $1 and store_id = $2 and id <> $3 and recipient_name is not null
       order by updated_at desc limit 1`,
      [order.store_user_id, order.store_id, order.id],
    )
  ).rows[0]
  return row
    ? {
        recipientName: row.recipient_name,
        recipientEmail: row.recipient_email,
        shippingAddress: row.shipping_address,
        billingAddress: row.billing_address,
      }
    : null
}

/**
 * GET /orders/{id}/checkout_requirements (C §3 checkoutRequirements; the path is ours): the session's shipping
 * methods quoted for this order's items (core/shipping.ts shippingQuote, with the promotion note) and the order's
 * totals with each (orders.ts orderPricing, as saving the method would write them: the total the step shows is the
 * total charged), the payment methods offered for what is still to pay (issue 13, payments/paymentMethods.ts), the form's field lists and options, and the previous order's details for prefill: never for the
 * admin (C §1), null for a first order.
 * `lookupAvailable`: an address provider looks addresses up (the member credential of C §5 says the same).
 * `language` (issue 15): the methods' labels and descriptions are the store's texts in it.
 */
export const checkoutRequirements = async (
  db: Database,
  viewer: Viewer,
  orderId: string,
  lookupAvailable: boolean,
  language: string,
): Promise<CheckoutResponse> => {
  const order = await readableOrder(db, viewer, orderId)
  const at = await currentCatalog(db, db, language)
  const [{ catalog }, store, methods, { rows }, imageOptions, previous, paymentMethods] = await Promise.all([
    sessionCatalog(at, order.client_session_id),
    storeAt(at, order.store_id),
    shippingMethodsAt(at, order.client_session_id),
    orderContents(db, order.id),
    imageOptionsOf(db, order.id),
    viewer.isAdmin ? null : previousDetails(db, order),
    paymentMethodsOffered(at, db, order, viewer.isAdmin),
  ])
  const pricing = await orderPricing(at, db, catalog, order, rows, imageOptions)
  const settingOn = store?.settings.onlineOrderAddressValidation ?? false
  return {
    checkoutRequirements: {
      customer: ['recipientName', 'recipientEmail'],
      shipping: [...ADDRESS_FORM_FIELDS],
      billing: [...ADDRESS_FORM_FIELDS],
      options: {
        addressValidation: settingOn,
        addressLookup: settingOn && lookupAvailable && !viewer.isAdmin,
        prefill: !viewer.isAdmin,
      },
      shippingMethods: methods.map((m) => {
        const { shippingTotal, couponDiscountTotal, adjustmentTotal, totalTax, total } = pricing.totalsWith(m)
        return {
          id: m.id,
          label: m.label,
          description: m.description,
          retailCost: m.retailCost,
          addressRequired: m.addressRequired,
          businessRules: m.businessRules,
          ...pricing.quote(m),
          totals: { shippingTotal, couponDiscountTotal, adjustmentTotal, totalTax, total },
        }
      }),
      paymentMethods,
    },
    previousCustomerDetails: previous,
  }
}
