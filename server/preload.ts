// Issue 17 point 2: the page's JavaScript is split by route (ui/App.tsx, ui/shop/ShopLayout.tsx import these modules
// lazily); the server names the current page's chunks in `<link rel="modulepreload">` from Vite's build manifest, so
// the browser fetches them beside the entry instead of after it (splitting without the preload measured slower).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AppConfig } from '../core/schemas/config'
import { type ShopPage, shopPageOf } from '../core/shopPages'

/** Vite's build manifest (`build.manifest`): per source module (or shared chunk) its file and static imports. */
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>

/** The built page's entry in the manifest. */
export const ENTRY = 'index.html'

const SHOP = 'ui/shop/ShopLayout.tsx'
/** What renders every page (React, the app), loaded by the small entry (ui/main.tsx) once it has started the reads. */
const RENDER = 'ui/render.tsx'
const CHECKOUT = 'ui/checkout/CheckoutRoutes.tsx'

/** The source modules of each shop page (the routes of ui/shop/ShopLayout.tsx). */
const SHOP_PAGE_MODULES: Record<ShopPage, string | readonly string[]> = {
  catalog: 'ui/shop/CatalogPage.tsx',
  galleryImages: 'ui/photos/GalleryImagesPage.tsx',
  galleries: 'ui/photos/GalleriesPage.tsx',
  yearbook: 'ui/photos/YearbookPage.tsx',
  cart: 'ui/shop/CartPage.tsx',
  // Checkout's later pages load lazily inside its chunk (ui/checkout/CheckoutRoutes.tsx).
  payment: [CHECKOUT, 'ui/checkout/PaymentPage.tsx'],
  paymentResult: [CHECKOUT, 'ui/checkout/PaymentResultPage.tsx'],
  orderComplete: [CHECKOUT, 'ui/checkout/OrderCompletePage.tsx'],
  checkout: CHECKOUT,
  order: 'ui/order/OrderPage.tsx',
}

const ACCESS = 'ui/access/AccessCodePage.tsx'
const ADMIN = 'ui/admin/AdminArea.tsx'

/** Every source module some page renders first besides the entry (scripts/compileHints.ts marks their chunks). */
export const FIRST_RENDER_MODULES: readonly string[] = [
  ...new Set([RENDER, ACCESS, ADMIN, SHOP, ...Object.values(SHOP_PAGE_MODULES).flat()]),
]

/**
 * The source modules a page renders first, besides the entry: the render module, then its page and its shop route
 * (its messages are data).
 */
export const pageModules = (config: AppConfig, pathname: string): string[] => [RENDER, ...ownModules(config, pathname)]

const ownModules = (config: AppConfig, pathname: string): string[] => {
  if (config.page === 'access') return [ACCESS]
  if (config.page === 'admin') return [ADMIN]
  if (config.page !== 'shop') return []
  const path = pathname.slice(config.basename.length) || '/'
  const page = shopPageOf(path)
  return [SHOP, ...(page === null ? [] : [SHOP_PAGE_MODULES[page]].flat())]
}

/** The files of `keys` and of every chunk they import statically, each once, imports first. */
export const chunkFiles = (manifest: Manifest, keys: readonly string[]): string[] => {
  const seen = new Set<string>()
  const files: string[] = []
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    for (const imported of chunk.imports ?? []) visit(imported)
    files.push(chunk.file)
  }
  for (const key of keys) visit(key)
  return files
}

// The entry's files of a manifest, worked out once: every page request asks.
const entryFiles = new WeakMap<Manifest, ReadonlySet<string>>()

/** The page's chunks the built index.html does not already load (the entry and its static imports). */
export const preloadFiles = (manifest: Manifest, config: AppConfig, pathname: string): string[] => {
  const entry = entryFiles.get(manifest) ?? new Set(chunkFiles(manifest, [ENTRY]))
  entryFiles.set(manifest, entry)
  return chunkFiles(manifest, pageModules(config, pathname)).filter((file) => !entry.has(file))
}

/** The built client's manifest, or null (a build without one, or `npm run dev`). */
export const readManifest = async (clientDir: string): Promise<Manifest | null> => {
  const text = await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8').catch(() => null)
  return text === null ? null : (JSON.parse(text) as Manifest)
}
