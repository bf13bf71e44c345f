import type { SnapshotFrom } from 'xstate'
import { previewWidth } from '../core/paging'
import type { ImageCrop } from '../core/schemas/photos'
import { neighbours, type PreviewEvent, type previewMachine } from './preview'

/** B §2: a swipe shorter than this many pixels is not a step. */
export const SWIPE_MIN_PX = 40

export type PreviewView = {
  /** Open on a photo that exists. */
  readonly open: boolean
  /** B §2, B §9: 850 px at most, or the viewport less 50 px under 768 px wide and less 100 px above. */
  readonly width: number
  /** The large rendition shown. */
  readonly photo: {
    readonly id: string
    readonly src: string
    readonly alt: string
    readonly width: number
    readonly height: number
  } | null
  readonly title: string
  /** How the photo comes in: sliding from the side of the last step, or fading in on open. */
  readonly animation: 'next' | 'previous' | 'fade'
  /** The neighbours' large renditions, preloaded while open (B §2). */
  readonly preload: readonly string[]
  /** The previous and next buttons, with more than one photo. */
  readonly showSteps: boolean
  readonly position: { readonly index: number; readonly count: number }
  readonly next: PreviewEvent
  readonly previous: PreviewEvent
  readonly close: PreviewEvent
  /** The arrow keys step (Escape is the dialog's own). */
  readonly keys: Readonly<Record<string, PreviewEvent>>
  /** A swipe from `start` to `end` (clientX): a step, or null when too short or unknown. */
  readonly swipe: (start: number | null, end: number | undefined) => PreviewEvent | null
}

const NEXT: PreviewEvent = { type: 'preview.next' }
const PREVIOUS: PreviewEvent = { type: 'preview.previous' }

/**
 * B §2 image preview modal: the large rendition of the photo shown among `crops`, as wide as the viewport allows,
 * cycling without end by the buttons, the arrow keys or a swipe; its neighbours are preloaded.
 */
export const previewView = (
  snapshot: SnapshotFrom<typeof previewMachine>,
  input: { crops: readonly ImageCrop[]; viewportWidth: number },
): PreviewView => {
  const { crops } = input
  const { index, direction } = snapshot.context
  const crop = crops[index]
  const open = snapshot.matches('open') && crop !== undefined
  return {
    open,
    width: previewWidth(input.viewportWidth),
    photo: crop
      ? {
          id: crop.id,
          src: crop.image.largeUrl,
          alt: crop.image.label,
          width: crop.image.width,
          height: crop.image.height,
        }
      : null,
    title: crop?.image.label ?? '',
    animation: direction ?? 'fade',
    preload: open ? neighbours(snapshot.context).flatMap((i) => crops[i]?.image.largeUrl ?? []) : [],
    showSteps: crops.length > 1,
    position: { index: index + 1, count: crops.length },
    next: NEXT,
    previous: PREVIOUS,
    close: { type: 'preview.close' },
    keys: { ArrowRight: NEXT, ArrowLeft: PREVIOUS },
    swipe: (start, end) =>
      start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX
        ? null
        : end < start
          ? NEXT
          : PREVIOUS,
  }
}
