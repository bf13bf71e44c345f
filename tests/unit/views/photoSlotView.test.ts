import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ProductSet } from '../../../core/schemas/productSet'
import { photoSlotView } from '../../../machines/photoSlotView'
import { productPanelMachine } from '../../../machines/productPanel'
import { productPanelView } from '../../../machines/productPanelView'
import { fixtures, productFixture } from '../../machines/fixtures'
import { cropFixture, renditionsFixture } from '../../machines/imageFixture'
import '../../machines/orderFixtures'
import { group, option } from './dialogFixtures'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const NODE = id(7790)
const backdrops = group(1, {
  type: 'background',
  label: 'Backdrop',
  parameters: { autoOpen: true },
  productOptions: [option(11, { label: 'Autumn', backgroundAsset: '/media/backdrops/autumn.jpg' })],
})
const [autumn] = backdrops.productOptions.map((o) => o.id)
const knockout = renditionsFixture('/k/4', 'png')
const greenPhoto = { ...cropFixture(4, ['greenscreen']), image: { ...cropFixture(4).image, knockout } }
const photos = [cropFixture(1), greenPhoto]

const panel = (productOptionGroups = [backdrops]) => {
  const product = productFixture({
    id: id(91),
    label: 'Green-screen 8×10',
    nodes: [{ id: NODE, label: 'Photo' }],
    productOptionGroups,
  })
  const actor = createActor(productPanelMachine, {
    input: {
      product,
      productSet: fixtures['panel:productSet'] as ProductSet,
      croppingAvailable: true,
      order: fixtures['panelOrder:empty'],
    } as never,
  }).start()
  const view = () => productPanelView(actor.getSnapshot())
  const slot = () => {
    const [node] = view().nodes
    if (!node) throw new Error('no node')
    return photoSlotView(node, { photos, croppingAvailable: true, imageOptionGroups: [] })
  }
  return { actor, view, slot }
}

describe('photoSlotView and the green-screen step order (issue 16 point 2)', () => {
  it('a green-screen product asks for the photo first: the chooser opens, the backdrop waits for the photo', () => {
    const { actor, view, slot } = panel()
    actor.send({ type: 'panel.open' })
    expect(slot()).toMatchObject({ opensChooser: true, thumbnail: null })
    expect(view().groups.map((g) => [g.group.label, g.waitsForPhoto])).toEqual([['Backdrop', true]])

    actor.send({ type: 'node.image', nodeId: NODE, imageId: greenPhoto.image.id, imageCropId: greenPhoto.id })
    expect(slot().opensChooser).toBe(false)
    // Now the backdrop chooser mounts, and its autoOpen opens it with the child in front of the scene.
    expect(view().groups.map((g) => g.waitsForPhoto)).toEqual([false])
  })

  it('the thumbnail: the photo as taken, then its knockout over the chosen backdrop, cropped and turned as saved', () => {
    const { actor, slot } = panel()
    actor.send({ type: 'panel.open', photo: { imageId: greenPhoto.image.id, imageCropId: greenPhoto.id } })
    expect(slot().thumbnail).toMatchObject({ src: greenPhoto.image.smallUrl, backdrop: null })

    actor.send({ type: 'option.choose', groupId: backdrops.id, optionId: autumn ?? '' })
    actor.send({
      type: 'node.crop',
      nodeId: NODE,
      crop: { left: 0, top: 0, width: 0.5, height: 0.5 },
      rotation: 90,
    })
    expect(slot().thumbnail).toMatchObject({
      src: knockout.smallUrl,
      backdrop: '/media/backdrops/autumn.jpg',
      placement: { rotation: 90 },
    })
    expect(slot().cropStatus).toEqual({ degrees: 90 })
  })

  it('a product whose backdrop does not open by itself keeps its order: no chooser opens, nothing waits', () => {
    const { actor, view, slot } = panel([{ ...backdrops, parameters: {} }])
    actor.send({ type: 'panel.open' })
    expect(slot().opensChooser).toBe(false)
    expect(view().groups.map((g) => g.waitsForPhoto)).toEqual([false])
  })
})
