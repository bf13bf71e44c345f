import { assign, setup } from 'xstate'
import { PAGE_SIZES, pageItems, pagination } from '../core/paging'
import { galleryImagesPath } from '../core/photoRoutes'
import type { GallerySummary } from '../core/schemas/session'
import { type Picture, pictureOf } from '../core/srcset'
import { galleryLabel } from '../core/text'

export type GalleryListInput = {
  /** Every gallery this shopper may open: the subject's own and the session-wide ones. */
  galleries: readonly GallerySummary[]
  /** The store's placeholder image (B §3 placeholderImage); null leaves the view its own. */
  placeholderImage: string | null
}

export type GalleryListEvent = { type: 'galleries.page'; page: number }

type Context = GalleryListInput & { page: number; redirectTo: string | null }

/** B §2 gallery list: a paged grid (40 a page); with exactly one gallery it sends the shopper straight to it. */
export const galleryListMachine = setup({
  types: {} as { context: Context; input: GalleryListInput; events: GalleryListEvent },
  guards: {
    exactlyOne: ({ context }) => context.galleries.length === 1,
    none: ({ context }) => context.galleries.length === 0,
  },
  actions: {
    redirectToTheGallery: assign({ redirectTo: ({ context }) => galleryImagesPath(context.galleries[0]?.id ?? '') }),
    choosePage: assign({
      page: ({ context, event }) => pagination(event.page, context.galleries.length, PAGE_SIZES.galleryList).page,
    }),
  },
}).createMachine({
  id: 'galleryList',
  context: ({ input }) => ({ ...input, page: 1, redirectTo: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'exactlyOne', target: 'redirecting', actions: 'redirectToTheGallery' },
        { guard: 'none', target: 'empty' },
        { target: 'listing' },
      ],
    },
    redirecting: { type: 'final' },
    empty: {},
    listing: {
      on: { 'galleries.page': { actions: 'choosePage' } },
    },
  },
})

export type GalleryTile = {
  id: string
  href: string
  /** Cut at 50 characters (B §9). */
  label: string
  /** The cover image (every width, issue 17), or the store's placeholder when the gallery has none; null: neither. */
  cover: Picture | null
  isPlaceholder: boolean
  imageCount: number
}

/** What the gallery list shows: the tiles of the current page and its pagination. */
export const galleryListView = ({ galleries, page, placeholderImage }: Context) => {
  const paging = pagination(page, galleries.length, PAGE_SIZES.galleryList)
  const tiles = pageItems(galleries, paging.page, PAGE_SIZES.galleryList).map(
    (g): GalleryTile => ({
      id: g.id,
      href: galleryImagesPath(g.id),
      label: galleryLabel(g.label),
      cover: g.coverImage
        ? pictureOf(g.coverImage, g.coverSources)
        : placeholderImage
          ? pictureOf(placeholderImage, null)
          : null,
      isPlaceholder: g.coverImage === null,
      imageCount: g.imageCount,
    }),
  )
  return { tiles, paging }
}
