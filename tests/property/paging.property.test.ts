import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { MAX_PAGE_BUTTONS, pageItems, pagination, previewWidth } from '../../core/paging'

const size = fc.constantFrom(6, 16, 40)

describe('B §9 paging properties', () => {
  test.prop([fc.integer({ min: -5, max: 100 }), fc.nat({ max: 2000 }), size])(
    'B §9 paging: at most 5 consecutive page buttons, containing the current page, within range',
    (page, total, s) => {
      const p = pagination(page, total, s)
      expect(p.pages.length).toBeLessThanOrEqual(MAX_PAGE_BUTTONS)
      expect(p.pages).toContain(p.page)
      expect(p.pages.every((n, i) => n >= 1 && n <= p.pageCount && (i === 0 || n === (p.pages[i - 1] ?? 0) + 1))).toBe(
        true,
      )
      expect(p.pages.length).toBe(Math.min(MAX_PAGE_BUTTONS, p.pageCount))
      expect(p.visible).toBe(p.pageCount > 1)
      expect(p.showJumps).toBe(p.pageCount > MAX_PAGE_BUTTONS)
    },
  )

  test.prop([fc.array(fc.nat(), { maxLength: 200 }), size])('B §9 paging: pages cover every item once', (items, s) => {
    const { pageCount } = pagination(1, items.length, s)
    const all = Array.from({ length: pageCount }, (_, i) => pageItems(items, i + 1, s)).flat()
    expect(all).toEqual(items)
  })

  test.prop([fc.integer({ min: 0, max: 5000 })])('B §9 preview: width within [0, 850] and below the viewport', (w) => {
    const width = previewWidth(w)
    expect(width).toBeGreaterThanOrEqual(0)
    expect(width).toBeLessThanOrEqual(Math.min(850, w))
  })
})
