import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import {
  type Condition,
  combine,
  exclusiveConflicts,
  lockState,
  type OrderFacts,
  type OrderLine,
  type Rule,
  removalDependents,
  requirementState,
  ruleMet,
  stillToDo,
} from '../../core/rules'

// A small id space so that conditions and order lines meet often.
const productId = fc.constantFrom('p1', 'p2', 'p3')
const categoryId = fc.constantFrom('c1', 'c2')
const formId = fc.constantFrom('f1', 'f2')
const bound = fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined })
const quantityBound = fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined })

const condition: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({ kind: fc.constant('product'), id: productId, minimumQuantity: quantityBound, minimumSpend: bound }),
  fc.record({ kind: fc.constant('category'), id: categoryId, minimumQuantity: quantityBound, minimumSpend: bound }),
  fc.record({ kind: fc.constant('form'), id: formId }),
  fc.record({ kind: fc.constant('order'), minimumQuantity: quantityBound, minimumSpend: bound }),
)

const line: fc.Arbitrary<OrderLine> = fc.record({
  productId,
  categoryId,
  quantity: fc.integer({ min: 1, max: 5 }),
  subTotal: fc.integer({ min: 0, max: 2_000_000 }),
})

const toOrder = (items: OrderLine[], formIds: string[]): OrderFacts => ({
  items,
  subTotal: items.reduce((sum, l) => sum + l.subTotal, 0),
  formIds,
})
const order = fc
  .tuple(fc.array(line, { maxLength: 6 }), fc.subarray(['f1', 'f2']))
  .map(([items, forms]) => toOrder(items, forms))
const operator = fc.constantFrom('all', 'any', 'ALL', 'Any')
const rule = (id: number): fc.Arbitrary<Rule> =>
  fc.record({ id: fc.constant(id), operator, conditions: fc.array(condition, { maxLength: 4 }) })

// Each condition judged alone, through a one-condition rule, is the oracle for the operators.
const alone = (c: Condition, o: OrderFacts) => ruleMet({ id: 0, operator: 'all', conditions: [c] }, o)

describe('B §5 business-rule operator laws', () => {
  test.prop([fc.array(fc.boolean())])('B §5 business-rule conditions: all ⇔ no false, any ⇔ one true', (results) => {
    expect(combine('all', results)).toBe(!results.includes(false))
    expect(combine('any', results)).toBe(results.includes(true))
  })

  test.prop([fc.array(fc.boolean(), { minLength: 1 })])(
    'B §5 business-rule conditions: all ⇒ any for a non-empty list',
    (results) => {
      expect(!combine('all', results) || combine('any', results)).toBe(true)
    },
  )

  test.prop([fc.array(condition, { maxLength: 6 }), order])(
    'B §5 business-rule conditions: a rule follows its operator over its conditions',
    (conditions, o) => {
      const each = conditions.map((c) => alone(c, o))
      expect(ruleMet({ id: 1, operator: 'ALL', conditions }, o)).toBe(each.every(Boolean))
      expect(ruleMet({ id: 1, operator: 'any', conditions }, o)).toBe(each.some(Boolean))
      if (conditions.length > 0 && ruleMet({ id: 1, operator: 'all', conditions }, o)) {
        expect(ruleMet({ id: 1, operator: 'any', conditions }, o)).toBe(true)
      }
    },
  )
})

describe('B §5 business-rule monotonicity', () => {
  test.prop([rule(1), order, fc.nat({ max: 5 }), fc.integer({ min: 1, max: 4 }), fc.nat({ max: 1_000_000 })])(
    'B §5 business-rule conditions: more quantity never turns a met rule into an unmet one',
    (r, o, pick, extra, spend) => {
      fc.pre(o.items.length > 0)
      const index = pick % o.items.length
      const items = o.items.map((l, i) =>
        i === index ? { ...l, quantity: l.quantity + extra, subTotal: l.subTotal + spend } : l,
      )
      const more = toOrder(items, [...(o.formIds ?? [])].map(String))
      if (ruleMet(r, o)) expect(ruleMet(r, more)).toBe(true)
    },
  )

  test.prop([rule(1), order, line])(
    'B §5 business-rule conditions: adding an item never turns a met rule into an unmet one',
    (r, o, added) => {
      const more = toOrder([...o.items, added], [...(o.formIds ?? [])].map(String))
      if (ruleMet(r, o)) expect(ruleMet(r, more)).toBe(true)
    },
  )
})

describe('C §4 business-rule requirements and buttons', () => {
  const rules = fc.array(fc.nat(), { maxLength: 4 }).chain((ids) => fc.tuple(...ids.map((id) => rule(id))))

  test.prop([rules, order, fc.array(order, { maxLength: 3 })])(
    'C §4 checkout: blocked exactly when rules exist and none holds for every order',
    (list, o, linked) => {
      const state = requirementState(list, o, linked)
      const satisfied = list.filter((r) => [o, ...linked].every((x) => ruleMet(r, x)))
      expect(state.blocked).toBe(list.length > 0 && satisfied.length === 0)
      expect(state.unmet.length + satisfied.length).toBe(list.length)
      if (state.linkedOrderIssue) expect(state.blocked && linked.length > 0).toBe(true)
      if (linked.length === 0) expect(state.linkedOrderIssue).toBe(false)
    },
  )

  test.prop([rule(1), order, fc.array(order, { maxLength: 3 })])(
    'C §4 what is still to do: an unmet all rule keeps exactly the conditions some order fails, and stays unmet',
    (r, o, linked) => {
      const orders = [o, ...linked]
      fc.pre(!orders.every((x) => ruleMet(r, x)))
      const left = stillToDo(r, orders)
      const failed = (c: Condition) => orders.some((x) => !alone(c, x))
      if ((r.operator ?? '').toLowerCase() === 'any') expect(left).toEqual(r)
      else {
        expect(left.conditions).toEqual(r.conditions.filter(failed))
        expect(left.conditions.length).toBeGreaterThan(0)
        expect(orders.every((x) => ruleMet(left, x))).toBe(false)
      }
      expect([left.id, left.operator]).toEqual([r.id, r.operator])
    },
  )

  test.prop([rules, rules, order])(
    'B §4 business-rule buttons: enabled ⇔ some unlock rule met (or none given) and no lock rule met',
    (unlockedBy, lockedBy, o) => {
      const state = lockState({ lockedItems: { products: [{ id: 'x', unlockedBy, lockedBy }] } }, { productId: 'x' }, o)
      const unlocked = unlockedBy.length === 0 || unlockedBy.some((r) => ruleMet(r, o))
      const locked = lockedBy.some((r) => ruleMet(r, o))
      expect(state.enabled).toBe(unlocked && !locked)
      expect(state.locking.every((r) => ruleMet(r, o))).toBe(true)
    },
  )
})

describe('C §4 exclusive groups and dependencies', () => {
  const items = fc.array(fc.record({ id: fc.nat({ max: 20 }), productId }), { maxLength: 8 })

  test.prop([fc.array(fc.subarray(['p1', 'p2', 'p3']), { maxLength: 3 }), productId, items])(
    'C §4 exclusive product groups: conflicts never include the added product and always share a group with it',
    (groups, added, list) => {
      for (const conflict of exclusiveConflicts(groups, added, list)) {
        expect(conflict.productId).not.toBe(added)
        expect(groups.some((g) => g.includes(added) && g.includes(conflict.productId))).toBe(true)
      }
    },
  )

  test.prop([
    fc
      .uniqueArray(fc.nat({ max: 10 }), { maxLength: 8 })
      .chain((ids) => fc.tuple(fc.constant(ids), fc.tuple(...ids.map(() => fc.subarray(ids))))),
    fc.nat({ max: 10 }),
  ])('C §4 removal dependencies: each dependent once, never the removed item', ([ids, deps], removed) => {
    const list = ids.map((id, i) => ({ id, parameters: { removeDependencies: deps[i] ?? [] } }))
    const found = removalDependents(removed, list).map((d) => d.id)
    expect(new Set(found).size).toBe(found.length)
    expect(found).not.toContain(removed)
  })
})
