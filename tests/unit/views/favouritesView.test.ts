import { describe, expect, it } from 'vitest'
import type { ImageCrop } from '../../../core/schemas/photos'
import { favouritesMachine } from '../../../machines/favourites'
import { favouritesFacts, favouritesView } from '../../../machines/favouritesView'
import { CLASS_GALLERY, crop, crops, GALLERY, gallery, photoStage } from './photoViewFixtures'

type State = 'disabled' | { active: 'idle' } | { active: { saving: 'adding' } } | { active: 'reading' }

const snapshotOf = (state: State, hearts: readonly ImageCrop[] = [], page = 1) =>
  favouritesMachine.resolveState({
    value: state,
    context: {
      input: { enabled: state !== 'disabled', storeUserId: null, clientSessionId: 'cs', subjectId: null },
      favouriteId: hearts.length > 0 ? 'fav' : null,
      saved: hearts,
      hearts,
      clearing: false,
      page,
    },
  })

const galleries = [
  gallery(0, { id: GALLERY, label: 'Emma Johnson' }),
  gallery(1, { id: CLASS_GALLERY, label: 'Class photos' }),
]
const viewOf = (snapshot: ReturnType<typeof snapshotOf>, required = false, list = galleries) =>
  favouritesView(snapshot, {
    stage: photoStage({ favourites: { enabled: true, required } }),
    galleries: list,
    currentGalleryId: GALLERY,
  })

describe('favouritesView (B §2 favourites view, B §4 favourites)', () => {
  it('B §4: not shown when favourites are not used', () => {
    expect(viewOf(snapshotOf('disabled'))).toMatchObject({ visible: false, enabled: false, busy: false })
  })

  it('B §2: without favourites, the reason to pick one and links to the other galleries when there are several', () => {
    const view = viewOf(snapshotOf({ active: 'idle' }))
    expect(view.clear).toBeNull()
    expect(view.empty).toEqual({
      message: 'favourites.empty',
      browse: {
        links: [{ id: CLASS_GALLERY, label: 'Class photos', href: `/galleries/${CLASS_GALLERY}/images` }],
        allHref: '/galleries',
      },
    })
    expect(viewOf(snapshotOf({ active: 'idle' }), true).empty?.message).toBe('favourites.required')
    expect(viewOf(snapshotOf({ active: 'idle' }), false, [galleries[0] ?? gallery(0)]).empty?.browse).toBeNull()
  })

  it('B §9: 6 a page in 3 columns, pagination with more than one page', () => {
    const view = viewOf(snapshotOf({ active: 'idle' }, crops(1, 7)))
    expect(view.empty).toBeNull()
    expect(view.count).toBe(7)
    expect(view.columns).toBe(3)
    expect(view.tiles).toHaveLength(6)
    expect(view.pager.controls.map((c) => c.page)).toEqual([1, 2])
    expect(view.page(2)).toEqual({ type: 'favourites.page', page: 2 })
    expect(viewOf(snapshotOf({ active: 'idle' }, crops(1, 7), 2)).tiles.map((t) => t.label)).toEqual(['Photo 7'])
  })

  it('B §9: 2 columns for 2 photos or fewer, no pager with one page', () => {
    const view = viewOf(snapshotOf({ active: 'idle' }, crops(1, 2)))
    expect(view.columns).toBe(2)
    expect(view.pager.visible).toBe(false)
  })

  it('B §2: each photo links to its gallery, its heart removes it; clear all once a favourite exists', () => {
    const classPhoto = crop(11, [], CLASS_GALLERY)
    const view = viewOf(snapshotOf({ active: 'idle' }, [crop(1), classPhoto]))
    expect(view.tiles.map((t) => t.href)).toEqual([
      `/galleries/${GALLERY}/images`,
      `/galleries/${CLASS_GALLERY}/images`,
    ])
    expect(view.tiles[1]?.toggle).toEqual({ type: 'favourite.toggle', crop: classPhoto })
    expect(view.tiles[1]?.photo.alt).toBe('Photo 11')
    expect(view.clear).toEqual({ type: 'favourite.clear' })
  })

  it('facts for the other photo views: busy while saving or loading, the hearted ids', () => {
    expect(favouritesFacts(snapshotOf({ active: { saving: 'adding' } }, [crop(1)]))).toEqual({
      enabled: true,
      busy: true,
      count: 1,
      heartedIds: new Set([crop(1).id]),
    })
    expect(favouritesFacts(snapshotOf({ active: 'reading' })).busy).toBe(true)
    expect(favouritesFacts(snapshotOf({ active: 'idle' })).busy).toBe(false)
  })
})
