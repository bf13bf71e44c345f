import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { type Context, Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { createApp } from './app'
import { trustedProxies } from './clientAddress'
import { compressAnswers } from './compression'
import { MigrationError, migrate } from './db/migrate'
import { databaseConfig, type OpenedDatabase, openConfiguredDatabase, StartError } from './db/open'
import { makeDataTemplate, templateKey } from './db/template'
import { serveMedia } from './media'
import { readBuiltClient, servePage } from './page'
import { renderDemoArt } from './seed/art'
import { demoSessions } from './seed/demo'
import { demoId } from './seed/ids'
import { seedDemoLanguages } from './seed/languages'
import { seedDemoLicence } from './seed/licence'
import { seedDemoPayments } from './seed/payments'
import { demoSubjects, seedDemoPhotos } from './seed/photos'
import { seedDemoShop } from './seed/seed'
import { seedDemoShipping } from './seed/shipping'
import { seedDemoTexts } from './seed/texts'
import { startShopServices } from './shopServices'
import { buildFileCacheControl, serveFiles } from './staticFiles'

// The built server sits in dist/server; the built storefront beside it in dist/client, the data folder template
// (server/db/template.ts) in dist/template.
const serverDir = dirname(fileURLToPath(import.meta.url))
const clientDir = resolve(serverDir, '../client')
const templateDir = resolve(serverDir, '../template')

// Issue 17 point 6: `npm run build` ends with `node dist/server/main.js --make-template`.
if (process.argv.includes('--make-template')) {
  const made = await makeDataTemplate(templateDir, await templateKey(serverDir))
  console.log(`${made ? 'Made' : 'Kept'} the data folder template in ${templateDir}`)
  process.exit(0)
}

const port = Number(process.env.PORT ?? 3000)
const dataDir = resolve(process.env.DATA_DIR ?? '.data')
const adminToken = process.env.ADMIN_TOKEN || null
const seedDemo = process.env.SEED_DEMO !== 'off'

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`)
  process.exit(1)
}
// B §6: the admin token is a long random secret (a short or spaced one could be guessed or never fit a Bearer header).
if (adminToken !== null && !/^\S{24,}$/.test(adminToken)) {
  console.error('ADMIN_TOKEN must be at least 24 characters without spaces, e.g. the output of: openssl rand -hex 24')
  process.exit(1)
}
// Behind reverse proxies, the client address for the access-code limits comes from X-Forwarded-For (docs/operations.md).
const trustProxy = trustedProxies(process.env.TRUST_PROXY)
if (trustProxy === null) {
  console.error(
    `TRUST_PROXY must be the number of reverse proxies in front of the shop (0 to 10), not "${process.env.TRUST_PROXY}".`,
  )
  process.exit(1)
}

/**
 * DESIGN decision 5: WORKERS=N (or `--workers N`; `npm run start:cluster` uses every core) runs N API processes on
 * one PostgreSQL server, sharing the port and the media folder. Nothing one process needs lives only in another's
 * memory: tokens are signed with a key in the database, caches are keyed by the catalog version read from it, and
 * idempotency keys are rows.
 */
const workersWanted = (): number => {
  const flag = process.argv.indexOf('--workers')
  const raw = flag >= 0 ? process.argv[flag + 1] : process.env.WORKERS
  if (raw === undefined || raw.trim() === '') return 1
  if (raw.trim() === 'auto') return availableParallelism()
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error(`WORKERS must be a whole number from 1 to 64 (or auto), not "${raw}".`)
    process.exit(1)
  }
  return n
}
const workers = workersWanted()
if (workers > 1 && !process.env.DATABASE_URL?.trim()) {
  console.error(`WORKERS=${workers} needs DATABASE_URL: the embedded database serves one process.`)
  process.exit(1)
}
const isWorker = cluster.isWorker

/** A start that cannot go on: one line on stderr, the database closed (and its lock given up), exit code 1. */
const refuseToStart = async (error: unknown, opened?: OpenedDatabase): Promise<never> => {
  console.error(error instanceof Error ? error.message : String(error))
  await opened?.close().catch(() => {})
  process.exit(1)
}

// DATABASE_URL: a PostgreSQL server (DB_POOL_SIZE connections); unset: the embedded database in DATA_DIR, which
// this process then holds alone (a second one on the same DATA_DIR is refused, naming this one). A new DATA_DIR is
// copied from the build's template (migrated, no rows, the demo's media), then migrated and seeded as any other.
const template = { dir: templateDir, key: () => templateKey(serverDir), media: seedDemo }
const opened = await Promise.resolve()
  .then(() => openConfiguredDatabase(databaseConfig(process.env), { dataDir, role: 'shop', port, template }))
  .catch((e: unknown) => (e instanceof StartError ? refuseToStart(e) : Promise.reject(e)))
const { db } = opened
if (opened.fromTemplate) console.log(`Database: made ${dataDir} from the build's template`)
// With several processes the primary prepares the database once, then starts the workers, which only serve.
if (!isWorker)
  try {
    const applied = await migrate(db)
    if (applied.length) console.log(`Database: applied ${applied.join(', ')}`)
    // SEED_DEMO=off: a production database starts without the demo shop (docs/operations.md).
    if (seedDemo) {
      if (await seedDemoShop(db, new Date())) console.log('Database: seeded the demo shop')
      // Issue 12: a data folder seeded before shipping methods existed gets the demo ones (none added twice).
      const methods = await seedDemoShipping(db)
      if (methods > 0) console.log(`Database: added ${methods} demo shipping methods`)
      // Issue 13: likewise the demo payment methods.
      const payments = await seedDemoPayments(db)
      if (payments > 0) console.log(`Database: added ${payments} demo payment methods`)
      // Issue 14: likewise the demo stores' licence for digital files.
      if ((await seedDemoLicence(db)) > 0) console.log('Database: added the demo licence for digital files')
      // Issue 15: likewise the demo shop's Spanish texts.
      const texts = await seedDemoTexts(db)
      if (texts > 0) console.log(`Database: added ${texts} Spanish texts of the demo shop`)
      // Issue 15: likewise the demo stores' languages (English and Spanish).
      if ((await seedDemoLanguages(db)) > 0) console.log('Database: added Spanish to the demo stores')
      if (await seedDemoPhotos(db, new Date(), dataDir)) console.log('Database: seeded the demo photos')
    }
  } catch (e) {
    // A failed migration was rolled back and says which one; anything else is a bug worth its stack.
    if (e instanceof MigrationError) await refuseToStart(e, opened)
    await opened.close().catch(() => {})
    throw e
  }
if (!isWorker) await renderDemoArt(dataDir)

const printAddresses = (listeningPort: number) => {
  const base = `http://localhost:${listeningPort}`
  const where = opened.lock ? dataDir : `${opened.where}, media in ${dataDir}`
  const processes = workers > 1 ? `, ${workers} processes` : ''
  console.log(`\nPicture-day storefront running at ${base}/ (data in ${where}${processes})\n`)
  console.log('Demo shops (type the access code on the home page, or open the address):')
  for (const s of demoSessions) {
    console.log(`  ${s.accessCode.padEnd(14)} ${s.label} [${s.stage.type}]`)
    console.log(`  ${''.padEnd(14)} ${base}/cart/${demoId(`session:${s.key}`)}`)
  }
  console.log('\nStudent access codes (open the shop on that student and their photos):')
  for (const s of demoSubjects) console.log(`  ${s.accessCode.padEnd(14)} ${s.firstName} ${s.lastName}`)
  console.log('\nCards pay in the sandbox (test mode, no money moves; every test number in docs/payments.md):')
  console.log('  4242 4242 4242 4242   pays        4000 0000 0000 0002   declined')
  console.log('  4000 0027 6000 3184   asks the bank check first; any name, a future expiry, any 3-digit CVC')
  console.log('\nPress Ctrl-C to stop.')
}

if (cluster.isPrimary && workers > 1) {
  // The primary serves nothing itself: it keeps N workers running and stops them all on Ctrl-C.
  await opened.close()
  let stopping = false
  let listening = 0
  const fork = () => cluster.fork({ ...process.env, WORKERS: String(workers) })
  for (let i = 0; i < workers; i++) fork()
  cluster.on('listening', (_, address) => {
    listening += 1
    if (listening === workers) printAddresses(address.port)
  })
  cluster.on('exit', (worker, code) => {
    if (stopping) return
    // A worker that could not start (port in use, database gone) stops the shop; one that crashed later is replaced.
    if (listening < workers) {
      stopping = true
      for (const w of Object.values(cluster.workers ?? {})) w?.kill()
      process.exit(code || 1)
    }
    console.error(`Worker ${worker.process.pid} stopped (code ${code}); starting another.`)
    listening -= 1
    fork()
  })
  const stopAll = () => {
    stopping = true
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM')
    setTimeout(() => process.exit(0), 5000).unref()
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
    })
  }
  process.once('SIGINT', stopAll)
  process.once('SIGTERM', stopAll)
} else {
  // `npm run dev` serves the pages from Vite and only needs the API here.
  // Issue 17 point 2: each page preloads its route's chunks, named by the build's manifest (server/preload.ts), and
  // carries its language's compiled messages.
  const client = await readBuiltClient(clientDir)
  if (!client) console.log(`No built storefront in ${clientDir}: serving the API only (npm start builds it).`)

  // The API's secrets and card gateways; payments a crash left unfinished are reconciled here, before listening.
  const deps = await startShopServices(db, {
    adminToken,
    trustProxy,
    now: () => Math.floor(Date.now() / 1000),
    dataDir,
  })
  const { mediaSecret, sandbox } = deps
  const page = (c: Context) =>
    client ? servePage(c, db, client) : c.html('The storefront is not built: run npm run build.', 503)

  const app = new Hono()
    // DESIGN decision 13, issue 11 point 5: no inline scripts, no framing, no sniffing, a referrer policy.
    .use(
      '*',
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
        xFrameOptions: 'DENY',
        referrerPolicy: 'strict-origin-when-cross-origin',
      }),
    )
    // Issue 17: pages and API answers brotli or gzip as they go (build files were compressed at build time).
    .use('*', compressAnswers())
    // The API under /api, the sandbox card gateway under /sandbox.
    .route('/', createApp(deps))
    // Issue 11 point 3: photo renditions only at the signed addresses the API hands out; other media are public.
    .use('/media/*', serveMedia(dataDir, mediaSecret))
    .get('/', page)
    .get('/cart/*', page)
    // The page's template is only ever served filled in; the build's manifest is the server's own.
    .get('/index.html', (c) => c.redirect('/', 301))
    .all('/.vite/*', (c) => c.notFound())
    // Build files, their .br/.gz when accepted; hashed ones (/assets) kept a year.
    .use('/*', serveFiles(clientDir, buildFileCacheControl))
    .get('*', page)

  let sandboxDelivery: { stop(): void } | undefined
  const server = serve({ fetch: app.fetch, port }, (info) => {
    opened.lock?.setPort(info.port)
    if (!isWorker) printAddresses(info.port)
    // The sandbox posts its notifications to this process's own route, as a provider would over the network. Every
    // worker may run the loop: a notification one of them claimed is skipped by the others.
    sandboxDelivery = sandbox.startDelivery(`http://127.0.0.1:${info.port}/api/payments/notifications/sandbox`)
  })

  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'EADDRINUSE' ? `Port ${port} is already in use: stop the other program or set PORT.` : err.message,
    )
    void opened.close().finally(() => process.exit(1))
  })

  const stop = () => {
    sandboxDelivery?.stop()
    deps.paymentReconcile.stop()
    server.close()
    void opened.close().finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
