import { describe, expect, it } from 'vitest'
import { PAGE_SIZES, pagination } from '../../../core/paging'
import { pagerView } from '../../../machines/pagerView'
import { photoView } from '../../../machines/photoView'
import { crop } from './photoViewFixtures'

const pager = (page: number, total: number, size: number = PAGE_SIZES.galleryImages) =>
  pagerView(pagination(page, total, size))
const keys = (view: ReturnType<typeof pagerView>) => view.controls.map((c) => c.key)

describe('pagerView (B §2 photo views, B §9 paging constants)', () => {
  it('B §2: pagination shows only with more than one page', () => {
    expect(pager(1, 40)).toEqual({ visible: false, controls: [] })
    expect(pager(1, 0)).toEqual({ visible: false, controls: [] })
    expect(pager(1, 41).visible).toBe(true)
  })

  it('B §2: first, previous, next and last show only with more than 5 pages', () => {
    expect(keys(pager(1, 5 * 40))).toEqual(['p1', 'p2', 'p3', 'p4', 'p5'])
    expect(keys(pager(1, 5 * 40 + 1))).toEqual(['first', 'prev', 'p1', 'p2', 'p3', 'p4', 'p5', 'next', 'last'])
  })

  it('B §9: at most 5 page buttons, around the current page, which is marked', () => {
    const view = pager(120, 10_000)
    const pages = view.controls.filter((c) => c.label.id === 'paging.page')
    expect(pages.map((c) => c.page)).toEqual([118, 119, 120, 121, 122])
    expect(pages.filter((c) => c.current).map((c) => c.page)).toEqual([120])
    expect(pages[0]?.label).toEqual({ id: 'paging.page', values: { page: 118 } })
  })

  it('the jumps ask for pages inside the range: previous stops at 1, next at the last page', () => {
    const at = (page: number) => Object.fromEntries(pager(page, 10_000).controls.map((c) => [c.key, c.page]))
    expect(at(1)).toMatchObject({ first: 1, prev: 1, next: 2, last: 250 })
    expect(at(250)).toMatchObject({ first: 1, prev: 249, next: 250, last: 250 })
    expect(pager(1, 10_000).controls.find((c) => c.key === 'last')?.label).toEqual({ id: 'paging.last' })
  })

  it('B §9: favourites page 6 at a time', () => {
    expect(pager(1, 6, PAGE_SIZES.favourites).visible).toBe(false)
    expect(keys(pager(2, 7, PAGE_SIZES.favourites))).toEqual(['p1', 'p2'])
  })
})

describe('photoView (DESIGN decision 7 renditions, issue 17 point 4)', () => {
  it('offers the small rendition, and every width the API lists as JPEG and as WebP', () => {
    const { image } = crop(1)
    expect(photoView(image)).toEqual({
      src: '/media/photos/1/small.jpg',
      srcSet:
        '/media/photos/1/small.jpg 256w, /media/photos/1/grid.jpg 384w, /media/photos/1/medium.jpg 640w, /media/photos/1/large.jpg 819w',
      webpSrcSet:
        '/media/photos/1/small.webp 256w, /media/photos/1/grid.webp 384w, /media/photos/1/medium.webp 640w, /media/photos/1/large.webp 819w',
      alt: 'Photo 1',
      width: 1200,
      height: 1500,
    })
  })
})
