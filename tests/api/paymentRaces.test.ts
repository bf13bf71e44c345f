// Issue 13 point 3 on PostgreSQL (npm run test:pg -- tests/api/paymentRaces.test.ts): completions racing on one
// order. On PGlite transactions run one at a time, so these pass there by construction; on PostgreSQL the requests
// run side by side (a pool of 10) and only the locks of the one completion path (the payment row, then the group's
// orders by id) keep the money taken once and the order paid once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentAnswer } from '../../core/schemas/payment'
import { type Api, startApi } from './harness'
import {
  AUTHENTICATE,
  answerChallenge,
  answerOf,
  capturedCount,
  cardToken,
  notify,
  paymentsOf,
  type Shopper,
  shopper,
  toPay,
} from './paymentFixtures'

const COMPLETIONS = 200
/** Hundreds of requests on one order: seconds, not the default 5. */
const RACE_TIMEOUT_MS = 120_000

let api: Api
let parent: Shopper
beforeAll(async () => {
  api = await startApi()
  parent = await shopper(api)
})
afterAll(() => api.close())

/** Delivers the sandbox's due notifications to the shop from `workers` delivery loops at once, `rounds` times. */
const deliverAtOnce = async (workers: number, rounds: number) => {
  const statuses: number[] = []
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      Array.from({ length: workers }, () =>
        api.sandbox.deliverDue(async (body, signature) => {
          const status = (await notify(api, body, signature)).status
          statuses.push(status)
          return status
        }),
      ),
    )
    api.advanceClock(5)
  }
  return statuses
}

describe('exactly once under concurrency', () => {
  it(
    `${COMPLETIONS} process payments of one authenticated order and its duplicate notifications at once: one payment, one capture, one paid order, one answer`,
    async () => {
      const order = await parent.fallOrder()
      const started = await answerOf(await parent.payByCard(order, AUTHENTICATE))
      await answerChallenge(api, started.paymentIntentClientSecret ?? '', 'complete')
      const [answers, statuses] = await Promise.all([
        Promise.all(Array.from({ length: COMPLETIONS }, () => parent.processPayment(order.id).then(answerOf))),
        deliverAtOnce(4, 3),
      ])
      expect(statuses.every((s) => s === 200)).toBe(true)
      const paid = await parent.read(order.id)
      expect(paid.status).toBe('paid')
      expect(new Set(answers.map((a: PaymentAnswer) => JSON.stringify(a)))).toEqual(
        new Set([JSON.stringify({ order: paid, requiresAction: false, paymentIntentClientSecret: null })]),
      )
      const payments = await paymentsOf(api, order.id)
      expect(payments.map((p) => p.status)).toEqual(['succeeded'])
      expect(await capturedCount(api, payments[0]?.intent_id ?? '')).toBe(1)
    },
    RACE_TIMEOUT_MS,
  )

  it(
    'submits of one order from many tabs at once: one payment taken; each answers the paid order or "in progress", never a refusal',
    async () => {
      const order = await parent.fallOrder()
      const tokens = await Promise.all(Array.from({ length: 20 }, () => cardToken(api, '4242 4242 4242 4242')))
      const results = await Promise.all(
        tokens.map((paymentMethodId) =>
          parent.submit(order.id, { method: 'stripe', paymentMethodId, confirmedTotal: toPay(order) }),
        ),
      )
      const paid = await parent.read(order.id)
      expect(paid.status).toBe('paid')
      for (const res of results) {
        if (res.status === 200) expect((await answerOf(res)).order).toEqual(paid)
        else
          expect([res.status, ((await res.json()) as { error: { code: string } }).error.code]).toEqual([
            409,
            'payment_in_progress',
          ])
      }
      const payments = await paymentsOf(api, order.id)
      expect(payments.filter((p) => p.status === 'succeeded')).toHaveLength(1)
      const intents = await api.db.query<{ n: number }>(
        'select coalesce(sum(captured_count), 0)::int as n from sandbox_intents where payment_id = any($1::text[])',
        [payments.map((p) => p.id)],
      )
      expect(intents.rows[0]?.n).toBe(1)
    },
    RACE_TIMEOUT_MS,
  )
})
