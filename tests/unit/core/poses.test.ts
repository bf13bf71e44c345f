import { describe, expect, it } from 'vitest'
import { distinctPoses, extraPoseCost, extraPoses, isAtPoseLimit, photoChoice, poseKey } from '../../../core/poses'

const a = { imageId: 'img-a', poseId: 'pose-1' }
const aCrop = { imageId: 'img-a2', poseId: 'pose-1' }
const b = { imageId: 'img-b', poseId: 'plic_primary' }
const c = { imageId: 'img-c' }
const d = { imageId: 'img-d', poseId: null }

describe('B §5 pose limit', () => {
  it('B §5: poses are deduplicated by id; plic_primary counts as no pose', () => {
    expect(poseKey(a)).toBe('pose:pose-1')
    expect(poseKey(b)).toBe('image:img-b')
    expect(poseKey(d)).toBe('image:img-d')
    expect(distinctPoses([a, aCrop, b, b, c])).toEqual(['pose:pose-1', 'image:img-b', 'image:img-c'])
    expect(distinctPoses([])).toEqual([])
  })

  it('B §5: the pose-limit warning shows once distinct poses reach poseLimit', () => {
    expect(isAtPoseLimit({ poseLimit: 2 }, [a, aCrop])).toBe(false)
    expect(isAtPoseLimit({ poseLimit: 2 }, [a, b])).toBe(true)
    expect(isAtPoseLimit({ poseLimit: null }, [a, b, c])).toBe(false)
    expect(isAtPoseLimit({ poseLimit: 0 }, [a, b, c])).toBe(false)
  })

  it('B §5: under the limit any photo is selectable at no cost', () => {
    expect(photoChoice({ poseLimit: 2 }, [a], c)).toEqual({ selectable: true, additionalCost: 0 })
    expect(photoChoice({}, [a, b, c], d)).toEqual({ selectable: true, additionalCost: 0 })
  })

  it('B §5: at the limit without additionalPoseCost only already chosen photos are selectable', () => {
    const product = { poseLimit: 2 }
    expect(photoChoice(product, [a, b], c)).toEqual({ selectable: false, additionalCost: 0 })
    expect(photoChoice(product, [a, b], b)).toEqual({ selectable: true, additionalCost: 0 })
    expect(photoChoice(product, [a, b], aCrop)).toEqual({ selectable: true, additionalCost: 0 })
    expect(photoChoice({ poseLimit: 2, additionalPoseCost: 0 }, [a, b], c).selectable).toBe(false)
  })

  it('B §5: at the limit with additionalPoseCost new photos are selectable and show the cost', () => {
    const product = { poseLimit: 2, additionalPoseCost: 250_000 }
    expect(photoChoice(product, [a, b], c)).toEqual({ selectable: true, additionalCost: 250_000 })
    expect(photoChoice(product, [a, b], a)).toEqual({ selectable: true, additionalCost: 0 })
  })

  it('B §5, C §9: extra pose cost is the distinct poses above poseLimit times additionalPoseCost', () => {
    const product = { poseLimit: 1, additionalPoseCost: 250_000 }
    expect(extraPoses(product, [a, aCrop, b, c])).toBe(2)
    expect(extraPoseCost(product, [a, aCrop, b, c])).toBe(500_000)
    expect(extraPoseCost(product, [a, aCrop])).toBe(0)
    expect(extraPoseCost({ poseLimit: 1 }, [a, b])).toBe(0)
    expect(extraPoses({ additionalPoseCost: 250_000 }, [a, b, c])).toBe(0)
  })
})
