// Payment methods and payments (issue 13; C §3 payment method data, C §6 test mode, C §9 payment method identifiers
// and card icons). Which methods a shop offers is data (per store, or per client session); this module decides which
// of them a shopper or the admin is offered for a total, and what a payment's status allows.
import type { Money } from './money'

/**
 * C §9 identifiers of the methods this shop serves: `testing` skips payment (C §6, offered when configured), `free`
 * is the only method of a zero total, `manual` is pay later, `stripe` is card payment through a card gateway (the
 * built-in sandbox, or a real provider behind the same interface).
 */
export const PAYMENT_METHODS = ['testing', 'free', 'manual', 'stripe'] as const
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]

/** C §9 accepted card icons. */
export const CARD_ICONS = ['Visa', 'MasterCard', 'Discover', 'Amex', 'DinersClub', 'JCB', 'UnionPay'] as const
export type CardIcon = (typeof CARD_ICONS)[number]

/** The icon of a card-validator brand id (core/cards.ts cardBrand); null for a brand without an icon. */
export const cardIconOf = (brand: string | null): CardIcon | null => {
  const icons: Record<string, CardIcon> = {
    visa: 'Visa',
    mastercard: 'MasterCard',
    discover: 'Discover',
    'american-express': 'Amex',
    'diners-club': 'DinersClub',
    jcb: 'JCB',
    unionpay: 'UnionPay',
  }
  return brand === null ? null : (icons[brand] ?? null)
}

/** A method as a shop configures it (table payment_methods). */
export type PaymentMethodConfig = {
  method: PaymentMethodId
  /** What the accordion's heading says (C §3 manualLabel for manual). */
  label: string
  /** C §3 manualDescription: what the shopper reads under the heading (pay by cheque at school, ...). */
  description: string | null
  /** C §1: a manual method only the admin may use (shown to the admin with "Admin Only"). */
  adminOnly: boolean
  /** The card method's gateway (`sandbox` is built in). */
  gateway: string | null
  acceptedCards: readonly CardIcon[]
  /** C §3 publishableKey: the card gateway's public key, which its browser part needs; null for the others. */
  publishableKey: string | null
}

/** A method as the payment step offers it; `adminOnly` shows the "Admin Only" label (C §1). */
export type PaymentMethodOffer = Omit<PaymentMethodConfig, 'gateway'>

/**
 * The methods offered for a total, in the configured order. A zero total is paid with `free` alone (whatever is
 * configured); otherwise `free` is never offered, and an admin-only method only to the admin. C §1: to the admin the
 * manual method reads "Admin Only" (the studio takes a payment by phone, cheque or cash for a parent with it).
 */
export const offeredMethods = (
  configured: readonly PaymentMethodConfig[],
  total: Money,
  isAdmin: boolean,
): PaymentMethodOffer[] => {
  if (total <= 0)
    return [
      { method: 'free', label: 'Free', description: null, adminOnly: false, acceptedCards: [], publishableKey: null },
    ]
  return configured
    .filter((m) => m.method !== 'free' && (isAdmin || !m.adminOnly))
    .map(({ gateway: _, ...offer }) => ({
      ...offer,
      adminOnly: offer.adminOnly || (isAdmin && offer.method === 'manual'),
    }))
}

/**
 * Where a payment is. `requires_action`: the card needs the parent's authentication; `authorized`: the card holds the
 * amount; `capturing`: completion checked the price and is taking the money (a crash here is reconciled on start);
 * `succeeded`: paid (the only status with money taken); `pending`: manual, to be paid later; `failed`/`canceled`: no
 * money taken, the order is payable again.
 */
export const PAYMENT_STATUSES = [
  'requires_action',
  'authorized',
  'capturing',
  'succeeded',
  'pending',
  'failed',
  'canceled',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** A payment under way: no money taken for good yet, and only a completion settles it. */
export const UNSETTLED_PAYMENT_STATUSES = [
  'requires_action',
  'authorized',
  'capturing',
] as const satisfies readonly PaymentStatus[]

/**
 * A payment under way or that has taken (or promised) the money: a link group has at most one (migration 013's
 * partial unique index `payments_live_per_group` lists these statuses again, in SQL).
 */
export const LIVE_PAYMENT_STATUSES: readonly PaymentStatus[] = [...UNSETTLED_PAYMENT_STATUSES, 'succeeded', 'pending']

/** A payment that has ended: nothing moves it again (a late or repeated notification changes nothing). */
export const paymentSettled = (status: PaymentStatus): boolean =>
  !(UNSETTLED_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status)
