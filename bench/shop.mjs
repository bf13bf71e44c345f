// What the browser benchmarks share: the built shop started on a fresh DATA_DIR, and Emma's cart filled as a parent
// would fill it. Build first (`npm run build`).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const SHOPPER_CODE = 'EMMA-2026' // Emma Johnson in the spring re-order shop (docs/demo-shop.md): photos, a cart
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/** Starts a child process and resolves once its output matches `ready` (with the match), or fails on its exit. */
export const startProcess = (command, argv, env, ready, what) => {
  const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const started = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 120 s:\n${output}`)), 120_000)
    const read = (chunk) => {
      output += chunk
      const match = output.match(ready)
      if (match) {
        clearTimeout(timer)
        resolve(match)
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${what} exited with ${code}:\n${output}`))
    })
  })
  return { child, started }
}

export const stopProcess = async (child) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGINT')
  await exited
}

/** The built shop on a free port and a fresh data folder: `started` resolves with its address; `stop` removes both. */
export const startShop = async () => {
  if (!existsSync('dist/server/main.js')) throw new Error('No built shop in dist/: run `npm run build` first.')
  const dataDir = mkdtempSync(join(tmpdir(), 'picture-day-bench-'))
  const port = await freePort()
  const shop = startProcess(
    process.execPath,
    ['dist/server/main.js'],
    { PORT: String(port), DATA_DIR: dataDir },
    /Press Ctrl-C to stop\./,
    'The shop',
  )
  return {
    started: shop.started.then(() => `http://localhost:${port}`),
    stop: async () => {
      await stopProcess(shop.child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Enters Emma's shop with her access code in `page` and puts an 8×10 print of her photo in the cart, as a parent
 * would; returns the addresses of her catalog, gallery, cart and checkout's customer details.
 */
export const fillCart = async (page, base) => {
  page.setDefaultTimeout(30_000)
  await page.goto(base)
  await page.getByLabel('Access code').fill(SHOPPER_CODE)
  await page.getByRole('button', { name: 'Open my shop' }).click()
  await page.waitForURL(/\/cart\/[0-9a-f-]{36}\/galleries/)
  const shop = page.url().match(/^.*\/cart\/[0-9a-f-]{36}/)[0]
  if (!/\/images$/.test(page.url()))
    await page
      .getByRole('link', { name: /^Open the gallery/ })
      .first()
      .click()
  await page.waitForURL(/\/galleries\/[0-9a-f-]{36}\/images$/)
  const gallery = page.url()
  await page.goto(`${shop}/catalog/category/portraits`)
  const card = page
    .getByTestId('product')
    .filter({ has: page.getByRole('heading', { name: '8×10 print', exact: true }) })
  await card.getByRole('button').first().click()
  const panel = page.getByRole('dialog', { name: '8×10 print' })
  await panel
    .getByTestId('photo-slot')
    .first()
    .getByRole('button', { name: /Choose photo|Change photo/ })
    .click()
  const chooser = page.getByRole('dialog', { name: 'Choose photo' })
  await chooser.getByTestId('chooser-photos').getByRole('button').first().click()
  await chooser.waitFor({ state: 'detached' })
  await panel.getByRole('button', { name: /^Add to order/ }).click()
  await page.getByRole('status').filter({ hasText: '8×10 print was added to your order.' }).waitFor()
  const cart = `${shop}/view`
  await page.goto(cart)
  await page.getByTestId('cart-item').first().waitFor()
  const checkout = `${shop}/checkout/customerDetails`
  await page.goto(checkout)
  await page.getByTestId('customer-details').waitFor()
  return { catalog: `${shop}/catalog`, gallery, cart, checkout }
}

/** What shows once each of fillCart's pages has loaded. */
export const READY = {
  catalog: (page) => page.getByTestId('product').first(),
  gallery: (page) => page.getByTestId('gallery-photos'),
  cart: (page) => page.getByTestId('cart-item').first(),
  checkout: (page) => page.getByTestId('customer-details'),
}
