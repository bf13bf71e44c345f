import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { distinctPoses, extraPoseCost, extraPoses, type PosedPhoto, photoChoice } from '../../core/poses'

const photo: fc.Arbitrary<PosedPhoto> = fc.record({
  imageId: fc.constantFrom('i1', 'i2', 'i3', 'i4', 'i5', 'i6'),
  poseId: fc.constantFrom(null, undefined, 'plic_primary', 'p1', 'p2', 'p3'),
})
const photos = fc.array(photo, { maxLength: 12 })
const poseLimit = fc.option(fc.integer({ min: 0, max: 5 }), { nil: null })

describe('B §5 pose properties', () => {
  it('B §5: extra pose cost is zero at or under the limit, and never negative', () => {
    fc.assert(
      fc.property(poseLimit, fc.integer({ min: 0, max: 500_000 }), photos, (limit, additionalPoseCost, chosen) => {
        const product = { poseLimit: limit, additionalPoseCost }
        const cost = extraPoseCost(product, chosen)
        expect(cost).toBeGreaterThanOrEqual(0)
        if (!limit || distinctPoses(chosen).length <= limit) expect(cost).toBe(0)
        else expect(cost).toBe(extraPoses(product, chosen) * additionalPoseCost)
      }),
    )
  })

  it('B §5: picking only selectable photos without additionalPoseCost never passes the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), photos, (limit, wishes) => {
        const product = { poseLimit: limit }
        const chosen: PosedPhoto[] = []
        for (const wish of wishes) {
          const choice = photoChoice(product, chosen, wish)
          expect(choice.additionalCost).toBe(0)
          if (choice.selectable) chosen.push(wish)
          expect(distinctPoses(chosen).length).toBeLessThanOrEqual(limit)
        }
      }),
    )
  })

  it('B §5: with additionalPoseCost every photo is selectable and the shown costs add up to the extra pose cost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 500_000 }),
        photos,
        (limit, cost, wishes) => {
          const product = { poseLimit: limit, additionalPoseCost: cost }
          const chosen: PosedPhoto[] = []
          let shown = 0
          for (const wish of wishes) {
            const choice = photoChoice(product, chosen, wish)
            expect(choice.selectable).toBe(true)
            shown += choice.additionalCost
            chosen.push(wish)
          }
          expect(extraPoseCost(product, chosen)).toBe(shown)
        },
      ),
    )
  })

  it('B §5: distinct poses do not depend on order or repeats', () => {
    fc.assert(
      fc.property(photos, (chosen) => {
        const keys = distinctPoses(chosen)
        expect(new Set(keys).size).toBe(keys.length)
        expect(new Set(distinctPoses([...chosen].reverse()))).toEqual(new Set(keys))
        expect(distinctPoses([...chosen, ...chosen])).toEqual(keys)
      }),
    )
  })
})
