import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type ByoChild,
  type ByoPackage,
  type ByoSelection,
  childQuantityLimit,
  creditsUsed,
  extraCreditCost,
  isChildSelectable,
} from '../../core/credits'

const child = (id: string): fc.Arbitrary<ByoChild> =>
  fc.record({
    id: fc.constant(id),
    type: fc.constantFrom('custom', 'bundle', 'digitalBulk', 'digital', 'direct_fulfillment', 'package'),
    productCost: fc.integer({ min: 0, max: 6 }),
    quantityLimit: fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }),
    isMandatory: fc.boolean(),
  })

const byoPackage = (additionalCreditCost: fc.Arbitrary<number | null>): fc.Arbitrary<ByoPackage> =>
  fc.record({
    productQuantity: fc.integer({ min: 0, max: 30 }),
    additionalCreditCost,
    products: fc.tuple(child('p0'), child('p1'), child('p2'), child('p3')),
  })

// A shopper's session: each step adds a selection of one child or re-edits an earlier one, asking for any quantity;
// the package then grants at most what childQuantityLimit allows, and only for selectable children.
type Move = { productIndex: number; editIndex: number | null; wish: number }
const steps: fc.Arbitrary<Move[]> = fc.array(
  fc.record({ productIndex: fc.nat(3), editIndex: fc.option(fc.nat(20), { nil: null }), wish: fc.nat(12) }),
  { maxLength: 25 },
)

function play(pkg: ByoPackage, moves: readonly Move[], check: (selections: ByoSelection[]) => void) {
  const selections: ByoSelection[] = []
  for (const [index, move] of moves.entries()) {
    const edited = move.editIndex === null ? undefined : selections[move.editIndex]
    const product = pkg.products.find((p) => p.id === edited?.productId) ?? pkg.products[move.productIndex]
    if (product === undefined) continue
    const limit = childQuantityLimit(pkg, product, selections, edited?.id)
    const quantity = Math.min(move.wish, limit ?? move.wish)
    if (edited) edited.quantity = quantity
    else if (quantity > 0 && isChildSelectable(pkg, product, selections)) {
      selections.push({ id: `s${index}`, productId: product.id, quantity })
    }
    check(selections)
  }
}

describe('B §5 credits properties', () => {
  it('B §5: without additionalCreditCost the limits never let credits be overspent', () => {
    fc.assert(
      fc.property(byoPackage(fc.constantFrom(null, 0)), steps, (pkg, moves) => {
        play(pkg, moves, (selections) => {
          expect(creditsUsed(pkg, selections)).toBeLessThanOrEqual(pkg.productQuantity)
          expect(extraCreditCost({ ...pkg, additionalCreditCost: 100_000 }, selections)).toBe(0)
        })
      }),
    )
  })

  it('B §5: a child whose cost exceeds the remaining credits is neither selectable nor addable', () => {
    fc.assert(
      fc.property(byoPackage(fc.constant(null)), steps, (pkg, moves) => {
        play(pkg, moves, (selections) => {
          for (const product of pkg.products) {
            const fits = product.productCost <= pkg.productQuantity - creditsUsed(pkg, selections)
            expect(isChildSelectable(pkg, product, selections)).toBe(fits)
            if (!fits) expect(childQuantityLimit(pkg, product, selections)).toBe(0)
          }
        })
      }),
    )
  })

  it('B §5, C §9: extra credit cost is zero at or under productQuantity and never negative', () => {
    const selections = fc.array(
      fc.record({ productId: fc.constantFrom('p0', 'p1', 'p2', 'p3'), quantity: fc.nat(10) }),
      { maxLength: 8 },
    )
    fc.assert(
      fc.property(byoPackage(fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null })), selections, (pkg, s) => {
        const cost = extraCreditCost(pkg, s)
        expect(cost).toBeGreaterThanOrEqual(0)
        if (creditsUsed(pkg, s) <= pkg.productQuantity) expect(cost).toBe(0)
      }),
    )
  })
})
