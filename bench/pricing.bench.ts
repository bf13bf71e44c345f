import { bench, describe } from 'vitest'
import { linePrice, type PricedProduct } from '../core/quantity'
import { type BusinessRules, lockState, type OrderFacts, type Rule, requirementState } from '../core/rules'
import { type ShippingMethod, shippingCost } from '../core/shipping'
import { orderTotals } from '../core/totals'

// Issue 3 benchmark: price a 200-item order with 5 linked orders and 30 business rules (totals, rules, shipping).
// Deterministic data; speed is recorded in docs/performance.md, never asserted in a test.

const strategies = ['volume', 'tiered', 'fixed_quantity_tiers'] as const
const products: PricedProduct[] = Array.from({ length: 50 }, (_, i) => ({
  retailAmount: (5 + (i % 20)) * 100_000,
  pricingStrategy: strategies[i % 3] ?? 'volume',
  productCostTiers: [
    { quantityFrom: 2, quantityTo: 4, cost: (4 + (i % 20)) * 100_000 },
    { quantityFrom: 5, quantityTo: 9, cost: (3 + (i % 20)) * 100_000 },
    { quantityFrom: 10, quantityTo: null, cost: (2 + (i % 20)) * 100_000 },
  ],
}))

const itemsOf = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => ({
    productIndex: (i * 7 + seed) % products.length,
    quantity: 1 + ((i + seed) % 12),
  }))

const rule = (i: number): Rule => ({
  id: `rule-${i}`,
  operator: i % 2 ? 'all' : 'any',
  conditions: [
    { kind: 'product', id: `p-${i % 50}`, minimumQuantity: 2 },
    { kind: 'category', id: `c-${i % 5}`, minimumSpend: 20 * 100_000 },
    { kind: 'order', minimumSpend: 50 * 100_000 },
  ],
})

const businessRules: BusinessRules = {
  lockedItems: {
    products: Array.from({ length: 10 }, (_, i) => ({ id: `p-${i}`, unlockedBy: [rule(i)] })),
    categories: Array.from({ length: 10 }, (_, i) => ({ id: `c-${i % 5}`, lockedBy: [rule(10 + i)] })),
  },
  requiredForCheckout: Array.from({ length: 10 }, (_, i) => rule(20 + i)),
}

const shippingMethods: ShippingMethod[] = Array.from({ length: 3 }, (_, m) => ({
  retailCost: (5 + m * 5) * 100_000,
  addressRequired: m > 0,
  businessRules: [
    {
      priority: m,
      adjustments: Array.from({ length: 5 }, (_, a) => ({
        product: `p-${a * 3}`,
        minimum: 2,
        threshold: 3,
        cost: 100_000,
      })),
    },
  ],
}))

const orders = [itemsOf(200, 1), ...Array.from({ length: 5 }, (_, o) => itemsOf(40, o + 2))]

/** Everything the server does to price the cart: lines, rules for each product, checkout rules, shipping, totals. */
const priceCart = () => {
  const facts: OrderFacts[] = orders.map((items) => {
    const lines = items.map(({ productIndex, quantity }) => ({
      productId: `p-${productIndex}`,
      categoryId: `c-${productIndex % 5}`,
      quantity,
      subTotal: linePrice(products[productIndex] ?? { retailAmount: 0 }, quantity),
    }))
    return { items: lines, subTotal: lines.reduce((s, l) => s + l.subTotal, 0) }
  })
  const [main, ...linked] = facts
  if (!main) throw new Error('no order')
  for (let p = 0; p < products.length; p++)
    lockState(businessRules, { productId: `p-${p}`, categoryId: `c-${p % 5}` }, main)
  const checkout = requirementState(businessRules.requiredForCheckout, main, linked)
  const totals = facts.map((order) =>
    orderTotals({
      items: order.items,
      shippingTotal: Math.min(...shippingMethods.map((m) => shippingCost(m, order.items))),
      coupon: { code: 'SPRING10', discount: 10, modifier: '%', appliesTo: 'products' },
      serviceFee: 150_000,
      taxRate: 8.25,
    }),
  )
  return { checkout, totals }
}

describe('pricing core', () => {
  bench('price a 200-item order with 5 linked orders and 30 business rules', () => {
    priceCart()
  })
})
