import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { DownloadItemResponse } from '../../../core/schemas/afterPurchase'
import { Order } from '../../../core/schemas/order'
import type { ImageCrop } from '../../../core/schemas/photos'
import type { ProductSet } from '../../../core/schemas/productSet'
import { orderViewMachine } from '../../../machines/orderView'
import { type OrderPageView, orderViewView } from '../../../machines/orderViewView'
import { en } from '../../../ui/messages/en'
import { fixtures } from '../../machines/fixtures'
import { cropFixture } from '../../machines/imageFixture'
import { DIGITAL, ORDER_ID, orderViewProductSet, PACKAGE_DIGITAL, PRINT } from '../../machines/orderViewFixtures'

// Issue 14: the order page's view function (C §2 order view and downloads, licence modal; C §4 downloads, receipts).

type Ready = Extract<OrderPageView, { status: 'ready' }>

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0))
}

const paid = fixtures['orderView:paid'] as Order

const start = async (
  order: Order | (() => Promise<Order>),
  options: { photos?: readonly ImageCrop[]; productSet?: ProductSet | null } = {},
) => {
  const actor = createActor(
    orderViewMachine.provide({
      actors: {
        refreshSession: fromPromise(async (): Promise<unknown> => null),
        showOrder: fromPromise(typeof order === 'function' ? order : async () => order),
        loadPhotos: fromPromise(async () => options.photos ?? (fixtures['orderView:photos'] as ImageCrop[])),
        downloadItem: fromPromise((): Promise<DownloadItemResponse['data']> => new Promise(() => {})),
      },
    }),
    { input: { reference: 'ADA00060', clientSessionId: 'session' } },
  ).start()
  await settle()
  const productSet = options.productSet === undefined ? orderViewProductSet : options.productSet
  const view = () => orderViewView(actor.getSnapshot(), { productSet })
  return { actor, view, ready: () => view() as Ready }
}

/** Every message id a view-model names. */
const ids = (value: unknown): string[] =>
  typeof value === 'string'
    ? /^order_view\.[a-z_]+$/.test(value)
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(ids)
      : []

describe('orderViewView (C §2 order view and downloads)', () => {
  it('the fixtures are orders as the API answers them (decoded with the core schema)', () => {
    for (const name of ['paid', 'noLicence', 'placed', 'closed', 'changed'])
      expect(() => Schema.decodeUnknownSync(Order)(fixtures[`orderView:${name}`])).not.toThrow()
  })

  it('loading, then not found (404) with the way back, or failed (no answer) with a retry', async () => {
    const waiting = await start(() => new Promise<Order>(() => {}))
    expect(waiting.view()).toEqual({ status: 'loading' })
    const missing = await start(() => Promise.reject({ status: 404, code: 'not_found', message: 'Not found' }))
    expect(missing.view()).toEqual({ status: 'notFound', home: '/' })
    const offline = await start(() => Promise.reject(new Error('offline')))
    expect(offline.view()).toEqual({ status: 'failed', retry: { type: 'order.retry' } })
  })

  it('every message id of a ready page has an English text', async () => {
    for (const name of ['paid', 'placed', 'closed']) {
      const { ready } = await start(fixtures[`orderView:${name}`] as Order)
      expect(ids(ready()).filter((id) => !(id in en))).toEqual([])
    }
  })

  it.each([
    ['paid', 'order_view.status_paid', 'success'],
    ['placed', 'order_view.status_placed', 'info'],
    ['cancelled', 'order_view.status_cancelled', 'danger'],
  ] as const)('the status %s is said in words', async (status, id, tone) => {
    const { ready } = await start({ ...paid, status })
    expect(ready().orderStatus).toEqual({ id, tone })
  })

  it('the payment says its method and card; the orders paid together link to their own pages, not this one', async () => {
    const { ready } = await start(paid)
    expect(ready().payment).toEqual({ methodId: 'order_view.payment_stripe', card: { brand: 'Visa', last4: '4242' } })
    expect(ready().paidTogether.map((o) => o.href)).toEqual(['/order/BEN00061'])
    expect(ready().subjectName).toBe('Ada')
  })

  it('a manual payment reads as still to pay while placed, and as paid to the studio once recorded (issue 15)', async () => {
    const manual = { ...paid.payment, method: 'manual', cardBrand: null, cardLast4: null } as Order['payment']
    const placed = await start({ ...paid, status: 'placed', payment: manual })
    expect(placed.ready().payment?.methodId).toBe('order_view.payment_manual')
    const received = await start({ ...paid, status: 'paid', payment: manual })
    expect(received.ready().payment?.methodId).toBe('order_view.payment_manual_received')
  })

  it('each digital item has its download, a package its chosen digital image; prints have none', async () => {
    const { ready } = await start(paid)
    expect(ready().items.map((i) => i.downloads.map((d) => d.itemId))).toEqual([[], [DIGITAL], [PACKAGE_DIGITAL]])
  })

  it('before the cutoff a print can be changed, but not a digital item nor a package holding one (issue 14 point 5: delivered files)', async () => {
    expect(paid.afterPurchase.canChange).toBe(true)
    const { ready } = await start(paid)
    expect(ready().items.map((i) => i.change)).toEqual([
      { type: 'change.open', itemId: PRINT, imageId: null, mode: 'item' },
      null,
      null,
    ])
  })

  it('a cancelled order offers no receipt and no downloads; an order without digital items no downloads box', async () => {
    const cancelled = await start({ ...paid, status: 'cancelled' })
    expect(cancelled.ready().receipt).toBeNull()
    expect(cancelled.ready().downloads).toBeNull()
    expect(cancelled.ready().items.flatMap((i) => i.downloads)).toEqual([])
    const prints = await start({ ...paid, orderItems: paid.orderItems.filter((i) => i.id === PRINT) })
    expect(prints.ready().downloads).toBeNull()
    expect(prints.ready().receipt).not.toBeNull()
  })

  it('download all only once the order is paid; a placed order says its files come once paid', async () => {
    const placed = await start(fixtures['orderView:placed'] as Order)
    expect(placed.ready().downloads).toEqual({ waitForPayment: true, all: null })
    const { ready } = await start(paid)
    expect(ready().downloads).toEqual({
      waitForPayment: false,
      all: { event: { type: 'archive.download' }, busy: false, archive: null },
    })
  })

  it('the photos on each node show as chosen; image options only for a photo of the subject with option groups', async () => {
    const { ready } = await start(paid)
    const [photo] = ready().items[0]?.photos ?? []
    expect(photo).toMatchObject({
      imageId: cropFixture(1).image.id,
      photo: { src: '/media/photos/1/small.jpg', backdrop: null, placement: { rotation: 0 } },
      options: ['Retouching: Remove blemishes'],
      imageOptions: { type: 'change.open', itemId: PRINT, mode: 'imageOptions' },
    })
    // C §4: not for a shared photo, nor without image option groups; without the photos loaded, no thumbnail.
    const shared = cropFixture(1)
    const sharedOnly = await start(paid, { photos: [{ ...shared, image: { ...shared.image, isShared: true } }] })
    expect(sharedOnly.ready().items[0]?.photos[0]?.imageOptions).toBeNull()
    const noGroups = await start(paid, { productSet: { ...orderViewProductSet, imageProductOptionGroups: [] } })
    expect(noGroups.ready().items[0]?.photos[0]?.imageOptions).toBeNull()
    const noPhotos = await start(paid, { photos: [] })
    expect(noPhotos.ready().items[0]?.photos[0]?.photo).toBeNull()
  })

  it('after the cutoff: no change actions, the closed box with the contact, the history with what it charged or refunded', async () => {
    const { ready } = await start(fixtures['orderView:closed'] as Order)
    expect(ready().items.map((i) => i.change)).toEqual([null, null, null])
    expect(ready().items.flatMap((i) => i.photos.map((p) => p.imageOptions))).toEqual([null, null, null])
    expect(ready().changes.closed?.contact?.name).toBe('Brightside Studio')
    expect(ready().changes.history.map((c) => c.money)).toEqual([
      null,
      { kind: 'charged', amount: 500_000 },
      { kind: 'refunded', amount: 300_000 },
    ])
    expect(ready().totals.refund).toBe(300_000)
  })

  it('no cutoff: no changes after purchase and nothing said about them', async () => {
    const { ready } = await start({
      ...paid,
      afterPurchase: { ...paid.afterPurchase, productionCutoffAt: null, canChange: false },
    })
    expect(ready().changes).toEqual({ openUntil: null, closed: null, history: [] })
    expect(ready().items.every((i) => i.change === null)).toBe(true)
  })

  it('the licence modal: open with its text, busy with no dismissal while the accepted download runs', async () => {
    const { actor, ready } = await start(paid)
    expect(ready().licence.open).toBe(false)
    actor.send({ type: 'item.download', itemId: DIGITAL })
    expect(ready().licence).toMatchObject({ open: true, busy: false, text: paid.licence })
    expect(ready().busy).toBe(true)
    actor.send({ type: 'licence.accept' })
    expect(ready().licence).toMatchObject({ open: true, busy: true, dismiss: null })
    expect(ready().items[1]?.downloads[0]?.busy).toBe(true)
    expect(actor.getSnapshot().context.order?.id).toBe(ORDER_ID)
  })
})

describe('the payment received (issue 15 point 2, admin mode)', () => {
  it('offered to the studio only, for an order placed to be paid later; a note typed shows with its problem', async () => {
    const placed = fixtures['orderView:placed'] as Order
    const { actor } = await start(placed)
    const view = (adminMode: boolean) => orderViewView(actor.getSnapshot(), { productSet: null, adminMode }) as Ready
    expect(view(false).recordPayment).toBeNull()
    expect(view(true).recordPayment).toMatchObject({ note: '', problem: null, error: null, busy: false })
    actor.send({ type: 'payment.note', text: 'ok' })
    actor.send({ type: 'payment.record' })
    expect(view(true).recordPayment).toMatchObject({ note: 'ok', problem: 'admin.note_length' })
    expect(view(true).recordPayment?.events.note('cheque 1042')).toEqual({ type: 'payment.note', text: 'cheque 1042' })
    const paidPage = await start(paid)
    expect(orderViewView(paidPage.actor.getSnapshot(), { productSet: null, adminMode: true })).toMatchObject({
      recordPayment: null,
      paymentRecorded: false,
    })
  })
})
