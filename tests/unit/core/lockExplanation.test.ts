import { beforeAll, describe, expect, it } from 'vitest'
import { explainLock, lockReasons } from '../../../core/lockExplanation'
import type { OrderFacts, Rule } from '../../../core/rules'
import type { ProductSet } from '../../../core/schemas/productSet'
import { demoIds, demoPrice as usd } from '../../../server/seed/demo'
import { loadDemoSets } from '../demoCatalog'

let spring: ProductSet

beforeAll(async () => {
  spring = (await loadDemoSets()).spring
}, 120_000)

const product = (key: string) => demoIds.product('spring-set', key)
const category = (slug: string) => demoIds.category('spring-set', slug)
const form = (key: string) => demoIds.form('spring-set', key)
const WALLETS = { productId: product('collection-wallets'), categoryId: category('add-ons') }
const empty: OrderFacts = { items: [], subTotal: 0, formIds: [] }
const facts = (items: { productId: string; categoryId: string; quantity: number; subTotal: number }[]): OrderFacts => ({
  items,
  subTotal: items.reduce((s, i) => s + i.subTotal, 0),
  formIds: [],
})
/** A visible stand-in for the shopper's money format. */
const money = (amount: number) => `<${amount}>`

/** The spring set with the add-on locked by these rules instead of the demo's. */
const withRules = (unlockedBy: Rule[], lockedBy: Rule[] = []): ProductSet => ({
  ...spring,
  businessRules: {
    ...spring.businessRules,
    lockedItems: { products: [{ id: WALLETS.productId, unlockedBy, lockedBy }], categories: [] },
  } as unknown as ProductSet['businessRules'],
})

describe('B §4, C §4 business-rule buttons explained', () => {
  it('the demo add-on: locked until the order holds something from Collections, in words', () => {
    const rule = demoIds.rule('spring-set', 'collection-in-order')
    expect(explainLock(spring, WALLETS, empty, money)).toEqual({
      enabled: false,
      reasons: [{ ruleId: rule, kind: 'unlock', text: 'Add something from Collections (at least 1)' }],
    })
    const withCollection = facts([
      { productId: product('classic-package'), categoryId: category('collections'), quantity: 1, subTotal: usd(39) },
    ])
    expect(explainLock(spring, WALLETS, withCollection, money)).toEqual({ enabled: true, reasons: [] })
  })

  it('a product without rules is enabled with no reasons', () => {
    expect(
      explainLock(spring, { productId: product('magnet'), categoryId: category('keepsakes') }, empty, money),
    ).toEqual({ enabled: true, reasons: [] })
  })

  it('products (package choices too), spends in the shopper’s format, an order minimum; all joined by "and"', () => {
    const set = withRules([
      {
        id: 'r1',
        operator: 'all',
        conditions: [
          { kind: 'product', id: product('byo-8x10'), minimumQuantity: 2, minimumSpend: usd(10) },
          { kind: 'order', id: null, minimumSpend: usd(50) },
        ],
      },
    ])
    expect(explainLock(set, WALLETS, empty, money).reasons).toEqual([
      {
        ruleId: 'r1',
        kind: 'unlock',
        text: 'Add 8×10 print (at least 2, <1000000> or more) and an order (<5000000> or more)',
      },
    ])
    const dollars = (amount: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount / 100_000)
    expect(explainLock(set, WALLETS, empty, dollars).reasons[0]?.text).toContain('$10.00 or more')
    // What the order already meets is not asked again: a $60 order of one print still needs the second print.
    const onePrint = facts([
      { productId: product('byo-8x10'), categoryId: category('portraits'), quantity: 1, subTotal: usd(60) },
    ])
    expect(explainLock(set, WALLETS, onePrint, money).reasons).toEqual([
      { ruleId: 'r1', kind: 'unlock', text: 'Add 8×10 print (at least 2, <1000000> or more)' },
    ])
  })

  it('B §3 forms: named by their title, else "custom form"; never blank', () => {
    const set = withRules([
      {
        id: 'r1',
        operator: 'ANY',
        conditions: [
          { kind: 'form', id: form('student-details') },
          { kind: 'form', id: 'no-such-form' },
        ],
      },
    ])
    const { reasons } = lockReasons(set, WALLETS, empty)
    expect(reasons[0]).toMatchObject({ operator: 'any', kind: 'unlock' })
    expect(reasons[0]?.conditions.map((c) => c.label)).toEqual(['Student details', 'custom form'])
    expect(explainLock(set, WALLETS, empty, money).reasons[0]?.text).toBe(
      'Add the Student details form filled in or the custom form filled in',
    )
    const untitled = { ...set, forms: set.forms.map((f) => ({ ...f, title: '  ' })) }
    expect(lockReasons(untitled, WALLETS, empty).reasons[0]?.conditions[0]?.label).toBe('custom form')
  })

  it('unknown products and categories get a neutral name; an unknown kind is a condition of the shop', () => {
    const set = withRules([
      {
        id: 'r1',
        operator: 'all',
        conditions: [
          { kind: 'product', id: 'gone' },
          { kind: 'category', id: 'gone' },
          { kind: 'subject', id: 'x' },
        ],
      },
    ])
    expect(lockReasons(set, WALLETS, empty).reasons[0]?.conditions).toEqual([
      { kind: 'product', label: 'a product', minimumQuantity: null, minimumSpend: null },
      { kind: 'category', label: 'a category', minimumQuantity: null, minimumSpend: null },
      { kind: 'unknown', label: '', minimumQuantity: null, minimumSpend: null },
    ])
    expect(explainLock(set, WALLETS, empty, money).reasons[0]?.text).toBe(
      'Add a product and something from a category and a condition this shop sets',
    )
  })

  it('a lock rule that is met locks the button and says why; unmet unlock rules come first', () => {
    const set = withRules(
      [{ id: 'u', operator: 'all', conditions: [{ kind: 'product', id: product('digital-all') }] }],
      [{ id: 'l', operator: 'all', conditions: [{ kind: 'product', id: product('magnet'), minimumQuantity: 2 }] }],
    )
    const magnets = facts([
      { productId: product('magnet'), categoryId: category('keepsakes'), quantity: 3, subTotal: usd(27) },
    ])
    expect(explainLock(set, WALLETS, magnets, money)).toEqual({
      enabled: false,
      reasons: [
        { ruleId: 'u', kind: 'unlock', text: 'Add All digital images' },
        { ruleId: 'l', kind: 'lock', text: 'Locked while the order has Photo magnet (at least 2)' },
      ],
    })
  })

  it('a category entry locks the products of the category', () => {
    const set: ProductSet = {
      ...spring,
      businessRules: {
        ...spring.businessRules,
        lockedItems: {
          products: [],
          categories: [
            {
              id: category('add-ons'),
              unlockedBy: [{ id: 'c', operator: 'all', conditions: [{ kind: 'order', id: null, minimumQuantity: 2 }] }],
            },
          ],
        },
      } as unknown as ProductSet['businessRules'],
    }
    expect(explainLock(set, WALLETS, empty, money).reasons).toEqual([
      { ruleId: 'c', kind: 'unlock', text: 'Add an order (at least 2)' },
    ])
  })
})
