import { describe, expect, test } from 'vitest'
import { type FormField, subjectFormValues } from '../../../core/forms'

const emma = { name: 'Emma Johnson', firstName: 'Emma', lastName: 'Johnson', grade: 'Grade 3', teacher: 'Ms. Rivera' }
const grades = {
  choices: [
    { code: 'K', label: 'Kindergarten' },
    { code: '3', label: 'Grade 3' },
  ],
}
const field = (subjectMapping: string | null, extra: Partial<FormField> = {}): FormField => ({
  id: 'f',
  type: 'text',
  subjectMapping,
  ...extra,
})

describe('issue 16 point 5, B §3 subjectMapping: a new form starts from what the shop knows of the student', () => {
  test.each([
    ['NAME is the full name', field('NAME'), emma, 'Emma Johnson'],
    ['FIRST_NAME', field('FIRST_NAME'), emma, 'Emma'],
    ['LAST_NAME', field('LAST_NAME'), emma, 'Johnson'],
    ['TEACHER', field('TEACHER'), emma, 'Ms. Rivera'],
    ['the text format applies (B §5 uc)', field('FIRST_NAME', { parameters: { textFormat: 'uc' } }), emma, 'EMMA'],
    ['a choice by its label', field('GRADE', { type: 'select', parameters: grades }), emma, '3'],
    ['a choice by its code', field('GRADE', { type: 'radio', parameters: grades }), { ...emma, grade: 'k' }, 'K'],
    [
      'the roster’s "Grade 3" in a shop whose labels are Spanish: by the number of the code',
      field('GRADE', {
        type: 'select',
        parameters: {
          choices: [
            { code: 'K', label: 'Kínder' },
            { code: '3', label: '3.er grado' },
          ],
        },
      }),
      emma,
      '3',
    ],
  ])('%s', (_name, f, subject, expected) => {
    expect(subjectFormValues([f], subject)).toEqual({ f: expected })
  })

  test.each([
    ['no subject (a session code)', field('NAME'), null],
    ['no mapping', field(null), emma],
    ['an unknown value of the subject', field('TEACHER'), { ...emma, teacher: null }],
    ['a blank value', field('TEACHER'), { ...emma, teacher: '  ' }],
    [
      'a grade no choice matches: no silent default',
      field('GRADE', { type: 'select', parameters: grades }),
      { ...emma, grade: 'Grade 9' },
    ],
    [
      'two numbers in the value ("Grade 3/4"): no guess',
      field('GRADE', { type: 'select', parameters: grades }),
      { ...emma, grade: 'Grade 3/4' },
    ],
    ['an unknown mapping', field('SHOE_SIZE'), emma],
  ])('nothing when %s', (_name, f, subject) => {
    expect(subjectFormValues([f], subject)).toEqual({})
  })
})
