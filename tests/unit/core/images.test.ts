import { describe, expect, test } from 'vitest'
import {
  CROP_PREFERENCES,
  croppingOffered,
  cropsForMode,
  imagePreference,
  nextRotation,
  poseOf,
  variantFor,
} from '../../../core/images'

describe('B §4 crop rotation', () => {
  test.each([
    [0, 90],
    [90, 180],
    [180, 270],
    [270, 0],
    [45, 90],
    [-90, 90],
  ])('B §4 crop: rotation %i turns to %i', (from, to) => {
    expect(nextRotation(from)).toBe(to)
  })
})

describe('C §3 image-crop preferences', () => {
  test.each([
    [CROP_PREFERENCES.originalCropOnly, 'original', 'original'],
    [CROP_PREFERENCES.restrictByCrop, 'crop', 'either'],
    [CROP_PREFERENCES.restrictByPose, 'pose', 'either'],
    [CROP_PREFERENCES.knockoutWithOriginalFallback, 'crop', 'either'],
    [CROP_PREFERENCES.knockoutOnly, 'crop', 'knockout'],
    [CROP_PREFERENCES.originalOnly, 'crop', 'original'],
    [null, 'crop', 'either'],
    ['unheard_of', 'crop', 'either'],
  ])('C §3 image-crop preference %s gives mode %s and type %s', (preference, mode, type) => {
    expect(imagePreference(preference)).toEqual({ mode, type })
  })

  test('C §3 poses: plic_primary counts as no pose', () => {
    expect(poseOf({ id: 1, poseId: 'plic_primary' })).toBeNull()
    expect(poseOf({ id: 1, poseId: '' })).toBeNull()
    expect(poseOf({ id: 1 })).toBeNull()
    expect(poseOf({ id: 1, poseId: 7 })).toBe('7')
  })

  const crops = [
    { id: 1, poseId: 'a', type: 'original' },
    { id: 2, poseId: 'a', type: 'square' },
    { id: 3, poseId: 'plic_primary', type: 'original' },
    { id: 4, poseId: null, type: 'square' },
    { id: 5, poseId: 'b', type: 'square' },
  ]

  test.each([
    ['crop', [1, 2, 3, 4, 5]],
    ['pose', [1, 3, 4, 5]],
    ['original', [1, 3]],
  ] as const)('B §5 cart image modes: by %s', (mode, ids) => {
    expect(cropsForMode(crops, mode).map((c) => c.id)).toEqual(ids)
  })
})

describe('B §5 image type preference', () => {
  const original = { smallUrl: 's', mediumUrl: 'm', largeUrl: 'l' }
  const knockout = { smallUrl: 'ks', mediumUrl: 'km', largeUrl: 'kl' }
  const both = { ...original, knockout }

  test.each([
    ['original only shows the original', both, 'original', original.largeUrl],
    ['knockout only shows the knockout', both, 'knockout', knockout.largeUrl],
    ['knockout only has nothing without a knockout', original, 'knockout', null],
    ['either prefers the knockout', both, 'either', knockout.largeUrl],
    ['either falls back to the original', { ...original, knockout: null }, 'either', original.largeUrl],
  ] as const)('B §5 type preference: %s', (_name, image, type, url) => {
    expect(variantFor(image, type)?.largeUrl ?? null).toBe(url)
  })

  test('B §5 cropping: offered only for non-shared photos where cropping is available', () => {
    expect(croppingOffered({ isShared: false }, true)).toBe(true)
    expect(croppingOffered({}, true)).toBe(true)
    expect(croppingOffered({ isShared: true }, true)).toBe(false)
    expect(croppingOffered({ isShared: false }, false)).toBe(false)
  })
})
