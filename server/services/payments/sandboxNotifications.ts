// The sandbox gateway's notifications (issue 13): an outbox in the database, each event delivered twice and out of
// order, signed as Stripe signs its webhooks, so the shop's handler meets what a real provider does to it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database, Queryable } from '../../db/database'
import type { ProviderNotification } from './gateway'
import type { EventType } from './sandboxCards'

/** The request header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'Sandbox-Signature'

/** A signature further than this from the clock is refused, so a captured notification cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/**
 * When each copy of an event is due after the event: at once and a little later. Within one delivery the newest
 * event goes first, so the shop meets a later event before an earlier one, and every event again after others.
 */
export const COPY_DELAYS_SECONDS = [0, 2] as const

/** A failed delivery is tried again later, at most this many times in all. */
export const MAX_ATTEMPTS = 8

/** A claimed notification is someone's for this long: a process that dies while delivering only delays it. */
const LEASE_SECONDS = 60
const BATCH = 50

/** Posts a notification's body and signature to the shop; answers the HTTP status (anything but 2xx is retried). */
export type Deliver = (body: string, signature: string) => Promise<number>

/** Queues both copies of an event, in the transaction that changed the intent. */
export const enqueueEvent = async (q: Queryable, intentId: string, type: EventType, now: number): Promise<void> => {
  const [first, second] = COPY_DELAYS_SECONDS
  await q.query(
    `insert into sandbox_notifications (event_id, copy, type, intent_id, due_at)
     values ($1, 1, $2, $3, $4), ($1, 2, $2, $3, $5)`,
    [`evt_${randomBytes(12).toString('hex')}`, type, intentId, now + first, now + second],
  )
}

const notificationBody = (eventId: string, type: string, intentId: string) =>
  JSON.stringify({ id: eventId, type, data: { object: { id: intentId } } })

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

export const signNotification = (secret: string, body: string, timestamp: number): string =>
  `t=${timestamp},v1=${hmac(secret, timestamp, body)}`

const SIGNATURE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/

const parseBody = (body: string): ProviderNotification | null => {
  try {
    const event = JSON.parse(body)
    const { id, type } = event ?? {}
    const intentId = event?.data?.object?.id
    return typeof id === 'string' && typeof type === 'string' && typeof intentId === 'string'
      ? { id, type, intentId }
      : null
  } catch {
    return null
  }
}

/** The notification when the signature holds for this body, within the tolerance of `now`; null otherwise. */
export const verifySignedNotification = (
  secret: string,
  body: string,
  signature: string | undefined,
  now: number,
): ProviderNotification | null => {
  const match = SIGNATURE.exec(signature ?? '')
  if (!match) return null
  const timestamp = Number(match[1])
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return null
  const given = Buffer.from(match[2] ?? '', 'hex')
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return parseBody(body)
}

type Claimed = { seq: number; was_due: number; event_id: string; type: string; intent_id: string; attempts: number }

/**
 * Delivers the notifications due at `now()`: claims them in one statement (`for update skip locked`, so processes
 * delivering at the same time never take the same row), posts each, then marks it delivered on 2xx or due again
 * later (2, 4, 8 ... seconds). Answers how many were delivered.
 */
export const deliverDue = async (
  db: Database,
  secret: string,
  now: () => number,
  deliver: Deliver,
): Promise<number> => {
  const { rows } = await db.query<Claimed>(
    `with due as (
       select seq, due_at from sandbox_notifications
       where delivered_at is null and due_at <= $1 and attempts < $2
       order by due_at, seq desc limit $3 for update skip locked)
     update sandbox_notifications n set due_at = $1 + $4, attempts = n.attempts + 1
     from due where n.seq = due.seq
     returning n.seq, due.due_at as was_due, n.event_id, n.type, n.intent_id, n.attempts`,
    [now(), MAX_ATTEMPTS, BATCH, LEASE_SECONDS],
  )
  // Oldest due first; among those due together the newest event first (out of order, as providers deliver).
  rows.sort((a, b) => a.was_due - b.was_due || b.seq - a.seq)
  let delivered = 0
  for (const row of rows) {
    const body = notificationBody(row.event_id, row.type, row.intent_id)
    const status = await deliver(body, signNotification(secret, body, now())).catch(() => 0)
    if (status >= 200 && status < 300) {
      delivered += 1
      await db.query('update sandbox_notifications set delivered_at = $2 where seq = $1', [row.seq, now()])
    } else
      await db.query('update sandbox_notifications set due_at = $2 where seq = $1', [
        row.seq,
        now() + 2 ** row.attempts,
      ])
  }
  return delivered
}

/** Posts to the shop's notification route over real HTTP, as a provider would (10 s at most). */
export const postTo =
  (url: string): Deliver =>
  async (body, signature) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    // The answer's body is not needed; reading it off frees the connection for the next notification.
    await res.body?.cancel()
    return res.status
  }

/**
 * Runs `deliverDue` every `intervalMs` (one run at a time) without keeping the process alive. Every process of the
 * shop may run it: claims skip rows another holds.
 */
export const startDelivery = (run: (deliver: Deliver) => Promise<number>, url: string, intervalMs = 1000) => {
  const deliver = postTo(url)
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    run(deliver)
      .catch((e: unknown) => console.error(`Sandbox notifications: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
