// Issue 17 point 3: Lighthouse's mobile performance audit of the built shop, median of N runs per route, written into
// docs/performance.md ("## Lighthouse") and printed. A benchmark, not a test: it builds nothing (build first).
//
//   npm run bench:lighthouse -- [--runs 3] [--only home,cart] [--note "what else ran"] [--no-write] [--traces]
//     [--direct]
//
// The browser reaches the shop as parents do in production, through a proxy that speaks HTTPS and HTTP/2
// (bench/tlsProxy.mjs, docs/operations.md); --direct audits the shop's own plain HTTP/1.1 instead.
//
// --traces keeps Lighthouse's own trace of each run beside its report (`<route>-<run>.trace.json`, for Chromium's
// performance panel): the page's main-thread tasks as they ran, before Lighthouse's simulation scales them by 4.
//
// One Chromium (the system's, new headless) serves both sides: Playwright drives it over its debugging port to enter
// a shop and fill a cart, then Lighthouse audits each address in a new tab of the same browser profile, so the
// shopper's local storage (token, order) is there. Lighthouse's storage reset stays on: in Lighthouse 13 it clears the
// HTTP cache and service workers but not local storage or cookies, so every run is a first visit's download.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { CHROMIUM, fillCart, startProcess, startShop, stopProcess } from './shop.mjs'
import { startTlsProxy } from './tlsProxy.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback
}
const RUNS = Math.max(1, Number(option('runs', '3')) || 3)
const ONLY = option('only', '').split(',').filter(Boolean)
const NOTE = option('note', '')
const WRITE = !args.includes('--no-write')
const TRACES = args.includes('--traces')
const DIRECT = args.includes('--direct')
const REPORTS = join(process.cwd(), 'artifacts', 'lighthouse')
const DOC = join(process.cwd(), 'docs', 'performance.md')

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
}

/** One Lighthouse mobile performance run (its default: a Moto G Power on slow 4G, simulated) in a new tab. */
const audit = async (port, route, url, run) => {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr, report } = result
  writeFileSync(join(REPORTS, `${route}-${run}.json`), report)
  if (TRACES) writeFileSync(join(REPORTS, `${route}-${run}.trace.json`), JSON.stringify(result.artifacts.Trace))
  if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  // A lost token or order would audit another page (the access page, an empty cart) under this route's name.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${route}: ${url} ended on ${lhr.finalDisplayedUrl}`)
  const figures = { score: Math.round(lhr.categories.performance.score * 100) }
  for (const [key, id] of Object.entries(METRICS)) figures[key] = lhr.audits[id].numericValue
  console.log(`  ${route} run ${run}: ${format(figures).join(' ')}`)
  return figures
}

const format = (f) => [
  String(f.score),
  `${(f.fcp / 1000).toFixed(1)} s`,
  `${(f.lcp / 1000).toFixed(1)} s`,
  `${Math.round(f.tbt)} ms`,
  f.cls.toFixed(3),
  `${(f.si / 1000).toFixed(1)} s`,
]

const writeDoc = (rows, when, machine) => {
  const table = [
    '| route | address | score | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.route} | \`${r.path}\` | ${format(r.median).join(' | ')} |`),
  ]
  const block = [`### ${when}`, '', machine, '', ...table, ''].join('\n')
  const doc = readFileSync(DOC, 'utf8')
  const heading = '## Lighthouse'
  const intro = [
    heading,
    '',
    '`npm run bench:lighthouse` (`bench/lighthouse.mjs`, after `npm run build`) starts the built shop on a fresh',
    'DATA_DIR and audits it with Lighthouse 13, mobile (simulated slow 4G and a 4× slower CPU), performance only, in the',
    'system Chromium (new headless). The browser reaches the shop as parents do behind the reverse proxy of',
    '`docs/operations.md`: over HTTPS and HTTP/2, through a proxy in Node (`bench/tlsProxy.mjs`); `--direct` audits the',
    "shop's own plain HTTP/1.1 (six connections to a host, gzip). Home is the access-code page on a fresh profile; then",
    "Emma's access code (`EMMA-2026`, the spring re-order shop) enters her shop and an 8×10 print of her photo goes into",
    'the cart, and the catalog, her gallery, the cart and the customer-details step of checkout are audited with her',
    'storage kept (the HTTP cache is cleared before every run). Each figure is the median of its runs; the reports are in',
    "`artifacts/lighthouse/` (not committed), with `--traces` Lighthouse's own trace of each run beside them. Newest run",
    'first.',
    '',
  ].join('\n')
  const start = doc.indexOf(`\n${heading}\n`)
  if (start < 0) {
    writeFileSync(DOC, `${doc.trimEnd()}\n\n${intro}\n${block}`)
    return
  }
  const after = doc.indexOf('\n## ', start + 1)
  const end = after < 0 ? doc.length : after
  const section = doc.slice(start + 1, end)
  const firstRun = section.indexOf('\n### ')
  const older = firstRun < 0 ? '' : section.slice(firstRun + 1).trimEnd()
  const updated = `${intro}\n${block}${older ? `\n${older}\n` : ''}`
  writeFileSync(DOC, `${doc.slice(0, start + 1)}${updated}${after < 0 ? '' : doc.slice(end)}`)
}

const main = async () => {
  mkdirSync(REPORTS, { recursive: true })
  const load = loadavg()[0].toFixed(1)
  const profile = mkdtempSync(join(tmpdir(), 'picture-day-lighthouse-chromium-'))
  const shop = await startShop()
  let proxy
  const chrome = startProcess(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      // The proxy's certificate is self-signed (bench/tlsProxy.mjs).
      '--ignore-certificate-errors',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {},
    /DevTools listening on (ws:\/\/[^\s]+)/,
    'Chromium',
  )
  let browser
  try {
    const [shopUrl, [, ws]] = await Promise.all([shop.started, chrome.started])
    proxy = DIRECT ? null : await startTlsProxy(shopUrl)
    const base = proxy?.url ?? shopUrl
    const debugPort = Number(new URL(ws).port)
    const wanted = (route) => ONLY.length === 0 || ONLY.includes(route)
    const rows = []
    const measure = async (route, url) => {
      if (!wanted(route)) return
      const runs = []
      for (let run = 1; run <= RUNS; run++) runs.push(await audit(debugPort, route, url, run))
      const mid = {}
      for (const key of ['score', ...Object.keys(METRICS)]) mid[key] = median(runs.map((r) => r[key]))
      rows.push({ route, path: new URL(url).pathname.replace(/[0-9a-f-]{36}/g, '{id}'), median: mid })
    }
    console.log(
      `Lighthouse 13 mobile, ${RUNS} run(s) per route, shop at ${base}${proxy ? ` (HTTP/2, to ${shopUrl})` : ''}`,
    )
    await measure('home', `${base}/`)
    if (['catalog', 'gallery', 'cart', 'checkout'].some(wanted)) {
      browser = await chromium.connectOverCDP(ws)
      const page = await browser.contexts()[0].newPage()
      const urls = await fillCart(page, base)
      // The audits run in their own tabs; this one would keep working in the background.
      await page.close()
      for (const route of ['catalog', 'gallery', 'cart', 'checkout']) await measure(route, urls[route])
    }
    const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`
    const protocol = DIRECT ? 'plain HTTP/1.1 (--direct)' : 'HTTPS and HTTP/2 through the proxy'
    const machine = `${cpus().length} cores, Node ${process.versions.node.split('.')[0]}, ${protocol}, median of ${RUNS} run(s); load average ${load} at the start${NOTE ? `; ${NOTE}` : ''}.`
    console.log(`\n${when}: ${machine}`)
    console.log('route     score  FCP     LCP     TBT      CLS    SI')
    for (const r of rows) console.log(`${r.route.padEnd(9)} ${format(r.median).join('  ')}`)
    if (WRITE && rows.length) writeDoc(rows, when, machine)
  } finally {
    await browser?.close().catch(() => {})
    await stopProcess(chrome.child)
    await proxy?.stop()
    await shop.stop()
    rmSync(profile, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
