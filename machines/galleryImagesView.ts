import type { SnapshotFrom } from 'xstate'
import { orderedImageIds } from '../core/orderedPhotos'
import { galleryImagesPath, galleryNext, type PhotoStage, type YearbookStatus } from '../core/photoRoutes'
import type { ImageCrop } from '../core/schemas/photos'
import { galleryLabel } from '../core/text'
import { type FavouritesEvent, toggleOf } from './favourites'
import type { FavouritesFacts } from './favouritesView'
import { type GalleryImagesEvent, type galleryImagesMachine, galleryImagesView as pageOf } from './galleryImages'
import { type PagerView, pagerView } from './pagerView'
import { type PhotoView, photoView } from './photoView'
import type { PreviewEvent } from './preview'

type Snapshot = SnapshotFrom<typeof galleryImagesMachine>

/** A photo of the grid: preview on a click, its heart when favourites are used, the badge when already ordered. */
export type GalleryPhotoTile = {
  readonly id: string
  readonly label: string
  readonly photo: PhotoView
  /** Opens the preview on this photo, among the page's photos. */
  readonly open: PreviewEvent
  /** Null when favourites are not used (B §4). */
  readonly heart: { readonly hearted: boolean; readonly toggle: FavouritesEvent } | null
  /** B §2 ordered-photo badge: the photo is already in the cart. */
  readonly ordered: boolean
}

export type GalleryImagesView = {
  /** B §2 entry redirects, in the spec's order. */
  readonly redirectTo: string | null
  /** The gallery's label, cut at 50 characters (B §9). */
  readonly title: string
  readonly imageCount: number
  /** The gallery selector, shown with more than one gallery. */
  readonly gallerySelect: {
    readonly visible: boolean
    readonly value: string
    readonly options: readonly { readonly value: string; readonly label: string; readonly href: string }[]
  }
  /** Null with one gallery: /galleries would come straight back here (issue 16 point 4, no loops). */
  readonly allGalleriesHref: '/galleries' | null
  /** The page could not be loaded: the view offers `retry`. */
  readonly failed: boolean
  readonly retry: GalleryImagesEvent
  /** The page's photos; null while the page loads, with `placeholders` tiles in their place. */
  readonly tiles: readonly GalleryPhotoTile[] | null
  readonly placeholders: number
  /** The page's crops, for the preview carousel. */
  readonly crops: readonly ImageCrop[]
  readonly pager: PagerView
  readonly page: (page: number) => GalleryImagesEvent
  /** The bottom bar: back to the galleries (none with one gallery), on to the yearbook or the products. */
  readonly previous: { readonly href: '/galleries'; readonly label: 'gallery.previous' } | null
  readonly next: {
    readonly href: '/yearbook' | '/catalog'
    readonly disabled: boolean
    readonly label: 'gallery.next_yearbook' | 'gallery.next_products'
    /** Why next is held: favourites are required and none exists. */
    readonly note: 'gallery.needs_favourite' | null
  }
}

type OrderLike = Parameters<typeof orderedImageIds>[0]

/**
 * B §2 /galleries/{id}/images as the view shows it: the entry redirect, the title and gallery selector, a page of
 * photos (hearts, ordered badges, preview), the pager, and the next action: /yearbook while the subject's yearbook
 * selection is offered, else the products; held while favourites are required and none exists, and while fetching.
 */
export const galleryImagesView = (
  snapshot: Snapshot,
  input: {
    /** Every gallery this shopper may open. */
    galleries: readonly { readonly id: string; readonly label: string }[]
    stage: PhotoStage | null
    yearbook: YearbookStatus
    favourites: FavouritesFacts
    /** The current order, for the ordered-photo badge. */
    order: OrderLike
  },
): GalleryImagesView => {
  const { context } = snapshot
  const { crops, paging, expected } = pageOf(context)
  const ordered = orderedImageIds(input.order)
  const { favourites } = input
  // B §2: /galleries redirects to the only gallery, so with one there is nowhere back to go.
  const several = input.galleries.length > 1
  const next = galleryNext({
    stage: input.stage,
    yearbook: input.yearbook,
    favouritesInUse: favourites.enabled,
    favouriteCount: favourites.count,
    fetching: snapshot.matches('loading') || favourites.busy,
  })
  return {
    redirectTo: snapshot.matches('redirecting') ? context.redirectTo : null,
    title: galleryLabel(context.input.gallery?.label ?? ''),
    imageCount: context.imageCount,
    gallerySelect: {
      visible: input.galleries.length > 1,
      value: context.input.galleryId,
      options: input.galleries.map((g) => ({
        value: g.id,
        label: galleryLabel(g.label),
        href: galleryImagesPath(g.id),
      })),
    },
    allGalleriesHref: several ? '/galleries' : null,
    failed: snapshot.matches('failed'),
    retry: { type: 'images.retry' },
    tiles:
      crops?.map((crop, index) => ({
        id: crop.id,
        label: crop.image.label,
        photo: photoView(crop.image),
        open: { type: 'preview.open', index, count: crops.length },
        heart: favourites.enabled ? { hearted: favourites.heartedIds.has(crop.id), toggle: toggleOf(crop) } : null,
        ordered: ordered.has(crop.image.id),
      })) ?? null,
    placeholders: expected,
    crops: crops ?? [],
    pager: pagerView(paging),
    page: (page) => ({ type: 'images.page', page }),
    previous: several ? { href: '/galleries', label: 'gallery.previous' } : null,
    next: {
      href: next.href,
      disabled: !next.enabled,
      label: next.href === '/yearbook' ? 'gallery.next_yearbook' : 'gallery.next_products',
      note: next.blockedBy === 'favourites' ? 'gallery.needs_favourite' : null,
    },
  }
}
