import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { afterPurchaseApi } from '../../adapters/api/afterPurchase'
import type { ApiClient } from '../../adapters/api/client'
import { followRedirect } from '../../adapters/api/redirect'
import { orderViewLogic, saveReceipt } from '../../adapters/orderActors'
import type { Order } from '../../core/schemas/order'
import { orderChangeMachine } from '../../machines/orderChange'
import { fixtures } from './fixtures'
import { DIGITAL, ORDER_ID, PACKAGE_DIGITAL } from './orderViewFixtures'

// Issue 14: the order page's actor with its real API adapter (adapters/api/afterPurchase.ts) over a fake client that
// answers like the server (C §7 paths and methods, every answer decoded with the core schemas), without React.

type Call = { method: string; path: string; body: unknown; responseType: unknown }

const paid = fixtures['orderView:paid'] as Order
const receiptPdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' })

const fakeClient = (answers: Record<string, unknown>) => {
  const calls: Call[] = []
  /** Where the answers' redirect-to fields sent the browser, as the real client follows them (B §2, C §4). */
  const followed: string[] = []
  const client: ApiClient = async (read, path, init = {}) => {
    const method = init.method ?? 'GET'
    calls.push({ method, path, body: init.body, responseType: init.responseType })
    const key = `${method} ${path}`
    if (!(key in answers)) throw new Error(`no answer for ${key}`)
    const answer = read ? read(answers[key]) : undefined
    followRedirect(answers[key], (url) => followed.push(url))
    return answer as never
  }
  return { client, calls, followed }
}

const start = (answers: Record<string, unknown>) => {
  const { client, calls, followed } = fakeClient({
    'GET /orders/ADA00060/show': { order: paid },
    ...answers,
  })
  const opened: string[] = []
  const saved: { blob: Blob; fileName: string }[] = []
  const tracked: { event: string; properties: Record<string, unknown> }[] = []
  const actor = createActor(
    orderViewLogic({
      afterPurchase: afterPurchaseApi(client),
      // The session's answer is not read by the page: a stand-in keeps the fake small.
      shop: { clientSession: async () => ({}) as never, subjectImages: async () => [] },
      track: (tracks) => {
        tracked.push(...tracks)
      },
      openDownload: (url) => opened.push(url),
      saveFile: (blob, fileName) => saved.push({ blob, fileName }),
      orderChange: orderChangeMachine,
    }),
    { input: { reference: 'ADA00060', clientSessionId: paid.clientSession.id } },
  ).start()
  return { actor, calls, followed, opened, saved, tracked }
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }))

describe('the order page with its API adapter (C §7 calls after purchase)', () => {
  it('shows the order by reference; accepting the licence PUTs the download and sends the browser to the file', async () => {
    const accepted = {
      ...paid,
      orderItems: paid.orderItems.map((i) => (i.id === DIGITAL ? { ...i, acceptedLicence: true } : i)),
    }
    const { actor, calls, followed, opened, tracked } = start({
      [`PUT /order_items/${DIGITAL}/download`]: { data: { order: accepted, redirect: '/downloads/items/x.jpg?s=1' } },
    })
    await idle(actor)
    actor.send({ type: 'item.download', itemId: DIGITAL })
    actor.send({ type: 'licence.accept' })
    await idle(actor)
    expect(calls.slice(-1)).toEqual([
      {
        method: 'PUT',
        path: `/order_items/${DIGITAL}/download`,
        body: { orderItem: { acceptedLicence: true } },
        responseType: undefined,
      },
    ])
    // The answer's redirect: the client follows it, the page opens nothing more.
    expect(followed).toEqual(['/downloads/items/x.jpg?s=1'])
    expect(opened).toEqual([])
    expect(tracked).toEqual([
      {
        event: 'Digital Product Downloaded',
        properties: { order: ORDER_ID, orderItem: DIGITAL, acceptedLicence: true },
      },
    ])
  })

  it('download all finalizes every digital item, then asks for the archive and goes there', async () => {
    const { actor, calls, opened } = start({
      [`POST /orders/${ORDER_ID}/finalize_digitals`]: { data: { order: fixtures['orderView:finalized'] } },
      [`GET /orders/${ORDER_ID}/request_digital_archive`]: { data: fixtures['orderView:archive'] },
    })
    await idle(actor)
    actor.send({ type: 'archive.download' })
    actor.send({ type: 'licence.accept' })
    await idle(actor)
    expect(calls.slice(-2).map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        `/orders/${ORDER_ID}/finalize_digitals`,
        {
          order: {
            orderItems: [
              { id: DIGITAL, acceptedLicence: true },
              { id: PACKAGE_DIGITAL, acceptedLicence: true },
            ],
          },
        },
      ],
      ['GET', `/orders/${ORDER_ID}/request_digital_archive`, undefined],
    ])
    expect(opened).toEqual(['/downloads/orders/ADA00060_photos.zip?u=1&e=2&s=3'])
  })

  it('the receipt is fetched as a file and saved as {orderReference}_receipt.pdf (C §9)', async () => {
    const { actor, calls, saved } = start({ [`GET /orders/${ORDER_ID}/receipt`]: receiptPdf })
    await idle(actor)
    actor.send({ type: 'receipt.save' })
    await idle(actor)
    expect(calls.at(-1)).toMatchObject({ path: `/orders/${ORDER_ID}/receipt`, responseType: 'blob' })
    expect(saved).toEqual([{ blob: receiptPdf, fileName: 'ADA00060_receipt.pdf' }])
  })

  it('the order-complete page saves the receipt the same way', async () => {
    const { client } = fakeClient({ [`GET /orders/${ORDER_ID}/receipt`]: receiptPdf })
    const saved: string[] = []
    await saveReceipt(afterPurchaseApi(client), (_, name) => saved.push(name), {
      orderId: ORDER_ID,
      orderReference: 'ADA00060',
    })
    expect(saved).toEqual(['ADA00060_receipt.pdf'])
  })
})
