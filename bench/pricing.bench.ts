import { bench, describe } from 'vitest'
import { linePrice, type PricedProduct } from '../core/quantity'
import {
  type BusinessRules,
  type IndexedFacts,
  indexFacts,
  lockState,
  type Rule,
  requirementState,
} from '../core/rules'
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

// The catalog as the server keeps it (server/catalogCache.ts): each product with its id and category, made once, so
// lines carry the catalog's id strings rather than new ones per price.
const catalog = products.map((product, i) => ({ product, id: `p-${i}`, categoryId: `c-${i % 5}` }))

const entryAt = (index: number) => {
  const entry = catalog[index % catalog.length]
  if (!entry) throw new Error('empty catalog')
  return entry
}

const itemsOf = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => ({ entry: entryAt(i * 7 + seed), quantity: 1 + ((i + seed) % 12) }))

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

/**
 * Everything the server does to price the cart: lines, rules for each product, checkout rules, shipping, totals. Each
 * order's facts are indexed once (core/rules.ts indexFacts) and read by every rule and shipping method.
 */
const priceCart = () => {
  const facts: IndexedFacts[] = orders.map((items) => {
    const lines = items.map(({ entry, quantity }) => ({
      productId: entry.id,
      categoryId: entry.categoryId,
      quantity,
      subTotal: linePrice(entry.product, quantity),
    }))
    return indexFacts({ items: lines, subTotal: lines.reduce((s, l) => s + l.subTotal, 0) })
  })
  const [main, ...linked] = facts
  if (!main) throw new Error('no order')
  for (const { id, categoryId } of catalog) lockState(businessRules, { productId: id, categoryId }, main)
  const checkout = requirementState(businessRules.requiredForCheckout, main, linked)
  const totals = facts.map((order) =>
    orderTotals({
      items: order.items,
      shippingTotal: Math.min(...shippingMethods.map((m) => shippingCost(m, order.index.byProduct))),
      coupon: { code: 'SPRING10', discount: 10, modifier: '%', appliesTo: 'products' },
      serviceFee: 150_000,
      taxRate: 8.25,
    }),
  )
  return { checkout, totals }
}

describe('pricing core', () => {
  // 2 s rather than the default 0.5 s: the compiler has settled, and a pause of another process weighs less.
  bench(
    'price a 200-item order with 5 linked orders and 30 business rules',
    () => {
      priceCart()
    },
    { time: 2000 },
  )
})
