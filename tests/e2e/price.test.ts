import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, startShop } from './harness'
import { addToOrder, choosePhoto, enterAccessCode, openProduct, orderTotal, springCategory } from './shopper'

// Issue 8: the running price in every product panel is the price the server charges, and Add on an incomplete
// product shows the first missing choice where the parent looks.

const shop = startShop()
const { newPage } = shop

const category = (page: Page, slug: string) => springCategory(page, shop.url(), slug)
const submit = (panel: Locator) => panel.getByTestId('panel-submit')

describe('issue 8: the price a parent sees is the price charged', () => {
  it('a paid optional name line adds its amount to the running price, and the order total matches', async () => {
    const page = await newPage()
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    await category(page, 'portraits')
    const panel = await openProduct(page, '8×10 print')
    await choosePhoto(page, panel)
    // The optional text shows what it adds before anything is typed.
    await panel.getByTestId('group-amount').filter({ hasText: '+$3.00 each' }).waitFor()
    await expect.poll(() => submit(panel).innerText()).toBe('Add to order · $18.00')
    await panel.getByLabel('Name on the print').fill('Emma Rose')
    await expect.poll(() => submit(panel).innerText()).toBe('Add to order · $21.00')
    await expect.poll(() => panel.getByTestId('price-lines').innerText()).toContain('Name on the print: +$3.00 each')
    await panel.getByRole('button', { name: 'More' }).click()
    await expect.poll(() => submit(panel).innerText()).toBe('Add to order · $42.00')
    await screenshot(page, 'price-name-line')
    await addToOrder(page, panel, '8×10 print')
    await expect.poll(() => orderTotal(page)).toContain('$42.00')
  })

  it('a multi-pose package with an extra pose shows the sale price, the list price struck and the extra', async () => {
    const page = await newPage()
    await enterAccessCode(page, shop.url(), 'SOFIA-2026')
    await category(page, 'collections')
    const panel = await openProduct(page, 'Portrait Collection')
    const slots = await panel.getByTestId('photo-slot').count()
    for (let i = 0; i < slots; i++) await choosePhoto(page, panel, i, Math.min(i, 2))
    // C §3: sale price $52 (list $59 struck), plus one pose above the limit of 2 at $7.
    await expect.poll(() => panel.getByTestId('pose-limit').innerText()).toBe('3 poses chosen · 1 extra · +$7.00')
    await expect.poll(() => panel.getByTestId('list-price').innerText()).toBe('$59.00')
    await expect.poll(() => panel.getByTestId('price-lines').innerText()).toContain('1 extra pose: +$7.00 each')
    await expect.poll(() => submit(panel).innerText()).toBe('Add to order · $59.00')
    await screenshot(page, 'price-extra-pose')
    await addToOrder(page, panel, 'Portrait Collection')
    await expect.poll(() => orderTotal(page)).toContain('$59.00')
  })

  it('Add on an incomplete product at 390 px brings the outlined first missing choice into view', async () => {
    const page = await newPage(390)
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    await category(page, 'add-ons')
    const panel = await openProduct(page, 'Retake request')
    await submit(panel).click()
    const missing = panel.locator('[data-invalid="true"]').first()
    await missing.getByRole('alert').getByText('Please complete every required choice').waitFor()
    await expect.poll(() => missing.getAttribute('data-field')).toMatch(/^orderItem\.options\./)
    // In view: the choice lies inside the visible part of the phone screen.
    await expect
      .poll(async () => {
        const box = await missing.boundingBox()
        return box !== null && box.y >= 0 && box.y + Math.min(box.height, 200) <= 900
      })
      .toBe(true)
    await screenshot(page, 'incomplete-phone')
    await expect.poll(() => orderTotal(page)).toContain('No items')
  })
})
