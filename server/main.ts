import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { createApi } from './app'
import { openPglite } from './db/database'
import { migrate } from './db/migrate'
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

if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is reserved for a PostgreSQL server and not supported yet; unset it to use the embedded database.',
  )
  process.exit(1)
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`)
  process.exit(1)
}

const db = await openPglite(join(dataDir, 'pglite'))
const applied = await migrate(db)
if (applied.length) console.log(`Database: applied ${applied.join(', ')}`)
if (await seedDemoShop(db, new Date())) console.log('Database: seeded the demo shop')
if (await seedDemoPhotos(db, new Date(), dataDir)) console.log('Database: seeded the demo photos')
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
  const base = `http://localhost:${info.port}`
  console.log(`\nPicture-day storefront running at ${base}/ (data in ${dataDir})\n`)
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
  void db.close().finally(() => process.exit(1))
})

const stop = () => {
  server.close()
  void db.close().finally(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
