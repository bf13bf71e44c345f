import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstRowTiles, GALLERY_FIRST_ROW } from '../../ui/photos/grid'

// Issue 17 point 4: "the first visible row eager with fetchpriority=high, lazy below" — the row as the grid lays it out
// at the screen's width (two columns on a phone, three from 640 px, four from 1280 px: ui/photos/GalleryImagesPage.tsx).
describe("the gallery grid's first row", () => {
  it.each([
    [320, 2],
    [390, 2],
    [639, 2],
    [640, 3],
    [1024, 3],
    [1279, 3],
    [1280, 4],
    [2560, 4],
  ])('at %i px holds %i tiles', (width, tiles) => {
    expect(firstRowTiles(width)).toBe(tiles)
  })

  it("preloads, at any width, exactly the tiles of that width's first row (each preload's media)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (width) => {
        const preloaded = GALLERY_FIRST_ROW.tiles.filter((from) => width >= from).length
        expect(preloaded).toBe(firstRowTiles(width))
      }),
    )
    // The tiles in order, so the first ones are the phone's row.
    expect(GALLERY_FIRST_ROW.tiles).toEqual([0, 0, 640, 1280])
  })
})
