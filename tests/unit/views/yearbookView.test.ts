import { describe, expect, it } from 'vitest'
import type { ImageCrop } from '../../../core/schemas/photos'
import { yearbookSettings } from '../../../core/yearbook'
import { catalogGateView, type YearbookInput, yearbookMachine } from '../../../machines/yearbook'
import { yearbookPageView } from '../../../machines/yearbookView'
import { CLASS_GALLERY, crop, GALLERY, gallery, SUBJECT } from './photoViewFixtures'

type Stage = NonNullable<YearbookInput['stage']>
const stageOf = (overrides: Partial<Stage> = {}): Stage => ({
  yearbookSelection: true,
  yearbookSelectionRequired: true,
  minYearbookSelections: 1,
  maxYearbookSelections: 1,
  // The demo's rule: only photos tagged yearbook may be chosen.
  yearbookSelectionTagRules: [{ scope: 'yearbook', rule: 'filter', operator: 'ANY', tags: ['yearbook'] }],
  ...overrides,
})

const poses = [crop(1, ['yearbook']), crop(2, ['headshot']), crop(3, ['yearbook']), crop(4, ['yearbook'])]

type State =
  | 'unavailable'
  | 'skipped'
  | 'submitted'
  | 'submitting'
  | 'confirmed'
  | { open: 'ready' }
  | { open: 'loading' }
  | { open: 'failed' }

const snapshotOf = (
  state: State,
  options: {
    stage?: Stage
    selected?: readonly ImageCrop[]
    failed?: boolean
    subjectId?: string | null
    galleries?: ReturnType<typeof gallery>[]
    photos?: readonly ImageCrop[] | null
  } = {},
) => {
  const stage = options.stage ?? stageOf()
  const list = options.galleries ?? [gallery(0, { id: GALLERY, imageCount: 4 })]
  return yearbookMachine.resolveState({
    value: state,
    context: {
      input: {
        storeUserId: null,
        subjectId: options.subjectId === undefined ? SUBJECT : options.subjectId,
        stage,
        available: true,
        skipped: false,
        galleries: list,
      },
      settings: yearbookSettings(stage),
      selected: options.selected ?? [],
      galleryId: list[0]?.id ?? null,
      page: 1,
      pages: options.photos === null ? {} : { [`${list[0]?.id}:1`]: options.photos ?? poses },
      counts: {},
      failed: options.failed ?? false,
    },
  })
}

const viewOf = (snapshot: ReturnType<typeof snapshotOf>, favouriteCropIds: readonly string[] = []) =>
  yearbookPageView(snapshot, { instructions: 'Pick a smiling one.', homeRoute: '/galleries', favouriteCropIds })

describe('yearbookPageView (B §2 /yearbook, B §4 yearbook screen)', () => {
  it('B §4: a submit or a skip goes on to /catalog', () => {
    expect(viewOf(snapshotOf('submitted')).redirectTo).toBe('/catalog')
    expect(viewOf(snapshotOf('skipped')).redirectTo).toBe('/catalog')
    expect(viewOf(snapshotOf({ open: 'ready' })).redirectTo).toBeNull()
    expect(viewOf(snapshotOf('submitting')).redirectTo).toBeNull()
  })

  it('issue 16 point 5: a confirmed choice stays visible, read only; nothing to confirm or skip is offered', () => {
    const view = viewOf(snapshotOf('confirmed', { selected: [poses[2] as ImageCrop] }))
    expect(view.redirectTo).toBeNull()
    expect(view.confirmed?.map((c) => c.label)).toEqual([poses[2]?.image.label])
    expect(viewOf(snapshotOf({ open: 'ready' })).confirmed).toBeNull()
  })

  it('B §2 yearbook redirect: not available goes to /catalog with a subject, else to the home route', () => {
    expect(viewOf(snapshotOf('unavailable')).redirectTo).toBe('/catalog')
    expect(viewOf(snapshotOf('unavailable', { subjectId: null })).redirectTo).toBe('/galleries')
  })

  it('B §4: instructions, the selection limit, the overall limit only above the required count, optional text', () => {
    const one = viewOf(snapshotOf({ open: 'ready' }))
    expect(one).toMatchObject({
      instructions: 'Pick a smiling one.',
      selectionsRequired: 1,
      overallLimit: null,
      optional: false,
    })
    const stage = stageOf({ yearbookSelectionRequired: false, minYearbookSelections: 1, maxYearbookSelections: 3 })
    expect(viewOf(snapshotOf({ open: 'ready' }, { stage }))).toMatchObject({ overallLimit: 3, optional: true })
  })

  it('B §4: eligible photos first; barred ones disabled; favourites show a heart', () => {
    const view = viewOf(snapshotOf({ open: 'ready' }), [crop(3).id])
    expect(view.tiles?.map((t) => [t.label, t.eligible, t.disabled, t.favourite])).toEqual([
      ['Photo 1', true, false, false],
      ['Photo 3', true, false, true],
      ['Photo 4', true, false, false],
      ['Photo 2', false, true, false],
    ])
    expect(view.tiles?.[0]).toMatchObject({
      action: 'yearbook.choose',
      caption: 'product.select',
      toggle: { type: 'yearbook.toggle', crop: crop(1, ['yearbook']) },
    })
  })

  it('B §4: an image can be added only while the count is below the limit; a chosen one can be removed', () => {
    const view = viewOf(snapshotOf({ open: 'ready' }, { selected: [poses[0] as ImageCrop] }))
    const byLabel = Object.fromEntries((view.tiles ?? []).map((t) => [t.label, t]))
    expect(byLabel['Photo 1']).toMatchObject({
      selected: true,
      disabled: false,
      action: 'yearbook.unchoose',
      caption: 'yearbook.chosen',
    })
    expect(byLabel['Photo 3']).toMatchObject({ selected: false, disabled: true })
    expect(view.selections.map((s) => s.label)).toEqual(['Photo 1'])
    expect(view.note).toEqual({ id: 'yearbook.chosen_count', alert: false, values: { count: 1, limit: 1 } })
  })

  it('B §4: confirm is disabled with fewer than required selected, and while loading', () => {
    const stage = stageOf({ minYearbookSelections: 2, maxYearbookSelections: 3 })
    const below = viewOf(snapshotOf({ open: 'ready' }, { stage, selected: [poses[0] as ImageCrop] }))
    expect(below.action).toEqual({
      kind: 'confirm',
      label: 'yearbook.confirm',
      disabled: true,
      event: { type: 'yearbook.confirm' },
      testId: 'yearbook-confirm',
    })
    const enough = [poses[0], poses[2]] as ImageCrop[]
    expect(viewOf(snapshotOf({ open: 'ready' }, { stage, selected: enough })).action.disabled).toBe(false)
    expect(viewOf(snapshotOf({ open: 'loading' }, { stage, selected: enough })).action.disabled).toBe(true)
    expect(viewOf(snapshotOf('submitting', { stage, selected: enough })).action.disabled).toBe(true)
  })

  it('B §4: optional and nothing chosen, the button skips', () => {
    const stage = stageOf({ yearbookSelectionRequired: false })
    expect(viewOf(snapshotOf({ open: 'ready' }, { stage })).action).toEqual({
      kind: 'skip',
      label: 'yearbook.skip',
      disabled: false,
      event: { type: 'yearbook.skip' },
      testId: 'yearbook-skip',
    })
    const chosen = viewOf(snapshotOf({ open: 'ready' }, { stage, selected: [poses[0] as ImageCrop] }))
    expect(chosen.action.kind).toBe('confirm')
  })

  it('B §8: a failed submit says so; a failed page offers a retry; a loading page shows placeholders', () => {
    expect(viewOf(snapshotOf({ open: 'ready' }, { failed: true })).note).toEqual({
      id: 'yearbook.submit_failed',
      alert: true,
    })
    const failed = viewOf(snapshotOf({ open: 'failed' }, { photos: null }))
    expect(failed).toMatchObject({ loadFailed: true, retry: { type: 'yearbook.retry' } })
    const loading = viewOf(snapshotOf({ open: 'loading' }, { photos: null }))
    expect(loading.tiles).toBeNull()
    expect(loading.placeholders).toBe(4)
  })

  it('B §4: a gallery chooser with more than one gallery; no pager with one page (B §9: 40 a page)', () => {
    expect(viewOf(snapshotOf({ open: 'ready' })).gallerySelect.visible).toBe(false)
    const galleries = [
      gallery(0, { id: GALLERY, imageCount: 4 }),
      gallery(1, { id: CLASS_GALLERY, label: 'Class photos' }),
    ]
    const view = viewOf(snapshotOf({ open: 'ready' }, { galleries }))
    expect(view.gallerySelect).toMatchObject({
      visible: true,
      value: GALLERY,
      options: [
        { value: GALLERY, label: 'Gallery 0' },
        { value: CLASS_GALLERY, label: 'Class photos' },
      ],
    })
    expect(view.gallerySelect.choose(CLASS_GALLERY)).toEqual({ type: 'yearbook.gallery', galleryId: CLASS_GALLERY })
    expect(view.pager.visible).toBe(false)
    expect(view.page(2)).toEqual({ type: 'yearbook.page', page: 2 })
  })
})

describe('catalogGateView (B §2 catalog entry)', () => {
  const stage = { showGalleryImages: true, favourites: { enabled: true, required: false }, yearbookSelection: true }
  it('sends to /yearbook while a required selection is available and not skipped', () => {
    expect(catalogGateView(snapshotOf({ open: 'ready' }), { ...stage, yearbookSelectionRequired: true })).toBe(
      '/yearbook',
    )
    expect(catalogGateView(snapshotOf('skipped'), { ...stage, yearbookSelectionRequired: true })).toBeNull()
    expect(catalogGateView(snapshotOf('submitted'), { ...stage, yearbookSelectionRequired: true })).toBeNull()
    expect(catalogGateView(snapshotOf({ open: 'ready' }), { ...stage, yearbookSelectionRequired: false })).toBeNull()
  })
})
