import fc from 'fast-check'
import { describe, expect, it, test } from 'vitest'
import { pictureOf, renditionWidth, srcSetOf } from '../../../core/srcset'

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
