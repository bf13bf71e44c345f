// The receipt of orders paid or placed together (C §2 order complete and order view: "a receipt can be saved as a
// PDF"; C §7 GET /orders/{id}/receipt; issue 14): its sections, lines of text and amounts, in the shop's words. The
// server looks up the labels and lays the receipt out as a PDF (server/services/receipts/); nothing here draws.
import { addressData } from './addressData'
import { addressLines } from './addressFormat'
import { formatLocale, type Language } from './language'
import { formatMoney, type Money, sum } from './money'
import { cardIconOf } from './payments'
import { RECEIPT_TEXT, type ReceiptText } from './receiptWords'
import type { Order, OrderChange, OrderImageOption, OrderItem } from './schemas/order'
import type { OptionGroupType } from './schemas/productSet'

export { RECEIPT_TEXT, type ReceiptText }
export type ReceiptLanguage = Language

/** What the server looks up for the receipt: names the orders hold only as ids, and the shop's own words. */
export type ReceiptLabels = {
  storeName: string
  /** The store's locale (formatOptions.locale): money and dates are written in its region (core/language.ts). */
  locale: string
  /** Option groups by id (item options); image options carry their group. */
  groups: Readonly<Record<string, { label: string; type: OptionGroupType }>>
  options: Readonly<Record<string, string>>
  formFields: Readonly<Record<string, string>>
  /** The photo's label as the shop knows it (its file name when imported), by image id. */
  photos: Readonly<Record<string, string>>
  /** The shop's name for the payment method ("Pay at school"); null: the receipt's own word for it. */
  paymentMethodLabel: string | null
}

export type ReceiptInput = {
  /** The order asked for. */
  order: Order
  /** Every order its payment covers (`order.payment.orders`, in that order; the order alone without a payment). */
  orders: readonly Order[]
  /** When a pay-later payment placed the orders (an order that is paid has its paidAt). */
  placedAt: string | null
  labels: ReceiptLabels
  language: ReceiptLanguage
}

/** A line of the items table: its label, detail lines (options, photos, a package's contents) and amount. */
export type ReceiptItemLine = {
  label: string
  details: readonly { text: string; level: 0 | 1 }[]
  quantity: string
  amount: string
  value: Money
}

export type TotalKind =
  | 'subTotal'
  | 'savings'
  | 'coupon'
  | 'adjustment'
  | 'serviceFee'
  | 'tax'
  | 'shipping'
  | 'total'
  | 'paid'
  | 'refund'
  | 'refundPending'

/** A line of an order's totals block (C §2 order totals), with the amount it prints. */
export type ReceiptTotalLine = { kind: TotalKind; label: string; amount: string; value: Money }

export type ReceiptChangeLine = { date: string; summary: string; amount: string; value: Money }

export type ReceiptSection = {
  heading: string
  subheading: string
  items: readonly ReceiptItemLine[]
  totals: readonly ReceiptTotalLine[]
  changes: readonly ReceiptChangeLine[]
}

export type Receipt = {
  /**
   * The document's dates (ISO): created when paid or placed, modified at the last change after purchase shown (one
   * that succeeded or is being paid), so a new order state gives new bytes.
   */
  info: { title: string; createdAt: string; modifiedAt: string }
  text: ReceiptText
  storeName: string
  facts: readonly { label: string; value: string }[]
  /** "Reissued {date}" once the orders were changed after purchase; null otherwise. */
  reissued: string | null
  parties: readonly { heading: string; lines: readonly string[] }[]
  sections: readonly ReceiptSection[]
  /** Orders paid together: each order's total and their sum; null for a receipt of one order. */
  summary: { lines: readonly { label: string; amount: string; value: Money }[]; grandTotal: ReceiptTotalLine } | null
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** A date in the store's locale; UTC, so the same order gives the same receipt wherever it is made. */
const formatDate = (iso: string, locale: string): string => {
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
    dateFormats.set(locale, format)
  }
  return format.format(Date.parse(iso))
}

type Words = { text: ReceiptText; labels: ReceiptLabels; money: (amount: Money) => string }

const optionLabel = (labels: ReceiptLabels, id: string) => labels.options[id] ?? id

/** What an option group's value says: the text typed, the option(s) chosen, or a form's answers. */
const valueText = (labels: ReceiptLabels, type: OptionGroupType, value: OrderItem['orderItemOptions'][0]['value']) => {
  if (value === null) return ''
  if (typeof value === 'string') return type === 'text' || type === 'textarea' ? value : optionLabel(labels, value)
  if (Array.isArray(value)) return value.map((id) => optionLabel(labels, id)).join(', ')
  return Object.entries(value)
    .map(
      ([field, answer]) =>
        `${labels.formFields[field] ?? field}: ${Array.isArray(answer) ? answer.join(', ') : answer}`,
    )
    .join('; ')
}

/** "Group: value (notes)", or null when nothing was chosen. */
const optionText = (group: { label: string; type: OptionGroupType }, value: string, notes: string | null) => {
  const said = [value, notes ? `(${notes})` : ''].filter((part) => part !== '').join(' ')
  return said === '' ? null : `${group.label}: ${said}`
}

/** An item's detail lines: its options, the photo on each node, and extra poses or credits. */
const partsOf = (words: Words, item: OrderItem | OrderItem['orderItems'][0], level: 0 | 1) => {
  const { labels, text } = words
  const options = item.orderItemOptions.flatMap((o) => {
    const group = labels.groups[o.productOptionGroup]
    if (!group) return []
    const line = optionText(group, valueText(labels, group.type, o.value), o.notes)
    return line === null ? [] : [line]
  })
  const photos = item.orderItemNodes.map((n) => {
    const photo = `${n.node.label || text.photo}: ${labels.photos[n.image] ?? n.image}`
    return n.productOption ? `${photo} · ${optionLabel(labels, n.productOption)}` : photo
  })
  const extras = [
    item.additionalPoses > 0
      ? `${text.additionalPoses(item.additionalPoses)} (${words.money(item.additionalPosesSubTotal)})`
      : null,
    item.additionalCredits > 0
      ? `${text.additionalCredits(item.additionalCredits)} (${words.money(item.additionalCreditsSubTotal)})`
      : null,
  ].filter((line) => line !== null)
  return [...options, ...photos, ...extras].map((line) => ({ text: line, level }))
}

const itemLine = (words: Words, item: OrderItem): ReceiptItemLine => ({
  label: item.label,
  details: [
    ...partsOf(words, item, 0),
    ...item.orderItems.flatMap((child) => [
      { text: `${child.label} × ${child.quantity}`, level: 0 as const },
      ...partsOf(words, child, 1),
    ]),
  ],
  quantity: String(item.quantity),
  amount: words.money(item.subTotal),
  value: item.subTotal,
})

/** One line per photo with image options (charged once per photo, beside the items: docs/pricing.md). */
const photoOptionLines = (words: Words, options: readonly OrderImageOption[]): ReceiptItemLine[] => {
  const photos = [...new Set(options.map((o) => o.image))]
  return photos.map((image) => {
    const chosen = options.filter((o) => o.image === image)
    const value = sum(chosen.map((o) => o.retailAmount))
    return {
      label: words.text.photoOptions(words.labels.photos[image] ?? image),
      details: chosen.flatMap((o) => {
        const line = optionText(
          o.productOptionGroup,
          valueText(words.labels, o.productOptionGroup.type, o.value),
          o.notes,
        )
        return line === null ? [] : [{ text: line, level: 0 as const }]
      }),
      quantity: '1',
      amount: words.money(value),
      value,
    }
  })
}

/** The changes a receipt shows: those that succeeded and those whose money is still moving (not the failed ones). */
const shownChanges = (order: Order) => order.afterPurchase.changes.filter((c) => c.status !== 'failed')

/**
 * Money a refund being paid out gives back: its change is applied to the order already and counted in totalRefund
 * (server/services/orderChanges.ts), but the money has not reached the card yet.
 */
const refundInProgress = (order: Order): Money =>
  Math.min(
    order.totalRefund,
    sum(order.afterPurchase.changes.filter((c) => c.status === 'pending' && c.amount < 0).map((c) => -c.amount)),
  )

/**
 * C §2 order totals: sub total, savings, coupon discount with its code, the studio's adjustment with its reason (issue
 * 15: what applies of it, − for a take-off), service fee (above 0) with its label, tax
 * with its rate, shipping with its method, and the total as the order is now. Savings are already in the sub total.
 * A refund lowers the total (a change after purchase), so once there is one the total is followed by what was paid
 * and what was given back of it (refunded, or in progress): paid − refunded − in progress = total.
 */
export const totalLines = (order: Order, text: ReceiptText, locale: string): ReceiptTotalLine[] => {
  const money = (amount: Money) => formatMoney(amount, order.currency, locale)
  const line = (kind: TotalKind, label: string, value: Money, sign = '') => ({
    kind,
    label,
    amount: `${sign}${money(value)}`,
    value,
  })
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(order.taxRate)
  const pending = refundInProgress(order)
  return [
    line('subTotal', text.subTotal, order.subTotal),
    ...(order.totalSaving > 0 ? [line('savings', text.savings, order.totalSaving)] : []),
    ...(order.couponDiscountTotal > 0
      ? [line('coupon', text.coupon(order.couponDiscount?.code ?? ''), order.couponDiscountTotal, '−')]
      : []),
    ...(order.adjustment
      ? [
          {
            ...line(
              'adjustment',
              text.adjustment(order.adjustment.reason),
              Math.abs(order.adjustmentTotal),
              order.adjustmentTotal < 0 ? '−' : '',
            ),
            value: order.adjustmentTotal,
          },
        ]
      : []),
    ...(order.serviceFeeTotal > 0
      ? [line('serviceFee', order.serviceFeeLabel ?? text.serviceFee, order.serviceFeeTotal)]
      : []),
    line('tax', order.taxRate > 0 ? text.taxRate(rate) : text.tax, order.totalTax),
    line(
      'shipping',
      order.shippingMethod ? text.shippingMethod(order.shippingMethod.label) : text.shipping,
      order.shippingTotal,
    ),
    line('total', text.total, order.total),
    ...(order.totalRefund > 0
      ? [
          line('paid', text.amountPaid, order.total + order.totalRefund),
          ...(order.totalRefund > pending ? [line('refund', text.refund, order.totalRefund - pending, '−')] : []),
          ...(pending > 0 ? [line('refundPending', text.refundInProgress, pending, '−')] : []),
        ]
      : []),
  ]
}

/** A change's money in words: charged, refunded or neither, and whether it is still being paid. */
const changeAmount = (words: Words, change: OrderChange) => {
  const { text, money } = words
  const pending = change.status === 'pending'
  if (change.amount > 0) return (pending ? text.chargePending : text.charged)(money(change.amount))
  if (change.amount < 0) return (pending ? text.refundPending : text.refunded)(money(-change.amount))
  return text.noCharge
}

const sectionOf = (words: Words, order: Order, heading: string): ReceiptSection => {
  const { text, labels } = words
  return {
    heading,
    subheading: order.clientSession.label,
    items: [
      ...order.orderItems.map((item) => itemLine(words, item)),
      ...photoOptionLines(words, order.orderImageOptions),
    ],
    totals: totalLines(order, text, labels.locale),
    changes: shownChanges(order).map((c) => ({
      date: formatDate(c.createdAt, labels.locale),
      summary: c.summary,
      amount: changeAmount(words, c),
      value: c.amount,
    })),
  }
}

/** Who paid and how: the customer, the addresses (C §3) and the payment method (with the card when a card paid). */
const partiesOf = (text: ReceiptText, labels: ReceiptLabels, order: Order) => {
  const payment = order.payment
  const method = payment?.method ?? order.paymentMethod
  const card =
    payment?.cardLast4 && payment.cardBrand
      ? [text.card(cardIconOf(payment.cardBrand) ?? payment.cardBrand, payment.cardLast4)]
      : []
  return [
    { heading: text.customer, lines: [order.recipientName, order.recipientEmail].filter((l) => l !== null) },
    ...(order.shippingAddress
      ? [{ heading: text.shippingAddress, lines: addressLines(order.shippingAddress, addressData) }]
      : []),
    ...(order.billingAddress
      ? [{ heading: text.billingAddress, lines: addressLines(order.billingAddress, addressData) }]
      : []),
    ...(method ? [{ heading: text.payment, lines: [labels.paymentMethodLabel ?? text.methods[method], ...card] }] : []),
  ].filter((party) => party.lines.length > 0)
}

/** The receipt of the orders paid or placed together, from the order asked for. */
export const buildReceipt = ({ order, orders, placedAt, labels: shop, language }: ReceiptInput): Receipt => {
  const text = RECEIPT_TEXT[language]
  // Money and dates in the receipt's language with the store's region (es-US for a Spanish receipt of a US store).
  const labels = { ...shop, locale: formatLocale(language, shop.locale) }
  const money = (amount: Money) => formatMoney(amount, order.currency, labels.locale)
  const words = { text, labels, money }
  /** "Order {reference} · {subject name}" */
  const titleOf = (o: Order) =>
    [text.order(o.orderReference), order.payment?.orders.find((paid) => paid.id === o.id)?.subjectName]
      .filter(Boolean)
      .join(' · ')
  const paidAt = order.payment?.paidAt ?? order.paidAt
  const createdAt = paidAt ?? placedAt ?? order.updatedAt
  const changes = orders.flatMap(shownChanges).map((c) => c.createdAt)
  const lastChange = changes.length > 0 ? changes.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b)) : null
  const summaryLines = orders.map((o) => ({
    label: titleOf(o),
    amount: money(o.total),
    value: o.total,
  }))
  const grandTotal = sum(orders.map((o) => o.total))
  return {
    info: { title: `${text.title} ${order.orderReference}`, createdAt, modifiedAt: lastChange ?? createdAt },
    text,
    storeName: labels.storeName,
    facts: [
      { label: text.orderReference, value: order.orderReference },
      { label: paidAt ? text.paid : text.placed, value: formatDate(createdAt, labels.locale) },
      { label: orders.length > 1 ? text.grandTotal : text.total, value: money(grandTotal) },
    ],
    reissued: lastChange ? text.reissued(formatDate(lastChange, labels.locale)) : null,
    parties: partiesOf(text, labels, order),
    sections: orders.map((o) => sectionOf(words, o, titleOf(o))),
    summary:
      orders.length > 1
        ? {
            lines: summaryLines,
            grandTotal: { kind: 'total', label: text.grandTotal, amount: money(grandTotal), value: grandTotal },
          }
        : null,
  }
}
