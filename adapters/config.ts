import { Schema } from 'effect'
import { languageOf } from '../core/language'
import { type AppConfig, AppConfig as AppConfigSchema } from '../core/schemas/config'

/**
 * DESIGN decision 10: the page's configuration, rendered by the server into the root element. Its language is always
 * one the shop has messages for: Intl throws on a tag like en_US, and that is a blank page (issue 15).
 */
export const readConfig = (root: HTMLElement): AppConfig => {
  const raw = root.dataset.config
  if (!raw) throw new Error('The page has no data-config: open it through the shop server (npm start or npm run dev).')
  const config = Schema.decodeUnknownSync(AppConfigSchema)(JSON.parse(raw))
  return { ...config, language: languageOf(config.language) }
}
