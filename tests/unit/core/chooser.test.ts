import { describe, expect, it } from 'vitest'
import { chooserView } from '../../../core/chooser'

const photo = (id: string, gallery: string, tags: string[] = []) => ({ id, tags, image: { gallery } })
const photos = [photo('a', 'g1', ['headshot']), photo('b', 'g1', ['group']), photo('c', 'g2', ['headshot'])]
const ids = (view: { photos: { id: string }[] }) => view.photos.map((p) => p.id)
const base = { photos, favouriteCropIds: [] as string[], rules: [], galleryId: null, show: 'favourites' as const }

describe('B §2 single-pose image chooser', () => {
  it('lists every photo, with a gallery selector when several galleries and no favourites', () => {
    const view = chooserView(base)
    expect(ids(view)).toEqual(['a', 'b', 'c'])
    expect(view).toMatchObject({ showing: 'all', switch: null, excludedByFavourites: false, galleries: ['g1', 'g2'] })
    expect(ids(chooserView({ ...base, galleryId: 'g2' }))).toEqual(['c'])
  })

  it('lists the favourites when any exist, without a gallery selector, and offers the switch to all', () => {
    const view = chooserView({ ...base, favouriteCropIds: ['c'] })
    expect(view).toMatchObject({
      photos: [photos[2]],
      showing: 'favourites',
      switch: { favourites: 1, all: 3 },
      excludedByFavourites: false,
      galleries: [],
    })
  })

  it('issue 16: switched to all, every photo with the favourites first and the gallery selector', () => {
    const view = chooserView({ ...base, favouriteCropIds: ['c'], show: 'all' })
    expect(ids(view)).toEqual(['c', 'a', 'b'])
    expect(view).toMatchObject({ showing: 'all', switch: { favourites: 1, all: 3 }, galleries: ['g1', 'g2'] })
    expect(view.hearted.has('c')).toBe(true)
    expect(ids(chooserView({ ...base, favouriteCropIds: ['c'], show: 'all', galleryId: 'g1' }))).toEqual(['a', 'b'])
  })

  it('B §8: favourites the product may not use leave nothing: due_to_favourites, and all photos stay a switch away', () => {
    const rules = [{ scope: 'product', rule: 'filter', operator: 'ANY', tags: ['headshot'] }] as const
    const view = chooserView({ ...base, favouriteCropIds: ['b'], rules: [...rules] })
    expect(view).toMatchObject({ photos: [], showing: 'favourites', excludedByFavourites: true })
    expect(view.switch).toEqual({ favourites: 0, all: 2 })
    expect(ids(chooserView({ ...base, favouriteCropIds: ['b'], rules: [...rules], show: 'all' }))).toEqual(['a', 'c'])
  })

  it('favourites of another child (not among these photos) are no favourites here', () => {
    expect(chooserView({ ...base, favouriteCropIds: ['z'] })).toMatchObject({ showing: 'all', switch: null })
  })

  it('no photo at all is not a favourites problem', () => {
    const view = chooserView({ ...base, photos: [], favouriteCropIds: ['a'] })
    expect(view).toMatchObject({ photos: [], excludedByFavourites: false })
  })

  it('B §5 tag rules filter the photos for the product', () => {
    const rules = [{ scope: 'product', rule: 'filter', operator: 'ANY', tags: ['headshot'] }] as const
    expect(ids(chooserView({ ...base, rules: [...rules] }))).toEqual(['a', 'c'])
  })

  it('one gallery needs no selector', () => {
    expect(chooserView({ ...base, photos: photos.slice(0, 2) }).galleries).toEqual([])
  })
})
