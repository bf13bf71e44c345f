// Issue 11 point 2: an order takes only photos its shopper may see (core/photoOwnership.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  itemPhotos,
  type NamedPhoto,
  PHOTO_PROBLEMS,
  type PhotoPlace,
  photoVerdict,
  placeKey,
} from '../../../core/photoOwnership'

describe('itemPhotos: every photo an order item names, at its request path', () => {
  it('nodes of the item, then the nodes of each chosen product; absent lists name none', () => {
    expect(itemPhotos({})).toEqual([])
    expect(
      itemPhotos({
        nodes: [
          { node: 'n1', image: 'a', imageCrop: 'ca' },
          { node: 'n2', image: 'b' },
        ],
        orderItems: [
          { product: 'p', quantity: 1 },
          { product: 'q', quantity: 1, nodes: [{ node: 'n3', image: 'c', imageCrop: null }] },
        ],
      }),
    ).toEqual([
      { path: 'orderItem.nodes.0.image', imageId: 'a', cropId: 'ca', cropPath: 'orderItem.nodes.0.imageCrop' },
      { path: 'orderItem.nodes.1.image', imageId: 'b', cropId: null, cropPath: 'orderItem.nodes.1.imageCrop' },
      {
        path: 'orderItem.orderItems.1.nodes.0.image',
        imageId: 'c',
        cropId: null,
        cropPath: 'orderItem.orderItems.1.nodes.0.imageCrop',
      },
    ])
  })
})

const named = (imageId: string, cropId: string | null = null, i = 0): NamedPhoto => ({
  path: `x.${i}.image`,
  imageId,
  cropId,
  cropPath: `x.${i}.imageCrop`,
})
const place = (found: boolean, allowed: boolean, cropMatches = true): PhotoPlace => ({ found, allowed, cropMatches })
const places = (entries: [string, string | null, PhotoPlace][]) =>
  new Map(entries.map(([image, crop, p]) => [placeKey(image, crop), p]))

describe('photoVerdict', () => {
  const known = places([
    ['own', null, place(true, true)],
    ['own', 'own-crop', place(true, true)],
    ['own', 'other-crop', place(true, true, false)],
    ['other', null, place(true, false)],
    ['missing', null, place(false, false)],
  ])
  it.each([
    ['no photo', [], { ok: true }],
    ['own photo, own crop', [named('own'), named('own', 'own-crop', 1)], { ok: true }],
    [
      "another child's photo or another session's: 403",
      [named('own'), named('other', null, 1)],
      { ok: false, status: 403, code: 'photo_not_allowed', fields: { 'x.1.image': PHOTO_PROBLEMS.notAllowed } },
    ],
    [
      'a photo that does not exist: 400',
      [named('missing')],
      { ok: false, status: 400, code: 'invalid_photo', fields: { 'x.0.image': PHOTO_PROBLEMS.unknown } },
    ],
    [
      'a photo never looked up counts as missing',
      [named('unasked')],
      { ok: false, status: 400, code: 'invalid_photo', fields: { 'x.0.image': PHOTO_PROBLEMS.unknown } },
    ],
    [
      "a crop of another photo: 400 at the crop's path",
      [named('own', 'other-crop')],
      { ok: false, status: 400, code: 'invalid_photo', fields: { 'x.0.imageCrop': PHOTO_PROBLEMS.cropNotOfPhoto } },
    ],
    [
      'every problem listed; one forbidden photo makes it a 403',
      [named('missing'), named('other', null, 1), named('own', 'other-crop', 2)],
      {
        ok: false,
        status: 403,
        code: 'photo_not_allowed',
        fields: {
          'x.0.image': PHOTO_PROBLEMS.unknown,
          'x.1.image': PHOTO_PROBLEMS.notAllowed,
          'x.2.imageCrop': PHOTO_PROBLEMS.cropNotOfPhoto,
        },
      },
    ],
  ])('%s', (_, photos, verdict) => {
    expect(photoVerdict(photos, known)).toEqual(verdict)
  })

  it('property: a write passes exactly when every photo it names exists, may be used and has its own crop', () => {
    const arbPlace = fc.record({ found: fc.boolean(), allowed: fc.boolean(), cropMatches: fc.boolean() })
    fc.assert(
      fc.property(fc.array(arbPlace, { maxLength: 6 }), (list) => {
        const photos = list.map((_, i) => named(`p${i}`, null, i))
        const verdict = photoVerdict(photos, places(list.map((p, i) => [`p${i}`, null, p])))
        expect(verdict.ok).toBe(list.every((p) => p.found && p.allowed && p.cropMatches))
        if (!verdict.ok) expect(verdict.status === 403).toBe(list.some((p) => p.found && !p.allowed))
      }),
    )
  })
})
