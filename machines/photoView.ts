import { keptFor } from '../core/kept'
import type { Image } from '../core/schemas/photos'
import { type Picture, pictureOf } from '../core/srcset'

/** What a photo tile needs to draw a watermarked rendition: the small one, and a srcset per format to pick from. */
export type PhotoView = Picture & {
  readonly alt: string
  readonly width: number
  readonly height: number
}

// One view per image: a grid whose view is worked out again (the order arrived, a heart changed) hands its tiles the
// same photos, so they are not drawn again (ui/photos/PhotoImage.tsx is memoised; issue 17 point 3).
const views = new WeakMap<Image, PhotoView>()

/** Every rendition of a photo (small to large, JPEG and WebP), labelled with the photo's label. */
export const photoView = (image: Image): PhotoView =>
  keptFor(views, image, () => ({
    ...pictureOf(image.smallUrl, image.sources),
    alt: image.label,
    width: image.width,
    height: image.height,
  }))
