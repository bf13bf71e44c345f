import type { Image } from '../core/schemas/photos'

/** What a photo tile needs to draw a watermarked rendition: the small one, and a srcset for the browser to pick. */
export type PhotoView = {
  readonly src: string
  readonly srcSet: string
  readonly alt: string
  readonly width: number
  readonly height: number
}

/** The width of a rendition whose longest edge is `edge` px (renditions are never enlarged, docs/photos.md). */
const renditionWidth = (image: Image, edge: number) =>
  Math.round(image.width * Math.min(1, edge / Math.max(image.width, image.height, 1)))

/** The small (320 px) and medium (800 px) renditions of a photo, labelled with the photo's label. */
export const photoView = (image: Image): PhotoView => ({
  src: image.smallUrl,
  srcSet: `${image.smallUrl} ${renditionWidth(image, 320)}w, ${image.mediumUrl} ${renditionWidth(image, 800)}w`,
  alt: image.label,
  width: image.width,
  height: image.height,
})
