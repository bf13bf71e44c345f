import fc from 'fast-check'
import { describe, expect, it, test } from 'vitest'
import { pictureOf, renditionWidth, scaleSizes, sizesOf, srcSetOf } from '../../../core/srcset'

// Issue 17 point 4: photos sized for the screen. `srcset` lists every rendition with its width; `sizes` says how wide
// the layout shows the photo, so the browser downloads the narrowest file that fills it.

const file = (name: string, width: number) => ({ url: `/media/photos/1/${name}?s=x`, width })

describe('srcSetOf', () => {
  test.each([
    ['nothing', [], ''],
    ['one file', [file('small.jpg', 256)], '/media/photos/1/small.jpg?s=x 256w'],
    [
      'narrowest first, whatever the order given',
      [file('large.jpg', 819), file('small.jpg', 256), file('grid.jpg', 384)],
      '/media/photos/1/small.jpg?s=x 256w, /media/photos/1/grid.jpg?s=x 384w, /media/photos/1/large.jpg?s=x 819w',
    ],
    [
      'a width listed twice (a small original) keeps the first file',
      [file('medium.jpg', 600), file('large.jpg', 600)],
      '/media/photos/1/medium.jpg?s=x 600w',
    ],
    ['a width of 0 is no candidate', [file('small.jpg', 0)], ''],
  ])('%s', (_, files, expected) => {
    expect(srcSetOf(files)).toBe(expected)
  })

  it('property: every width once, ascending, each a candidate of the files given', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            url: fc.stringMatching(/^\/media\/photos\/[a-z0-9-]{1,12}\.(jpg|webp)$/),
            width: fc.integer({ min: 1, max: 4000 }),
          }),
        ),
        (files) => {
          const widths = srcSetOf(files)
            .split(', ')
            .filter(Boolean)
            .map((c) => Number(c.slice(c.lastIndexOf(' ') + 1, -1)))
          expect(widths).toEqual([...new Set(files.map((f) => f.width))].sort((a, b) => a - b))
        },
      ),
    )
  })
})

describe('pictureOf', () => {
  it('the fallback src as given, a srcset for the own format and one for WebP', () => {
    const sources = {
      type: 'image/png',
      files: [file('knockout-small.png', 256), file('knockout-grid.png', 384)],
      webp: [file('knockout-small.webp', 256), file('knockout-grid.webp', 384)],
    }
    expect(pictureOf('/k.png', sources)).toEqual({
      src: '/k.png',
      srcSet: '/media/photos/1/knockout-small.png?s=x 256w, /media/photos/1/knockout-grid.png?s=x 384w',
      webpSrcSet: '/media/photos/1/knockout-small.webp?s=x 256w, /media/photos/1/knockout-grid.webp?s=x 384w',
    })
  })

  it('without sources (an answer of an older server): only the src', () => {
    expect(pictureOf('/a.jpg', null)).toEqual({ src: '/a.jpg', srcSet: '', webpSrcSet: '' })
  })
})

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

describe('renditionWidth (renditions are never enlarged, docs/photos.md)', () => {
  test.each([
    [{ width: 1200, height: 1500 }, 480, 384],
    [{ width: 2400, height: 1200 }, 480, 480],
    [{ width: 600, height: 400 }, 1024, 600],
    [{ width: 0, height: 0 }, 480, 0],
  ])('%o at %i px: %i wide', (photo, edge, width) => {
    expect(renditionWidth(photo, edge)).toBe(width)
  })
})
