import { LOAD_FAILED_ID } from '../../core/loadFailed'
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

/**
 * Issue 17: the storefront's code did not arrive (a phone losing its network between the page and its scripts). The
 * page's spinner gives way to what the page says then, in its language, with a reload (server/page.ts).
 */
export const showLoadFailed = (root: HTMLElement) => {
  const said = document.getElementById(LOAD_FAILED_ID)
  if (!(said instanceof HTMLTemplateElement)) return
  root.replaceChildren(said.content.cloneNode(true))
  root.querySelector('button')?.addEventListener('click', () => window.location.reload())
}

/** The address's path below a shop's basename. */
export const inShopPath = (basename: string): string => window.location.pathname.slice(basename.length) || '/'

export { shopPageOf } from '../../core/shopPages'
