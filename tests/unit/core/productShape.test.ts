import { describe, expect, test } from 'vitest'
import { preferredPhoto, withStartingPhoto } from '../../../core/preferredPhoto'
import { printAspect, productShape } from '../../../core/productShape'
import type { TagRule } from '../../../core/tags'

const product = (
  label: string,
  over: { type?: string; isByo?: boolean; nodes?: number; children?: number[] } = {},
) => ({
  type: over.type ?? 'custom',
  isByo: over.isByo ?? false,
  information: { label },
  nodes: Array.from({ length: over.nodes ?? 1 }),
  products: (over.children ?? []).map((n) => ({ nodes: Array.from({ length: n }) })),
})

describe('issue 16 point 2: the shape a product shows the child’s photo in', () => {
  test.each([
    ['8×10 print', 0.8],
    ['11x14 portrait', 11 / 14],
    ['Green-screen 5×7', 5 / 7],
    ['Landscape 10 × 8', 0.8],
    ['4,5×6 print', 0.75],
    ['Photo magnet', null],
    ['0×10', null],
  ])('the print size in “%s” gives %s', (label, aspect) => {
    expect(printAspect(label)).toBe(aspect)
  })

  test.each([
    ['a print with its size', product('8×10 print'), { kind: 'print', aspect: 0.8 }],
    ['a print without a size: 4:5', product('Photo magnet'), { kind: 'print', aspect: 0.8 }],
    ['a wallet sheet', product('Wallet sheet (8 wallets)'), { kind: 'wallets' }],
    ['a package with a photo: a sheet', product('Classic Package', { type: 'package' }), { kind: 'sheet' }],
    [
      'a build-your-own package, photos on its products',
      product('Build Your Own', { type: 'package', isByo: true, nodes: 0, children: [1, 1] }),
      { kind: 'sheet' },
    ],
    ['a digital file', product('Digital image', { type: 'digital' }), { kind: 'screen' }],
    ['not made from a photo (B §3 no nodes)', product('Free retake', { type: 'informational', nodes: 0 }), null],
    [
      'a pre-order package without photos yet',
      product('Package A', { type: 'package', nodes: 0, children: [0] }),
      null,
    ],
  ])('%s', (_, p, shape) => {
    expect(productShape(p)).toEqual(shape)
  })
})

describe('issue 16 point 2: the photo a product prefers (B §5 tag rules apply)', () => {
  const photo = (n: number, tags: string[] = []) => ({ id: `crop-${n}`, tags, image: { id: `image-${n}` } })
  const photos = [photo(1, ['yearbook']), photo(2), photo(3, ['greenscreen']), photo(4, ['group'])]
  const greenScreen: TagRule[] = [{ scope: 'product', rule: 'filter', operator: 'ANY', tags: ['greenscreen'] }]
  const notGroup: TagRule[] = [{ scope: 'product', rule: 'exclude', operator: 'ANY', tags: ['group'] }]
  const prefer = (chosenImageId: string | null, favouriteCropIds: string[], rules: TagRule[] = []) =>
    preferredPhoto({ photos, chosenImageId, favouriteCropIds, rules })

  test.each([
    ['the photo chosen with “Buy this photo” first', prefer('image-2', ['crop-1']), 'crop-2', true],
    ['else the first favourite the product takes', prefer(null, ['crop-4', 'crop-2'], notGroup), 'crop-2', true],
    ['a chosen photo the product refuses is passed over', prefer('image-4', ['crop-1'], notGroup), 'crop-1', true],
    ['without a choice, the first photo, only to show the child', prefer(null, []), 'crop-1', false],
    ['a green-screen product: its green-screen photo', prefer('image-1', ['crop-2'], greenScreen), 'crop-3', false],
  ])('%s', (_, preferred, cropId, chosenByParent) => {
    expect(preferred?.photo.id).toBe(cropId)
    expect(preferred?.chosenByParent).toBe(chosenByParent)
  })

  test('no photo the product takes: none', () => {
    const onlyGroup: TagRule[] = [{ scope: 'product', rule: 'filter', operator: 'ANY', tags: ['missing'] }]
    expect(prefer('image-1', ['crop-1'], onlyGroup)).toBeNull()
  })
})

describe('issue 16 point 2: a new panel starts with the parent’s photo (B §4 product panel)', () => {
  const draft = { quantity: 1, options: {}, nodes: [], children: [] }
  const photo = { imageId: 'image-2', imageCropId: 'crop-2' }

  test('on every photo node of the product, uncropped, no backdrop yet', () => {
    expect(withStartingPhoto(draft, [{ id: 'n1' }, { id: 'n2' }], photo).nodes).toEqual([
      { nodeId: 'n1', imageId: 'image-2', imageCropId: 'crop-2', backgroundOptionId: null },
      { nodeId: 'n2', imageId: 'image-2', imageCropId: 'crop-2', backgroundOptionId: null },
    ])
  })

  test('without a photo the parent chose, the panel starts empty', () => {
    expect(withStartingPhoto(draft, [{ id: 'n1' }], undefined)).toBe(draft)
  })
})
