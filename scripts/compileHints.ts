import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { FIRST_RENDER_MODULES } from '../server/preload'

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

type Chunk = {
  type: 'chunk'
  fileName: string
  code: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
}
type Asset = { type: 'asset'; fileName: string; source: string | Uint8Array }
export type Bundle = Record<string, Chunk | Asset | { type: string }>

/** The entry's chunks and those of every page's first render (server/preload.ts), with their static imports. */
export const firstRenderChunks = (bundle: Bundle, root = process.cwd()): Chunk[] => {
  const chunks = new Map<string, Chunk>()
  for (const file of Object.values(bundle))
    if (file.type === 'chunk') chunks.set((file as Chunk).fileName, file as Chunk)
  const pages = new Set(FIRST_RENDER_MODULES.map((module) => resolve(root, module)))
  const marked = new Map<string, Chunk>()
  const mark = (chunk: Chunk | undefined) => {
    if (!chunk || marked.has(chunk.fileName)) return
    marked.set(chunk.fileName, chunk)
    for (const imported of chunk.imports) mark(chunks.get(imported))
  }
  for (const chunk of chunks.values()) if (chunk.isEntry || pages.has(chunk.facadeModuleId ?? '')) mark(chunk)
  return [...marked.values()]
}

/**
 * Issue 17 point 3: the scripts of a page's first render start with V8's compile hint. V8 streams a script on a
 * background thread but only pre-parses its functions, and compiles each one on the main thread when first called:
 * React's renderer, inside the bundler's CommonJS wrapper, was compiled there as the app's chunk was evaluated, and
 * the first render's functions as they ran (docs/performance.md, Lighthouse). Chunks loaded later (the panels,
 * checkout's address data) stay lazy: few of their functions run when they arrive. Run after Vite's own rewriting,
 * which prepends its `__vite__mapDeps` line: the hint counts on the file's first line only. The file's hashed name
 * was made before; it still names one content, as every build adds the same line to the same chunks.
 */
export const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of firstRenderChunks(bundle as Bundle)) {
        chunk.code = COMPILE_HINT + chunk.code
        // A source map's lines move down by one: an empty first line of mappings.
        const map = bundle[`${chunk.fileName}.map`]
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const json = JSON.parse(map.source) as { mappings: string }
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` })
        }
      }
    },
  },
})
