import { describe, expect, it } from 'vitest'
import { isMultiPoseReady, multiPoseIssues, nodesMissingImage } from '../../../core/packages'

const nodes = [{ id: 'n1' }, { id: 'n2' }]
const done = [
  { nodeId: 'n1', imageId: 'i1', imageCropId: 'c1', backgroundOptionId: 'bg1' },
  { nodeId: 'n2', imageId: 'i2', imageCropId: 'c2', backgroundOptionId: 'bg2' },
]

describe('B §5 package completeness: node-based and multi-pose items', () => {
  it('B §5: node-based items need an image on every node', () => {
    expect(nodesMissingImage(nodes, done)).toEqual([])
    expect(nodesMissingImage(nodes, [{ nodeId: 'n1', imageId: 'i1' }])).toEqual(['n2'])
    expect(nodesMissingImage(nodes, [{ nodeId: 'n1', imageId: null }])).toEqual(['n1', 'n2'])
  })

  it('B §5: a multi-pose package is ready when every node selection has a crop and options are ready', () => {
    expect(multiPoseIssues({}, done, true)).toEqual([])
    expect(isMultiPoseReady({}, done, true)).toBe(true)
    expect(multiPoseIssues({}, [{ nodeId: 'n1', imageId: 'i1' }], true)).toEqual([
      { kind: 'missingCrop', nodeId: 'n1' },
    ])
  })

  it('B §5: option groups must be ready', () => {
    expect(multiPoseIssues({}, done, false)).toEqual([{ kind: 'optionsNotReady' }])
    expect(isMultiPoseReady({}, done, false)).toBe(false)
  })

  it('B §5: backgrounds must be chosen per node when allowMultipleBackgrounds is set', () => {
    const noBackground = [{ nodeId: 'n1', imageId: 'i1', imageCropId: 'c1' }]
    expect(isMultiPoseReady({ allowMultipleBackgrounds: false }, noBackground, true)).toBe(true)
    expect(multiPoseIssues({ allowMultipleBackgrounds: true }, noBackground, true)).toEqual([
      { kind: 'missingBackground', nodeId: 'n1' },
    ])
    expect(isMultiPoseReady({ allowMultipleBackgrounds: true }, done, true)).toBe(true)
  })
})
