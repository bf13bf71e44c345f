// Lays a receipt (core/receipt.ts) out as a PDF with pdfkit (DESIGN decision 14): the DejaVu TTF embedded (it covers
// English and Spanish; pdfkit never loads its built-in Helvetica), and the same receipt gives the same bytes: the
// document's dates come from the receipt and pdfkit derives its file ID from them.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { Receipt, ReceiptItemLine, ReceiptTotalLine } from '../../../core/receipt'

const fontFile = (name: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`))
/** The faces by the names each document registers them under, read from disk once (not for every receipt). */
const REGULAR = 'DejaVuSans'
const BOLD = 'DejaVuSans-Bold'
const FACES = [REGULAR, BOLD].map((name) => [name, fontFile(name)] as const)

const INK = '#1c1917'
const MUTED = '#78716c'
const RULE = '#e7e5e4'
const BAND = '#f5f5f4'
const ACCENT = '#b45309'

const MARGIN = 50
/** Room kept at the foot of every page for the page footer. */
const FOOTER = 30
const QTY_WIDTH = 40
const AMOUNT_WIDTH = 90
const DETAIL_INDENT = 10

type Doc = PDFKit.PDFDocument

const left = (doc: Doc) => doc.page.margins.left
const width = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom - FOOTER

const style = (doc: Doc, font: string, size: number, color = INK) => doc.font(font).fontSize(size).fillColor(color)

const rule = (doc: Doc, y: number, color = RULE, x = left(doc), w = width(doc)) =>
  doc
    .moveTo(x, y)
    .lineTo(x + w, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke()

/** Starts a new page when `height` does not fit on this one; `again` redraws a table's header there. */
const room = (doc: Doc, height: number, again?: () => void) => {
  if (doc.y + height <= bottom(doc)) return
  doc.addPage()
  again?.()
}

const heading = (doc: Doc, text: string) => {
  room(doc, 40)
  style(doc, BOLD, 12).text(text, left(doc), doc.y, { width: width(doc) })
}

const caption = (doc: Doc, text: string, x: number, y: number, w: number) =>
  style(doc, BOLD, 7.5, MUTED).text(text.toUpperCase(), x, y, { width: w, characterSpacing: 0.6 })

/** The store's name and "Receipt", then the facts (reference, date, total) in columns, "Reissued" under the date. */
const header = (doc: Doc, receipt: Receipt) => {
  const top = doc.y
  style(doc, BOLD, 20).text(receipt.storeName, left(doc), top, { width: width(doc) - 120 })
  const nameEnd = doc.y
  style(doc, BOLD, 13, MUTED).text(receipt.text.title, left(doc), top + 5, { width: width(doc), align: 'right' })
  const below = Math.max(nameEnd, top + 28) + 10
  rule(doc, below, INK)
  const columnWidth = width(doc) / 3
  receipt.facts.forEach((fact, i) => {
    const x = left(doc) + i * columnWidth
    caption(doc, fact.label, x, below + 12, columnWidth - 10)
    style(doc, REGULAR, 11).text(fact.value, x, below + 24, { width: columnWidth - 10 })
  })
  if (receipt.reissued) {
    style(doc, BOLD, 8.5, ACCENT).text(receipt.reissued, left(doc) + columnWidth, below + 40, {
      width: columnWidth - 10,
    })
  }
  doc.y = below + 62
}

/** Customer, addresses and payment side by side. */
const parties = (doc: Doc, receipt: Receipt) => {
  const count = receipt.parties.length
  if (count === 0) return
  const columnWidth = width(doc) / count
  const top = doc.y
  let lowest = top
  receipt.parties.forEach((party, i) => {
    const x = left(doc) + i * columnWidth
    caption(doc, party.heading, x, top, columnWidth - 12)
    style(doc, REGULAR, 9).text(party.lines.join('\n'), x, top + 12, { width: columnWidth - 12, lineGap: 1.5 })
    lowest = Math.max(lowest, doc.y)
  })
  doc.y = lowest + 22
}

const tableHeader = (doc: Doc, receipt: Receipt) => {
  const y = doc.y
  const w = width(doc)
  doc.rect(left(doc), y, w, 18).fillColor(BAND).fill()
  const { item, quantity, amount } = receipt.text.columns
  caption(doc, item, left(doc) + 6, y + 6, w - QTY_WIDTH - AMOUNT_WIDTH - 12)
  style(doc, BOLD, 7.5, MUTED).text(quantity.toUpperCase(), left(doc) + w - QTY_WIDTH - AMOUNT_WIDTH, y + 6, {
    width: QTY_WIDTH,
    align: 'right',
  })
  style(doc, BOLD, 7.5, MUTED).text(amount.toUpperCase(), left(doc) + w - AMOUNT_WIDTH, y + 6, {
    width: AMOUNT_WIDTH - 6,
    align: 'right',
  })
  doc.y = y + 24
}

const labelWidth = (doc: Doc) => width(doc) - QTY_WIDTH - AMOUNT_WIDTH - 18

/** Height of one item's row: its label and detail lines. */
const rowHeight = (doc: Doc, line: ReceiptItemLine) => {
  style(doc, BOLD, 10)
  let height = doc.heightOfString(line.label, { width: labelWidth(doc) })
  style(doc, REGULAR, 8.5)
  for (const detail of line.details)
    height += doc.heightOfString(detail.text, { width: labelWidth(doc) - DETAIL_INDENT * (detail.level + 1) }) + 1
  return height + 12
}

/** One item: label and details on the left, then quantity and amount on its first line (read in that order). */
const itemRow = (doc: Doc, line: ReceiptItemLine, again: () => void) => {
  room(doc, rowHeight(doc, line), again)
  const y = doc.y
  const w = width(doc)
  const x = left(doc) + 6
  style(doc, BOLD, 10).text(line.label, x, y, { width: labelWidth(doc) })
  for (const detail of line.details) {
    const indent = DETAIL_INDENT * (detail.level + 1)
    style(doc, REGULAR, 8.5, MUTED).text(detail.text, x + indent, doc.y + 1, { width: labelWidth(doc) - indent })
  }
  const end = doc.y
  style(doc, REGULAR, 10).text(line.quantity, left(doc) + w - QTY_WIDTH - AMOUNT_WIDTH, y, {
    width: QTY_WIDTH,
    align: 'right',
  })
  style(doc, REGULAR, 10).text(line.amount, left(doc) + w - AMOUNT_WIDTH, y, {
    width: AMOUNT_WIDTH - 6,
    align: 'right',
  })
  doc.y = end + 6
  rule(doc, doc.y)
  doc.y += 6
}

/** The totals block on the right half, amounts right-aligned; the total in bold above a rule. */
const totals = (doc: Doc, lines: readonly ReceiptTotalLine[]) => {
  room(doc, lines.length * 16 + 10)
  const x = left(doc) + width(doc) / 2
  const w = width(doc) / 2
  for (const line of lines) {
    const strong = line.kind === 'total'
    if (strong) {
      rule(doc, doc.y, INK, x, w)
      doc.y += 5
    }
    const y = doc.y
    const font = strong ? BOLD : REGULAR
    const size = strong ? 11.5 : 9.5
    const color = line.kind === 'savings' || line.kind === 'refund' ? MUTED : INK
    style(doc, font, size, color).text(line.label, x, y, { width: w - AMOUNT_WIDTH - 6 })
    const end = doc.y
    style(doc, font, size, color).text(line.amount, x, y, { width: w - 6, align: 'right' })
    doc.y = Math.max(end, y + size + 5)
  }
  doc.y += 10
}

const changes = (doc: Doc, receipt: Receipt, lines: Receipt['sections'][number]['changes']) => {
  if (lines.length === 0) return
  room(doc, 40)
  caption(doc, receipt.text.changes, left(doc), doc.y, width(doc))
  doc.y += 14
  const dateWidth = 110
  for (const change of lines) {
    const summaryWidth = width(doc) - dateWidth - 130
    style(doc, REGULAR, 9)
    room(doc, doc.heightOfString(change.summary, { width: summaryWidth }) + 6)
    const y = doc.y
    style(doc, REGULAR, 9, MUTED).text(change.date, left(doc), y, { width: dateWidth })
    style(doc, REGULAR, 9).text(change.summary, left(doc) + dateWidth, y, { width: summaryWidth })
    const end = doc.y
    style(doc, REGULAR, 9).text(change.amount, left(doc) + width(doc) - 130, y, { width: 124, align: 'right' })
    doc.y = end + 6
  }
  doc.y += 8
}

const section = (doc: Doc, receipt: Receipt, part: Receipt['sections'][number]) => {
  room(doc, 90)
  heading(doc, part.heading)
  style(doc, REGULAR, 9, MUTED).text(part.subheading, left(doc), doc.y + 1, { width: width(doc) })
  doc.y += 8
  const again = () => tableHeader(doc, receipt)
  again()
  for (const line of part.items) itemRow(doc, line, again)
  doc.y += 4
  totals(doc, part.totals)
  changes(doc, receipt, part.changes)
  doc.y += 10
}

const summary = (doc: Doc, receipt: Receipt) => {
  if (!receipt.summary) return
  const { lines, grandTotal } = receipt.summary
  room(doc, lines.length * 16 + 60)
  heading(doc, receipt.text.paidTogether)
  doc.y += 8
  totals(doc, [...lines.map((l) => ({ ...l, kind: 'subTotal' as const })), grandTotal])
}

/** Footer of every page: the store and reference on the left, "Page n of m" on the right. */
const footers = (doc: Doc, receipt: Receipt) => {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const y = doc.page.height - doc.page.margins.bottom - 12
    // Writing below the bottom margin would start a page of its own.
    const margin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    rule(doc, y - 6)
    style(doc, REGULAR, 7.5, MUTED).text(`${receipt.storeName} · ${receipt.info.title}`, left(doc), y, {
      width: width(doc) / 2,
      lineBreak: false,
    })
    style(doc, REGULAR, 7.5, MUTED).text(receipt.text.page(i - start + 1, count), left(doc), y, {
      width: width(doc),
      align: 'right',
      lineBreak: false,
    })
    doc.page.margins.bottom = margin
  }
}

/** The receipt as PDF bytes. */
export const receiptPdf = (receipt: Receipt): Promise<Buffer<ArrayBuffer>> => {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    // No default font (pdfkit would load Helvetica): the DejaVu faces are registered and chosen right below.
    font: '',
    bufferPages: true,
    info: {
      Title: receipt.info.title,
      Author: receipt.storeName,
      CreationDate: new Date(receipt.info.createdAt),
      ModDate: new Date(receipt.info.modifiedAt),
    },
  })
  for (const [name, data] of FACES) doc.registerFont(name, data)
  doc.font(REGULAR)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  header(doc, receipt)
  parties(doc, receipt)
  for (const part of receipt.sections) section(doc, receipt, part)
  summary(doc, receipt)
  room(doc, 30)
  style(doc, REGULAR, 9, MUTED).text(receipt.text.thanks, left(doc), doc.y + 6, { width: width(doc) })
  footers(doc, receipt)
  doc.end()
  return done
}
