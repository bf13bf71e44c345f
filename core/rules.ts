// Business rules (B §4, B §5 business-rule conditions, C §4, C §5): conditions, lock and unlock buttons, checkout
// and completion requirements, exclusive product groups and removal dependencies. Amounts are integers in 1/100000
// of the currency unit, so spend bounds compare with subtotals directly; the spec's "divided by 100000" is display.

export type Id = string | number

export type ConditionKind = 'product' | 'category' | 'form' | 'order'

/**
 * One condition: a product or category entry with bounds, a form the order must have an entry for, or the order's
 * own totals. An absent (or null) bound is not checked.
 */
export interface Condition {
  readonly kind: ConditionKind | (string & {})
  readonly id?: Id | null
  readonly minimumQuantity?: number | null
  readonly minimumSpend?: number | null
}

export interface Rule {
  readonly id: Id
  readonly operator?: string | null
  readonly conditions: readonly Condition[]
}

/** One order item, flattened by the caller (children of packages included if they should count). */
export interface OrderLine {
  readonly productId: Id
  readonly categoryId?: Id | null
  readonly quantity: number
  readonly subTotal: number
}

export interface OrderFacts {
  readonly items: readonly OrderLine[]
  readonly subTotal: number
  /** Ids of the forms the order has an entry for. */
  readonly formIds?: readonly Id[]
}

export interface LockedItem {
  readonly id: Id
  readonly unlockedBy?: readonly Rule[]
  readonly lockedBy?: readonly Rule[]
}

export interface BusinessRules {
  readonly lockedItems?: {
    readonly products?: readonly LockedItem[]
    readonly categories?: readonly LockedItem[]
  }
  readonly requiredForCheckout?: readonly Rule[]
  readonly requiredForComplete?: readonly Rule[]
  readonly exclusiveProductGroups?: readonly (readonly Id[])[]
}

const key = (id: Id): string => (typeof id === 'string' ? id : String(id))
const present = (bound: number | null | undefined): bound is number => bound !== undefined && bound !== null

/** 'all': no result may be false; 'any': at least one must be true. Any operator other than 'any' reads as 'all'. */
export function combine(operator: string | null | undefined, results: readonly boolean[]): boolean {
  return isAny(operator) ? results.some(Boolean) : results.every(Boolean)
}

// The studio's own spellings are compared first: this runs for every rule judged.
function isAny(operator: string | null | undefined): boolean {
  if (operator === 'any' || operator === 'all') return operator === 'any'
  return typeof operator === 'string' && operator.toLowerCase() === 'any'
}

interface Totals {
  quantity: number
  subTotal: number
}

/** What conditions read of an order: its items added up by product and by category, its forms, its own totals. */
export interface FactsIndex {
  readonly byProduct: ReadonlyMap<string, Totals>
  readonly byCategory: ReadonlyMap<string, Totals>
  readonly forms: ReadonlySet<string>
  readonly order: Totals
}

/** Facts that carry their index: every condition on them is a lookup. */
export interface IndexedFacts extends OrderFacts {
  readonly index: FactsIndex
}

// Several items of one product (or category) form one entry: their quantities and subtotals add up.
function add(totals: Map<string, Totals>, id: string, quantity: number, subTotal: number): void {
  const entry = totals.get(id)
  if (entry) {
    entry.quantity += quantity
    entry.subTotal += subTotal
  } else totals.set(id, { quantity, subTotal })
}

const NO_FORMS: ReadonlySet<string> = new Set()

const isIndexed = (order: OrderFacts): order is IndexedFacts => 'index' in order

/**
 * Issue 17: the facts with their items added up in one pass. Every function here indexes the facts it is given once
 * per call; a caller that judges one order many times (a lock state per product, the requirements across linked
 * orders, shipping methods through index.byProduct) indexes it first and passes the result wherever facts go.
 * Indexed facts come back as they are; others come back as their items, subTotal and formIds with the index.
 */
export function indexFacts(order: OrderFacts): IndexedFacts {
  if (isIndexed(order)) return order
  const byProduct = new Map<string, Totals>()
  const byCategory = new Map<string, Totals>()
  const items = order.items
  let quantity = 0
  for (let i = 0; i < items.length; i++) {
    const line = items[i] as OrderLine
    if (line.productId !== undefined && line.productId !== null)
      add(byProduct, key(line.productId), line.quantity, line.subTotal)
    if (line.categoryId !== undefined && line.categoryId !== null)
      add(byCategory, key(line.categoryId), line.quantity, line.subTotal)
    quantity += line.quantity
  }
  const forms = order.formIds && order.formIds.length > 0 ? new Set(order.formIds.map(key)) : NO_FORMS
  // Named rather than spread: a spread of the facts measured a seventh of the time indexing takes.
  const index = { byProduct, byCategory, forms, order: { quantity, subTotal: order.subTotal } }
  return { items, subTotal: order.subTotal, formIds: order.formIds, index }
}

function boundsMet(condition: Condition, totals: Totals | undefined): boolean {
  if (!totals) return false
  if (present(condition.minimumQuantity) && totals.quantity < condition.minimumQuantity) return false
  return !(present(condition.minimumSpend) && totals.subTotal < condition.minimumSpend)
}

// An unknown kind, or an entry condition without id, is never met.
function conditionMet(condition: Condition, index: FactsIndex): boolean {
  const id = condition.id
  if (condition.kind === 'order') return boundsMet(condition, index.order)
  if (id === undefined || id === null) return false
  switch (condition.kind) {
    case 'product':
      return boundsMet(condition, index.byProduct.get(key(id)))
    case 'category':
      return boundsMet(condition, index.byCategory.get(key(id)))
    case 'form':
      return index.forms.has(key(id))
    default:
      return false
  }
}

/** One boolean per condition, in order. An unknown kind, or an entry condition without id, is never met. */
export function conditionResults(conditions: readonly Condition[], order: OrderFacts): boolean[] {
  const { index } = indexFacts(order)
  return conditions.map((condition) => conditionMet(condition, index))
}

/**
 * A rule that is not met, for its explanation: what is still to do. An 'all' rule keeps the conditions some of the
 * orders fails (one every order meets is done: "an order of $10 or more" is not asked of an $18 order); an 'any'
 * rule keeps every condition, as any one of them would do.
 */
export function stillToDo(rule: Rule, orders: readonly OrderFacts[]): Rule {
  if (isAny(rule.operator)) return rule
  const results = orders.map((order) => conditionResults(rule.conditions, order))
  const conditions = rule.conditions.filter((_, i) => results.some((met) => !met[i]))
  return conditions.length === rule.conditions.length ? rule : { ...rule, conditions }
}

export function ruleMet(rule: Rule, order: OrderFacts): boolean {
  return holds(rule, indexFacts(order).index)
}

// combine over the rule's conditions, stopping at the first that decides it: a met one for 'any', an unmet one for
// 'all'.
function holds(rule: Rule, index: FactsIndex): boolean {
  const any = isAny(rule.operator)
  for (const condition of rule.conditions) if (conditionMet(condition, index) === any) return any
  return !any
}

export interface LockState {
  readonly enabled: boolean
  /** Unlock rules none of which is met: what the shopper still has to do. */
  readonly unmet: readonly Rule[]
  /** Lock rules that are met: why the button is locked. */
  readonly locking: readonly Rule[]
}

/**
 * A product or category button (B §4): unlock rules enable it when any of them is met, lock rules disable it when
 * any of them is met. A product is also subject to the entry of its category.
 */
export function lockState(
  rules: BusinessRules | null | undefined,
  target: { readonly productId?: Id | null; readonly categoryId?: Id | null },
  order: OrderFacts,
): LockState {
  const lockIndex = rules ? lockIndexOf(rules) : undefined
  const product = entryOf(lockIndex?.products, target.productId)
  const category = entryOf(lockIndex?.categories, target.categoryId)
  // Most buttons have no entry: their order is not even indexed, and they share one answer.
  return product || category ? judged(product, category, indexFacts(order).index) : UNLOCKED
}

function judged(product: LockedItem | undefined, category: LockedItem | undefined, index: FactsIndex): LockState {
  const unmet: Rule[] = []
  const locking: Rule[] = []
  if (product) judge(product, index, unmet, locking)
  if (category) judge(category, index, unmet, locking)
  return { enabled: unmet.length === 0 && locking.length === 0, unmet, locking }
}

const UNLOCKED: LockState = Object.freeze({ enabled: true, unmet: Object.freeze([]), locking: Object.freeze([]) })

// An entry's unlock rules, all of them unmet when none holds, and its lock rules that hold.
function judge(entry: LockedItem, index: FactsIndex, unmet: Rule[], locking: Rule[]): void {
  const unlock = entry.unlockedBy
  if (unlock && unlock.length > 0 && !unlock.some((rule) => holds(rule, index))) unmet.push(...unlock)
  for (const rule of entry.lockedBy ?? []) if (holds(rule, index)) locking.push(rule)
}

type LockIndex = { products: ReadonlyMap<string, LockedItem>; categories: ReadonlyMap<string, LockedItem> }

// A product set's rules do not change while they are in use (the server's catalog cache, the product set a browser
// loaded): their lock entries are indexed by id once per rules object, the first entry of an id winning, as a search
// of the list finds it.
const lockIndexes = new WeakMap<BusinessRules, LockIndex>()

function byId(items: readonly LockedItem[] | undefined): Map<string, LockedItem> {
  const index = new Map<string, LockedItem>()
  for (const item of items ?? []) if (!index.has(key(item.id))) index.set(key(item.id), item)
  return index
}

function lockIndexOf(rules: BusinessRules): LockIndex {
  const known = lockIndexes.get(rules)
  if (known) return known
  const index = { products: byId(rules.lockedItems?.products), categories: byId(rules.lockedItems?.categories) }
  lockIndexes.set(rules, index)
  return index
}

const entryOf = (index: ReadonlyMap<string, LockedItem> | undefined, id: Id | null | undefined) =>
  id === undefined || id === null ? undefined : index?.get(key(id))

export interface RequirementState {
  readonly blocked: boolean
  /** Blocked although some rule holds for this order: a linked order is what fails. */
  readonly linkedOrderIssue: boolean
  /** Rules that do not hold for every order, for the explanation. */
  readonly unmet: readonly Rule[]
}

/**
 * requiredForCheckout (pass requiredForComplete for completion), C §4 and B §5: a rule is satisfied only when it
 * holds for the order and every linked order; checkout is blocked when rules exist and none is satisfied.
 */
export function requirementState(
  rules: readonly Rule[] | null | undefined,
  order: OrderFacts,
  linkedOrders: readonly OrderFacts[] = [],
): RequirementState {
  const list = rules ?? []
  if (list.length === 0) return { blocked: false, linkedOrderIssue: false, unmet: [] }
  const own = indexFacts(order).index
  const indexes = [own]
  for (const linked of linkedOrders) indexes.push(indexFacts(linked).index)
  const unmet: Rule[] = []
  for (const rule of list) if (!holdsForAll(rule, indexes)) unmet.push(rule)
  const blocked = unmet.length === list.length
  const linkedOrderIssue = blocked && linkedOrders.length > 0 && list.some((rule) => holds(rule, own))
  return { blocked, linkedOrderIssue, unmet }
}

function holdsForAll(rule: Rule, indexes: readonly FactsIndex[]): boolean {
  for (const index of indexes) if (!holds(rule, index)) return false
  return true
}

/**
 * Items to remove before adding a product (C §4 exclusive groups): items of another product that shares a group with
 * it. Items of the same product are not conflicts.
 */
export function exclusiveConflicts<T extends { readonly productId: Id }>(
  groups: readonly (readonly Id[])[] | null | undefined,
  productId: Id,
  items: readonly T[],
): T[] {
  const rivals = new Set<string>()
  for (const group of groups ?? []) {
    const ids = group.map(key)
    if (ids.includes(key(productId))) for (const id of ids) rivals.add(id)
  }
  rivals.delete(key(productId))
  return items.filter((item) => rivals.has(key(item.productId)))
}

export interface DependentItem {
  readonly id: Id
  readonly parameters?: { readonly removeDependencies?: readonly Id[] | null } | null
}

/**
 * Items that go with a removed item (C §4): parameters.removeDependencies lists order item ids; followed transitively,
 * each dependent listed once, the removed item itself excluded.
 */
export function removalDependents<T extends DependentItem>(removedId: Id, items: readonly T[]): T[] {
  const byId = new Map(items.map((item) => [key(item.id), item]))
  const seen = new Set([key(removedId)])
  const result: T[] = []
  const queue = [key(removedId)]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const dep of byId.get(next)?.parameters?.removeDependencies ?? []) {
      const item = byId.get(key(dep))
      if (!item || seen.has(key(dep))) continue
      seen.add(key(dep))
      result.push(item)
      queue.push(key(dep))
    }
  }
  return result
}

/** An order item as the lock rules see it: a line with its own id (C §4: top-level items only). */
export interface IdentifiedLine extends OrderLine {
  readonly id: Id
}

/**
 * C §4 removal dependencies, derived from the lock rules: an item depends on another when its product (or category)
 * has a lock entry, it is unlocked given the order's other items, and it would be locked without that other item.
 * Answers, for each item some other depends on, the ids of its dependents in order (parameters.removeDependencies);
 * items nothing depends on are absent.
 *
 * Issue 17: the order is indexed once, and each "without" is that index with the lines of an id taken out and put
 * back, so a pair of items costs the entry's rules rather than indexing the rest of the order again (that was cubic
 * in the number of items).
 */
export function removalDependencies(
  rules: BusinessRules | null | undefined,
  items: readonly IdentifiedLine[],
  formIds: readonly Id[] = [],
): Record<string, Id[]> {
  const dependents: Record<string, Id[]> = {}
  const lockIndex = rules ? lockIndexOf(rules) : undefined
  if (!lockIndex) return dependents
  const linesById = new Map<string, IdentifiedLine[]>()
  for (const item of items) {
    const same = linesById.get(key(item.id))
    if (same) same.push(item)
    else linesById.set(key(item.id), [item])
  }
  const index = shiftingIndex(formIds)
  shift(index, items, 1)
  for (const item of items) {
    const product = entryOf(lockIndex.products, item.productId)
    const category = entryOf(lockIndex.categories, item.categoryId)
    // An item without a lock entry is never locked, so nothing is its dependency.
    if (!product && !category) continue
    const own = linesById.get(key(item.id)) ?? []
    shift(index, own, -1)
    if (judged(product, category, index).enabled)
      for (const other of items) {
        if (key(other.id) === key(item.id)) continue
        const lines = linesById.get(key(other.id)) ?? []
        shift(index, lines, -1)
        if (!judged(product, category, index).enabled) {
          const listed = dependents[key(other.id)]
          if (listed) listed.push(item.id)
          else dependents[key(other.id)] = [item.id]
        }
        shift(index, lines, 1)
      }
    shift(index, own, 1)
  }
  return dependents
}

/** Totals that count their lines: an entry whose lines are all taken out is gone, as from the index of the rest. */
interface CountedTotals extends Totals {
  lines: number
}

interface ShiftingIndex extends FactsIndex {
  readonly byProduct: Map<string, CountedTotals>
  readonly byCategory: Map<string, CountedTotals>
  readonly order: Totals
}

const shiftingIndex = (formIds: readonly Id[]): ShiftingIndex => ({
  byProduct: new Map(),
  byCategory: new Map(),
  forms: new Set(formIds.map(key)),
  order: { quantity: 0, subTotal: 0 },
})

// Puts lines into the index (sign 1) or takes them out (-1). Amounts are integers, so taking out and putting back
// gives the sums exactly as adding up the remaining lines does.
function shift(index: ShiftingIndex, lines: readonly OrderLine[], sign: 1 | -1): void {
  for (const line of lines) {
    if (line.productId !== undefined && line.productId !== null)
      shiftEntry(index.byProduct, key(line.productId), line, sign)
    if (line.categoryId !== undefined && line.categoryId !== null)
      shiftEntry(index.byCategory, key(line.categoryId), line, sign)
    index.order.quantity += sign * line.quantity
    index.order.subTotal += sign * line.subTotal
  }
}

function shiftEntry(totals: Map<string, CountedTotals>, id: string, line: OrderLine, sign: 1 | -1): void {
  const entry = totals.get(id)
  if (!entry) totals.set(id, { quantity: line.quantity, subTotal: line.subTotal, lines: 1 })
  else if (entry.lines + sign === 0) totals.delete(id)
  else {
    entry.quantity += sign * line.quantity
    entry.subTotal += sign * line.subTotal
    entry.lines += sign
  }
}
