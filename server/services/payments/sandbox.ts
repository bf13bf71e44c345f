// The built-in sandbox card gateway (issue 13, docs/payments.md "Sandbox card gateway"): a card provider in test mode
// with no network, shaped like Stripe's. Its records live in its own tables (migration 014), as a real provider's
// live on its side. Every change of an intent is one conditional UPDATE (... where status = ...), so concurrent calls
// change it once: 200 captures at once take the money once.
import { randomBytes } from 'node:crypto'
import type { Money } from '../../../core/money'
import type { SandboxCardRequest, SandboxPaymentMethod } from '../../../core/schemas/payment'
import type { Database } from '../../db/database'
import { HttpError, notFound } from '../../http'
import type { CardGateway, IntentStatus, ProviderIntent } from './gateway'
import {
  type CardBehaviour,
  type ChallengeAnswer,
  challengeOutcome,
  confirmOutcome,
  type EventType,
  type Outcome,
  offSessionOutcome,
} from './sandboxCards'
import { type Deliver, deliverDue, enqueueEvent, startDelivery, verifySignedNotification } from './sandboxNotifications'
import { tokeniseCard } from './sandboxTokens'

/** The sandbox's public key: its browser part sends it with a card (C §3 publishableKey). */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_sandbox'

/** The merchant name the challenge page shows when the shop gave none. */
const DEFAULT_MERCHANT = 'Picture-day storefront'

/** An intent as the sandbox's own pages need it: the shop's view of it, and whom the parent pays. */
export type SandboxIntent = ProviderIntent & { merchant: string }

type IntentRow = {
  id: string
  payment_id: string
  amount: Money
  currency: string
  status: IntentStatus
  client_secret: string
  statement_descriptor: string | null
  card_brand: string | null
  card_last4: string | null
  last_error_code: string | null
  last_error_message: string | null
  amount_refunded: Money
}

const COLUMNS = `id, payment_id, amount, currency, status, client_secret, statement_descriptor, card_brand, card_last4,
  last_error_code, last_error_message, amount_refunded`

const toIntent = (r: IntentRow): SandboxIntent => ({
  id: r.id,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  clientSecret: r.client_secret,
  lastError:
    r.last_error_code === null ? null : { code: r.last_error_code, message: r.last_error_message ?? r.last_error_code },
  paymentId: r.payment_id,
  amountRefunded: r.amount_refunded,
  ...(r.card_brand !== null && r.card_last4 !== null ? { card: { brand: r.card_brand, last4: r.card_last4 } } : {}),
  merchant: r.statement_descriptor ?? DEFAULT_MERCHANT,
})

const hex = (bytes: number) => randomBytes(bytes).toString('hex')
const PAYMENT_METHOD_ID = /^pm_[0-9a-f]{24}$/
const CLIENT_SECRET = /^pi_[0-9a-f]{24}_secret_[0-9a-f]{32}$/

/** Where an intent may be released from: anything not yet captured or released. */
const CANCELABLE: readonly IntentStatus[] = ['requires_payment_method', 'requires_action', 'requires_capture']

export type SandboxGateway = CardGateway & {
  /** The browser part's card form (POST /sandbox/v1/payment_methods): a token, or 400 with the card's fields. */
  tokenise(card: SandboxCardRequest['card']): Promise<SandboxPaymentMethod>
  /** The intent a challenge page is for; null for a client secret the sandbox did not hand out. */
  intentBySecret(clientSecret: string): Promise<SandboxIntent | null>
  /** The parent's answer on the challenge page; only an intent waiting for it changes (a second answer changes nothing). */
  answerChallenge(clientSecret: string, answer: ChallengeAnswer): Promise<SandboxIntent | null>
  /** Delivers the notifications due now (tests call it; the server runs `startDelivery`). */
  deliverDue(deliver: Deliver): Promise<number>
  /** Delivers due notifications every second by HTTP POST to `url`, until stopped. */
  startDelivery(url: string, intervalMs?: number): { stop(): void }
}

export const createSandboxGateway = (db: Database, options: { secret: string; now: () => number }): SandboxGateway => {
  const { secret, now } = options

  const read = async (where: string, value: string): Promise<SandboxIntent | null> => {
    const { rows } = await db.query<IntentRow>(`select ${COLUMNS} from sandbox_intents where ${where} = $1`, [value])
    return rows[0] ? toIntent(rows[0]) : null
  }
  const retrieve = async (id: string): Promise<SandboxIntent> => {
    const intent = await read('id', id)
    if (!intent) throw notFound('payment_intent')
    return intent
  }

  /**
   * Changes the intent only while its status is one of `from` (`set` uses parameters from $3), queueing `event` in
   * the same transaction; otherwise answers it as it is.
   */
  const transition = async (
    id: string,
    from: readonly IntentStatus[],
    set: string,
    params: unknown[],
    event: EventType,
  ): Promise<SandboxIntent> => {
    const moved = await db.transaction(async (tx) => {
      const { rows } = await tx.query<IntentRow>(
        `update sandbox_intents set ${set} where id = $1 and status = any($2::text[]) returning ${COLUMNS}`,
        [id, from, ...params],
      )
      if (rows[0]) await enqueueEvent(tx, id, event, now())
      return rows[0]
    })
    return moved ? toIntent(moved) : retrieve(id)
  }
  const applyOutcome = (id: string, from: IntentStatus, outcome: Outcome, extraSet = '', extra: unknown[] = []) =>
    transition(
      id,
      [from],
      `status = $3, last_error_code = $4, last_error_message = $5${extraSet}`,
      [outcome.status, outcome.lastError?.code ?? null, outcome.lastError?.message ?? null, ...extra],
      outcome.event,
    )

  const behaviourOfIntent = async (id: string): Promise<CardBehaviour | null> => {
    const { rows } = await db.query<{ behaviour: CardBehaviour }>(
      `select m.behaviour from sandbox_intents i join sandbox_payment_methods m on m.id = i.payment_method_id
       where i.id = $1`,
      [id],
    )
    return rows[0]?.behaviour ?? null
  }

  return {
    name: 'sandbox',

    create: async ({ amount, currency, paymentId, idempotencyKey, statementDescriptor }) => {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`A card payment needs an amount above zero`)
      const id = `pi_${hex(12)}`
      const { rows } = await db.query<IntentRow>(
        `insert into sandbox_intents
           (id, idempotency_key, payment_id, amount, currency, status, client_secret, statement_descriptor)
         values ($1, $2, $3, $4, $5, 'requires_payment_method', $6, $7)
         on conflict (idempotency_key) do nothing returning ${COLUMNS}`,
        [id, idempotencyKey, paymentId, amount, currency, `${id}_secret_${hex(16)}`, statementDescriptor ?? null],
      )
      if (rows[0]) return toIntent(rows[0])
      const existing = await read('idempotency_key', idempotencyKey)
      if (!existing) throw new Error('sandbox intent missing after its idempotent create')
      // As Stripe does: a key names one request; the same key with another amount is a bug of the caller.
      if (existing.amount !== amount || existing.currency !== currency || existing.paymentId !== paymentId)
        throw new Error(`idempotency key ${idempotencyKey} was used for another payment intent`)
      return existing
    },

    confirm: async (intentId, paymentMethodId) => {
      const { rows } = PAYMENT_METHOD_ID.test(paymentMethodId)
        ? await db.query<{ brand: string; last4: string; behaviour: CardBehaviour }>(
            'select brand, last4, behaviour from sandbox_payment_methods where id = $1',
            [paymentMethodId],
          )
        : { rows: [] }
      const card = rows[0] ?? null
      return applyOutcome(
        intentId,
        'requires_payment_method',
        confirmOutcome(card?.behaviour ?? null),
        ', payment_method_id = $6, card_brand = $7, card_last4 = $8',
        [card ? paymentMethodId : null, card?.brand ?? null, card?.last4 ?? null],
      )
    },

    retrieve,

    capture: (intentId) =>
      transition(
        intentId,
        ['requires_capture'],
        `status = 'succeeded', captured_count = captured_count + 1`,
        [],
        'payment_intent.succeeded',
      ),

    cancel: (intentId) => transition(intentId, CANCELABLE, `status = 'canceled'`, [], 'payment_intent.canceled'),

    refund: async (intentId, amount, idempotencyKey) => {
      if (!Number.isSafeInteger(amount) || amount <= 0)
        throw new HttpError(400, 'invalid_refund', 'refund.not_positive')
      // The money given back and the key in one transaction: a repeat of the key (even one racing this call, which
      // waits for its insert) rolls its refund back, and a refusal keeps no key.
      const repeat = Symbol('repeat')
      const refunded = await db
        .transaction(async (tx) => {
          const { rows } = await tx.query<IntentRow>(
            `update sandbox_intents set amount_refunded = amount_refunded + $2
             where id = $1 and status = 'succeeded' and amount_refunded + $2 <= amount returning ${COLUMNS}`,
            [intentId, amount],
          )
          if (!rows[0]) {
            const found = await tx.query('select 1 from sandbox_refunds where idempotency_key = $1', [idempotencyKey])
            if (found.rows.length > 0) throw repeat
            const intent = await tx.query<{ status: IntentStatus }>(
              'select status from sandbox_intents where id = $1',
              [intentId],
            )
            const status = intent.rows[0]?.status
            if (!status) throw notFound('payment_intent')
            throw new HttpError(
              409,
              'refund_refused',
              status === 'succeeded' ? 'refund.more_than_left' : 'refund.nothing_taken',
            )
          }
          const kept = await tx.query(
            `insert into sandbox_refunds (idempotency_key, intent_id, amount) values ($1, $2, $3)
             on conflict (idempotency_key) do nothing returning 1`,
            [idempotencyKey, intentId, amount],
          )
          if (kept.rows.length === 0) throw repeat
          return toIntent(rows[0])
        })
        .catch((e: unknown) => {
          if (e === repeat) return null
          throw e
        })
      if (refunded) return refunded
      const { rows } = await db.query<{ intent_id: string; amount: Money }>(
        'select intent_id, amount from sandbox_refunds where idempotency_key = $1',
        [idempotencyKey],
      )
      // As Stripe does: a key names one request; the same key for another refund is a bug of the caller.
      if (rows[0]?.intent_id !== intentId || rows[0].amount !== amount)
        throw new Error(`idempotency key ${idempotencyKey} was used for another refund`)
      return retrieve(intentId)
    },

    charge: async ({ sourceIntentId, amount, currency, reference, idempotencyKey }) => {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error('A charge needs an amount above zero')
      const existing = await read('idempotency_key', idempotencyKey)
      if (existing) {
        if (existing.amount !== amount || existing.currency !== currency || existing.paymentId !== reference)
          throw new Error(`idempotency key ${idempotencyKey} was used for another charge`)
        return existing
      }
      const { rows } = await db.query<{ payment_method_id: string | null; behaviour: CardBehaviour | null }>(
        `select i.payment_method_id, m.behaviour from sandbox_intents i
         left join sandbox_payment_methods m on m.id = i.payment_method_id
         where i.id = $1 and i.status = 'succeeded'`,
        [sourceIntentId],
      )
      const source = rows[0]
      const outcome = offSessionOutcome(source?.behaviour ?? null)
      const id = `pi_${hex(12)}`
      const created = await db.transaction(async (tx) => {
        const inserted = await tx.query<IntentRow>(
          `insert into sandbox_intents (id, idempotency_key, payment_id, amount, currency, status, client_secret,
             payment_method_id, card_brand, card_last4, last_error_code, last_error_message, captured_count)
           select $1, $2, $3, $4, $5, $6, $7, m.id, m.brand, m.last4, $8, $9, $10
           from (select 1) one left join sandbox_payment_methods m on m.id = $11
           on conflict (idempotency_key) do nothing returning ${COLUMNS}`,
          [
            id,
            idempotencyKey,
            reference,
            amount,
            currency,
            outcome.status,
            `${id}_secret_${hex(16)}`,
            outcome.lastError?.code ?? null,
            outcome.lastError?.message ?? null,
            outcome.status === 'succeeded' ? 1 : 0,
            source?.payment_method_id ?? null,
          ],
        )
        if (inserted.rows[0]) await enqueueEvent(tx, id, outcome.event, now())
        return inserted.rows[0]
      })
      if (created) return toIntent(created)
      // Another call with the key won the insert.
      const raced = await read('idempotency_key', idempotencyKey)
      if (!raced) throw new Error('sandbox charge missing after its idempotent insert')
      return raced
    },

    verifyNotification: (body, signature) => verifySignedNotification(secret, body, signature, now()),

    tokenise: async (card) => {
      const token = tokeniseCard(card, now())
      const id = `pm_${hex(12)}`
      await db.query('insert into sandbox_payment_methods (id, brand, last4, behaviour) values ($1, $2, $3, $4)', [
        id,
        token.brand,
        token.last4,
        token.behaviour,
      ])
      return { id, card: { brand: token.brand, last4: token.last4 } }
    },

    intentBySecret: async (clientSecret) =>
      CLIENT_SECRET.test(clientSecret) ? read('client_secret', clientSecret) : null,

    answerChallenge: async (clientSecret, answer) => {
      const intent = CLIENT_SECRET.test(clientSecret) ? await read('client_secret', clientSecret) : null
      if (intent?.status !== 'requires_action') return intent
      // The card's behaviour never changes, so deciding before the conditional update is still race-safe.
      const behaviour = (await behaviourOfIntent(intent.id)) ?? 'authenticate'
      return applyOutcome(intent.id, 'requires_action', challengeOutcome(behaviour, answer))
    },

    deliverDue: (deliver) => deliverDue(db, secret, now, deliver),

    startDelivery: (url, intervalMs) =>
      startDelivery((deliver) => deliverDue(db, secret, now, deliver), url, intervalMs),
  }
}
