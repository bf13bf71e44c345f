// Issue 16 pinch-zoom: the pointers on a photo (fingers, a pen or a mouse) and the spread of the first two, for the
// lightbox and the crop modal. Reading gestures is the view's part; what a pinch does is the machines' (core/zoom,
// core/cropBox zoomCrop).

export type Point = { readonly x: number; readonly y: number }

/** The pointers down on an element, by pointer id, where each is now. */
export const pointersDown = () => new Map<number, Point>()

/** The first two pointers' distance and midpoint, or null with fewer than two (or two on one spot). */
export const spread = (pointers: ReadonlyMap<number, Point>): { distance: number; mid: Point } | null => {
  const [a, b] = [...pointers.values()]
  if (!a || !b) return null
  const distance = Math.hypot(a.x - b.x, a.y - b.y)
  return distance > 0 ? { distance, mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } } : null
}
