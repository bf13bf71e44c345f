import { describe, expect, it } from 'vitest'
import { effectiveRetail, itemPrice, optionsAmount } from '../../../core/itemPrice'

const print = { retailAmount: 1_800_000 }

describe('C §3 order item price', () => {
  it('B §5 other, B §2: the unit price is the lowest of retail, a promotion cost and an active discount', () => {
    expect(effectiveRetail(print)).toBe(1_800_000)
    expect(effectiveRetail({ ...print, isPromotional: true, parameters: { promotion: { cost: 0 } } })).toBe(0)
    expect(effectiveRetail({ ...print, isPromotional: true, parameters: { promotion: { cost: 2_000_000 } } })).toBe(
      1_800_000,
    )
    // Interpretation: a promotion counts only on a promotional product.
    expect(effectiveRetail({ ...print, parameters: { promotion: { cost: 100 } } })).toBe(1_800_000)
    const discounts = [
      { active: true, cost: 1_500_000 },
      { active: false, cost: 1_000_000 },
      { active: true, cost: 1_600_000 },
    ]
    expect(effectiveRetail({ ...print, parameters: { discounts } })).toBe(1_500_000)
    expect(effectiveRetail({ ...print, parameters: null })).toBe(1_800_000)
  })

  it('B §5: a group with a value adds its own amount and its chosen options’; an empty group adds nothing', () => {
    const groups = [
      { id: 'finish', productOptions: [{ id: 'lustre' }, { id: 'metallic', retailAmount: 400_000 }] },
      {
        id: 'retouching',
        productOptions: [
          { id: 'blemish', retailAmount: 600_000 },
          { id: 'glare', retailAmount: 800_000 },
        ],
      },
      { id: 'name', retailAmount: 300_000 },
      { id: 'message', retailAmount: 100_000 },
    ]
    const values = {
      finish: { value: 'metallic' },
      retouching: { value: ['blemish', 'glare'] },
      name: { value: 'Emma' },
      message: { value: '  ' },
    }
    expect(optionsAmount(groups, values)).toBe(2_100_000)
    expect(optionsAmount(groups, {})).toBe(0)
    expect(optionsAmount([{ id: 7, productOptions: [{ id: 1, retailAmount: null }] }], { 7: { value: 1 } })).toBe(0)
  })

  it('C §3: subTotal is the line price at the effective unit price plus extras per unit; original at retail', () => {
    expect(itemPrice(print, 2, 300_000)).toEqual({ subTotal: 4_200_000, originalSubTotal: 4_200_000 })
    const sale = { ...print, parameters: { discounts: [{ active: true, cost: 1_500_000 }] } }
    expect(itemPrice(sale, 2, 0)).toEqual({ subTotal: 3_000_000, originalSubTotal: 3_600_000 })
    const volume = {
      retailAmount: 1_000_000,
      pricingStrategy: 'volume' as const,
      productCostTiers: [{ quantityFrom: 3, quantityTo: null, cost: 850_000 }],
    }
    expect(itemPrice(volume, 4, 100_000)).toEqual({ subTotal: 3_800_000, originalSubTotal: 3_800_000 })
  })
})
