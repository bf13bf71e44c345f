import { resolve } from 'node:path'

// Issue 17 point 2: Rolldown `codeSplitting` groups (vite.config.ts). Left to the bundler, the shop layout's modules
// came as a dozen small chunks (shared with later pages), each compressed on its own, and what every page loads first
// came as two or three chunks that moved about as dynamic imports were added. Fewer, steadier chunks: 3-4 kB gzip less
// on every shop route for the shop's, about 2 more for the app's, and a request fewer.

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }

const SHOP_LAYOUT = resolve('ui/shop/ShopLayout.tsx')
const OTHER_PAGES = ['ui/main.tsx', 'ui/admin/AdminArea.tsx', 'ui/access/AccessCodePage.tsx'].map((m) => resolve(m))

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

/**
 * The modules only the shop layout brings, without their libraries. Modules the entry, the access page or the admin
 * also import stay out, so those pages never load the shop's chunk.
 */
export const shopChunk = () => {
  let shopModules: Set<string> | null = null
  return {
    name: (id: string, graph: ModuleGraph) => {
      if (!shopModules) {
        const others = OTHER_PAGES.map((page) => staticClosure(page, graph))
        shopModules = new Set(
          [...staticClosure(SHOP_LAYOUT, graph)].filter(
            (m) => m !== SHOP_LAYOUT && !m.includes('node_modules') && !others.some((o) => o.has(m)),
          ),
        )
      }
      return shopModules.has(id) ? 'shop' : null
    },
    debugName: 'shop',
    includeDependenciesRecursively: false,
  }
}

/**
 * A Rolldown `codeSplitting` group: what every page loads first in one chunk. That is the entry's static imports and
 * what the access page, the shop and the admin all import (React's renderer, xstate, the API client).
 */
export const appChunk = () => {
  let appModules: Set<string> | null = null
  return {
    name: (id: string, graph: ModuleGraph) => {
      if (!appModules) {
        const [first, ...rest] = [SHOP_LAYOUT, ...OTHER_PAGES.slice(1)].map((page) => staticClosure(page, graph))
        const everyPage = [...(first ?? [])].filter((m) => rest.every((closure) => closure.has(m)))
        appModules = new Set([...staticClosure(resolve('ui/main.tsx'), graph), ...everyPage])
      }
      return appModules.has(id) ? 'app' : null
    },
    priority: 1,
    includeDependenciesRecursively: false,
  }
}
