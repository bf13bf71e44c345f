import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { promotionLabel } from '../../core/promotions'

describe('B §5 other: promotion label properties', () => {
  it('B §5 other: a saving is positive and never more than retail; free only at a zero price', () => {
    const money = fc.integer({ min: 0, max: 50_000_000 })
    fc.assert(
      fc.property(money, fc.option(money, { nil: null }), (retail, promo) => {
        const label = promotionLabel(retail, promo)
        if (label.kind === 'saving') {
          expect(label.amount).toBeGreaterThan(0)
          expect(label.amount).toBeLessThanOrEqual(retail)
          expect(retail - label.amount).toBe(promo)
        }
        expect(label.kind === 'free').toBe(retail === 0 || promo === 0)
      }),
    )
  })
})
