import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoId } from '../../server/seed/ids'
import { accessibilityProblems, screenshot, startShop } from './harness'
import {
  addToOrder,
  choosePhoto,
  enterAccessCode,
  openChildSearch,
  openProduct,
  orderTotal,
  productCard,
  searchFor,
  springCategory,
  switchesWith,
} from './shopper'

// Issue 9 point 5: several children. The multi-child banner's "Add a brother or sister" finds a child by their access
// code (B §2 subject search modal, B §4, B §5), links an order for them (C §4) and switches to it (C §2); the order
// selector in the bottom bar switches between the children's orders.

const shop = startShop()
const { newPage } = shop

const addPrint = async (page: Page) => {
  await springCategory(page, shop.url(), 'portraits')
  const panel = await openProduct(page, '8×10 print')
  await choosePhoto(page, panel)
  await addToOrder(page, panel, '8×10 print')
}

/** The 8×10 print card's button: Modify once the current child's order holds the print (B §4). */
const printButton = (page: Page) => productCard(page, '8×10 print').getByRole('button').first().innerText()

const selector = (page: Page) => page.getByTestId('order-selector').getByRole('combobox')
const selectorOptions = (page: Page) => selector(page).locator('option').allInnerTexts()
const selectedOption = (page: Page) =>
  selector(page).evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')

/** Chooses a child in the results, ticks the confirmation and adds them; the shop switches to their order. */
const addChild = async (page: Page, name: string) => {
  const dialog = page.getByRole('dialog', { name: 'Add a brother or sister' })
  await dialog
    .getByTestId('subject-results')
    .getByRole('button', { name: new RegExp(name) })
    .click()
  const add = dialog.getByRole('button', { name: `Add ${name}` })
  expect(await add.isDisabled()).toBe(true)
  await dialog.getByRole('checkbox', { name: new RegExp(`parent or guardian of ${name}`) }).check()
  await switchesWith(page, () => add.click())
}

const oakridgeCategory = (page: Page, slug: string) =>
  page.goto(`${shop.url()}/cart/${demoId('session:oakridge-portraits')}/catalog/category/${slug}`)

/** The selector's children, without the session that names another school's order. */
const childNames = async (page: Page) => (await selectorOptions(page)).map((o) => o.replace(/ \(.*\)$/, ''))

describe('issue 9 point 5: several children in one cart', () => {
  it('adds a brother from the banner, switches between the children, and each keeps their own order', async () => {
    const page = await newPage(390)
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    // The shop has taken Emma (subjectUid) once it went on to its home page; only then is another address safe.
    await page.waitForURL(/\/galleries/)
    await addPrint(page)

    // B §5: a blank code is refused without a search.
    const dialog = await openChildSearch(page)
    await dialog.getByRole('button', { name: 'Find' }).click()
    await dialog.getByRole('alert').getByText('Please enter your access code.').waitFor()
    // B §5: a code that finds nobody says so and keeps what was typed.
    await dialog.getByLabel('Their access code').fill('NOBODY-2026')
    await dialog.getByRole('button', { name: 'Find' }).click()
    await dialog
      .getByRole('alert')
      .getByText(/could not find a student/)
      .waitFor()
    expect(await dialog.getByLabel('Their access code').inputValue()).toBe('NOBODY-2026')

    await dialog.getByLabel('Their access code').fill('LIAM-2026')
    await dialog.getByRole('button', { name: 'Find' }).click()
    const liam = dialog.getByTestId('subject-results').getByRole('button', { name: /Liam Chen/ })
    await liam.waitFor()
    expect(await liam.innerText()).toContain('Maple Grove Elementary')
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshot(page, 'multi-child-search-phone')
    await liam.click()
    await dialog.getByRole('checkbox').waitFor()
    await screenshot(page, 'multi-child-confirm-phone')
    await dialog.getByRole('button', { name: 'Back to the results' }).click()
    await addChild(page, 'Liam Chen')

    // The shop is Liam's now: his order has no print yet (the bar's total adds up both children's orders, C §2), and
    // the selector names both children.
    await springCategory(page, shop.url(), 'portraits')
    await expect.poll(() => selectorOptions(page)).toEqual(['Emma Johnson', 'Liam Chen'])
    await expect.poll(() => selectedOption(page)).toBe('Liam Chen')
    await expect.poll(() => printButton(page)).not.toContain('Modify')
    await expect.poll(() => orderTotal(page)).toContain('$18.00')
    await addPrint(page)
    await expect.poll(() => printButton(page)).toContain('Modify')
    await expect.poll(() => orderTotal(page)).toContain('$36.00')
    await expect.poll(() => selectedOption(page)).toBe('Liam Chen')
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshot(page, 'multi-child-selector-phone')

    // Back to Emma through the selector: her print is still in her order.
    await switchesWith(page, async () => {
      await selector(page).selectOption({ label: 'Emma Johnson' })
    })
    await springCategory(page, shop.url(), 'portraits')
    await expect.poll(() => selectedOption(page)).toBe('Emma Johnson')
    await expect.poll(() => printButton(page)).toContain('Modify')
    await expect.poll(() => orderTotal(page)).toContain('$36.00')
    await expect.poll(() => selectorOptions(page)).toEqual(['Emma Johnson', 'Liam Chen'])

    // Issue 9: a sister at another school (Oakridge) joins the same group across sessions.
    await searchFor(page, 'AVA-2026')
    const ava = page.getByTestId('subject-results').getByRole('button', { name: /Ava Johnson/ })
    await ava.waitFor()
    expect(await ava.innerText()).toContain('Oakridge Middle School')
    await addChild(page, 'Ava Johnson')
    expect(page.url()).toContain(demoId('session:oakridge-portraits'))
    await oakridgeCategory(page, 'portraits')
    await expect.poll(() => selectedOption(page)).toBe('Ava Johnson')
    await expect.poll(() => childNames(page)).toEqual(['Emma Johnson', 'Liam Chen', 'Ava Johnson'])
    // From Oakridge, the Maple Grove orders name their school.
    expect((await selectorOptions(page))[0]).toContain('Maple Grove Elementary')
    await expect.poll(() => printButton(page)).not.toContain('Modify')
    await expect.poll(() => orderTotal(page)).toContain('$36.00')
    await screenshot(page, 'multi-child-cross-session-phone')

    // C §2: Ava adds a print at her school; the cart shows a block per child, from two schools, and the combined total.
    const panel = await openProduct(page, '8×10 print')
    await choosePhoto(page, panel)
    await addToOrder(page, panel, '8×10 print')
    await page.getByTestId('cart-button').click()
    const blocks = page.getByTestId('order-block')
    await expect.poll(() => blocks.count()).toBe(3)
    await expect.poll(() => blocks.nth(0).innerText()).toContain('Ava Johnson')
    await expect.poll(() => blocks.nth(0).innerText()).toContain('Oakridge')
    await expect
      .poll(() => page.getByTestId('order-block').filter({ hasText: 'Emma Johnson' }).getByTestId('cart-item').count())
      .toBe(1)
    await expect.poll(() => orderTotal(page)).toContain('$54.00')
    await screenshot(page, 'multi-child-cart-phone')
    // The header of Emma's block switches back to her order, which still holds her print.
    await switchesWith(page, () =>
      page.getByTestId('order-block').filter({ hasText: 'Emma Johnson' }).getByTestId('switch-order').click(),
    )
    await springCategory(page, shop.url(), 'portraits')
    await expect.poll(() => selectedOption(page)).toBe('Emma Johnson')
    await expect.poll(() => printButton(page)).toContain('Modify')
  })
})
