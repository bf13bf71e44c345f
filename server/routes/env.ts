import type { Database } from '../db/database'
import type { AddressProvider } from '../services/addressValidation'
import type { CardGateway } from '../services/payments/gateway'
import type { SandboxGateway } from '../services/payments/sandbox'

export type Deps = {
  db: Database
  /** Signs new tokens; `previousTokenSecret` (after a rotation) is still accepted (server/services/identity.ts). */
  tokenSecret: string
  previousTokenSecret?: string | null
  /** Signs the addresses of photo renditions (server/mediaSignature.ts). */
  mediaSecret: string
  /** Signs the expiring links to purchased originals (server/services/downloads/links.ts), `downloads` key. */
  downloadSecret: string
  /** DATA_DIR: the originals a download serves are read from its media-private folder. */
  dataDir: string
  adminToken: string | null
  /** Seconds since the epoch; injected so token expiry can be tested. */
  now: () => number
  /** TRUST_PROXY: how many reverse proxies in front add to X-Forwarded-For; unset or 0 trusts none (clientAddress.ts). */
  trustProxy?: number
  /**
   * Address validation and lookup (server/services/addressValidation.ts), asked in this order: an online provider
   * goes first, the offline US one (offlineUsProvider) last, as it always answers.
   */
  addressProviders: readonly AddressProvider[]
  /** The built-in sandbox card gateway, whose pages and calls are mounted at /sandbox (server/routes/sandbox.ts). */
  sandbox?: SandboxGateway
  /** Issue 13: the card gateways a payment method may name (payment_methods.gateway), by name: `sandbox` built in. */
  cardGateways: Readonly<Record<string, CardGateway>>
}

/** Hono variables every route can read. `storeUserId` is set by the auth middleware. */
export type AppEnv = { Variables: { deps: Deps; storeUserId: string | null; isAdmin: boolean } }
