import { describe, expect, it } from 'vitest'
import { chooserView } from '../../../core/chooser'

const photo = (id: string, gallery: string, tags: string[] = []) => ({ id, tags, image: { gallery } })
const photos = [photo('a', 'g1', ['headshot']), photo('b', 'g1', ['group']), photo('c', 'g2', ['headshot'])]

describe('B §2 single-pose image chooser', () => {
  it('lists every photo, with a gallery selector when several galleries and no favourites', () => {
    const view = chooserView({ photos, favouriteCropIds: [], rules: [], galleryId: null })
    expect(view.photos.map((p) => p.id)).toEqual(['a', 'b', 'c'])
    expect(view.galleries).toEqual(['g1', 'g2'])
    expect(chooserView({ photos, favouriteCropIds: [], rules: [], galleryId: 'g2' }).photos.map((p) => p.id)).toEqual([
      'c',
    ])
  })

  it('lists the favourites when any exist, without a gallery selector', () => {
    const view = chooserView({ photos, favouriteCropIds: ['c'], rules: [], galleryId: null })
    expect(view).toEqual({ photos: [photos[2]], fromFavourites: true, galleries: [] })
  })

  it('B §5 tag rules filter the photos for the product', () => {
    const rules = [{ scope: 'product', rule: 'filter', operator: 'ANY', tags: ['headshot'] }] as const
    const view = chooserView({ photos, favouriteCropIds: [], rules: [...rules], galleryId: null })
    expect(view.photos.map((p) => p.id)).toEqual(['a', 'c'])
  })

  it('one gallery needs no selector', () => {
    expect(
      chooserView({ photos: photos.slice(0, 2), favouriteCropIds: [], rules: [], galleryId: null }).galleries,
    ).toEqual([])
  })
})
