import { resolve } from 'node:path'
import { type FileOutcome, ImportError, importFolder, type Progress } from './services/photoImport'
import { fail, HELP, toolArguments, withShopDatabase } from './tool'

// npm run import -- <folder> --session <id or access code> [--gallery <label>] [--subject <code>] [--tags a,b]
// Brings a folder of JPEG and PNG photos into a gallery of the shop in DATA_DIR (docs/photos.md).

const USAGE = `Usage: npm run import -- <folder> --session <id or access code> [--gallery <label>] [--subject <code>] [--tags a,b]

  <folder>     a folder of JPEG and PNG photos (not searched recursively)
  --session    the client session: its id, or its access code (e.g. MAPLE-SPRING)
  --gallery    the gallery's label (created when missing); default: the subject's name, else the folder's name
  --subject    a subject's access code (e.g. EMMA-2026): the photos become that subject's
  --tags       comma-separated tag slugs given to every photo (e.g. yearbook,headshot)

DATA_DIR and DATABASE_URL as for npm start. On the embedded database (no DATABASE_URL) stop the shop first: it
allows one process. On PostgreSQL the shop may keep running; the media go to DATA_DIR, which it must share.`

const parsed = toolArguments(USAGE, {
  allowPositionals: true,
  options: {
    session: { type: 'string' },
    gallery: { type: 'string' },
    subject: { type: 'string' },
    tags: { type: 'string' },
    ...HELP,
  },
})
const [folder, ...extra] = parsed.positionals
const session = parsed.values.session
if (!folder || extra.length > 0 || !session) fail(USAGE)

const tty = process.stdout.isTTY === true
const describe = (o: FileOutcome) =>
  o.status === 'added' ? 'added' : o.status === 'duplicate' ? 'already in the gallery' : `skipped: ${o.reason}`

/** A one-line bar redrawn with \r on a terminal; one plain line per file otherwise (logs, CI). */
const report = ({ done, total, outcome }: Progress) => {
  if (!tty) {
    console.log(`${done}/${total} ${outcome.file}: ${describe(outcome)}`)
    return
  }
  const width = 30
  const filled = Math.round((done / total) * width)
  const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${outcome.file}`
  const columns = process.stdout.columns || 100
  process.stdout.write(`\r${line.slice(0, columns - 1).padEnd(columns - 1)}`)
  if (outcome.status === 'skipped') process.stdout.write(`\n  ${outcome.file}: ${describe(outcome)}\n`)
  if (done === total) process.stdout.write('\n')
}

await withShopDatabase(
  async (db, dataDir) => {
    const result = await importFolder(
      db,
      {
        folder: resolve(folder ?? ''),
        session: session ?? '',
        dataDir,
        ...(parsed.values.gallery ? { gallery: parsed.values.gallery } : {}),
        ...(parsed.values.subject ? { subject: parsed.values.subject } : {}),
        ...(parsed.values.tags
          ? {
              tags: parsed.values.tags
                .split(',')
                .map((t) => t.trim())
                .filter(Boolean),
            }
          : {}),
      },
      report,
    )
    const count = (status: FileOutcome['status']) => result.files.filter((f) => f.status === status).length
    const skipped = result.files.filter((f) => f.status === 'skipped')
    console.log(
      `Gallery "${result.gallery.label}" (${result.gallery.id})${result.gallery.created ? ', new' : ''}: ` +
        `${count('added')} added, ${count('duplicate')} already there, ${skipped.length} skipped.`,
    )
    for (const f of skipped) console.log(`  skipped ${f.file}: ${f.reason}`)
  },
  [ImportError],
)
