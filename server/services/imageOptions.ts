// Order image options (C §3 order image option, C §4 image options, C §7 save and remove image option): a choice of
// the product set's image option groups for one photo of the order, priced once per photo (docs/pricing.md).
import { randomUUID } from 'node:crypto'
import { optionsAmount } from '../../core/itemPrice'
import { cleanValue, emptyOption, type GroupValues, isBlank, valueShape } from '../../core/options'
import { type Catalog, ITEM_PROBLEMS, notesAllowed, optionValueProblem } from '../../core/orderItem'
import { type NamedPhoto, placeKey } from '../../core/photoOwnership'
import type { ImageOptionInput, OptionValue, SaveImageOptionsRequest } from '../../core/schemas/order'
import type { ProductOptionGroup } from '../../core/schemas/productSet'
import type { Queryable } from '../db/database'
import { HttpError } from '../http'
import type { OrderRow } from './orderRows'
import { assertPhotosAllowed, photoPlaces } from './photoPlaces'

type Checked = { imageId: string; group: ProductOptionGroup; value: OptionValue; notes: string | null }

/** The photos the entries name, at their request paths (issue 11: each must be one the order may take). */
const namedPhotos = (entries: readonly ImageOptionInput[]): NamedPhoto[] =>
  entries.map((e, i) => ({
    path: `orderImageOptions.${i}.image`,
    imageId: e.image,
    cropId: null,
    cropPath: `orderImageOptions.${i}.image`,
  }))

// The value in the stored shape of its group type (C §4): a single choice may name its option as productOption.
const storedValue = (group: ProductOptionGroup, entry: ImageOptionInput): unknown => {
  const single = valueShape(group.type) === 'single'
  const raw = entry.value !== undefined ? entry.value : single ? (entry.productOption ?? null) : undefined
  return cleanValue(raw) ?? emptyOption(group.type).value
}

/**
 * Each entry names an image option group of the product set and a photo that is not shared (C §4: options are not
 * requested for shared photos), with a value its group takes. Every problem is reported at once, as a field map.
 * `shared`: whether each photo (one the order may take, see applyImageOptions) is shared.
 */
const checkEntries = (catalog: Catalog, entries: readonly ImageOptionInput[], shared: (image: string) => boolean) => {
  const groups = new Map(catalog.set.imageProductOptionGroups.map((g) => [g.id, g]))
  const fields: Record<string, string> = {}
  const seen = new Set<string>()
  const checked: Checked[] = []
  for (const [i, entry] of entries.entries()) {
    const at = `orderImageOptions.${i}`
    const group = groups.get(entry.productOptionGroup)
    const value = group ? storedValue(group, entry) : null
    const problem = group && optionValueProblem(catalog, group, value)
    const notes = entry.notes?.trim() || null
    if (!group) fields[`${at}.productOptionGroup`] = 'Not a photo option group of this shop'
    else if (shared(entry.image)) fields[`${at}.image`] = 'Shared photos take no photo options'
    else if (seen.has(`${entry.image}:${group.id}`)) fields[`${at}.productOptionGroup`] = 'Named twice for this photo'
    else if (
      entry.productOption != null &&
      entry.value !== undefined &&
      (valueShape(group.type) !== 'single' || entry.value !== entry.productOption)
    )
      fields[`${at}.productOption`] = 'Does not match the value'
    else if (problem) fields[`${at}.value`] = problem.key
    else if (notes && !isBlank(value) && !notesAllowed(group, value as OptionValue))
      fields[`${at}.notes`] = ITEM_PROBLEMS.notesNotTaken
    else {
      seen.add(`${entry.image}:${group.id}`)
      checked.push({ imageId: entry.image, group, value: value as OptionValue, notes })
    }
  }
  if (Object.keys(fields).length > 0)
    throw new HttpError(400, 'invalid_image_option', 'order.image_options_invalid', fields)
  return checked
}

/**
 * C §7 save image options (PUT /orders/{id}/image_options), in the caller's transaction on the locked order (the cart,
 * or a change after purchase: server/services/orderChanges.ts): each entry sets one group of one photo; a blank value
 * clears it. Each choice is priced from the catalog with core/itemPrice optionsAmount and added to the order once.
 */
export const applyImageOptions = async (
  tx: Queryable,
  catalog: Catalog,
  order: OrderRow,
  entries: SaveImageOptionsRequest['orderImageOptions'],
) => {
  const photos = namedPhotos(entries)
  const places = await photoPlaces(tx, photos, {
    clientSessionId: order.client_session_id,
    subjectId: order.subject_id,
  })
  assertPhotosAllowed(photos, places)
  const shared = (image: string) => places.get(placeKey(image, null))?.shared === true
  for (const { imageId, group, value, notes } of checkEntries(catalog, entries, shared)) {
    if (isBlank(value)) {
      await tx.query('delete from order_image_options where order_id = $1 and image_id = $2 and option_group_id = $3', [
        order.id,
        imageId,
        group.id,
      ])
      continue
    }
    const amount = optionsAmount([group], { [group.id]: { value } } as GroupValues)
    await tx.query(
      `insert into order_image_options (id, order_id, image_id, option_group_id, value, notes, retail_amount)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7)
       on conflict (order_id, image_id, option_group_id)
       do update set value = excluded.value, notes = excluded.notes, retail_amount = excluded.retail_amount`,
      [randomUUID(), order.id, imageId, group.id, JSON.stringify(value), notes, amount],
    )
  }
}

/** The order an image option belongs to (C §7 remove image option finds the order through it); null: none. */
export const orderOfImageOption = async (q: Queryable, id: string): Promise<string | null> =>
  (await q.query<{ order_id: string }>('select order_id from order_image_options where id = $1', [id])).rows[0]
    ?.order_id ?? null
