// Issue 16 point 2: what a view needs to draw a photo as the parent saved it: the rendition (the knockout over a
// chosen backdrop for a green-screen photo, B §5 other), and where it sits in its box (core/photoPlacement.ts).

import type { CropBox } from '../core/cropBox'
import type { Rotation } from '../core/images'
import { chosenOptionIds, type StoredOption } from '../core/options'
import { type Placement, placePhoto } from '../core/photoPlacement'
import type { Image } from '../core/schemas/photos'
import type { ProductOptionGroup } from '../core/schemas/productSet'
import { type Picture, pictureOf } from '../core/srcset'

export type FramedPhoto = Picture & {
  alt: string
  /** The chosen backdrop's picture, drawn behind the knockout; null for a photo shown as taken. */
  backdrop: string | null
  placement: Placement
}

/** The saved look of a photo on a product: crop, turn and the backdrop's picture (null: none chosen). */
export type SavedLook = { crop: CropBox | null; rotation: Rotation; backdrop: string | null }

export const UNCHANGED: SavedLook = { crop: null, rotation: 0, backdrop: null }

/** Thumbnails (cart, panels, order page) are 4:5 boxes that show the saved crop whole. */
export const THUMBNAIL_ASPECT = 4 / 5

export const framedPhoto = (
  image: Image,
  look: SavedLook,
  box: { aspect: number; fit: 'cover' | 'contain'; rendition: 'small' | 'medium' },
): FramedPhoto => {
  // Only a photo with a knockout can go on a backdrop; another stays as photographed.
  const knockout = look.backdrop ? image.knockout : null
  const renditions = knockout ?? image
  return {
    ...pictureOf(box.rendition === 'small' ? renditions.smallUrl : renditions.mediumUrl, renditions.sources),
    alt: image.label,
    backdrop: knockout ? look.backdrop : null,
    placement: placePhoto(image, look.rotation, look.crop, box.aspect, box.fit),
  }
}

/**
 * The backdrop picture chosen for a photo (B §5): the node's own backdrop (allowMultipleBackgrounds), else the one
 * chosen in a background group of the product's options.
 */
export const backdropOf = (
  groups: readonly ProductOptionGroup[],
  nodeOptionId: string | null | undefined,
  options: readonly StoredOption[],
): string | null => {
  const chosen = new Set(options.flatMap((o) => chosenOptionIds(o).map(String)))
  const option = groups
    .filter((g) => g.type === 'background')
    .flatMap((g) => g.productOptions)
    .find((o) => o.id === nodeOptionId || chosen.has(o.id))
  return option?.backgroundAsset ?? null
}
