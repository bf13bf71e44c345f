import { resolve } from 'node:path'

// Issue 17 point 2: Rolldown `codeSplitting` groups (vite.config.ts). Left to the bundler, the shop layout's modules
// came as a dozen small chunks (shared with later pages), each compressed on its own, and what every page loads first
// came as two or three chunks that moved about as dynamic imports were added. Fewer, steadier chunks: 3-4 kB gzip less
// on every shop route for the shop's, about 2 more for the app's, and a request fewer.

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }

const ENTRY = resolve('ui/main.tsx')
const SHOP_LAYOUT = resolve('ui/shop/ShopLayout.tsx')
const ADMIN = resolve('ui/admin/AdminArea.tsx')
const ACCESS = resolve('ui/access/AccessCodePage.tsx')

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
 * The modules only the shop layout brings, without their libraries. Modules the entry, the access page or the admin
 * also import stay out, so those pages never load the shop's chunk.
 */
export const shopChunk = () =>
  groupOf(
    'shop',
    (graph) => {
      const others = [ENTRY, ADMIN, ACCESS].map((page) => staticClosure(page, graph))
      return [...staticClosure(SHOP_LAYOUT, graph)].filter(
        (m) => m !== SHOP_LAYOUT && !m.includes('node_modules') && !others.some((o) => o.has(m)),
      )
    },
    { debugName: 'shop' },
  )

/**
 * What every page loads first, in one chunk: the entry's static imports and what the access page, the shop and the
 * admin all import (React's renderer, xstate, the API client).
 */
export const appChunk = () =>
  groupOf(
    'app',
    (graph) => {
      const admin = staticClosure(ADMIN, graph)
      const access = staticClosure(ACCESS, graph)
      const everyPage = [...staticClosure(SHOP_LAYOUT, graph)].filter((m) => admin.has(m) && access.has(m))
      return [...staticClosure(ENTRY, graph), ...everyPage]
    },
    { priority: 1 },
  )
