// Entry redirects and the next step of the photo views (B §2 redirect rules and photo views, B §4 favourites and
// yearbook). Pure: the views and machines hand in what they know and follow the answer.

import { yearbookSettings } from './yearbook'

export type PhotoStage = {
  readonly showGalleryImages: boolean
  readonly favourites: { readonly enabled: boolean; readonly required: boolean }
  readonly yearbookSelection: boolean
  readonly yearbookSelectionRequired?: boolean | null
}

/**
 * The yearbook choice of this visit: `available` when a subject exists, the stage collects yearbook photos and none
 * has been chosen for the subject yet (B §4: false after a submit); `skipped` once the shopper skipped it.
 */
export type YearbookStatus = { readonly available: boolean; readonly skipped: boolean }

/** B §2 route of a gallery's images. */
export const galleryImagesPath = (galleryId: string) => `/galleries/${galleryId}/images`

/** B §4: favourites are used only when the stage shows gallery images and enables favourites. */
export const favouritesActive = (stage: PhotoStage | null): boolean =>
  stage?.showGalleryImages === true && stage.favourites.enabled

/**
 * B §2 catalog entry: a subject whose stage requires a yearbook selection, still available and not skipped, goes to
 * /yearbook first. An optional selection is offered by the next step of the gallery images instead.
 */
export const yearbookDue = (stage: PhotoStage | null, yearbook: YearbookStatus): boolean =>
  stage?.yearbookSelection === true && yearbookSettings(stage).required && yearbook.available && !yearbook.skipped

export const catalogRedirect = (stage: PhotoStage | null, yearbook: YearbookStatus): '/yearbook' | null =>
  yearbookDue(stage, yearbook) ? '/yearbook' : null

/**
 * B §2 gallery images entry, in the spec's order: a missing stage or gallery goes to /galleries, a due yearbook
 * selection to /yearbook, a stage without gallery images or a gallery below the store's showGalleryThreshold to
 * /catalog.
 */
export const galleryImagesRedirect = (input: {
  stage: PhotoStage | null
  gallery: { readonly imageCount: number } | null
  yearbook: YearbookStatus
  showGalleryThreshold: number
}): '/galleries' | '/yearbook' | '/catalog' | null => {
  const { stage, gallery } = input
  if (!stage || !gallery) return '/galleries'
  if (yearbookDue(stage, input.yearbook)) return '/yearbook'
  if (!stage.showGalleryImages || gallery.imageCount < input.showGalleryThreshold) return '/catalog'
  return null
}

/** B §2 yearbook entry: without an available selection, a subject's shopper goes to /catalog, anyone else home. */
export const yearbookRedirect = (input: {
  hasSubject: boolean
  available: boolean
  homeRoute: string
}): string | null => (input.available ? null : input.hasSubject ? '/catalog' : input.homeRoute)

export type NextStep = {
  readonly href: '/yearbook' | '/catalog'
  readonly enabled: boolean
  /** Why next is disabled: favourites are required and none exists, or a request is running. */
  readonly blockedBy: 'favourites' | 'fetching' | null
}

/**
 * B §2 gallery images next action: /yearbook while the subject's yearbook selection is available and not skipped,
 * otherwise the products step (/catalog). Disabled while favourites are in use and required and none exists, and
 * while fetching. Favourites are in use when the stage enables them (favouritesActive), but not in admin mode, where
 * there are none (issue 15).
 */
export const galleryNext = (input: {
  stage: PhotoStage | null
  yearbook: YearbookStatus
  favouritesInUse: boolean
  favouriteCount: number
  fetching: boolean
}): NextStep => {
  const { stage } = input
  const offered = stage?.yearbookSelection === true && input.yearbook.available && !input.yearbook.skipped
  const href = offered ? '/yearbook' : '/catalog'
  const needsFavourite = input.favouritesInUse && stage?.favourites.required === true && input.favouriteCount === 0
  const blockedBy = needsFavourite ? 'favourites' : input.fetching ? 'fetching' : null
  return { href, enabled: blockedBy === null, blockedBy }
}
