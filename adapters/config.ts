import { languageOf } from '../core/language'
import type { AppConfig } from '../core/schemas/config'
import { nullOr, oneOf, string, struct } from './storage/shape'

// The server renders it from core/schemas/config.ts (server/page.ts); the browser checks its shape by hand.
const isAppConfig = (x: unknown): x is AppConfig =>
  struct({ page: oneOf('access', 'admin', 'notFound'), apiBase: string, language: string })(x) ||
  struct({
    page: oneOf('shop'),
    apiBase: string,
    language: string,
    storeId: nullOr(string),
    clientSessionId: string,
    basename: string,
  })(x)

/**
 * DESIGN decision 10: the page's configuration, rendered by the server into the root element. Its language is always
 * one the shop has messages for: Intl throws on a tag like en_US, and that is a blank page (issue 15).
 */
export const readConfig = (root: HTMLElement): AppConfig => {
  const raw = root.dataset.config
  if (!raw) throw new Error('The page has no data-config: open it through the shop server (npm start or npm run dev).')
  const config: unknown = JSON.parse(raw)
  if (!isAppConfig(config)) throw new Error(`The page's data-config is not a page config: ${raw}`)
  return { ...config, language: languageOf(config.language) }
}
