import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoId } from '../../server/seed/ids'
import { accessibilityProblems, screenshot, startShop as shopInChromium } from './harness'
import { addToOrder, choosePhoto, enterAccessCode, openProduct, toast } from './shopper'

const shop = shopInChromium()
const { newPage } = shop

const spring = demoId('session:spring-reorders')
const portraits = async (page: Page) => {
  await page.goto(`${shop.url()}/cart/${spring}/catalog/category/portraits`)
  await page.getByTestId('products').waitFor()
}
const orderTotal = (page: Page) => page.getByTestId('order-total').innerText()

/** Drags an element's centre by (dx, dy) pixels with the mouse. */
const drag = async (page: Page, target: Locator, dx: number, dy: number) => {
  const box = await target.boundingBox()
  if (!box) throw new Error('nothing to drag')
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y + dy, { steps: 6 })
  await page.mouse.up()
}

/** Picks the first photo of the chooser that opened by itself (issue 16 point 2: a green-screen print's photo first). */
const pickFirstPhoto = async (page: Page) => {
  const chooser = page.getByRole('dialog', { name: 'Choose photo' })
  await chooser.getByTestId('chooser-photos').getByRole('button').first().click()
  await chooser.waitFor({ state: 'detached' })
}

const cropDialog = (page: Page) => page.getByRole('dialog', { name: 'Crop your photo' })
const optionsDialog = (page: Page) => page.getByRole('dialog', { name: 'Photo options' })

describe('issue 4: crop, photo options, backdrops and the custom form in Chromium', () => {
  it('crops, rotates, sets photo options, chooses a backdrop and fills the student details (desktop)', async () => {
    const page = await newPage()
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    await portraits(page)

    // B §2 image crop modal: drag a corner with the mouse, move the frame with the keyboard, rotate, save.
    const print = await openProduct(page, '8×10 print')
    await choosePhoto(page, print)
    await print.getByRole('button', { name: 'Crop', exact: true }).click()
    const crop = cropDialog(page)
    await crop.waitFor()
    await expect.poll(() => crop.getByRole('button', { name: 'Remove crop' }).count()).toBe(0)
    await drag(page, crop.getByTestId('crop-se'), -90, -70)
    await crop.getByRole('button', { name: /Crop frame/ }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Shift+ArrowDown')
    await crop.getByRole('button', { name: 'Rotate' }).click()
    await crop.getByText('Turned 90°').waitFor()
    await crop.getByRole('button', { name: 'Remove crop' }).waitFor()
    await screenshot(page, 'configure-crop-desktop')
    expect(await accessibilityProblems(page)).toEqual([])
    await crop.getByRole('button', { name: 'Save crop' }).click()
    await crop.waitFor({ state: 'detached' })
    await print.getByTestId('crop-status').getByText('Cropped, turned 90°').waitFor()

    // B §2 image options modal: Skip until an option is chosen, then Done saves it on the order.
    await print.getByRole('button', { name: 'Photo options (0)' }).click()
    const options = optionsDialog(page)
    await options.getByRole('button', { name: 'Skip' }).waitFor()
    await options.getByRole('radio', { name: /Basic touch-up/ }).check()
    await options.getByRole('checkbox', { name: 'Show photo options after photo selection' }).check()
    await screenshot(page, 'configure-image-options-desktop')
    await options.getByRole('button', { name: 'Done' }).click()
    // The toast is outside the product panel, which the open dialog hides from the accessibility tree.
    await page.getByText('Photo options saved.').waitFor()
    await options.waitFor({ state: 'detached' })
    await print.getByRole('button', { name: 'Photo options (1)' }).waitFor()
    await addToOrder(page, print, '8×10 print')
    // The print $18 and the basic touch-up of its photo $8, priced by the server.
    await expect.poll(() => orderTotal(page)).toContain('$26.00')

    // The crop stays with the saved item after a reload (B §4 crop, C §3 order item node).
    await page.reload()
    const saved = await openProduct(page, '8×10 print')
    await saved.getByTestId('crop-status').getByText('Cropped, turned 90°').waitFor()
    await saved.getByRole('button', { name: 'Review crop' }).click()
    await cropDialog(page).getByText('Turned 90°').waitFor()
    await cropDialog(page).getByRole('button', { name: 'Remove crop' }).waitFor()
    await cropDialog(page).getByRole('button', { name: 'Cancel' }).click()

    // With the footer checkbox on, picking another photo opens its options; Skip leaves it without any.
    await saved.getByRole('button', { name: 'Change photo' }).click()
    await page
      .getByRole('dialog', { name: 'Choose photo' })
      .getByTestId('chooser-photos')
      .getByRole('button')
      .nth(1)
      .click()
    await optionsDialog(page).getByRole('button', { name: 'Skip' }).click()
    await optionsDialog(page).waitFor({ state: 'detached' })
    await saved.getByRole('button', { name: 'Photo options (0)' }).waitFor()
    await expect.poll(() => saved.getByTestId('crop-status').count()).toBe(0)
    await saved.getByRole('button', { name: 'Cancel' }).click()

    // Issue 16 point 2: the green-screen print asks for the photo first (its chooser opens with the panel); then the
    // background chooser (B §2, autoOpen) opens with the photo's knockout previewed on the backdrop.
    const greenScreen = page.getByTestId('product').filter({ hasText: 'Green-screen 8×10' })
    await greenScreen.getByRole('button', { name: 'Select' }).click()
    await pickFirstPhoto(page)
    const backdrops = page.getByRole('dialog', { name: 'Backdrop' })
    await backdrops.getByTestId('backdrop-knockout').waitFor()
    await backdrops.getByRole('radio', { name: /Autumn forest/ }).check({ force: true })
    await backdrops.getByRole('button', { name: 'Use this backdrop' }).click()
    await backdrops.waitFor({ state: 'detached' })
    // The footer checkbox is still on: under the backdrop, the new photo's options opened; they are skipped.
    await optionsDialog(page).getByRole('button', { name: 'Skip' }).click()
    const panel = page.getByRole('dialog', { name: 'Green-screen 8×10' })
    await panel.getByTestId('background-current').getByText('Autumn forest').waitFor()
    await panel.getByRole('button', { name: 'Change backdrop' }).click()
    await backdrops.getByTestId('backdrop-knockout').waitFor()
    await backdrops.getByRole('radio', { name: /Spring blossom/ }).check({ force: true })
    await screenshot(page, 'configure-background-desktop')
    await backdrops.getByRole('button', { name: 'Use this backdrop' }).click()
    await panel.getByTestId('background-current').getByText('Spring blossom (+$5.00)').waitFor()
    await addToOrder(page, panel, 'Green-screen 8×10')
    // $26 before, the green-screen print $22 with the premium backdrop $5.
    await expect.poll(() => orderTotal(page)).toContain('$53.00')

    // B §2 custom form modal: a one-word name is refused and nothing typed is lost; fixed, it is saved.
    await page.getByRole('button', { name: 'Enter student details' }).click()
    const form = page.getByRole('dialog', { name: 'Student details' })
    await form.getByLabel('Student Name').fill('emma')
    await form.getByLabel('Parent phone').fill('555-0142')
    await form.getByRole('button', { name: 'Save details' }).click()
    await form.getByText('Please enter a first and a last name.').waitFor()
    await expect.poll(() => form.getByLabel('Student Name').inputValue()).toBe('Emma')
    await expect.poll(() => form.getByLabel('Parent phone').inputValue()).toBe('5550142')
    // Issue 16 point 5: the grade comes from what the access code told the shop (Emma is in Grade 3).
    await expect.poll(() => form.getByLabel('Grade').inputValue()).toBe('3')
    await screenshot(page, 'configure-form-desktop')
    await form.getByLabel('Student Name').fill('emma johnson')
    await form.getByRole('button', { name: 'Save details' }).click()
    await toast(page, 'Your details were saved.').waitFor()
    await form.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Edit student details' }).click()
    await expect.poll(() => form.getByLabel('Student Name').inputValue()).toBe('Emma johnson')
    await form.getByRole('button', { name: 'Update details' }).click()
    await toast(page, 'Your details were updated.').waitFor()
  })

  it('the crop, photo options, backdrop and form modals work on a phone, the crop with the keyboard alone', async () => {
    const page = await newPage(390)
    await enterAccessCode(page, shop.url(), 'LIAM-2026')
    await portraits(page)
    const noOverflow = async () =>
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0)

    const print = await openProduct(page, '8×10 print')
    await choosePhoto(page, print)
    await print.getByRole('button', { name: 'Crop', exact: true }).click()
    const crop = cropDialog(page)
    await crop.getByRole('button', { name: /Top-left corner/ }).focus()
    await page.keyboard.press('Shift+ArrowRight')
    await page.keyboard.press('Shift+ArrowDown')
    await crop.getByRole('button', { name: 'Remove crop' }).waitFor()
    await screenshot(page, 'configure-crop-phone')
    await noOverflow()
    await crop.getByRole('button', { name: 'Save crop' }).click()
    await print.getByTestId('crop-status').getByText('Cropped').waitFor()

    await print.getByRole('button', { name: 'Photo options (0)' }).click()
    await optionsDialog(page).getByRole('button', { name: 'Skip' }).waitFor()
    await screenshot(page, 'configure-image-options-phone')
    await noOverflow()
    await optionsDialog(page).getByRole('button', { name: 'Skip' }).click()
    await addToOrder(page, print, '8×10 print')

    const greenScreen = page.getByTestId('product').filter({ hasText: 'Green-screen 8×10' })
    await greenScreen.getByRole('button', { name: 'Select' }).click()
    await pickFirstPhoto(page)
    const backdrops = page.getByRole('dialog', { name: 'Backdrop' })
    await backdrops.getByRole('radio', { name: /School library/ }).check({ force: true })
    await screenshot(page, 'configure-background-phone')
    await noOverflow()
    await backdrops.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('dialog', { name: 'Green-screen 8×10' }).getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: 'Enter student details' }).click()
    const form = page.getByRole('dialog', { name: 'Student details' })
    await form.getByRole('button', { name: 'Save details' }).click()
    await form.getByText('This field is required.').first().waitFor()
    await screenshot(page, 'configure-form-phone')
    await noOverflow()
    expect(await accessibilityProblems(page)).toEqual([])
  })
})
