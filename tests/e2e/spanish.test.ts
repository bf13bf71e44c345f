import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { RECEIPT_TEXT } from '../../core/receiptWords'
import { demoId } from '../../server/seed/ids'
import { catalogs } from '../../ui/messages'
import { accessibilityProblems, screenshot, startShop } from './harness'
import { chooseCard, completed, pay, springCategory, toast, typeCard } from './shopper'

// Issue 15 point 1: the whole purchase in Spanish on a phone (?language=es, B §2 and B §9), the choice remembered,
// the store's own texts in Spanish (the demo's), and point 3: the journey's tracking events in the order C §7 names
// them, with the store, session, stage and order on each.

const shop = startShop()
const { newPage } = shop
const spring = demoId('session:spring-reorders')
const es = catalogs.es

type Sent = { event: string; properties: Record<string, unknown> }

/** Every track the page posts, in the order it posts them. */
const tracksOf = (page: Page): Sent[] => {
  const sent: Sent[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/tracks')
      sent.push((request.postDataJSON() as { track: Sent }).track)
  })
  return sent
}

describe('issue 15: a parent who reads Spanish', () => {
  it('buys a print in Spanish on a phone; the journey tracks its events in order', async () => {
    const page = await newPage(390)
    const tracks = tracksOf(page)

    // The access-code page in Spanish, then the shop remembers the language without the parameter (cookie).
    await page.goto(`${shop.url()}/?language=es`)
    expect(await page.locator('html').getAttribute('lang')).toBe('es')
    await page.getByLabel(es['access.label']).fill('EMMA-2026')
    await page.getByRole('button', { name: es['access.submit'] }).click()
    await page.waitForURL(/\/cart\/[0-9a-f-]{36}\/(catalog|galleries|yearbook)/)
    await springCategory(page, shop.url(), 'portraits')
    expect(await page.locator('html').getAttribute('lang')).toBe('es')

    // The store's own texts (demo Spanish, migration 019) and the shop's messages.
    const card = page
      .getByTestId('product')
      .filter({ has: page.getByRole('heading', { name: 'Impresión de 8×10', exact: true }) })
    await card.getByRole('button').first().click()
    const panel = page.getByRole('dialog', { name: 'Impresión de 8×10' })
    await panel.waitFor()
    await panel.getByTestId('photo-slot').first().getByRole('button', { name: es['product.choose_photo'] }).click()
    const chooser = page.getByRole('dialog', { name: es['product.choose_photo'] })
    await chooser.getByTestId('chooser-photos').getByRole('button').first().click()
    await chooser.waitFor({ state: 'detached' })
    await screenshot(page, 'spanish-panel-phone')
    await panel.getByRole('button', { name: new RegExp(`^${es['product.add']}`) }).click()
    await toast(page, 'Se agregó Impresión de 8×10 a su pedido.').waitFor()
    // Money in the page's language with the store's region (es-US keeps the dollar sign).
    await expect.poll(() => page.getByTestId('order-total').innerText()).toMatch(/\$\s?\d+\.\d{2}/)

    // The student details form, in the store's Spanish.
    await page.getByRole('button', { name: /datos del alumno/i }).click()
    const form = page.getByRole('dialog', { name: 'Datos del alumno' })
    await form.getByLabel('Nombre del alumno').fill('Emma Johnson')
    await form.getByLabel('Teléfono del padre o la madre').fill('555-0142')
    await form.getByRole('button', { name: 'Guardar datos' }).click()
    await toast(page, es['notifications.custom_form_saved']).waitFor()

    // Cart, customer details and payment.
    await page.goto(`${shop.url()}/cart/${spring}/view`)
    await page.getByTestId('checkout-button').waitFor()
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshot(page, 'spanish-cart-phone')
    await page.getByTestId('checkout-button').click()
    await page.waitForURL(/\/checkout\/customerDetails$/)
    const details = page.getByTestId('customer-details')
    await details.getByLabel(es['checkout.recipient_name']).fill('Ana Pérez')
    await details.getByLabel(es['checkout.recipient_email']).fill('ana@example.com')
    await page
      .getByTestId('shipping-methods')
      .getByRole('radio', { name: /Entrega en la escuela/ })
      .check()
    const billing = page.getByTestId('billing-address')
    await billing.getByLabel(es['address.name'], { exact: true }).fill('Ana Pérez')
    await billing.getByLabel(es['address.address1'], { exact: true }).fill('1 Infinite Loop')
    await billing.getByLabel(es['address.city.city'], { exact: true }).fill('Cupertino')
    await billing.getByLabel(es['address.state.state'], { exact: true }).selectOption({ label: 'California' })
    await billing.getByLabel(es['address.zip.zip']).fill('95014')
    await billing.getByLabel(es['address.phone']).fill('408 996 1010')
    await screenshot(page, 'spanish-details-phone')
    await details.getByRole('button', { name: es['checkout.continue_to_payment'] }).click()
    await page.waitForURL(/\/checkout\/payment$/)
    await chooseCard(page)
    await typeCard(page, '4242 4242 4242 4242')
    await screenshot(page, 'spanish-payment-phone')
    await pay(page)
    await completed(page)
    await page.getByText(es['order_complete.title']).waitFor()
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshot(page, 'spanish-complete-phone')

    // The receipt in Spanish (issue 15 point 1: "the receipt").
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('receipt-download').click()])
    const text = (await extractText(new Uint8Array(await readFile(await download.path())), { mergePages: true })).text
    expect(text).toContain('Impresión de 8×10')
    expect(text).toContain(RECEIPT_TEXT.es.title)
    expect(text).toContain('Tarjeta de crédito o débito')
    expect(text).not.toContain(RECEIPT_TEXT.en.title)

    // C §7: the journey's events, in order (other events may come between them), each with its context.
    const journey = [
      'Shop Opened',
      'Cart Created',
      'Product Added',
      'Order Form Submitted',
      'Cart Viewed',
      'Checkout Started',
      'Checkout Step Viewed',
      'Checkout Step Completed',
      'Customer Details Entered',
      'Payment Entered',
      'Payment Success',
      'Order Completed',
    ]
    await expect.poll(() => tracks.map((t) => t.event).includes('Order Completed')).toBe(true)
    const events = tracks.map((t) => t.event)
    let at = -1
    for (const event of journey) {
      at = events.indexOf(event, at + 1)
      expect(at, `${event} after the events before it, in ${events.join(', ')}`).toBeGreaterThanOrEqual(0)
    }
    const added = tracks.find((t) => t.event === 'Product Added')
    expect(added?.properties).toMatchObject({ clientSession: spring, store: expect.any(String) })
    expect(added?.properties.order).toEqual(expect.any(String))
  })
})
