// Issue 17 point 4: the photo bytes a phone downloads per gallery page of the demo. Starts the built shop (run
// `npm run build` first) on a fresh DATA_DIR, opens Chromium at 390 px (device pixel ratio 2 and 3), enters EMMA-2026,
// and for each gallery counts the response bytes of photo requests (/media/photos/) once the page has settled, then
// after scrolling to the bottom, then with the preview opened on the first photo. A benchmark: it prints, and the
// figures go to docs/performance.md "## Photos" by hand.
//
//   npm run build && npm run bench:photos
import { chromium } from 'playwright-core'
import { CHROMIUM, SHOPPER_CODE, startShop } from './shop.mjs'

const shop = await startShop()
const base = await shop.started
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})

const settle = (page) => page.waitForLoadState('networkidle').then(() => page.waitForTimeout(300))

/** One phone: bytes and files of photos per gallery at load, scrolled to the bottom, and with the preview open. */
const measure = async (deviceScaleFactor) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  let photos = []
  // Counted from the bodies themselves (what the phone received: photos are sent uncompressed), file by file.
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/media/photos/') || response.status() !== 200) return
    const body = await response.body().catch(() => null)
    photos.push({ file: url.pathname.split('/').pop(), bytes: body?.length ?? 0 })
  })
  await page.goto(base)
  await page.getByLabel('Access code').fill(SHOPPER_CODE)
  await page.getByRole('button', { name: 'Open my shop' }).click()
  await page.waitForURL(/\/galleries$/)
  const links = page.getByTestId('galleries').getByRole('link')
  await links.first().waitFor()
  const galleries = []
  for (const link of await links.all())
    galleries.push({ name: (await link.innerText()).split('\n')[0], href: await link.getAttribute('href') })
  const rows = []
  const sum = () => ({ bytes: photos.reduce((n, p) => n + p.bytes, 0), files: photos.length })
  for (const gallery of galleries) {
    photos = []
    await page.goto(new URL(gallery.href, base).href)
    await page.getByTestId('gallery-photos').getByTestId('photo').first().waitFor()
    await settle(page)
    const loaded = sum()
    const firstFiles = photos.map((p) => `${p.file} ${(p.bytes / 1000).toFixed(1)}`)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await settle(page)
    const scrolled = sum()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByTestId('gallery-photos').getByTestId('photo').first().getByRole('button').first().click()
    await page.getByTestId('preview').waitFor()
    await settle(page)
    const preview = sum()
    await page.keyboard.press('Escape')
    rows.push({ gallery: gallery.name, loaded, scrolled, preview, firstFiles })
  }
  await context.close()
  return rows
}

try {
  for (const dpr of [2, 3]) {
    for (const row of await measure(dpr)) {
      const kb = (n) => `${(n.bytes / 1000).toFixed(1)} kB / ${n.files} files`
      console.log(
        `390 px @${dpr}x  ${row.gallery.padEnd(16)} first view ${kb(row.loaded)} · scrolled to the bottom ${kb(row.scrolled)} · preview opened ${kb(row.preview)}`,
      )
      console.log(`    first view (file kB): ${row.firstFiles.join(', ')}`)
    }
  }
} finally {
  await browser.close()
  await shop.stop()
}
