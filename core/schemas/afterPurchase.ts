// Wire shapes after purchase (issue 14; C §2 order view and downloads, C §4 downloads, receipts, image options, C §7
// show by reference, download item, download all, finalize digitals, save item options). Paths: docs/api.md.
import { Schema } from 'effect'
import { Id, Money, NonNegativeInt } from './common'
import { NodeInput, OptionsInput, Order } from './order'

/** C §7 show order by reference: GET /orders/{reference}/show. */
export const ShowOrderResponse = Schema.Struct({ order: Order })
export type ShowOrderResponse = typeof ShowOrderResponse.Type

/** C §7 download item: PUT /order_items/{id}/download with the licence accepted (GET sends no body). */
export const DownloadItemRequest = Schema.Struct({
  orderItem: Schema.Struct({ acceptedLicence: Schema.Boolean }),
})
export type DownloadItemRequest = typeof DownloadItemRequest.Type

/** C §4: on success the updated order is kept; `redirect` is the signed file link the browser goes to (C §4). */
export const DownloadItemResponse = Schema.Struct({
  data: Schema.Struct({ order: Order, redirect: Schema.String }),
})
export type DownloadItemResponse = typeof DownloadItemResponse.Type

/**
 * C §7 finalize digitals: POST /orders/{id}/finalize_digitals. The digital items the parent accepted the licence for
 * at once before "Download all" (each must be a digital item of this paid order).
 */
export const FinalizeDigitalsRequest = Schema.Struct({
  order: Schema.Struct({
    orderItems: Schema.Array(Schema.Struct({ id: Id, acceptedLicence: Schema.Boolean })).check(Schema.isMaxLength(200)),
  }),
})
export type FinalizeDigitalsRequest = typeof FinalizeDigitalsRequest.Type

export const FinalizeDigitalsResponse = Schema.Struct({ data: Schema.Struct({ order: Order }) })

/** C §7 download all: GET /orders/{id}/request_digital_archive: a fresh signed link to the ZIP, its size and files. */
export const DigitalArchiveResponse = Schema.Struct({
  data: Schema.Struct({ url: Schema.String, size: NonNegativeInt, files: NonNegativeInt }),
})
export type DigitalArchiveResponse = typeof DigitalArchiveResponse.Type

/** One item of C §7 save item options: its options and the photo, crop and backdrop of each node. */
export const ItemOptionsInput = Schema.Struct({
  id: Id,
  options: Schema.optionalKey(OptionsInput),
  nodes: Schema.optionalKey(Schema.Array(NodeInput)),
})

/**
 * C §7 save item options: PUT /orders/{id}/item_options, "order id and items {id, options, nodes {node id, image id,
 * image crop id}}". On a paid or placed order before the production cutoff it is a change after purchase (issue 14
 * point 5); keys left out keep their values.
 */
export const SaveItemOptionsRequest = Schema.Struct({
  order: Id,
  items: Schema.Array(ItemOptionsInput).check(Schema.isMinLength(1), Schema.isMaxLength(50)),
  /**
   * Issue 14: on a paid or placed order, the difference the parent was shown and confirmed (> 0 charged or due, < 0
   * refunded, 0 the same price); required there, ignored on a cart. Another amount than the server's is 409
   * amount_changed and changes nothing.
   */
  confirmedAmount: Schema.optionalKey(Money),
})
export type SaveItemOptionsRequest = typeof SaveItemOptionsRequest.Type

export const SaveItemOptionsResponse = Schema.Struct({ data: Schema.Struct({ order: Order }) })
