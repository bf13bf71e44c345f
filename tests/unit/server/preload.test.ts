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

// Issue 17 point 2: the page's own language only, as data in the page (no script to download or run for them).
const MESSAGES = new Map([
  ['en', '{"cart.title":[{"type":0,"value":"Cart \\u003c/script>"}]}'],
  ['es', '{"cart.title":[{"type":0,"value":"Carrito"}]}'],
])
const page = () => ({
  indexHtml: '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
  messages: MESSAGES,
})
const messagesOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="messages">(.*?)<\/script>/)?.[1] ?? 'null')

describe('the messages a page carries', () => {
  it.each([
    ['en', 'Cart </script>'],
    ['es', 'Carrito'],
  ])('a %s page carries its own language as JSON, whole inside its script element', (language, title) => {
    const html = renderPage(page(), shop(language), [])
    expect(messagesOf(html)).toEqual({ 'cart.title': [{ type: 0, value: title }] })
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html.indexOf('id="messages"')).toBeGreaterThan(html.indexOf('<div id="root"'))
  })

  it('a language the build has no messages for gets English (B §9 default locale)', () => {
    const html = renderPage(page(), { page: 'access', apiBase: '/api', language: 'fr' }, [])
    expect(messagesOf(html)['cart.title'][0].value).toBe('Cart </script>')
  })

  it('the built messages are read per language, a "<" escaped so no text can end the script element early', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'built-client-'))
    try {
      await mkdir(join(dir, '.vite', 'messages'), { recursive: true })
      await writeFile(join(dir, 'index.html'), page().indexHtml)
      await writeFile(join(dir, '.vite', 'messages', 'en.json'), '{"a":[{"type":0,"value":"</script><b>"}]}')
      const client = await readBuiltClient(dir)
      expect(client?.messages.get('es')).toBeUndefined()
      const html = renderPage(client as NonNullable<typeof client>, shop('en'), [])
      expect(messagesOf(html)).toEqual({ a: [{ type: 0, value: '</script><b>' }] })
      expect(html.match(/<script/g)).toHaveLength(1)
      expect(await readBuiltClient(join(dir, 'missing'))).toBeNull()
    } finally {
      await rm(dir, { recursive: true })
    }
  })
})
