// Issue 12: the demo shops' shipping methods (server/seed/demo.ts demoShippingMethods). Seeded with the demo shop,
// and again at every start so a data folder seeded before the methods existed gets them (main.ts; SEED_DEMO=off
// skips both). Only sessions that exist get methods, and a method already there is left as it is.
import type { ShippingRule } from '../../core/shipping'
import type { Queryable } from '../db/database'
import { demoIds, demoPrice, demoSessions, demoShippingMethods } from './demo'
import { demoId } from './ids'

const methodRows = () =>
  demoSessions.flatMap((session) =>
    demoShippingMethods.map((m, position) => {
      const rules: ShippingRule[] = m.adjustments
        ? [
            {
              priority: 1,
              adjustments: m.adjustments.map((a) => ({
                ...a,
                product: demoIds.product(session.productSet.key, a.product),
                cost: demoPrice(a.cost),
              })),
            },
          ]
        : []
      return {
        id: demoId(`shipping:${session.key}:${m.key}`),
        client_session_id: demoId(`session:${session.key}`),
        position,
        label: m.label,
        description: m.description,
        retail_cost: demoPrice(m.retailCost),
        address_required: m.addressRequired,
        promotions_apply: m.promotionsApply,
        business_rules: rules,
      }
    }),
  )

/** Adds the demo shipping methods missing from the demo sessions there are, in one statement; answers how many. */
export const seedDemoShipping = async (q: Queryable): Promise<number> => {
  const { rows } = await q.query<{ id: string }>(
    `insert into shipping_methods (id, client_session_id, position, label, description, retail_cost, address_required,
       promotions_apply, business_rules)
     select m.id, m.client_session_id, m.position, m.label, m.description, m.retail_cost, m.address_required,
       m.promotions_apply, m.business_rules
     from jsonb_to_recordset($1::jsonb) as m(id uuid, client_session_id uuid, position integer, label text,
       description text, retail_cost bigint, address_required boolean, promotions_apply boolean, business_rules jsonb)
     where exists (select 1 from client_sessions s where s.id = m.client_session_id)
     on conflict do nothing
     returning id`,
    [JSON.stringify(methodRows())],
  )
  return rows.length
}
