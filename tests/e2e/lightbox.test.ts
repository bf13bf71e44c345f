import { join } from 'node:path'
import type { CDPSession, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ARTIFACTS, accessibilityProblems, screenshotBothWidths, startShop } from './harness'
import { enterAccessCode, openProduct, springCategory } from './shopper'

// Issue 16 point 3, "a gallery worth looking at": the lightbox on a phone (full screen, swipe, pinch-zoom, a heart,
// "Buy this photo" opening the catalog with that photo chosen), the photo chooser reaching every photo, and a pinch
// in the crop modal. Fingers are the browser's own touch input (Chromium's debugging protocol), as a phone sends them.

const shopper = startShop()

/** What the shopper sees: the viewport only, since the lightbox and the dialogs are fixed to it. */
const screenshot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`) })

/** A page whose uncaught errors are printed, to tell a blank page's cause. */
const newPage = async (width: number) => {
  const page = await shopper.newPage(width)
  page.on('pageerror', (error) => console.error(`page error at ${width} px: ${error.stack ?? error.message}`))
  return page
}

type Finger = { x: number; y: number }

/** Touch input on a page: each call is one touch event with the fingers given (none: every finger lifted). */
const touchscreen = async (page: Page) => {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
  let down = 0
  const touch = async (fingers: Finger[]) => {
    const type = fingers.length === 0 ? 'touchEnd' : fingers.length > down ? 'touchStart' : 'touchMove'
    down = fingers.length
    await cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: fingers.map((f, id) => ({ x: f.x, y: f.y, id })),
    })
  }
  /** One finger from `from` to `to` in a few steps. */
  const swipe = async (from: Finger, to: Finger) => {
    await touch([from])
    for (let i = 1; i <= 4; i++)
      await touch([{ x: from.x + ((to.x - from.x) * i) / 4, y: from.y + ((to.y - from.y) * i) / 4 }])
    await touch([])
  }
  /** Two fingers about `centre`, `from` px apart, spreading (or closing) to `to` px apart. */
  const pinch = async (centre: Finger, from: number, to: number) => {
    const at = (d: number) => [
      { x: centre.x - d / 2, y: centre.y },
      { x: centre.x + d / 2, y: centre.y },
    ]
    await touch([at(from)[0] as Finger])
    await touch(at(from))
    for (let i = 1; i <= 5; i++) await touch(at(from + ((to - from) * i) / 5))
    await touch([])
  }
  const tap = async (at: Finger) => {
    await touch([at])
    await touch([])
  }
  return { swipe, pinch, tap }
}

const centreOf = async (locator: Locator): Promise<Finger> => {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** Lets the slide and fade of the carousel finish before a screenshot. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  )

const overlaps = (a: { x: number; y: number; width: number; height: number } | null, b: typeof a) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Emma's own gallery, from the photos step the re-order shop opens on. */
const emmasGallery = async (page: Page) => {
  await enterAccessCode(page, shopper.url(), 'EMMA-2026')
  await page.waitForURL(/\/galleries/)
  const link = page.getByRole('link', { name: 'Open the gallery Emma Johnson' })
  if (!/\/images$/.test(page.url())) await link.click()
  await page.waitForURL(/\/galleries\/[0-9a-f-]{36}\/images$/)
  await page.getByTestId('gallery-photos').getByTestId('photo').first().waitFor()
}

const preview = (page: Page) => page.getByTestId('preview')
const previewTitle = (page: Page) => preview(page).getByRole('heading').innerText()
const zoom = async (page: Page) => Number(await preview(page).getByTestId('preview-stage').getAttribute('data-zoom'))

describe('issue 16 point 3: the lightbox, the photo chooser and the crop pinch in Chromium', () => {
  it('on a phone the lightbox fills the screen, swipes, pinch-zooms, hearts, and "Buy this photo" opens the catalog with it', async () => {
    const page = await newPage(390)
    await emmasGallery(page)
    const fingers = await touchscreen(page)
    await page.getByRole('button', { name: 'View Emma Johnson: pose 2 larger' }).click()
    await preview(page).waitFor()
    await expect.poll(() => previewTitle(page)).toBe('Emma Johnson: pose 2')

    // Full screen, the photo edge to edge; the step buttons sit below the photo, never over it.
    const photo = preview(page).getByRole('img', { name: 'Emma Johnson: pose 2' })
    await expect.poll(async () => (await preview(page).boundingBox())?.width).toBe(390)
    await expect.poll(async () => Math.round((await photo.boundingBox())?.width ?? 0)).toBe(390)
    const next = preview(page).getByRole('button', { name: 'Next photo' })
    const previous = preview(page).getByRole('button', { name: 'Previous photo' })
    expect(overlaps(await next.boundingBox(), await photo.boundingBox())).toBe(false)
    expect(overlaps(await previous.boundingBox(), await photo.boundingBox())).toBe(false)
    await settled(page)
    await screenshot(page, 'lightbox-phone')
    expect(await accessibilityProblems(page)).toEqual([])

    // A swipe to the left shows the next photo; to the right, the one before.
    const stage = preview(page).getByTestId('preview-stage')
    const centre = await centreOf(stage)
    await fingers.swipe({ x: 320, y: centre.y }, { x: 80, y: centre.y })
    await expect.poll(() => previewTitle(page)).toBe('Emma Johnson: pose 3')
    await fingers.swipe({ x: 80, y: centre.y }, { x: 320, y: centre.y })
    await expect.poll(() => previewTitle(page)).toBe('Emma Johnson: pose 2')

    // A pinch zooms in (and a swipe then moves the photo instead of stepping); a double tap zooms back out.
    await fingers.pinch(centre, 80, 240)
    await expect.poll(() => zoom(page)).toBeGreaterThan(2)
    await expect.poll(async () => (await photo.boundingBox())?.width ?? 0).toBeGreaterThan(700)
    await settled(page)
    await screenshot(page, 'lightbox-zoomed-phone')
    await fingers.swipe({ x: 300, y: centre.y }, { x: 150, y: centre.y })
    expect(await previewTitle(page)).toBe('Emma Johnson: pose 2')
    await fingers.tap(centre)
    await fingers.tap(centre)
    await expect.poll(() => zoom(page)).toBe(1)

    // The heart in the lightbox is the gallery's heart.
    await preview(page).getByRole('button', { name: 'Add Emma Johnson: pose 2 to favourites' }).click()
    await preview(page).getByRole('button', { name: 'Remove Emma Johnson: pose 2 from favourites' }).waitFor()
    // (The favourites beside the gallery are behind the dialog, out of the accessibility tree: counted by their items.)
    await expect.poll(() => page.getByTestId('favourites-grid').locator('li').count()).toBe(1)

    // Buy this photo: the catalog opens with that photo chosen for Emma (kept for this tab's session).
    await preview(page).getByRole('button', { name: 'Buy this photo' }).click()
    await page.waitForURL(/\/catalog(\/category\/[a-z-]+)?$/)
    await preview(page).waitFor({ state: 'detached' })
    const chosen = await page.evaluate(() =>
      Object.entries(sessionStorage).find(([key]) => key.startsWith('picture-day.chosen-photo.')),
    )
    expect(chosen?.[1]).toMatch(/^[0-9a-f-]{36}$/)
    const print = await openProduct(page, '8×10 print')
    await print.getByRole('img', { name: 'Emma Johnson: pose 2' }).first().waitFor()
    await settled(page)
    await screenshot(page, 'lightbox-bought-phone')
    // B §8: the first text input has the focus; B §5: Escape there leaves a panel of several groups open; its close
    // button closes it.
    expect(await print.getByLabel('Name on the print').evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    await print.getByRole('button', { name: 'Close', exact: true }).click()
    await print.waitFor({ state: 'detached' })
    // Back from the catalog returns to the gallery, not to a closed lightbox's entry.
    await page.goBack()
    await page.waitForURL(/\/images$/)
  })

  it('the lightbox on a desktop: the photo large, the steps and actions beside it, not over it', async () => {
    const page = await newPage(1280)
    await emmasGallery(page)
    await page.getByRole('button', { name: 'View Emma Johnson: pose 1 larger' }).click()
    await preview(page).waitFor()
    const photo = preview(page).getByRole('img', { name: 'Emma Johnson: pose 1' })
    await expect.poll(async () => (await preview(page).boundingBox())?.width).toBe(850)
    expect(
      overlaps(
        await preview(page).getByRole('button', { name: 'Next photo' }).boundingBox(),
        await photo.boundingBox(),
      ),
    ).toBe(false)
    await page.keyboard.press('+')
    await expect.poll(() => zoom(page)).toBe(2)
    await page.keyboard.press('-')
    await expect.poll(() => zoom(page)).toBe(1)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => previewTitle(page)).toBe('Emma Johnson: pose 2')
    await settled(page)
    await screenshot(page, 'lightbox-desktop')
    expect(await accessibilityProblems(page)).toEqual([])
  })

  it('after hearting one photo the chooser lists the favourite first and reaches every photo (EMMA-2026)', async () => {
    // Walked once on a phone; the chooser is looked at, and checked with axe, at both widths.
    const page = await newPage(390)
    await emmasGallery(page)
    await page.getByRole('button', { name: 'Add Emma Johnson: pose 3 to favourites' }).click()
    await page.getByRole('button', { name: 'Remove Emma Johnson: pose 3 from favourites' }).first().waitFor()
    await page.goto(page.url().replace(/\/galleries\/.*$/, '/catalog'))

    const print = await openProduct(page, '8×10 print')
    await print.getByRole('button', { name: /Choose photo|Change photo/ }).click()
    const chooser = page.getByRole('dialog', { name: 'Choose photo' })
    const photos = chooser.getByTestId('chooser-photos').getByRole('img')
    const alts = () => photos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))
    // Favourites first: the one hearted photo, with the switch to all photos.
    await expect.poll(alts).toEqual(['Emma Johnson: pose 3'])
    const favourites = chooser.getByRole('button', { name: 'Favourites (1)' })
    expect(await favourites.getAttribute('aria-pressed')).toBe('true')
    await screenshotBothWidths(page, 'chooser-favourites')
    await chooser.getByRole('button', { name: /^All photos \(\d+\)$/ }).click()
    // Every photo the 8×10 may use (B §5: not the class photos), the favourite first and marked.
    await expect
      .poll(alts)
      .toEqual([
        'Emma Johnson: pose 3',
        'Emma Johnson: pose 1',
        'Emma Johnson: pose 2',
        'Emma Johnson: pose 4 (green screen)',
      ])
    await chooser.getByTestId('chooser-photos').getByText('Favourite').waitFor()
    await settled(page)
    await screenshotBothWidths(page, 'chooser-all')
    expect(await accessibilityProblems(page)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 900 })
    expect(await accessibilityProblems(page)).toEqual([])
    await page.setViewportSize({ width: 390, height: 900 })
    await chooser.getByRole('button', { name: /Emma Johnson: pose 1/ }).click()
    await chooser.waitFor({ state: 'detached' })
    await print.getByRole('img', { name: 'Emma Johnson: pose 1' }).first().waitFor()

    // B §8: a product the favourite cannot be used for says so, and all its photos are a click away.
    await page.keyboard.press('Escape')
    await print.waitFor({ state: 'detached' })
    // The class composite may use class photos only (B §5), so the favourite does not fit it.
    await springCategory(page, shopper.url(), 'add-ons')
    const composite = await openProduct(page, 'Class composite 8×10')
    await composite.getByRole('button', { name: /Choose photo|Change photo/ }).click()
    const other = page.getByRole('dialog', { name: 'Choose photo' })
    await other.getByText('None of your favourites can be used for this product.').waitFor()
    await screenshot(page, 'chooser-due-to-favourites-phone')
    expect(await accessibilityProblems(page)).toEqual([])
    await other.getByRole('button', { name: 'Show all photos' }).click()
    const offered = other.getByTestId('chooser-photos').getByRole('img')
    await expect.poll(() => offered.count()).toBeGreaterThan(0)
    expect(await offered.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).not.toContain(
      'Emma Johnson: pose 3',
    )
  })

  it('a pinch in the crop modal zooms the frame instead of dragging it (390 px)', async () => {
    const page = await newPage(390)
    await emmasGallery(page)
    await page.goto(page.url().replace(/\/galleries\/.*$/, '/catalog'))
    const fingers = await touchscreen(page)
    const print = await openProduct(page, '8×10 print')
    await print.getByRole('button', { name: /Choose photo|Change photo/ }).click()
    const chooser = page.getByRole('dialog', { name: 'Choose photo' })
    await chooser.getByTestId('chooser-photos').getByRole('button').first().click()
    await chooser.waitFor({ state: 'detached' })
    await print.getByRole('button', { name: 'Crop', exact: true }).click()
    const crop = page.getByRole('dialog', { name: 'Crop your photo' })
    const frame = crop.getByTestId('crop-box')
    await frame.waitFor()
    const before = await frame.boundingBox()
    const centre = await centreOf(frame)
    // Fingers apart: the frame shrinks about its centre (a zoom into the photo), it does not move.
    await fingers.pinch(centre, 60, 150)
    await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeLessThan((before?.width ?? 0) * 0.6)
    const after = await centreOf(frame)
    expect(Math.abs(after.x - centre.x)).toBeLessThan(3)
    expect(Math.abs(after.y - centre.y)).toBeLessThan(3)
    await crop.getByRole('button', { name: 'Remove crop' }).waitFor()
    await screenshot(page, 'crop-pinched-phone')
    await crop.getByRole('button', { name: 'Save crop' }).click()
    await crop.waitFor({ state: 'detached' })
    await print.getByTestId('crop-status').getByText('Cropped').waitFor()
  })
})
