// Issue 14 point 5 (changes before production) and C §7 save item options, save and remove image option: on a cart
// they change the order as updating its items does; on a paid or placed order, until the stage's production cutoff,
// they are changes after purchase whose price difference is charged or refunded exactly once, with an audit row.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_MONEY_CHANGES, MAX_WAITING_CHANGES } from '../../core/afterPurchase'
import { changeAmount } from '../../core/orderChangeAmount'
import { type Order, OrderItemResponse } from '../../core/schemas/order'
import { createApp } from '../../server/app'
import { demoIds, demoStore } from '../../server/seed/demo'
import { MAX_GATEWAY_ATTEMPTS, reconcileOrderChanges } from '../../server/services/orderChanges'
import type { CardGateway } from '../../server/services/payments/gateway'
import { digitalSingle } from './downloadFixtures'
import { type Api, decode, fromAddress, SEEDED_AT, startApi, TEST_CLIENT_ADDRESS } from './harness'
import {
  changeRows,
  crop,
  EMMA,
  emmaPhoto,
  errorOf,
  GREEN_SCREEN_NODE,
  greenScreen,
  greenScreenChange,
  group,
  option,
  type Parent,
  parentOf,
  photo,
  SPRING,
  SPRING_STAGE,
  sandboxRecordOf,
  usd,
} from './orderChangeFixtures'

const CROP = { left: 0.1, top: 0.05, width: 0.8, height: 0.7 }

let api: Api
let parent: Parent
beforeAll(async () => {
  api = await startApi()
  parent = await parentOf(api)
}, 60_000)
afterAll(() => api.close())

const orderOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200)
  return (await decode(OrderItemResponse, res)).order
}

const itemOf = (order: { orderItems: readonly { id: string }[] }) => order.orderItems[0]?.id ?? ''

describe('on a cart, save item options changes the items as updating them does', () => {
  it('C §7: options and nodes of the items sent change and are priced; version + 1; no audit row', async () => {
    const cart = await parent.cart()
    const changed = await parent.changed(cart.id, [greenScreenChange(itemOf(cart), 'blossom', 'metallic')])
    expect(changed.total - cart.total).toBe(usd(9))
    expect(changed.version).toBe(cart.version + 1)
    expect(changed.orderItems[0]?.orderItemOptions.map((o) => o.productOption)).toEqual([
      option('backdrop', 'blossom'),
      option('finish', 'metallic'),
    ])
    expect(changed.afterPurchase).toMatchObject({ canChange: false, changes: [] })
    expect(await changeRows(api, cart.id)).toEqual([])
  })

  it('400: an item of another order, a body naming another order, a problem of one item at its path', async () => {
    const bought = await parent.bought('testing')
    const other = await parent.bought('testing')
    expect((await errorOf(await parent.saveItemOptions(bought.id, [{ id: itemOf(other) }]), 404)).code).toBe(
      'not_found',
    )
    const mismatch = await parent.send('PUT', `/orders/${bought.id}/item_options`, {
      order: other.id,
      items: [{ id: itemOf(bought) }],
    })
    expect((await errorOf(mismatch, 400)).fields).toEqual({ order: 'Not the order of this address' })
    const bad = await parent.saveItemOptions(bought.id, [
      { id: itemOf(bought), options: { [group('backdrop')]: { value: 'not-an-option' } } },
    ])
    const fields = Object.keys((await errorOf(bad, 400)).fields ?? {})
    expect(fields).toContain(`items.0.options.${group('backdrop')}`)
    expect(fields.every((f) => f.startsWith('items.0.'))).toBe(true)
  })
})

describe('issue 14 point 5: a change after purchase, until the production cutoff', () => {
  it('a crop changed after paying by card: the same total, version + 1, an audit row, no money moved', async () => {
    const paid = await parent.bought('card')
    expect(paid.afterPurchase).toMatchObject({
      canChange: true,
      contact: { name: 'Brightside order desk', email: 'orders@brightside.example' },
      changes: [],
    })
    const changed = await parent.changed(
      paid.id,
      [greenScreenChange(itemOf(paid), 'blue', 'lustre', { crop: CROP })],
      0,
    )
    expect(changed.total).toBe(paid.total)
    expect(changed.version).toBe(paid.version + 1)
    expect(changed.orderItems[0]?.orderItemNodes[0]).toMatchObject({ image: photo(1), crop: CROP })
    expect(changed.afterPurchase.changes).toEqual([
      expect.objectContaining({ orderItem: itemOf(paid), summary: 'Green-screen 8×10: crop changed', amount: 0 }),
    ])
    const [row] = await changeRows(api, paid.id)
    expect(row).toMatchObject({ kind: 'item_options', settlement: 'none', status: 'succeeded', amount: 0 })
    expect(await sandboxRecordOf(api, row?.id ?? '')).toEqual({ charges: 0, taken: 0, refunds: 0, givenBack: 0 })
    expect(await parent.read(paid.id)).toEqual(changed)
  })

  it('a backdrop that costs more charges exactly the difference once; one that costs less refunds it (totalRefund)', async () => {
    const paid = await parent.bought('card')
    const dearer = await parent.changed(paid.id, [greenScreenChange(itemOf(paid), 'blossom')], usd(5))
    expect(dearer.total - paid.total).toBe(usd(5))
    expect(dearer.version).toBe(paid.version + 1)
    const [charge] = await changeRows(api, paid.id)
    expect(charge).toMatchObject({
      summary: 'Green-screen 8×10: backdrop Classic blue → Spring blossom',
      amount: usd(5),
      settlement: 'charge',
      status: 'succeeded',
    })
    expect(await sandboxRecordOf(api, charge?.id ?? '')).toEqual({
      charges: 1,
      taken: usd(5),
      refunds: 0,
      givenBack: 0,
    })

    const cheaper = await parent.changed(paid.id, [greenScreenChange(itemOf(paid), 'grey')], -usd(5))
    expect(cheaper.total).toBe(paid.total)
    expect(cheaper.totalRefund).toBe(usd(5))
    const refund = (await changeRows(api, paid.id))[1]
    expect(refund).toMatchObject({ amount: -usd(5), settlement: 'refund', status: 'succeeded' })
    expect(await sandboxRecordOf(api, refund?.id ?? '')).toEqual({
      charges: 0,
      taken: 0,
      refunds: 1,
      givenBack: usd(5),
    })
    expect(cheaper.afterPurchase.changes.map((c) => [c.amount, c.status])).toEqual([
      [usd(5), 'succeeded'],
      [-usd(5), 'succeeded'],
    ])
    // Money taken less money given back is what the order costs now.
    expect(paid.total + usd(5) - usd(5)).toBe(cheaper.total)
  })

  it('a refused charge (a card that asks for authentication every time) changes nothing: 402 in the provider’s words', async () => {
    const paid = await parent.bought('authenticating card')
    const refused = await errorOf(
      await parent.saveItemOptions(paid.id, [greenScreenChange(itemOf(paid), 'blossom')], usd(5)),
      402,
    )
    expect(refused.code).toBe('payment_failed')
    expect(refused.message).toMatch(/cannot be done after the order: the difference was not charged/)
    const after = await parent.read(paid.id)
    expect({ ...after, afterPurchase: null }).toEqual({
      ...paid,
      afterPurchase: null,
      downloadAllURL: after.downloadAllURL,
    })
    const [row] = await changeRows(api, paid.id)
    expect(row).toMatchObject({ status: 'failed', failure_code: 'authentication_required', amount: usd(5) })
    expect(await sandboxRecordOf(api, row?.id ?? '')).toMatchObject({ taken: 0, givenBack: 0 })
    expect(after.afterPurchase.changes.map((c) => c.status)).toEqual(['failed'])
    // The order takes changes again: a crop costs nothing and is made.
    const cropped = await parent.changed(
      paid.id,
      [greenScreenChange(itemOf(paid), 'blue', 'lustre', { crop: CROP })],
      0,
    )
    expect(cropped.total).toBe(paid.total)
  })

  it('the amount charged is the one the parent confirmed: the studio raised the backdrop since the preview → 409 amount_changed naming the new amount, nothing charged; confirmed again, charged', async () => {
    const paid = await parent.bought('card')
    const blossom = option('backdrop', 'blossom')
    const change = [greenScreenChange(itemOf(paid), 'blossom')]
    // The parent saw and confirmed +$5; the studio raises the backdrop to $8 before the save.
    await api.db.query('update options set retail_amount = $2 where id = $1', [blossom, usd(8)])
    try {
      const moved = await errorOf(await parent.saveItemOptions(paid.id, change, usd(5)), 409)
      expect(moved).toMatchObject({ code: 'amount_changed', values: { confirmedAmount: { amount: usd(8) } } })
      expect(moved.message).toBe(
        'The price of this change moved: it now adds $8.00 (you confirmed it adds $5.00). Nothing was changed: look at the new amount and confirm again.',
      )
      expect(await parent.read(paid.id)).toEqual(paid)
      expect(await changeRows(api, paid.id)).toEqual([])
      const charged = await parent.changed(paid.id, change, usd(8))
      expect(charged.total - paid.total).toBe(usd(8))
      const [row] = await changeRows(api, paid.id)
      expect(await sandboxRecordOf(api, row?.id ?? '')).toMatchObject({ charges: 1, taken: usd(8) })
    } finally {
      await api.db.query('update options set retail_amount = $2 where id = $1', [blossom, usd(5)])
    }
  })

  it('a change of a bought order without the amount confirmed is 400 (fields.confirmedAmount); the same price is confirmed as 0', async () => {
    const paid = await parent.bought('card')
    const crop = [greenScreenChange(itemOf(paid), 'blue', 'lustre', { crop: CROP })]
    const missing = await errorOf(await parent.saveItemOptions(paid.id, crop), 400)
    expect(Object.keys(missing.fields ?? {})).toEqual(['confirmedAmount'])
    expect((await errorOf(await parent.saveItemOptions(paid.id, crop, usd(1)), 409)).code).toBe('amount_changed')
    expect(await parent.read(paid.id)).toEqual(paid)
    expect((await parent.changed(paid.id, crop, 0)).version).toBe(paid.version + 1)
  })

  it(`a parent makes at most ${MAX_MONEY_CHANGES} changes that move money: then 409 too_many_changes naming the studio contact; a crop still, the studio still`, async () => {
    const paid = await parent.bought('testing')
    const item = itemOf(paid)
    for (let i = 0; i < MAX_MONEY_CHANGES; i++)
      await parent.changed(
        paid.id,
        [greenScreenChange(item, i % 2 === 0 ? 'blossom' : 'blue')],
        i % 2 === 0 ? usd(5) : -usd(5),
      )
    const more = await errorOf(await parent.saveItemOptions(paid.id, [greenScreenChange(item, 'blossom')], usd(5)), 409)
    expect(more).toEqual({
      code: 'too_many_changes',
      message: `This order has had ${MAX_MONEY_CHANGES} changes that changed its price, the most that can be made here. Ask Brightside order desk at orders@brightside.example.`,
    })
    expect(await changeRows(api, paid.id)).toHaveLength(MAX_MONEY_CHANGES)
    await parent.changed(paid.id, [greenScreenChange(item, 'blue', 'lustre', { crop: CROP })], 0)
    const admin = await api.send('admin-secret-token', 'PUT', `/orders/${paid.id}/item_options`, {
      order: paid.id,
      items: [greenScreenChange(item, 'blossom', 'lustre', { crop: CROP })],
      confirmedAmount: usd(5),
    })
    expect(admin.status, await admin.clone().text()).toBe(200)
  })

  it(`at most ${MAX_WAITING_CHANGES} requests of an order wait for another change’s payment; one more is 409 change_in_progress at once`, async () => {
    const paid = await parent.bought('card')
    const item = itemOf(paid)
    // The card gateway holds the first change's charge until the test lets it go.
    let letGo = () => {}
    const held = new Promise<void>((resolve) => {
      letGo = resolve
    })
    const holding: CardGateway = { ...api.sandbox, charge: async (input) => held.then(() => api.sandbox.charge(input)) }
    const app = createApp({ ...api.deps, db: api.db, cardGateways: { sandbox: holding } })
    const first = app.request(
      `/api/orders/${paid.id}/item_options`,
      {
        method: 'PUT',
        headers: { Authorization: `Bearer ${parent.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ order: paid.id, items: [greenScreenChange(item, 'blossom')], confirmedAmount: usd(5) }),
      },
      fromAddress(TEST_CLIENT_ADDRESS),
    )
    while ((await changeRows(api, paid.id)).length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    const crop = [greenScreenChange(item, 'blossom', 'lustre', { crop: CROP })]
    const others = Array.from({ length: MAX_WAITING_CHANGES + 1 }, () => parent.saveItemOptions(paid.id, crop, 0))
    // While the charge is held, the one request beyond the bound is answered; the others wait.
    const answeredFirst = await Promise.race(others)
    expect((await errorOf(answeredFirst, 409)).code).toBe('change_in_progress')
    letGo()
    expect((await first).status).toBe(200)
    const statuses = (await Promise.all(others)).map((r) => r.status).sort()
    expect(statuses).toEqual([...Array(MAX_WAITING_CHANGES).fill(200), 409])
  })

  it('replaying a change with the same Idempotency-Key charges once and answers the same', async () => {
    const paid = await parent.bought('card')
    const headers = { 'Idempotency-Key': `change-${paid.id}` }
    const first = await parent.saveItemOptions(
      paid.id,
      [greenScreenChange(itemOf(paid), 'blossom', 'metallic')],
      usd(9),
      headers,
    )
    const again = await parent.saveItemOptions(
      paid.id,
      [greenScreenChange(itemOf(paid), 'blossom', 'metallic')],
      usd(9),
      headers,
    )
    expect(first.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.text()).toBe(await first.text())
    const rows = await changeRows(api, paid.id)
    expect(rows).toHaveLength(1)
    expect(await sandboxRecordOf(api, rows[0]?.id ?? '')).toMatchObject({ charges: 1, taken: usd(9) })
  })

  it('If-Match: a change on an older version is 409 version_conflict, and nothing is charged', async () => {
    const paid = await parent.bought('card')
    const stale = await parent.saveItemOptions(paid.id, [greenScreenChange(itemOf(paid), 'blossom')], usd(5), {
      'If-Match': `"${paid.version - 1}"`,
    })
    expect((await errorOf(stale, 409)).code).toBe('version_conflict')
    expect(await changeRows(api, paid.id)).toEqual([])
    const current = await parent.saveItemOptions(paid.id, [greenScreenChange(itemOf(paid), 'blossom')], usd(5), {
      'If-Match': `"${paid.version}"`,
    })
    expect(current.status).toBe(200)
  })

  it('placed to pay at school: no gateway, the amount due changes; test mode: recorded, a decrease counts as refunded', async () => {
    const placed = await parent.bought('manual')
    expect(placed.status).toBe('placed')
    const dearer = await parent.changed(placed.id, [greenScreenChange(itemOf(placed), 'blossom')], usd(5))
    expect(dearer.total - placed.total).toBe(usd(5))
    expect(dearer.payment?.amount).toBe(dearer.total)
    expect((await changeRows(api, placed.id))[0]).toMatchObject({ settlement: 'due', status: 'succeeded' })

    const tested = await parent.bought('testing', [greenScreen(1, 'blossom')])
    const cheaper = await parent.changed(tested.id, [greenScreenChange(itemOf(tested), 'blue')], -usd(5))
    expect(tested.total - cheaper.total).toBe(usd(5))
    expect(cheaper.totalRefund).toBe(usd(5))
    expect((await changeRows(api, tested.id))[0]).toMatchObject({ settlement: 'record', status: 'succeeded' })
  })

  it('a free order whose price rises: 409 change_needs_payment, nothing changed', async () => {
    const paid = await parent.bought('testing')
    await api.db.query(`update payments set method = 'free' where id = (select payment_id from orders where id = $1)`, [
      paid.id,
    ])
    const refused = await parent.saveItemOptions(paid.id, [greenScreenChange(itemOf(paid), 'blossom')], usd(5))
    expect((await errorOf(refused, 409)).code).toBe('change_needs_payment')
    expect((await parent.read(paid.id)).version).toBe(paid.version)
  })

  it('after the production cutoff: 409 changes_closed naming the date and the studio contact; canChange false', async () => {
    const paid = await parent.bought('card')
    const cutoff = new Date(SEEDED_AT.getTime() - 86_400_000).toISOString()
    const stage = await api.db.query<{ settings: object }>('select settings from stages where id = $1', [SPRING_STAGE])
    await api.db.query(
      `update stages set settings = settings || jsonb_build_object('productionCutoffAt', $2::text)
      where id = $1`,
      [SPRING_STAGE, cutoff],
    )
    try {
      const closed = await errorOf(
        await parent.saveItemOptions(paid.id, [greenScreenChange(itemOf(paid), 'grey')], 0),
        409,
      )
      expect(closed).toMatchObject({
        code: 'changes_closed',
        message: 'Changes closed on October 31, 2026. Ask Brightside order desk at orders@brightside.example.',
      })
      const photoOption = await parent.send('PUT', `/orders/${paid.id}/image_options`, {
        orderImageOptions: [
          { image: photo(1), productOptionGroup: group('image-tone'), value: option('image-tone', 'bw') },
        ],
      })
      expect((await errorOf(photoOption, 409)).code).toBe('changes_closed')
      expect((await parent.read(paid.id)).afterPurchase).toMatchObject({ productionCutoffAt: cutoff, canChange: false })
    } finally {
      await api.db.query('update stages set settings = $2 where id = $1', [SPRING_STAGE, stage.rows[0]?.settings])
    }
  })

  it('a digital item is delivered: its photo is not changed after purchase (409 digital_delivered, nothing changed)', async () => {
    const paid = await parent.bought('testing', [digitalSingle(photo(1), crop(1))])
    const node = demoIds.node('spring-set', 'digital-single', 0)
    const other = { node, image: photo(2), imageCrop: crop(2) }
    const res = await parent.saveItemOptions(paid.id, [{ id: itemOf(paid), nodes: [other] }], 0)
    expect((await errorOf(res, 409)).code).toBe('digital_delivered')
    expect(await parent.read(paid.id)).toEqual(paid)
    expect(await changeRows(api, paid.id)).toEqual([])
  })

  it('a cancelled order, or one of another parent: refused as before (409 order_locked, 404)', async () => {
    const paid = await parent.bought('card')
    const stranger = await parentOf(api)
    expect((await errorOf(await stranger.saveItemOptions(paid.id, [{ id: itemOf(paid) }]), 404)).code).toBe('not_found')
    const placed = await parent.bought('manual')
    await api.db.query(`update orders set status = 'cancelled' where id = $1`, [placed.id])
    const locked = await parent.saveItemOptions(placed.id, [greenScreenChange(itemOf(placed), 'grey')], 0)
    expect((await errorOf(locked, 409)).code).toBe('order_locked')
  })

  it('the admin may change a parent’s paid order; its audit row names no store user', async () => {
    const paid = await parent.bought('card')
    const res = await api.send('admin-secret-token', 'PUT', `/orders/${paid.id}/item_options`, {
      order: paid.id,
      items: [greenScreenChange(itemOf(paid), 'grey')],
      confirmedAmount: 0,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await changeRows(api, paid.id))[0]).toMatchObject({ store_user_id: null, settlement: 'none' })
  })

  it('a price changed while the difference was being charged: the charge is given back, nothing changed (409)', async () => {
    const paid = await parent.bought('card')
    const blossom = option('backdrop', 'blossom')
    // The studio raises the premium backdrop just as the card is charged.
    const raising: CardGateway = {
      ...api.sandbox,
      charge: async (input) => {
        await api.db.query('update options set retail_amount = $2 where id = $1', [blossom, usd(6)])
        return api.sandbox.charge(input)
      },
    }
    const app = createApp({ ...api.deps, db: api.db, cardGateways: { sandbox: raising } })
    try {
      const res = await app.request(
        `/api/orders/${paid.id}/item_options`,
        {
          method: 'PUT',
          headers: { Authorization: `Bearer ${parent.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            order: paid.id,
            items: [greenScreenChange(itemOf(paid), 'blossom')],
            confirmedAmount: usd(5),
          }),
        },
        fromAddress(TEST_CLIENT_ADDRESS),
      )
      expect((await errorOf(res, 409)).code).toBe('prices_changed')
      const [row] = await changeRows(api, paid.id)
      expect(row).toMatchObject({ status: 'failed', failure_code: 'prices_changed' })
      expect(await sandboxRecordOf(api, row?.id ?? '')).toEqual({
        charges: 1,
        taken: usd(5),
        refunds: 1,
        givenBack: usd(5),
      })
      const after = await parent.read(paid.id)
      expect([after.total, after.version]).toEqual([paid.total, paid.version])
    } finally {
      await api.db.query('update options set retail_amount = $2 where id = $1', [blossom, usd(5)])
    }
  })
})

describe('issue 14: a refund refused for good puts the order back as it was (no change left pending forever)', () => {
  /** The studio gave the whole payment back in the provider's dashboard: the sandbox refuses any further refund. */
  const refundedAtTheProvider = (orderId: string) =>
    api.db.query(
      `update sandbox_intents set amount_refunded = amount
       where id = (select p.intent_id from payments p join orders o on o.payment_id = p.id where o.id = $1)`,
      [orderId],
    )
  /** The order as a parent sees what they bought: items, photo options and totals. */
  const bought = (order: Order) => ({
    orderItems: order.orderItems,
    orderImageOptions: order.orderImageOptions,
    subTotal: order.subTotal,
    totalTax: order.totalTax,
    total: order.total,
    totalRefund: order.totalRefund,
  })
  const pendingChange = async (orderId: string) =>
    (
      await api.db.query<{ pending_change_id: string | null }>('select pending_change_id from orders where id = $1', [
        orderId,
      ])
    ).rows[0]?.pending_change_id
  const reservedOnPayment = async (orderId: string) =>
    Number(
      (
        await api.db.query<{ refunded: number }>(
          'select p.refunded from payments p join orders o on o.payment_id = p.id where o.id = $1',
          [orderId],
        )
      ).rows[0]?.refunded,
    )
  /** The shop's reconcile with this card gateway as `sandbox`. */
  const reconcileWith = (sandbox: CardGateway) => reconcileOrderChanges({ db: api.db, cardGateways: { sandbox } })
  /** The card gateway with refunds that never answer. */
  const silent = (): CardGateway => ({
    ...api.sandbox,
    refund: async () => {
      throw new Error('gateway timeout')
    },
  })

  it('refused while the parent waits: 402 payment_failed in the provider’s words; items, photo options and totals as before, the change failed, the next change taken', async () => {
    const paid = await parent.bought('card', [greenScreen(1, 'blossom')])
    await refundedAtTheProvider(paid.id)
    const refused = await errorOf(
      await parent.saveItemOptions(paid.id, [greenScreenChange(itemOf(paid), 'blue')], -usd(5)),
      402,
    )
    expect(refused).toMatchObject({
      code: 'payment_failed',
      message: 'The refund is more than what is left of the payment to give back.',
    })
    const after = await parent.read(paid.id)
    expect(bought(after)).toEqual(bought(paid))
    expect(after.version).toBe(paid.version + 2)
    expect(after.afterPurchase.changes.map((c) => [c.amount, c.status])).toEqual([[-usd(5), 'failed']])
    expect((await changeRows(api, paid.id))[0]).toMatchObject({ status: 'failed', failure_code: 'refund_refused' })
    expect(await pendingChange(paid.id)).toBeNull()
    expect(await reservedOnPayment(paid.id)).toBe(0)
    const cropped = await parent.changed(
      paid.id,
      [greenScreenChange(itemOf(paid), 'blossom', 'lustre', { crop: CROP })],
      0,
    )
    expect(cropped.total).toBe(paid.total)
  })

  it('refused when reconcile asks again: recorded the same way, reconcile does not throw and asks no more', async () => {
    const paid = await parent.bought('card', [greenScreen(1, 'blossom')])
    const app = createApp({ ...api.deps, db: api.db, cardGateways: { sandbox: silent() } })
    const res = await app.request(
      `/api/orders/${paid.id}/item_options`,
      {
        method: 'PUT',
        headers: { Authorization: `Bearer ${parent.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          order: paid.id,
          items: [greenScreenChange(itemOf(paid), 'blue')],
          confirmedAmount: -usd(5),
        }),
      },
      fromAddress(TEST_CLIENT_ADDRESS),
    )
    expect(res.status).toBe(200)
    expect((await changeRows(api, paid.id))[0]).toMatchObject({ status: 'pending' })
    await refundedAtTheProvider(paid.id)
    await reconcileWith(api.sandbox)
    const [row] = await changeRows(api, paid.id)
    expect(row).toMatchObject({ status: 'failed', failure_code: 'refund_refused' })
    expect(bought(await parent.read(paid.id))).toEqual(bought(paid))
    expect(await pendingChange(paid.id)).toBeNull()
    expect(await reconcileWith(api.sandbox)).toBe(0)
  })

  it(`a gateway that never answers: tried ${MAX_GATEWAY_ATTEMPTS} times (counted on the row), then given up and the order put back`, async () => {
    const paid = await parent.bought('card', [greenScreen(1, 'blossom')])
    const app = createApp({ ...api.deps, db: api.db, cardGateways: { sandbox: silent() } })
    await app.request(
      `/api/orders/${paid.id}/item_options`,
      {
        method: 'PUT',
        headers: { Authorization: `Bearer ${parent.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          order: paid.id,
          items: [greenScreenChange(itemOf(paid), 'blue')],
          confirmedAmount: -usd(5),
        }),
      },
      fromAddress(TEST_CLIENT_ADDRESS),
    )
    const attempts = async () =>
      (
        await api.db.query<{ attempts: number; status: string }>(
          'select attempts, status from order_changes where order_id = $1',
          [paid.id],
        )
      ).rows[0]
    for (let run = 1; run < MAX_GATEWAY_ATTEMPTS; run++) await reconcileWith(silent())
    expect(await attempts()).toEqual({ attempts: MAX_GATEWAY_ATTEMPTS, status: 'pending' })
    await reconcileWith(silent())
    expect(await attempts()).toEqual({ attempts: MAX_GATEWAY_ATTEMPTS + 1, status: 'failed' })
    expect((await changeRows(api, paid.id))[0]).toMatchObject({ failure_code: 'gateway_unreachable' })
    expect(bought(await parent.read(paid.id))).toEqual(bought(paid))
    expect(await pendingChange(paid.id)).toBeNull()
    expect(await reservedOnPayment(paid.id)).toBe(0)
  })
})

describe('issue 14: the price a parent sees is the price charged (core/orderChangeAmount.ts, as the browser previews)', () => {
  /** The spring shop's store settings patched while `run` runs (the studio changing its charges), then restored. */
  const withStoreSettings = async <T>(patch: object, run: () => Promise<T>): Promise<T> => {
    const saved = await api.db.query<{ settings: object }>('select settings from stores where id = $1', [demoStore.id])
    await api.db.query('update stores set settings = settings || $2::jsonb where id = $1', [
      demoStore.id,
      JSON.stringify(patch),
    ])
    try {
      return await run()
    } finally {
      await api.db.query('update stores set settings = $2 where id = $1', [demoStore.id, saved.rows[0]?.settings])
    }
  }
  const charges = (order: Order) => ({
    taxRate: order.taxRate,
    totalTax: order.totalTax,
    serviceFeeLabel: order.serviceFeeLabel,
    serviceFeeTotal: order.serviceFeeTotal,
    shippingTotal: order.shippingTotal,
    couponDiscountTotal: order.couponDiscountTotal,
  })
  /** What the order page previews for an item change: core changeAmount on the order, the item at its new price. */
  const preview = (order: Order, changed: Order, itemId: string) => {
    const item = changed.orderItems.find((i) => i.id === itemId)
    return changeAmount(order, {
      kind: 'item',
      itemId,
      subTotal: item?.subTotal ?? 0,
      originalSubTotal: item?.originalSubTotal ?? 0,
    })
  }

  it('the store’s tax rate and service fee changed after payment: a crop moves no money, a backdrop its own price', async () => {
    const paid = await parent.bought('card')
    expect(paid.store).toBe(demoStore.id)
    await withStoreSettings({ taxRate: 10, serviceFee: { label: 'Service fee', amount: usd(3) } }, async () => {
      const cropped = await parent.changed(
        paid.id,
        [greenScreenChange(itemOf(paid), 'blue', 'lustre', { crop: CROP })],
        0,
      )
      expect(cropped.total).toBe(paid.total)
      expect(charges(cropped)).toEqual(charges(paid))
      expect((await changeRows(api, paid.id))[0]).toMatchObject({ amount: 0, settlement: 'none', status: 'succeeded' })
      const dearer = await parent.changed(
        paid.id,
        [greenScreenChange(itemOf(paid), 'blossom', 'lustre', { crop: CROP })],
        usd(5),
      )
      expect(dearer.total - paid.total).toBe(usd(5))
      expect(preview(cropped, dearer, itemOf(paid))).toBe(usd(5))
      expect(charges(dearer)).toEqual(charges(paid))
      const charge = (await changeRows(api, paid.id))[1]
      expect(charge).toMatchObject({ amount: usd(5), settlement: 'charge', total_after: dearer.total })
      expect(await sandboxRecordOf(api, charge?.id ?? '')).toMatchObject({ taken: usd(5), givenBack: 0 })
    })
  })

  it('a backdrop upgrade that would reach free shipping ($75) charges the item’s difference: shipping stays as paid', async () => {
    const paid = await parent.bought('card', [greenScreen(1, 'blue', 'metallic'), greenScreen(), greenScreen()])
    expect(paid.subTotal).toBe(usd(70))
    expect(paid.shippingTotal).toBeGreaterThan(0)
    const third = paid.orderItems[2]?.id ?? ''
    const changed = await parent.changed(paid.id, [greenScreenChange(third, 'blossom')], usd(5))
    expect(changed.subTotal).toBe(usd(75))
    expect(preview(paid, changed, third)).toBe(usd(5))
    expect(changed.total - paid.total).toBe(usd(5))
    expect(charges(changed)).toEqual(charges(paid))
    const [row] = await changeRows(api, paid.id)
    expect(row).toMatchObject({ amount: usd(5), settlement: 'charge', status: 'succeeded', total_after: changed.total })
    expect(await sandboxRecordOf(api, row?.id ?? '')).toMatchObject({ charges: 1, taken: usd(5) })
  })

  it('for generated changes (taxed at purchase, the store’s charges changed since), each amount moved is the preview', async () => {
    const BACKDROP: Record<string, number> = { blue: 0, grey: 0, blossom: 5 }
    const FINISH: Record<string, number> = { lustre: 0, metallic: 4, matte: 2 }
    const change = fc.record({
      item: fc.integer({ min: 0, max: 1 }),
      backdrop: fc.constantFrom(...Object.keys(BACKDROP)),
      finish: fc.constantFrom(...Object.keys(FINISH)),
      cropped: fc.boolean(),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 4 }), async (changes) => {
        const paid = await withStoreSettings({ taxRate: 8.25 }, () =>
          parent.bought('card', [greenScreen(), greenScreen(1, 'blossom')]),
        )
        expect(paid.taxRate).toBe(8.25)
        await withStoreSettings({ taxRate: 5, serviceFee: { label: 'Service fee', amount: usd(2) } }, async () => {
          let order = paid
          for (const c of changes) {
            const itemId = order.orderItems[c.item]?.id ?? ''
            const node = c.cropped ? { crop: CROP } : {}
            // What the order page previews and the parent confirms: the order with the item at its new price.
            const price = usd(22 + (BACKDROP[c.backdrop] ?? 0) + (FINISH[c.finish] ?? 0))
            const amount = changeAmount(order, { kind: 'item', itemId, subTotal: price, originalSubTotal: price })
            const changed = await parent.changed(
              order.id,
              [greenScreenChange(itemId, c.backdrop, c.finish, node)],
              amount,
            )
            const item = changed.orderItems.find((i) => i.id === itemId)
            expect([item?.subTotal, item?.originalSubTotal]).toEqual([price, price])
            expect(preview(order, changed, itemId)).toBe(amount)
            expect(changed.total - order.total).toBe(amount)
            expect(charges(changed)).toMatchObject({ taxRate: 8.25, serviceFeeTotal: 0 })
            const rows = await changeRows(api, order.id)
            const row = rows.length > order.afterPurchase.changes.length ? rows.at(-1) : undefined
            if (!row) expect(amount).toBe(0)
            else {
              expect(row.amount).toBe(amount)
              const moved = await sandboxRecordOf(api, row.id)
              expect([moved.taken, moved.givenBack]).toEqual([Math.max(0, amount), Math.max(0, -amount)])
            }
            order = changed
          }
        })
      }),
      { numRuns: 5 },
    )
  }, 120_000)
})

describe('issue 14 point 5: photo options after purchase (C §4 image options, on a child’s own photos)', () => {
  let withPhotos: Api
  beforeAll(async () => {
    withPhotos = await startApi({ photos: true })
  }, 120_000)
  afterAll(() => withPhotos.close())

  it('a photo option’s refund refused for good: 402, the option back as it was, the totals too, nothing left reserved', async () => {
    const parent = await parentOf(withPhotos)
    await withPhotos.enterCode(parent.token, SPRING, 'EMMA-2026')
    const print = { ...greenScreen(), nodes: [{ node: GREEN_SCREEN_NODE, ...emmaPhoto(1) }] }
    const paid = await parent.bought('card', [print], EMMA)
    const entry = {
      image: emmaPhoto(1).image,
      productOptionGroup: group('image-retouching'),
      value: option('image-retouching', 'basic'),
    }
    const withOption = await orderOf(
      await parent.send('PUT', `/orders/${paid.id}/image_options`, {
        orderImageOptions: [entry],
        confirmedAmount: usd(8),
      }),
    )
    // The studio gave everything back in the provider's dashboard: the charge of the option and the payment.
    await withPhotos.db.query(
      `update sandbox_intents set amount_refunded = amount
       where id in (select charge_intent_id from order_changes where order_id = $1)
          or id = (select p.intent_id from payments p join orders o on o.payment_id = p.id where o.id = $1)`,
      [paid.id],
    )
    const optionId = withOption.orderImageOptions[0]?.id ?? ''
    const refused = await parent.send('DELETE', `/order_image_options/${optionId}?confirmedAmount=${-usd(8)}`)
    expect((await errorOf(refused, 402)).code).toBe('payment_failed')
    const after = await parent.read(paid.id)
    expect(after.orderImageOptions).toEqual(withOption.orderImageOptions)
    expect([after.total, after.totalRefund]).toEqual([withOption.total, 0])
    const reserved = await withPhotos.db.query<{ refunded: number }>(
      `select refunded from order_changes where order_id = $1 and settlement = 'charge'`,
      [paid.id],
    )
    expect(reserved.rows.map((r) => Number(r.refunded))).toEqual([0])
  })

  it('photo options after purchase: a retouching level is charged, removing it refunds it', async () => {
    const parent = await parentOf(withPhotos)
    await withPhotos.enterCode(parent.token, SPRING, 'EMMA-2026')
    const print = { ...greenScreen(), nodes: [{ node: GREEN_SCREEN_NODE, ...emmaPhoto(1) }] }
    const paid = await parent.bought('card', [print], EMMA)
    const entry = {
      image: emmaPhoto(1).image,
      productOptionGroup: group('image-retouching'),
      value: option('image-retouching', 'basic'),
    }
    const saved = await parent.send('PUT', `/orders/${paid.id}/image_options`, {
      orderImageOptions: [entry],
      confirmedAmount: usd(8),
    })
    const withOption = await orderOf(saved)
    expect(withOption.total - paid.total).toBe(usd(8))
    const [charge] = await changeRows(withPhotos, paid.id)
    expect(charge).toMatchObject({
      kind: 'image_options',
      order_item_id: null,
      summary: expect.stringMatching(/^Options of .+: retouching none → Basic touch-up$/),
      settlement: 'charge',
    })
    expect(await sandboxRecordOf(withPhotos, charge?.id ?? '')).toMatchObject({ taken: usd(8) })
    const optionId = withOption.orderImageOptions[0]?.id ?? ''
    // A removal carries the refund the parent confirmed in its query: missing 400, another amount 409.
    // In the request's language (Accept-Language): its words, and the locale kept on the change for a replay.
    const remove = (query: string) =>
      parent.send('DELETE', `/order_image_options/${optionId}${query}`, undefined, { 'Accept-Language': 'de-DE' })
    expect((await errorOf(await remove(''), 400)).fields).toHaveProperty('confirmedAmount')
    const moved = await errorOf(await remove('?confirmedAmount=0'), 409)
    expect(moved.values).toEqual({ confirmedAmount: { amount: -usd(8) } })
    expect(moved.message).toMatch(/takes 8,00\s\$ off/)
    const removed = await orderOf(await remove(`?confirmedAmount=${-usd(8)}`))
    expect(removed.total).toBe(paid.total)
    expect(removed.totalRefund).toBe(usd(8))
    const refund = (await changeRows(withPhotos, paid.id))[1]
    expect(refund).toMatchObject({ kind: 'remove_image_option', amount: -usd(8), status: 'succeeded' })
    const locales = await withPhotos.db.query<{ locale: string }>(
      'select locale from order_changes where order_id = $1 order by created_at',
      [paid.id],
    )
    expect(locales.rows.map((r) => r.locale)).toEqual(['en-US', 'de-DE'])
    expect(await sandboxRecordOf(withPhotos, refund?.id ?? '')).toMatchObject({ givenBack: usd(8) })
  })
})
