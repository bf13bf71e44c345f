// Paging and grid layout of the photo views (B §2 photo views, B §9 constants).

export const PAGE_SIZES = {
  imageChooser: 16,
  galleryList: 40,
  galleryImages: 40,
  yearbook: 40,
  favourites: 6,
} as const

export const MAX_PAGE_BUTTONS = 5
export const PREVIEW_MAX_WIDTH = 850

export function pageCount(total: number, size: number): number {
  return size > 0 ? Math.max(1, Math.ceil(total / size)) : 1
}

/** Pages are numbered from 1; anything outside [1, count] (or not an integer) is brought back inside. */
export function clampPage(page: number, count: number): number {
  const whole = Number.isFinite(page) ? Math.trunc(page) : 1
  return Math.min(Math.max(1, whole), Math.max(1, count))
}

export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  const current = clampPage(page, pageCount(items.length, size))
  return items.slice((current - 1) * size, current * size)
}

export interface Pagination {
  readonly page: number
  readonly pageCount: number
  /** The page buttons: at most MAX_PAGE_BUTTONS consecutive pages around the current one. */
  readonly pages: readonly number[]
  /** Pagination shows only with more than one page. */
  readonly visible: boolean
  /** First, last, previous and next controls show only with more than MAX_PAGE_BUTTONS pages. */
  readonly showJumps: boolean
}

export function pagination(page: number, total: number, size: number): Pagination {
  const count = pageCount(total, size)
  const current = clampPage(page, count)
  const first = Math.min(
    Math.max(1, current - Math.floor(MAX_PAGE_BUTTONS / 2)),
    Math.max(1, count - MAX_PAGE_BUTTONS + 1),
  )
  const pages = Array.from({ length: Math.min(MAX_PAGE_BUTTONS, count) }, (_, i) => first + i)
  return { page: current, pageCount: count, pages, visible: count > 1, showJumps: count > MAX_PAGE_BUTTONS }
}

/** Favourites grid: 2 columns for 2 photos or fewer, else 3. */
export function favouritesColumns(imageCount: number): number {
  return imageCount <= 2 ? 2 : 3
}

/** Below this viewport width the preview is a phone's full-screen lightbox. */
export const PREVIEW_FULL_SCREEN_BELOW = 768

/**
 * Preview modal width: B §9 caps it at 850 and leaves 100 px of a wide viewport. Issue 16 departs from B §9's "minus
 * 50 px" under 768 px: on a phone the photo goes edge to edge (the spec's 340 px on a 390 px phone was too small).
 */
export function previewWidth(viewportWidth: number): number {
  if (viewportWidth < PREVIEW_FULL_SCREEN_BELOW) return Math.max(0, viewportWidth)
  return Math.min(PREVIEW_MAX_WIDTH, viewportWidth - 100)
}
