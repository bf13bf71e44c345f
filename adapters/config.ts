import { Schema } from 'effect'
import { type AppConfig, AppConfig as AppConfigSchema } from '../core/schemas/config'

/** DESIGN decision 10: the page's configuration, rendered by the server into the root element. */
export const readConfig = (root: HTMLElement): AppConfig => {
  const raw = root.dataset.config
  if (!raw) throw new Error('The page has no data-config: open it through the shop server (npm start or npm run dev).')
  return Schema.decodeUnknownSync(AppConfigSchema)(JSON.parse(raw))
}
