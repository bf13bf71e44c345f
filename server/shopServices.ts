// What a shop process serves its API with (server/main.ts; also the crash test's real server,
// tests/api/paymentCrashServer.ts): the secrets kept in the database, the built-in sandbox card gateway, and, before
// the process may listen, the payments a crash left unfinished settled from their provider's record, and again every
// minute while it runs (issue 13).
import type { Database } from './db/database'
import { loadMediaSecret } from './media'
import type { Deps } from './routes/env'
import { loadServerSecret } from './serverSecrets'
import { loadTokenSecrets } from './services/identity'
import { offlineUsProvider } from './services/offlineUsAddresses'
import { reconcileEvery, reconcilePayments } from './services/payments/payments'
import { createSandboxGateway } from './services/payments/sandbox'

export const startShopServices = async (
  db: Database,
  options: Pick<Deps, 'adminToken' | 'now' | 'trustProxy' | 'dataDir'>,
) => {
  // The built-in sandbox card gateway (docs/payments.md): its pages and calls at /sandbox.
  const sandbox = createSandboxGateway(db, { secret: await loadServerSecret(db, 'sandbox'), now: options.now })
  const deps = {
    db,
    ...(await loadTokenSecrets(db)),
    mediaSecret: await loadMediaSecret(db),
    downloadSecret: await loadServerSecret(db, 'downloads'),
    ...options,
    // An online address provider (docs/operations.md) would go before the offline one.
    addressProviders: [offlineUsProvider],
    sandbox,
    cardGateways: { sandbox },
  }
  // Before listening, payments a crash left between authorisation and record are settled from the provider's record
  // (docs/payments.md); any process may, completion happens once. Then every minute, for a capture that failed or
  // notifications that were lost while the process runs (stop it on shutdown).
  const reconciled = await reconcilePayments(deps)
  if (reconciled > 0) console.log(`Payments: reconciled ${reconciled} unfinished payments`)
  return { ...deps, paymentReconcile: reconcileEvery(deps) }
}
