import { describe, expect, it } from 'vitest'
import {
  type ByoPackage,
  byoIssues,
  childQuantityLimit,
  creditsRemaining,
  creditsUsed,
  extraCreditCost,
  extraCredits,
  isByoReady,
  isChildSelectable,
} from '../../../core/credits'

const print = { id: 'print', type: 'direct_fulfillment', productCost: 2 }
const digital = { id: 'digital', type: 'digital', productCost: 3 }
const custom = { id: 'custom', type: 'custom', productCost: 1 }
const capped = { id: 'capped', type: 'direct_fulfillment', productCost: 1, quantityLimit: 3 }
const mandatory = { id: 'class', type: 'direct_fulfillment', productCost: 1, quantityLimit: 2, isMandatory: true }
const greenScreen = { id: 'gs', type: 'direct_fulfillment', productCost: 2, isGreenScreen: true }
const free = { id: 'free', type: 'digital', productCost: 0 }

const pkg: ByoPackage = { productQuantity: 10, products: [print, digital, custom, capped, free] }
const extra: ByoPackage = { ...pkg, additionalCreditCost: 150_000 }

describe('B §5 build-your-own packages: credits', () => {
  it('B §5: credits used is the sum of productCost times quantity; remaining is productQuantity minus it', () => {
    const chosen = [
      { productId: 'print', quantity: 2 },
      { productId: 'digital', quantity: 1 },
    ]
    expect(creditsUsed(pkg, chosen)).toBe(7)
    expect(creditsRemaining(pkg, chosen)).toBe(3)
    expect(creditsUsed(pkg, [])).toBe(0)
    expect(creditsUsed(pkg, [{ productId: 'unknown', quantity: 5 }])).toBe(0)
    expect(creditsRemaining(extra, [{ productId: 'digital', quantity: 4 }])).toBe(0)
  })

  it('B §5: a child is selectable when its productCost fits the remaining credits', () => {
    const chosen = [{ productId: 'print', quantity: 4 }]
    expect(isChildSelectable(pkg, print, chosen)).toBe(true)
    expect(isChildSelectable(pkg, digital, chosen)).toBe(false)
    expect(isChildSelectable(pkg, free, [{ productId: 'print', quantity: 5 }])).toBe(true)
  })

  it('B §5: with an additionalCreditCost every child is selectable', () => {
    expect(isChildSelectable(extra, digital, [{ productId: 'print', quantity: 5 }])).toBe(true)
    expect(isChildSelectable({ ...pkg, additionalCreditCost: 0 }, digital, [{ productId: 'print', quantity: 5 }])).toBe(
      false,
    )
  })

  it('B §5: custom, bundle and digitalBulk children have a quantity limit of 1', () => {
    expect(childQuantityLimit(pkg, custom, [])).toBe(1)
    expect(childQuantityLimit(pkg, { ...custom, type: 'bundle' }, [])).toBe(1)
    expect(childQuantityLimit(pkg, { ...custom, type: 'digitalBulk' }, [])).toBe(1)
    expect(childQuantityLimit(pkg, custom, [{ productId: 'print', quantity: 5 }])).toBe(0)
  })

  it('B §5: other children are limited by the remaining credits', () => {
    expect(childQuantityLimit(pkg, print, [])).toBe(5)
    expect(childQuantityLimit(pkg, digital, [{ productId: 'print', quantity: 2 }])).toBe(2)
    expect(childQuantityLimit(pkg, digital, [{ productId: 'print', quantity: 5 }])).toBe(0)
    expect(childQuantityLimit(pkg, free, [])).toBeNull()
    expect(childQuantityLimit(extra, print, [])).toBeNull()
  })

  it('B §5: the selection being edited does not count against itself', () => {
    const chosen = [
      { id: 'a', productId: 'print', quantity: 3 },
      { id: 'b', productId: 'digital', quantity: 1 },
    ]
    expect(childQuantityLimit(pkg, print, chosen)).toBe(0)
    expect(childQuantityLimit(pkg, print, chosen, 'a')).toBe(3)
  })

  it('B §5: per-product quantity cannot exceed quantityLimit minus the total already chosen', () => {
    expect(childQuantityLimit(pkg, capped, [])).toBe(3)
    expect(childQuantityLimit(pkg, capped, [{ productId: 'capped', quantity: 2 }])).toBe(1)
    expect(childQuantityLimit(extra, capped, [{ productId: 'capped', quantity: 3 }])).toBe(0)
    expect(childQuantityLimit(pkg, { ...capped, quantityLimit: 0 }, [])).toBe(10)
  })

  it('B §5: mandatory children are limited by quantityLimit minus quantities already chosen', () => {
    const withMandatory = { ...pkg, products: [...pkg.products, mandatory] }
    expect(childQuantityLimit(withMandatory, mandatory, [])).toBe(2)
    expect(childQuantityLimit(withMandatory, mandatory, [{ productId: 'class', quantity: 1 }])).toBe(1)
    // Interpretation: without extra credits, credits cap mandatory children too.
    expect(childQuantityLimit(withMandatory, mandatory, [{ productId: 'print', quantity: 5 }])).toBe(0)
  })

  it('B §5, C §9: extra credit cost is the credits used above productQuantity times additionalCreditCost', () => {
    const over = [{ productId: 'digital', quantity: 4 }]
    expect(extraCredits(extra, over)).toBe(2)
    expect(extraCreditCost(extra, over)).toBe(300_000)
    expect(extraCreditCost(extra, [{ productId: 'print', quantity: 5 }])).toBe(0)
    expect(extraCreditCost(pkg, over)).toBe(0)
  })
})

describe('B §5 build-your-own package completeness', () => {
  const full = { ...pkg, products: [print, mandatory, greenScreen] }

  it('B §5: complete when backgrounds are chosen, mandatory quantities match and credits are spent', () => {
    const chosen = [
      { productId: 'class', quantity: 2 },
      { productId: 'gs', quantity: 1, hasBackground: true },
      { productId: 'print', quantity: 3 },
    ]
    expect(byoIssues(full, chosen)).toEqual([])
    expect(isByoReady(full, chosen)).toBe(true)
  })

  it('B §5: every green-screen child needs a background option', () => {
    const chosen = [
      { productId: 'class', quantity: 2 },
      { productId: 'gs', quantity: 4 },
    ]
    expect(byoIssues(full, chosen)).toEqual([{ kind: 'missingBackground', productId: 'gs' }])
  })

  it("B §5: every mandatory child's quantities must equal its quantityLimit (1 when unset)", () => {
    expect(byoIssues(full, [{ productId: 'print', quantity: 6 }])).toEqual([
      { kind: 'mandatoryQuantity', productId: 'class', required: 2, chosen: 0 },
      { kind: 'creditsOverspent', extra: 2 },
    ])
    const unset = { productQuantity: 1, products: [{ ...mandatory, quantityLimit: null }] }
    expect(isByoReady(unset, [{ productId: 'class', quantity: 1 }])).toBe(true)
  })

  it('B §5: for the cart credits used must equal productQuantity', () => {
    expect(byoIssues(pkg, [{ productId: 'print', quantity: 4 }])).toEqual([{ kind: 'creditsUnspent', remaining: 2 }])
    expect(byoIssues(pkg, [{ productId: 'digital', quantity: 4 }])).toEqual([{ kind: 'creditsOverspent', extra: 2 }])
  })

  it('B §5: with additionalCreditCost credits used must be at least productQuantity', () => {
    expect(isByoReady(extra, [{ productId: 'digital', quantity: 4 }])).toBe(true)
    expect(isByoReady(extra, [{ productId: 'digital', quantity: 3 }])).toBe(false)
  })

  it('B §5: a selection of a product outside the package is reported', () => {
    expect(byoIssues(pkg, [{ productId: 'x', quantity: 1 }])).toContainEqual({ kind: 'unknownProduct', productId: 'x' })
  })
})
