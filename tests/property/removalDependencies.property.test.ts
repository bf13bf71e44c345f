import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import {
  type BusinessRules,
  type Condition,
  type IdentifiedLine,
  lockState,
  type OrderFacts,
  type Rule,
  removalDependencies,
} from '../../core/rules'

// A small id space so that rules and order lines meet often.
const productId = fc.constantFrom('p1', 'p2', 'p3', 'p4')
const categoryId = fc.constantFrom('c1', 'c2')
const condition: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({
    kind: fc.constant('product'),
    id: productId,
    minimumQuantity: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('category'),
    id: categoryId,
    minimumSpend: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('form'), id: fc.constantFrom('f1', 'f2') }),
  fc.record({
    kind: fc.constant('order'),
    minimumSpend: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
  }),
)
const rule: fc.Arbitrary<Rule> = fc.record({
  id: fc.nat({ max: 99 }),
  operator: fc.constantFrom('all', 'any'),
  conditions: fc.array(condition, { minLength: 1, maxLength: 3 }),
})
const entry = (id: fc.Arbitrary<string>) =>
  fc.record({
    id,
    unlockedBy: fc.array(rule, { maxLength: 2 }),
    lockedBy: fc.array(rule, { maxLength: 1 }),
  })
const rules: fc.Arbitrary<BusinessRules> = fc.record({
  lockedItems: fc.record({
    products: fc.uniqueArray(entry(productId), { maxLength: 3, selector: (e) => e.id }),
    categories: fc.uniqueArray(entry(categoryId), { maxLength: 1, selector: (e) => e.id }),
  }),
})
const lines: fc.Arbitrary<IdentifiedLine[]> = fc
  .array(
    fc.record({
      productId,
      categoryId: fc.option(categoryId, { nil: null }),
      quantity: fc.integer({ min: 1, max: 3 }),
      subTotal: fc.integer({ min: 0, max: 200 }),
    }),
    { maxLength: 6 },
  )
  .map((list) => list.map((l, i) => ({ ...l, id: `i${i}` })))
const formIds = fc.subarray(['f1', 'f2'])

const factsOf = (list: readonly IdentifiedLine[], forms: string[]): OrderFacts => ({
  items: list,
  subTotal: list.reduce((s, l) => s + l.subTotal, 0),
  formIds: forms,
})
const enabled = (r: BusinessRules, item: IdentifiedLine, list: readonly IdentifiedLine[], forms: string[]) =>
  lockState(r, { productId: item.productId, categoryId: item.categoryId }, factsOf(list, forms)).enabled
const hasEntry = (r: BusinessRules, item: IdentifiedLine) =>
  [...(r.lockedItems?.products ?? []), ...(r.lockedItems?.categories ?? [])].some(
    (e) => e.id === item.productId || e.id === item.categoryId,
  )

describe('C §4 removal dependencies derived from the lock rules', () => {
  // About one run in ten has a dependency at all, so this property runs longer than the others.
  test.prop([rules, lines, formIds], { numRuns: 400 })(
    'D is listed under X exactly when D is locked-by-rule, unlocked now, and locked without X',
    (r, list, forms) => {
      const found = removalDependencies(r, list, forms)
      for (const x of list)
        for (const d of list) {
          if (x.id === d.id) continue
          const others = list.filter((l) => l.id !== d.id)
          const expected =
            hasEntry(r, d) &&
            enabled(r, d, others, forms) &&
            !enabled(
              r,
              d,
              others.filter((l) => l.id !== x.id),
              forms,
            )
          expect(found[x.id]?.includes(d.id) ?? false).toBe(expected)
        }
    },
  )

  test.prop([rules, lines, formIds])(
    'never on itself, each dependent once, only ids of the order, only items with a lock entry',
    (r, list, forms) => {
      const ids = new Set(list.map((l) => l.id))
      for (const [x, dependents] of Object.entries(removalDependencies(r, list, forms))) {
        expect(ids.has(x)).toBe(true)
        expect(dependents).not.toContain(x)
        expect(new Set(dependents).size).toBe(dependents.length)
        for (const d of dependents) {
          const item = list.find((l) => l.id === d)
          expect(item && hasEntry(r, item)).toBe(true)
        }
      }
    },
  )

  test.prop([rules, lines, formIds, fc.integer()])('the order of the items does not matter', (r, list, forms, seed) => {
    const shuffled = [...list].sort(
      (a, b) => ((String(a.id).charCodeAt(1) * seed) % 7) - ((String(b.id).charCodeAt(1) * seed) % 7),
    )
    const sorted = (deps: Record<string, unknown[]>) =>
      Object.fromEntries(Object.entries(deps).map(([k, v]) => [k, v.map(String).sort()]))
    expect(sorted(removalDependencies(r, shuffled, forms))).toEqual(sorted(removalDependencies(r, list, forms)))
  })
})
