import { describe, expect, it } from 'vitest'
import { hasDigitalItems, offersDownloads } from '../../../core/downloads'
import type { ProductType } from '../../../core/schemas/productSet'

const item = (type: ProductType, children: ProductType[] = []) => ({
  type,
  orderItems: children.map((child) => ({ type: child })),
})

describe('C §2 order complete: digital items and "view order and downloads"', () => {
  it.each([
    ['a single digital image', [item('digital')], true],
    ['every digital image', [item('digitalBulk')], true],
    ['a digital image chosen inside a package', [item('package', ['custom', 'digital'])], true],
    ['prints only', [item('custom'), item('package', ['custom'])], false],
    ['nothing', [], false],
  ])('%s: %s', (_, items, digital) => {
    expect(hasDigitalItems(items)).toBe(digital)
  })

  it('a pre-order offers no downloads, even with digital items; a re-order with them does', () => {
    expect(offersDownloads({ isPreOrder: true, orderItems: [item('digital')] })).toBe(false)
    expect(offersDownloads({ isPreOrder: false, orderItems: [item('digital')] })).toBe(true)
    expect(offersDownloads({ isPreOrder: false, orderItems: [item('custom')] })).toBe(false)
  })
})
