import type { SnapshotFrom } from 'xstate'
import { yearbookRedirect } from '../core/photoRoutes'
import { galleryLabel } from '../core/text'
import { type PagerView, pagerView } from './pagerView'
import { type PhotoView, photoView } from './photoView'
import { type YearbookEvent, type yearbookMachine, yearbookScreen } from './yearbook'

type Snapshot = SnapshotFrom<typeof yearbookMachine>

/** A photo of the yearbook grid: eligible ones can be chosen, barred ones are greyed (B §4). */
export type YearbookTile = {
  readonly id: string
  readonly label: string
  readonly photo: PhotoView
  readonly eligible: boolean
  readonly selected: boolean
  /** An eligible photo can be added only while the count is below the limit; a chosen one can always be removed. */
  readonly disabled: boolean
  /** The accessible name of the choose button. */
  readonly action: 'yearbook.choose' | 'yearbook.unchoose'
  readonly caption: 'yearbook.chosen' | 'product.select'
  readonly toggle: YearbookEvent
  /** One of the shopper's favourites: it shows a heart. */
  readonly favourite: boolean
}

export type YearbookPageView = {
  /** Where the page goes instead: /catalog after a submit or skip; without a selection, B §2's yearbook redirect. */
  readonly redirectTo: string | null
  /**
   * Issue 16 point 5: the choice confirmed for the yearbook, shown read only (the yearbook takes one per subject);
   * null while there is none.
   */
  readonly confirmed: readonly { readonly id: string; readonly label: string; readonly photo: PhotoView }[] | null
  /** The stage's instructions, when it has them. */
  readonly instructions: string | null
  /** The 'selection limit' text's required count. */
  readonly selectionsRequired: number
  /** The overall limit, shown when it exceeds the required count; else null. */
  readonly overallLimit: number | null
  /** Selection is optional: the optional-instructions text shows. */
  readonly optional: boolean
  /** The gallery chooser, with more than one gallery. */
  readonly gallerySelect: {
    readonly visible: boolean
    readonly value: string
    readonly options: readonly { readonly value: string; readonly label: string }[]
    readonly choose: (galleryId: string) => YearbookEvent
  }
  readonly loadFailed: boolean
  readonly retry: YearbookEvent
  /** The page's photos, eligible first; null while loading, with `placeholders` tiles in their place. */
  readonly tiles: readonly YearbookTile[] | null
  readonly placeholders: number
  readonly pager: PagerView
  readonly page: (page: number) => YearbookEvent
  /** The sidebar's current selections (hidden on small screens). */
  readonly selections: readonly { readonly id: string; readonly label: string; readonly photo: PhotoView }[]
  /** The bar's note: the submit failed, or how many are chosen of the limit. */
  readonly note:
    | { readonly id: 'yearbook.submit_failed'; readonly alert: true }
    | { readonly id: 'yearbook.chosen_count'; readonly alert: false; readonly values: { count: number; limit: number } }
  /** Skip when optional and nothing is chosen, else confirm (disabled while loading or below the required count). */
  readonly action: {
    readonly kind: 'skip' | 'confirm'
    readonly label: 'yearbook.skip' | 'yearbook.confirm'
    readonly disabled: boolean
    readonly event: YearbookEvent
    readonly testId: 'yearbook-skip' | 'yearbook-confirm'
  }
}

/** B §4: grid placeholders while a yearbook page loads. */
const PLACEHOLDERS = 4

/**
 * B §2 /yearbook and B §4 yearbook screen as the view shows it: instructions and limit texts, the gallery chooser,
 * the photos (eligible first, barred greyed, favourites hearted), the selection sidebar, and confirm or skip.
 */
export const yearbookPageView = (
  snapshot: Snapshot,
  input: {
    /** The stage's yearbookInstructions. */
    instructions: string | null
    homeRoute: string
    /** The shopper's favourite crop ids. */
    favouriteCropIds: readonly string[]
  },
): YearbookPageView => {
  const { context } = snapshot
  const loading = snapshot.matches({ open: 'loading' }) || snapshot.matches('submitting')
  const screen = yearbookScreen(context, loading)
  const open = snapshot.matches('open') || snapshot.matches('submitting')
  const done = snapshot.matches('submitted') || snapshot.matches('skipped')
  const confirmed = snapshot.matches('confirmed')
  const selections = context.selected.map((crop) => ({
    id: crop.id,
    label: crop.image.label,
    photo: photoView(crop.image),
  }))
  const { selectionsRequired, limit, required } = context.settings
  const favourites = new Set(input.favouriteCropIds)
  const galleries = context.input.galleries
  return {
    redirectTo: done
      ? '/catalog'
      : open || confirmed
        ? null
        : (yearbookRedirect({
            hasSubject: context.input.subjectId !== null,
            available: false,
            homeRoute: input.homeRoute,
          }) ?? '/catalog'),
    confirmed: confirmed ? selections : null,
    instructions: input.instructions || null,
    selectionsRequired,
    overallLimit: screen.showLimit ? limit : null,
    optional: !required,
    gallerySelect: {
      visible: galleries.length > 1,
      value: context.galleryId ?? '',
      options: galleries.map((g) => ({ value: g.id, label: galleryLabel(g.label) })),
      choose: (galleryId) => ({ type: 'yearbook.gallery', galleryId }),
    },
    loadFailed: snapshot.matches({ open: 'failed' }),
    retry: { type: 'yearbook.retry' },
    tiles:
      screen.tiles?.map(({ crop, eligible, selected }) => ({
        id: crop.id,
        label: crop.image.label,
        photo: photoView(crop.image),
        eligible,
        selected,
        disabled: !eligible || (!selected && !screen.canAdd),
        action: selected ? 'yearbook.unchoose' : 'yearbook.choose',
        caption: selected ? 'yearbook.chosen' : 'product.select',
        toggle: { type: 'yearbook.toggle', crop },
        favourite: favourites.has(crop.id),
      })) ?? null,
    placeholders: PLACEHOLDERS,
    pager: pagerView(screen.paging),
    page: (page) => ({ type: 'yearbook.page', page }),
    selections,
    note: context.failed
      ? { id: 'yearbook.submit_failed', alert: true }
      : { id: 'yearbook.chosen_count', alert: false, values: { count: context.selected.length, limit } },
    action:
      screen.action === 'skip'
        ? {
            kind: 'skip',
            label: 'yearbook.skip',
            disabled: false,
            event: { type: 'yearbook.skip' },
            testId: 'yearbook-skip',
          }
        : {
            kind: 'confirm',
            label: 'yearbook.confirm',
            disabled: !screen.actionEnabled,
            event: { type: 'yearbook.confirm' },
            testId: 'yearbook-confirm',
          },
  }
}
