import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AppConfig } from '../../../core/schemas/config'
import { readBuiltClient, renderPage } from '../../../server/page'
import { chunkFiles, type Manifest, pageModules, preloadFiles } from '../../../server/preload'

// Issue 17 point 2: routes are split and the current route's chunks are preloaded (splitting without the preload
// measured slower); checkout and payment code load only there.
const shop = (language = 'en'): AppConfig => ({
  page: 'shop',
  apiBase: '/api',
  language,
  storeId: 's',
  clientSessionId: 'x',
  basename: '/cart/x',
})

// A manifest as Vite writes it: a small entry with a shared chunk (the first reads), React's chunk loaded by the
// render module, lazy pages importing shared chunks.
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_reads.js'] },
  '_reads.js': { file: 'assets/reads.js' },
  'ui/render.tsx': { file: 'assets/render.js', imports: ['_react.js', 'index.html'] },
  '_react.js': { file: 'assets/react.js', imports: ['index.html'] },
  '_machines.js': { file: 'assets/machines.js', imports: ['_react.js'] },
  'ui/shop/ShopLayout.tsx': { file: 'assets/ShopLayout.js', imports: ['index.html', '_machines.js'] },
  'ui/shop/CatalogPage.tsx': { file: 'assets/CatalogPage.js', imports: ['_machines.js', 'ui/shop/ShopLayout.tsx'] },
  'ui/checkout/CheckoutRoutes.tsx': { file: 'assets/CheckoutRoutes.js', imports: ['_machines.js'] },
  'ui/access/AccessCodePage.tsx': { file: 'assets/AccessCodePage.js', imports: ['index.html'] },
}

describe('the chunks a page preloads', () => {
  it.each([
    ['/cart/x/catalog', 'ui/shop/CatalogPage.tsx'],
    ['/cart/x/catalog/category/prints', 'ui/shop/CatalogPage.tsx'],
    ['/cart/x', 'ui/shop/CatalogPage.tsx'],
    ['/cart/x/galleries', 'ui/photos/GalleriesPage.tsx'],
    ['/cart/x/galleries/g1/images', 'ui/photos/GalleryImagesPage.tsx'],
    ['/cart/x/view', 'ui/shop/CartPage.tsx'],
    ['/cart/x/checkout/customerDetails', 'ui/checkout/CheckoutRoutes.tsx'],
    ['/cart/x/order/ABCD1234', 'ui/order/OrderPage.tsx'],
  ])('a shop page at %s renders the layout and %s first', (path, page) => {
    expect(pageModules(shop(), path)).toEqual(['ui/render.tsx', 'ui/shop/ShopLayout.tsx', page])
  })

  it.each([
    ['/cart/x/checkout/payment', 'ui/checkout/PaymentPage.tsx'],
    ['/cart/x/payment/result', 'ui/checkout/PaymentResultPage.tsx'],
    ['/cart/x/order/complete/o1', 'ui/checkout/OrderCompletePage.tsx'],
  ])("checkout's later page at %s renders the checkout routes and its own lazy %s first", (path, page) => {
    expect(pageModules(shop(), path)).toEqual([
      'ui/render.tsx',
      'ui/shop/ShopLayout.tsx',
      'ui/checkout/CheckoutRoutes.tsx',
      page,
    ])
  })

  it('checkout code is no chunk of the other shop routes', () => {
    for (const path of ['/cart/x/catalog', '/cart/x/view', '/cart/x/galleries/g/images', '/cart/x/order/R'])
      expect(pageModules(shop(), path)).not.toContain('ui/checkout/CheckoutRoutes.tsx')
  })

  it("the access and admin pages render their own page's chunk first", () => {
    expect(pageModules({ page: 'access', apiBase: '/api', language: 'en' }, '/')).toEqual([
      'ui/render.tsx',
      'ui/access/AccessCodePage.tsx',
    ])
    expect(pageModules({ page: 'admin', apiBase: '/api', language: 'en' }, '/admin')).toEqual([
      'ui/render.tsx',
      'ui/admin/AdminArea.tsx',
    ])
    expect(pageModules({ page: 'notFound', apiBase: '/api', language: 'en' }, '/nowhere')).toEqual(['ui/render.tsx'])
  })

  it('a chunk comes with what it imports statically, each file once; the entry and its imports are not preloaded again', () => {
    expect(chunkFiles(MANIFEST, ['ui/shop/CatalogPage.tsx'])).toEqual([
      'assets/reads.js',
      'assets/index.js',
      'assets/react.js',
      'assets/machines.js',
      'assets/ShopLayout.js',
      'assets/CatalogPage.js',
    ])
    // React's chunk first: the render module loads it, and every page renders with it.
    expect(preloadFiles(MANIFEST, shop(), '/cart/x/catalog')).toEqual([
      'assets/react.js',
      'assets/render.js',
      'assets/machines.js',
      'assets/ShopLayout.js',
      'assets/CatalogPage.js',
    ])
  })

  it('the page names them in <link rel="modulepreload"> in its head', () => {
    const html = renderPage(page(), shop(), preloadFiles(MANIFEST, shop(), '/cart/x/checkout/customerDetails'))
    const head = html.slice(0, html.indexOf('</head>'))
    expect([...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])).toEqual([
      '/assets/react.js',
      '/assets/render.js',
      '/assets/machines.js',
      '/assets/ShopLayout.js',
      '/assets/CheckoutRoutes.js',
    ])
  })
})

// Issue 17 point 2: the page's own language only, as data (no script to download or run for them), in a file of its
// own the page preloads (issue 17 point 3: inside the page they took a second round trip to arrive).
const MESSAGES = new Map([
  ['en', 'assets/messages-en-abc.json'],
  ['es', 'assets/messages-es-def.json'],
])
const page = () => ({
  indexHtml:
    '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"><!--still-loading--></div></body></html>',
  messages: MESSAGES,
})
const messagesOf = (html: string) => ({
  root: html.match(/<div id="root"[^>]* data-messages="([^"]+)">/)?.[1],
  preloaded: [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]),
})

describe('the config a page carries', () => {
  const fromAttribute = (text: string) =>
    text.replace(
      /&(quot|amp|#39|lt|gt);/g,
      (_, name: string) => ({ quot: '"', amp: '&', '#39': "'", lt: '<', gt: '>' })[name] ?? '',
    )

  it("is the server's config exactly, whatever the address held ($ patterns included: B §2 an unknown cart)", () => {
    for (const id of ['x$&y', "$'", '$`', '$$', '$1', '</body>', '<div id="root">']) {
      const config = { ...shop(), clientSessionId: id, basename: `/cart/${id}` }
      const html = renderPage(page(), config, ['assets/shop.js'])
      const attribute = html.match(/<div id="root" data-config="([^"]*)"/)?.[1] ?? ''
      expect([id, JSON.parse(fromAttribute(attribute))]).toEqual([id, config])
      expect(html.match(/<div id="root"/g)).toHaveLength(1)
    }
  })
})

describe("what a page says when the storefront's code does not arrive, or is long in coming", () => {
  // The built page is Vite's copy of index.html: the spinner with the marker the server fills.
  const indexHtml = readFileSync('index.html', 'utf8')
  /** The load-failure template's text and button, and the spinner's late note and its link. */
  const said = (html: string) => {
    const template = html.match(/<template id="load-failed">(.*?)<\/template>/)?.[1] ?? ''
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<template'))
    const late = root.match(
      /<div [^>]*role="status"><svg.*<\/svg><div class="still-loading[^"]*"><p[^>]*>([^<]*)<\/p><a href="" [^>]*>([^<]*)/,
    )
    return {
      alert: template.match(/<div role="alert"[^>]*><p[^>]*>([^<]*)<\/p>/)?.[1],
      button: template.match(/<button type="button"[^>]*>([^<]*)<\/button>/)?.[1],
      late: late?.[1],
      link: late?.[2],
    }
  }
  const english = {
    alert: 'This page did not load. Check your connection and reload: your cart is kept.',
    button: 'Reload',
    late: 'Still loading. If nothing comes, check your connection and reload: your cart is kept.',
    link: 'Reload',
  }

  it.each([
    ['en', english],
    [
      'es',
      {
        alert: 'Esta página no se cargó. Revise su conexión y vuelva a cargarla: su carrito se conserva.',
        button: 'Volver a cargar',
        late: 'Sigue cargando. Si no aparece nada, revise su conexión y vuelva a cargarla: su carrito se conserva.',
        link: 'Volver a cargar',
      },
    ],
    // B §9: a language the storefront does not speak gets English.
    ['fr', english],
  ])(
    'a %s page says both in its language: the template at the end of its body, the note under the spinner',
    (language, words) => {
      const html = renderPage({ ...page(), indexHtml }, shop(language), [])
      expect(said(html)).toEqual(words)
      expect(html).not.toContain('<!--still-loading-->')
      expect(html.indexOf('<template id="load-failed">')).toBeGreaterThan(html.indexOf('<div id="root"'))
      expect(html.trimEnd().endsWith('</template></body>\n</html>')).toBe(true)
    },
  )
})

describe('the messages a page carries', () => {
  it.each([
    ['en', '/assets/messages-en-abc.json'],
    ['es', '/assets/messages-es-def.json'],
  ])("a %s page names its own language's file on its root and preloads it, before its scripts", (language, file) => {
    const html = renderPage(page(), shop(language), ['assets/shop.js'])
    expect(messagesOf(html)).toEqual({ root: file, preloaded: [file] })
    expect(html.indexOf(`href="${file}"`)).toBeLessThan(html.indexOf('rel="modulepreload"'))
    expect(html.indexOf(`href="${file}"`)).toBeLessThan(html.indexOf('</head>'))
    expect(html).not.toContain('<script')
  })

  it('a language the build has no messages for gets English (B §9 default locale)', () => {
    const html = renderPage(page(), { page: 'access', apiBase: '/api', language: 'fr' }, [])
    expect(messagesOf(html).root).toBe('/assets/messages-en-abc.json')
  })

  it("the built client's messages are read per language from the build's index of them; a build without fails", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'built-client-'))
    try {
      await mkdir(join(dir, '.vite'), { recursive: true })
      await writeFile(join(dir, 'index.html'), page().indexHtml)
      await writeFile(join(dir, '.vite', 'messages.json'), '{"en":"assets/messages-en-x1.json","xx":"assets/m.json"}')
      const client = await readBuiltClient(dir)
      expect(client?.messages).toEqual(new Map([['en', 'assets/messages-en-x1.json']]))
      const html = renderPage(client as NonNullable<typeof client>, shop('es'), [])
      expect(messagesOf(html)).toEqual({
        root: '/assets/messages-en-x1.json',
        preloaded: ['/assets/messages-en-x1.json'],
      })
      expect(await readBuiltClient(join(dir, 'missing'))).toBeNull()
      // A build whose messages are missing or unreadable stops the start with what to do, not a page of ids.
      for (const index of ['{"es":"assets/m.json"}', '{"en":'])
        await writeFile(join(dir, '.vite', 'messages.json'), index).then(() =>
          expect(readBuiltClient(dir)).rejects.toThrow(/no \.vite\/messages\.json naming the English messages/),
        )
      // A page without the spinner's marker would spin for ever, without a word, when its code never comes.
      await writeFile(join(dir, '.vite', 'messages.json'), '{"en":"assets/messages-en-x1.json"}')
      await writeFile(join(dir, 'index.html'), '<!doctype html><body><div id="root"></div></body>')
      await expect(readBuiltClient(dir)).rejects.toThrow(/has no <!--still-loading--> in its spinner/)
      await rm(join(dir, '.vite', 'messages.json'))
      await expect(readBuiltClient(dir)).rejects.toThrow(/run npm run build/)
    } finally {
      await rm(dir, { recursive: true })
    }
  })
})
