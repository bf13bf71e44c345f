// The facts business rules are evaluated on (B §5 business-rule conditions), built from an order as the API answers.
import { sum } from './money'
import type { OrderFacts } from './rules'

type ItemLike = { readonly product: string; readonly quantity: number; readonly subTotal: number }

/** Top-level items count with their category; form entries count by form id. */
export const orderFacts = (
  items: readonly ItemLike[],
  categoryOf: (productId: string) => string | null,
  formIds: readonly string[] = [],
): OrderFacts => ({
  items: items.map((i) => ({
    productId: i.product,
    categoryId: categoryOf(i.product),
    quantity: i.quantity,
    subTotal: i.subTotal,
  })),
  subTotal: sum(items.map((i) => i.subTotal)),
  formIds,
})
