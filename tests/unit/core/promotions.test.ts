import { describe, expect, it } from 'vitest'
import { priceLabel, promotionLabel, shippingPromotionProgress } from '../../../core/promotions'

describe('B §5 other: promotion label', () => {
  it('B §5 other: the saving when the promo cost is below retail', () => {
    expect(promotionLabel(1_000_000, 750_000)).toEqual({ kind: 'saving', amount: 250_000 })
  })

  it('B §5 other: Special when the promo cost is not below retail or absent', () => {
    expect(promotionLabel(1_000_000, 1_000_000)).toEqual({ kind: 'special' })
    expect(promotionLabel(1_000_000, 1_200_000)).toEqual({ kind: 'special' })
    expect(promotionLabel(1_000_000, null)).toEqual({ kind: 'special' })
    expect(promotionLabel(1_000_000, undefined)).toEqual({ kind: 'special' })
  })

  it('B §5 other: a promo cost of zero reads Free', () => {
    expect(promotionLabel(1_000_000, 0)).toEqual({ kind: 'free' })
  })

  it('B §5 other: a product-level free price reads Free', () => {
    expect(promotionLabel(0, null)).toEqual({ kind: 'free' })
    expect(priceLabel(0)).toEqual({ kind: 'free' })
    expect(priceLabel(1_999_000)).toEqual({ kind: 'price', amount: 1_999_000 })
  })
})

describe('B §2 shipping promotion view: threshold progress', () => {
  it('says what is still to add below the threshold', () => {
    expect(shippingPromotionProgress(7_500_000, 4_300_000)).toEqual({ reached: false, remaining: 3_200_000 })
    expect(shippingPromotionProgress(7_500_000, 0)).toEqual({ reached: false, remaining: 7_500_000 })
  })

  it('is reached at and above the threshold', () => {
    expect(shippingPromotionProgress(7_500_000, 7_500_000)).toEqual({ reached: true })
    expect(shippingPromotionProgress(7_500_000, 9_000_000)).toEqual({ reached: true })
  })
})
