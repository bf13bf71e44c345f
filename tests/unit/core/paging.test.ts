import { describe, expect, test } from 'vitest'
import {
  clampPage,
  favouritesColumns,
  MAX_PAGE_BUTTONS,
  PAGE_SIZES,
  pageCount,
  pageItems,
  pagination,
  previewWidth,
} from '../../../core/paging'

describe('B §9 page sizes', () => {
  test('B §9 paging: image chooser 16, galleries and yearbook 40, favourites 6, 5 buttons', () => {
    expect(PAGE_SIZES).toEqual({ imageChooser: 16, galleryList: 40, galleryImages: 40, yearbook: 40, favourites: 6 })
    expect(MAX_PAGE_BUTTONS).toBe(5)
  })

  test.each([
    [0, 40, 1],
    [40, 40, 1],
    [41, 40, 2],
    [100, 16, 7],
    [10, 0, 1],
  ])('B §9 paging: %i items at %i per page make %i pages', (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected)
  })

  test.each([
    [0, 5, 1],
    [7, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [3, 0, 1],
  ])('B §9 paging: page %d of %i is clamped to %i', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected)
  })

  test('B §9 paging: the favourites page of 6 starting at page 1', () => {
    const items = Array.from({ length: 14 }, (_, i) => i)
    expect(pageItems(items, 1, PAGE_SIZES.favourites)).toEqual([0, 1, 2, 3, 4, 5])
    expect(pageItems(items, 3, PAGE_SIZES.favourites)).toEqual([12, 13])
    expect(pageItems(items, 9, PAGE_SIZES.favourites)).toEqual([12, 13])
  })
})

describe('B §2 pagination controls', () => {
  test.each([
    ['one page hides pagination', 1, 40, { pages: [1], visible: false, showJumps: false }],
    ['two pages show pagination without jumps', 1, 80, { pages: [1, 2], visible: true, showJumps: false }],
    ['five pages show no jumps', 3, 200, { pages: [1, 2, 3, 4, 5], visible: true, showJumps: false }],
    ['six pages show jumps', 1, 240, { pages: [1, 2, 3, 4, 5], visible: true, showJumps: true }],
    ['the window centres on the page', 6, 400, { pages: [4, 5, 6, 7, 8], visible: true, showJumps: true }],
    ['the window stops at the last page', 10, 400, { pages: [6, 7, 8, 9, 10], visible: true, showJumps: true }],
  ])('B §2 photo views: %s', (_name, page, total, expected) => {
    expect(pagination(page, total, 40)).toMatchObject(expected)
  })

  test('B §2 photo views: the current page and page count are reported', () => {
    expect(pagination(99, 100, 40)).toMatchObject({ page: 3, pageCount: 3 })
  })
})

describe('B §9 grid and preview layout', () => {
  test.each([
    [0, 2],
    [2, 2],
    [3, 3],
    [30, 3],
  ])('B §9 favourites: %i photos use %i columns', (count, columns) => {
    expect(favouritesColumns(count)).toBe(columns)
  })

  test.each([
    [390, 390],
    [767, 767],
    [768, 668],
    [900, 800],
    [1920, 850],
    [30, 30],
  ])('B §2 image preview (issue 16: edge to edge under 768 px): a %i px viewport gives %i px', (viewport, width) => {
    expect(previewWidth(viewport)).toBe(width)
  })
})
