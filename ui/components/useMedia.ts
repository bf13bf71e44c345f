import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, following the window (a phone turned, a window resized). For what must change place
 * in the page, not only on screen: CSS `order` would leave the reading and focus order where it was (WCAG 1.3.2).
 */
export const useMedia = (query: string): boolean =>
  useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    () => window.matchMedia(query).matches,
  )
