// Readiness of node-based (multi-pose) products before they go to the cart (B §5 package completeness).
// Option-group readiness is decided by the options rules and arrives here as a boolean.

export type NodeLike = { id: string }

/** B §3 node selection: the node it fills, its image and crop, and the background option chosen for it. */
export type NodeSelectionLike = {
  nodeId: string
  imageId?: string | null
  imageCropId?: string | null
  backgroundOptionId?: string | null
}

export type MultiPoseIssue =
  | { kind: 'missingCrop'; nodeId: string }
  | { kind: 'missingBackground'; nodeId: string }
  | { kind: 'optionsNotReady' }

/** B §5: node-based items need an image on every node; returns the ids of the nodes still without one. */
export function nodesMissingImage(nodes: readonly NodeLike[], selections: readonly NodeSelectionLike[]): string[] {
  const filled = new Set(selections.filter((selection) => selection.imageId).map((selection) => selection.nodeId))
  return nodes.filter((node) => !filled.has(node.id)).map((node) => node.id)
}

/**
 * B §5: a multi-pose package is ready when every node selection has an image crop, each node selection has its own
 * background when allowMultipleBackgrounds is set (Interpretation: otherwise one background is chosen through the
 * package's option groups), and all option groups are ready. An empty list means ready.
 */
export function multiPoseIssues(
  product: { allowMultipleBackgrounds?: boolean | null },
  selections: readonly NodeSelectionLike[],
  optionGroupsReady: boolean,
): MultiPoseIssue[] {
  const issues: MultiPoseIssue[] = []
  for (const selection of selections) {
    if (!selection.imageCropId) issues.push({ kind: 'missingCrop', nodeId: selection.nodeId })
    if (product.allowMultipleBackgrounds && !selection.backgroundOptionId) {
      issues.push({ kind: 'missingBackground', nodeId: selection.nodeId })
    }
  }
  if (!optionGroupsReady) issues.push({ kind: 'optionsNotReady' })
  return issues
}

export function isMultiPoseReady(
  product: { allowMultipleBackgrounds?: boolean | null },
  selections: readonly NodeSelectionLike[],
  optionGroupsReady: boolean,
): boolean {
  return multiPoseIssues(product, selections, optionGroupsReady).length === 0
}
