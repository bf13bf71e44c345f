import { readFile } from 'node:fs/promises'
import type { Download, Page } from 'playwright-core'
import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import { demoId } from '../../server/seed/ids'
import { accessibilityProblems, screenshot, startShop } from './harness'
import {
  addToOrder,
  chooseCard,
  choosePhoto,
  completed,
  enterAccessCode,
  openProduct,
  pay,
  springCategory,
  toast,
  toPayment,
  typeCard,
} from './shopper'

// Issue 14: after purchase, as a parent on a phone meets it: the receipt from the confirmation (C §2 order complete),
// the order page by reference (C §2 order view and downloads), a download behind the licence (C §4), download all,
// an altered download link (issue 14 bad input), and a crop changed after paying with the receipt reissued.

const shop = startShop()
const { newPage } = shop
const spring = demoId('session:spring-reorders')

/** The spring shop's checkout asks each child's student details (C §4 required for checkout). */
const studentDetails = async (page: Page) => {
  await page.getByRole('button', { name: 'Enter student details' }).click()
  const form = page.getByRole('dialog', { name: 'Student details' })
  await form.getByLabel('Student Name').fill('Emma Johnson')
  await form.getByLabel('Parent phone').fill('555-0142')
  await form.getByRole('button', { name: 'Save details' }).click()
  await toast(page, 'Your details were saved.').waitFor()
}

/** Emma's single digital image and an 8×10 print of another pose, paid by card: answers the order reference. */
const buyDigitalAndPrint = async (page: Page) => {
  await enterAccessCode(page, shop.url(), 'EMMA-2026')
  await page.waitForURL(/\/galleries/)
  await springCategory(page, shop.url(), 'digital')
  const digital = await openProduct(page, 'Single digital image')
  await choosePhoto(page, digital)
  await addToOrder(page, digital, 'Single digital image')
  await springCategory(page, shop.url(), 'portraits')
  const print = await openProduct(page, '8×10 print')
  await choosePhoto(page, print, 0, 1)
  await addToOrder(page, print, '8×10 print')
  await studentDetails(page)
  await toPayment(page, shop.url(), spring)
  await chooseCard(page)
  await typeCard(page, '4242 4242 4242 4242')
  await pay(page)
  await completed(page)
  return (await page.getByTestId('complete-reference').first().innerText()).trim()
}

const downloaded = async (page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> => {
  const [download] = await Promise.all([page.waitForEvent('download'), action()])
  const path = await (download as Download).path()
  return { name: download.suggestedFilename(), bytes: await readFile(path) }
}

const pdfText = async (bytes: Buffer) => (await extractText(new Uint8Array(bytes), { mergePages: true })).text

const zipEntries = (bytes: Buffer) =>
  new Promise<{ name: string; size: number }[]>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      const entries: { name: string; size: number }[] = []
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({ name: entry.fileName, size: entry.uncompressedSize })
        zip.readEntry()
      })
      zip.on('end', () => resolve(entries))
      zip.on('error', reject)
      zip.readEntry()
    }),
  )

const item = (page: Page, label: string) => page.getByTestId('order-item').filter({ hasText: label })

describe('issue 14: after purchase', () => {
  it('on a phone: receipt, order page, licence, download, download all, a dead link, a crop changed after paying', async () => {
    const page = await newPage(390)
    const reference = await buyDigitalAndPrint(page)
    expect(reference).toMatch(/^[A-Z2-9]{8}$/)

    // C §2 order complete: the receipt button saves {orderReference}_receipt.pdf (C §9), made on the server.
    const receipt = await downloaded(page, () => page.getByTestId('receipt-download').click())
    expect(receipt.name).toBe(`${reference}_receipt.pdf`)
    const receiptText = await pdfText(receipt.bytes)
    expect(receiptText).toContain(reference)
    expect(receiptText).toContain('Single digital image')
    expect(receiptText).toContain('8×10 print')
    expect(receiptText).not.toContain('Reissued')

    // C §2: "view order and downloads" for a re-order with digital items, to /order/{reference}.
    await page.getByTestId('view-order').getByText('View order and downloads').click()
    await page.waitForURL(new RegExp(`/order/${reference}$`))
    await page.getByTestId('order-page').waitFor()
    expect(await page.getByTestId('order-reference').innerText()).toContain(reference)
    await expect.poll(() => page.getByTestId('order-status').innerText()).toMatch(/paid/i)
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshot(page, 'order-page-phone')

    // C §4: the licence first; Cancel downloads nothing, Accept repeats the download with the licence accepted.
    await item(page, 'Single digital image').getByTestId('item-download').click()
    const licence = page.getByTestId('licence-modal')
    await licence.waitFor()
    await screenshot(page, 'order-licence-phone')
    await page.getByTestId('licence-cancel').click()
    await licence.waitFor({ state: 'detached' })
    await item(page, 'Single digital image').getByTestId('item-download').click()
    const original = await downloaded(page, () => page.getByTestId('licence-accept').click())
    expect(original.name).toMatch(/\.jpg$/)
    expect(original.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    // Accepted once: the next download goes straight to the file.
    const again = await downloaded(page, () => item(page, 'Single digital image').getByTestId('item-download').click())
    expect(again.bytes.equals(original.bytes)).toBe(true)

    // Download all: one ZIP of every purchased original, here the one digital image.
    const archive = await downloaded(page, () => page.getByTestId('download-all').click())
    expect(archive.name).toBe(`${reference}_photos.zip`)
    const entries = await zipEntries(archive.bytes)
    expect(entries).toHaveLength(1)
    expect(entries[0]?.size).toBe(original.bytes.length)

    // Issue 14 bad input: an altered link answers 403 with a way back to the order page for a fresh one.
    const link = await page.evaluate(async () => {
      const anchor = document.querySelector<HTMLAnchorElement>('[data-testid="archive-started"] a')
      return anchor?.href ?? ''
    })
    expect(link).toContain('/downloads/')
    const tampered = new URL(link)
    tampered.searchParams.set('e', String(Number(tampered.searchParams.get('e')) + 60))
    const refused = await page.goto(tampered.toString())
    expect(refused?.status()).toBe(403)
    await screenshot(page, 'download-link-refused-phone')
    await page.getByRole('link', { name: 'Go to your order' }).click()
    await page.waitForURL(new RegExp(`/order/${reference}$`))
    await page.getByTestId('order-page').waitFor()

    // Issue 14 point 5: before the production cutoff, the print's crop changes at the same price.
    const print = item(page, '8×10 print')
    await print.getByTestId('item-change').click()
    const dialog = page.getByTestId('change-dialog')
    await dialog.waitFor()
    await dialog.getByTestId('change-crop').first().click()
    const crop = page.getByRole('dialog', { name: 'Crop your photo' })
    await crop.getByRole('button', { name: /Top-left corner/ }).focus()
    await page.keyboard.press('Shift+ArrowRight')
    await page.keyboard.press('Shift+ArrowDown')
    await crop.getByRole('button', { name: 'Save crop' }).click()
    await crop.waitFor({ state: 'detached' })
    await expect.poll(() => page.getByTestId('change-price').innerText()).toMatch(/no change|same|\$0\.00/i)
    await screenshot(page, 'order-change-crop-phone')
    await page.getByTestId('change-save').click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => page.getByTestId('order-history').innerText()).toMatch(/crop changed/i)
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshot(page, 'order-changed-phone')

    // The receipt is reissued with the change.
    const reissued = await downloaded(page, () => page.getByTestId('receipt-download').first().click())
    const reissuedText = await pdfText(reissued.bytes)
    expect(reissuedText).toContain('Reissued')
    expect(reissuedText).toMatch(/crop changed/i)
  })

  it('at 1280 px the order page shows the photos, totals and downloads', async () => {
    const page = await newPage(1280)
    const reference = await buyDigitalAndPrint(page)
    await page.goto(`${shop.url()}/cart/${spring}/order/${reference}`)
    await page.getByTestId('order-page').waitFor()
    await item(page, 'Single digital image').getByTestId('item-download').waitFor()
    expect(await accessibilityProblems(page)).toEqual([])
    await screenshot(page, 'order-page-desktop')
    // Issue 14 point 1: a reference alone is not enough; another parent's browser finds nothing.
    const stranger = await newPage(1280)
    await enterAccessCode(stranger, shop.url(), 'LIAM-2026')
    await stranger.waitForURL(/\/galleries/)
    await stranger.goto(`${shop.url()}/cart/${spring}/order/${reference}`)
    await stranger.getByTestId('order-not-found').waitFor()
  })
})
