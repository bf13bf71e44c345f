import type { SnapshotFrom } from 'xstate'
import type { PhotoStage } from '../core/photoRoutes'
import { galleryImagesPath } from '../core/photoRoutes'
import { galleryLabel } from '../core/text'
import { type FavouritesEvent, type favouritesMachine, favouritesView as pageOf, toggleOf } from './favourites'
import { type PagerView, pagerView } from './pagerView'
import { type PhotoView, photoView } from './photoView'

type Snapshot = SnapshotFrom<typeof favouritesMachine>

/** What other photo views need to know of the favourites (hearts on tiles, the gallery's next action). */
export type FavouritesFacts = {
  /** B §4: favourites are used only when the stage shows gallery images and enables favourites. */
  readonly enabled: boolean
  /** A save or the first load is running. */
  readonly busy: boolean
  readonly count: number
  /** The hearted crops' ids. */
  readonly heartedIds: ReadonlySet<string>
}

export const favouritesFacts = (snapshot: Snapshot): FavouritesFacts => ({
  enabled: !snapshot.matches('disabled'),
  busy: !snapshot.matches({ active: 'idle' }) && !snapshot.matches('disabled'),
  count: snapshot.context.hearts.length,
  heartedIds: new Set(snapshot.context.hearts.map((c) => c.id)),
})

/** A hearted photo in the favourites grid: it links to its gallery and its heart removes it. */
export type FavouriteTile = {
  readonly id: string
  readonly href: string
  readonly label: string
  readonly photo: PhotoView
  readonly toggle: FavouritesEvent
}

export type FavouritesView = FavouritesFacts & {
  /** The panel shows only while favourites are used. */
  readonly visible: boolean
  /** Clear all, offered once a favourite exists. */
  readonly clear: FavouritesEvent | null
  /** Without favourites: what to say, and the other galleries to browse when there are several. */
  readonly empty: {
    readonly message: 'favourites.required' | 'favourites.empty'
    readonly browse: {
      readonly links: readonly { readonly id: string; readonly label: string; readonly href: string }[]
      readonly allHref: '/galleries'
    } | null
  } | null
  /** 2 columns for 2 photos or fewer, else 3 (B §9). */
  readonly columns: 2 | 3
  /** The current page of hearted photos (6 a page, B §9). */
  readonly tiles: readonly FavouriteTile[]
  readonly pager: PagerView
  readonly page: (page: number) => FavouritesEvent
}

/**
 * B §2 favourites view: the hearted photos, paged, each linking to its gallery, with remove and clear all; without
 * favourites the reason to pick one (required or not) and, with more than one gallery, links to the others.
 */
export const favouritesView = (
  snapshot: Snapshot,
  input: {
    stage: PhotoStage | null
    /** Every gallery this shopper may open. */
    galleries: readonly { readonly id: string; readonly label: string }[]
    /** The gallery the panel sits beside, left out of the links. */
    currentGalleryId: string | null
  },
): FavouritesView => {
  const facts = favouritesFacts(snapshot)
  const { crops, paging, columns } = pageOf(snapshot.context)
  const empty = facts.count === 0
  return {
    ...facts,
    visible: facts.enabled,
    clear: empty ? null : { type: 'favourite.clear' },
    empty: empty
      ? {
          message: input.stage?.favourites.required ? 'favourites.required' : 'favourites.empty',
          browse:
            input.galleries.length > 1
              ? {
                  links: input.galleries
                    .filter((g) => g.id !== input.currentGalleryId)
                    .map((g) => ({ id: g.id, label: galleryLabel(g.label), href: galleryImagesPath(g.id) })),
                  allHref: '/galleries',
                }
              : null,
        }
      : null,
    columns: columns <= 2 ? 2 : 3,
    tiles: crops.map((crop) => ({
      id: crop.id,
      href: galleryImagesPath(crop.image.gallery),
      label: crop.image.label,
      photo: photoView(crop.image),
      toggle: toggleOf(crop),
    })),
    pager: pagerView(paging),
    page: (page) => ({ type: 'favourites.page', page }),
  }
}
