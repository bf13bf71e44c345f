// Issue 17 point 3: a view worked out again from the same input object hands over the same derived object, so a
// memoised component drawn from it does not render again (and the work is done once per input).

/** The value kept in `cache` for `owner`, else `make(owner)`, kept from then on. */
export const keptFor = <K extends object, V>(cache: WeakMap<K, V>, owner: K, make: (owner: K) => V): V => {
  let value = cache.get(owner)
  if (value === undefined) {
    value = make(owner)
    cache.set(owner, value)
  }
  return value
}

/** The value kept in `cache` for `owner` under `key` (what it depends on besides `owner`), else `make()`. */
export const keptByKey = <K extends object, V>(
  cache: WeakMap<K, Map<string, V>>,
  owner: K,
  key: string,
  make: () => V,
): V => {
  const byKey = keptFor(cache, owner, () => new Map<string, V>())
  let value = byKey.get(key)
  if (value === undefined) {
    value = make()
    byKey.set(key, value)
  }
  return value
}
