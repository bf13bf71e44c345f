import { createHash } from 'node:crypto'
import { Schema } from 'effect'
import type { Context } from 'hono'
import { DEFAULT_LANGUAGE } from '../core/language'
import type { Database, Queryable } from './db/database'

/**
 * Issue 10 point 4, DESIGN decision 5: catalog reads (store, client session, product set, galleries and their pages)
 * are kept in memory under the catalog version (migration 010), which every change to the catalog's tables adds one
 * to, in the changing transaction. Each request reads the version (one tiny query) and finds its answers under it;
 * a new version empties the cache. Nothing is shared between processes: each keys its own memory by the version the
 * database holds, so none serves a catalog older than the committed one.
 */
export type CatalogVersion = string

/** One tiny query: the catalog version as text (a bigint; compared as one). */
export const readCatalogVersion = async (db: Queryable): Promise<CatalogVersion> => {
  const row = (await db.query<{ version: string }>('select version::text as version from catalog_version')).rows[0]
  if (!row) throw new Error('catalog_version has no row: run the migrations')
  return row.version
}

/** Entries kept per version; the oldest go first past it (pages of every gallery need not all stay). */
const MAX_ENTRIES = 2_000

type Entry = { promise: Promise<unknown>; settled: boolean }

export class CatalogCache {
  private version: bigint = -1n
  private entries = new Map<string, Entry>()

  /**
   * The value under `key` at `version`, loaded once: concurrent misses share one load. A version older than the one
   * held (a request that read it just before a change) loads without caching; a newer one replaces every entry. A
   * load that fails, or finds nothing (null), is not kept.
   *
   * `waitForOthers: false` (a caller inside a transaction) never waits for a load another request started: that
   * load may be queued behind this very transaction (PGlite runs one at a time, a pool may have no connection
   * left), so it loads by itself instead.
   */
  get<T>(version: CatalogVersion, key: string, load: () => Promise<T>, waitForOthers = true): Promise<T> {
    const v = BigInt(version)
    if (v < this.version) return load()
    if (v > this.version) {
      this.version = v
      this.entries = new Map()
    }
    const entries = this.entries
    const held = entries.get(key)
    if (held && (held.settled || waitForOthers)) return held.promise as Promise<T>
    if (held) return load()
    const entry: Entry = { promise: Promise.resolve(), settled: false }
    entry.promise = load().then(
      (value) => {
        entry.settled = true
        if (value === null && entries.get(key) === entry) entries.delete(key)
        return value
      },
      (e: unknown) => {
        if (entries.get(key) === entry) entries.delete(key)
        throw e
      },
    )
    entries.set(key, entry)
    if (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    return entry.promise as Promise<T>
  }

  get size() {
    return this.entries.size
  }
}

const caches = new WeakMap<Database, CatalogCache>()

/** The cache of one database (a process has one; each API test file has its own). */
export const catalogCacheOf = (db: Database): CatalogCache => {
  let cache = caches.get(db)
  if (!cache) {
    cache = new CatalogCache()
    caches.set(db, cache)
  }
  return cache
}

/**
 * The catalog at the version one request read: `get` answers from the cache or loads; `q` is what loads read
 * through (the database, or the transaction the version was read in). `language` (issue 15): the language its reads
 * answer the store's texts in (server/storeTexts.ts); DEFAULT_LANGUAGE reads the base texts, as every write does.
 */
export type CatalogAt = {
  version: CatalogVersion
  q: Queryable
  language: string
  get: <T>(key: string, load: () => Promise<T>) => Promise<T>
}

export const catalogAt = (
  db: Database,
  version: CatalogVersion,
  q: Queryable = db,
  language: string = DEFAULT_LANGUAGE,
): CatalogAt => {
  const cache = catalogCacheOf(db)
  // Another language's entries have keys of their own; languages are few (core/language.ts), MAX_ENTRIES bounds all.
  const prefix = language === DEFAULT_LANGUAGE ? '' : `${language}|`
  return { version, q, language, get: (key, load) => cache.get(version, prefix + key, load, q === db) }
}

/** Reads the version (through `q`, e.g. a transaction, when given) and binds the cache to it, in `language`. */
export const currentCatalog = async (
  db: Database,
  q: Queryable = db,
  language: string = DEFAULT_LANGUAGE,
): Promise<CatalogAt> => catalogAt(db, await readCatalogVersion(q), q, language)

// ---- HTTP: answers with ETag, 304 on If-None-Match ------------------------------------------------------------

/** An encoded answer kept as its JSON text, with its entity tag. */
export type CachedBody = { json: string; etag: string }

/**
 * Weak ETag: the catalog version plus a short hash of the body, so a new build that encodes differently never
 * answers 304 for a body it would not send.
 */
export const cachedBody = (version: CatalogVersion, value: unknown): CachedBody => {
  const json = JSON.stringify(value)
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 16)
  return { json, etag: `W/"c${version}-${hash}"` }
}

/**
 * An answer of the catalog, encoded with its schema once per version and kept as text (`key` names the resource;
 * `value` null: not found, nothing kept).
 */
export const cachedAnswer = <A, I>(
  at: CatalogAt,
  key: string,
  schema: Schema.Codec<A, I>,
  value: () => Promise<A | null>,
): Promise<CachedBody | null> =>
  at.get(`answer:${key}`, async () => {
    const found = await value()
    return found === null ? null : cachedBody(at.version, Schema.encodeSync(schema)(found))
  })

/** If-None-Match lists the tag (weak comparison: W/ ignored) or is `*`. */
export const matchesIfNoneMatch = (header: string | undefined, etag: string): boolean => {
  if (!header) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  const mine = bare(etag)
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === mine)
}

/**
 * What a JSON read varies by, on its 200 and its 304 alike (RFC 9110 §15.4.5: a 304 carries the Vary its 200 would):
 * the request's language, and its encoding (server/compression.ts compresses the 200).
 */
export const JSON_READ_VARY = 'Accept-Language, Accept-Encoding'

/**
 * Answers a cached catalog body: `ETag`, `Cache-Control: private, no-cache` (the browser keeps it and asks again
 * with If-None-Match each time), and 304 with no body when the browser's copy is current. The body is in the
 * request's language (issue 15), hence `Vary: Accept-Language` (JSON_READ_VARY).
 */
export const sendCached = (c: Context, body: CachedBody) => {
  c.header('ETag', body.etag)
  c.header('Cache-Control', 'private, no-cache')
  c.header('Vary', JSON_READ_VARY)
  if (matchesIfNoneMatch(c.req.header('if-none-match'), body.etag)) return c.body(null, 304)
  c.header('Content-Type', 'application/json')
  return c.body(body.json, 200)
}
