import type { Database, Queryable } from '../db/database'
import { DEMO_STORE_ID, type DemoProduct, demoPrice, demoSessions, demoStore, stageSettings } from './demo'
import { demoId } from './ids'

export const productImagePath = (setKey: string, p: DemoProduct) => `/media/products/${setKey}-${p.key}.jpg`

/** Seeds the demo shop into an empty database; returns false when a store already exists (a restart keeps data). */
export const seedDemoShop = async (db: Database, now: Date): Promise<boolean> => {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from stores')
  if ((rows[0]?.n ?? 0) > 0) return false
  await db.transaction(async (tx) => {
    const s = demoStore
    await tx.query('insert into stores (id, name, logo, url, settings) values ($1, $2, $3, $4, $5)', [
      s.id,
      s.name,
      s.logo,
      s.url,
      s.settings,
    ])
    const clientId = demoId('client:maple-grove')
    await tx.query('insert into clients (id, label) values ($1, $2)', [clientId, 'Maple Grove Elementary'])
    const seasonId = demoId('season:2026')
    await tx.query('insert into seasons (id, label, code) values ($1, $2, $3)', [seasonId, '2026–2027', '2627'])
    for (const session of demoSessions) await seedSession(tx, session, clientId, seasonId, now)
  })
  return true
}

const seedSession = async (
  tx: Queryable,
  session: (typeof demoSessions)[number],
  clientId: string,
  seasonId: string,
  now: Date,
) => {
  const setId = demoId(`set:${session.productSet.key}`)
  await tx.query(`insert into product_sets (id, store_id, pre_order, business_rules) values ($1, $2, $3, $4)`, [
    setId,
    DEMO_STORE_ID,
    session.productSet.preOrder,
    {
      lockedItems: { products: [], categories: [] },
      requiredForCheckout: [],
      requiredForComplete: [],
      exclusiveProductGroups: [],
    },
  ])
  const sessionId = demoId(`session:${session.key}`)
  await tx.query(
    `insert into client_sessions (id, store_id, client_id, season_id, product_set_id, label, uri, category, access_code)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [sessionId, DEMO_STORE_ID, clientId, seasonId, setId, session.label, session.key, 'School', session.accessCode],
  )
  const day = 86_400_000
  await tx.query(
    `insert into stages (id, client_session_id, label, type, started_at, completes_at, settings)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      demoId(`stage:${session.key}`),
      sessionId,
      session.stage.label,
      session.stage.type,
      new Date(now.getTime() - day),
      session.stage.daysOpen > 0 ? new Date(now.getTime() + session.stage.daysOpen * day) : null,
      stageSettings(session.stage.settings),
    ],
  )
  for (const [ci, category] of session.productSet.categories.entries()) {
    const categoryId = demoId(`category:${session.productSet.key}:${category.slug}`)
    await tx.query(
      `insert into categories (id, product_set_id, slug, label, text, position) values ($1, $2, $3, $4, $5, $6)`,
      [categoryId, setId, category.slug, category.label, category.text, ci],
    )
    for (const [pi, p] of category.products.entries()) {
      const image = productImagePath(session.productSet.key, p)
      await tx.query(
        `insert into products (id, product_set_id, category_id, position, type, label, text, assets, retail_amount,
           quantity_limit)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          demoId(`product:${session.productSet.key}:${p.key}`),
          setId,
          categoryId,
          pi,
          p.type,
          p.label,
          p.text,
          { smallUrl: image, largeUrl: image },
          demoPrice(p.price),
          p.quantityLimit ?? null,
        ],
      )
    }
  }
}
