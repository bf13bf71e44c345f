// C §3 shipping methods of a client session (migration 012), as core/shipping.ts prices them.
import type { ShippingMethodOffer } from '../../core/schemas/checkout'
import type { Queryable } from '../db/database'

/** A shipping method as stored: core/shipping.ts ShippingMethod with what the radio list shows. */
export type ShippingMethodRecord = {
  id: string
  label: string
  description: string | null
  retailCost: number
  addressRequired: boolean
  promotionsApply: boolean
  /** core/shipping.ts ShippingRule[], product ids being the set's. */
  businessRules: ShippingMethodOffer['businessRules']
}

type MethodRow = {
  id: string
  label: string
  description: string | null
  retail_cost: number
  address_required: boolean
  promotions_apply: boolean
  business_rules: ShippingMethodOffer['businessRules']
}

/** The session's methods in the order the radio list shows them. */
export const findShippingMethods = async (db: Queryable, clientSessionId: string): Promise<ShippingMethodRecord[]> =>
  (
    await db.query<MethodRow>(
      `select id, label, description, retail_cost, address_required, promotions_apply, business_rules
       from shipping_methods where client_session_id = $1 order by position`,
      [clientSessionId],
    )
  ).rows.map((r) => ({
    id: r.id,
    label: r.label,
    description: r.description,
    retailCost: r.retail_cost,
    addressRequired: r.address_required,
    promotionsApply: r.promotions_apply,
    businessRules: r.business_rules,
  }))
