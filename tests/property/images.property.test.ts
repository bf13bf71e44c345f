import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { cropsForMode, nextRotation, poseOf } from '../../core/images'

describe('B §4 crop properties', () => {
  test.prop([fc.constantFrom(0, 90, 180, 270)])('B §4 crop: four rotations return to the start', (start) => {
    let r: number = start
    for (let i = 0; i < 4; i++) r = nextRotation(r)
    expect(r).toBe(start)
    expect(nextRotation(start)).not.toBe(start)
  })

  const crops = fc.array(
    fc.record({
      id: fc.nat(),
      poseId: fc.option(fc.constantFrom('a', 'b', 'plic_primary'), { nil: null }),
      type: fc.constantFrom('original', 'square'),
    }),
    { maxLength: 10 },
  )

  test.prop([crops])('B §5 cart image modes: by pose keeps one crop per pose and every pose-less crop', (list) => {
    const kept = cropsForMode(list, 'pose')
    const poses = kept.map(poseOf).filter((p) => p !== null)
    expect(new Set(poses).size).toBe(poses.length)
    expect(new Set(poses)).toEqual(new Set(list.map(poseOf).filter((p) => p !== null)))
    expect(kept.filter((c) => poseOf(c) === null)).toEqual(list.filter((c) => poseOf(c) === null))
  })
})
