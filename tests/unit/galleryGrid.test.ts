import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstRowTiles, GALLERY_FIRST_ROW } from '../../ui/photos/grid'

// Issue 17 point 4: "the first visible row eager with fetchpriority=high, lazy below": the row as the grid lays it
// out (two columns on a phone, three from Tailwind's sm, 40rem, four from its xl, 80rem: GalleryImagesPage.tsx).
/** Which `(min-width: Nrem)` queries match a screen `width` px wide with a default font of `rootPx`. */
const screen =
  (width: number, rootPx = 16) =>
  (media: string) =>
    width >= Number(/\(min-width: ([\d.]+)rem\)/.exec(media)?.[1] ?? Number.NaN) * rootPx

describe("the gallery grid's first row", () => {
  it.each([
    [320, 16, 2],
    [390, 16, 2],
    [639, 16, 2],
    [640, 16, 3],
    [1279, 16, 3],
    [1280, 16, 4],
    [2560, 16, 4],
    // A 20 px default font moves the grid's breakpoints to 800 and 1,600 px, and the first row with them.
    [700, 20, 2],
    [800, 20, 3],
    [1500, 20, 3],
  ])('on a %i px screen (default font %i px) holds %i tiles', (width, rootPx, tiles) => {
    expect(firstRowTiles(screen(width, rootPx))).toBe(tiles)
  })

  it("preloads, on any screen, exactly the tiles of that screen's first row (each preload's media)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.constantFrom(12, 16, 20, 24), (width, rootPx) => {
        const matches = screen(width, rootPx)
        const preloaded = GALLERY_FIRST_ROW.tiles.filter((media) => media === null || matches(media)).length
        expect(preloaded).toBe(firstRowTiles(matches))
      }),
    )
    // In order, so a phone's row comes first.
    expect(GALLERY_FIRST_ROW.tiles).toEqual([null, null, '(min-width: 40rem)', '(min-width: 80rem)'])
  })
})
