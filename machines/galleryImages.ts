import { assign, fromPromise, setup } from 'xstate'
import { PAGE_SIZES, pagination } from '../core/paging'
import { galleryImagesRedirect, type PhotoStage, type YearbookStatus } from '../core/photoRoutes'
import type { GalleryImagesResponse, ImageCrop } from '../core/schemas/photos'
import type { GallerySummary } from '../core/schemas/session'

export type GalleryImagesInput = {
  galleryId: string
  /** The gallery among those this shopper may open; null when it is not one of them. */
  gallery: GallerySummary | null
  stage: PhotoStage | null
  yearbook: YearbookStatus
  showGalleryThreshold: number
  /**
   * The gallery's first page as the page's first reads brought it, if its answer is already in (issue 17 point 3):
   * the grid's first render shows it rather than rendering again when it is handed over.
   */
  firstPage?: GalleryImagesResponse | null
}

export type GalleryImagesEvent = { type: 'images.page'; page: number } | { type: 'images.retry' }

/** One page of a gallery; `order: 'yearbook'` asks for the yearbook's photos first across the gallery (issue 16). */
export type PageRequest = { galleryId: string; page: number; pageSize: number; order?: 'yearbook' }

type Context = {
  input: GalleryImagesInput
  page: number
  /** The whole gallery's count, from the summary and then from each answer. */
  imageCount: number
  /** Pages already shown, by number: only those were ever asked for. */
  pages: Record<number, readonly ImageCrop[]>
  redirectTo: string | null
}

const redirectOf = (input: GalleryImagesInput) =>
  galleryImagesRedirect({
    stage: input.stage,
    gallery: input.gallery,
    yearbook: input.yearbook,
    showGalleryThreshold: input.showGalleryThreshold,
  })

/**
 * B §2 gallery images: the entry redirects first, then one page of 40 at a time from the server (issue 5 point 5: a
 * gallery of 10,000 photos is never asked for at once). A page already shown is not asked for again.
 */
export const galleryImagesMachine = setup({
  types: {} as { context: Context; input: GalleryImagesInput; events: GalleryImagesEvent },
  actors: {
    loadPage: fromPromise<GalleryImagesResponse, PageRequest>(() => Promise.reject(new Error('provided by adapters'))),
  },
  guards: {
    redirects: ({ context }) => redirectOf(context.input) !== null,
    pageKnown: ({ context }) => context.page in context.pages,
  },
  actions: {
    setRedirect: assign({ redirectTo: ({ context }) => redirectOf(context.input) }),
    keepPage: assign(({ context }, params: { response: GalleryImagesResponse }) => ({
      imageCount: params.response.gallery.imageCount,
      pages: { ...context.pages, [context.page]: params.response.gallery.images },
    })),
    choosePage: assign({
      page: ({ context, event }) =>
        event.type === 'images.page'
          ? pagination(event.page, context.imageCount, PAGE_SIZES.galleryImages).page
          : context.page,
    }),
  },
}).createMachine({
  id: 'galleryImages',
  context: ({ input }) => {
    const pages: Context['pages'] = {}
    if (input.firstPage) pages[1] = input.firstPage.gallery.images
    return {
      input,
      page: 1,
      imageCount: input.firstPage?.gallery.imageCount ?? input.gallery?.imageCount ?? 0,
      pages,
      redirectTo: null,
    }
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'redirects', target: 'redirecting', actions: 'setRedirect' },
        { guard: 'pageKnown', target: 'ready' },
        { target: 'loading' },
      ],
    },
    redirecting: { type: 'final' },
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({
          galleryId: context.input.galleryId,
          page: context.page,
          pageSize: PAGE_SIZES.galleryImages,
        }),
        onDone: { target: 'ready', actions: { type: 'keepPage', params: ({ event }) => ({ response: event.output }) } },
        onError: 'failed',
      },
      on: { 'images.page': { target: 'choosing', actions: 'choosePage' } },
    },
    choosing: {
      always: [{ guard: 'pageKnown', target: 'ready' }, { target: 'loading' }],
    },
    ready: {
      on: { 'images.page': { target: 'choosing', actions: 'choosePage' } },
    },
    failed: {
      on: {
        'images.retry': 'loading',
        'images.page': { target: 'choosing', actions: 'choosePage' },
      },
    },
  },
})

/** What the grid shows: the current page's crops (null while it loads), the pagination and the placeholder count. */
export const galleryImagesView = (context: Context) => {
  const paging = pagination(context.page, context.imageCount, PAGE_SIZES.galleryImages)
  const before = (paging.page - 1) * PAGE_SIZES.galleryImages
  return {
    crops: context.pages[context.page] ?? null,
    paging,
    /** Tiles the page will hold, so the loading grid has the shape of what is coming. */
    expected: Math.max(0, Math.min(PAGE_SIZES.galleryImages, context.imageCount - before)),
  }
}
