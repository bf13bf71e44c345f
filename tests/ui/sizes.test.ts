import { describe, expect, test } from 'vitest'
import { scaleSizes, sizesOf } from '../../ui/photos/sizes'

// Issue 17 point 4: `sizes` says how wide each layout shows a photo, so the browser downloads the narrowest file
// that fills it.

describe('sizesOf', () => {
  test.each([
    ['one length for every screen', [[0, '80px']], '80px'],
    [
      'the gallery grid: widest breakpoint first, the phone rule last',
      [
        [0, 'calc(50vw - 22px)'],
        [640, 'calc(33.3vw - 19px)'],
        [1024, 'calc(33.3vw - 123px)'],
        [1280, '193px'],
      ],
      '(min-width: 1280px) 193px, (min-width: 1024px) calc(33.3vw - 123px), (min-width: 640px) calc(33.3vw - 19px), calc(50vw - 22px)',
    ],
  ] as const)('%s', (_, rules, expected) => {
    expect(sizesOf(rules)).toBe(expected)
  })
})

describe('scaleSizes', () => {
  test.each([
    ['the whole box: unchanged', 1, [[0, '80px']], [[0, '80px']]],
    [
      'a crop shows the photo wider than its box',
      1.25,
      [
        [0, '80px'],
        [640, '50vw'],
      ],
      [
        [0, 'calc(80px * 1.25)'],
        [640, 'calc(50vw * 1.25)'],
      ],
    ],
    ['rounded to a hundredth', 0.33333, [[0, '100px']], [[0, 'calc(100px * 0.33)']]],
  ] as const)('%s', (_, factor, rules, expected) => {
    expect(scaleSizes(rules, factor)).toEqual(expected)
  })
})
