import type { Context } from 'hono'
import { type Language, languageOf } from '../core/language'
import { currentCatalog } from './catalogCache'
import type { AppEnv } from './routes/env'

/**
 * Issue 15: the language of a request (B §7: every request carries a language header): `languageOf` the first tag of
 * Accept-Language, so `es-US,es;q=0.9` is Spanish and anything unknown English.
 */
export const requestLanguage = (c: Context): Language =>
  languageOf(c.req.header('accept-language')?.split(',')[0]?.split(';')[0])

/** The current catalog, read in the request's language (the store's texts, server/storeTexts.ts). */
export const requestCatalog = (c: Context<AppEnv>) => currentCatalog(c.var.deps.db, c.var.deps.db, requestLanguage(c))
