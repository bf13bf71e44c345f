import { describe, expect, test } from 'vitest'
import {
  type BusinessRules,
  combine,
  conditionResults,
  exclusiveConflicts,
  lockState,
  type OrderFacts,
  type Rule,
  removalDependents,
  requirementState,
  ruleMet,
  stillToDo,
} from '../../../core/rules'

const order = (items: OrderFacts['items'], formIds: string[] = []): OrderFacts => ({
  items,
  subTotal: items.reduce((sum, line) => sum + line.subTotal, 0),
  formIds,
})

// 2 prints (10.00 each) in category c1, 1 digital (25.00) in category c2.
const cart = order([
  { productId: 'print', categoryId: 'c1', quantity: 2, subTotal: 2_000_000 },
  { productId: 'digital', categoryId: 'c2', quantity: 1, subTotal: 2_500_000 },
])

const rule = (conditions: Rule['conditions'], operator = 'all', id: string | number = 'r'): Rule => ({
  id,
  operator,
  conditions,
})

describe('B §5 business-rule conditions', () => {
  test.each([
    ['all of nothing is true', 'all', [], true],
    ['any of nothing is false', 'any', [], false],
    ['all needs no false condition', 'all', [true, false], false],
    ['all with every condition true', 'all', [true, true], true],
    ['any needs one true condition', 'any', [false, true], true],
    ['any with none true', 'any', [false, false], false],
    ['operator compared lowercased', 'ANY', [false, true], true],
    ['an unknown operator reads as all', 'most', [true, false], false],
  ])('B §5 business-rule conditions: %s', (_name, operator, results, expected) => {
    expect(combine(operator, results)).toBe(expected)
  })

  test('B §5 business-rule conditions: a missing operator reads as all', () => {
    expect(combine(undefined, [true, false])).toBe(false)
  })

  test.each([
    ['product present, no bounds', { kind: 'product', id: 'print' }, true],
    ['product absent', { kind: 'product', id: 'canvas' }, false],
    ['product without id', { kind: 'product' }, false],
    ['product quantity at the minimum', { kind: 'product', id: 'print', minimumQuantity: 2 }, true],
    ['product quantity under the minimum', { kind: 'product', id: 'print', minimumQuantity: 3 }, false],
    ['product spend at the minimum (1/100000 units)', { kind: 'product', id: 'print', minimumSpend: 2_000_000 }, true],
    ['product spend under the minimum', { kind: 'product', id: 'print', minimumSpend: 2_000_001 }, false],
    ['both bounds must hold', { kind: 'product', id: 'print', minimumQuantity: 1, minimumSpend: 9_000_000 }, false],
    ['null bound is not checked', { kind: 'product', id: 'print', minimumQuantity: null }, true],
    ['category quantity', { kind: 'category', id: 'c1', minimumQuantity: 2 }, true],
    ['category spend', { kind: 'category', id: 'c2', minimumSpend: 2_600_000 }, false],
    ['category without id', { kind: 'category', id: null }, false],
    ['order spend met', { kind: 'order', minimumSpend: 4_500_000 }, true],
    ['order spend unmet', { kind: 'order', minimumSpend: 4_500_001 }, false],
    ['order quantity counts every item', { kind: 'order', minimumQuantity: 3 }, true],
    ['order quantity unmet', { kind: 'order', minimumQuantity: 4 }, false],
    ['order without bound', { kind: 'order' }, true],
    ['form entry present', { kind: 'form', id: 'f1' }, true],
    ['form entry missing', { kind: 'form', id: 'f2' }, false],
    ['form without id', { kind: 'form' }, false],
    ['an unknown kind is never met', { kind: 'subject', id: 'print' }, false],
  ] as const)('B §5 business-rule conditions: %s', (_name, condition, expected) => {
    const withForm = { ...cart, formIds: ['f1'] }
    expect(ruleMet(rule([condition]), withForm)).toBe(expected)
  })

  test('B §5 business-rule conditions: items of one product add up to one entry', () => {
    const split = order([
      { productId: 'print', categoryId: 'c1', quantity: 1, subTotal: 1_000_000 },
      { productId: 'print', categoryId: 'c1', quantity: 2, subTotal: 2_000_000 },
    ])
    expect(ruleMet(rule([{ kind: 'product', id: 'print', minimumQuantity: 3, minimumSpend: 3_000_000 }]), split)).toBe(
      true,
    )
  })

  test('B §5 business-rule conditions: ids compare as strings (numeric and string ids)', () => {
    const numeric = order([{ productId: 7, categoryId: 3, quantity: 1, subTotal: 1 }], ['9'])
    const conditions = [
      { kind: 'product', id: '7' },
      { kind: 'category', id: '3' },
      { kind: 'form', id: 9 },
    ]
    expect(conditionResults(conditions, numeric)).toEqual([true, true, true])
  })

  test('B §5 business-rule conditions: an order without form ids meets no form condition', () => {
    expect(ruleMet(rule([{ kind: 'form', id: 'f1' }]), { items: [], subTotal: 0 })).toBe(false)
  })

  test('B §5 business-rule conditions: one result per condition, any combines them', () => {
    const conditions = [
      { kind: 'product', id: 'canvas' },
      { kind: 'category', id: 'c1' },
      { kind: 'order', minimumSpend: 1 },
    ]
    expect(conditionResults(conditions, cart)).toEqual([false, true, true])
    expect(ruleMet(rule(conditions, 'any'), cart)).toBe(true)
    expect(ruleMet(rule(conditions, 'all'), cart)).toBe(false)
  })
})

describe('B §4 business-rule buttons', () => {
  const needsPrints = rule([{ kind: 'product', id: 'print', minimumQuantity: 5 }], 'all', 'needs-prints')
  const hasDigital = rule([{ kind: 'product', id: 'digital' }], 'all', 'has-digital')
  const bigOrder = rule([{ kind: 'order', minimumSpend: 10_000_000 }], 'all', 'big-order')

  test('B §4 business-rule buttons: no entry leaves the button enabled', () => {
    expect(lockState(undefined, { productId: 'print' }, cart)).toEqual({ enabled: true, unmet: [], locking: [] })
  })

  test('B §4 business-rule buttons: unlock rules enable when any rule is met', () => {
    const rules: BusinessRules = { lockedItems: { products: [{ id: 'frame', unlockedBy: [needsPrints, hasDigital] }] } }
    expect(lockState(rules, { productId: 'frame' }, cart).enabled).toBe(true)
  })

  test('B §4 business-rule buttons: no unlock rule met disables and lists the unmet rules', () => {
    const rules: BusinessRules = { lockedItems: { products: [{ id: 'frame', unlockedBy: [needsPrints, bigOrder] }] } }
    expect(lockState(rules, { productId: 'frame' }, cart)).toEqual({
      enabled: false,
      unmet: [needsPrints, bigOrder],
      locking: [],
    })
  })

  test('B §4 business-rule buttons: lock rules disable when any lock rule is met', () => {
    const rules: BusinessRules = { lockedItems: { products: [{ id: 'frame', lockedBy: [bigOrder, hasDigital] }] } }
    expect(lockState(rules, { productId: 'frame' }, cart)).toEqual({ enabled: false, unmet: [], locking: [hasDigital] })
  })

  test('B §4 business-rule buttons: no lock rule met keeps the button enabled', () => {
    const rules: BusinessRules = { lockedItems: { products: [{ id: 'frame', lockedBy: [bigOrder] }] } }
    expect(lockState(rules, { productId: 'frame' }, cart).enabled).toBe(true)
  })

  test('B §4 business-rule buttons: a product is also locked through its category', () => {
    const rules: BusinessRules = { lockedItems: { categories: [{ id: 'frames', unlockedBy: [needsPrints] }] } }
    expect(lockState(rules, { productId: 'frame', categoryId: 'frames' }, cart).unmet).toEqual([needsPrints])
    expect(lockState(rules, { productId: 'frame', categoryId: null }, cart).enabled).toBe(true)
  })

  test('B §4 business-rule buttons: an empty unlock list does not lock', () => {
    const rules: BusinessRules = { lockedItems: { products: [{ id: 'frame', unlockedBy: [] }] } }
    expect(lockState(rules, { productId: 'frame' }, cart).enabled).toBe(true)
  })
})

describe('C §4 required for checkout and complete', () => {
  const hasPrint = rule([{ kind: 'product', id: 'print' }], 'all', 'has-print')
  const bigOrder = rule([{ kind: 'order', minimumSpend: 10_000_000 }], 'all', 'big-order')
  const empty = order([])

  test('C §4 checkout: no rules never block', () => {
    expect(requirementState(undefined, empty)).toEqual({ blocked: false, linkedOrderIssue: false, unmet: [] })
    expect(requirementState([], empty).blocked).toBe(false)
  })

  test('C §4 checkout: blocked when rules exist and none is satisfied', () => {
    expect(requirementState([hasPrint, bigOrder], empty)).toEqual({
      blocked: true,
      linkedOrderIssue: false,
      unmet: [hasPrint, bigOrder],
    })
  })

  test('C §4 checkout: one satisfied rule is enough', () => {
    expect(requirementState([hasPrint, bigOrder], cart)).toEqual({
      blocked: false,
      linkedOrderIssue: false,
      unmet: [bigOrder],
    })
  })

  test('C §4 checkout: the rule must hold for every linked order, else the linked-order-issue flag', () => {
    expect(requirementState([hasPrint], cart, [cart, empty])).toEqual({
      blocked: true,
      linkedOrderIssue: true,
      unmet: [hasPrint],
    })
    expect(requirementState([hasPrint], cart, [cart]).blocked).toBe(false)
  })

  test('C §4 checkout: no linked-order issue when the order itself fails', () => {
    expect(requirementState([hasPrint], empty, [cart]).linkedOrderIssue).toBe(false)
  })

  // C §4 "shown as why checkout is disabled": what the parent still has to do, not what the order already has.
  describe('what is still to do', () => {
    const formAndTen = rule([
      { kind: 'form', id: 'details' },
      { kind: 'order', minimumSpend: 1_000_000 },
    ])
    const printOrForm = rule(
      [
        { kind: 'product', id: 'print' },
        { kind: 'form', id: 'details' },
      ],
      'any',
    )
    const withForm = order(cart.items, ['details'])
    test.each([
      [
        'an all rule drops what the order meets ($45 is over $10)',
        formAndTen,
        [cart],
        [{ kind: 'form', id: 'details' }],
      ],
      ['an all rule keeps every condition the order fails', formAndTen, [empty], formAndTen.conditions],
      ['a condition a linked order fails is still to do', formAndTen, [withForm, empty], formAndTen.conditions],
      ['an any rule keeps every condition: any one would do', printOrForm, [empty], printOrForm.conditions],
      [
        'a condition of a kind the shop does not know is never met, so it stays',
        rule([{ kind: 'raffle' as 'form', id: 'x' }]),
        [cart],
        [{ kind: 'raffle', id: 'x' }],
      ],
    ])('%s', (_, r, orders, conditions) => {
      expect(stillToDo(r, orders)).toEqual({ ...r, conditions })
    })
  })

  test('C §4 complete: requiredForComplete rules are evaluated the same way', () => {
    const rules: BusinessRules = { requiredForComplete: [bigOrder] }
    expect(requirementState(rules.requiredForComplete, cart).blocked).toBe(true)
  })
})

describe('C §4 exclusive product groups and removal dependencies', () => {
  const items = [
    { id: 1, productId: 'digital-all' },
    { id: 2, productId: 'digital-one' },
    { id: 3, productId: 'print' },
    { id: 4, productId: 'digital-all' },
  ]

  test('C §4 exclusive product groups: items of other products in a shared group conflict', () => {
    const groups = [
      ['digital-all', 'digital-one'],
      ['print', 'canvas'],
    ]
    expect(exclusiveConflicts(groups, 'digital-all', items)).toEqual([items[1]])
    expect(exclusiveConflicts(groups, 'digital-one', items)).toEqual([items[0], items[3]])
    expect(exclusiveConflicts(groups, 'canvas', items)).toEqual([items[2]])
  })

  test('C §4 exclusive product groups: no group, no conflict', () => {
    expect(exclusiveConflicts(undefined, 'print', items)).toEqual([])
    expect(exclusiveConflicts([['a', 'b']], 'print', items)).toEqual([])
  })

  test('C §4 removal dependencies: dependents listed once, transitively, cycles ended', () => {
    const deps = [
      { id: 1, parameters: { removeDependencies: [2, 3] } },
      { id: 2, parameters: { removeDependencies: [4, 1] } },
      { id: 3 },
      { id: 4, parameters: { removeDependencies: [2] } },
      { id: 5, parameters: null },
    ]
    expect(removalDependents(1, deps).map((d) => d.id)).toEqual([2, 3, 4])
    expect(removalDependents('4', deps).map((d) => d.id)).toEqual([2, 1, 3])
    expect(removalDependents(5, deps)).toEqual([])
  })

  test('C §4 removal dependencies: ids that are not in the order are skipped', () => {
    expect(removalDependents(1, [{ id: 1, parameters: { removeDependencies: [99] } }])).toEqual([])
  })
})
