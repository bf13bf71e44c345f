import { readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, extname, join, resolve } from 'node:path'
import { importRoster, parseRoster, RosterError, rosterCodesCsv } from './services/rosterImport'
import { fail, HELP, toolArguments, withShopDatabase } from './tool'

// npm run roster -- <roster.csv> --session <id or access code> [--out <codes.csv>]
// Brings a school's class list into a session as subjects with random access codes (docs/roster.md).

const USAGE = `Usage: npm run roster -- <roster.csv> --session <id or access code> [--out <codes.csv>]

  <roster.csv>  the students, one a line, under a header naming the columns: first name, last name (both needed),
                grade, teacher, home room, organization, external id (the school's id for the student)
  --session     the client session: its id, or its access code (e.g. MAPLE-SPRING)
  --out         where the codes go (default: beside the roster, <name>.codes.csv)

Each new student gets a random access code; a student already in the session (same external id, else same name)
keeps theirs, so running the same roster again changes nothing. A roster with a wrong line imports nothing.
DATA_DIR and DATABASE_URL as for npm start. On the embedded database (no DATABASE_URL) stop the shop first.`

const parsed = toolArguments(USAGE, {
  allowPositionals: true,
  options: { session: { type: 'string' }, out: { type: 'string' }, ...HELP },
})
const [file, ...extra] = parsed.positionals
const session = parsed.values.session
if (!file || extra.length > 0 || !session) fail(USAGE)

const input = resolve(file ?? '')
const output = resolve(parsed.values.out ?? join(dirname(input), `${basename(input, extname(input))}.codes.csv`))
const text = await readFile(input, 'utf8').catch(() => fail(`Cannot read the roster ${input}`))
// A wrong roster is refused before the database is opened.
const students = (() => {
  try {
    return parseRoster(text)
  } catch (e) {
    if (e instanceof RosterError) return fail(`${input}: ${e.message}`)
    throw e
  }
})()

await withShopDatabase(
  async (db) => {
    const report = await importRoster(db, session ?? '', students)
    await writeFile(output, rosterCodesCsv(report))
    const count = (status: string) => report.students.filter((s) => s.status === status).length
    console.log(
      `Roster for "${report.clientSession.label}" (${report.clientSession.id}): ${report.students.length} students, ` +
        `${count('created')} new, ${count('updated')} updated, ${count('unchanged')} unchanged.`,
    )
    console.log(`Access codes written to ${output}`)
  },
  [RosterError],
)
