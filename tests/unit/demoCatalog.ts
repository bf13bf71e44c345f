// The demo product sets exactly as the API serves them: seeded into an in-memory database and read back with the
// catalog service, so core tests run on the real demo catalog (server/seed/demo.ts) without an HTTP server.
import { catalogOf } from '../../core/orderItem'
import type { Product, ProductSet } from '../../core/schemas/productSet'
import { openPglite } from '../../server/db/database'
import { migrate } from '../../server/db/migrate'
import { demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { seedDemoShop } from '../../server/seed/seed'
import { findProductSet } from '../../server/services/catalog'

export const loadDemoSets = async (): Promise<{ spring: ProductSet; fall: ProductSet }> => {
  const db = await openPglite()
  try {
    await migrate(db)
    await seedDemoShop(db, new Date('2026-11-01T12:00:00Z'))
    const [spring, fall] = await Promise.all([
      findProductSet(db, demoId('set:spring-set')),
      findProductSet(db, demoId('set:fall-set')),
    ])
    if (!spring || !fall) throw new Error('demo product sets missing')
    return { spring, fall }
  } finally {
    await db.close()
  }
}

/** The demo catalogs: spring (re-order, cropping available) and fall (pre-order, no cropping). */
export const demoCatalogs = (sets: { spring: ProductSet; fall: ProductSet }) => ({
  spring: catalogOf(sets.spring, true),
  fall: catalogOf(sets.fall, false),
})

/** A product of a demo set by its key (package children included). */
export const demoProduct = (set: ProductSet, setKey: string, key: string): Product => {
  const id = demoIds.product(setKey, key)
  const product = set.categories.flatMap((c) => c.products.flatMap((p) => [p, ...p.products])).find((p) => p.id === id)
  if (!product) throw new Error(`no demo product ${setKey}/${key}`)
  return product
}
