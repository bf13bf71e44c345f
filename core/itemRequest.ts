// What the browser sends for a configured item (C §7 create or update order item: choices only, never a price), and
// which products need no configuring (B §4). Apart from ./configuration.ts so that a page's first render (the product
// cards, the order actor's API) does not load the completeness rules the product panel uses (issue 17 point 2).

import type { ConfigurableProduct, ItemDraft, NodeChoice } from './configuration'
import { isBlank, type StoredOption } from './options'

/**
 * B §4: a product with no options, a quantity limit of 1 or less and no children is added directly by its button.
 * Interpretation: a product with nodes needs a photo chosen, so it is never added directly.
 */
export const addsDirectly = (product: ConfigurableProduct): boolean =>
  product.productOptionGroups.length === 0 &&
  product.quantityLimit !== null &&
  product.quantityLimit <= 1 &&
  product.products.length === 0 &&
  product.nodes.length === 0

const optionsBody = (options: Record<string, StoredOption>) =>
  Object.fromEntries(
    Object.entries(options)
      .filter(([, stored]) => !isBlank(stored.value) || (stored.notes ?? '').trim() !== '')
      .map(([groupId, stored]) => [
        groupId,
        stored.notes?.trim() ? { value: stored.value, notes: stored.notes.trim() } : { value: stored.value },
      ]),
  )

const nodesBody = (nodes: readonly NodeChoice[]) =>
  nodes
    .filter((n) => n.imageId !== null)
    .map((n) => ({
      node: n.nodeId,
      image: n.imageId as string,
      imageCrop: n.imageCropId,
      productOption: n.backgroundOptionId,
      ...(n.crop !== undefined ? { crop: n.crop } : {}),
      ...(n.rotation !== undefined ? { rotation: n.rotation } : {}),
    }))

/** The orderItem part of C §7 create or update order item: choices only, never a price. */
export const draftToOrderItem = (draft: ItemDraft) => ({
  quantity: draft.quantity,
  options: optionsBody(draft.options),
  nodes: nodesBody(draft.nodes),
  orderItems: draft.children.map((c) => ({
    product: c.productId,
    quantity: c.quantity,
    options: optionsBody(c.options),
    nodes: nodesBody(c.nodes),
  })),
})
