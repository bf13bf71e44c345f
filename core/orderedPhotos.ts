// B §2 ordered-photo badge: a photo already in the cart.

type NodeLike = { readonly image: string }
type ItemLike = { readonly orderItemNodes: readonly NodeLike[]; readonly orderItems?: readonly ItemLike[] }

/** The photos the order uses on any node, products inside packages included. */
export const orderedImageIds = (order: { readonly orderItems: readonly ItemLike[] } | null): ReadonlySet<string> => {
  const ids = new Set<string>()
  const visit = (items: readonly ItemLike[]) => {
    for (const item of items) {
      for (const node of item.orderItemNodes) ids.add(node.image)
      visit(item.orderItems ?? [])
    }
  }
  visit(order?.orderItems ?? [])
  return ids
}
