import { describe, expect, test } from 'vitest'
import type { TagRule } from '../../../core/tags'
import {
  sortEligibleFirst,
  toggleSelection,
  yearbookEligible,
  yearbookSettings,
  yearbookView,
} from '../../../core/yearbook'

const headshots: TagRule[] = [{ scope: 'yearbook', rule: 'filter', operator: 'ANY', tags: ['headshot'] }]
const photo = (id: number, ...slugs: string[]) => ({ id, tags: slugs.map((slug) => ({ slug })) })

describe('B §9 yearbook defaults', () => {
  test('B §9 yearbook: defaults are required, 1 selection required, limit 1', () => {
    expect(yearbookSettings({})).toEqual({ required: true, selectionsRequired: 1, limit: 1 })
  })

  test('B §4 yearbook: stage values win over defaults', () => {
    expect(
      yearbookSettings({ yearbookSelectionRequired: false, minYearbookSelections: 2, maxYearbookSelections: 4 }),
    ).toEqual({ required: false, selectionsRequired: 2, limit: 4 })
  })

  test('B §4 yearbook: the limit never falls below the required count; invalid counts use defaults', () => {
    expect(yearbookSettings({ minYearbookSelections: 3, maxYearbookSelections: 1 }).limit).toBe(3)
    expect(yearbookSettings({ minYearbookSelections: -1, maxYearbookSelections: 1.5 })).toEqual({
      required: true,
      selectionsRequired: 1,
      limit: 1,
    })
    expect(yearbookSettings({ minYearbookSelections: 0, maxYearbookSelections: null }).selectionsRequired).toBe(0)
  })
})

describe('B §5 yearbook eligibility', () => {
  test('B §5 yearbook: images pass only the yearbook tag rules', () => {
    const productRule: TagRule = { scope: 'product', rule: 'filter', operator: 'ANY', tags: ['group'] }
    expect(yearbookEligible(photo(1, 'headshot'), [...headshots, productRule])).toBe(true)
    expect(yearbookEligible(photo(2, 'group'), headshots)).toBe(false)
    expect(yearbookEligible(photo(3), undefined)).toBe(true)
  })

  test('B §4 yearbook: eligible images sort first, each part keeping its order', () => {
    const photos = [photo(1), photo(2, 'headshot'), photo(3), photo(4, 'headshot')]
    expect(sortEligibleFirst(photos, headshots).map((p) => p.id)).toEqual([2, 4, 1, 3])
  })
})

describe('B §4 yearbook screen', () => {
  const required = yearbookSettings({ minYearbookSelections: 2, maxYearbookSelections: 3 })
  const optional = yearbookSettings({ yearbookSelectionRequired: false })

  test.each([
    [
      'fewer than required disables confirm',
      required,
      1,
      false,
      { canAdd: true, action: 'confirm', actionEnabled: false, showLimit: true },
    ],
    [
      'the required count enables confirm',
      required,
      2,
      false,
      { canAdd: true, action: 'confirm', actionEnabled: true, showLimit: true },
    ],
    [
      'at the limit nothing more can be added',
      required,
      3,
      false,
      { canAdd: false, action: 'confirm', actionEnabled: true, showLimit: true },
    ],
    [
      'loading disables confirm',
      required,
      2,
      true,
      { canAdd: true, action: 'confirm', actionEnabled: false, showLimit: true },
    ],
    [
      'optional and nothing chosen offers skip',
      optional,
      0,
      false,
      { canAdd: true, action: 'skip', actionEnabled: true, showLimit: false },
    ],
    [
      'optional with a choice confirms',
      optional,
      1,
      false,
      { canAdd: false, action: 'confirm', actionEnabled: true, showLimit: false },
    ],
  ] as const)('B §4 yearbook: %s', (_name, settings, selected, loading, expected) => {
    expect(yearbookView(settings, selected, loading)).toEqual(expected)
  })

  test('B §5 yearbook: the selection cannot exceed the limit; ineligible photos cannot be added', () => {
    const settings = yearbookSettings({ maxYearbookSelections: 2, minYearbookSelections: 1 })
    expect(toggleSelection([1], 2, settings, true)).toEqual([1, 2])
    expect(toggleSelection([1, 2], 3, settings, true)).toEqual([1, 2])
    expect(toggleSelection([1], 3, settings, false)).toEqual([1])
    expect(toggleSelection([1, 2], 1, settings, true)).toEqual([2])
  })
})
