import { funnelTable } from './funnelTable'
import { HttpError } from './http'
import { readFunnelReport } from './services/funnelReport'
import { fail, HELP, toolArguments, withShopDatabase } from './tool'

// npm run report -- funnel --session <id or access code> [--from YYYY-MM-DD] [--to YYYY-MM-DD]
// Issue 15 point 4: the studio's funnel in the terminal, the same numbers as GET /api/reports/funnel (docs/operations.md).

const USAGE = `Usage: npm run report -- funnel --session <id or access code> [--from YYYY-MM-DD] [--to YYYY-MM-DD]

  funnel     per day, the store users who opened the shop, created a cart, started checkout, entered a payment and
             completed an order, the conversion between the steps, and the most common payment failure reasons
  --session  the client session: its id, or its access code (e.g. MAPLE-SPRING)
  --from     the first day (default: 29 days before --to)
  --to       the last day (default: today)

Days are the store's time zone's (store setting timeZone), else UTC. A later step counts the earlier ones too.
DATA_DIR and DATABASE_URL as for npm start. On the embedded database (no DATABASE_URL) stop the shop first.`

const parsed = toolArguments(USAGE, {
  allowPositionals: true,
  options: { session: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, ...HELP },
})
const { session, from, to } = parsed.values
if (parsed.positionals.join(' ') !== 'funnel' || !session) fail(USAGE)

await withShopDatabase(async (db) => {
  try {
    const query = { session: session ?? '', ...(from ? { from } : {}), ...(to ? { to } : {}) }
    process.stdout.write(funnelTable(await readFunnelReport(db, query, new Date())))
  } catch (e) {
    if (!(e instanceof HttpError)) throw e
    // One line for the operator; the database is still closed by withShopDatabase.
    const fields = Object.entries(e.fields ?? {}).map(([field, problem]) => `; --${field}: ${problem}`)
    console.error(
      `${e.status === 404 ? `No client session with the id or access code "${session}"` : e.message}${fields.join('')}`,
    )
    process.exitCode = 1
  }
})
