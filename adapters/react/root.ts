import type { AppConfig } from '../../core/schemas/config'
import { readConfig } from '../config'

/** The page's root element, its config, and the in-app path below the shop's basename. */
export const readRoot = (): { root: HTMLElement; config: AppConfig; path: string } => {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const config = readConfig(root)
  const path = config.page === 'shop' ? inShopPath(config.basename) : '/'
  return { root, config, path }
}

/** The address's path below a shop's basename. */
export const inShopPath = (basename: string): string => window.location.pathname.slice(basename.length) || '/'

export { shopPageOf } from '../../core/shopPages'
