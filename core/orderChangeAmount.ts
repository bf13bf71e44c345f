// Issue 14 point 5: the money a change after purchase moves, previewed before the parent confirms it. The order's total
// is priced again with the change by core/totals.ts orderTotals (the function the server prices orders with); the
// shipping, the service fee, the tax rate and the coupon stay those of the order (a crop, backdrop, pose or photo
// option changes none of them). Pure: no I/O.
import { optionsAmount, type PricedOptionGroup } from './itemPrice'
import { type Money, sum } from './money'
import type { GroupValues, StoredOption } from './options'
import { type CouponLike, orderTotals, type TotalsItem } from './totals'

/** An order as far as its total reads it (C §3). */
export type PricedOrder = {
  readonly orderItems: readonly {
    readonly id: string
    readonly type: string
    readonly subTotal: Money
    readonly originalSubTotal: Money
  }[]
  readonly orderImageOptions: readonly {
    readonly image: string
    readonly productOptionGroup: { readonly id: string }
    readonly retailAmount: Money
  }[]
  readonly shippingTotal: Money
  readonly serviceFeeTotal: Money
  readonly taxRate: number
  readonly couponDiscount: CouponLike | null
}

/**
 * One change priced: an item's new price (core/orderItem.ts previewItem), or the new amount of some image option
 * groups of one photo (0 for a group cleared or removed; groups not named keep theirs).
 */
export type PricedChange =
  | { readonly kind: 'item'; readonly itemId: string; readonly subTotal: Money; readonly originalSubTotal: Money }
  | { readonly kind: 'imageOptions'; readonly imageId: string; readonly amounts: Readonly<Record<string, Money>> }

const totalOf = (order: PricedOrder, items: readonly TotalsItem[]): Money =>
  orderTotals({
    items,
    shippingTotal: order.shippingTotal,
    coupon: order.couponDiscount,
    serviceFee: order.serviceFeeTotal,
    taxRate: order.taxRate,
  }).total

const itemsOf = (order: PricedOrder, change: PricedChange | null): TotalsItem[] => [
  ...order.orderItems.map((item) =>
    change?.kind === 'item' && change.itemId === item.id
      ? { subTotal: change.subTotal, originalSubTotal: change.originalSubTotal, isPackage: item.type === 'package' }
      : { subTotal: item.subTotal, originalSubTotal: item.originalSubTotal, isPackage: item.type === 'package' },
  ),
  ...order.orderImageOptions
    .filter((o) => !(change?.kind === 'imageOptions' && o.image === change.imageId))
    .map((o) => ({ subTotal: o.retailAmount })),
  ...(change?.kind === 'imageOptions'
    ? [
        {
          subTotal: sum([
            ...order.orderImageOptions
              .filter((o) => o.image === change.imageId && !(o.productOptionGroup.id in change.amounts))
              .map((o) => o.retailAmount),
            ...Object.values(change.amounts),
          ]),
        },
      ]
    : []),
]

/**
 * What the change moves: the order's total with it minus its total without it, both priced the same way (so the
 * preview never shows a difference the change does not make). Above 0 is charged, below 0 refunded.
 */
export const changeAmount = (order: PricedOrder, change: PricedChange): Money =>
  totalOf(order, itemsOf(order, change)) - totalOf(order, itemsOf(order, null))

/** What one image option group costs a photo with this value (the server's price of a saved image option). */
export const imageOptionAmount = (group: PricedOptionGroup, value: StoredOption['value']): Money =>
  optionsAmount([group], { [String(group.id)]: { value } } as GroupValues)
