import { fc, test as prop } from '@fast-check/vitest'
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
  zoomCrop,
} from '../../../core/cropBox'

const box = { left: 0.2, top: 0.1, width: 0.5, height: 0.6 }
const FULL_CROP_WIDE = { left: 0, top: 0.2, width: 1, height: 0.5 }

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

describe('issue 16 pinch in the crop modal: the box shrinks or grows about its centre', () => {
  test.each([
    ['fingers apart ×2: half the size, same centre', box, 2, { left: 0.325, top: 0.25, width: 0.25, height: 0.3 }],
    [
      'fingers closing ÷2: grows until a side meets the photo',
      box,
      0.5,
      { left: 0.0333, top: 0, width: 0.8333, height: 1 },
    ],
    ['no further than MIN_CROP_SIDE', box, 100, { left: 0.4, top: 0.34, width: 0.1, height: 0.12 }],
    ['no larger than the photo, shape kept', { left: 0.4, top: 0.4, width: 0.2, height: 0.1 }, 0.1, FULL_CROP_WIDE],
    ['a factor that is no number changes nothing', box, Number.NaN, box],
    ['a factor of 0 changes nothing', box, 0, box],
  ])('%s', (_, from, factor, zoomed) => {
    expect(zoomCrop(from, factor)).toEqual(zoomed)
  })

  prop.prop([
    fc.record({
      left: fc.double({ min: 0, max: 0.9, noNaN: true }),
      top: fc.double({ min: 0, max: 0.9, noNaN: true }),
    }),
    fc.double({ min: 0.1, max: 1, noNaN: true }),
    fc.double({ min: 0.1, max: 1, noNaN: true }),
    fc.double({ min: 0.05, max: 20, noNaN: true }),
  ])('a zoomed box stays inside the photo, keeps MIN_CROP_SIDE and its shape', (at, w, h, factor) => {
    const from = { left: at.left, top: at.top, width: Math.min(w, 1 - at.left), height: Math.min(h, 1 - at.top) }
    fc.pre(from.width >= MIN_CROP_SIDE && from.height >= MIN_CROP_SIDE)
    const zoomed = zoomCrop(from, factor)
    expect(isCropInside(zoomed)).toBe(true)
    expect(Math.min(zoomed.width, zoomed.height)).toBeGreaterThanOrEqual(MIN_CROP_SIDE - 1e-4)
    expect(zoomed.width / zoomed.height).toBeCloseTo(from.width / from.height, 2)
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
