import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { MigrationError, migrate } from './db/migrate'
import { databaseConfig, openConfiguredDatabase, StartError } from './db/open'
import { RENDITIONS_VERSION, remakeAllRenditions } from './services/renditions'

// npm run renditions: makes every photo's renditions again from its original, after an upgrade that changed them
// (docs/operations.md).

const USAGE = `Usage: npm run renditions

  Makes the small, medium and large renditions (and knockouts) of every photo again from its original, with the
  current sizes and watermark, and marks DATA_DIR as current (version ${RENDITIONS_VERSION}). Run it once after an
  upgrade that says so; running it again does the same work again and changes nothing.

DATA_DIR and DATABASE_URL as for npm start; on the embedded database stop the shop first.`

const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

const { values } = (() => {
  try {
    return parseArgs({ options: { help: { type: 'boolean', short: 'h' } } })
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
  const outcomes = await remakeAllRenditions(opened.db, dataDir, (done, total, { imageId, problem }) => {
    if (problem) console.log(`${done}/${total} ${imageId}: left as it was (${problem})`)
    else if (done % 100 === 0 || done === total) console.log(`${done}/${total} photos`)
  })
  const failed = outcomes.filter((o) => o.problem).length
  console.log(
    `Renditions made again for ${outcomes.length - failed} photos${failed ? `; ${failed} left as they were` : ''}.`,
  )
} catch (e) {
  if (!(e instanceof MigrationError)) throw e
  console.error(e.message)
  process.exitCode = 1
} finally {
  await opened.close()
}
