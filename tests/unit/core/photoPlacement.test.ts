import { fc, test as prop } from '@fast-check/vitest'
import { describe, expect, test } from 'vitest'
import type { Rotation } from '../../../core/images'
import { type Placement, placePhoto } from '../../../core/photoPlacement'

/** The part of the turned photo the frame shows, in fractions of the turned photo (what the crop box means). */
const shown = (p: Placement) => {
  const turned = p.rotation === 90 || p.rotation === 270
  // The turned photo's box in percent of the frame.
  const width = turned ? p.photo.height / p.aspect : p.photo.width
  const height = turned ? p.photo.width * p.aspect : p.photo.height
  const left = p.photo.centerX - width / 2
  const top = p.photo.centerY - height / 2
  return { left: -left / width, top: -top / height, width: 100 / width, height: 100 / height }
}

const close = (actual: Record<string, number>, expected: Record<string, number>) => {
  for (const [key, value] of Object.entries(expected)) expect(actual[key]).toBeCloseTo(value, 6)
}

describe('issue 16 point 2: a photo shown with its saved crop and rotation (B §3 image crop, B §4 crop)', () => {
  const portrait = { width: 1200, height: 1500 }

  test('no crop, no turn, a box of the photo shape: the whole photo fills the box', () => {
    const p = placePhoto(portrait, 0, null, 0.8, 'contain')
    close(p.frame, { left: 0, top: 0, width: 100, height: 100 })
    close(p.photo, { centerX: 50, centerY: 50, width: 100, height: 100 })
    expect(p.aspect).toBeCloseTo(0.8)
  })

  test.each<[string, Rotation, { left: number; top: number; width: number; height: number } | null, number]>([
    ['the left half', 0, { left: 0, top: 0, width: 0.5, height: 1 }, 0.4],
    ['a face in the top middle', 0, { left: 0.25, top: 0.1, width: 0.5, height: 0.4 }, 1],
    ['turned 90°, uncut', 90, null, 1.25],
    ['turned 180°, the bottom quarter', 180, { left: 0, top: 0.75, width: 1, height: 0.25 }, 3.2],
    ['turned 270°, a square', 270, { left: 0.1, top: 0.2, width: 0.64, height: 0.8 }, 1],
  ])('contain shows exactly the cut part: %s', (_, rotation, crop, aspect) => {
    const p = placePhoto(portrait, rotation, crop, 1, 'contain')
    expect(p.aspect).toBeCloseTo(aspect)
    close(shown(p), crop ?? { left: 0, top: 0, width: 1, height: 1 })
  })

  test('contain centres a wide cut in a tall box, with room above and below', () => {
    const p = placePhoto(portrait, 90, null, 0.8, 'contain')
    close(p.frame, { left: 0, width: 100, height: 64, top: 18 })
  })

  test('cover fills an 8×10 print with a square cut by trimming its sides evenly', () => {
    const square = { left: 0.1, top: 0.2, width: 0.8, height: 0.64 }
    const p = placePhoto(portrait, 0, square, 0.8, 'cover')
    close(p.frame, { left: 0, top: 0, width: 100, height: 100 })
    close(shown(p), { left: 0.18, top: 0.2, width: 0.64, height: 0.64 })
  })

  test('a photo of unknown size counts as square rather than dividing by zero', () => {
    const p = placePhoto({ width: 0, height: 0 }, 0, null, 1, 'contain')
    close(p.photo, { centerX: 50, centerY: 50, width: 100, height: 100 })
  })

  const cut = fc
    .record({ left: fc.double({ min: 0, max: 0.85, noNaN: true }), top: fc.double({ min: 0, max: 0.85, noNaN: true }) })
    .chain(({ left, top }) =>
      fc.record({
        left: fc.constant(left),
        top: fc.constant(top),
        width: fc.double({ min: 0.1, max: 1 - left, noNaN: true }),
        height: fc.double({ min: 0.1, max: 1 - top, noNaN: true }),
      }),
    )
  const args = [
    fc.record({ width: fc.integer({ min: 50, max: 5000 }), height: fc.integer({ min: 50, max: 5000 }) }),
    fc.constantFrom<Rotation>(0, 90, 180, 270),
    cut,
    fc.double({ min: 0.2, max: 5, noNaN: true }),
  ] as const

  prop.prop([...args])('contain: the frame lies in the box and shows exactly the cut', (size, rotation, crop, box) => {
    const p = placePhoto(size, rotation, crop, box, 'contain')
    expect(p.frame.left).toBeGreaterThanOrEqual(-1e-9)
    expect(p.frame.top).toBeGreaterThanOrEqual(-1e-9)
    expect(p.frame.left * 2 + p.frame.width).toBeCloseTo(100, 6)
    expect(p.frame.top * 2 + p.frame.height).toBeCloseTo(100, 6)
    close(shown(p), crop)
  })

  prop.prop([...args])('cover: only the cut part shows, centred, and it fills the box', (size, rotation, crop, box) => {
    const p = placePhoto(size, rotation, crop, box, 'cover')
    const s = shown(p)
    expect(s.left).toBeGreaterThanOrEqual(crop.left - 1e-9)
    expect(s.top).toBeGreaterThanOrEqual(crop.top - 1e-9)
    expect(s.left + s.width).toBeLessThanOrEqual(crop.left + crop.width + 1e-9)
    expect(s.top + s.height).toBeLessThanOrEqual(crop.top + crop.height + 1e-9)
    expect(s.left + s.width / 2).toBeCloseTo(crop.left + crop.width / 2, 6)
    expect(s.top + s.height / 2).toBeCloseTo(crop.top + crop.height / 2, 6)
  })
})
