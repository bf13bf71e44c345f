// Issue 13: the demo stores' payment methods (server/seed/demo.ts demoPaymentMethods), store-wide. Seeded with the demo
// shop, and again at every start so a data folder seeded before payments existed gets them (main.ts; SEED_DEMO=off
// skips both). Only stores that exist get methods, and a method already there is left as it is.
import type { Queryable } from '../db/database'
import { demoPaymentMethods, demoSessions, demoStores } from './demo'
import { demoId } from './ids'

const methodRows = () =>
  demoStores.flatMap((store) =>
    demoPaymentMethods.map(({ key, adminOnly, acceptedCards, publishableKey, ...m }, position) => ({
      ...m,
      id: demoId(`payment:${store.id}:${key}`),
      store_id: store.id,
      position,
      admin_only: adminOnly,
      accepted_cards: acceptedCards,
      publishable_key: publishableKey,
    })),
  )

/** The demo stages' order-complete settings (migration 013 gave every stage none). */
const stageTexts = () =>
  demoSessions.flatMap(({ key, stage: { settings } }) =>
    settings.orderCompleteCartText || settings.imageSubmissionUrl
      ? [
          {
            id: demoId(`stage:${key}`),
            texts: {
              orderCompleteCartText: settings.orderCompleteCartText ?? null,
              imageSubmissionUrl: settings.imageSubmissionUrl ?? null,
            },
          },
        ]
      : [],
  )

/**
 * Adds the demo payment methods missing from the demo stores there are, in one statement; answers how many. When it
 * adds them, the demo stages also get their order-complete settings (once: a shop may clear them afterwards).
 */
export const seedDemoPayments = async (q: Queryable): Promise<number> => {
  const { rows } = await q.query<{ id: string }>(
    `insert into payment_methods (id, store_id, client_session_id, position, method, label, description, admin_only,
       gateway, accepted_cards, publishable_key)
     select m.id, m.store_id, null, m.position, m.method, m.label, m.description, m.admin_only, m.gateway,
       m.accepted_cards, m.publishable_key
     from jsonb_to_recordset($1::jsonb) as m(id uuid, store_id uuid, position integer, method text, label text,
       description text, admin_only boolean, gateway text, accepted_cards jsonb, publishable_key text)
     where exists (select 1 from stores s where s.id = m.store_id)
     on conflict do nothing
     returning id`,
    [JSON.stringify(methodRows())],
  )
  if (rows.length > 0)
    await q.query(
      `update stages st set settings = st.settings || v.texts
       from jsonb_to_recordset($1::jsonb) as v(id uuid, texts jsonb)
       where st.id = v.id and st.settings ->> 'orderCompleteCartText' is null`,
      [JSON.stringify(stageTexts())],
    )
  return rows.length
}
