// Whether the cart may still be checked out when the customer details are saved (C §4 business-rule buttons, C §8:
// a 409 with error code 10001 sends the shopper back to the cart's "invalid cart" alert). The cart changed under
// the shopper when an order is empty, the required-for-checkout rules no longer hold across the linked orders, or an
// item is no longer sold, above its limit, or locked.
import { checkoutGate } from './cart'
import type { Money } from './money'
import { orderFacts } from './orderFacts'
import type { Catalog } from './orderItem'
import { quantityBounds } from './quantity'
import { lockState } from './rules'

/** C §8: the error code whose alert is checkout.invalid_cart (core/cart.ts errorAlertKey). */
export const CART_INVALID = '10001'

/** One order of the cart: its top-level items and the custom forms filled in for it. */
export type CheckoutOrder = {
  readonly id: string
  readonly items: readonly { readonly product: string; readonly quantity: number; readonly subTotal: Money }[]
  readonly formIds: readonly string[]
}

export type CheckoutProblem =
  | { kind: 'empty_order'; order: string }
  | { kind: 'rules_unmet'; linkedOrderIssue: boolean }
  | { kind: 'product_unavailable'; order: string; product: string }
  | { kind: 'over_limit'; order: string; product: string; limit: number }
  | { kind: 'product_locked'; order: string; product: string }

export type CheckoutCatalog = Pick<Catalog, 'set' | 'topLevel'>

// Each item is judged as adding it would be: against the rest of its order (server/services/orders.ts does the same).
const itemProblems = (catalog: CheckoutCatalog, order: CheckoutOrder): CheckoutProblem[] =>
  order.items.flatMap((item, index): CheckoutProblem[] => {
    const entry = catalog.topLevel.get(item.product)
    if (!entry) return [{ kind: 'product_unavailable', order: order.id, product: item.product }]
    const others = order.items.filter((_, i) => i !== index)
    const facts = orderFacts(others, (id) => catalog.topLevel.get(id)?.categoryId ?? null, order.formIds)
    const inOrder = others.filter((o) => o.product === item.product).reduce((n, o) => n + o.quantity, 0)
    const { limit } = quantityBounds(entry.product, inOrder)
    const problems: CheckoutProblem[] = []
    if (limit !== null && item.quantity > limit)
      problems.push({ kind: 'over_limit', order: order.id, product: item.product, limit })
    if (!lockState(catalog.set.businessRules, { productId: item.product, categoryId: entry.categoryId }, facts).enabled)
      problems.push({ kind: 'product_locked', order: order.id, product: item.product })
    return problems
  })

/**
 * C §4, C §8: why the cart (the order and its linked orders) can no longer be checked out; empty when it can. The
 * required-for-checkout rules are the order's catalog's; each order's items are judged against `catalogOf` it, its own
 * shop's catalog (a brother or sister at another school, multi-child ordering across sessions), by default `catalog`.
 */
export function checkoutProblems(
  catalog: CheckoutCatalog,
  order: CheckoutOrder,
  linked: readonly CheckoutOrder[],
  catalogOf: (order: CheckoutOrder) => CheckoutCatalog = () => catalog,
): CheckoutProblem[] {
  const asCart = (o: CheckoutOrder) => ({
    id: o.id,
    orderItems: o.items,
    orderFormEntrys: o.formIds.map((form) => ({ form })),
  })
  const gate = checkoutGate(catalog.set, asCart(order), linked.map(asCart))
  return [
    ...gate.emptyOrders.map((id): CheckoutProblem => ({ kind: 'empty_order', order: id })),
    ...(gate.unmetRules.length > 0 ? [{ kind: 'rules_unmet', linkedOrderIssue: gate.linkedOrderIssue } as const] : []),
    ...[order, ...linked].flatMap((o) => itemProblems(catalogOf(o), o)),
  ]
}
