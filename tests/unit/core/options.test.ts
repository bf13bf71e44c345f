import { describe, expect, test } from 'vitest'
import {
  chooseOption,
  chosenOptionIds,
  cleanOptionValues,
  cleanValue,
  emptyOption,
  groupPlaceholder,
  isBlank,
  isGroupReady,
  notesPlaceholder,
  type OptionGroup,
  offeredOptions,
  optionsReady,
  remainingCharacters,
  textareaRows,
  valueShape,
  visibleGroups,
} from '../../../core/options'

const group = (overrides: Partial<OptionGroup> & { id: OptionGroup['id'] }): OptionGroup => ({
  type: 'text',
  ...overrides,
})

describe('B §3 stored shape per group type', () => {
  test.each([
    ['text', 'text', { value: '', notes: '' }],
    ['textarea', 'text', { value: '', notes: '' }],
    ['select', 'single', { value: null, notes: '' }],
    ['image', 'single', { value: null, notes: '' }],
    ['background', 'single', { value: null, notes: '' }],
    ['checkbox', 'multi', { value: [], notes: '' }],
    ['form', 'form', { value: {}, notes: '' }],
    ['something-new', 'text', { value: '', notes: '' }],
  ])('B §3 stored shape: %s holds a %s value', (type, shape, empty) => {
    expect(valueShape(type)).toBe(shape)
    expect(emptyOption(type)).toEqual(empty)
  })

  test('C §4 stored shape: single choice replaces the chosen id and keeps notes', () => {
    const first = chooseOption('select', { value: null, notes: 'left side' }, 'o1')
    expect(first).toEqual({ value: 'o1', notes: 'left side' })
    expect(chooseOption('select', first, 'o2')).toEqual({ value: 'o2', notes: 'left side' })
  })

  test('C §4 stored shape: multi choice toggles ids in a list', () => {
    const one = chooseOption('checkbox', undefined, 'a')
    const two = chooseOption('checkbox', one, 2)
    expect(two).toEqual({ value: ['a', 2], notes: '' })
    expect(chooseOption('checkbox', two, 'a')).toEqual({ value: [2], notes: '' })
  })

  test('B §3 stored shape: chosen ids of each shape', () => {
    expect(chosenOptionIds({ value: 'x' })).toEqual(['x'])
    expect(chosenOptionIds({ value: 4 })).toEqual([4])
    expect(chosenOptionIds({ value: [1, 2] })).toEqual([1, 2])
    expect(chosenOptionIds({ value: null })).toEqual([])
    expect(chosenOptionIds({ value: { a: 'b' } })).toEqual([])
    expect(chosenOptionIds(undefined)).toEqual([])
  })
})

describe('B §5 option group readiness', () => {
  test.each([
    ['undefined', undefined, true],
    ['null', null, true],
    ['empty string', '', true],
    ['whitespace-only text', '  \n', true],
    ['empty list', [], true],
    ['object of blanks', { a: ' ', b: null, c: [] }, true],
    ['text', 'Sam', false],
    ['option id 0', 0, false],
    ['false', false, false],
    ['list with an id', ['a'], false],
    ['object with a value', { a: 'x' }, false],
  ])('B §5 option groups: %s is blank = %s', (_name, value, expected) => {
    expect(isBlank(value)).toBe(expected)
  })

  test('B §5 option groups: a required group needs a non-empty value', () => {
    const required = group({ id: 'g', required: true })
    expect(isGroupReady(required, undefined)).toBe(false)
    expect(isGroupReady(required, { value: '   ' })).toBe(false)
    expect(isGroupReady(required, { value: 'Sam' })).toBe(true)
    expect(isGroupReady({ ...required, type: 'checkbox' }, { value: [] })).toBe(false)
  })

  test('B §5 option groups: an optional group is always ready', () => {
    expect(isGroupReady(group({ id: 'g' }), undefined)).toBe(true)
  })
})

describe('B §5 option group dependencies', () => {
  const colour = group({ id: 'colour', type: 'select', required: true })
  const frame = group({ id: 'frame', type: 'checkbox', required: true })
  const engraving = group({ id: 'engraving', required: true })
  const groups = [colour, frame, engraving]
  const dependencies = [
    { group: 'frame', optionGroup: 'colour', options: ['gold', 'silver'] },
    { group: 'engraving', optionGroup: 'frame', options: ['wood'] },
  ]

  test('B §5 option groups: a dependent group shows only when its parent has a listed option chosen', () => {
    expect(visibleGroups(groups, dependencies, {})).toEqual([colour])
    expect(visibleGroups(groups, dependencies, { colour: { value: 'black' } })).toEqual([colour])
    expect(visibleGroups(groups, dependencies, { colour: { value: 'gold' } })).toEqual([colour, frame])
  })

  test('B §5 option groups: dependencies chain through hidden parents', () => {
    const values = { colour: { value: 'black' }, frame: { value: ['wood'] } }
    expect(visibleGroups(groups, dependencies, values)).toEqual([colour])
    expect(visibleGroups(groups, dependencies, { ...values, colour: { value: 'silver' } })).toEqual(groups)
  })

  test('B §5 option groups: without dependencies every group shows', () => {
    expect(visibleGroups(groups, undefined, {})).toEqual(groups)
  })

  test('B §5 option groups: a dependency cycle never shows', () => {
    const cycle = [
      { group: 'colour', optionGroup: 'frame', options: ['x'] },
      { group: 'frame', optionGroup: 'colour', options: ['y'] },
    ]
    expect(visibleGroups(groups, cycle, { colour: { value: 'y' }, frame: { value: ['x'] } })).toEqual([engraving])
  })

  test('B §5 option groups: a group with several dependency entries needs all of them', () => {
    const both = [...dependencies, { group: 'engraving', optionGroup: 'colour', options: ['gold'] }]
    const values = { colour: { value: 'silver' }, frame: { value: ['wood'] } }
    expect(visibleGroups(groups, both, values)).toEqual([colour, frame])
    expect(visibleGroups(groups, both, { ...values, colour: { value: 'gold' } })).toEqual(groups)
  })

  test('B §5 option groups: hidden required groups do not count for readiness', () => {
    expect(optionsReady(groups, dependencies, { colour: { value: 'black' } })).toBe(true)
    expect(optionsReady(groups, dependencies, { colour: { value: 'gold' } })).toBe(false)
    expect(optionsReady(groups, dependencies, { colour: { value: 'gold' }, frame: { value: ['metal'] } })).toBe(true)
    expect(optionsReady(groups, dependencies, {})).toBe(false)
  })
})

describe('B §5 option value cleaning', () => {
  test('B §5 option groups: strings are trimmed, empty strings dropped', () => {
    expect(cleanValue('  Sam ')).toBe('Sam')
    expect(cleanValue('   ')).toBeUndefined()
  })

  test('C §5 option values: empty and all-blank objects are dropped, lists and null kept inside values', () => {
    const payload = {
      name: { value: ' Sam ', notes: '  ' },
      colour: { value: null, notes: '' },
      frame: { value: [], notes: '' },
      sizes: { value: ['a', ' ', { x: '' }], notes: 'n' },
      empty: {},
      nested: { a: { b: '  ' } },
      count: 0,
      flag: false,
    }
    expect(cleanOptionValues(payload)).toEqual({
      name: { value: 'Sam' },
      sizes: { value: ['a'], notes: 'n' },
      count: 0,
      flag: false,
    })
  })

  test('C §5 option values: a blank payload cleans to an empty object', () => {
    expect(cleanOptionValues({ a: '', b: { c: null } })).toEqual({})
  })
})

describe('C §5 offered options and input texts', () => {
  const options = [
    { id: 'free', retailAmount: 0 },
    { id: 'none' },
    { id: 'paid', retailAmount: 100_000 },
    { id: 'chosen-paid', retailAmount: 200_000 },
  ]

  test('C §5 image options: choice groups offer only free or already chosen options', () => {
    expect(offeredOptions(options, { value: 'chosen-paid' }).map((o) => o.id)).toEqual(['free', 'none', 'chosen-paid'])
    expect(offeredOptions(options, undefined).map((o) => o.id)).toEqual(['free', 'none'])
  })

  test('C §5 image options: the placeholder is marked optional when the group is not required', () => {
    expect(groupPlaceholder(group({ id: 'g', parameters: { placeholder: 'Name' } }))).toEqual({
      text: 'Name',
      optional: true,
    })
    expect(groupPlaceholder(group({ id: 'g', required: true }))).toEqual({ text: '', optional: false })
  })

  test('C §5 option values: remaining characters for a characterLimit', () => {
    const limited = group({ id: 'g', parameters: { characterLimit: 10 } })
    expect(remainingCharacters(limited, 'Sam')).toBe(7)
    expect(remainingCharacters(limited, 'a much longer text')).toBe(0)
    expect(remainingCharacters(group({ id: 'g' }), 'Sam')).toBeNull()
    expect(remainingCharacters(group({ id: 'g', parameters: { characterLimit: 0 } }), 'Sam')).toBeNull()
  })

  test('B §5 option groups: default textarea rows is 3', () => {
    expect(textareaRows(group({ id: 'g', type: 'textarea' }))).toBe(3)
    expect(textareaRows(group({ id: 'g', parameters: { displayRows: 6 } }))).toBe(6)
    expect(textareaRows(group({ id: 'g', parameters: { displayRows: 2.5 } }))).toBe(3)
  })

  test('B §5 option groups: notes placeholder falls back to the default', () => {
    const g = group({ id: 'g', parameters: { notesPlaceholder: 'Group notes' } })
    expect(notesPlaceholder(g, { id: 'o', parameters: { notesPlaceholder: 'Option notes' } })).toBe('Option notes')
    expect(notesPlaceholder(g, { id: 'o' })).toBe('Group notes')
    // The default is a message in the shopper's language (issue 15), options.notes_placeholder.
    expect(notesPlaceholder(group({ id: 'g' }))).toBeNull()
  })
})
