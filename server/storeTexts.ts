// Issue 15 point 1: what the shop reads, in the request's language: the store's own texts (migration 019) laid over
// the base texts by core/storeTexts.ts overlayTexts, the one overlay every read goes through.
import { DEFAULT_LANGUAGE } from '../core/language'
import type { Order, OrderItem } from '../core/schemas/order'
import { NO_TEXTS, overlayTexts, type StoreTexts, storeTextsOf } from '../core/storeTexts'
import { type CatalogAt, currentCatalog } from './catalogCache'
import type { Database } from './db/database'

/** A store's texts in the catalog's language, kept in the catalog cache; none in the base language. */
export const storeTextsAt = (at: CatalogAt, storeId: string): Promise<StoreTexts> =>
  at.language === DEFAULT_LANGUAGE
    ? Promise.resolve(NO_TEXTS)
    : at.get(`storeTexts:${storeId}`, async () =>
        storeTextsOf(
          (
            await at.q.query<{ entityId: string; field: string; text: string }>(
              `select entity_id as "entityId", field, text from store_texts where store_id = $1 and language = $2`,
              [storeId, at.language],
            )
          ).rows,
        ),
      )

/** `value` (something the store `storeId` sells or shows) in the catalog's language. */
export const inLanguage = async <T>(at: CatalogAt, storeId: string, value: T): Promise<T> =>
  overlayTexts(value, await storeTextsAt(at, storeId))

/**
 * An order answer in `language`. Its items' labels are their products' (`information.label`) and its licence the
 * store's (`settings.digitalLicence`), named by ids the answer carries beside them; the rest (the session label, the
 * stage's order-complete text, node and shipping method labels) by their own ids. The base language reads nothing.
 */
export const orderInLanguage = async (db: Database, language: string, order: Order): Promise<Order> => {
  if (language === DEFAULT_LANGUAGE) return order
  const texts = await storeTextsAt(await currentCatalog(db, db, language), order.store)
  if (texts.size === 0) return order
  const text = (id: string, field: string) => texts.get(id)?.get(field)
  const labelled = <I extends Omit<OrderItem, 'orderItems'>>(item: I): I => ({
    ...item,
    label: text(item.product, 'information.label') ?? item.label,
  })
  return overlayTexts(
    {
      ...order,
      orderItems: order.orderItems.map((item) => ({ ...labelled(item), orderItems: item.orderItems.map(labelled) })),
      licence: order.licence === null ? null : (text(order.store, 'settings.digitalLicence') ?? order.licence),
    },
    texts,
  )
}
