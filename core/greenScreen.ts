// Issue 16 point 2, B §4 autoOpen: the order of the steps of a green-screen product.

type GreenScreenProduct = {
  readonly nodes: readonly unknown[]
  readonly productOptionGroups: readonly {
    readonly type: string
    readonly parameters: { readonly autoOpen?: boolean }
  }[]
}

/**
 * A product made from a photo whose backdrop chooser opens by itself (B §4 autoOpen) asks for the photo first: the
 * photo chooser opens as the panel opens, and the backdrop chooser once a photo is chosen, so the parent picks the
 * backdrop with the child in front of it (the knockout preview, B §5 other) instead of over an empty scene.
 */
export const asksPhotoFirst = (product: GreenScreenProduct): boolean =>
  product.nodes.length > 0 &&
  product.productOptionGroups.some((g) => g.type === 'background' && g.parameters.autoOpen === true)
