// Issue 16 point 2: which of the child's photos a product shows and a new product panel starts with.
import type { ItemDraft } from './configuration'
import { chooserImages, type TagRule } from './tags'

type PhotoLike = { readonly id: string; readonly tags: readonly string[]; readonly image: { readonly id: string } }

export type PreferredPhoto<P> = {
  photo: P
  /** The parent chose it ("Buy this photo", or a heart): a new panel may start with it. Else it only illustrates. */
  chosenByParent: boolean
}

/**
 * The photo a product offers (its tag rules, B §5) that the parent prefers: the one chosen with "Buy this photo",
 * else the first favourite, else (only to show the child on the card) the first photo. Null when none fits.
 */
export const preferredPhoto = <P extends PhotoLike>(input: {
  photos: readonly P[]
  chosenImageId: string | null
  favouriteCropIds: readonly string[]
  rules: readonly TagRule[]
}): PreferredPhoto<P> | null => {
  const allowed = chooserImages(input.photos, input.rules)
  const chosen = allowed.find((p) => p.image.id === input.chosenImageId)
  if (chosen) return { photo: chosen, chosenByParent: true }
  const favourite = input.favouriteCropIds.map((id) => allowed.find((p) => p.id === id)).find((p) => p !== undefined)
  if (favourite) return { photo: favourite, chosenByParent: true }
  const first = allowed[0]
  return first ? { photo: first, chosenByParent: false } : null
}

/** The photo a new product panel starts with: the parent's choice, on every photo node of the product (B §4). */
export type StartingPhoto = { imageId: string; imageCropId: string }

/** A new panel's draft with the starting photo on each of the product's nodes; without one, the draft as it is. */
export const withStartingPhoto = (
  draft: ItemDraft,
  nodes: readonly { readonly id: string }[],
  photo: StartingPhoto | undefined,
): ItemDraft =>
  photo
    ? {
        ...draft,
        nodes: nodes.map((node) => ({
          nodeId: node.id,
          imageId: photo.imageId,
          imageCropId: photo.imageCropId,
          backgroundOptionId: null,
        })),
      }
    : draft
