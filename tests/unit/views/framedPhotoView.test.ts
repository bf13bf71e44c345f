import { describe, expect, it } from 'vitest'
import { backdropOf, framedPhoto, THUMBNAIL_ASPECT } from '../../../machines/framedPhotoView'
import { renditionsFixture } from '../../machines/imageFixture'
import { group, image, option } from './dialogFixtures'

const backdrops = group(1, {
  type: 'background',
  productOptions: [
    option(11, { label: 'Studio grey', backgroundAsset: '/media/backdrops/grey.jpg' }),
    option(12, { label: 'Autumn', backgroundAsset: '/media/backdrops/autumn.jpg' }),
  ],
})
const [grey, autumn] = backdrops.productOptions.map((o) => o.id)
const finish = group(2, { type: 'select', productOptions: [option(21, { label: 'Lustre' })] })
const knockedOut = image(1, { knockout: renditionsFixture('/k', 'png') })
const thumbnail = { aspect: THUMBNAIL_ASPECT, fit: 'contain', rendition: 'small' } as const

describe('framedPhoto (issue 16 point 2: thumbnails show the saved crop, rotation and backdrop)', () => {
  it('a green-screen photo with a chosen backdrop: its knockout over the backdrop (B §5 other)', () => {
    const photo = framedPhoto(knockedOut, { crop: null, rotation: 0, backdrop: '/media/backdrops/grey.jpg' }, thumbnail)
    expect(photo).toMatchObject({ src: '/k/small.png', backdrop: '/media/backdrops/grey.jpg', alt: knockedOut.label })
  })

  it('before a backdrop is chosen, or for a photo without a knockout, the photo as taken', () => {
    expect(framedPhoto(knockedOut, { crop: null, rotation: 0, backdrop: null }, thumbnail)).toMatchObject({
      src: '/media/photos/1/small.jpg',
      backdrop: null,
    })
    const plain = framedPhoto(image(2), { crop: null, rotation: 0, backdrop: '/media/backdrops/grey.jpg' }, thumbnail)
    expect(plain).toMatchObject({ src: '/media/photos/2/small.jpg', backdrop: null })
  })

  it('the saved crop and turn decide the placement; a card asks for the medium rendition', () => {
    const crop = { left: 0.2, top: 0.1, width: 0.5, height: 0.4 }
    const photo = framedPhoto(image(1), { crop, rotation: 90, backdrop: null }, { ...thumbnail, rendition: 'medium' })
    expect(photo.src).toBe('/media/photos/1/medium.jpg')
    expect(photo.placement.rotation).toBe(90)
    // Turned, the 1200 × 1500 photo is 1500 wide: the cut is 750 × 480.
    expect(photo.placement.aspect).toBeCloseTo(750 / 480)
  })

  it('the backdrop: the node’s own (allowMultipleBackgrounds), else the one chosen among the options', () => {
    const groups = [finish, backdrops]
    expect(backdropOf(groups, autumn, [])).toBe('/media/backdrops/autumn.jpg')
    expect(backdropOf(groups, null, [{ value: finish.productOptions[0]?.id ?? '' }, { value: grey ?? '' }])).toBe(
      '/media/backdrops/grey.jpg',
    )
    expect(backdropOf(groups, null, [{ value: finish.productOptions[0]?.id ?? '' }])).toBeNull()
  })
})
