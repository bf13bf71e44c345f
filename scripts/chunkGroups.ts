import { resolve } from 'node:path'

// Issue 17 point 2: Rolldown `codeSplitting` groups (vite.config.ts). Left to the bundler, the shop layout's modules
// came as a dozen small chunks (shared with later pages), each compressed on its own, and what every page loads first
// came as two or three chunks that moved about as dynamic imports were added. Fewer, steadier chunks: 3-4 kB gzip less
// on every shop route for the shop's, about 2 more for the app's, and a request fewer.

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }

const ENTRY = resolve('ui/main.tsx')
const RENDER = resolve('ui/render.tsx')
const SHOP_LAYOUT = resolve('ui/shop/ShopLayout.tsx')
const ADMIN = resolve('ui/admin/AdminArea.tsx')
const ACCESS = resolve('ui/access/AccessCodePage.tsx')
/** The shop's pages, each loaded lazily by the layout (ui/shop/ShopLayout.tsx). */
const SHOP_PAGES = [
  'ui/shop/CatalogPage.tsx',
  'ui/shop/CartPage.tsx',
  'ui/photos/GalleriesPage.tsx',
  'ui/photos/GalleryImagesPage.tsx',
  'ui/photos/YearbookPage.tsx',
  'ui/checkout/CheckoutRoutes.tsx',
  'ui/order/OrderPage.tsx',
].map((page) => resolve(page))
/** How many of those pages must import a module for it to go out with the shop's chunk. */
const MOST_PAGES = 4

/** Every module `root` imports statically, itself included. */
const staticClosure = (root: string, graph: ModuleGraph): Set<string> => {
  const seen = new Set<string>()
  const stack = [root]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/** A group whose modules are worked out once, from the module graph, on the first module Rolldown asks about. */
const groupOf = (name: string, members: (graph: ModuleGraph) => Iterable<string>, options: object) => {
  let modules: Set<string> | null = null
  return {
    name: (id: string, graph: ModuleGraph) => {
      modules ??= new Set(members(graph))
      return modules.has(id) ? name : null
    },
    includeDependenciesRecursively: false,
    ...options,
  }
}

/**
 * The modules only the shop layout brings, and those most of its pages import (the bottom bar, the modal, photo sizes
 * and frames, the order's link), without their libraries. Left to the bundler, each of the latter was a chunk of its
 * own under 2 kB gzip, so the catalog, the cart and checkout asked for 5 more files before their first render (each a
 * request on one of HTTP/1.1's six connections, and main-thread work to start it). Modules the entry, the render
 * module, the access page or the admin also import stay out, so those pages never load the shop's chunk.
 */
export const shopChunk = () =>
  groupOf(
    'shop',
    (graph) => {
      const others = [ENTRY, RENDER, ADMIN, ACCESS].map((page) => staticClosure(page, graph))
      const pages = SHOP_PAGES.map((page) => staticClosure(page, graph))
      const byMostPages = new Set(
        [...new Set(pages.flatMap((page) => [...page]))].filter(
          (m) => !SHOP_PAGES.includes(m) && pages.filter((page) => page.has(m)).length >= MOST_PAGES,
        ),
      )
      return [...staticClosure(SHOP_LAYOUT, graph), ...byMostPages].filter(
        (m) => m !== SHOP_LAYOUT && !m.includes('node_modules') && !others.some((o) => o.has(m)),
      )
    },
    { debugName: 'shop' },
  )

/**
 * The small entry's static imports, in one chunk: the API client and what starts a shop's first reads (ui/main.tsx).
 * Nothing of React or xstate: the reads leave while those are still downloading. Left to the bundler, they came as
 * four chunks of under 3 kB gzip, each a request before the reads could start.
 */
export const readsChunk = () =>
  groupOf('reads', (graph) => staticClosure(ENTRY, graph), { priority: 2, debugName: 'reads' })

/** React's renderer with React and its scheduler: a package path ends in one of these folders. */
const REACT_RENDERER = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/

/**
 * React's renderer in a chunk of its own, which the entry evaluates in a task before the app's chunk (ui/main.tsx):
 * evaluated together, the two made the longest task of a page's load, 30-55 ms on the machine here and four times that
 * on Lighthouse's phone (issue 17 point 3, blocking time).
 */
export const reactChunk = () => ({
  name: (id: string) => (REACT_RENDERER.test(id) ? 'react' : null),
  priority: 3,
})

/**
 * What every page renders with, in one chunk: the render module's static imports (xstate, the messages' formatter,
 * ours) and what the access page, the shop and the admin all import, less what the entry and React's chunk hold.
 */
export const appChunk = () =>
  groupOf(
    'app',
    (graph) => {
      const admin = staticClosure(ADMIN, graph)
      const access = staticClosure(ACCESS, graph)
      const entry = staticClosure(ENTRY, graph)
      const everyPage = [...staticClosure(SHOP_LAYOUT, graph)].filter((m) => admin.has(m) && access.has(m))
      return [...staticClosure(RENDER, graph), ...everyPage].filter((m) => m !== RENDER && !entry.has(m))
    },
    { priority: 1, debugName: 'app' },
  )
