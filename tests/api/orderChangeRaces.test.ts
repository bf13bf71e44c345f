// Issue 14 point 5 on PostgreSQL (npm run test:pg -- tests/api/orderChangeRaces.test.ts): changes after purchase of
// one paid order racing each other, and a crash between the gateway and the change's record finished by reconcile.
// On PGlite transactions run one at a time, so these pass there by construction; on PostgreSQL the requests run side
// by side (a pool of 10) and only the order's lock and its pending change keep each difference charged or refunded
// once, computed from the order as the change before left it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SaveItemOptionsResponse } from '../../core/schemas/afterPurchase'
import { ErrorBody } from '../../core/schemas/errors'
import { createApp } from '../../server/app'
import type { CardGateway } from '../../server/services/payments/gateway'
import { reconcilePayments } from '../../server/services/payments/payments'
import { type Api, decode, fromAddress, startApi, TEST_CLIENT_ADDRESS } from './harness'
import {
  changeRows,
  errorOf,
  greenScreenChange,
  type Parent,
  parentOf,
  sandboxRecordOf,
  usd,
} from './orderChangeFixtures'

const CHANGES = 20
/** Twenty changes of one order, each waiting for the one before: seconds, not the default 5. */
const RACE_TIMEOUT_MS = 120_000

let api: Api
let parent: Parent
beforeAll(async () => {
  api = await startApi()
  parent = await parentOf(api)
}, 60_000)
afterAll(() => api.close())

const BACKDROPS = ['blue', 'grey', 'blossom', 'autumn', 'library']
const FINISHES = ['lustre', 'metallic', 'matte']

/** The shop's API on the same database with another card gateway as `sandbox`. */
const appWith = (sandbox: CardGateway) => {
  const app = createApp({ ...api.deps, db: api.db, cardGateways: { sandbox } })
  return (orderId: string, items: object[], confirmedAmount: number) =>
    app.request(
      `/api/orders/${orderId}/item_options`,
      {
        method: 'PUT',
        headers: { Authorization: `Bearer ${parent.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ order: orderId, items, confirmedAmount }),
      },
      fromAddress(TEST_CLIENT_ADDRESS),
    )
}

/**
 * A save as the order page makes it, by the studio (a parent makes at most MAX_MONEY_CHANGES that move money): the
 * amount confirmed, and when another change came first and moved the price (409 amount_changed) the amount the server
 * names confirmed again; when more requests wait than an order lets wait (409 change_in_progress), tried again.
 */
const saveConfirming = async (orderId: string, items: object[]) => {
  let amount = 0
  for (let attempt = 0; attempt < 200; attempt++) {
    const res = await api.send('admin-secret-token', 'PUT', `/orders/${orderId}/item_options`, {
      order: orderId,
      items,
      confirmedAmount: amount,
    })
    if (res.status !== 409) return res
    const { error } = await decode(ErrorBody, res.clone())
    const quoted = error.values?.confirmedAmount?.amount
    if (error.code === 'change_in_progress') await new Promise((resolve) => setTimeout(resolve, 20))
    else if (error.code === 'amount_changed' && typeof quoted === 'number') amount = quoted
    else return res
  }
  throw new Error('the change never went through')
}

describe('changes after purchase under concurrency', () => {
  it(
    `${CHANGES} different changes of one paid order at once: each charges or refunds exactly its own difference, and the final total is what the card paid less what it got back (no lost update)`,
    async () => {
      const paid = await parent.bought('card')
      const item = paid.orderItems[0]?.id ?? ''
      const answers = await Promise.all(
        Array.from({ length: CHANGES }, (_, i) =>
          saveConfirming(paid.id, [
            greenScreenChange(item, BACKDROPS[i % BACKDROPS.length] ?? 'blue', FINISHES[i % FINISHES.length]),
          ]),
        ),
      )
      const statuses = answers.map((r) => r.status)
      expect(
        statuses.every((s) => s === 200),
        JSON.stringify(statuses),
      ).toBe(true)
      const rows = await changeRows(api, paid.id)
      const succeeded = rows.filter((r) => r.status === 'succeeded')
      expect(rows.filter((r) => r.status !== 'succeeded')).toEqual([])
      let taken = 0
      let givenBack = 0
      for (const row of succeeded) {
        const record = await sandboxRecordOf(api, row.id)
        // Its own difference, once: a charge taken once, or refunds adding up to it.
        if (row.amount > 0) expect(record).toEqual({ charges: 1, taken: row.amount, refunds: 0, givenBack: 0 })
        else
          expect({ taken: record.taken, givenBack: record.givenBack }).toEqual({
            taken: 0,
            givenBack: row.amount < 0 ? -row.amount : 0,
          })
        taken += record.taken
        givenBack += record.givenBack
      }
      const final = await parent.read(paid.id)
      expect(final.total).toBe(paid.total + taken - givenBack)
      expect(final.totalRefund).toBe(givenBack)
      // Each change priced from the order the one before left: the differences chain up to the final total.
      expect(succeeded.reduce((total, r) => total + r.amount, paid.total)).toBe(final.total)
      expect(final.afterPurchase.changes.filter((c) => c.status === 'succeeded')).toHaveLength(succeeded.length)
    },
    RACE_TIMEOUT_MS,
  )

  it(
    'a crash between the charge and its record: the change stays pending, the order unchanged; reconcile (twice at once) finishes it once',
    async () => {
      const paid = await parent.bought('card')
      // The provider takes the money, then the connection dies before the shop hears it.
      const dying: CardGateway = {
        ...api.sandbox,
        charge: async (input) => {
          await api.sandbox.charge(input)
          throw new Error('socket hang up')
        },
      }
      const res = await appWith(dying)(paid.id, [greenScreenChange(paid.orderItems[0]?.id ?? '', 'blossom')], usd(5))
      expect((await errorOf(res, 503)).code).toBe('change_pending')
      const [pending] = await changeRows(api, paid.id)
      expect(pending).toMatchObject({ status: 'pending', amount: usd(5) })
      const meanwhile = await parent.read(paid.id)
      expect([meanwhile.total, meanwhile.version]).toEqual([paid.total, paid.version])
      expect(await sandboxRecordOf(api, pending?.id ?? '')).toMatchObject({ charges: 1, taken: usd(5) })

      const deps = { db: api.db, cardGateways: { sandbox: api.sandbox } }
      await Promise.all([reconcilePayments(deps), reconcilePayments(deps)])
      const [finished] = await changeRows(api, paid.id)
      expect(finished).toMatchObject({ status: 'succeeded', amount: usd(5) })
      expect(await sandboxRecordOf(api, finished?.id ?? '')).toEqual({
        charges: 1,
        taken: usd(5),
        refunds: 0,
        givenBack: 0,
      })
      const after = await parent.read(paid.id)
      expect(after.total).toBe(paid.total + usd(5))
      expect(after.version).toBe(paid.version + 1)
      // The order takes changes again.
      const next = await parent.saveItemOptions(
        paid.id,
        [greenScreenChange(paid.orderItems[0]?.id ?? '', 'grey')],
        -usd(5),
      )
      expect((await decode(SaveItemOptionsResponse, next)).data.order.total).toBe(paid.total)
    },
    RACE_TIMEOUT_MS,
  )

  it(
    'a crash after a refund was asked: the change is applied, its refund finished once by reconcile',
    async () => {
      const paid = await parent.bought('card')
      const item = paid.orderItems[0]?.id ?? ''
      await parent.changed(paid.id, [greenScreenChange(item, 'blossom', 'metallic')], usd(9))
      const dying: CardGateway = {
        ...api.sandbox,
        refund: async (...args) => {
          await api.sandbox.refund(...args)
          throw new Error('socket hang up')
        },
      }
      const res = await appWith(dying)(paid.id, [greenScreenChange(item, 'blue')], -usd(9))
      const answered = (await decode(SaveItemOptionsResponse, res)).data.order
      expect(answered.total).toBe(paid.total)
      const refund = (await changeRows(api, paid.id))[1]
      expect(refund).toMatchObject({ status: 'pending', amount: -usd(9) })
      const deps = { db: api.db, cardGateways: { sandbox: api.sandbox } }
      await Promise.all([reconcilePayments(deps), reconcilePayments(deps)])
      expect((await changeRows(api, paid.id))[1]).toMatchObject({ status: 'succeeded' })
      expect(await sandboxRecordOf(api, refund?.id ?? '')).toMatchObject({ givenBack: usd(9) })
      expect((await parent.read(paid.id)).totalRefund).toBe(usd(9))
    },
    RACE_TIMEOUT_MS,
  )
})
