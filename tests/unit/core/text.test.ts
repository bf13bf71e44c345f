import { describe, expect, test } from 'vitest'
import { categoryDescription, fillPlaceholders, fillSentences, galleryLabel, truncate } from '../../../core/text'

describe('B §9 truncation', () => {
  test.each([
    ['a short text stays', 'Portraits', 20, 'Portraits'],
    ['exactly the limit stays', 'abcde', 5, 'abcde'],
    ['the ellipsis counts toward the limit', 'abcdef', 5, 'abcd…'],
    ['trailing spaces go before the ellipsis', 'abc   def', 5, 'abc…'],
    ['emoji are never split', '😀😀😀😀😀😀', 3, '😀😀…'],
    ['a zero limit gives nothing', 'abc', 0, ''],
  ])('B §9 truncation: %s', (_name, text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected)
  })

  test('B §2 catalog views: category description 105, 85 with a thumbnail', () => {
    const long = 'x'.repeat(200)
    expect(Array.from(categoryDescription(long, false))).toHaveLength(105)
    expect(Array.from(categoryDescription(long, true))).toHaveLength(85)
    expect(categoryDescription('short', true)).toBe('short')
  })

  test('B §2 photo views: gallery label truncated to 50', () => {
    expect(galleryLabel('g'.repeat(51))).toBe(`${'g'.repeat(49)}…`)
    expect(galleryLabel('g'.repeat(50))).toBe('g'.repeat(50))
  })
})

describe('B §4 welcome text placeholders', () => {
  const values = {
    subjectName: 'Sam Lee',
    firstName: 'Sam',
    lastName: 'Lee',
    sessionName: 'Spring 2025',
    clientName: 'Hillside School',
    date: 'Friday, 4 April 2025',
    time: '5:00 PM',
    dateTime: 'Friday, 4 April 2025 at 5:00 PM',
  }

  test('B §4 welcome text: every placeholder is filled', () => {
    const template = '{subjectName}|{firstName}|{lastName}|{sessionName}|{clientName}|{date}|{time}|{dateTime}'
    expect(fillPlaceholders(template, values)).toBe(Object.values(values).join('|'))
  })

  test('B §4 welcome text: names are case-insensitive and may hold spaces', () => {
    expect(fillPlaceholders('Hi { FIRSTNAME }!', values)).toBe('Hi Sam!')
  })

  test('B §4 welcome text: a known placeholder without a value becomes empty, unknown braces stay', () => {
    expect(fillPlaceholders('Hi {firstName}{lastName} {unknown}', { lastName: null })).toBe('Hi  {unknown}')
  })
})

describe('issue 16 point 5: welcome sentences without a gap', () => {
  test.each([
    ['a known subject is named', 'Well done {firstName}!', { firstName: 'Mateo' }, 'Well done Mateo!'],
    [
      'an unknown subject reads the fallback',
      'Congratulations to {subjectName} and all!',
      {},
      'Congratulations to your child and all!',
    ],
    [
      'the fallback opening a sentence is capitalised',
      '{firstName} graduates. Hooray!',
      {},
      'Your child graduates. Hooray!',
    ],
    ['a blank name counts as unknown', 'Hi {subjectName}.', { subjectName: '  ' }, 'Hi your child.'],
    ['a sentence with a missing date is left out', 'Welcome! Order before {date}. Enjoy.', {}, 'Welcome! Enjoy.'],
    [
      'lines are kept',
      'Hi {clientName}!\nOrder by {date}.',
      { clientName: 'Oak', date: 'May 1' },
      'Hi Oak!\nOrder by May 1.',
    ],
    ['unknown braces stay', 'Hi {nickname}.', {}, 'Hi {nickname}.'],
  ])('%s', (_name, template, values, expected) => {
    expect(fillSentences(template, values, 'your child')).toBe(expected)
  })
})
