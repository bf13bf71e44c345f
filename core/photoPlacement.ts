// Issue 16 point 2: a photo drawn as the parent saved it (B §3 image crop, B §4 crop and rotation) inside a box of any
// shape, as plain numbers a view turns into CSS. The crop box is in fractions of the photo after its rotation
// (core/cropBox.ts), so the photo is turned first and the box cut from the turned photo.
import type { CropBox } from './cropBox'
import type { Rotation } from './images'

/** A rectangle in percent of its container. */
export type Rect = { left: number; top: number; width: number; height: number }

export type Placement = {
  /** The part of the box the photo covers: the whole box for `cover`, a centred rectangle for `contain`. */
  frame: Rect
  /** The unturned photo inside the frame: its centre and size in percent of the frame, turned about its centre. */
  photo: { centerX: number; centerY: number; width: number; height: number }
  rotation: Rotation
  /** The shape of what is shown (width / height): the frame's. */
  aspect: number
}

/**
 * Where to draw a photo of `size` (its pixels as stored, before turning), turned by `rotation` and cut to `crop`, in a
 * box of `boxAspect` (width / height). `contain` shows exactly the cut part, centred with room around it (a
 * thumbnail); `cover` fills the box, trimming the cut part's longer side evenly (a print of a fixed shape).
 */
export const placePhoto = (
  size: { width: number; height: number },
  rotation: Rotation,
  crop: CropBox | null,
  boxAspect: number,
  fit: 'cover' | 'contain',
): Placement => {
  const turned = rotation === 90 || rotation === 270
  // The turned photo's sides; a photo of unknown size counts as square.
  const w = (turned ? size.height : size.width) || 1
  const h = (turned ? size.width : size.height) || 1
  const box = crop ?? { left: 0, top: 0, width: 1, height: 1 }
  const cutWidth = box.width * w
  const cutHeight = box.height * h
  const cutAspect = cutWidth / cutHeight
  const frame: Rect =
    fit === 'cover'
      ? { left: 0, top: 0, width: 100, height: 100 }
      : cutAspect > boxAspect
        ? { left: 0, top: ((1 - boxAspect / cutAspect) / 2) * 100, width: 100, height: (boxAspect / cutAspect) * 100 }
        : { left: ((1 - cutAspect / boxAspect) / 2) * 100, top: 0, width: (cutAspect / boxAspect) * 100, height: 100 }
  const aspect = fit === 'cover' ? boxAspect : cutAspect
  // Frame units: the frame is `aspect` wide and 1 high; `scale` frame units per photo pixel, so the cut covers it.
  const scale = Math.max(aspect / cutWidth, 1 / cutHeight)
  const centreX = aspect / 2 + (w / 2 - (box.left + box.width / 2) * w) * scale
  const centreY = 1 / 2 + (h / 2 - (box.top + box.height / 2) * h) * scale
  return {
    frame,
    photo: {
      centerX: (centreX / aspect) * 100,
      centerY: centreY * 100,
      // The unturned photo's sides, in percent of the frame's width and height.
      width: (((turned ? h : w) * scale) / aspect) * 100,
      height: (turned ? w : h) * scale * 100,
    },
    rotation,
    aspect,
  }
}
