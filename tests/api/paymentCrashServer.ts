// The real shop server of the crash test (tests/api/paymentCrash.test.ts), bundled by the test and run in a child
// process. Its API is made as server/main.ts makes it (server/shopServices.ts: the secrets in the database, the
// sandbox card gateway, unfinished payments reconciled before listening), on DATABASE_URL, with the sandbox's
// notifications delivered to its own route; it prints `listening <port>` once it listens on loopback.
//   SHOP_CLOCK: the test's clock in seconds (its tokens and its seeded shop), running on from there.
//   CRASH_AT=before-capture|after-capture: the first card capture kills the process with SIGKILL (no clean-up, as
//   `kill -9` does) right before the provider takes the money, or right after it took it and before the shop records.
import { tmpdir } from 'node:os'
import { serve } from '@hono/node-server'
import { createApp } from '../../server/app'
import { openPostgres } from '../../server/db/database'
import type { CardGateway } from '../../server/services/payments/gateway'
import { startShopServices } from '../../server/shopServices'

export const CRASH_POINTS = ['before-capture', 'after-capture'] as const
export type CrashPoint = (typeof CRASH_POINTS)[number]

const die = () => process.kill(process.pid, 'SIGKILL')

const crashingAt = (at: CrashPoint, gateway: CardGateway): CardGateway => ({
  ...gateway,
  capture: async (intentId) => {
    if (at === 'before-capture') die()
    const intent = await gateway.capture(intentId)
    if (at === 'after-capture') die()
    return intent
  },
})

export const start = async () => {
  const { DATABASE_URL, SHOP_CLOCK, CRASH_AT } = process.env
  if (!DATABASE_URL) throw new Error('DATABASE_URL is required')
  const crashAt = CRASH_POINTS.find((p) => p === CRASH_AT)
  if (CRASH_AT && !crashAt) throw new Error(`CRASH_AT must be one of ${CRASH_POINTS.join(', ')}`)
  const clockAtStart = SHOP_CLOCK ? Number(SHOP_CLOCK) : Math.floor(Date.now() / 1000)
  const startedAt = Date.now()
  const now = () => clockAtStart + Math.floor((Date.now() - startedAt) / 1000)
  const db = await openPostgres(DATABASE_URL, { poolSize: 5 })
  // It serves no downloads: no originals to read.
  const deps = await startShopServices(db, { adminToken: null, trustProxy: 0, now, dataDir: tmpdir() })
  const app = createApp(crashAt ? { ...deps, cardGateways: { sandbox: crashingAt(crashAt, deps.sandbox) } } : deps)
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    deps.sandbox.startDelivery(`http://127.0.0.1:${info.port}/api/payments/notifications/sandbox`)
    console.log(`listening ${info.port}`)
  })
}
