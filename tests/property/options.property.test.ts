import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import {
  chooseOption,
  cleanOptionValues,
  cleanValue,
  isBlank,
  offeredOptions,
  optionsReady,
  visibleGroups,
} from '../../core/options'

// Payload-like values: strings with blanks around, ids, null, lists and nested objects.
const text = fc.oneof(fc.constantFrom('', ' ', '\t', ' a ', 'b', '  c d  '), fc.string({ maxLength: 6 }))
const { value: payload } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('value', 'notes', 'a', 'b'), tie('value'), { maxKeys: 3 }),
  ),
}))

describe('C §5 option value cleaning', () => {
  test.prop([payload])('C §5 option values: cleaning is idempotent', (value) => {
    const once = cleanValue(value)
    expect(cleanValue(once)).toEqual(once)
  })

  test.prop([fc.dictionary(fc.string({ maxLength: 4 }), payload, { maxKeys: 4 })])(
    'C §5 option values: a cleaned payload is idempotent and keeps no blank string or blank object',
    (values) => {
      const cleaned = cleanOptionValues(values)
      expect(cleanOptionValues(cleaned)).toEqual(cleaned)
      const walk = (v: unknown): void => {
        if (typeof v === 'string') expect(v).toBe(v.trim())
        if (typeof v === 'string') expect(v).not.toBe('')
        if (Array.isArray(v)) v.forEach(walk)
        else if (v !== null && typeof v === 'object') {
          expect(isBlank(v)).toBe(false)
          Object.values(v).forEach(walk)
        }
      }
      Object.values(cleaned).forEach(walk)
    },
  )
})

describe('B §5 option group properties', () => {
  const ids = fc.constantFrom('g1', 'g2', 'g3', 'g4')
  const groups = fc
    .uniqueArray(ids, { minLength: 1 })
    .map((list) => list.map((id) => ({ id, type: 'select', required: true })))
  const dependencies = fc.array(fc.record({ group: ids, optionGroup: ids, options: fc.subarray(['o1', 'o2', 'o3']) }), {
    maxLength: 4,
  })
  const values = fc.dictionary(ids, fc.record({ value: fc.option(fc.constantFrom('o1', 'o2', 'o3'), { nil: null }) }))

  test.prop([groups, dependencies, values])(
    'B §5 option groups: visible groups are a subset, in order, and readiness checks only them',
    (gs, deps, vals) => {
      const visible = visibleGroups(gs, deps, vals)
      expect(gs.filter((g) => visible.includes(g))).toEqual(visible)
      expect(optionsReady(gs, deps, vals)).toBe(visible.every((g) => !isBlank(vals[g.id]?.value)))
    },
  )

  test.prop([fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 6 })])(
    'B §3 stored shape: toggling a multi-choice option twice restores the list',
    (picks) => {
      let stored = { value: [] as readonly string[], notes: 'n' } as Parameters<typeof chooseOption>[1]
      for (const pick of picks) stored = chooseOption('checkbox', stored, pick)
      const twice = chooseOption('checkbox', chooseOption('checkbox', stored, 'z'), 'z')
      expect(twice).toEqual(stored)
    },
  )

  test.prop([
    fc.array(fc.record({ id: fc.nat({ max: 9 }), retailAmount: fc.nat({ max: 3 }) }), { maxLength: 8 }),
    fc.option(fc.nat({ max: 9 }), { nil: null }),
  ])('C §5 image options: offered options are free or the chosen one', (options, chosen) => {
    for (const o of offeredOptions(options, { value: chosen }))
      expect(o.retailAmount === 0 || o.id === chosen).toBe(true)
  })
})
