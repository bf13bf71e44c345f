import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoId } from '../../server/seed/ids'
import { accessibilityProblems, screenshot, screenshotBothWidths, startShop } from './harness'
import {
  addToOrder,
  chooseCard,
  choosePhoto,
  completed,
  enterAccessCode,
  openProduct,
  pay,
  productCard,
  searchFor,
  springCategory,
  switchesWith,
  toast,
  toPayment,
  typeCard,
} from './shopper'

// Issue 13: the payment step (C §2 accordion, C §5 card rules, C §8 "Unable to process payment: {message}"), the
// sandbox card gateway's test cards and bank challenge, payment in progress (C §2 payment/result) and order complete
// (C §2 /order/complete/{order}), against the built server with its notification delivery. Each journey is walked
// once, at 390 or 1280 px, and its screens are looked at on both.

const shop = startShop()
const { newPage } = shop

const fall = demoId('session:fall-picture-day')
const at = (page: Page, path: string) => page.goto(`${shop.url()}/cart/${fall}${path}`)

/** The fall 8×10 print ($18) added from its panel. */
const addFallPrint = async (page: Page) => {
  await at(page, '/catalog/category/prints')
  const panel = await openProduct(page, '8×10 print')
  await addToOrder(page, panel, '8×10 print')
}

/** The fall class photo, free with a pre-order (B §4 promotional product): nothing to configure, added at once. */
const addClassPhoto = async (page: Page) => {
  await at(page, '/catalog/category/prints')
  const card = productCard(page, 'Class photo 8×10')
  await card.getByRole('button').first().click()
  await card.getByText('In your order: 1').waitFor()
}

const methods = (page: Page) => page.getByTestId('payment-methods')
const paymentError = (page: Page) => page.getByTestId('payment-error')

describe('issue 13: paying by card in the sandbox', () => {
  it('at 390 px every refused test card says why and keeps all but the number; 4242 pays once (C §5, C §8)', async () => {
    const page = await newPage(390)
    await addFallPrint(page)
    await toPayment(page, shop.url(), fall)
    // C §2: the accordion of the shop's methods, the card one with its accepted card icons.
    const headings = await methods(page).locator('[data-testid^="payment-method-heading-"]').allInnerTexts()
    expect(headings.map((h) => h.split('\n')[0])).toEqual([
      'Credit or debit card',
      'Pay at school',
      'Test mode: skip payment',
    ])
    await chooseCard(page)
    expect(await accessibilityProblems(page)).toEqual([])
    // C §5 as the parent types: a number failing Luhn is refused when the field is left, before anything is sent.
    await typeCard(page, '4242 4242 4242 4241')
    await page.getByTestId('card-cvc').focus()
    await page.getByText('Please check the card number.').waitFor()
    await page.getByTestId('card-number').fill('4242 4242 4242 4242')
    await expect.poll(() => page.getByTestId('card-brand').innerText()).toMatch(/visa/i)
    await screenshotBothWidths(page, 'payment-card')

    const refused = [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
      ['4000 0000 0000 0069', 'Your card has expired.'],
      ['4000 0000 0000 0127', "Your card's security code is incorrect."],
      ['4000 0000 0000 0119', 'An error occurred while processing your card. Try again in a little bit.'],
    ] as const
    for (const [number, words] of refused) {
      await typeCard(page, number, 'number')
      await pay(page)
      await expect.poll(() => paymentError(page).innerText()).toBe(`Unable to process payment: ${words}`)
      // Issue 13 bad input: everything the parent entered stays but the card number.
      expect(await page.getByTestId('card-number').inputValue()).toBe('')
      expect(await page.getByTestId('card-holder-name').inputValue()).toBe('Ada Parent')
      expect(await page.getByTestId('card-exp-month').inputValue()).toBe('12')
      expect(await page.getByTestId('card-cvc').inputValue()).toBe('123')
      expect(await page.getByTestId('payment-submit').isEnabled()).toBe(true)
    }
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshotBothWidths(page, 'payment-declined')

    await typeCard(page, '4242 4242 4242 4242', 'number')
    await pay(page)
    const orderId = await completed(page)
    expect(await page.getByTestId('complete-total').innerText()).toContain('$18.00')
    expect(await page.getByTestId('complete-reference').innerText()).toMatch(/^[A-Z0-9]{8}$/)
    expect(await page.getByTestId('order-complete').innerText()).toContain('Thank you! Your order is complete.')
    // The fall pre-order stage's own text (C §2 orderCompleteCartText) and the start-new-order link.
    expect(await page.getByTestId('complete-text').innerText()).not.toBe('')
    expect(await page.getByTestId('start-new-order').isVisible()).toBe(true)
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshotBothWidths(page, 'payment-complete')

    // Reloading the result page or pressing Back after paying never charges again nor shows a payable form.
    await at(page, `/payment/result?order=${orderId}`)
    expect(await completed(page)).toBe(orderId)
    await at(page, '/checkout/payment')
    await page.waitForURL((url) => !url.pathname.endsWith('/checkout/payment'))
    expect(await page.getByTestId('payment-submit').count()).toBe(0)
    // The cart starts afresh: the paid order is no longer the parent's cart (C §4 completion forgets it).
    await at(page, '/view')
    await page.getByText(/cart is empty/i).waitFor()
  })

  it('at 1280 px the bank challenge: failed, closed and funds refused after it leave a payable order; passed pays', async () => {
    const page = await newPage(1280)
    await addFallPrint(page)
    await toPayment(page, shop.url(), fall)
    await chooseCard(page)
    await typeCard(page, '4000 0027 6000 3184')
    const challenge = async (button: string, screenshotName?: string) => {
      await pay(page)
      await page.waitForURL(/\/sandbox\/challenge\?/)
      await page.getByRole('button', { name: button }).waitFor()
      if (screenshotName) {
        expect(await page.locator('body').innerText()).toContain('$18.00')
        await screenshotBothWidths(page, screenshotName)
      }
      await page.getByRole('button', { name: button }).click()
    }
    // The bank's page is another page: the name on the card and the expiry come back, never the number or CVC.
    const keptAfterBank = async () => {
      expect(await page.getByTestId('card-holder-name').inputValue()).toBe('Ada Parent')
      expect(await page.getByTestId('card-exp-month').inputValue()).toBe('12')
      expect(await page.getByTestId('card-number').inputValue()).toBe('')
      expect(await page.getByTestId('card-cvc').inputValue()).toBe('')
    }
    const backWith = async (words: RegExp) => {
      await page.waitForURL(/\/checkout\/payment$/)
      await expect.poll(() => paymentError(page).innerText()).toMatch(words)
    }

    await challenge('Fail authentication', 'payment-challenge')
    await backWith(/^Unable to process payment: We are unable to authenticate your payment method/)
    await chooseCard(page)
    await keptAfterBank()
    await typeCard(page, '4000 0027 6000 3184', 'number+cvc')
    await challenge('Close')
    await backWith(/^Unable to process payment: .*not charged/)
    await chooseCard(page)
    await typeCard(page, '4000 0082 6000 3178', 'number+cvc')
    await challenge('Complete authentication')
    await backWith(/^Unable to process payment: Your card has insufficient funds\.$/)
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshotBothWidths(page, 'payment-after-challenge')

    await chooseCard(page)
    await keptAfterBank()
    await typeCard(page, '4000 0027 6000 3184', 'number+cvc')
    await challenge('Complete authentication')
    const orderId = await completed(page)
    expect(await page.getByTestId('complete-total').innerText()).toContain('$18.00')
    // Back to the bank's page after paying only leads to the confirmation again.
    await page.goBack()
    await at(page, `/payment/result?order=${orderId}`)
    expect(await completed(page)).toBe(orderId)
  })
})

describe('issue 13: the other ways to pay', () => {
  it('at 390 px test mode, pay at school and a free order (C §6, C §1, C §9)', async () => {
    const page = await newPage(390)
    await addFallPrint(page)
    await toPayment(page, shop.url(), fall)
    await page.getByTestId('payment-method-heading-testing').click()
    await pay(page)
    await completed(page)
    expect(await page.getByTestId('order-complete').innerText()).toContain('Thank you! Your order is complete.')

    // A new cart after the first order: pay later at school; the order is placed, not paid.
    await addFallPrint(page)
    await toPayment(page, shop.url(), fall)
    await page.getByTestId('payment-method-heading-manual').click()
    await methods(page).getByText('Hand cash or a cheque').waitFor()
    await pay(page)
    await completed(page)
    expect(await page.getByTestId('order-complete').innerText()).toContain('Your order is placed.')
    expect(await page.getByTestId('placed-note').innerText()).toContain('Pay at school')
    await screenshotBothWidths(page, 'payment-placed')

    // Only the free class photo: nothing to pay, so Free is the one way offered (C §9 free).
    await addClassPhoto(page)
    await toPayment(page, shop.url(), fall)
    const headings = await methods(page).locator('[data-testid^="payment-method-heading-"]').count()
    expect(headings).toBe(1)
    await page.getByTestId('payment-method-heading-free').click()
    await pay(page)
    await completed(page)
    expect(await page.getByTestId('complete-total').innerText()).toContain('$0.00')
    expect(await accessibilityProblems(page)).toEqual([])
  })
})

describe('issue 13: two children, one payment', () => {
  it('pays the orders of Emma and Liam once, and the confirmation names both (C §2 order complete)', async () => {
    const page = await newPage(1280)
    await enterAccessCode(page, shop.url(), 'EMMA-2026')
    await page.waitForURL(/\/galleries/)
    const addPrint = async () => {
      await springCategory(page, shop.url(), 'portraits')
      const panel = await openProduct(page, '8×10 print')
      await choosePhoto(page, panel)
      await addToOrder(page, panel, '8×10 print')
      // The spring shop's checkout needs each child's student details (C §4 required for checkout).
      await page.getByRole('button', { name: 'Enter student details' }).click()
      const form = page.getByRole('dialog', { name: 'Student details' })
      await form.getByLabel('Student Name').fill('a child')
      await form.getByLabel('Parent phone').fill('555-0142')
      await form.getByRole('button', { name: 'Save details' }).click()
      await toast(page, 'Your details were saved.').waitFor()
    }
    await addPrint()
    const dialog = await searchFor(page, 'LIAM-2026')
    await dialog
      .getByTestId('subject-results')
      .getByRole('button', { name: /Liam Chen/ })
      .click()
    await dialog.getByRole('checkbox', { name: /parent or guardian of Liam Chen/ }).check()
    await switchesWith(page, () => dialog.getByRole('button', { name: 'Add Liam Chen' }).click())
    await addPrint()
    await expect.poll(() => page.getByTestId('order-total').innerText()).toContain('$36.00')

    await toPayment(page, shop.url(), demoId('session:spring-reorders'))
    await chooseCard(page)
    await typeCard(page, '4242 4242 4242 4242')
    // The amount confirmed is the cart's: both children's prints (C §2 cart total).
    const submitted = page.waitForResponse((r) => r.url().endsWith('/submit'))
    await pay(page)
    const response = await submitted
    expect((response.request().postDataJSON() as { payment: { confirmedTotal: number } }).payment.confirmedTotal).toBe(
      3_600_000,
    )
    await completed(page)
    const references = await page.getByTestId('complete-reference').allInnerTexts()
    expect(references).toHaveLength(2)
    expect(await page.getByTestId('complete-total').innerText()).toContain('$36.00')
    await screenshot(page, 'payment-two-children-desktop')
  })
})
