import { assertEvent, assign, fromPromise, not, type SnapshotFrom, setup } from 'xstate'
import { PAGE_SIZES, pagination } from '../core/paging'
import { catalogRedirect, type PhotoStage, type YearbookStatus } from '../core/photoRoutes'
import type { GalleryImagesResponse, ImageCrop, YearbookSelection } from '../core/schemas/photos'
import type { GallerySummary, TagRule } from '../core/schemas/session'
import {
  sortEligibleFirst,
  toggleSelection,
  type YearbookSettings,
  yearbookEligible,
  yearbookSettings,
  yearbookView,
} from '../core/yearbook'
import type { PageRequest } from './galleryImages'

export type YearbookInput = {
  storeUserId: string | null
  subjectId: string | null
  stage: {
    yearbookSelection: boolean
    yearbookSelectionRequired: boolean
    minYearbookSelections: number
    maxYearbookSelections: number
    yearbookSelectionTagRules: readonly TagRule[]
  } | null
  /** The subject's yearbookSelectionAvailable as loaded. */
  available: boolean
  /** The shopper skipped this subject's selection before (remembered by adapters). */
  skipped: boolean
  /** The galleries the subject's photos can be chosen from. */
  galleries: readonly GallerySummary[]
  /** Issue 16 point 5: the photos confirmed before (the subject's yearbookChoice), shown rather than forgotten. */
  confirmed?: readonly ImageCrop[]
}

export type YearbookEvent =
  | { type: 'yearbook.show' }
  | { type: 'yearbook.toggle'; crop: ImageCrop }
  | { type: 'yearbook.gallery'; galleryId: string }
  | { type: 'yearbook.page'; page: number }
  | { type: 'yearbook.retry' }
  | { type: 'yearbook.confirm' }
  | { type: 'yearbook.skip' }

type Context = {
  input: YearbookInput
  settings: YearbookSettings
  selected: readonly ImageCrop[]
  galleryId: string | null
  page: number
  /** Pages already shown, keyed `galleryId:page`, with each gallery's count. */
  pages: Record<string, readonly ImageCrop[]>
  counts: Record<string, number>
  /** The last submit failed (B §8: a failure state; nothing chosen is lost). */
  failed: boolean
}

const pageKey = (context: Pick<Context, 'galleryId' | 'page'>) => `${context.galleryId}:${context.page}`
const rulesOf = (context: Context) => context.input.stage?.yearbookSelectionTagRules ?? []
const countOf = (context: Context) =>
  context.counts[context.galleryId ?? ''] ??
  context.input.galleries.find((g) => g.id === context.galleryId)?.imageCount ??
  0

/**
 * B §4 yearbook: offered while the subject's selection is available and not skipped. The shopper pages through
 * the subject's galleries (40 a page), adds eligible photos up to the limit and removes them, then confirms (POST
 * /yearbook_selections; afterwards the selection is no longer available) or, when optional and nothing is chosen,
 * skips (remembered for the subject). A confirmed choice stays on the screen, read only (issue 16 point 5).
 */
export const yearbookMachine = setup({
  types: {} as { context: Context; input: YearbookInput; events: YearbookEvent },
  actors: {
    loadPage: fromPromise<GalleryImagesResponse, PageRequest>(() => Promise.reject(new Error('provided by adapters'))),
    submitSelection: fromPromise<YearbookSelection, { storeUser: string; subject: string; images: string[] }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
  },
  actions: {
    rememberSkipped: () => {},
    toggle: assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'yearbook.toggle')
        const ids = toggleSelection(
          context.selected.map((c) => c.image.id),
          event.crop.image.id,
          context.settings,
          yearbookEligible(event.crop.image, rulesOf(context)),
        )
        const known = [...context.selected, event.crop]
        return ids.flatMap((id) => known.find((c) => c.image.id === id) ?? [])
      },
      failed: false,
    }),
    chooseGallery: assign({
      galleryId: ({ event }) => {
        assertEvent(event, 'yearbook.gallery')
        return event.galleryId
      },
      page: 1,
    }),
    choosePage: assign({
      page: ({ context, event }) => {
        assertEvent(event, 'yearbook.page')
        return pagination(event.page, countOf(context), PAGE_SIZES.yearbook).page
      },
    }),
    keepPage: assign(({ context }, params: { response: GalleryImagesResponse }) => ({
      pages: { ...context.pages, [pageKey(context)]: params.response.gallery.images },
      counts: { ...context.counts, [context.galleryId ?? '']: params.response.gallery.imageCount },
    })),
    submitFailed: assign({ failed: true }),
  },
  guards: {
    available: ({ context }) =>
      context.input.available && context.input.subjectId !== null && context.input.stage?.yearbookSelection === true,
    pageKnown: ({ context }) => pageKey(context) in context.pages,
    canConfirm: ({ context }) => {
      const view = yearbookView(context.settings, context.selected.length, false)
      return view.action === 'confirm' && view.actionEnabled
    },
    canSkip: ({ context }) => yearbookView(context.settings, context.selected.length, false).action === 'skip',
    skippedBefore: ({ context }) => context.input.skipped,
    noGallery: ({ context }) => context.galleryId === null,
    confirmedBefore: ({ context }) => (context.input.confirmed?.length ?? 0) > 0,
  },
}).createMachine({
  id: 'yearbook',
  context: ({ input }) => ({
    input,
    settings: yearbookSettings(input.stage ?? {}),
    selected: input.confirmed ?? [],
    galleryId: input.galleries[0]?.id ?? null,
    page: 1,
    pages: {},
    counts: {},
    failed: false,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'confirmedBefore', target: 'confirmed' },
        { guard: not('available'), target: 'unavailable' },
        { guard: 'skippedBefore', target: 'skipped' },
        { target: 'open' },
      ],
    },
    unavailable: {},
    skipped: {},
    open: {
      // Photos are asked for once the screen shows, not when the shop opens.
      initial: 'waiting',
      on: {
        'yearbook.toggle': { actions: 'toggle' },
        'yearbook.gallery': { target: '.choosing', actions: 'chooseGallery' },
        'yearbook.page': { target: '.choosing', actions: 'choosePage' },
        'yearbook.skip': { guard: 'canSkip', target: 'skipped', actions: 'rememberSkipped' },
      },
      states: {
        waiting: { on: { 'yearbook.show': 'choosing' } },
        choosing: {
          always: [
            { guard: 'noGallery', target: 'ready' },
            { guard: 'pageKnown', target: 'ready' },
            { target: 'loading' },
          ],
        },
        loading: {
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({
              galleryId: context.galleryId ?? '',
              page: context.page,
              pageSize: PAGE_SIZES.yearbook,
              order: 'yearbook' as const,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'keepPage', params: ({ event }) => ({ response: event.output }) },
            },
            onError: 'failed',
          },
        },
        ready: {
          on: { 'yearbook.confirm': { guard: 'canConfirm', target: '#yearbook.submitting' } },
        },
        failed: {
          on: {
            'yearbook.retry': 'loading',
            'yearbook.confirm': { guard: 'canConfirm', target: '#yearbook.submitting' },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submitSelection',
        src: 'submitSelection',
        input: ({ context }) => ({
          storeUser: context.input.storeUserId ?? '',
          subject: context.input.subjectId ?? '',
          images: context.selected.map((c) => c.image.id),
        }),
        onDone: 'submitted',
        onError: { target: '#yearbook.open.choosing', actions: 'submitFailed' },
      },
    },
    // Just confirmed: the screen goes on to the catalog (B §4); shown again, it shows the choice.
    submitted: { on: { 'yearbook.show': 'confirmed' } },
    /** Issue 16 point 5: the confirmed choice stays visible (read only: the yearbook takes one choice per subject). */
    confirmed: {},
  },
})

/** What the catalog gate and the gallery next action need: B §4 available until submitted, and skipped. */
export const yearbookStatus = (snapshot: SnapshotFrom<typeof yearbookMachine>): YearbookStatus => ({
  available: !snapshot.matches('unavailable') && !snapshot.matches('submitted') && !snapshot.matches('confirmed'),
  skipped: snapshot.matches('skipped'),
})

/**
 * B §2 catalog entry: '/yearbook' while a required yearbook selection waits (not skipped), else null. Beside the
 * machine rather than in ./yearbookView.ts, which the yearbook page alone needs: the shop's gate follows it on every
 * page (issue 17 point 2).
 */
export const catalogGateView = (snapshot: SnapshotFrom<typeof yearbookMachine>, stage: PhotoStage | null) =>
  catalogRedirect(stage, yearbookStatus(snapshot))

/** What the yearbook screen shows: the page's photos (eligible first, null while loading), the sidebar and button. */
export const yearbookScreen = (context: Context, loading: boolean) => {
  const rules = rulesOf(context)
  const crops = context.pages[pageKey(context)] ?? (context.galleryId === null ? [] : null)
  const chosen = new Set(context.selected.map((c) => c.image.id))
  const view = yearbookView(context.settings, context.selected.length, loading)
  return {
    tiles:
      crops &&
      sortEligibleFirst(
        crops.map((crop) => ({ crop, tags: crop.image.tags })),
        rules,
      ).map(({ crop }) => ({
        crop,
        eligible: yearbookEligible(crop.image, rules),
        selected: chosen.has(crop.image.id),
      })),
    paging: pagination(context.page, countOf(context), PAGE_SIZES.yearbook),
    ...view,
  }
}
