import { assertEvent, assign, setup } from 'xstate'
import {
  type CropBox,
  type CropHandle,
  FULL_CROP,
  isFullImage,
  moveCrop,
  resizeCrop,
  rotateCrop,
  savedCrop,
  zoomCrop,
} from '../core/cropBox'
import { nextRotation, type Rotation } from '../core/images'

export type CropEvent =
  | { type: 'crop.open'; crop: CropBox | null; rotation: Rotation }
  /** One click of the rotate button: 90° clockwise, the box turning with the photo. */
  | { type: 'crop.rotate' }
  /**
   * Moves the box or drags one of its corners by fractions of the photo: from `from` (where a pointer drag started)
   * or, without it, from the box as it is (an arrow key).
   */
  | { type: 'crop.adjust'; mode: 'move' | CropHandle; dx: number; dy: number; from?: CropBox }
  /** Issue 16: a pinch, fingers spread by `factor` since it began with the box `from` (core/cropBox zoomCrop). */
  | { type: 'crop.zoom'; factor: number; from?: CropBox }
  | { type: 'crop.remove' }
  | { type: 'crop.save' }
  | { type: 'crop.cancel' }

export type CropContext = { box: CropBox; rotation: Rotation }

/** A crop exists when the box leaves part of the photo out (B §2: remove crop shows only then). */
export const hasCrop = (context: CropContext): boolean => !isFullImage(context.box)

/**
 * B §2 image crop modal, B §4 crop: closed or open; rotation cycles 0, 90, 180, 270, then 0; the box moves and
 * resizes inside the photo, and a pinch zooms it (issue 16); remove crop only when a crop exists; save hands the crop (null for none) and rotation to
 * `saved`, which the product panel keeps on the node (node.crop). Cancel keeps what was saved before.
 */
export const cropMachine = setup({
  types: {} as { context: CropContext; events: CropEvent },
  actions: {
    saved: (_, _params: { crop: CropBox | null; rotation: Rotation }) => {},
    open: assign({
      box: ({ event }) => {
        assertEvent(event, 'crop.open')
        return event.crop ?? FULL_CROP
      },
      rotation: ({ event }) => {
        assertEvent(event, 'crop.open')
        return event.rotation
      },
    }),
    rotate: assign({
      rotation: ({ context }) => nextRotation(context.rotation),
      box: ({ context }) => rotateCrop(context.box),
    }),
    adjust: assign({
      box: ({ context, event }) => {
        assertEvent(event, 'crop.adjust')
        const from = event.from ?? context.box
        return event.mode === 'move'
          ? moveCrop(from, event.dx, event.dy)
          : resizeCrop(from, event.mode, event.dx, event.dy)
      },
    }),
    zoom: assign({
      box: ({ context, event }) => {
        assertEvent(event, 'crop.zoom')
        return zoomCrop(event.from ?? context.box, event.factor)
      },
    }),
    removeCrop: assign({ box: FULL_CROP }),
  },
  guards: { hasCrop: ({ context }) => hasCrop(context) },
}).createMachine({
  id: 'crop',
  context: { box: FULL_CROP, rotation: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'crop.open': { target: 'open', actions: 'open' },
      },
    },
    open: {
      on: {
        'crop.rotate': { actions: 'rotate' },
        'crop.adjust': { actions: 'adjust' },
        'crop.zoom': { actions: 'zoom' },
        'crop.remove': { guard: 'hasCrop', actions: 'removeCrop' },
        'crop.save': {
          target: 'closed',
          actions: {
            type: 'saved',
            params: ({ context }) => ({ crop: savedCrop(context.box), rotation: context.rotation }),
          },
        },
        'crop.cancel': 'closed',
      },
    },
  },
})
