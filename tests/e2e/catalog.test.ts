import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoId } from '../../server/seed/ids'
import { screenshot, startShop } from './harness'
import {
  addToOrder,
  choosePhoto,
  enterAccessCode,
  openProduct,
  orderTotal,
  productCard,
  springCategory,
  tabTo,
  toast,
} from './shopper'

const shop = startShop()
const { newPage } = shop

const category = (page: Page, slug: string) => springCategory(page, shop.url(), slug)

describe('issue 4: configuring products in Chromium', () => {
  it('keyboard alone configures and adds a product, and a reload keeps the order (B §3, C §4)', async () => {
    const page = await newPage()
    await page.goto(`${shop.url()}/cart/${demoId('session:fall-picture-day')}/catalog`)
    await page.getByRole('heading', { name: 'Packages', level: 2 }).waitFor()
    // B §2 shipping promotion view: the threshold promotion says what is left to add.
    const shipping = page.getByTestId('shipping-promotions')
    await shipping.getByText('Free shipping on orders of $75 or more').waitFor()
    await shipping.getByText('Add $75.00 more to qualify.').waitFor()
    // The cards' buttons are disabled (out of the Tab order) until the order is read and the panels' code is in.
    await productCard(page, 'Package A').getByRole('button', { name: 'Select', disabled: false }).waitFor()
    await tabTo(page, 'Select')
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: 'Package A' })
    await panel.waitFor()
    await tabTo(page, /^Lustre/)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => panel.getByRole('radio', { name: /Metallic/ }).isChecked()).toBe(true)
    await tabTo(page, /^Add to order/)
    await page.keyboard.press('Enter')
    await toast(page, 'Package A was added to your order.').waitFor()
    // Package A $39 with a Metallic finish +$4, priced by the server.
    await expect.poll(() => orderTotal(page)).toContain('$43.00')
    await shipping.getByText('Add $32.00 more to qualify.').waitFor()
    await page.reload()
    await productCard(page, 'Package A').getByText('In your order: 1').waitFor()
    await expect.poll(() => orderTotal(page)).toContain('$43.00')
    await productCard(page, 'Package A').getByRole('button', { name: 'Modify' }).waitFor()
  })

  it('adds one product of each type, with a locked product unlocked and an exclusive group confirmed', async () => {
    const page = await newPage()
    await enterAccessCode(page, shop.url(), 'EMMA-2026')

    // Informational, with a required text left empty: the incomplete message, nothing added (B §4, B §5).
    await category(page, 'add-ons')
    const locked = productCard(page, 'Collection wallet add-on')
    await expect.poll(() => locked.getByRole('button', { name: 'Select' }).isDisabled()).toBe(true)
    await locked.getByRole('button', { name: 'Why is this unavailable?' }).click()
    await page
      .getByTestId('unmet-rules')
      .getByText(/something from Collections/)
      .waitFor()
    await page.keyboard.press('Escape')
    const retake = await openProduct(page, 'Retake request')
    await retake.getByRole('button', { name: /^Add to order/ }).click()
    await retake.getByRole('alert').getByText('Please complete every required choice').waitFor()
    await expect.poll(() => orderTotal(page)).toContain('No items')
    await retake.getByLabel('Reason for the retake').fill('Eyes closed in every pose')
    await addToOrder(page, retake, 'Retake request')

    // Custom: a print from a photo.
    await category(page, 'portraits')
    const print = await openProduct(page, '8×10 print')
    await choosePhoto(page, print)
    await addToOrder(page, print, '8×10 print')

    // Package: unlocks the add-on (B §4 business-rule buttons).
    await category(page, 'collections')
    const classic = await openProduct(page, 'Classic Package')
    await choosePhoto(page, classic)
    await addToOrder(page, classic, 'Classic Package')
    await category(page, 'add-ons')
    const addOn = await openProduct(page, 'Collection wallet add-on')
    await choosePhoto(page, addOn)
    await addToOrder(page, addOn, 'Collection wallet add-on')

    // Digital, then digitalBulk added directly: the exclusive group asks before replacing (B §4, C §4).
    await category(page, 'digital')
    const single = await openProduct(page, 'Single digital image')
    await choosePhoto(page, single)
    await addToOrder(page, single, 'Single digital image')
    await productCard(page, 'All digital images')
      .getByRole('button', { name: /^Add to order/ })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Replace the items that cannot be combined?' })
    // (The toast of the add before it shows inside the dialog on top, the page under it being inert.)
    await confirm.getByText(/cannot be ordered together with: Single digital image/).waitFor()
    await screenshot(page, 'catalog-exclusive-confirm')
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await toast(page, 'All digital images was added to your order.').waitFor()
    await productCard(page, 'All digital images').getByText('In your order: 1').waitFor()
    await expect.poll(() => productCard(page, 'Single digital image').getByText('In your order').count()).toBe(0)

    // Bundle and direct fulfillment.
    await category(page, 'keepsakes')
    const bundle = await openProduct(page, 'Grandparent gift bundle')
    await choosePhoto(page, bundle)
    await addToOrder(page, bundle, 'Grandparent gift bundle')
    const calendar = await openProduct(page, 'Desk calendar')
    await choosePhoto(page, calendar)
    await addToOrder(page, calendar, 'Desk calendar')
    await expect.poll(() => orderTotal(page)).toContain('7 items')
    await screenshot(page, 'catalog-keepsakes')

    // Removing the package that unlocked the add-on asks first and removes both (B §4 removal dependencies).
    await category(page, 'collections')
    const again = await openProduct(page, 'Classic Package')
    await again.getByRole('button', { name: 'Remove' }).click()
    const removal = page.getByRole('dialog', { name: 'Remove the items that go with it?' })
    await removal.getByText(/Collection wallet add-on/).waitFor()
    await removal.getByRole('button', { name: 'Yes' }).click()
    await toast(page, 'Classic Package was removed from your order.').waitFor()
    await page.getByTestId('order-total').getByText('5 items').waitFor()
  })

  it('fills a build-your-own package to its credits, then one over with the extra cost shown (B §5)', async () => {
    const page = await newPage(390)
    await enterAccessCode(page, shop.url(), 'LIAM-2026')
    await category(page, 'collections')
    const panel = await openProduct(page, 'Build Your Own Collection', 'Build your collection')
    // The mandatory class photo is already chosen; it needs its photo.
    await panel.getByTestId('package-child').filter({ hasText: 'Class photo 8×10' }).waitFor()
    const add = async (label: string) => {
      const select = panel.getByTestId('add-next')
      const value = await select.locator('option', { hasText: label }).first().getAttribute('value')
      await select.selectOption(value ?? '')
      const child = panel.getByTestId('package-child').filter({ hasText: label })
      await child.waitFor()
    }
    for (const label of ['8×10 print', '5×7 prints (pair)', 'Wallet sheet (8 wallets)']) await add(label)
    const slots = panel.getByTestId('photo-slot')
    for (let i = 0; i < (await slots.count()); i++) await choosePhoto(page, panel, i)
    await expect.poll(() => panel.getByTestId('credits').innerText()).toContain('10 of 10 credits used')
    await expect.poll(() => panel.getByTestId('extra-credits').count()).toBe(0)
    await screenshot(page, 'byo-exact-phone')

    await panel
      .getByTestId('package-child')
      .filter({ hasText: '8×10 print' })
      .getByRole('button', { name: 'Remove' })
      .click()
    await add('Digital image')
    await choosePhoto(page, panel, (await slots.count()) - 1)
    await expect.poll(() => panel.getByTestId('credits').innerText()).toContain('11 of 10 credits used')
    await expect.poll(() => panel.getByTestId('extra-credits').innerText()).toContain('1 extra · +$6.00')
    // Issue 8: the running price is the server's: $55 and one extra credit at $6.
    await expect.poll(() => panel.getByTestId('panel-submit').innerText()).toBe('Add to order · $61.00')
    // On a phone the priced button has the dialog's width to itself, on one line of its 44 px (beside Cancel: three).
    const [submit, dialog] = await Promise.all([panel.getByTestId('panel-submit').boundingBox(), panel.boundingBox()])
    expect(submit?.width ?? 0).toBeGreaterThan((dialog?.width ?? 0) * 0.85)
    expect(submit?.height).toBeLessThan(60)
    await addToOrder(page, panel, 'Build Your Own Collection')
    // $55 and one extra credit at $6, priced by the server.
    await expect.poll(() => orderTotal(page)).toContain('$61.00')
  })

  it('a multi-pose package warns at its pose limit (B §5 pose limit)', async () => {
    const page = await newPage()
    await enterAccessCode(page, shop.url(), 'SOFIA-2026')
    await category(page, 'collections')
    const panel = await openProduct(page, 'Portrait Collection')
    await choosePhoto(page, panel, 0, 0)
    await expect.poll(() => panel.getByTestId('pose-limit').count()).toBe(0)
    await choosePhoto(page, panel, 1, 1)
    await panel.getByTestId('pose-limit').getByText('You have chosen the 2 different photos').waitFor()
    await expect.poll(() => panel.getByTestId('pose-limit').innerText()).toContain('Each further photo adds $7.00')
    await screenshot(page, 'multi-pose-limit')
  })
  it("issue 17: when the panels' code does not arrive, each card says so with a reload; the page stays, and a reload works", async () => {
    const page = await newPage()
    const panelCode = /\/assets\/PanelControls-[^/]+\.js$/
    await page.route(panelCode, (route) => route.abort('internetdisconnected'))
    await page.goto(`${shop.url()}/cart/${demoId('session:fall-picture-day')}/catalog`)
    const card = productCard(page, 'Package A')
    await card.getByRole('alert').getByText('Part of this page did not load.', { exact: false }).waitFor()
    // The rest of the page is still there: the heading, the card's price, the other cards.
    await page.getByRole('heading', { name: 'Packages', level: 2 }).waitFor()
    await card.getByTestId('price').waitFor()
    await screenshot(page, 'panel-code-failed')
    await page.unroute(panelCode)
    await card.getByRole('button', { name: 'Reload' }).click()
    // The reloaded page fetches the panels' code again: the card's button comes enabled (Playwright's wait, not a
    // one-second poll, which a reload on two busy cores can outlast).
    await card.getByRole('button', { name: 'Select', disabled: false }).waitFor()
    expect(await page.getByRole('alert').count()).toBe(0)
  })

  it("issue 17: the student details banner shows with the page, its form's code after it; without that code it says so", async () => {
    const page = await newPage()
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    const formCode = /\/assets\/CustomFormControls-[^/]+\.js$/
    // B §4 custom form: the banner comes from the order, so it shows while the form's code is still on its way, its
    // button disabled until the code is in.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(formCode, async (route) => {
      await held
      await route.continue()
    })
    // Not `category`: its goto waits for the page's load event, which a dynamic import held in flight can hold back.
    await page.goto(`${shop.url()}/cart/${demoId('session:spring-reorders')}/catalog/category/portraits`, {
      waitUntil: 'commit',
    })
    const banner = page.getByTestId('custom-form-banner')
    await banner.getByText('Not filled in yet').waitFor()
    expect(await banner.getByRole('button', { name: 'Enter student details' }).isDisabled()).toBe(true)
    release()
    await banner.getByRole('button', { name: 'Enter student details', disabled: false }).click()
    await page.getByRole('dialog', { name: 'Student details' }).waitFor()
    await page.unroute(formCode)

    await page.route(formCode, (route) => route.abort('internetdisconnected'))
    await page.reload()
    await banner.getByRole('alert').getByText('Part of this page did not load.', { exact: false }).waitFor()
    await page.getByRole('heading', { name: 'Portrait prints', level: 2 }).waitFor()
  })
})
