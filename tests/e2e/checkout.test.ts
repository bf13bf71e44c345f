import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoId } from '../../server/seed/ids'
import { accessibilityProblems, screenshot, screenshotBothWidths, startShop } from './harness'
import { addToOrder, choosePhoto, enterAccessCode, openProduct, springCategory, toast } from './shopper'

// Issue 12: the customer-details step (C §2, C §5), the address validation modal (C §4, C §8) and the payment step's
// guard (C §2), at 390 px and 1280 px.

const shop = startShop()
const { newPage } = shop

const fall = demoId('session:fall-picture-day')
const spring = demoId('session:spring-reorders')
const at = (page: Page, session: string, path: string) => page.goto(`${shop.url()}/cart/${session}${path}`)

/** A pre-order 8×10 print ($18) in the fall shop: no photo to choose, no rule before checkout. */
const fallPrint = async (page: Page) => {
  await at(page, fall, '/catalog/category/prints')
  const panel = await openProduct(page, '8×10 print')
  await addToOrder(page, panel, '8×10 print')
}

/** From the cart's Start checkout, as a parent gets there. */
const startCheckout = async (page: Page, session: string) => {
  await at(page, session, '/view')
  await page.getByTestId('checkout-button').click()
  await page.waitForURL(/\/checkout\/customerDetails$/)
  await form(page).getByLabel('Full name').waitFor()
}

const form = (page: Page) => page.getByTestId('customer-details')
const continueButton = (page: Page) => form(page).getByRole('button', { name: 'Continue to payment' })

type AddressInput = {
  country?: string
  name: string
  address1: string
  city?: string
  state?: string
  zip?: string
  phone?: string
}

/** Types an address into one address form, country first (C §5), by the labels that country gives its fields. */
const fillAddress = async (section: Locator, address: AddressInput, labels = { state: 'State', zip: 'ZIP code' }) => {
  if (address.country) await section.getByLabel('Country').selectOption({ label: address.country })
  await section.getByLabel('Name', { exact: true }).fill(address.name)
  await section.getByLabel('Address', { exact: true }).fill(address.address1)
  if (address.city !== undefined) await section.getByLabel('City', { exact: true }).fill(address.city)
  if (address.state !== undefined)
    await section.getByLabel(labels.state, { exact: true }).selectOption({ label: address.state })
  if (address.zip !== undefined) await section.getByLabel(labels.zip).fill(address.zip)
  if (address.phone !== undefined) await section.getByLabel('Phone').fill(address.phone)
}

const fillCustomer = async (page: Page, name: string, email: string) => {
  await form(page).getByLabel('Full name').fill(name)
  await form(page).getByLabel('E-mail address').fill(email)
}

/** The customer details the step sent (PUT /orders/{id}/customer_details), once it answers. */
const savedDetails = (page: Page) =>
  page
    .waitForResponse((r) => r.url().endsWith('/customer_details') && r.request().method() === 'PUT')
    .then(async (response) => ({
      status: response.status(),
      sent: (response.request().postDataJSON() as { customerDetails: Record<string, unknown> }).customerDetails,
    }))

const box = async (locator: Locator) => {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not laid out')
  return b
}

describe('issue 12: checkout, customer details', () => {
  it('a US address with a wrong city is corrected through a suggestion, then payment, at 390 and 1280 px (C §4 address validation)', async () => {
    const page = await newPage(390)
    await fallPrint(page)
    await startCheckout(page, fall)
    await page.getByRole('navigation', { name: 'Checkout steps' }).getByText('Customer information').waitFor()
    // C §2: the methods with their prices and promotion notes; the fall set frees shipping from $75.
    const methods = page.getByTestId('shipping-methods')
    const home = methods.locator('label').filter({ hasText: 'Ship to home' })
    await expect.poll(() => home.getByTestId('method-price').innerText()).toBe('$7.95')
    await expect.poll(() => home.innerText()).toContain('Add $57.00 more to qualify.')
    await expect
      .poll(() =>
        methods.locator('label').filter({ hasText: 'Deliver to school' }).getByTestId('method-price').innerText(),
      )
      .toBe('Free')
    // An e-mail with a trailing space is trimmed, not refused (issue 12 bad input).
    await fillCustomer(page, 'Ada Parent', 'ada@example.com ')
    const summaryShipping = page.getByTestId('summary-shipping')
    const summaryTotal = page.getByTestId('summary-total')
    await expect.poll(() => summaryShipping.innerText()).toContain('$0.00')
    await expect.poll(() => summaryTotal.innerText()).toContain('$18.00')
    await methods.getByRole('radio', { name: /Ship to home/ }).check()
    // DESIGN decision 2: before anything is saved, the summary and the bottom bar show the total with the method,
    // the one saving it charges ($18 + $7.95).
    await expect.poll(() => summaryShipping.innerText()).toContain('$7.95')
    await expect.poll(() => summaryTotal.innerText()).toContain('$25.95')
    await expect.poll(() => page.getByTestId('order-total').innerText()).toContain('$25.95')
    await screenshotBothWidths(page, 'checkout-method')
    const shipping = page.getByTestId('shipping-address')
    // C §5: the default country is the US; the ZIP code gets the number pad, every field its autocomplete token.
    await expect.poll(() => shipping.getByLabel('Country').inputValue()).toBe('US')
    await expect.poll(() => shipping.getByLabel('ZIP code').getAttribute('inputmode')).toBe('numeric')
    await expect.poll(() => shipping.getByLabel('ZIP code').getAttribute('autocomplete')).toBe('shipping postal-code')
    await expect.poll(() => shipping.getByLabel('Phone').getAttribute('type')).toBe('tel')
    // Address line 2 waits behind a link.
    await expect.poll(() => shipping.getByLabel('Apartment, suite, unit').count()).toBe(0)
    await shipping.getByRole('button', { name: 'Add apartment, suite or unit' }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('shipping.address2')
    await fillAddress(shipping, {
      name: 'Ada Parent',
      address1: '10600 North De Anza Boulevard',
      city: 'Cupertno',
      state: 'California',
      zip: '95014',
      phone: '408 996 1010',
    })
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshotBothWidths(page, 'checkout-us')

    await continueButton(page).click()
    const modal = page.getByRole('dialog', { name: 'Check your address' })
    const suggestion = modal.getByTestId('suggested-address').first()
    await suggestion.waitFor()
    // The entered address beside the suggestion, the changed lines marked: the city, and the street written the
    // USPS way; the entered address has nothing marked.
    await expect.poll(() => modal.getByTestId('entered-address').innerText()).toContain('Cupertno')
    await expect
      .poll(() => suggestion.locator('mark').allInnerTexts())
      .toEqual([expect.stringContaining('10600 N De Anza Blvd'), expect.stringContaining('Cupertino, CA 95014')])
    expect(await modal.getByTestId('entered-address').locator('mark').count()).toBe(0)
    // On a phone the suggestion comes under the entered address; on a desktop beside it.
    const entered = await box(modal.getByTestId('entered-address'))
    expect((await box(suggestion)).y).toBeGreaterThan(entered.y + entered.height - 1)
    expect(await accessibilityProblems(page)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect
      .poll(async () => Math.abs((await box(modal.getByTestId('entered-address'))).y - (await box(suggestion)).y))
      .toBeLessThan(2)
    await page.setViewportSize({ width: 390, height: 900 })
    await screenshotBothWidths(page, 'checkout-modal')

    const saved = savedDetails(page)
    await suggestion.getByRole('button', { name: 'Use this address' }).click()
    await page.waitForURL(/\/checkout\/payment$/)
    const { status, sent } = await saved
    expect(status).toBe(200)
    expect(sent.recipientEmail).toBe('ada@example.com')
    expect(sent.shipping).toMatchObject({ city: 'Cupertino', state: 'US-CA', zipCode: '95014', validated: true })
    // C §2 payment step: the order summary with the shipping the server priced (what the step showed), a recap of
    // the saved details with the way back to change them.
    await page.getByTestId('payment-methods').waitFor()
    await expect.poll(() => page.getByTestId('summary-shipping').innerText()).toContain('$7.95')
    await expect.poll(() => page.getByTestId('summary-total').innerText()).toContain('$25.95')
    const recap = page.getByTestId('details-recap')
    await expect.poll(() => recap.innerText()).toContain('ada@example.com')
    await expect.poll(() => recap.getByTestId('recap-method').innerText()).toBe('Ship to home')
    await expect
      .poll(() => recap.getByTestId('recap-shipping').innerText())
      .toMatch(/Ada Parent\s+10600 N De Anza Blvd\s+Cupertino, CA 95014\s+United States/)
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshotBothWidths(page, 'checkout-payment')
    // The way back on a desktop and the recap's link on a phone lead to the step, which shows what was saved.
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('link', { name: 'Back to customer information' }).click()
    await page.waitForURL(/\/checkout\/customerDetails$/)
    await expect.poll(() => page.getByTestId('shipping-address').getByLabel('City').inputValue()).toBe('Cupertino')
    await page.goBack()
    await page.waitForURL(/\/checkout\/payment$/)
    await page.setViewportSize({ width: 390, height: 900 })
    // On a phone each value is on its label's row, so the payment choices come sooner (label over value took 70 px more).
    const [label, value] = await Promise.all([
      recap.getByText('Recipient', { exact: true }).boundingBox(),
      recap.getByText('ada@example.com').boundingBox(),
    ])
    expect(value?.x ?? 0).toBeGreaterThan((label?.x ?? 0) + (label?.width ?? 0))
    expect(Math.abs((value?.y ?? 0) - (label?.y ?? 0))).toBeLessThan(30)
    await page.getByTestId('details-recap').getByRole('link', { name: 'Change details' }).click()
    await page.waitForURL(/\/checkout\/customerDetails$/)
    await expect.poll(() => page.getByTestId('shipping-address').getByLabel('City').inputValue()).toBe('Cupertino')
  })

  it('at 390 px the form shows and takes typing while the address data loads; continue waits for it (issue 17 point 2, C §5)', async () => {
    const page = await newPage(390)
    await fallPrint(page)
    // The region lists and phone checks come after the first render: held back here, as on a slow phone.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/addressData-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await startCheckout(page, fall)
    await page
      .getByTestId('shipping-methods')
      .getByRole('radio', { name: /Ship to home/ })
      .check()
    const shipping = page.getByTestId('shipping-address')
    const country = shipping.getByLabel('Country')
    await expect.poll(() => country.inputValue()).toBe('US')
    expect(await country.locator('option').allInnerTexts()).toEqual(['United States'])
    await fillCustomer(page, 'Ada Parent', 'ada@example.com')
    await fillAddress(shipping, {
      name: 'Ada Parent',
      address1: '1 Infinite Loop',
      city: 'Cupertino',
      phone: '408 996 1010',
    })
    await screenshot(page, 'checkout-address-data-loading-phone')
    // A continue before the data is in waits for it: nothing is sent yet.
    let sent = false
    page.on('request', (request) => {
      if (request.url().endsWith('/customer_details')) sent = true
    })
    await continueButton(page).click()
    await expect.poll(() => form(page).getAttribute('aria-busy')).toBe('true')
    await shipping.getByLabel('Address', { exact: true }).fill('1 Infinite Loop, Building 2')
    expect(sent).toBe(false)
    release()
    // Then it is checked as usual (C §5: state and ZIP code required), with everything typed kept.
    const state = shipping.getByLabel('State', { exact: true })
    await expect.poll(() => state.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => shipping.getByLabel('ZIP code').getAttribute('aria-invalid')).toBe('true')
    expect(await shipping.getByLabel('Address', { exact: true }).inputValue()).toBe('1 Infinite Loop, Building 2')
    expect(await shipping.getByLabel('City', { exact: true }).inputValue()).toBe('Cupertino')
    expect(await country.locator('option').count()).toBeGreaterThan(200)
    expect(await state.locator('option').count()).toBeGreaterThan(50)
    expect(sent).toBe(false)
  })

  it('a Canadian address: province list, postal code, labels of Canada, saved without the US check (C §5)', async () => {
    const page = await newPage(1280)
    await fallPrint(page)
    await startCheckout(page, fall)
    await fillCustomer(page, 'Jean Tremblay', 'jean@example.ca')
    await page
      .getByTestId('shipping-methods')
      .getByRole('radio', { name: /Ship to home/ })
      .check()
    const shipping = page.getByTestId('shipping-address')
    await shipping.getByLabel('State', { exact: true }).selectOption({ label: 'California' })
    // Changing the country clears the state (C §5) and gives Canada's words.
    await shipping.getByLabel('Country').selectOption({ label: 'Canada' })
    const province = shipping.getByLabel('Province', { exact: true })
    await expect.poll(() => province.inputValue()).toBe('')
    expect(await province.locator('option').allInnerTexts()).toEqual(expect.arrayContaining(['Ontario', 'Quebec']))
    const postal = shipping.getByLabel('Postal code')
    await expect.poll(() => postal.getAttribute('autocapitalize')).toBe('characters')
    await fillAddress(
      shipping,
      {
        name: 'Jean Tremblay',
        address1: '24 Sussex Drive',
        city: 'Ottawa',
        state: 'Ontario',
        zip: 'K1M 1M4',
        phone: '613 992 4211',
      },
      { state: 'Province', zip: 'Postal code' },
    )
    await screenshot(page, 'checkout-canada-desktop')
    const saved = savedDetails(page)
    await continueButton(page).click()
    await page.waitForURL(/\/checkout\/payment$/)
    expect((await saved).sent.shipping).toMatchObject({ country: 'CA', state: 'CA-ON', zipCode: 'K1M 1M4' })
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('school delivery asks for no shipping address; errors sit beside their fields; a pasted phone is kept as digits', async () => {
    const page = await newPage(390)
    await fallPrint(page)
    await startCheckout(page, fall)
    // Nothing filled: every error beside its field, in words, the first one focused (C §5, C §8).
    await continueButton(page).click()
    const name = form(page).getByLabel('Full name')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('checkout-recipientName')
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await name.getAttribute('aria-describedby')) ?? ''
    await expect.poll(() => page.locator(`[id="${describedBy}"]`).innerText()).toBe('This field is required.')
    // The method's error says what to do (issue 12).
    await page.getByTestId('shipping-methods').getByText('Choose how your order reaches you.').waitFor()
    await screenshot(page, 'checkout-errors-phone')

    await fillCustomer(page, 'Ben Parent', 'ben@example.com')
    await page
      .getByTestId('shipping-methods')
      .getByRole('radio', { name: /Deliver to school/ })
      .check()
    // C §5: a method that ships nowhere takes the billing address only; no separate-billing box.
    await page.getByTestId('billing-address').waitFor()
    expect(await page.getByTestId('shipping-address').count()).toBe(0)
    expect(await page.getByLabel('Use a different billing address').count()).toBe(0)
    const billing = page.getByTestId('billing-address')
    await fillAddress(billing, { name: 'Ben Parent', address1: '1 Maple Grove Road', zip: '62704' })
    // C §5 lookup: a second after the ZIP code, the places it names under it; a tap fills the city and the state and
    // closes the list.
    await billing.getByTestId('address-lookup').getByRole('button', { name: 'Springfield, IL 62704' }).click()
    await expect.poll(() => billing.getByLabel('City', { exact: true }).inputValue()).toBe('Springfield')
    await expect.poll(() => billing.getByLabel('State', { exact: true }).inputValue()).toBe('US-IL')
    await expect.poll(() => billing.getByTestId('address-lookup').count()).toBe(0)
    // A number pasted with spaces and a plus (issue 12 bad input).
    const phone = billing.getByLabel('Phone')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url() })
    await page.evaluate(() => navigator.clipboard.writeText('+1 213 373 4253'))
    await phone.focus()
    await page.keyboard.press('Control+V')
    await expect.poll(() => phone.inputValue()).toBe('+1 213 373 4253')
    expect(await accessibilityProblems(page)).toEqual([])
    const saved = savedDetails(page)
    await continueButton(page).click()
    await page.waitForURL(/\/checkout\/payment$/)
    const { sent } = await saved
    expect(sent.shipping ?? null).toBeNull()
    expect(sent.billing).toMatchObject({ phone: '12133734253', state: 'US-IL' })
    await expect.poll(() => page.getByTestId('summary-shipping').innerText()).toContain('$0.00')
  })

  it('an unmet required-for-checkout rule sends continue back to the cart with the alert, and the form keeps what was typed (C §4, C §8)', async () => {
    const page = await newPage(1280)
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    await springCategory(page, shop.url(), 'portraits')
    const panel = await openProduct(page, '8×10 print')
    await choosePhoto(page, panel)
    await addToOrder(page, panel, '8×10 print')
    // The student details form is missing: the cart says so, but the step can still be opened directly.
    await at(page, spring, '/view')
    await expect.poll(() => page.getByTestId('start-checkout').isDisabled()).toBe(true)
    await at(page, spring, '/checkout/customerDetails')
    await fillCustomer(page, 'Emma Parent', 'emma.parent@example.com')
    await page
      .getByTestId('shipping-methods')
      .getByRole('radio', { name: /Pick up at the studio/ })
      .check()
    await fillAddress(page.getByTestId('billing-address'), {
      name: 'Emma Parent',
      address1: '12 Elm Street',
      city: 'Springfield',
      state: 'Illinois',
      zip: '62704',
      phone: '217 555 0142',
    })
    await continueButton(page).click()
    await page.waitForURL(/\/view\?errorCode=10001$/)
    await expect.poll(() => page.getByTestId('cart-alert').innerText()).toContain('Your cart changed')
    await page.goBack()
    await page.waitForURL(/\/checkout\/customerDetails$/)
    await expect.poll(() => form(page).getByLabel('Full name').inputValue()).toBe('Emma Parent')
    await expect
      .poll(() =>
        page
          .getByTestId('shipping-methods')
          .getByRole('radio', { name: /Pick up at the studio/ })
          .isChecked(),
      )
      .toBe(true)
    await expect
      .poll(() => page.getByTestId('billing-address').getByLabel('Address', { exact: true }).inputValue())
      .toBe('12 Elm Street')
  })

  it('a cart emptied in another window: the step says so, and the next continue goes to the cart with the alert (C §8 409)', async () => {
    const page = await newPage(390)
    await fallPrint(page)
    await startCheckout(page, fall)
    await fillCustomer(page, 'Ada Parent', 'ada@example.com')
    await page
      .getByTestId('shipping-methods')
      .getByRole('radio', { name: /Pick up at the studio/ })
      .check()
    await fillAddress(page.getByTestId('billing-address'), {
      name: 'Ada Parent',
      address1: '1 Main Street',
      city: 'Springfield',
      state: 'Illinois',
      zip: '62704',
      phone: '217 555 0142',
    })
    // The same shopper clears the cart in a second window.
    const other = await page.context().newPage()
    await other.goto(`${shop.url()}/cart/${fall}/view`)
    await other.getByRole('button', { name: 'Clear cart' }).click()
    await other
      .getByRole('dialog', { name: 'Remove everything from this order?' })
      .getByRole('button', { name: 'Yes' })
      .click()
    await other.getByText('Your shopping cart is empty.').waitFor()
    await other.close()

    await continueButton(page).click()
    await toast(page, 'Your order was changed in another window.').waitFor()
    await expect.poll(() => form(page).getByLabel('Full name').inputValue()).toBe('Ada Parent')
    await continueButton(page).click()
    await page.waitForURL(/\/view\?errorCode=10001$/)
    await expect.poll(() => page.getByTestId('cart-alert').innerText()).toContain('Your cart changed')
  })

  it('the steps send a shopper without a cart to the catalog, and payment back to customer details until they are given (C §2)', async () => {
    const page = await newPage(390)
    await at(page, fall, '/checkout/customerDetails')
    await page.waitForURL(/\/catalog$/)
    await at(page, fall, '/checkout/payment')
    await page.waitForURL(/\/catalog$/)
    await fallPrint(page)
    await at(page, fall, '/checkout/payment')
    await page.waitForURL(/\/checkout\/customerDetails$/)
    await at(page, fall, '/checkout/somewhere')
    await page.waitForURL(/\/checkout\/customerDetails$/)
    await form(page).getByLabel('Full name').waitFor()
  })
})
