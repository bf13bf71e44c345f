import { describe, expect, it } from 'vitest'
import { demoId } from '../../server/seed/ids'
import { accessibilityProblems, screenshotBothWidths, startShop } from './harness'
import { choosePhoto, enterAccessCode, openProduct, springCategory } from './shopper'

// Issue 16 points 5 and 7 in Chromium: the welcome, the yearbook choice and the student details respect the parent.
const shopper = startShop()
const shop = (key: string) => `${shopper.url()}/cart/${demoId(`session:${key}`)}`
const welcomeTitle = 'Welcome to Maple Grove Elementary: Grade 5 Graduation 2026'

describe('issue 16: welcome, yearbook and forms', () => {
  it('the graduation welcome without a student names no gap, and shows once per visitor (MAPLE-GRAD)', async () => {
    const page = await shopper.newPage(390)
    await enterAccessCode(page, shopper.url(), 'MAPLE-GRAD')
    const welcome = page.getByRole('dialog', { name: welcomeTitle })
    const text = await welcome.getByTestId('welcome-text').innerText()
    expect(text).toContain('Congratulations to your child and the whole graduating class of Maple Grove Elementary!')
    expect(text).not.toMatch(/to {2}and|\{/)
    await screenshotBothWidths(page, 'welcome-session')
    expect(await accessibilityProblems(page)).toEqual([])
    await welcome.getByRole('button', { name: 'Start browsing' }).click()
    await welcome.waitFor({ state: 'detached' })
    await page.reload()
    await page.getByRole('heading', { level: 2 }).first().waitFor()
    expect(await page.getByRole('dialog', { name: welcomeTitle }).count()).toBe(0)
  })

  it('the confirmed yearbook choice stays visible (MATEO-2026)', async () => {
    const page = await shopper.newPage(390)
    await enterAccessCode(page, shopper.url(), 'MATEO-2026')
    await page.getByRole('dialog', { name: welcomeTitle }).getByRole('button', { name: 'Start browsing' }).click()
    await page.goto(`${shop('graduation')}/yearbook`)
    await page.getByRole('button', { name: 'Choose Mateo Rossi: pose 3 for the yearbook' }).click()
    await page.getByTestId('yearbook-confirm').click()
    await page.waitForURL(/\/catalog$/)
    await page.goto(`${shop('graduation')}/yearbook`)
    const chosen = page.getByTestId('yearbook-confirmed')
    await page.getByRole('heading', { name: 'Your yearbook choice' }).waitFor()
    await expect.poll(() => chosen.getByRole('img').getAttribute('alt')).toBe('Mateo Rossi: pose 3')
    await screenshotBothWidths(page, 'yearbook-confirmed')
    expect(await accessibilityProblems(page)).toEqual([])
    await page.getByRole('link', { name: 'Continue to products' }).click()
    await page.waitForURL(/\/catalog$/)
  })

  it('student details start from what the code told the shop; Enter in a single-line option adds (EMMA-2026)', async () => {
    const page = await shopper.newPage(390)
    await enterAccessCode(page, shopper.url(), 'EMMA-2026')
    await springCategory(page, shopper.url(), 'portraits')
    const print = await openProduct(page, '8×10 print')
    await choosePhoto(page, print)
    // B §5: an optional group says so in its placeholder; Enter in its single-line input submits the panel.
    const name = print.getByLabel('Name on the print')
    expect(await name.getAttribute('placeholder')).toBe('e.g. Emma Rose Carter (optional)')
    await name.fill('Emma Rose')
    await name.press('Escape')
    // Escape with other groups beside it keeps the panel and what was typed.
    expect(await name.inputValue()).toBe('Emma Rose')
    await name.press('Enter')
    await print.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Enter student details' }).click()
    const form = page.getByRole('dialog', { name: 'Student details' })
    await expect.poll(() => form.getByLabel('Student Name').inputValue()).toBe('Emma Johnson')
    expect(await form.getByLabel('Grade').inputValue()).toBe('3')
    expect(await form.getByLabel('Teacher').inputValue()).toBe('Ms. Rivera')
    await screenshotBothWidths(page, 'student-details-prefilled')
    expect(await accessibilityProblems(page)).toEqual([])
  })
})
