import { describe, expect, it } from 'vitest'
import type { ShippingPromotion } from '../../../core/schemas/productSet'
import { shippingPromotionsView } from '../../../machines/shippingPromotionsView'
import { expectMessages, uuid } from './dialogFixtures'

const freeShipping: ShippingPromotion = {
  id: uuid(7700),
  label: 'Free shipping',
  description: 'On orders of $50 or more.',
  badgeText: 'FREE',
  minimumSpend: 5_000_000,
}
const plain: ShippingPromotion = {
  ...freeShipping,
  id: uuid(7701),
  description: null,
  badgeText: null,
  minimumSpend: 0,
}

describe('shippingPromotionsView (B §2 shipping promotion view)', () => {
  it('hidden without shipping threshold promotions', () => {
    expect(shippingPromotionsView(null, { shippingPromotions: [] })).toEqual({ visible: false, promotions: [] })
  })

  it('B §2: each promotion with its label, description and badge text, and what is left to add', () => {
    const view = shippingPromotionsView({ subTotal: 3_250_000 }, { shippingPromotions: [freeShipping] })
    expect(view).toEqual({
      visible: true,
      promotions: [
        {
          id: freeShipping.id,
          label: 'Free shipping',
          description: 'On orders of $50 or more.',
          badge: 'FREE',
          reached: false,
          remaining: 1_750_000,
        },
      ],
    })
    expectMessages('shipping.promotion_remaining', 'shipping.promotion_reached')
  })

  it('reached once the sub total is at the threshold; without an order nothing is added yet', () => {
    expect(
      shippingPromotionsView({ subTotal: 5_000_000 }, { shippingPromotions: [freeShipping] }).promotions[0],
    ).toMatchObject({
      reached: true,
      remaining: null,
    })
    expect(shippingPromotionsView(null, { shippingPromotions: [freeShipping] }).promotions[0]?.remaining).toBe(
      5_000_000,
    )
    expect(shippingPromotionsView(null, { shippingPromotions: [plain] }).promotions[0]).toMatchObject({
      reached: true,
      badge: null,
      description: null,
    })
  })
})
