import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { createApi } from './app'
import { MigrationError, migrate } from './db/migrate'
import { databaseConfig, type OpenedDatabase, openConfiguredDatabase, StartError } from './db/open'
import { appConfigFor, renderPage } from './page'
import { renderDemoArt } from './seed/art'
import { demoSessions } from './seed/demo'
import { demoId } from './seed/ids'
import { demoSubjects, seedDemoPhotos } from './seed/photos'
import { seedDemoShop } from './seed/seed'
import { loadTokenSecret } from './services/identity'

const port = Number(process.env.PORT ?? 3000)
const dataDir = resolve(process.env.DATA_DIR ?? '.data')
const adminToken = process.env.ADMIN_TOKEN || null
// The built server sits in dist/server; the built storefront beside it in dist/client.
const clientDir = resolve(dirname(fileURLToPath(import.meta.url)), '../client')

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`)
  process.exit(1)
}

/** A start that cannot go on: one line on stderr, the database closed (and its lock given up), exit code 1. */
const refuseToStart = async (error: unknown, opened?: OpenedDatabase): Promise<never> => {
  console.error(error instanceof Error ? error.message : String(error))
  await opened?.close().catch(() => {})
  process.exit(1)
}

// DATABASE_URL: a PostgreSQL server (DB_POOL_SIZE connections); unset: the embedded database in DATA_DIR, which
// this process then holds alone (a second one on the same DATA_DIR is refused, naming this one).
const opened = await Promise.resolve()
  .then(() => openConfiguredDatabase(databaseConfig(process.env), { dataDir, role: 'shop', port }))
  .catch((e: unknown) => (e instanceof StartError ? refuseToStart(e) : Promise.reject(e)))
const { db } = opened
try {
  const applied = await migrate(db)
  if (applied.length) console.log(`Database: applied ${applied.join(', ')}`)
  if (await seedDemoShop(db, new Date())) console.log('Database: seeded the demo shop')
  if (await seedDemoPhotos(db, new Date(), dataDir)) console.log('Database: seeded the demo photos')
} catch (e) {
  // A failed migration was rolled back and says which one; anything else is a bug worth its stack.
  if (e instanceof MigrationError) await refuseToStart(e, opened)
  await opened.close().catch(() => {})
  throw e
}
await renderDemoArt(dataDir)

// `npm run dev` serves the pages from Vite and only needs the API here.
const indexHtml = await readFile(join(clientDir, 'index.html'), 'utf8').catch(() => null)
if (!indexHtml) console.log(`No built storefront in ${clientDir}: serving the API only (npm start builds it).`)

const deps = { db, tokenSecret: await loadTokenSecret(db), adminToken, now: () => Math.floor(Date.now() / 1000) }
const page = async (url: string) => {
  if (!indexHtml) return { html: 'The storefront is not built: run npm run build.', status: 503 as const }
  const { config, status } = await appConfigFor(db, new URL(url))
  return { html: renderPage(indexHtml, config), status }
}

const app = new Hono()
  .route('/api', createApi(deps))
  .use('/media/*', serveStatic({ root: dataDir }))
  .get('/', async (c) => {
    const { html, status } = await page(c.req.url)
    return c.html(html, status)
  })
  .get('/cart/*', async (c) => {
    const { html, status } = await page(c.req.url)
    return c.html(html, status)
  })
  .use('/*', serveStatic({ root: clientDir }))
  .get('*', async (c) => {
    const { html, status } = await page(c.req.url)
    return c.html(html, status)
  })

const server = serve({ fetch: app.fetch, port }, (info) => {
  opened.lock?.setPort(info.port)
  const base = `http://localhost:${info.port}`
  console.log(
    `\nPicture-day storefront running at ${base}/ (data in ${opened.lock ? dataDir : `${opened.where}, media in ${dataDir}`})\n`,
  )
  console.log('Demo shops (type the access code on the home page, or open the address):')
  for (const s of demoSessions) {
    console.log(`  ${s.accessCode.padEnd(14)} ${s.label} [${s.stage.type}]`)
    console.log(`  ${''.padEnd(14)} ${base}/cart/${demoId(`session:${s.key}`)}`)
  }
  console.log('\nStudent access codes (open the shop on that student and their photos):')
  for (const s of demoSubjects) console.log(`  ${s.accessCode.padEnd(14)} ${s.firstName} ${s.lastName}`)
  console.log('\nPress Ctrl-C to stop.')
})

server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(
    err.code === 'EADDRINUSE' ? `Port ${port} is already in use: stop the other program or set PORT.` : err.message,
  )
  void opened.close().finally(() => process.exit(1))
})

const stop = () => {
  server.close()
  void opened.close().finally(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
