import type { Image } from '../core/schemas/photos'
import { type Picture, pictureOf } from '../core/srcset'

/** What a photo tile needs to draw a watermarked rendition: the small one, and a srcset per format to pick from. */
export type PhotoView = Picture & {
  readonly alt: string
  readonly width: number
  readonly height: number
}

/** Every rendition of a photo (small to large, JPEG and WebP), labelled with the photo's label. */
export const photoView = (image: Image): PhotoView => ({
  ...pictureOf(image.smallUrl, image.sources),
  alt: image.label,
  width: image.width,
  height: image.height,
})
