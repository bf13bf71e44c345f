// Issue 13 point 1: the sandbox card gateway behaves like a card provider in test mode: tokens at
// /sandbox/v1/payment_methods (the card refused as a provider refuses it), intents authorised at confirm and taken once
// at capture whatever the concurrency, the bank-style challenge page (pass, fail, close), refunds within the amount,
// and signed notifications delivered twice and out of order. Runs on PGlite and on PostgreSQL (npm run test:pg).
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../core/schemas/errors'
import { SandboxPaymentMethod } from '../../core/schemas/payment'
import { sandboxRoutes } from '../../server/routes/sandbox'
import { demoId } from '../../server/seed/ids'
import type { ProviderIntent } from '../../server/services/payments/gateway'
import { SANDBOX_PUBLISHABLE_KEY } from '../../server/services/payments/sandbox'
import { MAX_ATTEMPTS, SIGNATURE_HEADER } from '../../server/services/payments/sandboxNotifications'
import { type Api, decode, startApi } from './harness'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const AMOUNT = 2_500_000 // $25.00
const RETURN_URL = `/cart/${demoId('session:spring-reorders')}/payment/result?order=${randomUUID()}`

const sandbox = (path: string, init: RequestInit = {}) => api.app.request(`/sandbox${path}`, init)

const tokenRequest = (card: Record<string, string>, key = SANDBOX_PUBLISHABLE_KEY) =>
  sandbox('/v1/payment_methods', {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ card }),
  })
const cardOf = (number: string) => ({
  holderName: 'Ada Parent',
  number,
  expMonth: '12',
  expYear: '30',
  cvc: number.replace(/\s/g, '').length === 15 ? '1234' : '123',
})
const tokenOf = async (number: string) => (await decode(SandboxPaymentMethod, await tokenRequest(cardOf(number)))).id

const newIntent = () => {
  const paymentId = randomUUID()
  return api.sandbox.create({ amount: AMOUNT, currency: 'USD', paymentId, idempotencyKey: paymentId })
}
/** An intent confirmed with a card of this test number. */
const confirmedWith = async (number: string) => api.sandbox.confirm((await newIntent()).id, await tokenOf(number))

const capturedCount = async (id: string) =>
  (await api.db.query<{ n: number }>('select captured_count as n from sandbox_intents where id = $1', [id])).rows[0]?.n

const challengeUrl = (secret: string, returnUrl = RETURN_URL) =>
  `/challenge?client_secret=${encodeURIComponent(secret)}&return_url=${encodeURIComponent(returnUrl)}`
const answer = (secret: string, reply: string, returnUrl = RETURN_URL) =>
  sandbox('/challenge', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: secret, return_url: returnUrl, answer: reply }).toString(),
  })

describe('tokenisation: POST /sandbox/v1/payment_methods', () => {
  it('answers a pm_ token with the brand and last four digits, and keeps no card number', async () => {
    const res = await tokenRequest(cardOf('4242 4242 4242 4242'))
    expect(res.status).toBe(200)
    const token = await decode(SandboxPaymentMethod, res)
    expect(token.id).toMatch(/^pm_[0-9a-f]{24}$/)
    expect(token.card).toEqual({ brand: 'visa', last4: '4242' })
    const { rows } = await api.db.query('select * from sandbox_payment_methods where id = $1', [token.id])
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain('424242424242')
    expect(JSON.stringify(rows)).not.toContain('"123"')
  })

  it.each([
    ['a number failing Luhn', { number: '4242 4242 4242 4241' }, 'card.number'],
    ['an expired month (the clock is November 2026)', { expMonth: '10', expYear: '26' }, 'card.expiry'],
    ['month 13', { expMonth: '13' }, 'card.expiry'],
    ['a two-digit CVC', { cvc: '12' }, 'card.cvc'],
  ])('refuses %s: 400 invalid_card in plain words with the field', async (_, change, field) => {
    const res = await tokenRequest({ ...cardOf('4242424242424242'), ...change })
    expect(res.status).toBe(400)
    const { error } = await decode(ErrorBody, res)
    expect(error.code).toBe('invalid_card')
    expect(error.message).toMatch(/^(Your|Please)[^{}]+\.$/)
    expect(Object.keys(error.fields ?? {})).toEqual([field])
  })

  it('refuses a body without the card fields (400 bad_request) and malformed JSON', async () => {
    const missing = await tokenRequest({ number: '4242424242424242' })
    expect(missing.status).toBe(400)
    expect((await decode(ErrorBody, missing)).error.code).toBe('bad_request')
    const malformed = await sandbox('/v1/payment_methods', {
      method: 'POST',
      headers: { Authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}`, 'Content-Type': 'application/json' },
      body: '{"card":',
    })
    expect(malformed.status).toBe(400)
  })

  it.each([
    ['a wrong publishable key', 'pk_live_other'],
    ['no key', ''],
  ])('refuses %s with 401 and makes no token', async (_, key) => {
    const before = (await api.db.query('select id from sandbox_payment_methods')).rows.length
    const res = await tokenRequest(cardOf('4242424242424242'), key)
    expect(res.status).toBe(401)
    expect((await decode(ErrorBody, res)).error.code).toBe('invalid_publishable_key')
    expect((await api.db.query('select id from sandbox_payment_methods')).rows).toHaveLength(before)
  })
})

describe('create and confirm', () => {
  it('create with the same key answers the same intent, also when sent at once', async () => {
    const paymentId = randomUUID()
    const input = { amount: AMOUNT, currency: 'USD', paymentId, idempotencyKey: paymentId }
    const all = await Promise.all(Array.from({ length: 20 }, () => api.sandbox.create(input)))
    expect(new Set(all.map((i) => i.id)).size).toBe(1)
    const first = all[0] as ProviderIntent
    expect(first).toMatchObject({ status: 'requires_payment_method', amount: AMOUNT, paymentId, lastError: null })
    expect(first.clientSecret).toMatch(new RegExp(`^${first.id}_secret_[0-9a-f]{32}$`))
    expect(await api.sandbox.create(input)).toEqual(first)
    const rows = await api.db.query('select id from sandbox_intents where idempotency_key = $1', [paymentId])
    expect(rows.rows).toHaveLength(1)
  })

  it.each([
    ['4242 4242 4242 4242', 'requires_capture', null],
    ['4000 0000 0000 0002', 'requires_payment_method', ['card_declined', 'Your card was declined.']],
    ['4000 0000 0000 9995', 'requires_payment_method', ['insufficient_funds', 'Your card has insufficient funds.']],
    ['4000 0000 0000 0069', 'requires_payment_method', ['expired_card', 'Your card has expired.']],
    ['4000 0000 0000 0127', 'requires_payment_method', ['incorrect_cvc', "Your card's security code is incorrect."]],
    [
      '4000 0000 0000 0119',
      'requires_payment_method',
      ['processing_error', 'An error occurred while processing your card. Try again in a little bit.'],
    ],
    ['4000 0027 6000 3184', 'requires_action', null],
    ['4000 0082 6000 3178', 'requires_action', null],
    ['5555 5555 5555 4444', 'requires_capture', null],
    ['3782 822463 10005', 'requires_capture', null],
    ['6011 1111 1111 1117', 'requires_capture', null],
  ])('%s confirms to %s', async (number, status, error) => {
    const intent = await confirmedWith(number)
    expect(intent.status).toBe(status)
    expect(intent.lastError).toEqual(error ? { code: error[0], message: error[1] } : null)
    expect(intent.card?.last4).toBe(number.replace(/\s/g, '').slice(-4))
    expect(await api.sandbox.retrieve(intent.id)).toEqual(intent)
  })

  it('refuses an unknown token as a card it cannot find', async () => {
    const intent = await api.sandbox.confirm((await newIntent()).id, 'pm_000000000000000000000000')
    expect(intent.status).toBe('requires_payment_method')
    expect(intent.lastError?.code).toBe('resource_missing')
  })
})

describe('the authentication challenge page', () => {
  it('shows a bank-style page with the amount, the merchant and the three answers; no script, no inline style', async () => {
    const intent = await confirmedWith('4000 0027 6000 3184')
    const res = await sandbox(challengeUrl(intent.clientSecret))
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const page = await res.text()
    for (const text of [
      'Sandbox bank — test mode',
      '$25.00',
      'Picture-day storefront',
      'Visa ending in 3184',
      'Complete authentication',
      'Fail authentication',
      '>Close<',
      'name="viewport"',
    ])
      expect(page).toContain(text)
    expect(page).not.toMatch(/<script|<style|style=/i)
    const css = await sandbox('/challenge.css')
    expect(css.status).toBe(200)
    expect(css.headers.get('Content-Type')).toContain('text/css')
  })

  it('shows the merchant the shop named at create', async () => {
    const paymentId = randomUUID()
    const created = await api.sandbox.create({
      amount: AMOUNT,
      currency: 'USD',
      paymentId,
      idempotencyKey: paymentId,
      statementDescriptor: 'Brightside School Photography',
    })
    const intent = await api.sandbox.confirm(created.id, await tokenOf('4000002760003184'))
    expect(await (await sandbox(challengeUrl(intent.clientSecret))).text()).toContain('Brightside School Photography')
  })

  it.each([
    ['4000 0027 6000 3184', 'complete', 'requires_capture', null],
    ['4000 0027 6000 3184', 'fail', 'requires_payment_method', 'authentication_failed'],
    ['4000 0027 6000 3184', 'close', 'requires_payment_method', 'authentication_closed'],
    ['4000 0082 6000 3178', 'complete', 'requires_payment_method', 'insufficient_funds'],
    ['4000 0082 6000 3178', 'close', 'requires_payment_method', 'authentication_closed'],
  ])(
    '%s answered %s: 303 to the return address with payment_intent, the intent %s',
    async (number, reply, status, code) => {
      const intent = await confirmedWith(number)
      const res = await answer(intent.clientSecret, reply)
      expect(res.status).toBe(303)
      expect(res.headers.get('Location')).toBe(`${RETURN_URL}&payment_intent=${intent.id}`)
      const after = await api.sandbox.retrieve(intent.id)
      expect(after.status).toBe(status)
      expect(after.lastError?.code ?? null).toBe(code)
    },
  )

  it('the closed challenge says so in plain words, and so does the failed one', async () => {
    const closed = await confirmedWith('4000002760003184')
    await answer(closed.clientSecret, 'close')
    expect((await api.sandbox.retrieve(closed.id)).lastError?.message).toBe(
      'You closed the authentication window: the card was not charged.',
    )
    const failed = await confirmedWith('4000002760003184')
    await answer(failed.clientSecret, 'fail')
    expect((await api.sandbox.retrieve(failed.id)).lastError?.message).toBe(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    )
  })

  it('an answered challenge only sends the parent back again (reload, Back, a second answer)', async () => {
    const intent = await confirmedWith('4000002760003184')
    const path = `/cart/${demoId('session:spring-reorders')}/payment/result`
    expect((await answer(intent.clientSecret, 'complete', path)).headers.get('Location')).toBe(
      `${path}?payment_intent=${intent.id}`,
    )
    const reload = await sandbox(challengeUrl(intent.clientSecret, path))
    expect(reload.status).toBe(303)
    expect(reload.headers.get('Location')).toBe(`${path}?payment_intent=${intent.id}`)
    expect((await answer(intent.clientSecret, 'fail', path)).status).toBe(303)
    expect(await api.sandbox.retrieve(intent.id)).toMatchObject({ status: 'requires_capture', lastError: null })
  })

  it.each([
    'https://evil.example/cart/x',
    '//evil.example/cart/x',
    '/cart//evil.example',
    '/cart/\\evil.example',
    '/view',
    '/cart/x#top',
    '',
  ])('refuses the return address %j with 400 and changes nothing', async (returnUrl) => {
    const intent = await confirmedWith('4000002760003184')
    expect((await sandbox(challengeUrl(intent.clientSecret, returnUrl))).status).toBe(400)
    expect((await answer(intent.clientSecret, 'complete', returnUrl)).status).toBe(400)
    expect((await api.sandbox.retrieve(intent.id)).status).toBe('requires_action')
  })

  it('answers 404 for a client secret it did not hand out, and 400 for an answer not on the page', async () => {
    const intent = await confirmedWith('4000002760003184')
    const wrong = `${intent.id}_secret_${'0'.repeat(32)}`
    expect((await sandbox(challengeUrl(wrong))).status).toBe(404)
    expect((await sandbox(challengeUrl('x\u0000y'))).status).toBe(404)
    expect((await answer(wrong, 'complete')).status).toBe(404)
    expect((await answer(intent.clientSecret, 'approve')).status).toBe(400)
    expect((await api.sandbox.retrieve(intent.id)).status).toBe('requires_action')
  })
})

describe('capture, cancel and refund', () => {
  it('capture takes an authorised intent; capturing it again answers it unchanged', async () => {
    const intent = await confirmedWith('4242424242424242')
    const captured = await api.sandbox.capture(intent.id)
    expect(captured.status).toBe('succeeded')
    expect(await api.sandbox.capture(intent.id)).toEqual(captured)
    expect(await capturedCount(intent.id)).toBe(1)
  })

  it('50 captures at once take the money once', async () => {
    const intent = await confirmedWith('4242424242424242')
    const all = await Promise.all(Array.from({ length: 50 }, () => api.sandbox.capture(intent.id)))
    expect(all.every((i) => i.status === 'succeeded')).toBe(true)
    expect(await capturedCount(intent.id)).toBe(1)
    const events = await api.db.query(
      `select 1 from sandbox_notifications where intent_id = $1 and type = 'payment_intent.succeeded'`,
      [intent.id],
    )
    expect(events.rows).toHaveLength(2)
  })

  it('capture takes nothing from an intent that is not authorised', async () => {
    const declined = await confirmedWith('4000000000000002')
    expect((await api.sandbox.capture(declined.id)).status).toBe('requires_payment_method')
    expect(await capturedCount(declined.id)).toBe(0)
  })

  it('cancel releases an authorisation; a captured intent cannot be cancelled', async () => {
    const authorised = await confirmedWith('4242424242424242')
    expect((await api.sandbox.cancel(authorised.id)).status).toBe('canceled')
    expect((await api.sandbox.capture(authorised.id)).status).toBe('canceled')
    const waiting = await confirmedWith('4000002760003184')
    expect((await api.sandbox.cancel(waiting.id)).status).toBe('canceled')
    const paid = await api.sandbox.capture((await confirmedWith('4242424242424242')).id)
    expect((await api.sandbox.cancel(paid.id)).status).toBe('succeeded')
  })

  it('refunds only a captured intent, at most its amount in all', async () => {
    const authorised = await confirmedWith('4242424242424242')
    await expect(api.sandbox.refund(authorised.id, 100_000, 'r1')).rejects.toMatchObject({ status: 409 })
    await api.sandbox.capture(authorised.id)
    expect((await api.sandbox.refund(authorised.id, 1_000_000, 'r1')).amountRefunded).toBe(1_000_000)
    await expect(api.sandbox.refund(authorised.id, AMOUNT, 'r2')).rejects.toMatchObject({
      status: 409,
      code: 'refund_refused',
    })
    await expect(api.sandbox.refund(authorised.id, 0, 'r3')).rejects.toMatchObject({ status: 400 })
    expect((await api.sandbox.refund(authorised.id, AMOUNT - 1_000_000, 'r4')).amountRefunded).toBe(AMOUNT)
    await expect(api.sandbox.refund(authorised.id, 1, 'r5')).rejects.toMatchObject({ status: 409 })
    await expect(api.sandbox.refund('pi_unknown', 1, 'r6')).rejects.toMatchObject({ status: 404 })
  })

  it('issue 14: a refund key gives the money back once, however often and however many at once it is asked', async () => {
    const paid = await api.sandbox.capture((await confirmedWith('4242424242424242')).id)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.sandbox.refund(paid.id, 1_000_000, `once-${paid.id}`)),
    )
    expect(answers.map((a) => a.amountRefunded)).toEqual(Array(10).fill(1_000_000))
    expect((await api.sandbox.refund(paid.id, 1_000_000, `once-${paid.id}`)).amountRefunded).toBe(1_000_000)
    await expect(api.sandbox.refund(paid.id, 2_000_000, `once-${paid.id}`)).rejects.toThrow(/another refund/)
  })

  it('issue 14: an off-session charge takes the money from the card that paid, once per key; a card that always asks for authentication is refused in plain words', async () => {
    const paid = await api.sandbox.capture((await confirmedWith('4242424242424242')).id)
    const charge = { sourceIntentId: paid.id, amount: 500_000, currency: 'USD', reference: 'change-1' }
    const [first, again] = await Promise.all([
      api.sandbox.charge({ ...charge, idempotencyKey: 'change-1' }),
      api.sandbox.charge({ ...charge, idempotencyKey: 'change-1' }),
    ])
    expect(first).toMatchObject({ status: 'succeeded', amount: 500_000, card: { brand: 'visa', last4: '4242' } })
    expect(again.id).toBe(first.id)
    const taken = await api.db.query<{ n: number }>(
      `select count(*)::int as n from sandbox_intents where idempotency_key = 'change-1' and captured_count = 1`,
    )
    expect(taken.rows[0]?.n).toBe(1)

    const waiting = await confirmedWith('4000002760003184')
    const passed = await api.sandbox.answerChallenge(waiting.clientSecret, 'complete')
    const authenticated = await api.sandbox.capture(passed?.id ?? '')
    const refused = await api.sandbox.charge({
      ...charge,
      sourceIntentId: authenticated.id,
      reference: 'change-2',
      idempotencyKey: 'change-2',
    })
    expect(refused).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'authentication_required' } })
    expect(refused.lastError?.message).toMatch(/cannot be done after the order: the difference was not charged/)
  })
})

type Delivered = { body: string; signature: string; id: string; type: string; intentId: string }

/** Delivers everything due, moving the clock on until nothing is left; `status` answers each delivery. */
const deliverAll = async (status: (d: Delivered) => number = () => 200): Promise<Delivered[]> => {
  const seen: Delivered[] = []
  for (let round = 0; round < 40; round++) {
    await api.sandbox.deliverDue(async (body, signature) => {
      const event = JSON.parse(body)
      const delivered = { body, signature, id: event.id, type: event.type, intentId: event.data.object.id }
      seen.push(delivered)
      return status(delivered)
    })
    const left = await api.db.query(
      'select 1 from sandbox_notifications where delivered_at is null and attempts < $1',
      [MAX_ATTEMPTS],
    )
    if (left.rows.length === 0) break
    api.advanceClock(60)
  }
  return seen
}

describe('notifications', () => {
  beforeAll(async () => {
    await deliverAll()
  })

  it('every event is delivered exactly twice, a later event before an earlier one, signed', async () => {
    const paid = await confirmedWith('4242424242424242')
    await api.sandbox.capture(paid.id)
    const waiting = await confirmedWith('4000002760003184')
    await answer(waiting.clientSecret, 'fail')
    const released = await confirmedWith('4242424242424242')
    await api.sandbox.cancel(released.id)

    const seen = await deliverAll()
    const byEvent = new Map<string, Delivered[]>()
    for (const d of seen) byEvent.set(d.id, [...(byEvent.get(d.id) ?? []), d])
    expect([...byEvent.values()].every((copies) => copies.length === 2)).toBe(true)
    const typesOf = (id: string) => new Set(seen.filter((d) => d.intentId === id).map((d) => d.type))
    expect(typesOf(paid.id)).toEqual(new Set(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']))
    expect(typesOf(waiting.id)).toEqual(new Set(['payment_intent.requires_action', 'payment_intent.payment_failed']))
    expect(typesOf(released.id)).toEqual(
      new Set(['payment_intent.amount_capturable_updated', 'payment_intent.canceled']),
    )
    expect(byEvent.size).toBe(6)
    // Out of order: the capture's event reaches the shop before the authorisation's that came first.
    const ofPaid = seen.filter((d) => d.intentId === paid.id).map((d) => d.type)
    expect(ofPaid.indexOf('payment_intent.succeeded')).toBeLessThan(
      ofPaid.indexOf('payment_intent.amount_capturable_updated'),
    )
    for (const d of seen) {
      expect(d.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
      expect(api.sandbox.verifyNotification(d.body, d.signature)).toEqual({
        id: d.id,
        type: d.type,
        intentId: d.intentId,
      })
    }
  })

  it('a tampered body, another signature or an old timestamp does not verify', async () => {
    await api.sandbox.capture((await confirmedWith('4242424242424242')).id)
    const [d] = await deliverAll()
    if (!d) throw new Error('nothing delivered')
    expect(api.sandbox.verifyNotification(d.body, d.signature)).not.toBeNull()
    expect(api.sandbox.verifyNotification(d.body.replace('pi_', 'pi_x'), d.signature)).toBeNull()
    expect(
      api.sandbox.verifyNotification(
        d.body,
        d.signature.replace(/v1=(.)/, (_, c) => `v1=${c === '0' ? '1' : '0'}`),
      ),
    ).toBeNull()
    expect(api.sandbox.verifyNotification(d.body, undefined)).toBeNull()
    api.advanceClock(301)
    expect(api.sandbox.verifyNotification(d.body, d.signature)).toBeNull()
  })

  it('a refused delivery is tried again later until it is taken, then never again', async () => {
    await api.sandbox.cancel((await newIntent()).id)
    let refusals = 2
    const seen = await deliverAll(() => (refusals-- > 0 ? 500 : 200))
    expect(seen).toHaveLength(4)
    expect(await deliverAll()).toEqual([])
  })

  it(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    await api.sandbox.cancel((await newIntent()).id)
    const seen = await deliverAll(() => 503)
    expect(seen).toHaveLength(2 * MAX_ATTEMPTS)
    expect(await deliverAll()).toEqual([])
  })

  it('processes delivering at once deliver each copy once (claims skip locked rows)', async () => {
    for (let i = 0; i < 5; i++) await api.sandbox.capture((await confirmedWith('4242424242424242')).id)
    const counts = new Map<string, number>()
    const deliver = async (body: string) => {
      const key = `${JSON.parse(body).id}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
      return 200
    }
    for (let round = 0; round < 3; round++) {
      await Promise.all(Array.from({ length: 6 }, () => api.sandbox.deliverDue(deliver)))
      api.advanceClock(60)
    }
    expect(counts.size).toBe(10)
    expect([...counts.values()].every((n) => n === 2)).toBe(true)
  })

  it('startDelivery posts them over HTTP with the signature header until stopped', async () => {
    await api.sandbox.capture((await confirmedWith('4242424242424242')).id)
    api.advanceClock(60)
    const received: { body: string; signature: string | undefined }[] = []
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        received.push({ body, signature: req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined })
        res.writeHead(200).end()
      })
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const { port } = server.address() as AddressInfo
    const delivery = api.sandbox.startDelivery(`http://127.0.0.1:${port}/api/payments/notifications/sandbox`, 20)
    try {
      for (let wait = 0; wait < 250 && received.length < 4; wait++) await new Promise((r) => setTimeout(r, 20))
    } finally {
      delivery.stop()
      await new Promise((done) => server.close(done))
    }
    expect(received).toHaveLength(4)
    expect(received.every((r) => api.sandbox.verifyNotification(r.body, r.signature) !== null)).toBe(true)
  })
})

// The sandbox's routes are outside /api, so the API's attack suite (attackFixture.ts) does not reach them: their own
// bad-input checks, over the sandbox app's own route table.
describe('bad input at the sandbox routes', () => {
  const ROUTES = ['POST /v1/payment_methods', 'GET /challenge.css', 'GET /challenge', 'POST /challenge']

  it('the routes checked here are all the sandbox has', () => {
    const table = sandboxRoutes(api.sandbox).routes.filter((r) => r.method !== 'ALL')
    expect(new Set(table.map((r) => `${r.method} ${r.path}`))).toEqual(new Set(ROUTES))
  })

  it('500 generated requests: no 5xx, the error body on every 4xx of the card call', async () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('', '\u0000', '/cart/x', '//evil.example', '/cart/\\x', 'pi_1_secret_2', '%ED%A0%80'),
      fc.integer({ min: 1_000, max: 6_000 }).map((n) => 'x'.repeat(n)),
    )
    const request = fc.record({
      route: fc.constantFrom(...ROUTES),
      query: fc.dictionary(fc.constantFrom('client_secret', 'return_url', 'answer'), text, { maxKeys: 3 }),
      body: fc.oneof(fc.json(), text, fc.constant(JSON.stringify({ card: cardOf('4242424242424242') }))),
      form: fc.boolean(),
    })
    await fc.assert(
      fc.asyncProperty(request, async ({ route, query, body, form }) => {
        const [method = 'GET', path = ''] = route.split(' ')
        const search = new URLSearchParams(query).toString()
        const res = await sandbox(`${path}?${search}`, {
          method,
          headers: {
            Authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}`,
            'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
          },
          ...(method === 'POST' ? { body: form ? search : body } : {}),
        })
        expect(res.status, `${route} ${search} ${body.slice(0, 200)}`).toBeLessThan(500)
        if (res.status >= 400 && path === '/v1/payment_methods') await decode(ErrorBody, res)
      }),
      { numRuns: 500, seed: 20261123 },
    )
  })

  it.each([
    ['POST', '/v1/payment_methods', '{"card":{"number":"\\u0000"}}'],
    ['POST', '/v1/payment_methods', `{"card":${'['.repeat(100)}${']'.repeat(100)}}`],
    ['POST', '/v1/payment_methods', `{"card":{"holderName":"${'x'.repeat(70_000)}"}}`],
    ['POST', '/v1/payment_methods', '{"card":{"holderName":1e400}}'],
    ['POST', '/challenge', `client_secret=${'x'.repeat(5000)}&answer=complete`],
    ['POST', '/challenge', 'client_secret=%00&return_url=%2Fcart%2F%00&answer=complete'],
    ['GET', `/challenge?client_secret=%ED%A0%80&return_url=%2Fcart%2Fx`, undefined],
    ['GET', `/challenge?client_secret=${'a'.repeat(3000)}&return_url=/cart/${'b'.repeat(3000)}`, undefined],
  ])('%s %s answers 4xx', async (method, path, body) => {
    const form = path === '/challenge' && method === 'POST'
    const res = await sandbox(path, {
      method,
      headers: {
        Authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}`,
        'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      ...(body === undefined ? {} : { body }),
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })
})
