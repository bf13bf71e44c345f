import { describe, expect, it } from 'vitest'
import { type BusinessRules, type IdentifiedLine, removalDependencies, removalDependents } from '../../../core/rules'

const line = (id: string, productId: string, categoryId: string | null, subTotal = 100): IdentifiedLine => ({
  id,
  productId,
  categoryId,
  quantity: 1,
  subTotal,
})

const unlockedBy = (id: string, conditions: BusinessRules['requiredForCheckout']) => ({
  products: [
    { id, unlockedBy: [{ id: `unlock-${id}`, operator: 'any', conditions: conditions?.[0]?.conditions ?? [] }] },
  ],
})

/** The demo: the wallet add-on is unlocked by anything from Collections (C §4). */
const demo: BusinessRules = {
  lockedItems: {
    products: [
      {
        id: 'wallets',
        unlockedBy: [
          { id: 'r', operator: 'any', conditions: [{ kind: 'category', id: 'collections', minimumQuantity: 1 }] },
        ],
      },
    ],
  },
}

describe('C §4 removal dependencies derived from the lock rules', () => {
  it.each([
    [
      'the add-on depends on the collection that unlocked it',
      demo,
      [line('pkg', 'classic', 'collections'), line('w', 'wallets', 'add-ons')],
      { pkg: ['w'] },
    ],
    [
      'two collections: neither alone is needed',
      demo,
      [line('a', 'classic', 'collections'), line('b', 'portrait', 'collections'), line('w', 'wallets', 'add-ons')],
      {},
    ],
    [
      'an item without a lock entry depends on nothing',
      demo,
      [line('pkg', 'classic', 'collections'), line('m', 'magnet', 'keepsakes')],
      {},
    ],
    [
      'an add-on that is locked now depends on nothing',
      demo,
      [line('m', 'magnet', 'keepsakes'), line('w', 'wallets', 'add-ons')],
      {},
    ],
    [
      'no rules, no dependencies',
      undefined,
      [line('pkg', 'classic', 'collections'), line('w', 'wallets', 'add-ons')],
      {},
    ],
  ])('%s', (_, rules, lines, expected) => {
    expect(removalDependencies(rules, lines)).toEqual(expected)
  })

  it('an order minimum: the add-on depends on each item it cannot do without', () => {
    const rules: BusinessRules = {
      lockedItems: {
        products: [
          {
            id: 'addon',
            unlockedBy: [{ id: 'r', operator: 'all', conditions: [{ kind: 'order', minimumSpend: 1_000 }] }],
          },
        ],
      },
    }
    const lines = [line('a', 'print', null, 600), line('b', 'print', null, 600), line('x', 'addon', null, 50)]
    expect(removalDependencies(rules, lines)).toEqual({ a: ['x'], b: ['x'] })
    // The add-on's own subtotal never unlocks it.
    expect(removalDependencies(rules, [line('a', 'print', null, 990), line('x', 'addon', null, 50)])).toEqual({})
  })

  it('a category entry: products of a locked category depend on what unlocks the category', () => {
    const rules: BusinessRules = {
      lockedItems: {
        categories: [
          {
            id: 'add-ons',
            unlockedBy: [{ id: 'r', operator: 'all', conditions: [{ kind: 'product', id: 'classic' }] }],
          },
        ],
      },
    }
    const lines = [
      line('pkg', 'classic', 'collections'),
      line('w1', 'wallets', 'add-ons'),
      line('w2', 'magnets', 'add-ons'),
    ]
    expect(removalDependencies(rules, lines)).toEqual({ pkg: ['w1', 'w2'] })
  })

  it('a form unlocks without an item: nothing depends on an item then', () => {
    const rules = { lockedItems: unlockedBy('w', [{ id: 'x', conditions: [{ kind: 'form', id: 'f' }] }]) }
    expect(removalDependencies(rules, [line('a', 'print', null), line('x', 'w', null)], ['f'])).toEqual({})
  })

  it('a chain: removing the first item takes the whole chain with it (core/rules removalDependents)', () => {
    const rules: BusinessRules = {
      lockedItems: {
        products: [
          { id: 'B', unlockedBy: [{ id: 'rb', conditions: [{ kind: 'product', id: 'A' }] }] },
          { id: 'C', unlockedBy: [{ id: 'rc', conditions: [{ kind: 'product', id: 'B' }] }] },
        ],
      },
    }
    const lines = [line('a', 'A', null), line('b', 'B', null), line('c', 'C', null)]
    const dependencies = removalDependencies(rules, lines)
    expect(dependencies).toEqual({ a: ['b'], b: ['c'] })
    const stored = lines.map((l) => ({ ...l, parameters: { removeDependencies: dependencies[l.id] ?? [] } }))
    expect(removalDependents('a', stored).map((d) => d.id)).toEqual(['b', 'c'])
  })

  it('numeric ids are keys as strings', () => {
    const rules: BusinessRules = {
      lockedItems: { products: [{ id: 2, unlockedBy: [{ id: 1, conditions: [{ kind: 'product', id: 1 }] }] }] },
    }
    expect(
      removalDependencies(rules, [
        { id: 10, productId: 1, quantity: 1, subTotal: 0 },
        { id: 20, productId: 2, quantity: 1, subTotal: 0 },
      ]),
    ).toEqual({ '10': [20] })
  })
})
