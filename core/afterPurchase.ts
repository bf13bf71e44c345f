// Changes after purchase (issue 14 point 5; C §2 order view, C §4 image options): whether a paid or placed order still
// takes changes before the stage's production cutoff, how the money of a change is settled, the words of its audit
// row, and how a refund is drawn from the money taken. Pure: the clock is an argument.
import { hasDigitalItems } from './downloads'
import type { Message } from './message'
import { type Money, sum } from './money'
import { valueShape } from './options'
import type { OrderStatus } from './orderStatus'
import type { PaymentMethodId } from './payments'

/** The statuses of an order that was bought: paid, or placed to be paid later (manual). */
export const PURCHASED_STATUSES: readonly OrderStatus[] = ['paid', 'placed']

export const isPurchased = (status: OrderStatus): boolean => PURCHASED_STATUSES.includes(status)

/**
 * Whether a bought order still takes changes: paid or placed, and `now` before the stage's production cutoff (an ISO
 * time). No cutoff, or one that does not parse, means no changes after purchase.
 */
export function canChange(status: OrderStatus, cutoff: string | null, now: Date): boolean {
  if (!isPurchased(status) || cutoff === null) return false
  const at = Date.parse(cutoff)
  return Number.isFinite(at) && now.getTime() < at
}

/**
 * Whether an item of a bought order may still be changed: not a digital product, nor a package holding one. Their
 * files are delivered at purchase; changing the photo of a digital item after downloading it would hand out another
 * original for nothing (one purchase, every photo).
 */
export const changeableAfterPurchase = (item: Parameters<typeof hasDigitalItems>[0][number]): boolean =>
  !hasDigitalItems([item])

/** Whom a parent asks once changes are closed (the store's studio contact). */
export type Contact = { name: string; email: string | null; phone: string | null }

/** The words of a studio contact: whom to ask ("Ask Brightside Studio at orders@brightside.example."). */
export type AskMessage = Message<'change.ask_studio' | 'change.ask_contact' | 'change.ask_contact_at'>

/** Whom to ask, in words: "Ask Brightside Studio at orders@brightside.example." */
const askStudio = (contact: Contact | null): AskMessage => {
  const reach = contact?.email ?? contact?.phone
  if (!contact) return { id: 'change.ask_studio' }
  return reach
    ? { id: 'change.ask_contact_at', values: { name: contact.name, reach } }
    : { id: 'change.ask_contact', values: { name: contact.name } }
}

/**
 * The 409 changes_closed message: when changes closed (the cutoff's date, in `locale`'s region) and whom to ask, e.g.
 * "Changes closed on December 22, 2026. Ask Brightside Studio at orders@brightside.example."
 */
export function changesClosedMessage(
  cutoff: string | null,
  contact: Contact | null,
  locale = 'en-US',
): Message<'change.closed_on' | 'change.closed' | AskMessage['id']> {
  const at = cutoff === null ? Number.NaN : Date.parse(cutoff)
  const ask = askStudio(contact)
  return Number.isFinite(at)
    ? { id: 'change.closed_on', values: { date: { date: at, locale }, ask } }
    : { id: 'change.closed', values: { ask } }
}

/**
 * How many changes that move money (charged, refunded or due) a parent may make to one order: each is a real charge
 * or refund, so toggling a backdrop on and off is not endless. The studio (admin) is not counted against it.
 */
export const MAX_MONEY_CHANGES = 10

/** How many requests of one order wait at once for another change's payment; more are answered at once (409). */
export const MAX_WAITING_CHANGES = 5

/** The 409 too_many_changes message, naming whom to ask for another change. */
export function tooManyChangesMessage(contact: Contact | null): Message<'change.too_many' | AskMessage['id']> {
  return { id: 'change.too_many', values: { max: MAX_MONEY_CHANGES, ask: askStudio(contact) } }
}

type DifferenceMessage = Message<'change.adds' | 'change.takes_off' | 'change.leaves_total'>

/** A difference in words: "adds $8.00", "takes $3.00 off", "leaves the total as it is". */
const differenceWords = (amount: Money, currency: string, locale: string): DifferenceMessage =>
  amount > 0
    ? { id: 'change.adds', values: { amount: { money: amount, currency, locale } } }
    : amount < 0
      ? { id: 'change.takes_off', values: { amount: { money: -amount, currency, locale } } }
      : { id: 'change.leaves_total' }

/**
 * The 409 amount_changed message: the change's difference moved between the preview the parent confirmed and the save
 * (a price changed meanwhile), e.g. "The price of this change moved: it now adds $8.00 (you confirmed it adds $5.00).
 * Nothing was changed: look at the new amount and confirm again." Money in `locale` (its region, the reader's words).
 */
export function amountChangedMessage(
  amount: Money,
  confirmed: Money,
  currency: string,
  locale: string,
): Message<'change.amount_changed' | DifferenceMessage['id']> {
  return {
    id: 'change.amount_changed',
    values: {
      now: differenceWords(amount, currency, locale),
      confirmed: differenceWords(confirmed, currency, locale),
    },
  }
}

/**
 * How a change whose total moves by `amount` (new total − old total) is settled, by the method the order was paid or
 * placed with:
 * - `none`: the total stays;
 * - `charge` / `refund`: a card payment, the difference charged to its card or given back (the gateway);
 * - `record`: test mode, or a free order that got cheaper: recorded, no money moves (a refund still counts in
 *   totalRefund for test mode);
 * - `due`: a manual order not paid yet: the amount due changes;
 * - `needs_payment`: a free order (or one without a payment) whose price rises cannot be charged.
 */
export type Settlement = 'none' | 'charge' | 'refund' | 'record' | 'due' | 'needs_payment'

export function settlementOf(method: PaymentMethodId | null, amount: Money): Settlement {
  if (amount === 0) return 'none'
  switch (method) {
    case 'stripe':
      return amount > 0 ? 'charge' : 'refund'
    case 'testing':
      return 'record'
    case 'manual':
      return 'due'
    default:
      return amount > 0 ? 'needs_payment' : 'record'
  }
}

/** Money that may still be given back from one capture (an intent): what it took less what was refunded from it. */
export type RefundSource = { intentId: string; refundable: Money }

/** One part of a refund: the amount given back from one intent. */
export type RefundPart = { intentId: string; amount: Money }

/**
 * A refund drawn from the captures in the order given (each at most its refundable money), in as few parts as that
 * order allows; null when they hold less than `amount`.
 */
export function refundPlan(sources: readonly RefundSource[], amount: Money): RefundPart[] | null {
  const parts: RefundPart[] = []
  let left = amount
  for (const source of sources) {
    if (left <= 0) break
    const part = Math.min(left, Math.max(0, source.refundable))
    if (part > 0) parts.push({ intentId: source.intentId, amount: part })
    left -= part
  }
  return left > 0 ? null : parts
}

/** The parts add up to the refund. */
export const planTotal = (parts: readonly RefundPart[]): Money => sum(parts.map((p) => p.amount))

// ---- The words of a change --------------------------------------------------------------------------------------

/** An option group as the words of a change need it. */
export type GroupLike = {
  id: string
  type: string
  label: string
  productOptions: readonly { id: string; label: string }[]
}

/** The parts of a configuration a change compares (an order item's options and nodes, or a photo's options). */
export type ConfigLike = {
  options: Readonly<Record<string, { readonly value?: unknown; readonly notes?: string | null } | undefined>>
  nodes: readonly {
    node: string
    image: string
    imageCrop?: string | null
    crop?: unknown
    rotation?: number
    productOption?: string | null
  }[]
}

/** A configuration in words: what an audit row keeps as before and after, and what its summary compares. */
export type Look = {
  label: string
  /** `value`: the stored value as JSON, compared; `words`: what is printed. */
  options: { group: string; words: string; value: string; notes: string | null }[]
  nodes: { node: string; photo: string; crop: string; backdrop: string | null }[]
}

/** An option value in words: the chosen options' labels, the text typed, or "details" for a form's values. */
export function optionWords(group: GroupLike, value: unknown): string {
  const label = (id: unknown) => group.productOptions.find((o) => o.id === id)?.label ?? String(id)
  switch (valueShape(group.type)) {
    case 'single':
      return value === null || value === undefined || value === '' ? 'none' : label(value)
    case 'multi':
      return Array.isArray(value) && value.length > 0 ? value.map(label).join(', ') : 'none'
    case 'form':
      return 'details'
    default:
      return typeof value === 'string' && value.trim() !== '' ? `“${value.trim()}”` : 'none'
  }
}

/**
 * A configuration in words. `groups`: the groups its options may name, in the order they are shown; `nodeLabels`:
 * the product's node labels by id. A node's photo and crop are kept as ids (compared, never printed).
 */
export function lookOf(
  label: string,
  groups: readonly GroupLike[],
  nodeLabels: ReadonlyMap<string, string>,
  config: ConfigLike,
): Look {
  const optionLabel = (id: string) =>
    groups.flatMap((g) => g.productOptions).find((o) => o.id === id)?.label ?? 'another backdrop'
  return {
    label,
    options: groups.flatMap((g) => {
      const chosen = config.options[g.id]
      if (chosen === undefined) return []
      const value = JSON.stringify(chosen.value ?? null)
      return [{ group: g.label, words: optionWords(g, chosen.value), value, notes: chosen.notes || null }]
    }),
    nodes: config.nodes.map((n) => ({
      node: nodeLabels.get(n.node) ?? 'photo',
      photo: n.image,
      crop: JSON.stringify([n.imageCrop ?? null, n.crop ?? null, n.rotation ?? 0]),
      backdrop: n.productOption ? optionLabel(n.productOption) : null,
    })),
  }
}

/**
 * What changed between two configurations, in the words a receipt prints: "Green-screen 8×10: crop changed;
 * backdrop Classic blue → Storm grey". A node whose photo changed says "photo changed" (naming the node when the
 * product has several); its crop then changes with it and is not said again. '' when nothing changed.
 */
export function changeSummary(before: Look, after: Look): string {
  const said: string[] = []
  const groups = [...new Set([...after.options, ...before.options].map((o) => o.group))]
  for (const group of groups) {
    const was = before.options.find((o) => o.group === group)
    const now = after.options.find((o) => o.group === group)
    const from = was?.words ?? 'none'
    const to = now?.words ?? 'none'
    const name = group.toLowerCase()
    if ((was?.value ?? 'null') !== (now?.value ?? 'null'))
      said.push(from === to ? `${name} changed` : `${name} ${from} → ${to}`)
    else if ((was?.notes ?? null) !== (now?.notes ?? null)) said.push(`${name} notes changed`)
  }
  const several = Math.max(before.nodes.length, after.nodes.length) > 1
  for (let i = 0; i < Math.max(before.nodes.length, after.nodes.length); i++) {
    const was = before.nodes[i]
    const now = after.nodes[i]
    const of = several ? ` of ${(now ?? was)?.node ?? 'photo'}` : ''
    if (!was || !now || was.photo !== now.photo) said.push(`photo${of} changed`)
    else if (was.crop !== now.crop) said.push(`crop${of} changed`)
    if (was && now && was.backdrop !== now.backdrop)
      said.push(`backdrop${of} ${was.backdrop ?? 'none'} → ${now.backdrop ?? 'none'}`)
  }
  return said.length === 0 ? '' : `${after.label}: ${said.join('; ')}`
}
