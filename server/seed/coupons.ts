// The demo stores' coupons (C §4 coupons, migration 008): one of each kind and one for each refusal the shopper can
// meet. Codes are listed in docs/demo-shop.md.
import type { Coupon } from '../../core/coupons'
import type { Queryable } from '../db/database'
import { DEMO_GRADUATION_STORE_ID, DEMO_STORE_ID, demoPrice } from './demo'
import { demoId } from './ids'

const DAY = 86_400_000

/** A demo coupon; dates are days from the seeding moment, prices dollars; `seededUses` uses held by past orders. */
export type DemoCoupon = Omit<Coupon, 'validFrom' | 'validUntil' | 'minimumSpend'> & {
  store: string
  validFromDays?: number
  validUntilDays?: number
  minimumSpend?: number
  seededUses?: number
}

const coupon = (c: Partial<DemoCoupon> & Pick<DemoCoupon, 'code' | 'kind' | 'amount' | 'appliesTo'>): DemoCoupon => ({
  store: DEMO_STORE_ID,
  appliesToPackages: true,
  usageLimit: null,
  usageLimitPerUser: null,
  ...c,
})

export const demoCoupons: DemoCoupon[] = [
  // 10 % off the products, for three months.
  coupon({ code: 'SPRING10', kind: 'percentage', amount: 10, appliesTo: 'products', validUntilDays: 90 }),
  // $5 off the products.
  coupon({ code: 'SAVE5', kind: 'fixed', amount: demoPrice(5), appliesTo: 'products' }),
  // Free shipping: 100 % of the shipping (0 off until a shipping method is chosen).
  coupon({ code: 'FREESHIP', kind: 'percentage', amount: 100, appliesTo: 'shipping' }),
  // 15 % off products and shipping.
  coupon({ code: 'FAMILY15', kind: 'percentage', amount: 15, appliesTo: 'everything' }),
  // Ended a month ago.
  coupon({
    code: 'SUMMER25',
    kind: 'percentage',
    amount: 25,
    appliesTo: 'products',
    validFromDays: -120,
    validUntilDays: -30,
  }),
  // Starts in a month.
  coupon({ code: 'WINTER20', kind: 'percentage', amount: 20, appliesTo: 'products', validFromDays: 30 }),
  // Limited to 3 orders, all 3 taken by past orders.
  coupon({
    code: 'EARLYBIRD',
    kind: 'fixed',
    amount: demoPrice(10),
    appliesTo: 'products',
    usageLimit: 3,
    seededUses: 3,
  }),
  // Once per shopper.
  coupon({ code: 'WELCOME3', kind: 'fixed', amount: demoPrice(3), appliesTo: 'products', usageLimitPerUser: 1 }),
  // $8 off orders of $50 or more.
  coupon({ code: 'BIG50', kind: 'fixed', amount: demoPrice(8), appliesTo: 'products', minimumSpend: 50 }),
  // 20 % off prints and other products, packages left out.
  coupon({ code: 'PRINTS20', kind: 'percentage', amount: 20, appliesTo: 'products', appliesToPackages: false }),
  // The graduation store's own coupon (codes are per store: SAVE5 is unknown there).
  coupon({
    store: DEMO_GRADUATION_STORE_ID,
    code: 'GRAD5',
    kind: 'fixed',
    amount: demoPrice(5),
    appliesTo: 'products',
  }),
]

/** Inserts the demo coupons and their seeded uses (uses of past orders: no order, no store user). */
export const seedDemoCoupons = async (tx: Queryable, now: Date) => {
  const at = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY))
  for (const c of demoCoupons) {
    const id = demoId(`coupon:${c.code}`)
    await tx.query(
      `insert into coupons (id, store_id, code, kind, amount, applies_to, applies_to_packages, minimum_spend,
         valid_from, valid_until, usage_limit, usage_limit_per_user)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        c.store,
        c.code,
        c.kind,
        c.amount,
        c.appliesTo,
        c.appliesToPackages,
        c.minimumSpend === undefined ? null : demoPrice(c.minimumSpend),
        at(c.validFromDays),
        at(c.validUntilDays),
        c.usageLimit,
        c.usageLimitPerUser,
      ],
    )
    for (let i = 0; i < (c.seededUses ?? 0); i++)
      await tx.query('insert into coupon_uses (id, coupon_id) values ($1, $2)', [
        demoId(`coupon-use:${c.code}:${i}`),
        id,
      ])
  }
}
