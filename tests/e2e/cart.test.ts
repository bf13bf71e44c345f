import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoId } from '../../server/seed/ids'
import { accessibilityProblems, screenshot, startShop } from './harness'
import { addToOrder, choosePhoto, enterAccessCode, openProduct, orderTotal, springCategory, toast } from './shopper'

// Issue 9: the cart page (C §2), its totals and its actions, at 390 px and 1280 px.

const shop = startShop()
const { newPage } = shop

const spring = demoId('session:spring-reorders')
const cart = (page: Page, query = '') => page.goto(`${shop.url()}/cart/${spring}/view${query}`)

const addPrint = async (page: Page) => {
  await springCategory(page, shop.url(), 'portraits')
  const panel = await openProduct(page, '8×10 print')
  await choosePhoto(page, panel)
  await addToOrder(page, panel, '8×10 print')
}

describe('issue 9: the cart', () => {
  it('shows the ordered print with its photo, changes its quantity after a pause, and totals follow (C §2, C §4)', async () => {
    const page = await newPage(390)
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    await addPrint(page)
    await cart(page)
    const item = page.getByTestId('cart-item').filter({ hasText: '8×10 print' })
    await item.getByTestId('cart-photo').waitFor()
    await expect.poll(() => item.getByTestId('item-price').innerText()).toBe('$18.00')
    await item.getByRole('button', { name: 'More' }).click()
    await item.getByRole('button', { name: 'More' }).click()
    // C §4: debounced 1.5 s, then sent once; the server's price comes back.
    await expect.poll(() => item.getByTestId('item-price').innerText(), { timeout: 10_000 }).toBe('$54.00')
    await expect.poll(() => page.getByTestId('total-subtotal').innerText()).toContain('$54.00')
    await expect.poll(() => orderTotal(page)).toContain('$54.00')
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshot(page, 'cart-phone')
  })

  it('edits an item in the cart with its product panel, and the save updates the item', async () => {
    const page = await newPage()
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    await addPrint(page)
    await cart(page)
    const item = page.getByTestId('cart-item').filter({ hasText: '8×10 print' })
    await item.getByRole('button', { name: 'Edit' }).click()
    const panel = page.getByRole('dialog', { name: '8×10 print' })
    await panel.getByRole('radio', { name: /Metallic/ }).check()
    await panel.getByRole('button', { name: /^Save changes/ }).click()
    await toast(page, '8×10 print was updated.').waitFor()
    await expect.poll(() => item.innerText()).toContain('Paper finish: Metallic')
    await expect.poll(() => item.getByTestId('item-price').innerText()).toBe('$22.00')
    await screenshot(page, 'cart-desktop')
  })

  it('clears the cart after a confirmation and shows the empty cart', async () => {
    const page = await newPage(390)
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    await addPrint(page)
    await cart(page)
    await page.getByRole('button', { name: 'Clear cart' }).click()
    await page.getByRole('dialog', { name: 'Remove everything from this order?' }).getByRole('button', { name: 'Yes' }).click()
    await page.getByText('Your shopping cart is empty.').waitFor()
    await expect.poll(() => orderTotal(page)).toContain('No items')
  })

  it('shows the alert of an error code: 10001 is an invalid cart, any other code a general error (C §8)', async () => {
    const page = await newPage()
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    await addPrint(page)
    await cart(page, '?errorCode=10001')
    await expect.poll(() => page.getByTestId('cart-alert').innerText()).toContain('Your cart changed')
    await cart(page, '?errorCode=42')
    await expect.poll(() => page.getByTestId('cart-alert').innerText()).toContain('Something went wrong')
  })
})
