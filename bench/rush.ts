// Issue 10: the deadline rush, measured. Shoppers on loopback each get a token, open the shop (store, session, product
// set, photos, a gallery page), start an order, add three items (one a package), change a quantity and read the order,
// again and again for a bounded time. Prints journeys per second, p50/p95/p99 per request kind, errors, and the ratio
// to a bare Hono hello-world measured in the same run. Figures go to docs/performance.md; nothing here is a test.
//
//   npm run bench:rush -- [--seconds 20] [--shoppers 50] [--workers N]     (DATABASE_URL set: on PostgreSQL)
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
// draftToOrderItem: the request body the browser sends for a draft (adapters/api/orders.ts).
import { emptyDraft, type ItemDraft } from '../core/configuration'
import { draftToOrderItem as toOrderItem } from '../core/itemRequest'
import { catalogOf, previewItem } from '../core/orderItem'
import type { ImageCrop } from '../core/schemas/photos'
import type { Product, ProductSet } from '../core/schemas/productSet'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback
  return Number.isFinite(value) && value > 0 ? value : fallback
}
const SECONDS = arg('seconds', 20)
const SHOPPERS = arg('shoppers', 50)
const WORKERS = arg('workers', 1)

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })

/** Times per request kind, in milliseconds. */
const timings = new Map<string, number[]>()
let errors = 0
const errorKinds = new Map<string, number>()

const timed = async (kind: string, run: () => Promise<Response>) => {
  const start = performance.now()
  const res = await run()
  const ms = performance.now() - start
  const body = res.status === 204 ? null : await res.json().catch(() => null)
  if (res.status >= 400) {
    errors += 1
    errorKinds.set(`${kind} ${res.status}`, (errorKinds.get(`${kind} ${res.status}`) ?? 0) + 1)
    throw new Error(`${kind} answered ${res.status}`)
  }
  timings.set(kind, [...(timings.get(kind) ?? []), ms])
  return { res, body: body as Record<string, unknown> }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

/** Starts the built shop on a fresh DATA_DIR (or the DATABASE_URL of the environment) and waits for it to answer. */
const startShop = async () => {
  const port = await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-rush-'))
  const child = spawn(process.execPath, [resolve('dist/server/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WORKERS: String(WORKERS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`)
    const ok = await fetch(`${url}/api/app_config?path=/`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) break
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGINT')
      await new Promise((r) => child.once('exit', r))
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

type Plan = { sessionId: string; storeId: string; drafts: { productId: string; draft: ItemDraft }[]; galleryId: string }

/** What one shopper buys: three products of the spring shop (one a package), configured from Emma's photos. */
const planFor = (set: ProductSet, photos: readonly ImageCrop[]) => {
  const catalog = catalogOf(set, true)
  const products = set.categories.flatMap((c) => c.products)
  const photo = photos.find((p) => !p.image.isShared) ?? photos[0]
  if (!photo) throw new Error('the demo student has no photos')
  const configure = (product: Product): ItemDraft | null => {
    const draft: ItemDraft = {
      ...emptyDraft(product),
      nodes: product.nodes.map((n) => ({
        nodeId: n.id,
        imageId: photo.image.id,
        imageCropId: photo.id,
        backgroundOptionId: null,
      })),
    }
    return previewItem(catalog, product, draft, 0).ok ? draft : null
  }
  const pick = (test: (p: Product) => boolean) =>
    products.flatMap((p) => {
      const draft = test(p) ? configure(p) : null
      return draft ? [{ productId: p.id, draft }] : []
    })[0]
  const chosen = [
    pick((p) => p.type === 'package' && !p.isByo && !p.isMultiPose),
    pick((p) => p.type === 'custom' && p.quantityLimit !== 1 && p.productCostTiers.length === 0),
    pick((p) => p.type === 'custom' && p.productCostTiers.length > 0),
  ]
  if (chosen.some((c) => !c)) throw new Error('could not configure three demo products for the rush')
  return chosen as { productId: string; draft: ItemDraft }[]
}

const json = (token: string, body?: unknown, headers: Record<string, string> = {}) => ({
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
  body: body === undefined ? undefined : JSON.stringify(body),
})

/** One shopper's journey through the shop (issue 10 point 5). */
const journey = async (api: string, plan: Plan) => {
  const { body: user } = await timed('token', () => fetch(`${api}/store_users`, { method: 'POST' }))
  const token = user.token as string
  const get = (kind: string, path: string) => timed(kind, () => fetch(`${api}${path}`, json(token)))
  const { body: found } = await get('search', '/search/by_code?accessCode=EMMA-2026')
  const subjectId = ((found.data as { subjects: { id: string }[] }).subjects[0] as { id: string }).id
  await get('store', `/stores/${plan.storeId}`)
  await get('session', `/client_sessions/${plan.sessionId}`)
  await get('productSet', `/product_sets/${plan.sessionId}`)
  await get('gallery', `/galleries/${plan.galleryId}/images?page=1`)
  const post = (kind: string, path: string, body: unknown, method = 'POST', headers: Record<string, string> = {}) =>
    timed(kind, () => fetch(`${api}${path}`, { method, ...json(token, body, headers) }))
  const { body: created } = await post('createOrder', '/orders', {
    order: { clientSession: plan.sessionId, subject: subjectId },
  })
  const orderId = ((created.data as { order: { id: string } }).order as { id: string }).id
  type Answered = { id: string; version: number; orderItems: { id: string }[] }
  let order = null as Answered | null
  for (const { productId, draft } of plan.drafts) {
    const { body } = await post('addItem', '/order_items', {
      orderItem: { order: orderId, product: productId, ...toOrderItem(draft) },
    })
    order = body.order as Answered
  }
  const itemId = order?.orderItems[1]?.id
  if (itemId && order)
    await post('updateQuantity', `/order_items/${itemId}`, { orderItem: { quantity: 2 } }, 'PATCH', {
      'If-Match': `"${order.version}"`,
    })
  await get('readOrder', `/orders/${orderId}`)
}

/** Runs `shoppers` loops of `step` until the deadline; returns how many completed. */
const run = async (shoppers: number, seconds: number, step: () => Promise<void>) => {
  const deadline = performance.now() + seconds * 1000
  let done = 0
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      while (performance.now() < deadline) {
        try {
          await step()
          done += 1
        } catch {
          // Counted in `errors`; the shopper starts again.
        }
      }
    }),
  )
  return done
}

const helloWorld = async (seconds: number, concurrency: number) => {
  const port = await freePort()
  const server = serve({ fetch: new Hono().get('/', (c) => c.text('Hello')).fetch, port, hostname: '127.0.0.1' })
  const count = await run(concurrency, seconds, async () => {
    await (await fetch(`http://127.0.0.1:${port}/`)).text()
  })
  server.close()
  return count / seconds
}

const main = async () => {
  const shop = await startShop()
  try {
    const api = `${shop.url}/api`
    // Emma's shop, as a parent opens it: the spring session of her access code.
    const token = ((await (await fetch(`${api}/store_users`, { method: 'POST' })).json()) as { token: string }).token
    const auth = { headers: { Authorization: `Bearer ${token}` } }
    const found = (await (await fetch(`${api}/search/by_code?accessCode=EMMA-2026`, auth)).json()) as {
      data: { clientSessions: { id: string }[]; subjects: { id: string }[] }
    }
    const sessionId = found.data.clientSessions[0]?.id ?? ''
    const subjectId = found.data.subjects[0]?.id ?? ''
    const pageConfig = (await (await fetch(`${api}/app_config?path=/cart/${sessionId}`)).json()) as {
      storeId: string
    }
    const set = ((await (await fetch(`${api}/product_sets/${sessionId}`, auth)).json()) as { productSet: ProductSet })
      .productSet
    const photos = (
      (await (await fetch(`${api}/subjects/${subjectId}/images`, auth)).json()) as {
        data: { images: ImageCrop[] }
      }
    ).data.images
    const plan: Plan = {
      sessionId,
      storeId: pageConfig.storeId,
      drafts: planFor(set, photos),
      galleryId: photos[0]?.image.gallery ?? '',
    }
    console.log(
      `Rush: ${SHOPPERS} shoppers for ${SECONDS} s on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${WORKERS} process(es)`,
    )
    const journeys = await run(SHOPPERS, SECONDS, () => journey(api, plan))
    // Product set reads on their own, then a bare Hono hello-world, with the same concurrency and time.
    const burst = Math.min(SECONDS, 10)
    const reads = await run(SHOPPERS, burst, async () => {
      await (await fetch(`${api}/product_sets/${sessionId}`, auth)).text()
    })
    const hello = await helloWorld(burst, SHOPPERS)
    const rows = [...timings.entries()].map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b)
      return {
        kind,
        count: sorted.length,
        'req/s': Math.round(sorted.length / SECONDS),
        p50: percentile(sorted, 0.5).toFixed(1),
        p95: percentile(sorted, 0.95).toFixed(1),
        p99: percentile(sorted, 0.99).toFixed(1),
      }
    })
    console.table(rows)
    const readRate = reads / burst
    console.log(`journeys/s ${(journeys / SECONDS).toFixed(1)}  errors ${errors}`)
    for (const [kind, n] of errorKinds) console.log(`  ${kind}: ${n}`)
    console.log(
      `product set reads ${Math.round(readRate)} req/s; hello-world ${Math.round(hello)} req/s; ratio ${(readRate / hello).toFixed(3)}`,
    )
  } finally {
    await shop.stop()
  }
}

await main()
