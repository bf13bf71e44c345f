// Issue 14, C §7 GET /orders/{id}/receipt: the PDF receipt of orders paid or placed together (C §2 order totals, C §3
// order fields, C §9 receipt file name), read back as text.
import { extractText, getMeta } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../../core/money'
import { CreateOrderResponse, type Order, OrderItemResponse } from '../../core/schemas/order'
import { createApp } from '../../server/app'
import { demoIds } from '../../server/seed/demo'
import { demoId } from '../../server/seed/ids'
import { reconcileOrderChanges } from '../../server/services/orderChanges'
import type { CardGateway } from '../../server/services/payments/gateway'
import { cupertino } from '../addresses'
import { type Api, decode, fromAddress, startApi, TEST_CLIENT_ADDRESS } from './harness'
import { EMMA as EMMA_ID, emmaPhoto, greenScreen, greenScreenChange, parentOf } from './orderChangeFixtures'
import { answerOf, cardToken, errorOf, type Shopper, shopper, toPay, VISA } from './paymentFixtures'

const ADMIN = 'admin-secret-token'
const SPRING = demoId('session:spring-reorders')
const GRADUATION = demoId('session:graduation')
const spring = (key: string) => demoIds.product('spring-set', key)
const group = (key: string) => demoIds.group('spring-set', key)
const option = (g: string, key: string) => demoIds.option('spring-set', g, key)
const field = (key: string) => demoIds.field('spring-set', 'student-details', key)
const EMMA = demoId('subject:emma')
const LIAM = demoId('subject:liam')
/** A student's own photo (the demo photos, labelled "Emma Johnson: pose 1"). */
const photo = (student: string, pose: number) => demoId(`image:${student}:${pose}`)
const onPhoto = (product: string, student: string, pose: number) => [
  {
    node: demoIds.node('spring-set', product, 0),
    image: photo(student, pose),
    imageCrop: demoId(`crop:${student}:${pose}`),
  },
]
const billing = { ...cupertino, name: 'Ada Billing', address1: '500 Oak Street', city: 'San Jose', zipCode: '95112' }

let api: Api
let parent: Shopper

beforeAll(async () => {
  api = await startApi({ photos: true })
  parent = await shopper(api)
  await api.enterCode(parent.token, SPRING, 'EMMA-2026')
  await api.enterCode(parent.token, SPRING, 'LIAM-2026')
}, 90_000)
afterAll(() => api.close())

const accepted = async (res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status)
  return res
}

const newOrder = async (clientSession: string, subject: string | null = null, linkedOrder?: string) =>
  (
    await decode(
      CreateOrderResponse,
      await accepted(await parent.send('POST', '/orders', { order: { clientSession, subject, linkedOrder } }), 201),
    )
  ).data.order

const addItem = async (order: string, orderItem: Record<string, unknown>) =>
  accepted(await parent.send('POST', '/order_items', { orderItem: { order, quantity: 1, ...orderItem } }), 201)

const studentDetails = async (order: string, name: string) =>
  accepted(
    await parent.send('POST', '/order_forms', {
      form: {
        order,
        form: demoIds.form('spring-set', 'student-details'),
        formFields: { [field('student-name')]: name, [field('grade')]: '2', [field('phone')]: '5550100' },
      },
    }),
    201,
  )

const saveDetails = async (order: string, shippingMethod: string) =>
  decode(
    OrderItemResponse,
    await accepted(
      await parent.send('PUT', `/orders/${order}/customer_details`, {
        customerDetails: {
          recipientName: 'Ada Parent',
          recipientEmail: 'ada@example.com',
          shippingMethod,
          billingDetailsAdded: true,
          shipping: cupertino,
          billing,
        },
      }),
    ),
  )

/**
 * Two spring orders linked in one cart and paid together by card: an 8×10 with a finish, a retouching choice with
 * notes and a Spanish name on the print, a photo option and a coupon; its brother's pair of 5×7 prints.
 */
const paidCart = async () => {
  const first = await newOrder(SPRING, EMMA)
  await addItem(first.id, {
    product: spring('8x10'),
    nodes: onPhoto('8x10', 'emma', 1),
    options: {
      [group('finish')]: { value: option('finish', 'lustre') },
      [group('print-extras')]: { value: [option('print-extras', 'mount')], notes: 'Keep the freckles' },
      [group('name-line')]: { value: 'Año, niño' },
    },
  })
  await accepted(
    await parent.send('PUT', `/orders/${first.id}/image_options`, {
      orderImageOptions: [
        {
          image: photo('emma', 1),
          productOptionGroup: group('image-retouching'),
          value: option('image-retouching', 'basic'),
        },
      ],
    }),
  )
  await studentDetails(first.id, 'Emma Johnson')
  await accepted(
    await parent.send('PUT', `/orders/${first.id}/coupon_discount`, {
      order: { couponDiscount: { code: 'SPRING10' } },
    }),
  )
  const second = await newOrder(SPRING, LIAM, first.id)
  await addItem(second.id, {
    product: spring('5x7'),
    quantity: 2,
    nodes: onPhoto('5x7', 'liam', 2),
    options: { [group('finish')]: { value: option('finish', 'metallic') } },
  })
  await studentDetails(second.id, 'Liam Chen')
  const cart = (await saveDetails(first.id, demoId('shipping:spring-reorders:home'))).order
  const paid = await answerOf(
    await parent.submit(cart.id, {
      method: 'stripe',
      paymentMethodId: await cardToken(api, VISA),
      confirmedTotal: toPay(cart),
    }),
  )
  expect(paid.order.status).toBe('paid')
  return [paid.order, await parent.read(second.id)] as const
}

const receipt = (orderId: string, token = parent.token) => api.get(`/orders/${orderId}/receipt`, token)

/** The receipt's bytes and its text, runs of white space made one space (captions are printed in capitals). */
const read = async (res: Response) => {
  await accepted(res)
  const bytes = new Uint8Array(await res.arrayBuffer())
  const { text } = await extractText(bytes.slice(), { mergePages: true })
  return { bytes, text: text.replace(/\s+/g, ' ') }
}

const usd = (amount: number) => formatMoney(amount, 'USD', 'en-US')
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A label and its amount on one line of the receipt. */
const line = (label: string, amount: string) => new RegExp(`${escaped(label)}\\s*${escaped(amount)}`)

describe('C §7 receipt of orders paid together', () => {
  let first: Order
  let second: Order
  let text: string
  let bytes: Uint8Array
  let res: Response

  beforeAll(async () => {
    ;[first, second] = await paidCart()
    expect(first.payment?.orders.map((o) => o.subjectName)).toEqual(['Emma Johnson', 'Liam Chen'])
    res = await receipt(first.id)
    ;({ text, bytes } = await read(res.clone()))
  }, 60_000)

  it('is a PDF saved as {orderReference}_receipt.pdf (C §9), private', () => {
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${first.orderReference}_receipt.pdf"`)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
  })

  it('shows the store, the reference, the date paid, the customer, both addresses and the card', () => {
    for (const words of [
      'Brightside School Photography',
      `ORDER REFERENCE ${first.orderReference}`,
      'PAID',
      'Ada Parent',
      'ada@example.com',
      '1 Infinite Loop',
      'Cupertino, CA 95014',
      'Ada Billing',
      '500 Oak Street',
      'San Jose, CA 95112',
      'Credit or debit card',
      'Visa ending in 4242',
    ])
      expect(text).toContain(words)
  })

  it('lists each item with its options and the photo on each node; a Spanish text option survives (the font)', () => {
    for (const words of [
      '8×10 print',
      'Paper finish: Lustre',
      'Print extras: Mounted on foam board (Keep the freckles)',
      'Name on the print: Año, niño',
      'Photo: Emma Johnson: pose 1',
      'Photo options: Emma Johnson: pose 1',
      'Retouching: Basic touch-up',
      '5×7 print',
      'Paper finish: Metallic',
      'Photo: Liam Chen: pose 2',
    ])
      expect(text).toContain(words)
  })

  it('has a section per order with every total line of C §2, and the grand total of the payment', () => {
    expect(first.couponDiscountTotal).toBeGreaterThan(0)
    for (const order of [first, second]) {
      expect(text).toContain(
        `Order ${order.orderReference} · ${order.payment?.orders.find((o) => o.id === order.id)?.subjectName}`,
      )
      expect(text).toMatch(line('Sub total', usd(order.subTotal)))
      expect(text).toMatch(line(`Shipping (${order.shippingMethod?.label})`, usd(order.shippingTotal)))
      expect(text).toMatch(line('Tax', usd(order.totalTax)))
      expect(text).toMatch(line('Total', usd(order.total)))
    }
    expect(text).toMatch(line('Coupon SPRING10', `−${usd(first.couponDiscountTotal)}`))
    expect(first.payment?.orders.map((o) => o.id)).toEqual([first.id, second.id])
    expect(text).toMatch(line('Grand total', usd(first.total + second.total)))
    expect(first.total + second.total).toBe(first.payment?.amount)
  })

  it('gives the same bytes for the same order state, from either order of the payment', async () => {
    expect((await read(await receipt(first.id))).bytes).toEqual(bytes)
    const fromSecond = await receipt(second.id)
    expect(fromSecond.headers.get('content-disposition')).toBe(
      `attachment; filename="${second.orderReference}_receipt.pdf"`,
    )
    const other = await read(fromSecond)
    expect(other.text).toContain(`ORDER REFERENCE ${second.orderReference}`)
    expect(other.text).toMatch(line('Grand total', usd(first.total + second.total)))
  })

  it('is not found for another store user (404) and read by the admin', async () => {
    const stranger = await api.newShopper()
    expect((await errorOf(await receipt(first.id, stranger), 404)).code).toBe('not_found')
    expect((await read(await receipt(first.id, ADMIN))).bytes).toEqual(bytes)
  })
})

describe('C §7 receipt of one order', () => {
  it('an open cart has none yet: 409 receipt_unavailable', async () => {
    const cart = await newOrder(SPRING)
    expect((await errorOf(await receipt(cart.id), 409)).code).toBe('receipt_unavailable')
  })

  it('a pay-later order (placed) has one: the date it was placed and the shop’s name for the method', async () => {
    const order = await parent.fallOrder()
    const placed = await answerOf(await parent.submit(order.id, { method: 'manual', confirmedTotal: toPay(order) }))
    expect(placed.order.status).toBe('placed')
    const { text } = await read(await receipt(order.id))
    expect(text).toContain('PLACED, AWAITING PAYMENT')
    expect(text).toContain('Pay at school')
    expect(text).not.toContain('Grand total')
  })

  it('the service fee with its label and the tax with its rate (the graduation store charges both)', async () => {
    const order = await newOrder(GRADUATION)
    await addItem(order.id, { product: demoIds.product('graduation-set', '8x10') })
    const { order: filled } = await saveDetails(order.id, demoId('shipping:graduation:home'))
    const paid = await answerOf(await parent.submit(order.id, { method: 'testing', confirmedTotal: toPay(filled) }))
    expect(paid.order.serviceFeeTotal).toBeGreaterThan(0)
    const { text } = await read(await receipt(order.id))
    expect(text).toMatch(line('Service fee', usd(paid.order.serviceFeeTotal)))
    expect(text).toMatch(line('Tax (8.25%)', usd(paid.order.totalTax)))
    expect(text).toContain('Test mode: skip payment')
  })
})

describe('issue 14 point 5: the receipt reissued after a change that refunded part of the order', () => {
  /** What the blossom backdrop adds (demo prices: money in 1/100,000 of the currency). */
  const BLOSSOM = 500_000
  /** A green-screen 8×10 on Emma's photo with the $5 blossom backdrop, bought by card. */
  const boughtWithBlossom = async () => {
    const buyer = await parentOf(api, parent.token)
    const item = { ...greenScreen(1, 'blossom'), nodes: [{ ...greenScreen().nodes[0], ...emmaPhoto(1) }] }
    const paid = await buyer.bought('card', [item], EMMA_ID)
    /** Back to the classic blue backdrop: $5 less, refunded to the card. */
    const toBlue = [greenScreenChange(paid.orderItems[0]?.id ?? '', 'blue', 'lustre', emmaPhoto(1))]
    return { buyer, paid, toBlue }
  }
  /** The PDF's modification date (D:YYYYMMDDHHmmssZ) for an ISO time. */
  const pdfDate = (iso: string) => `D:${iso.slice(0, 19).replace(/[-T:]/g, '')}Z`
  const modDate = async (bytes: Uint8Array) => ((await getMeta(bytes.slice())).info as { ModDate?: string }).ModDate

  it('reads the total now, what was paid and what was refunded (not a second refund off the total)', async () => {
    const { buyer, paid, toBlue } = await boughtWithBlossom()
    const changed = await buyer.changed(paid.id, toBlue, -BLOSSOM)
    expect([changed.total, changed.totalRefund]).toEqual([paid.total - BLOSSOM, BLOSSOM])
    const { text } = await read(await receipt(paid.id))
    expect(text).toMatch(line('Total', usd(changed.total)))
    expect(text).toMatch(line('Paid', usd(paid.total)))
    expect(text).toMatch(line('Refunded', `−${usd(BLOSSOM)}`))
    expect(text).toContain('Refunded $5.00')
    expect(text).toMatch(/Reissued/)
  })

  it('a refund still being paid out is listed as in progress; each state its own bytes, modified at the change', async () => {
    const { paid, toBlue } = await boughtWithBlossom()
    // Paid yesterday: the receipt's dates are the database's, and the change is made now.
    await api.db.query(`update orders set paid_at = paid_at - interval '1 day' where id = $1`, [paid.id])
    await api.db.query(`update payments set paid_at = paid_at - interval '1 day' where order_id = $1`, [paid.id])
    const before = await read(await receipt(paid.id))
    // The card gateway does not answer the refund: the change is applied and stays pending for reconcile.
    const silent: CardGateway = {
      ...api.sandbox,
      refund: async () => {
        throw new Error('gateway timeout')
      },
    }
    const down = createApp({ ...api.deps, db: api.db, cardGateways: { sandbox: silent } })
    const res = await down.request(
      `/api/orders/${paid.id}/item_options`,
      {
        method: 'PUT',
        headers: { Authorization: `Bearer ${parent.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ order: paid.id, items: toBlue, confirmedAmount: -BLOSSOM }),
      },
      fromAddress(TEST_CLIENT_ADDRESS),
    )
    await accepted(res)
    const pending = await parent.read(paid.id)
    const [change] = pending.afterPurchase.changes
    expect(change?.status).toBe('pending')
    const inProgress = await read(await receipt(paid.id))
    expect(inProgress.text).toMatch(line('Total', usd(pending.total)))
    expect(inProgress.text).toMatch(line('Paid', usd(paid.total)))
    expect(inProgress.text).toMatch(line('Refund in progress', `−${usd(BLOSSOM)}`))
    expect(inProgress.text).not.toMatch(line('Refunded', `−${usd(BLOSSOM)}`))
    expect(inProgress.text).toContain('Refund in progress $5.00')
    expect(await modDate(before.bytes)).toBe(pdfDate(pending.paidAt ?? ''))
    expect(await modDate(inProgress.bytes)).toBe(pdfDate(change?.createdAt ?? ''))
    expect(inProgress.bytes).not.toEqual(before.bytes)
    expect((await read(await receipt(paid.id))).bytes).toEqual(inProgress.bytes)

    await reconcileOrderChanges({ db: api.db, cardGateways: api.deps.cardGateways })
    expect((await parent.read(paid.id)).afterPurchase.changes[0]?.status).toBe('succeeded')
    const paidOut = await read(await receipt(paid.id))
    expect(paidOut.text).toMatch(line('Refunded', `−${usd(BLOSSOM)}`))
    expect(paidOut.text).not.toContain('Refund in progress')
    expect(paidOut.bytes).not.toEqual(inProgress.bytes)
    expect((await read(await receipt(paid.id))).bytes).toEqual(paidOut.bytes)
  })
})
