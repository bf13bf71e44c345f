import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoId } from '../../server/seed/ids'
import { ARTIFACTS, accessibilityProblems, screenshot, startShop } from './harness'
import { addToOrder, enterAccessCode, openProduct, productCard, springCategory } from './shopper'

const shop = startShop()

// Issue 16 point 2: the child's photo everywhere it helps the choice, as the parent saved it.

/** The photo a card or a thumbnail shows: its accessible name is the photo's label. */
const photoIn = (place: Locator) => place.getByTestId('framed-photo').first()
const photoLabel = (place: Locator) => photoIn(place).locator('img').last().getAttribute('alt')
const cardShape = (page: Page, label: string) =>
  productCard(page, label).getByTestId('product-photo').getAttribute('data-shape')

/** A dialog as the parent sees it: the screen, not the whole page behind it. */
const screenShot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`) })

/** Waits until the images on screen have arrived, so a screenshot shows them (lazy ones below wait their turn). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.images]
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
      .every((img) => img.complete && img.naturalWidth > 0),
  )

describe('issue 16 point 2: the child’s photo on products, panels and thumbnails (Chromium)', () => {
  it('on a phone: a hearted photo on every card in the product’s shape, the panel starting with it, a crop kept to the cart', async () => {
    const page = await shop.newPage(390)
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    await page.getByRole('link', { name: 'Open the gallery Emma Johnson' }).click()
    await page.getByRole('button', { name: 'Add Emma Johnson: pose 3 to favourites' }).click()
    await page.getByRole('button', { name: 'Remove Emma Johnson: pose 3 from favourites' }).first().waitFor()

    await springCategory(page, shop.url(), 'portraits')
    // The favourite on the prints, each in its shape; the green-screen print takes only its green-screen pose.
    await expect.poll(() => photoLabel(productCard(page, '8×10 print'))).toBe('Emma Johnson: pose 3')
    expect(await cardShape(page, '8×10 print')).toBe('print')
    expect(await cardShape(page, 'Wallet sheet (8 wallets)')).toBe('wallets')
    const greenCard = productCard(page, 'Green-screen 8×10')
    expect(await photoLabel(greenCard)).toBe('Emma Johnson: pose 4 (green screen)')
    // Not a green screen on the card: the knockout over the first backdrop.
    expect(await photoIn(greenCard).getAttribute('data-backdrop')).toBe('yes')
    await settled(page)
    await screenshot(page, 'child-photo-catalog-phone')
    expect(await accessibilityProblems(page)).toEqual([])

    // A new panel starts with the hearted photo; the crop and turn show on its thumbnail.
    const print = await openProduct(page, '8×10 print')
    const slot = print.getByTestId('photo-slot')
    await expect.poll(() => photoLabel(slot)).toBe('Emma Johnson: pose 3')
    await slot.getByRole('button', { name: 'Crop', exact: true }).click()
    const crop = page.getByRole('dialog', { name: 'Crop your photo' })
    await crop.getByRole('button', { name: /Crop frame/ }).focus()
    await page.keyboard.press('Shift+ArrowLeft')
    await crop.getByRole('button', { name: 'Rotate' }).click()
    await crop.getByRole('button', { name: 'Save crop' }).click()
    await crop.waitFor({ state: 'detached' })
    await expect.poll(() => photoIn(slot).getAttribute('data-rotation')).toBe('90')
    await settled(page)
    await screenShot(page, 'child-photo-panel-phone')
    await addToOrder(page, print, '8×10 print')

    // The ordered print's card and the cart show the photo as saved: turned.
    await expect.poll(() => photoIn(productCard(page, '8×10 print')).getAttribute('data-rotation')).toBe('90')
    await page.goto(`${new URL(page.url()).href.split('/catalog')[0]}/view`)
    const cartPhoto = page.getByTestId('cart-photo').first()
    await expect.poll(() => photoIn(cartPhoto).getAttribute('data-rotation')).toBe('90')
    await settled(page)
    await screenshot(page, 'child-photo-cart-phone')
  })

  it('on a desktop: the photo chosen to buy on the cards; the green-screen print asks for the photo, then the backdrop', async () => {
    const page = await shop.newPage(1280)
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    // What "Buy this photo" in the lightbox keeps for the tab (adapters/storage/chosenPhotoStorage.ts).
    await page.evaluate(
      ([subject, image]) => sessionStorage.setItem(`picture-day.chosen-photo.${subject}`, image ?? ''),
      [demoId('subject:emma'), demoId('image:emma:2')],
    )
    await springCategory(page, shop.url(), 'portraits')
    await expect.poll(() => photoLabel(productCard(page, '8×10 print'))).toBe('Emma Johnson: pose 2')
    await settled(page)
    await screenshot(page, 'child-photo-catalog-desktop')

    // Green screen: the photo chooser opens first and the backdrop waits for the photo.
    await productCard(page, 'Green-screen 8×10').getByRole('button', { name: 'Select' }).click()
    const chooser = page.getByRole('dialog', { name: 'Choose photo' })
    await chooser.waitFor()
    // The panel under the chooser is hidden from the accessibility tree while the chooser is open.
    await page.getByTestId('backdrop-after-photo').waitFor()
    const panel = page.getByRole('dialog', { name: 'Green-screen 8×10' })
    expect(await page.getByRole('dialog', { name: 'Backdrop' }).count()).toBe(0)
    await chooser.getByTestId('chooser-photos').getByRole('button').first().click()
    await chooser.waitFor({ state: 'detached' })
    // Then the backdrop, with the child in front of it.
    const backdrops = page.getByRole('dialog', { name: 'Backdrop' })
    await backdrops.getByTestId('backdrop-knockout').waitFor()
    await backdrops.getByRole('radio', { name: /Autumn forest/ }).check({ force: true })
    await backdrops.getByRole('button', { name: 'Use this backdrop' }).click()
    await backdrops.waitFor({ state: 'detached' })
    // The thumbnail is the knockout over the backdrop, not the green screen.
    const slot = panel.getByTestId('photo-slot')
    await expect.poll(() => photoIn(slot).getAttribute('data-backdrop')).toBe('yes')
    await settled(page)
    await screenShot(page, 'child-photo-green-screen-desktop')
    expect(await accessibilityProblems(page)).toEqual([])
    await addToOrder(page, panel, 'Green-screen 8×10')

    await springCategory(page, shop.url(), 'collections')
    expect(await cardShape(page, 'Classic Package')).toBe('sheet')
    await settled(page)
    await screenshot(page, 'child-photo-collections-desktop')
    await page.goto(`${shop.url()}/cart/${demoId('session:spring-reorders')}/view`)
    await expect.poll(() => photoIn(page.getByTestId('cart-photo').first()).getAttribute('data-backdrop')).toBe('yes')
    await settled(page)
    await screenshot(page, 'child-photo-cart-desktop')
  })
})
