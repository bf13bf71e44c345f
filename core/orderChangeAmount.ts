// Issue 14 point 5: the money a change after purchase moves, previewed before the parent confirms it and charged or
// refunded by the server with the same functions. The order's total is priced again with the change by core/totals.ts
// orderTotals; the shipping, the service fee, the tax rate and the coupon stay those of the order (a crop, backdrop,
// pose or photo option changes none of them, whatever the store's settings or shipping rules say today). Pure: no I/O.
import { optionsAmount, type PricedOptionGroup } from './itemPrice'
import type { Money } from './money'
import type { GroupValues, StoredOption } from './options'
import { type CouponLike, type OrderTotals, orderTotals } from './totals'

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
  /** Issue 15: the studio's adjustment, kept like the coupon (absent or null: none). */
  readonly adjustment?: { readonly amount: Money } | null
}

/**
 * One change priced: an item's new price (core/orderItem.ts previewItem), the new amount of some image option
 * groups of one photo (0 for a group cleared or removed; groups not named keep theirs), or the studio's adjustment
 * set or removed (null; issue 15, on a cart).
 */
export type PricedChange =
  | { readonly kind: 'item'; readonly itemId: string; readonly subTotal: Money; readonly originalSubTotal: Money }
  | { readonly kind: 'imageOptions'; readonly imageId: string; readonly amounts: Readonly<Record<string, Money>> }
  | { readonly kind: 'adjustment'; readonly amount: Money | null }

/**
 * The order's totals (C §3) with its items as they stand: core/totals.ts orderTotals with the order's own shipping,
 * service fee, tax rate, coupon and adjustment (a change after purchase moves none of them). The server writes these
 * totals for a bought order after a change (server/services/orders.ts refresh), so the stored total is the one
 * previewed; the admin's adjustment form previews a cart's new total with them too (the cart's charges are the
 * store's as of its last change).
 */
export const keptChargesTotals = (order: PricedOrder): OrderTotals =>
  orderTotals({
    items: [
      ...order.orderItems.map((item) => ({
        subTotal: item.subTotal,
        originalSubTotal: item.originalSubTotal,
        isPackage: item.type === 'package',
      })),
      ...order.orderImageOptions.map((o) => ({ subTotal: o.retailAmount })),
    ],
    shippingTotal: order.shippingTotal,
    coupon: order.couponDiscount,
    serviceFee: order.serviceFeeTotal,
    taxRate: order.taxRate,
    adjustment: order.adjustment?.amount ?? null,
  })

/** The order with the change made: the item's new price, the photo's named groups at their new amounts, the adjustment. */
export const withChange = (order: PricedOrder, change: PricedChange): PricedOrder => {
  if (change.kind === 'adjustment')
    return { ...order, adjustment: change.amount === null ? null : { amount: change.amount } }
  if (change.kind === 'item')
    return {
      ...order,
      orderItems: order.orderItems.map((item) =>
        item.id === change.itemId
          ? { ...item, subTotal: change.subTotal, originalSubTotal: change.originalSubTotal }
          : item,
      ),
    }
  return {
    ...order,
    orderImageOptions: [
      ...order.orderImageOptions.filter(
        (o) => !(o.image === change.imageId && Object.hasOwn(change.amounts, o.productOptionGroup.id)),
      ),
      ...Object.entries(change.amounts).map(([id, retailAmount]) => ({
        image: change.imageId,
        productOptionGroup: { id },
        retailAmount,
      })),
    ],
  }
}

/**
 * What a change moves: the order's kept-charges total after it minus before it. The server charges or refunds the
 * same difference of the same totals (server/services/orderChanges.ts), so the preview is the price charged. Above 0
 * is charged, below 0 refunded.
 */
export const amountBetween = (before: PricedOrder, after: PricedOrder): Money =>
  keptChargesTotals(after).total - keptChargesTotals(before).total

/** What the change previewed moves (amountBetween the order and the order with the change). */
export const changeAmount = (order: PricedOrder, change: PricedChange): Money =>
  amountBetween(order, withChange(order, change))

/** What one image option group costs a photo with this value (the server's price of a saved image option). */
export const imageOptionAmount = (group: PricedOptionGroup, value: StoredOption['value']): Money =>
  optionsAmount([group], { [String(group.id)]: { value } } as GroupValues)
