import type { PhotoView } from '../../machines/photoView'

/**
 * Issue 17 points 3 and 4: the gallery grid's other tiles wait until the photos of its first row have each come or
 * failed (GalleryImagesPage). Kept outside React's state, so a photo that settles re-renders nothing but, once the whole
 * row is in, the tiles that were waiting: as the page's state it rendered the whole page again for each photo, just
 * as the largest paint was reported, and Lighthouse counted those tasks as blocking time.
 */
export type FirstRowGate = {
  /** The first row's photos on the page shown now (called as the page renders; the same list changes nothing). */
  expect: (photos: readonly PhotoView[]) => void
  settle: (photo: PhotoView) => void
  /** Whether some photo of the first row has neither come nor failed, within the patience from the first wait. */
  waiting: () => boolean
  subscribe: (listener: () => void) => () => void
}

/** How long the other tiles wait at most: a first-row photo whose request stalls holds none of them longer. */
export const FIRST_ROW_PATIENCE_MS = 3000

export const firstRowGate = (patienceMs = FIRST_ROW_PATIENCE_MS): FirstRowGate => {
  let expected: readonly PhotoView[] = []
  let patient = false
  let gaveUp = false
  const settled = new Set<PhotoView>()
  const listeners = new Set<() => void>()
  const waiting = () => !gaveUp && expected.some((photo) => !settled.has(photo))
  const tell = () => {
    for (const listener of listeners) listener()
  }
  return {
    expect: (photos) => {
      expected = photos
    },
    settle: (photo) => {
      if (settled.has(photo)) return
      settled.add(photo)
      if (!waiting()) tell()
    },
    waiting,
    subscribe: (listener) => {
      listeners.add(listener)
      // From the first tile that waits.
      if (!patient) {
        patient = true
        setTimeout(() => {
          gaveUp = true
          tell()
        }, patienceMs)
      }
      return () => listeners.delete(listener)
    },
  }
}
