import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isMultiPoseReady, multiPoseIssues, nodesMissingImage } from '../../core/packages'

const nodeIds = fc.uniqueArray(fc.constantFrom('n1', 'n2', 'n3', 'n4', 'n5'), { maxLength: 5 })
const selection = fc.record({
  nodeId: fc.constantFrom('n1', 'n2', 'n3', 'n4', 'n5'),
  imageId: fc.option(fc.constantFrom('i1', 'i2'), { nil: null }),
  imageCropId: fc.option(fc.constantFrom('c1', 'c2'), { nil: null }),
  backgroundOptionId: fc.option(fc.constant('bg'), { nil: null }),
})
const selections = fc.array(selection, { maxLength: 8 })

describe('B §5 package readiness properties', () => {
  it('B §5: a node misses an image exactly when no selection gives it one', () => {
    fc.assert(
      fc.property(nodeIds, selections, (ids, chosen) => {
        const missing = nodesMissingImage(
          ids.map((id) => ({ id })),
          chosen,
        )
        for (const id of ids) {
          expect(missing.includes(id)).toBe(!chosen.some((s) => s.nodeId === id && s.imageId))
        }
      }),
    )
  })

  it('B §5: ready exactly when every selection has a crop, a background if required, and options are ready', () => {
    fc.assert(
      fc.property(fc.boolean(), selections, fc.boolean(), (allowMultipleBackgrounds, chosen, optionsReady) => {
        const expected =
          optionsReady && chosen.every((s) => s.imageCropId && (!allowMultipleBackgrounds || s.backgroundOptionId))
        expect(isMultiPoseReady({ allowMultipleBackgrounds }, chosen, optionsReady)).toBe(expected)
        expect(multiPoseIssues({ allowMultipleBackgrounds }, chosen, optionsReady).length === 0).toBe(expected)
      }),
    )
  })
})
