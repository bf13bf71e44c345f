import { describe, expect, test } from 'vitest'
import {
  CROP_STEP,
  croppingAvailable,
  FULL_CROP,
  isCropInside,
  isFullImage,
  MIN_CROP_SIDE,
  moveCrop,
  resizeCrop,
  rotateCrop,
  savedCrop,
} from '../../../core/cropBox'

const box = { left: 0.2, top: 0.1, width: 0.5, height: 0.6 }

describe('B §3 crop box: fractions of the photo', () => {
  test.each([
    [box, true],
    [FULL_CROP, true],
    [{ left: 0.5, top: 0, width: 0.6, height: 1 }, false],
    [{ left: 0, top: 0.5, width: 1, height: 0.6 }, false],
    [{ left: -0.1, top: 0, width: 0.5, height: 0.5 }, false],
    [{ left: 0, top: 0, width: 0, height: 0.5 }, false],
    [{ left: 0, top: 0, width: Number.NaN, height: 0.5 }, false],
  ])('B §3 crop %o lies inside the photo: %s', (crop, inside) => {
    expect(isCropInside(crop)).toBe(inside)
  })

  test('B §2 remove crop: the whole photo is no crop', () => {
    expect(isFullImage(FULL_CROP)).toBe(true)
    expect(isFullImage(box)).toBe(false)
    expect(savedCrop(FULL_CROP)).toBeNull()
    expect(savedCrop(box)).toEqual(box)
  })

  test('B §4 a saved crop is rounded to four decimals and kept inside the photo', () => {
    expect(savedCrop({ left: 0.123456, top: 0.5, width: 0.3, height: 0.7 })).toEqual({
      left: 0.1235,
      top: 0.5,
      width: 0.3,
      height: 0.5,
    })
  })
})

describe('B §4 crop: moving and resizing with a pointer or the arrow keys', () => {
  test('moving keeps the size and stops at the edges', () => {
    expect(moveCrop(box, CROP_STEP, -CROP_STEP)).toEqual({ ...box, left: 0.21, top: 0.09 })
    expect(moveCrop(box, 1, 1)).toEqual({ ...box, left: 0.5, top: 0.4 })
    expect(moveCrop(box, -1, -1)).toEqual({ ...box, left: 0, top: 0 })
  })

  test.each([
    ['se', 0.1, 0.1, { left: 0.2, top: 0.1, width: 0.6, height: 0.7 }],
    ['nw', 0.1, 0.1, { left: 0.3, top: 0.2, width: 0.4, height: 0.5 }],
    ['ne', 0.5, -0.5, { left: 0.2, top: 0, width: 0.8, height: 0.7 }],
    ['sw', -0.5, 0.5, { left: 0, top: 0.1, width: 0.7, height: 0.9 }],
  ] as const)('dragging the %s corner by (%d, %d) moves only that corner, inside the photo', (handle, dx, dy, out) => {
    expect(resizeCrop(box, handle, dx, dy)).toEqual(out)
  })

  test('a box never shrinks below the smallest side', () => {
    const small = resizeCrop(box, 'se', -1, -1)
    expect(small.width).toBeCloseTo(MIN_CROP_SIDE)
    expect(small.height).toBeCloseTo(MIN_CROP_SIDE)
    const fromTopLeft = resizeCrop(box, 'nw', 1, 1)
    expect(fromTopLeft).toEqual({ left: 0.6, top: 0.6, width: 0.1, height: 0.1 })
  })
})

describe('B §4 crop: the box turns with the photo', () => {
  test('a quarter turn clockwise maps (x, y) to (1 − y, x); four turns give the box back', () => {
    const once = rotateCrop(box)
    expect(once).toEqual({ left: 0.3, top: 0.2, width: 0.6, height: 0.5 })
    expect(rotateCrop(rotateCrop(rotateCrop(once)))).toEqual(box)
    expect(rotateCrop(FULL_CROP)).toEqual(FULL_CROP)
  })
})

describe('B §4 image cropping availability', () => {
  const reOrder = { type: 're-order', imageCropping: true }
  test.each([
    [{ isImageCroppingAvailable: true }, reOrder, true],
    [{ isImageCroppingAvailable: false }, reOrder, false],
    [{ isImageCroppingAvailable: true }, { type: 're-order', imageCropping: false }, false],
    [{ isImageCroppingAvailable: true }, { type: 'pre-order', imageCropping: true }, false],
    [null, reOrder, false],
    [{ isImageCroppingAvailable: true }, null, false],
  ])('B §4 store %o and stage %o: available %s', (store, stage, available) => {
    expect(croppingAvailable(store, stage)).toBe(available)
  })
})
