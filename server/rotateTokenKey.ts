import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { MigrationError, migrate } from './db/migrate'
import { databaseConfig, openConfiguredDatabase, StartError } from './db/open'
import { rotateTokenSecret } from './services/identity'

// npm run rotate-token-key [-- --drop-previous]: a new key signs shopper tokens (docs/operations.md).

const USAGE = `Usage: npm run rotate-token-key [-- --drop-previous]

  Makes a new key for signing shopper tokens. Tokens signed with the old key keep working and are renewed with the
  new one on their next use; restart the shop's processes so they sign with the new key.
  --drop-previous   also forget the key before this one (after a leak): tokens signed with it stop working.

DATA_DIR and DATABASE_URL as for npm start; on the embedded database stop the shop first.`

const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

const { values } = (() => {
  try {
    return parseArgs({ options: { 'drop-previous': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } })
  } catch (e) {
    return fail(`${(e as Error).message}\n\n${USAGE}`)
  }
})()
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}

const dataDir = resolve(process.env.DATA_DIR ?? '.data')
const opened = await Promise.resolve()
  .then(() => openConfiguredDatabase(databaseConfig(process.env), { dataDir, role: 'import' }))
  .catch((e: unknown) => (e instanceof StartError ? fail(e.message) : Promise.reject(e)))

try {
  await migrate(opened.db)
  const dropPrevious = values['drop-previous'] === true
  await rotateTokenSecret(opened.db, { dropPrevious })
  console.log(
    dropPrevious
      ? 'New token key made; the previous key is forgotten. Restart the shop: tokens signed before are refused.'
      : 'New token key made; the old one is still accepted. Restart the shop so it signs with the new key.',
  )
} catch (e) {
  if (!(e instanceof MigrationError)) throw e
  console.error(e.message)
  process.exitCode = 1
} finally {
  await opened.close()
}
