import { Schema } from 'effect'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { CheckoutResponse, CustomerDetailsRequest } from '../../core/schemas/checkout'
import { Id } from '../../core/schemas/common'
import {
  CreateOrderItemRequest,
  CreateOrderRequest,
  CreateOrderResponse,
  type Order,
  OrderFormRequest,
  OrderFormResponse,
  OrderItemResponse,
  OrderResponse,
  type OrderResponse as OrderResponseValue,
  UpdateOrderItemRequest,
} from '../../core/schemas/order'
import { ProductOptionGroupResponse } from '../../core/schemas/productSet'
import { decodeOr400, HttpError, idParam, notFound, send } from '../http'
import { requestCatalog, requestLanguage } from '../requestLanguage'
import { lookupProviders } from '../services/addressValidation'
import { checkoutRequirements, saveCustomerDetails } from '../services/checkout'
import { withDownloadLink } from '../services/downloads/downloads'
import {
  addItem,
  clearOrder,
  createFormEntry,
  createOrder,
  deleteItem,
  type Expected,
  findOptionGroup,
  getOrder,
  removeOrder,
  updateFormEntry,
  updateItem,
  type Viewer,
} from '../services/orders'
import { orderInLanguage } from '../storeTexts'
import { sendVersioned } from '../versionedRead'
import type { AppEnv } from './env'

export const viewer = (c: Context<AppEnv>): Viewer => ({ storeUserId: c.var.storeUserId, isAdmin: c.var.isAdmin })

/**
 * Optimistic concurrency: `If-Match: "<version>"` (or a bare number, or a read's `"<version>-<digest>"`) makes a change
 * conditional on the version. At most 10 digits: every integer the API takes stays in range (issue 11).
 */
export const expectedVersion = (c: Context<AppEnv>): Expected => {
  const header = c.req.header('if-match')
  if (header === undefined) return undefined
  const version = header.trim().match(/^(?:W\/)?"?(\d{1,10})(?:-[\w-]{1,32})?"?$/)?.[1]
  if (version === undefined) {
    throw new HttpError(400, 'bad_request', 'request.if_match', { 'If-Match': 'Expected a number' })
  }
  return Number(version)
}

const body = async (c: Context<AppEnv>) => c.req.json<unknown>()

/**
 * The shopper's locale for money in messages (B §7: every request carries a language header): the first tag of
 * Accept-Language when Intl knows it, else en-US.
 */
export const requestLocale = (c: Context<AppEnv>): string => {
  const tag = c.req.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim()
  if (!tag || tag === '*') return 'en-US'
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag])[0] ?? 'en-US'
  } catch {
    return 'en-US'
  }
}

/**
 * The order as an answer shows it: with a fresh download-all link when it is paid with digital items (issue 14), in
 * the request's language (issue 15: its labels, order-complete text and licence from the store's texts).
 */
export const answeredOrder = (c: Context<AppEnv>, order: Order): Promise<Order> =>
  orderInLanguage(c.var.deps.db, requestLanguage(c), withDownloadLink(linkDeps(c), order))

/** What download links are made with: the request's language rides on them for their refusal page (issue 15). */
export const linkDeps = (c: Context<AppEnv>) => ({ ...c.var.deps, language: requestLanguage(c) })

/**
 * Answers with the order as the change left it (and its version as ETag, for If-Match), as answeredOrder shows it.
 */
export const sendOrder = async (
  c: Context<AppEnv>,
  answer: OrderResponseValue,
  status: 200 | 201,
  wrap: 'data' | 'plain' | 'form',
) => {
  const { previousOrder } = answer
  const order = await answeredOrder(c, answer.order)
  c.header('ETag', `"${order.version}"`)
  if (wrap === 'data') return send(c, CreateOrderResponse, { data: { order, previousOrder } }, status)
  if (wrap === 'form') return send(c, OrderFormResponse, { data: { order } }, status)
  return send(c, OrderItemResponse, { order }, status)
}

const ImageQuery = Schema.Struct({ imageId: Schema.optionalKey(Id), imageCropId: Schema.optionalKey(Id) })

/** C §7 orders, order items and order forms; B §7 product option groups for a photo. */
export const orderRoutes = new Hono<AppEnv>()
  .post('/orders', async (c) => {
    const input = decodeOr400(CreateOrderRequest, await body(c), 'invalid.order')
    return sendOrder(c, await createOrder(c.var.deps.db, viewer(c), input), 201, 'data')
  })
  // Issue 17: ETag "<version>-<digest>", 304 to If-None-Match (server/versionedRead.ts).
  .get('/orders/:id', async (c) => {
    const answer = await getOrder(c.var.deps.db, viewer(c), idParam(c, 'id'))
    const order = await answeredOrder(c, answer.order)
    return sendVersioned(c, OrderResponse, { ...answer, order }, order.version)
  })
  // C §7 remove order: 204, no body.
  .delete('/orders/:id', async (c) => {
    await removeOrder(c.var.deps.db, viewer(c), idParam(c, 'id'), expectedVersion(c))
    return c.body(null, 204)
  })
  // C §7 clear order (path not in the spec): every item and image option removed; answers the order.
  .post('/orders/:id/clear', async (c) => {
    const answer = await clearOrder(c.var.deps.db, viewer(c), idParam(c, 'id'), expectedVersion(c))
    return sendOrder(c, answer, 200, 'plain')
  })
  // C §7 customer details (issue 12): answers the order with its details, status checkout and shipping priced.
  .put('/orders/:id/customer_details', async (c) => {
    const id = idParam(c, 'id')
    const input = decodeOr400(CustomerDetailsRequest, await body(c), 'invalid.customer_details')
    return sendOrder(
      c,
      await saveCustomerDetails(c.var.deps.db, viewer(c), id, input, expectedVersion(c)),
      200,
      'plain',
    )
  })
  // C §3 checkoutRequirements (path not in the spec): shipping methods quoted for the order, options, prefill.
  .get('/orders/:id/checkout_requirements', async (c) => {
    const lookup = lookupProviders(c.var.deps.addressProviders).length > 0
    const { db } = c.var.deps
    const answer = await checkoutRequirements(db, viewer(c), idParam(c, 'id'), lookup, requestLanguage(c))
    return send(c, CheckoutResponse, answer)
  })
  .post('/order_items', async (c) => {
    const input = decodeOr400(CreateOrderItemRequest, await body(c), 'invalid.order_item')
    return sendOrder(
      c,
      await addItem(c.var.deps.db, viewer(c), input, expectedVersion(c), requestLocale(c)),
      201,
      'plain',
    )
  })
  .on(['PUT', 'PATCH'], '/order_items/:id', async (c) => {
    const id = idParam(c, 'id')
    const input = decodeOr400(UpdateOrderItemRequest, await body(c), 'invalid.order_item')
    return sendOrder(
      c,
      await updateItem(c.var.deps.db, viewer(c), id, input, expectedVersion(c), requestLocale(c)),
      200,
      'plain',
    )
  })
  .delete('/order_items/:id', async (c) => {
    const withDependents = c.req.query('withDependents') === 'true'
    await deleteItem(c.var.deps.db, viewer(c), idParam(c, 'id'), withDependents, expectedVersion(c))
    return c.body(null, 204)
  })
  .post('/order_forms', async (c) => {
    const input = decodeOr400(OrderFormRequest, await body(c), 'invalid.order_form')
    return sendOrder(c, await createFormEntry(c.var.deps.db, viewer(c), input, expectedVersion(c)), 201, 'form')
  })
  .put('/order_forms/:id', async (c) => {
    const id = idParam(c, 'id')
    const input = decodeOr400(OrderFormRequest, await body(c), 'invalid.order_form')
    return sendOrder(c, await updateFormEntry(c.var.deps.db, viewer(c), id, input, expectedVersion(c)), 200, 'form')
  })
  .get('/product_option_groups/:id', async (c) => {
    const id = idParam(c, 'id')
    decodeOr400(ImageQuery, c.req.query(), 'invalid.photo')
    const group = await findOptionGroup(await requestCatalog(c), id)
    if (!group) throw notFound('product_option_group')
    return send(c, ProductOptionGroupResponse, { productOptionGroup: group })
  })
