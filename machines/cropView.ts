import type { SnapshotFrom } from 'xstate'
import { CROP_STEP, CROP_STEP_LARGE, type CropBox, type CropHandle, isFullImage } from '../core/cropBox'
import type { Image } from '../core/schemas/photos'
import { pictureOf } from '../core/srcset'
import type { CropEvent, cropMachine } from './crop'

/** B §9: the crop canvas is a square of 690 px (the view makes it smaller on a phone or a short screen). */
export const CROP_CANVAS = 690
/** The photo leaves a margin inside the canvas, so the corner grips at its edges stay whole. */
const FIT = 0.9

export type CropMode = 'move' | CropHandle

const HANDLES = [
  { handle: 'nw', label: 'crop.corner_nw', cursor: 'nwse' },
  { handle: 'ne', label: 'crop.corner_ne', cursor: 'nesw' },
  { handle: 'sw', label: 'crop.corner_sw', cursor: 'nesw' },
  { handle: 'se', label: 'crop.corner_se', cursor: 'nwse' },
] as const

/** The arrow keys move the frame or a corner one step (a large step with Shift). */
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

type CropSnapshot = Pick<SnapshotFrom<typeof cropMachine>, 'context' | 'matches'>

/**
 * B §2 image crop modal: instructions, rotate (90° a click), remove crop only when a crop exists, save crop; B §9 the
 * square canvas. Where the photo sits in the canvas once turned (fractions of the canvas side), the frame and its
 * corner grips (fractions of the photo as shown), and the events: rotate, remove, save, cancel, a drag and an arrow key.
 */
export const cropView = (
  snapshot: CropSnapshot,
  image: Pick<Image, 'mediumUrl' | 'sources' | 'label' | 'width' | 'height'>,
) => {
  const { box, rotation } = snapshot.context
  // The photo as shown: turned, then fitted inside the square canvas (sizes as fractions of the canvas side).
  const quarter = rotation === 90 || rotation === 270
  const [w, h] = [image.width || 4, image.height || 5]
  const [rw, rh] = quarter ? [h, w] : [w, h]
  const scale = FIT / Math.max(rw, rh)
  const [frameW, frameH] = [rw * scale, rh * scale]
  return {
    open: snapshot.matches('open'),
    title: 'crop.title',
    instructions: 'crop.instructions',
    canvas: CROP_CANVAS,
    /** The turned photo's place in the canvas. */
    frame: { left: (1 - frameW) / 2, top: (1 - frameH) / 2, width: frameW, height: frameH },
    /** The photo inside the frame, before it turns (fractions of the frame) and how far it turns. */
    photo: {
      ...pictureOf(image.mediumUrl, image.sources),
      alt: image.label,
      width: (w * scale) / frameW,
      height: (h * scale) / frameH,
      rotation,
    },
    /** The crop frame, fractions of the photo as shown. */
    box,
    handles: HANDLES.map(({ handle, label, cursor }) => ({
      handle,
      label,
      cursor,
      left: handle === 'nw' || handle === 'sw' ? box.left : box.left + box.width,
      top: handle === 'nw' || handle === 'ne' ? box.top : box.top + box.height,
    })),
    rotation: { id: 'crop.rotation', values: { degrees: rotation } },
    /** B §2: remove crop shows only when a crop exists (the frame leaves part of the photo out). */
    removeShown: !isFullImage(box),
    rotate: { type: 'crop.rotate' } satisfies CropEvent,
    remove: { type: 'crop.remove' } satisfies CropEvent,
    save: { type: 'crop.save' } satisfies CropEvent,
    cancel: { type: 'crop.cancel' } satisfies CropEvent,
    /** A pointer drag from `from` (the box as the drag started), by fractions of the photo as shown. */
    drag: (mode: CropMode, from: CropBox, dx: number, dy: number): CropEvent => ({
      type: 'crop.adjust',
      mode,
      from,
      dx,
      dy,
    }),
    /** Issue 16: a pinch from `from` (the box as it began), fingers spread by `factor` (below 1: closing). */
    pinch: (from: CropBox, factor: number): CropEvent => ({ type: 'crop.zoom', factor, from }),
    /** An arrow key (a large step with Shift); null for any other key. */
    nudge: (mode: CropMode, key: string, large: boolean): CropEvent | null => {
      const arrow = ARROWS[key]
      if (!arrow) return null
      const step = large ? CROP_STEP_LARGE : CROP_STEP
      return { type: 'crop.adjust', mode, dx: arrow[0] * step, dy: arrow[1] * step }
    },
  }
}

export type CropView = ReturnType<typeof cropView>
