import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PhotoView } from '../../machines/photoView'
import { FIRST_ROW_PATIENCE_MS, firstRowGate } from '../../ui/photos/firstRowGate'
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

describe("the gate the grid's other tiles wait at", () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const photo = (id: string) => ({ id }) as unknown as PhotoView

  it('opens once every photo of the first row has come or failed, and tells its listeners once', () => {
    const gate = firstRowGate()
    const [a, b, c] = [photo('a'), photo('b'), photo('c')]
    gate.expect([a, b])
    const heard: string[] = []
    gate.subscribe(() => heard.push('open'))
    expect(gate.waiting()).toBe(true)
    gate.settle(a)
    gate.settle(a)
    expect([gate.waiting(), heard]).toEqual([true, []])
    // A photo outside the first row changes nothing.
    gate.settle(c)
    expect(gate.waiting()).toBe(true)
    gate.settle(b)
    expect([gate.waiting(), heard]).toEqual([false, ['open']])
    gate.settle(b)
    expect(heard).toEqual(['open'])
  })

  it("waits for the first row of the page shown: another page's row, or none", () => {
    const gate = firstRowGate()
    const [a, b] = [photo('a'), photo('b')]
    gate.expect([a])
    gate.settle(a)
    gate.expect([b])
    expect(gate.waiting()).toBe(true)
    gate.expect([a])
    expect(gate.waiting()).toBe(false)
    gate.expect([])
    expect(gate.waiting()).toBe(false)
  })

  it('gives up waiting after its patience from the first tile that waits: a stalled photo holds no tile longer', () => {
    vi.useFakeTimers()
    const gate = firstRowGate()
    gate.expect([photo('a'), photo('b')])
    let heard = 0
    gate.subscribe(() => heard++)
    gate.subscribe(() => heard++)
    vi.advanceTimersByTime(FIRST_ROW_PATIENCE_MS - 1)
    expect([gate.waiting(), heard]).toEqual([true, 0])
    vi.advanceTimersByTime(1)
    expect([gate.waiting(), heard]).toEqual([false, 2])
  })

  it('stops telling a listener that unsubscribed', () => {
    const gate = firstRowGate()
    const a = photo('a')
    gate.expect([a])
    let heard = 0
    gate.subscribe(() => heard++)()
    gate.settle(a)
    expect(heard).toBe(0)
  })
})
