import { resolve } from 'node:path'

// Issue 17 point 2: the shop layout's own modules go out as one chunk. Left to the bundler they came as a dozen small
// chunks (shared with later pages), each compressed on its own: one chunk is 3-4 kB gzip less on every shop route.
// Modules the entry, the access page or the admin also import stay where the bundler puts them, so those pages
// never load the shop's chunk; libraries (node_modules) stay where they are too.

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

/** A Rolldown `codeSplitting` group: the modules only the shop layout brings, without their libraries. */
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
