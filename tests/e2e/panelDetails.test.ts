import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ARTIFACTS, accessibilityProblems, startShop } from './harness'
import { enterAccessCode, openProduct, productCard, springCategory } from './shopper'

// Issue 16 point 7 in Chromium (EMMA-2026, the spring re-order): B §2's cost-tier info modal and the image-option
// chooser as a modal in the product panel.
const shopper = startShop()

// What the parent sees of the open dialog: the viewport (a full-page capture stretches the viewport the dialogs are
// fixed to), once the top dialog has settled at each width.
const bothWidths = async (page: Page, name: string, top: Locator) => {
  mkdirSync(ARTIFACTS, { recursive: true })
  for (const [width, suffix] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await top.waitFor()
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await page.screenshot({ path: join(ARTIFACTS, `${name}-${suffix}.png`) })
  }
}

const rows = (page: Page) =>
  page.getByRole('dialog', { name: 'Quantity prices' }).getByTestId('tier-rows').getByRole('listitem')

describe('issue 16 point 7: B §2 product panel details', () => {
  it('the cost-tier info modal lists the tiers in words with the current quantity marked (5×7 print, volume)', async () => {
    const page = await shopper.newPage(390)
    await enterAccessCode(page, shopper.url(), 'EMMA-2026')
    await springCategory(page, shopper.url(), 'portraits')
    // On the card: quantity 1 is the first tier's.
    await productCard(page, '5×7 print').getByRole('button', { name: 'Quantity prices' }).click()
    expect(await rows(page).allInnerTexts()).toEqual([
      expect.stringMatching(/^1–2: \$10\.00 each\s*Your quantity$/),
      '3–5: $8.50 each',
      '6 or more: $7.00 each',
    ])
    expect(await rows(page).first().getAttribute('aria-current')).toBe('true')
    await bothWidths(page, 'tier-info-card', page.getByRole('dialog', { name: 'Quantity prices' }))
    expect(await accessibilityProblems(page)).toEqual([])
    await page.getByRole('dialog', { name: 'Quantity prices' }).getByRole('button', { name: 'Close' }).click()

    // In the panel: the quantity's tier, and what the quantity costs as the panel charges it.
    const panel = await openProduct(page, '5×7 print')
    for (let i = 0; i < 3; i++) await panel.getByRole('button', { name: 'More' }).click()
    await panel.getByRole('button', { name: 'Quantity prices' }).click()
    const info = page.getByRole('dialog', { name: 'Quantity prices' })
    expect(await rows(page).nth(1).getAttribute('aria-current')).toBe('true')
    expect(await info.getByTestId('tier-total').innerText()).toBe('4 cost $34.00 in all')
    await bothWidths(page, 'tier-info-panel', info)
    // Back closes the info only (issue 16 point 1), the panel stays with its quantity.
    await page.goBack()
    await info.waitFor({ state: 'detached' })
    expect(await panel.getByLabel('Quantity').inputValue()).toBe('4')
  })

  it('the image-option chooser is a modal: choosing closes it and the panel shows the choice with Change (trading cards)', async () => {
    const page = await shopper.newPage(390)
    await enterAccessCode(page, shopper.url(), 'EMMA-2026')
    await springCategory(page, shopper.url(), 'keepsakes')
    const panel = await openProduct(page, 'Trading cards')
    const chooser = panel.getByTestId('image-option-chooser')
    // The demo's default design is chosen; Change opens the designs as pictures with what they add.
    expect(await chooser.getByTestId('image-option-current').innerText()).toBe('Classic')
    await chooser.getByRole('button', { name: 'Change' }).click()
    const modal = page.getByRole('dialog', { name: 'Card design' })
    const designs = modal.getByRole('list', { name: 'Card design' }).getByRole('button')
    expect(await designs.allInnerTexts()).toEqual(['Classic', 'All-star', expect.stringMatching(/Galaxy\s*\+\$0\.50/)])
    expect(await designs.first().getAttribute('aria-pressed')).toBe('true')
    await bothWidths(page, 'image-option-chooser', modal)
    expect(await accessibilityProblems(page)).toEqual([])
    await designs.nth(2).click()
    await modal.waitFor({ state: 'detached' })
    expect(await chooser.getByTestId('image-option-current').innerText()).toBe('Galaxy (+$0.50)')
    await chooser.getByRole('button', { name: 'Change' }).waitFor()
    await bothWidths(page, 'image-option-chosen', chooser)
  })
})
