import type { SnapshotFrom } from 'xstate'
import { PREVIEW_FULL_SCREEN_BELOW, previewWidth } from '../core/paging'
import type { ImageCrop } from '../core/schemas/photos'
import { type Picture, pictureOf } from '../core/srcset'
import { MIN_ZOOM, type Pan, ZOOM_STEP } from '../core/zoom'
import { type FavouritesEvent, toggleOf } from './favourites'
import type { FavouritesFacts } from './favouritesView'
import { neighbours, type PreviewEvent, type previewMachine } from './preview'

/** B §2: a swipe shorter than this many pixels is not a step. */
export const SWIPE_MIN_PX = 40

/** Where a pinch or a drag of the zoomed photo started: the zoom and pan then. */
export type ZoomStart = { readonly zoom: number; readonly pan: Pan }

export type PreviewView = {
  /** Open on a photo that exists. */
  readonly open: boolean
  /** Issue 16: on a phone the lightbox fills the screen and the photo goes edge to edge. */
  readonly fullScreen: boolean
  /** B §9: 850 px at most, the viewport less 100 px above 768 px; the whole viewport below (issue 16). */
  readonly width: number
  /** The large rendition shown, with every width to pick from for the preview's width (issue 17). */
  readonly photo:
    | (Picture & {
        readonly id: string
        readonly alt: string
        readonly width: number
        readonly height: number
      })
    | null
  /** The photo's `sizes`: at most the preview's width. */
  readonly sizes: string
  readonly title: string
  /** How the photo comes in: sliding from the side of the last step, or fading in on open. */
  readonly animation: 'next' | 'previous' | 'fade'
  /** The neighbours' renditions, preloaded while open (B §2) at the width the preview will pick. */
  readonly preload: readonly Picture[]
  /** The previous and next buttons, with more than one photo (below the photo, never over a face). */
  readonly showSteps: boolean
  readonly position: { readonly index: number; readonly count: number }
  readonly next: PreviewEvent
  readonly previous: PreviewEvent
  readonly close: PreviewEvent
  /** Issue 16: the photo's heart while favourites are used (B §4 toggle), else null. */
  readonly heart: { readonly label: string; readonly hearted: boolean; readonly toggle: FavouritesEvent } | null
  /** Issue 16 "Buy this photo": keeps the photo chosen for this child and opens the catalog. */
  readonly buy: PreviewEvent | null
  /** Issue 16 pinch-zoom: the photo's zoom and pan (core/zoom), and whether it is zoomed in. */
  readonly zoom: ZoomStart & { readonly zoomed: boolean }
  /** A double tap or double click: zooms in to 2×, or back to the whole photo. */
  readonly toggleZoom: PreviewEvent
  /** A pinch from `start` whose fingers' distance changed by `ratio` and whose midpoint moved by (dx, dy) photos. */
  readonly pinch: (start: ZoomStart, ratio: number, dx: number, dy: number) => PreviewEvent
  /** The arrow keys step; + and − zoom (Escape is the dialog's own). */
  readonly keys: Readonly<Record<string, PreviewEvent>>
  /** A swipe from `start` to `end` (clientX): a step, or null when too short, unknown or the photo is zoomed in. */
  readonly swipe: (start: number | null, end: number | undefined) => PreviewEvent | null
}

const NEXT: PreviewEvent = { type: 'preview.next' }
const PREVIOUS: PreviewEvent = { type: 'preview.previous' }

const zoomTo = (zoom: number, pan: Pan): PreviewEvent => ({ type: 'preview.zoom', zoom, pan })

/**
 * B §2 image preview modal: the large rendition of the photo shown among `crops`, as wide as the viewport allows,
 * cycling without end by the buttons, the arrow keys or a swipe; its neighbours are preloaded. Issue 16: full screen
 * on a phone, pinch-zoom, the photo's heart and "Buy this photo".
 */
export const previewView = (
  snapshot: SnapshotFrom<typeof previewMachine>,
  input: {
    crops: readonly ImageCrop[]
    viewportWidth: number
    favourites?: Pick<FavouritesFacts, 'enabled' | 'heartedIds'>
  },
): PreviewView => {
  const { crops, favourites } = input
  const { index, direction, zoom, pan } = snapshot.context
  const crop = crops[index]
  const open = snapshot.matches('open') && crop !== undefined
  const zoomed = zoom > MIN_ZOOM
  return {
    open,
    fullScreen: input.viewportWidth < PREVIEW_FULL_SCREEN_BELOW,
    width: previewWidth(input.viewportWidth),
    sizes: `${previewWidth(input.viewportWidth)}px`,
    photo: crop
      ? {
          id: crop.id,
          ...pictureOf(crop.image.largeUrl, crop.image.sources),
          alt: crop.image.label,
          width: crop.image.width,
          height: crop.image.height,
        }
      : null,
    title: crop?.image.label ?? '',
    animation: direction ?? 'fade',
    preload: open
      ? neighbours(snapshot.context).flatMap((i) => {
          const image = crops[i]?.image
          return image ? [pictureOf(image.largeUrl, image.sources)] : []
        })
      : [],
    showSteps: crops.length > 1,
    position: { index: index + 1, count: crops.length },
    next: NEXT,
    previous: PREVIOUS,
    close: { type: 'preview.close' },
    heart:
      crop && favourites?.enabled
        ? {
            label: crop.image.label,
            hearted: favourites.heartedIds.has(crop.id),
            toggle: toggleOf(crop),
          }
        : null,
    buy: crop ? { type: 'preview.buy', imageId: crop.image.id } : null,
    zoom: { zoom, pan, zoomed },
    toggleZoom: zoomed ? zoomTo(MIN_ZOOM, pan) : zoomTo(ZOOM_STEP, pan),
    pinch: (start, ratio, dx, dy) => zoomTo(start.zoom * ratio, { x: start.pan.x + dx, y: start.pan.y + dy }),
    keys: {
      ArrowRight: NEXT,
      ArrowLeft: PREVIOUS,
      '+': zoomTo(zoom * ZOOM_STEP, pan),
      '=': zoomTo(zoom * ZOOM_STEP, pan),
      '-': zoomTo(zoom / ZOOM_STEP, pan),
    },
    swipe: (start, end) =>
      zoomed || start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX
        ? null
        : end < start
          ? NEXT
          : PREVIOUS,
  }
}
