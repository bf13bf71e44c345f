import { resolve } from 'node:path'
import { type ParseArgsConfig, parseArgs } from 'node:util'
import type { Database } from './db/database'
import { MigrationError, migrate } from './db/migrate'
import { databaseConfig, openConfiguredDatabase, StartError } from './db/open'

// What the shop's command-line tools share (npm run import, roster, renditions, rotate-token-key): their arguments,
// and the shop's own database, opened as `npm start` opens it.

/** One line on stderr and exit code 1: a failure the operator can fix. */
export const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

/** The command's arguments; `--help` prints the usage and wrong ones print the problem and the usage. */
export const toolArguments = <T extends ParseArgsConfig>(usage: string, config: T) => {
  try {
    const parsed = parseArgs(config)
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage)
      process.exit(0)
    }
    return parsed
  } catch (e) {
    return fail(`${(e as Error).message}\n\n${usage}`)
  }
}

/** The help flag every tool takes. */
export const HELP = { help: { type: 'boolean', short: 'h' } } as const

type ErrorClass = abstract new (...args: never[]) => Error

/**
 * Runs `work` on the database of DATA_DIR / DATABASE_URL, migrated, and closes it. The embedded database's lock
 * refuses a running shop. A failed migration or one of the `expected` errors is one line on stderr and exit code 1.
 */
export const withShopDatabase = async (
  work: (db: Database, dataDir: string) => Promise<void>,
  expected: ErrorClass[] = [],
) => {
  const dataDir = resolve(process.env.DATA_DIR ?? '.data')
  const opened = await openConfiguredDatabase(databaseConfig(process.env), { dataDir, role: 'import' }).catch(
    (e: unknown) => (e instanceof StartError ? fail(e.message) : Promise.reject(e)),
  )
  try {
    await migrate(opened.db)
    await work(opened.db, dataDir)
  } catch (e) {
    if (!(e instanceof MigrationError || expected.some((E) => e instanceof E))) throw e
    console.error((e as Error).message)
    process.exitCode = 1
  } finally {
    await opened.close()
  }
}
