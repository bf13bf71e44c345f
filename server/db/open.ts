// Which database a process opens (DESIGN decision 5): a PostgreSQL server when DATABASE_URL is set, else the
// embedded PGlite in DATA_DIR, held by one process at a time. Used by the shop (main.ts) and the photo import.
import { join } from 'node:path'
import { type Database, describeConnectionError, openPglite, openPostgres } from './database'
import { DatabaseInUse, type EmbeddedLock, lockEmbeddedDatabase } from './embeddedLock'
import { DATABASE_FOLDER, type DataTemplate, fillFromTemplate } from './template'

/** A reason the process cannot start, in one line for the operator (printed without a stack trace, exit code 1). */
export class StartError extends Error {}

export const DEFAULT_POOL_SIZE = 10

export type DatabaseConfig = { url: string | null; poolSize: number }

/** DATABASE_URL and DB_POOL_SIZE from the environment; a pool size that is not a number 1–1000 is a StartError. */
export const databaseConfig = (env: NodeJS.ProcessEnv): DatabaseConfig => {
  const raw = env.DB_POOL_SIZE?.trim() ?? ''
  const poolSize = raw === '' ? DEFAULT_POOL_SIZE : Number(raw)
  if (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > 1000)
    throw new StartError(`DB_POOL_SIZE must be a whole number from 1 to 1000, not "${env.DB_POOL_SIZE}".`)
  return { url: env.DATABASE_URL?.trim() || null, poolSize }
}

export type OpenedDatabase = {
  db: Database
  /** Where the data lives, for the start-up line (never the password). */
  where: string
  /** Set on the embedded database: the lock this process holds. */
  lock: EmbeddedLock | null
  /** A new data folder was copied from the build's template (template.ts). */
  fromTemplate: boolean
  /** Closes the database and gives up the lock. */
  close(): Promise<void>
}

const serverOf = (url: string) => {
  try {
    const u = new URL(url)
    return `PostgreSQL at ${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname}`
  } catch {
    return 'PostgreSQL'
  }
}

const refusal = (role: 'shop' | 'import', e: DatabaseInUse) => {
  if (role === 'import')
    return e.holder.role === 'shop'
      ? `The embedded database in ${e.dataDir} is in use by the shop (pid ${e.holder.pid}${e.holder.port === null ? '' : `, port ${e.holder.port}`}): stop it (Ctrl-C) and run the command again.`
      : `${e.message}: wait for it to finish.`
  return e.holder.role === 'shop'
    ? `${e.message}; stop it or use another DATA_DIR.`
    : `${e.message}; wait for it to finish or use another DATA_DIR.`
}

/**
 * Opens the database a process of the shop works on. With `config.url`: a pool on that PostgreSQL server, checked
 * before it answers. Without: PGlite in `dataDir/pglite`, after taking the embedded database's lock; a data folder
 * without one is first filled from `options.template` when given and current. Every way this can fail that an
 * operator can fix is a StartError with one line naming the problem.
 */
export const openConfiguredDatabase = async (
  config: DatabaseConfig,
  options: { dataDir: string; role: 'shop' | 'import'; port?: number | null; template?: DataTemplate },
): Promise<OpenedDatabase> => {
  if (config.url) {
    const url = config.url
    const db = await openPostgres(url, { poolSize: config.poolSize }).catch((e: unknown) => {
      throw new StartError(describeConnectionError(e, url))
    })
    return { db, where: serverOf(url), lock: null, fromTemplate: false, close: () => db.close() }
  }
  let lock: EmbeddedLock
  try {
    lock = lockEmbeddedDatabase(options.dataDir, { role: options.role, port: options.port ?? null })
  } catch (e) {
    if (e instanceof DatabaseInUse) throw new StartError(refusal(options.role, e))
    throw e
  }
  try {
    const fromTemplate = options.template ? await fillFromTemplate(options.dataDir, options.template) : false
    const db = await openPglite(join(options.dataDir, DATABASE_FOLDER))
    return {
      db,
      where: `the embedded database in ${options.dataDir}`,
      lock,
      fromTemplate,
      close: async () => {
        try {
          await db.close()
        } finally {
          lock.release()
        }
      },
    }
  } catch (e) {
    lock.release()
    throw e
  }
}
