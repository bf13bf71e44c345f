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

/** Presses the multi-child banner's action (on a phone the banner follows the products, the one above is hidden). */
export const openChildSearch = async (page: Page) => {
  await page
    .getByTestId('multi-child-banner')
    .filter({ visible: true })
    .first()
    .getByRole('button', { name: 'Add a brother or sister' })
    .click()
  return page.getByRole('dialog', { name: 'Add a brother or sister' })
}

/** Presses the banner's action and answers the modal with a code; the results list shows what it found. */
export const searchFor = async (page: Page, code: string) => {
  const dialog = await openChildSearch(page)
  await dialog.getByLabel('Their access code').fill(code)
  await dialog.getByRole('button', { name: 'Find' }).click()
  return dialog
}

/**
 * From the cart to the payment step as a parent gets there: Start checkout, name and e-mail, delivery to school (no
 * shipping address, so the billing address is asked, C §5), Continue.
 */
export const toPayment = async (page: Page, baseUrl: string, session: string) => {
  await page.goto(`${baseUrl}/cart/${session}/view`)
  await detailsToPayment(page)
}

/** From the cart on screen: Start checkout, the parent's details with delivery to school, Continue to payment. */
export const detailsToPayment = async (page: Page) => {
  await page.getByTestId('checkout-button').click()
  await page.waitForURL(/\/checkout\/customerDetails$/)
  const form = page.getByTestId('customer-details')
  await form.getByLabel('Full name').fill('Ada Parent')
  await form.getByLabel('E-mail address').fill('ada@example.com')
  await page
    .getByTestId('shipping-methods')
    .getByRole('radio', { name: /Deliver to school/ })
    .check()
  const billing = page.getByTestId('billing-address')
  await billing.getByLabel('Name', { exact: true }).fill('Ada Parent')
  await billing.getByLabel('Address', { exact: true }).fill('1 Infinite Loop')
  await billing.getByLabel('City', { exact: true }).fill('Cupertino')
  await billing.getByLabel('State', { exact: true }).selectOption({ label: 'California' })
  await billing.getByLabel('ZIP code').fill('95014')
  await billing.getByLabel('Phone').fill('408 996 1010')
  await form.getByRole('button', { name: 'Continue to payment' }).click()
  await page.waitForURL(/\/checkout\/payment$/)
  await page.getByTestId('payment-methods').getByRole('button').first().waitFor()
}

/** Opens the card section of the accordion (C §7 choose payment) unless it is open, and waits for its form. */
export const chooseCard = async (page: Page) => {
  const heading = page.getByTestId('payment-method-heading-stripe')
  await heading.waitFor()
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click()
  await page.getByTestId('card-number').waitFor()
}

/**
 * Types a card as a parent does: everything (`all`), the number and the security code (`number+cvc`: after the bank's
 * page, which keeps neither), or the number alone (`number`: a refusal on the same page keeps the rest).
 */
export const typeCard = async (page: Page, number: string, what: 'all' | 'number+cvc' | 'number' = 'all') => {
  if (what === 'all') {
    await page.getByTestId('card-holder-name').fill('Ada Parent')
    await page.getByTestId('card-exp-month').fill('12')
    await page.getByTestId('card-exp-year').fill('34')
  }
  if (what !== 'number') await page.getByTestId('card-cvc').fill('123')
  await page.getByTestId('card-number').fill(number)
}

export const pay = (page: Page) => page.getByTestId('payment-submit').click()

/** The confirmation page of C §2 once it shows; answers the order id from its address. */
export const completed = async (page: Page) => {
  await page.waitForURL(/\/order\/complete\/[0-9a-f-]+$/)
  await page.getByTestId('order-complete').waitFor()
  return page.url().split('/').pop() ?? ''
}
