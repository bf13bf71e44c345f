import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { demoId } from '../../server/seed/ids'
import { catalogs } from '../../ui/messages'
import { accessibilityProblems, screenshot, screenshotBothWidths, startShop } from './harness'
import {
  addToOrder,
  choosePhoto,
  completed,
  detailsToPayment,
  enterAccessCode,
  openProduct,
  pay,
  springCategory,
  toast,
} from './shopper'

// Issue 15 point 2 (B §2, B §6, C §1, C §6): a studio member signs in at /admin with the admin token (kept for the
// tab, never in an address), opens a parent's cart by its reference, adjusts its price with a reason, takes a manual
// payment for the parent who phoned and records the money received; the receipt shows the adjustment. Nothing is
// tracked in admin mode, and logging out gives the shop back to the parent.

const ADMIN_TOKEN = 'e2e-admin-token-8f2c1d9a4b7e'
process.env.ADMIN_TOKEN = ADMIN_TOKEN
const shop = startShop()
const { newPage } = shop
const spring = demoId('session:spring-reorders')
const en = catalogs.en

/** The parent's cart: an 8×10 print and the student details; answers the cart's reference the parent reads out. */
const parentsCart = async (page: Page) => {
  await enterAccessCode(page, shop.url(), 'EMMA-2026')
  await springCategory(page, shop.url(), 'portraits')
  const print = await openProduct(page, '8×10 print')
  await choosePhoto(page, print)
  await addToOrder(page, print, '8×10 print')
  await page.getByRole('button', { name: 'Enter student details' }).click()
  const form = page.getByRole('dialog', { name: 'Student details' })
  await form.getByLabel('Student Name').fill('Emma Johnson')
  await form.getByLabel('Parent phone').fill('555-0142')
  await form.getByRole('button', { name: 'Save details' }).click()
  await toast(page, 'Your details were saved.').waitFor()
  await page.goto(`${shop.url()}/cart/${spring}/view`)
  const line = await page.getByTestId('cart-reference').innerText()
  return line.match(/[A-Z2-9]{8}/)?.[0] ?? ''
}

describe('issue 15: admin mode in the browser', () => {
  it('signs in, opens a parent’s cart, adjusts the price, takes a manual payment, records it, logs out', async () => {
    const parent = await newPage(390)
    const reference = await parentsCart(parent)
    expect(reference).toMatch(/^[A-Z2-9]{8}$/)

    const page = await newPage(390)
    const tracks: string[] = []
    const addresses: string[] = []
    page.on('request', (request) => {
      addresses.push(request.url())
      if (new URL(request.url()).pathname === '/api/tracks') tracks.push(request.url())
    })

    // A wrong token is refused and what was typed stays; the right one signs in.
    await page.goto(`${shop.url()}/admin`)
    const token = page.getByLabel(en['admin.token_label'])
    await token.fill('not-the-token')
    await page.getByRole('button', { name: en['admin.sign_in'] }).click()
    await page.getByText(en['admin.error_token_invalid']).waitFor()
    expect(await token.inputValue()).toBe('not-the-token')
    await token.fill(ADMIN_TOKEN)
    await page.getByRole('button', { name: en['admin.sign_in'] }).click()
    await page.getByRole('heading', { name: en['admin.home_title'] }).waitFor()
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshot(page, 'admin-home-phone')

    // Open the parent's cart by its reference: the shop with the purple banner and the admin-only form.
    await page.getByLabel(en['admin.reference_label']).fill(reference)
    await page.getByRole('button', { name: en['admin.open_order'] }).click()
    await page.waitForURL(/\/view\?/)
    const banner = page.getByTestId('admin-banner')
    await banner.getByText(en['admin.banner']).waitFor()
    await page.getByTestId('cart-item').filter({ hasText: '8×10 print' }).waitFor()
    const before = await page.getByTestId('order-total').innerText()

    await page.getByRole('button', { name: en['admin.adjustment_toggle'] }).click()
    await page.getByLabel(en['admin.adjustment_amount']).fill('-5.00')
    await page.getByLabel(en['admin.adjustment_reason']).fill('Sibling discount agreed by phone')
    await page.getByRole('button', { name: en['admin.adjustment_apply'] }).click()
    await page.getByTestId('totals').getByText('Adjustment (Sibling discount agreed by phone)').waitFor()
    await expect.poll(() => page.getByTestId('order-total').innerText()).not.toBe(before)
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshot(page, 'admin-cart-adjusted-phone')

    // Checkout for the parent: no previous address prefilled (C §1), the manual method labelled Admin Only.
    await detailsToPayment(page)
    await page.getByTestId('payment-method-heading-manual').click()
    await page.getByTestId('payment-methods').getByTestId('admin-only').first().waitFor()
    await screenshot(page, 'admin-payment-phone')
    await pay(page)
    await completed(page)

    // The money came by phone: recorded on the order page, the order is paid, the receipt shows the adjustment.
    await page.goto(`${shop.url()}/cart/${spring}/order/${reference}`)
    await page.getByTestId('order-page').waitFor()
    await page.getByLabel(en['admin.record_payment_note']).fill('Card taken by phone, slip 1042')
    await page.getByRole('button', { name: en['admin.record_payment'] }).click()
    await page.getByText(en['admin.payment_recorded']).first().waitFor()
    await expect.poll(() => page.getByTestId('order-status').innerText()).toMatch(/paid/i)
    await screenshot(page, 'admin-order-paid-phone')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('receipt-download').click()])
    const receipt = (
      await extractText(new Uint8Array(await readFile(await download.path())), { mergePages: true })
    ).text.replace(/\s+/g, ' ')
    expect(receipt).toContain(reference)
    expect(receipt).toContain('Adjustment (Sibling discount agreed by phone) −$5.00')
    expect(receipt).toMatch(/PAID/)

    // Issue 15 point 4: the studio's funnel for the spring session: the parent opened the shop and made a cart.
    await page.goto(`${shop.url()}/admin/report`)
    await page.getByLabel(en['report.session_label']).fill('MAPLE-SPRING')
    await page.getByRole('button', { name: en['report.show'] }).click()
    const steps = page.getByTestId('funnel-step')
    await expect.poll(() => steps.count()).toBe(5)
    expect(await steps.nth(0).innerText()).toMatch(/1 shopper\b/)
    expect(await steps.nth(1).innerText()).toMatch(/1 shopper\b/)
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshotBothWidths(page, 'admin-funnel')
    await page.goto(`${shop.url()}/cart/${spring}/order/${reference}`)
    await page.getByTestId('order-page').waitFor()

    // Log out: the admin's tab never sent a track, never put the token in an address. The same page then reloads as
    // a shopper's (no banner), which is tracked again from its Shop Opened (C §7).
    expect(tracks).toEqual([])
    expect(addresses.filter((a) => a.includes(ADMIN_TOKEN))).toEqual([])
    const shopperTrack = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/tracks')
    await page.getByTestId('admin-banner').getByRole('link', { name: en['admin.log_out'] }).click()
    await page.getByTestId('admin-banner').waitFor({ state: 'detached' })
    expect((await shopperTrack).postDataJSON()).toMatchObject({ track: { event: 'Shop Opened' } })
    expect(addresses.filter((a) => a.includes(ADMIN_TOKEN))).toEqual([])

    // The parent's own tab sees the paid order with the adjustment.
    await parent.goto(`${shop.url()}/cart/${spring}/order/${reference}`)
    await parent.getByTestId('order-page').waitFor()
    await parent.getByText('Adjustment (Sibling discount agreed by phone)').first().waitFor()
  })
})
