// Issue 13: which payment methods a shop offers (migration 013 payment_methods: a client session's rows replace its
// store's), read through the catalog cache, and offered for an amount by core/payments.ts offeredMethods.
import type { Money } from '../../../core/money'
import { acceptsChanges, ORDER_STATUSES } from '../../../core/orderStatus'
import { type CardIcon, offeredMethods, type PaymentMethodConfig, type PaymentMethodId } from '../../../core/payments'
import type { CatalogAt } from '../../catalogCache'
import type { Queryable } from '../../db/database'
import { inLanguage } from '../../storeTexts'

type MethodRow = {
  id: string
  method: PaymentMethodId
  label: string
  description: string | null
  admin_only: boolean
  gateway: string | null
  accepted_cards: CardIcon[]
  publishable_key: string | null
}

/** The session's own methods when it has any, else its store's, in their configured order. */
const findPaymentMethods = async (q: Queryable, storeId: string, clientSessionId: string) =>
  (
    await q.query<MethodRow>(
      `select id, method, label, description, admin_only, gateway, accepted_cards, publishable_key from payment_methods
       where store_id = $1 and (client_session_id = $2 or (client_session_id is null and not exists
         (select 1 from payment_methods s where s.client_session_id = $2)))
       order by position`,
      [storeId, clientSessionId],
    )
  ).rows

const toConfig = (r: MethodRow): PaymentMethodConfig => ({
  method: r.method,
  label: r.label,
  description: r.description,
  adminOnly: r.admin_only,
  gateway: r.gateway,
  acceptedCards: r.accepted_cards,
  publishableKey: r.publishable_key,
})

/** The methods a shop (an order's store and client session) is configured with, in the catalog's language. */
export const paymentMethodsAt = (at: CatalogAt, storeId: string, clientSessionId: string) =>
  at.get(`paymentMethods:${clientSessionId}`, async () =>
    (await inLanguage(at, storeId, await findPaymentMethods(at.q, storeId, clientSessionId))).map(toConfig),
  )

/** The methods offered for `amount`, and the configuration of the one asked for when it is one of them. */
export const offerFor = async (
  at: CatalogAt,
  order: { store_id: string; client_session_id: string },
  amount: Money,
  isAdmin: boolean,
) => {
  const configured = await paymentMethodsAt(at, order.store_id, order.client_session_id)
  const offers = offeredMethods(configured, amount, isAdmin)
  return {
    offers,
    /** The offered method `method`, with its gateway; undefined when it is not offered. */
    find: (method: PaymentMethodId): PaymentMethodConfig | undefined => {
      const offer = offers.find((o) => o.method === method)
      return offer && { ...offer, gateway: configured.find((c) => c.method === method)?.gateway ?? null }
    },
  }
}

/** The order statuses still being bought (core/orderStatus.ts acceptsChanges): paid together. */
const PAYABLE = ORDER_STATUSES.filter(acceptsChanges)

/** What is still to pay in a link group: the totals of its orders being bought, as core/cart.ts amountToPay adds. */
export const amountToPay = async (q: Queryable, linkGroup: string): Promise<Money> =>
  (
    await q.query<{ amount: Money }>(
      `select coalesce(sum(total), 0)::bigint as amount from orders where link_group = $1 and status = any($2::text[])`,
      [linkGroup, PAYABLE],
    )
  ).rows[0]?.amount ?? 0

/** C §3 checkoutRequirements.paymentMethods: the methods offered for what is still to pay, keyed by method id. */
export const paymentMethodsOffered = async (
  at: CatalogAt,
  q: Queryable,
  order: { store_id: string; client_session_id: string; link_group: string },
  isAdmin: boolean,
) =>
  Object.fromEntries(
    (await offerFor(at, order, await amountToPay(q, order.link_group), isAdmin)).offers.map((o) => [o.method, o]),
  )
