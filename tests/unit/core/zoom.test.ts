import { fc, test as prop } from '@fast-check/vitest'
import { describe, expect, test } from 'vitest'
import { clampPan, clampZoom, MAX_ZOOM, NO_PAN } from '../../../core/zoom'

describe('issue 16 lightbox pinch-zoom: how far a photo zooms and moves', () => {
  test.each([
    [0.5, 1],
    [1, 1],
    [2.5, 2.5],
    [9, MAX_ZOOM],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('zoom %d is held at %d', (zoom, held) => {
    expect(clampZoom(zoom)).toBe(held)
  })

  test.each([
    [{ x: 0.3, y: -0.3 }, 1, NO_PAN],
    [{ x: 0.3, y: -0.3 }, 2, { x: 0.3, y: -0.3 }],
    [{ x: 0.9, y: -0.9 }, 2, { x: 0.5, y: -0.5 }],
    [{ x: 2, y: -2 }, 4, { x: 1.5, y: -1.5 }],
    [{ x: Number.NaN, y: 0.1 }, 2, { x: 0, y: 0.1 }],
  ])('pan %o at zoom %d is held at %o (the photo always covers its frame)', (pan, zoom, held) => {
    expect(clampPan(pan, zoom)).toEqual(held)
  })

  prop.prop([fc.double({ noNaN: true }), fc.double(), fc.double()])(
    'a zoomed photo never leaves an empty band: |pan| ≤ (zoom − 1) / 2',
    (zoom, x, y) => {
      const z = clampZoom(zoom)
      const pan = clampPan({ x, y }, z)
      expect(Math.abs(pan.x)).toBeLessThanOrEqual((z - 1) / 2)
      expect(Math.abs(pan.y)).toBeLessThanOrEqual((z - 1) / 2)
    },
  )
})
