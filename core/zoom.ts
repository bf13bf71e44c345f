// Issue 16 pinch-zoom of a photo in the preview lightbox: how far it may zoom and how far a zoomed photo may be moved.
// The pan is a shift of the photo's centre, as a fraction of the photo's own size on screen before zooming.

export type Pan = { readonly x: number; readonly y: number }

export const MIN_ZOOM = 1
/** Four times the large rendition (1,024 px) is past its detail; more would only show pixels. */
export const MAX_ZOOM = 4
/** A double tap or click zooms to this, and a key press zooms by this factor. */
export const ZOOM_STEP = 2

export const NO_PAN: Pan = { x: 0, y: 0 }

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** A zoom between 1 and MAX_ZOOM; anything not a finite number is no zoom. */
export function clampZoom(zoom: number): number {
  return Number.isFinite(zoom) ? clamp(zoom, MIN_ZOOM, MAX_ZOOM) : MIN_ZOOM
}

/**
 * A pan that keeps the zoomed photo covering its frame: at zoom z the photo may move (z − 1) / 2 of its size each
 * way, so no empty band shows at an edge; unzoomed it stays centred.
 */
export function clampPan(pan: Pan, zoom: number): Pan {
  const reach = (clampZoom(zoom) - 1) / 2
  const x = Number.isFinite(pan.x) ? clamp(pan.x, -reach, reach) : 0
  const y = Number.isFinite(pan.y) ? clamp(pan.y, -reach, reach) : 0
  // Normalise −0 to 0 so an unzoomed photo's pan is always NO_PAN.
  return { x: x + 0, y: y + 0 }
}
