import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import {
  sortEligibleFirst,
  toggleSelection,
  yearbookEligible,
  yearbookSettings,
  yearbookView,
} from '../../core/yearbook'

const slug = fc.constantFrom('headshot', 'group', 'candid')
const photos = fc.array(fc.record({ id: fc.nat(), tags: fc.uniqueArray(slug) }), { maxLength: 12 })
const rules = fc.array(
  fc.record({
    scope: fc.constantFrom('yearbook', 'product'),
    rule: fc.constantFrom('filter', 'exclude'),
    operator: fc.constantFrom('ANY', 'ALL'),
    tags: fc.uniqueArray(slug, { minLength: 1 }),
  }),
  { maxLength: 3 },
)
const stage = fc.record({
  yearbookSelectionRequired: fc.boolean(),
  minYearbookSelections: fc.nat({ max: 5 }),
  maxYearbookSelections: fc.nat({ max: 5 }),
})

describe('B §4 yearbook properties', () => {
  test.prop([photos, rules])('B §4 yearbook: eligible first is a stable permutation', (list, r) => {
    const sorted = sortEligibleFirst(list, r)
    const eligible = list.filter((p) => yearbookEligible(p, r))
    expect(sorted).toEqual([...eligible, ...list.filter((p) => !yearbookEligible(p, r))])
    expect(sorted).toHaveLength(list.length)
  })

  test.prop([stage, fc.array(fc.nat({ max: 8 }), { maxLength: 20 }), fc.boolean()])(
    'B §5 yearbook: toggling never exceeds the limit; confirm needs the required count',
    (s, clicks, loading) => {
      const settings = yearbookSettings(s)
      let selected: number[] = []
      for (const id of clicks) {
        selected = toggleSelection(selected, id, settings, true)
        expect(selected.length).toBeLessThanOrEqual(settings.limit)
      }
      const view = yearbookView(settings, selected.length, loading)
      expect(view.canAdd).toBe(selected.length < settings.limit)
      if (view.action === 'confirm' && view.actionEnabled) {
        expect(selected.length).toBeGreaterThanOrEqual(settings.selectionsRequired)
      }
      if (loading) expect(view.actionEnabled).toBe(false)
    },
  )
})
