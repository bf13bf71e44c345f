import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { appChunk, reactChunk, readsChunk, shopChunk } from './scripts/chunkGroups'
import { compiledCatalog, compiledMessages } from './scripts/compiledMessages'
import { compileHints } from './scripts/compileHints'
import { inlineCss } from './scripts/inlineCss'
import { precompress } from './scripts/precompress'

// `npm run dev`: the API server runs on API_PORT and Vite proxies /api and /media to it.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`

/**
 * In dev the page gets its data-config from the API server and its messages compiled here, as the built server
 * renders them in production (server/page.ts).
 */
const devConfig = (): Plugin => ({
  name: 'dev-data-config',
  apply: 'serve',
  async transformIndexHtml(html, ctx) {
    const res = await fetch(`${apiTarget}/api/app_config?path=${encodeURIComponent(ctx.originalUrl ?? '/')}`)
    const config = (await res.json()) as { language: string }
    const json = JSON.stringify(config).replace(/&/g, '&amp;').replace(/"/g, '&quot;')
    // The built pages name a file of the build (server/page.ts); here the messages come inside their address.
    const messages = `data:application/json,${encodeURIComponent(compiledCatalog(config.language))}`
    return html.replace('<div id="root">', `<div id="root" data-config="${json}" data-messages="${messages}">`)
  },
})

export default defineConfig(({ command, isSsrBuild }) => ({
  // precompress: each build file's .br and .gz beside it (issue 17 point 1).
  // inlineCss: the stylesheet inside index.html, one request fewer before the first paint (issue 17 point 3).
  // compileHints: the first render's scripts compiled as they stream in (issue 17 point 3).
  plugins: [react(), tailwindcss(), devConfig(), precompress(), compiledMessages(), inlineCss(), compileHints()],
  // The page's messages are precompiled (scripts/compiledMessages.ts): the browser build ships no ICU parser.
  resolve: {
    alias:
      command === 'build' && !isSsrBuild
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  // manifest: server/preload.ts names each route's chunks in <link rel="modulepreload"> (issue 17 point 2).
  // readsChunk, reactChunk, appChunk, shopChunk: what the entry starts the first reads with, React's renderer, what
  // every page renders with, and the shop layout's modules, each in one chunk (scripts/chunkGroups.ts).
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [readsChunk(), reactChunk(), appChunk(), shopChunk()] } } },
  },
  server: {
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
}))
