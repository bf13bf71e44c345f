// The crop box of a photo (B §3 image crop: width, height, left and top as fractions of the image; B §4 crop) and
// where cropping is offered (B §4 image cropping availability). Interpretation: the fractions are of the photo as
// shown after its rotation, so turning the photo turns the box with it.

export type CropBox = { readonly left: number; readonly top: number; readonly width: number; readonly height: number }

/** The corner a resize drags. */
export type CropHandle = 'nw' | 'ne' | 'sw' | 'se'

/** The whole photo: what the cropper shows when there is no crop. */
export const FULL_CROP: CropBox = { left: 0, top: 0, width: 1, height: 1 }

/** The smallest box side, as a fraction of the photo, so a box always stays visible and grabbable. */
export const MIN_CROP_SIDE = 0.1

/** One arrow-key press moves or resizes by 1 % of the photo; with Shift by 5 %. */
export const CROP_STEP = 0.01
export const CROP_STEP_LARGE = 0.05

const EPSILON = 1e-6

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Four decimals are finer than a pixel of any photo and keep stored boxes readable. */
const round = (value: number) => Math.round(value * 10_000) / 10_000

const rounded = (box: CropBox): CropBox => ({
  left: round(box.left),
  top: round(box.top),
  width: round(box.width),
  height: round(box.height),
})

/** A box that lies inside the photo with a non-empty area (what the server accepts). */
export function isCropInside(box: CropBox): boolean {
  const values = [box.left, box.top, box.width, box.height]
  return (
    values.every(Number.isFinite) &&
    box.left >= 0 &&
    box.top >= 0 &&
    box.width > 0 &&
    box.height > 0 &&
    box.left + box.width <= 1 + EPSILON &&
    box.top + box.height <= 1 + EPSILON
  )
}

/** The box covers the whole photo: nothing is cut away. */
export function isFullImage(box: CropBox): boolean {
  return box.left <= EPSILON && box.top <= EPSILON && box.width >= 1 - EPSILON && box.height >= 1 - EPSILON
}

/** Moves the box by fractions of the photo, keeping it inside. */
export function moveCrop(box: CropBox, dx: number, dy: number): CropBox {
  return rounded({
    ...box,
    left: clamp(box.left + dx, 0, 1 - box.width),
    top: clamp(box.top + dy, 0, 1 - box.height),
  })
}

/**
 * Drags one corner by fractions of the photo; the opposite corner stays put. The box keeps MIN_CROP_SIDE and stays
 * inside the photo.
 */
export function resizeCrop(box: CropBox, handle: CropHandle, dx: number, dy: number): CropBox {
  const right = box.left + box.width
  const bottom = box.top + box.height
  const west = handle === 'nw' || handle === 'sw'
  const north = handle === 'nw' || handle === 'ne'
  const left = west ? clamp(box.left + dx, 0, right - MIN_CROP_SIDE) : box.left
  const top = north ? clamp(box.top + dy, 0, bottom - MIN_CROP_SIDE) : box.top
  const newRight = west ? right : clamp(right + dx, box.left + MIN_CROP_SIDE, 1)
  const newBottom = north ? bottom : clamp(bottom + dy, box.top + MIN_CROP_SIDE, 1)
  return rounded({ left, top, width: newRight - left, height: newBottom - top })
}

/**
 * Issue 16 pinch in the crop modal: fingers moving apart by `factor` zoom in, so the box shrinks by that factor about
 * its centre (fingers closing grow it). It keeps its shape, MIN_CROP_SIDE and the photo's bounds, and stays inside.
 */
export function zoomCrop(box: CropBox, factor: number): CropBox {
  if (!Number.isFinite(factor) || factor <= 0) return box
  const smallest = MIN_CROP_SIDE / Math.min(box.width, box.height)
  const largest = 1 / Math.max(box.width, box.height)
  const scale = clamp(1 / factor, Math.min(smallest, 1), Math.max(largest, 1))
  const width = Math.min(1, box.width * scale)
  const height = Math.min(1, box.height * scale)
  const centreX = box.left + box.width / 2
  const centreY = box.top + box.height / 2
  return rounded({
    left: clamp(centreX - width / 2, 0, 1 - width),
    top: clamp(centreY - height / 2, 0, 1 - height),
    width,
    height,
  })
}

/** The box after the photo turns 90° clockwise with it: a point (x, y) of the photo goes to (1 − y, x). */
export function rotateCrop(box: CropBox): CropBox {
  return rounded({ left: 1 - box.top - box.height, top: box.left, width: box.height, height: box.width })
}

/** What a save stores: no crop when the box is the whole photo, else the box (rounded, kept inside). */
export function savedCrop(box: CropBox): CropBox | null {
  if (isFullImage(box)) return null
  const left = clamp(box.left, 0, 1 - MIN_CROP_SIDE)
  const top = clamp(box.top, 0, 1 - MIN_CROP_SIDE)
  return rounded({
    left,
    top,
    width: clamp(box.width, MIN_CROP_SIDE, 1 - left),
    height: clamp(box.height, MIN_CROP_SIDE, 1 - top),
  })
}

/**
 * B §4: image cropping is available only when the store offers it (isImageCroppingAvailable) and the stage is a
 * re-order stage with imageCropping on. Which photos may be cropped is core/images croppingOffered.
 */
export function croppingAvailable(
  store: { readonly isImageCroppingAvailable: boolean } | null | undefined,
  stage: { readonly type: string; readonly imageCropping: boolean } | null | undefined,
): boolean {
  return store?.isImageCroppingAvailable === true && stage?.type === 're-order' && stage.imageCropping
}
