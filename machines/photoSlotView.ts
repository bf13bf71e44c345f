// What one photo slot of a product panel shows (B §2 single-pose image chooser: the chosen photo, change photo, crop
// or review crop, the image options link and count), from the panel's node and the shop's photos.
import { imageOptionsOffered } from '../core/imageOptions'
import { croppingOffered } from '../core/images'
import type { ImageCrop } from '../core/schemas/photos'
import type { ProductOptionGroup } from '../core/schemas/productSet'
import { framedPhoto, THUMBNAIL_ASPECT } from './framedPhotoView'
import type { NodeView } from './productPanelView'

export type PhotoSlotInput = {
  photos: readonly ImageCrop[]
  /** B §4: cropping is available in this shop (store setting and re-order stage with imageCropping). */
  croppingAvailable: boolean
  /** productSet.imageProductOptionGroups: the options link shows only when there are some (B §5). */
  imageOptionGroups: readonly ProductOptionGroup[]
}

export const photoSlotView = (node: NodeView, input: PhotoSlotInput) => {
  const { choice, product } = node
  const selected =
    input.photos.find((p) => p.id === choice?.imageCropId) ?? input.photos.find((p) => p.image.id === choice?.imageId)
  const rotation = choice?.rotation ?? 0
  const cropped = Boolean(choice?.crop) || rotation !== 0
  // B §5: with allowMultipleBackgrounds each photo carries its own backdrop.
  const backgroundGroup = product.allowMultipleBackgrounds
    ? (product.productOptionGroups.find((g) => g.type === 'background') ?? null)
    : null
  return {
    label: node.label,
    selected: selected ?? null,
    /** Issue 16 point 2: the photo as saved: cropped, turned, a green-screen photo over its backdrop. */
    thumbnail: selected
      ? framedPhoto(
          selected.image,
          { crop: choice?.crop ?? null, rotation, backdrop: node.backdrop },
          { aspect: THUMBNAIL_ASPECT, fit: 'contain', rendition: 'small' },
        )
      : null,
    /** Issue 16 point 2: a green-screen product asks for the photo first; sent once as the panel opens. */
    opensChooser: node.opensChooser,
    /** B §5: cropping only for a photo of one's own (not shared) where cropping is available. */
    crop:
      selected && croppingOffered(selected.image, input.croppingAvailable)
        ? { label: cropped ? ('crop.review' as const) : ('crop.open' as const), crop: choice?.crop ?? null, rotation }
        : null,
    cropStatus: selected && cropped ? { degrees: rotation } : null,
    optionsLink: selected !== undefined && imageOptionsOffered(selected.image, input.imageOptionGroups),
    /** Its backdrop chooser shows once a photo is chosen, for a product that asks for the photo first. */
    backgroundGroup: node.opensChooser ? null : backgroundGroup,
  }
}

export type PhotoSlotView = ReturnType<typeof photoSlotView>
