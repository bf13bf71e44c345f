// Issue 15 point 1: a store's own texts in another language (migration 019 store_texts) laid over what the shop reads.

/** A store's texts in one language: record id → field path (`information.label`) → text. */
export type StoreTexts = ReadonlyMap<string, ReadonlyMap<string, string>>

export const NO_TEXTS: StoreTexts = new Map()

/** Rows of store_texts as a StoreTexts. */
export const storeTextsOf = (rows: readonly { entityId: string; field: string; text: string }[]): StoreTexts => {
  const texts = new Map<string, Map<string, string>>()
  for (const { entityId, field, text } of rows) {
    const fields = texts.get(entityId) ?? new Map<string, string>()
    fields.set(field, text)
    texts.set(entityId, fields)
  }
  return texts
}

type Json = Record<string, unknown> | unknown[]

const isContainer = (value: unknown): value is Json => typeof value === 'object' && value !== null

/** Sets the string at `path` (keys, or indexes in a list) of `target`; a path leading to no string is left alone. */
const setText = (target: Json, path: readonly string[], text: string) => {
  let at: unknown = target
  // Own keys only: a path through `__proto__` or `constructor` reaches nothing.
  const own = (container: unknown, key: string): unknown =>
    isContainer(container) && Object.hasOwn(container, key) ? (container as Record<string, unknown>)[key] : undefined
  for (const key of path.slice(0, -1)) at = own(at, key)
  const last = path[path.length - 1]
  if (last !== undefined && typeof own(at, last) === 'string') (at as Record<string, unknown>)[last] = text
}

/**
 * `value` (an answer, or a record of the catalog) in the language of `texts`: every object whose `id` has texts gets
 * them at their field paths, text by text; a field without one keeps its base text, and a translation never adds a
 * field the base text leaves out (an absent placeholder stays absent). Answers a copy: `value` is shared (cached).
 */
export const overlayTexts = <T>(value: T, texts: StoreTexts): T =>
  texts.size === 0 ? value : (copy(value, texts) as T)

const copy = (value: unknown, texts: StoreTexts): unknown => {
  if (Array.isArray(value)) return value.map((v) => copy(v, texts))
  // Only plain objects are walked: a Date (or any class instance) is kept as it is.
  if (!isContainer(value) || Object.getPrototypeOf(value) !== Object.prototype) return value
  // Defined, not assigned: a JSON key `__proto__` stays an own key rather than setting the copy's prototype.
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, copy(v, texts)]),
  )
  const own = typeof out.id === 'string' ? texts.get(out.id) : undefined
  for (const [field, text] of own ?? []) setText(out, field.split('.'), text)
  return out
}
