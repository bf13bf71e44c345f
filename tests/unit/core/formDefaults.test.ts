import { describe, expect, test } from 'vitest'
import { defaultFormValues, fieldChoices } from '../../../core/forms'

const grade = {
  id: 'grade',
  type: 'select',
  parameters: {
    choices: [
      { code: 'K', label: 'Kindergarten', isDefault: true },
      { code: 1, label: 'Grade 1' },
      { label: 'no code' },
      null,
    ],
  },
}

describe('B §3 form field choices and defaults', () => {
  test('choices keep their code and label; entries without a code are skipped', () => {
    expect(fieldChoices(grade)).toEqual([
      { code: 'K', label: 'Kindergarten', isDefault: true },
      { code: '1', label: 'Grade 1', isDefault: false },
    ])
    expect(fieldChoices({ id: 'x', type: 'select', parameters: { choices: 'K' } })).toEqual([])
    expect(fieldChoices({ id: 'x', type: 'text' })).toEqual([])
  })

  test('a new form starts with the default choice, every default of a multiple choice, and a checkbox as set', () => {
    const fields = [
      grade,
      {
        id: 'extras',
        type: 'multiple_choice',
        parameters: { choices: [{ code: 'a', isDefault: true }, { code: 'b', isDefault: true }, { code: 'c' }] },
      },
      { id: 'consent', type: 'checkbox', parameters: { checked: false } },
      { id: 'name', type: 'text', parameters: {} },
    ]
    expect(defaultFormValues(fields)).toEqual({ grade: 'K', extras: ['a', 'b'], consent: false })
  })
})
