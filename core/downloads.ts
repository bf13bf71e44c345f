// Digital items (C §2 order complete: "view order and downloads" when the order has digital items and is not a
// pre-order; C §4 downloads). A digital product is one of the product types `digital` (one file) or `digitalBulk`
// (every file), at the top of the order or chosen inside a package.
import type { ProductType } from './schemas/productSet'

const DIGITAL_TYPES: readonly ProductType[] = ['digital', 'digitalBulk']

type ItemLike = { readonly type: ProductType; readonly orderItems?: readonly { readonly type: ProductType }[] }

export const hasDigitalItems = (items: readonly ItemLike[]): boolean =>
  items.some(
    (item) => DIGITAL_TYPES.includes(item.type) || (item.orderItems ?? []).some((c) => DIGITAL_TYPES.includes(c.type)),
  )

/** C §2: a pre-order's files come after picture day, so only a re-order with digital items offers its downloads. */
export const offersDownloads = (order: { readonly isPreOrder: boolean; readonly orderItems: readonly ItemLike[] }) =>
  !order.isPreOrder && hasDigitalItems(order.orderItems)
