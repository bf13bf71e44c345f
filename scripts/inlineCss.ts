import type { Plugin } from 'vite'

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g

/**
 * Issue 17 point 3: the page's stylesheet (about 9 kB brotli) goes inside index.html, so the first paint waits for
 * the page alone instead of the page and then a render-blocking request (Lighthouse mobile: about 0.5 s of FCP on
 * home). One stylesheet for the whole client (cssCodeSplit off; Tailwind makes one anyway): split, the lazy routes'
 * chunks would name it as their dependency and fetch the file again before they render.
 */
export const inlineCss = (): Plugin => ({
  name: 'inline-css',
  apply: 'build',
  config: (_config, { isSsrBuild }) => (isSsrBuild ? {} : { build: { cssCodeSplit: false } }),
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) =>
      html.replace(STYLESHEET, (link, fileName: string) => {
        const asset = bundle?.[fileName]
        if (asset?.type !== 'asset') return link
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
        return `<style>${css}</style>`
      }),
  },
})
