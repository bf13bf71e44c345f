import type { AppConfig } from '../../core/schemas/config'
import { type ShopPage, shopPageOf } from '../../core/shopPages'
import { readConfig } from '../config'

/** The page's root element, its config, the in-app path below the shop's basename and the shop page it shows. */
export const readRoot = (): { root: HTMLElement; config: AppConfig; path: string; shopPage: ShopPage | null } => {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const config = readConfig(root)
  const path = config.page === 'shop' ? window.location.pathname.slice(config.basename.length) || '/' : '/'
  return { root, config, path, shopPage: config.page === 'shop' ? shopPageOf(path) : null }
}
