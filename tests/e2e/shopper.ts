import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { demoId } from '../../server/seed/ids'

/** What a shopper does again and again in the browser tests, by the names a shopper sees on the page. */

export const enterAccessCode = async (page: Page, baseUrl: string, code: string) => {
  await page.goto(baseUrl)
  await page.getByLabel('Access code').fill(code)
  await page.getByRole('button', { name: 'Open my shop' }).click()
  // Landed on a shop page (the catalog or the photos), so the student the code chose is remembered before moving on.
  await page.waitForURL(/\/cart\/[0-9a-f-]{36}\/(catalog|galleries|yearbook)/)
}

export const productCard = (page: Page, label: string): Locator =>
  page.getByTestId('product').filter({ has: page.getByRole('heading', { name: label, exact: true }) })

/** Presses the product's main button (Select, Modify, its own button text, or Add to order). */
export const openProduct = async (page: Page, label: string, dialogTitle = label): Promise<Locator> => {
  await productCard(page, label).getByRole('button').first().click()
  const dialog = page.getByRole('dialog', { name: dialogTitle })
  await dialog.waitFor()
  return dialog
}

/** Picks the n-th photo the chooser offers for the n-th photo slot of a panel. */
export const choosePhoto = async (page: Page, panel: Locator, slot = 0, photo = 0) => {
  await panel
    .getByTestId('photo-slot')
    .nth(slot)
    .getByRole('button', { name: /Choose photo|Change photo/ })
    .click()
  const chooser = page.getByRole('dialog', { name: 'Choose photo' })
  await chooser.getByTestId('chooser-photos').getByRole('button').nth(photo).click()
  await chooser.waitFor({ state: 'detached' })
}

export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })

export const addToOrder = async (page: Page, panel: Locator, label: string) => {
  await panel.getByRole('button', { name: /^Add to order/ }).click()
  await toast(page, `${label} was added to your order.`).waitFor()
  await panel.waitFor({ state: 'detached' })
}

/** Moves the keyboard focus with Tab until the focused element has the accessible name wanted. */
export const tabTo = async (page: Page, name: string | RegExp, limit = 80) => {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el) return ''
      const label = (el as HTMLInputElement).labels?.[0]?.innerText
      return (el.getAttribute('aria-label') ?? label ?? el.innerText ?? '').trim()
    })
    if (typeof name === 'string' ? focused === name : name.test(focused)) return
  }
  throw new Error(`Tab never reached ${name}`)
}

/** Opens a category of the spring re-order shop (the demo session with photos) on the shop at `baseUrl`. */
export const springCategory = async (page: Page, baseUrl: string, slug: string) => {
  await page.goto(`${baseUrl}/cart/${demoId('session:spring-reorders')}/catalog/category/${slug}`)
  await page.getByTestId('products').waitFor()
}

/** The bottom bar's order total as the shopper reads it. */
export const orderTotal = (page: Page) => page.getByTestId('order-total').innerText()

/**
 * C §2: the action leaves for the other order's shop (its address names the order with oid and the child with
 * subjectUid); done once that shop has taken the child and remembered the order for them (B §3), so that the next
 * address opens on the same child and order.
 */
export const switchesWith = async (page: Page, action: () => Promise<void>) => {
  const landed = page.waitForURL(/[?&]oid=/, { waitUntil: 'commit' })
  await action()
  await landed
  const query = new URL(page.url()).searchParams
  const wanted = [query.get('oid'), query.get('subjectUid')]
  // The shop took the child from the address (subjectUid) and remembered the order it loaded (oid).
  await expect
    .poll(() => page.evaluate((ids) => ids.every((id) => Object.values(localStorage).includes(id ?? '')), wanted), {
      timeout: 15_000,
    })
    .toBe(true)
}

/** Presses the banner's action and answers the modal with a code; the results list shows what it found. */
export const searchFor = async (page: Page, code: string) => {
  await page.getByTestId('multi-child-banner').first().getByRole('button', { name: 'Add a brother or sister' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a brother or sister' })
  await dialog.getByLabel('Their access code').fill(code)
  await dialog.getByRole('button', { name: 'Find' }).click()
  return dialog
}
