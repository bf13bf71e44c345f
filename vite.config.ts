import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { precompress } from './scripts/precompress'

// `npm run dev`: the API server runs on API_PORT and Vite proxies /api and /media to it.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`

/** In dev the page gets its data-config from the API server, as the built server renders it in production. */
const devConfig = (): Plugin => ({
  name: 'dev-data-config',
  apply: 'serve',
  async transformIndexHtml(html, ctx) {
    const res = await fetch(`${apiTarget}/api/app_config?path=${encodeURIComponent(ctx.originalUrl ?? '/')}`)
    const json = JSON.stringify(await res.json())
      .replace(/&/g, '&amp;')
      .replace(/"/g, '&quot;')
    return html.replace('<div id="root">', `<div id="root" data-config="${json}">`)
  },
})

export default defineConfig({
  // precompress: each build file's .br and .gz beside it (issue 17 point 1).
  plugins: [react(), tailwindcss(), devConfig(), precompress()],
  // manifest: server/preload.ts names each route's chunks in <link rel="modulepreload"> (issue 17 point 2).
  build: { outDir: 'dist/client', emptyOutDir: true, manifest: true },
  server: {
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
})
