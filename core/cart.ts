// The cart as a whole (C §2 cart, C §4 business-rule buttons): what every linked order adds up to, whether checkout
// may start, and which alert an error code in the address shows.
import { type Money, sum } from './money'
import { orderFacts } from './orderFacts'
import { acceptsChanges, type OrderStatus } from './orderStatus'
import { type Rule, requirementState, stillToDo } from './rules'

type ItemLike = { readonly product: string; readonly quantity: number; readonly subTotal: Money }
type OrderLike = {
  readonly id: string
  readonly orderItems: readonly ItemLike[]
  readonly orderFormEntrys: readonly { readonly form: string }[]
}
type CategoryLike = { readonly id: string; readonly products: readonly { readonly id: string }[] }

/** C §2 bottom bar: the cart total is the total of the order and of every linked order. */
export const cartTotal = (order: { readonly total: Money; readonly linkedOrders: readonly { total: Money }[] }) =>
  sum([order.total, ...order.linkedOrders.map((o) => o.total)])

/**
 * Issue 13 "amount paid together": one payment pays the order and every linked order still in the cart (open or
 * checkout), so this is the total the parent confirms on the payment step (a different amount at submit is 10001).
 */
export const amountToPay = (order: {
  readonly total: Money
  readonly linkedOrders: readonly { readonly total: Money; readonly status: OrderStatus }[]
}) => sum([order.total, ...order.linkedOrders.filter((o) => acceptsChanges(o.status)).map((o) => o.total)])

/**
 * What the cart holds, for the header's cart button and the bottom bar: the units of the order's items plus the items
 * of every linked order (their summaries count items), and the cart total.
 */
export const cartSummary = (
  order: {
    readonly total: Money
    readonly orderItems: readonly { readonly quantity: number }[]
    readonly linkedOrders: readonly { readonly total: Money; readonly itemCount: number }[]
  } | null,
) =>
  order
    ? {
        count:
          order.orderItems.reduce((n, i) => n + i.quantity, 0) +
          order.linkedOrders.reduce((n, o) => n + o.itemCount, 0),
        total: cartTotal(order),
      }
    : { count: 0, total: 0 }

/** C §8: error code 10001 shows checkout.invalid_cart, any other code checkout.error; no code, no alert. */
export const errorAlertKey = (code: string | null): 'checkout.invalid_cart' | 'checkout.error' | null => {
  if (code === null || code.trim() === '') return null
  return code.trim() === '10001' ? 'checkout.invalid_cart' : 'checkout.error'
}

export type CheckoutGate = {
  allowed: boolean
  /** Orders with nothing in them (their block shows the warning badge). */
  emptyOrders: string[]
  /**
   * The required-for-checkout rules none of which holds (shown as why checkout is disabled), each with only what is
   * still to do (core/rules stillToDo).
   */
  unmetRules: Rule[]
  /** C §4: a rule holds for this order but not for every linked order. */
  linkedOrderIssue: boolean
}

/**
 * C §4, B §5 business-rule buttons: checkout is blocked when required-for-checkout rules exist and none holds for the
 * order and every linked order, and (interpretation) when any of the orders is empty: there is nothing to check out
 * for that child.
 */
export const checkoutGate = (
  set: {
    readonly categories: readonly CategoryLike[]
    readonly businessRules: { readonly requiredForCheckout?: readonly Rule[] }
  },
  order: OrderLike,
  linked: readonly OrderLike[],
): CheckoutGate => {
  const categoryOf = (productId: string) =>
    set.categories.find((c) => c.products.some((p) => p.id === productId))?.id ?? null
  const facts = (o: OrderLike) =>
    orderFacts(
      o.orderItems,
      categoryOf,
      o.orderFormEntrys.map((e) => e.form),
    )
  const own = facts(order)
  const others = linked.map(facts)
  const state = requirementState(set.businessRules.requiredForCheckout, own, others)
  const emptyOrders = [order, ...linked].filter((o) => o.orderItems.length === 0).map((o) => o.id)
  return {
    allowed: !state.blocked && emptyOrders.length === 0,
    emptyOrders,
    unmetRules: state.blocked ? state.unmet.map((rule) => stillToDo(rule, [own, ...others])) : [],
    linkedOrderIssue: state.linkedOrderIssue,
  }
}
