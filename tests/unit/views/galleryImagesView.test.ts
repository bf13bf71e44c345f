import { describe, expect, it } from 'vitest'
import type { PhotoStage, YearbookStatus } from '../../../core/photoRoutes'
import type { ImageCrop } from '../../../core/schemas/photos'
import type { FavouritesFacts } from '../../../machines/favouritesView'
import { galleryImagesMachine } from '../../../machines/galleryImages'
import { galleryImagesView } from '../../../machines/galleryImagesView'
import { crop, crops, GALLERY, gallery, photoStage } from './photoViewFixtures'

const summary = gallery(0, { id: GALLERY, label: 'Emma Johnson', imageCount: 45 })

type State = 'loading' | 'ready' | 'failed' | 'redirecting'

const snapshotOf = (
  state: State,
  options: {
    pages?: Record<number, readonly ImageCrop[]>
    page?: number
    imageCount?: number
    stage?: PhotoStage
  } = {},
) =>
  galleryImagesMachine.resolveState({
    value: state,
    context: {
      input: {
        galleryId: GALLERY,
        gallery: summary,
        stage: options.stage ?? photoStage(),
        yearbook: { available: false, skipped: false },
        showGalleryThreshold: 0,
      },
      page: options.page ?? 1,
      imageCount: options.imageCount ?? summary.imageCount,
      pages: options.pages ?? {},
      redirectTo: state === 'redirecting' ? '/galleries' : null,
    },
  })

const noFavourites: FavouritesFacts = { enabled: true, busy: false, count: 0, heartedIds: new Set() }

const viewOf = (
  snapshot: ReturnType<typeof snapshotOf>,
  input: {
    stage?: PhotoStage
    yearbook?: YearbookStatus
    favourites?: FavouritesFacts
    order?: Parameters<typeof galleryImagesView>[1]['order']
    galleries?: readonly { id: string; label: string }[]
  } = {},
) =>
  galleryImagesView(snapshot, {
    galleries: input.galleries ?? [summary],
    stage: input.stage ?? photoStage(),
    yearbook: input.yearbook ?? { available: false, skipped: false },
    favourites: input.favourites ?? noFavourites,
    order: input.order ?? null,
  })

const ready = (stage?: PhotoStage) => snapshotOf('ready', { pages: { 1: crops(1, 40) }, ...(stage ? { stage } : {}) })

describe('galleryImagesView (B §2 gallery images page)', () => {
  it('B §2 redirect rules: the machine’s redirect is where the view goes', () => {
    expect(viewOf(snapshotOf('redirecting')).redirectTo).toBe('/galleries')
    expect(viewOf(ready()).redirectTo).toBeNull()
  })

  it('while a page loads: no tiles, as many placeholders as the page will hold', () => {
    const view = viewOf(snapshotOf('loading', { page: 2, pages: { 1: crops(1, 40) } }))
    expect(view.tiles).toBeNull()
    expect(view.placeholders).toBe(5)
    expect(view.crops).toEqual([])
  })

  it('B §8: a failed page offers a retry', () => {
    const view = viewOf(snapshotOf('failed'))
    expect(view.failed).toBe(true)
    expect(view.retry).toEqual({ type: 'images.retry' })
  })

  it('B §2, B §9: pagination only with more than one page (40 a page), first and last only with more than 5', () => {
    expect(viewOf(snapshotOf('ready', { imageCount: 40, pages: { 1: crops(1, 40) } })).pager.visible).toBe(false)
    const two = viewOf(ready())
    expect(two.pager.controls.map((c) => c.key)).toEqual(['p1', 'p2'])
    expect(two.page(2)).toEqual({ type: 'images.page', page: 2 })
    const many = viewOf(snapshotOf('ready', { imageCount: 10_000, pages: { 1: crops(1, 40) } }))
    expect(many.pager.controls.map((c) => c.key)).toContain('last')
  })

  it('each tile opens the preview on itself among the page’s photos', () => {
    const view = viewOf(ready())
    expect(view.tiles?.[3]).toMatchObject({ id: crop(4).id, label: 'Photo 4' })
    expect(view.tiles?.[3]?.open).toEqual({ type: 'preview.open', index: 3, count: 40 })
    expect(view.crops).toHaveLength(40)
  })

  it('B §4: hearts only while favourites are used; a hearted photo shows so and toggles', () => {
    const hearted: FavouritesFacts = { enabled: true, busy: false, count: 1, heartedIds: new Set([crop(2).id]) }
    const view = viewOf(ready(), { favourites: hearted })
    expect(view.tiles?.[0]?.heart?.hearted).toBe(false)
    expect(view.tiles?.[1]?.heart).toEqual({ hearted: true, toggle: { type: 'favourite.toggle', crop: crop(2) } })
    const off = viewOf(ready(), { favourites: { ...noFavourites, enabled: false } })
    expect(off.tiles?.every((t) => t.heart === null)).toBe(true)
  })

  it('B §2 ordered-photo badge: photos already in the order, packages’ products included', () => {
    const order = {
      orderItems: [
        { orderItemNodes: [{ image: crop(1).image.id }] },
        { orderItemNodes: [], orderItems: [{ orderItemNodes: [{ image: crop(3).image.id }] }] },
      ],
    }
    const view = viewOf(ready(), { order })
    expect(view.tiles?.filter((t) => t.ordered).map((t) => t.id)).toEqual([crop(1).id, crop(3).id])
  })

  it('issue 17 point 3: worked out again when the order arrives, each tile gets the same photo and heart toggle', () => {
    const page = ready()
    const favourites: FavouritesFacts = { ...noFavourites, enabled: true }
    const before = viewOf(page, { favourites })
    const order = { orderItems: [{ orderItemNodes: [{ image: crop(1).image.id }] }] }
    const after = viewOf(page, { favourites, order })
    expect(after.tiles?.[0]?.ordered).toBe(true)
    after.tiles?.forEach((tile, i) => {
      // ui/photos/PhotoImage.tsx and HeartButton.tsx are memoised on these: not drawn again.
      expect(tile.photo).toBe(before.tiles?.[i]?.photo)
      expect(tile.heart?.toggle).toBe(before.tiles?.[i]?.heart?.toggle)
    })
  })

  it('B §2: next is disabled until a favourite exists when favourites are enabled and required, and says why', () => {
    const stage = photoStage({ favourites: { enabled: true, required: true } })
    const held = viewOf(ready(stage), { stage })
    expect(held.next).toEqual({
      href: '/catalog',
      disabled: true,
      label: 'gallery.next_products',
      note: 'gallery.needs_favourite',
    })
    const one: FavouritesFacts = { enabled: true, busy: false, count: 1, heartedIds: new Set([crop(1).id]) }
    expect(viewOf(ready(stage), { stage, favourites: one }).next).toMatchObject({ disabled: false, note: null })
    const notRequired = photoStage({ favourites: { enabled: true, required: false } })
    expect(viewOf(ready(notRequired), { stage: notRequired }).next.disabled).toBe(false)
  })

  it('B §2: next is disabled while fetching (a page loading or a favourite saving), without a note', () => {
    expect(viewOf(snapshotOf('loading')).next).toMatchObject({ disabled: true, note: null })
    const saving: FavouritesFacts = { ...noFavourites, busy: true }
    expect(viewOf(ready(), { favourites: saving }).next).toMatchObject({ disabled: true, note: null })
  })

  it('B §2: next goes to /yearbook while the subject’s yearbook selection is available, else to the products', () => {
    const stage = photoStage({ yearbookSelection: true })
    const available = viewOf(ready(stage), { stage, yearbook: { available: true, skipped: false } })
    expect(available.next).toMatchObject({ href: '/yearbook', label: 'gallery.next_yearbook' })
    const skipped = viewOf(ready(stage), { stage, yearbook: { available: true, skipped: true } })
    expect(skipped.next).toMatchObject({ href: '/catalog', label: 'gallery.next_products' })
  })

  it('issue 16 point 4: with one gallery no way back to /galleries, which would redirect here; with several, both', () => {
    expect(viewOf(ready())).toMatchObject({ previous: null, allGalleriesHref: null })
    expect(viewOf(ready(), { galleries: [summary, gallery(1)] })).toMatchObject({
      previous: { href: '/galleries', label: 'gallery.previous' },
      allGalleriesHref: '/galleries',
    })
  })

  it('B §2: a gallery selector with more than one gallery, labels cut at 50 characters (B §9)', () => {
    expect(viewOf(ready()).gallerySelect.visible).toBe(false)
    const other = gallery(1, { label: 'B'.repeat(55) })
    const view = viewOf(ready(), { galleries: [summary, other] })
    expect(view.gallerySelect).toEqual({
      visible: true,
      value: GALLERY,
      options: [
        { value: GALLERY, label: 'Emma Johnson', href: `/galleries/${GALLERY}/images` },
        { value: other.id, label: `${'B'.repeat(49)}…`, href: `/galleries/${other.id}/images` },
      ],
    })
    expect(view.title).toBe('Emma Johnson')
    expect(view.imageCount).toBe(45)
  })
})
