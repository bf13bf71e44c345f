// Issue 17 point 3: how much React renders while each shop page loads, counted in the page itself, so wasted renders
// show as figures that do not depend on how busy the machine is (Lighthouse's blocking time on these 2 cores moves by
// hundreds of milliseconds from run to run). A benchmark, not a test: build first.
//
//   npm run bench:renders -- [--runs 3] [--note "…"] [--no-write]
//
// Emma's cart is filled as for Lighthouse (bench/shop.mjs); then each page is opened in a new tab of her browser with
// the CPU 4× slower (a phone's pace sets how React batches updates), and the figures are taken once no render has come
// for a second. A component counts once per commit it rendered in (its function ran), read from React's commit hook
// (the one React DevTools uses): a fiber rendered when it carries React's PerformedWork flag and is not the object the
// previous commit held (React keeps the same object for a component it did not visit). With `vite build --minify
// false` the components' names are printed too.
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM, fillCart, READY, startShop } from './shop.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback
}
const RUNS = Math.max(1, Number(option('runs', '3')) || 3)
const NOTE = option('note', '')
const WRITE = !args.includes('--no-write')
const DOC = join(process.cwd(), 'docs', 'performance.md')

/** Runs in the page before React: React finds the hook and reports every commit to it. */
const countCommits = () => {
  const commits = []
  let previous = new WeakSet()
  window.__renders = { commits, last: 0 }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_renderer, root) {
      const held = new WeakSet()
      const names = {}
      let rendered = 0
      const walk = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          held.add(fiber)
          if (typeof fiber.type === 'function' && fiber.flags & 1 && !previous.has(fiber)) {
            rendered++
            const name = fiber.type.displayName || fiber.type.name || '?'
            names[name] = (names[name] ?? 0) + 1
          }
          if (fiber.child) walk(fiber.child)
        }
      }
      walk(root.current.child)
      previous = held
      commits.push({ rendered, names })
      window.__renders.last = performance.now()
    },
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

/** One load of `url` in a new tab: its commits, once a second has passed without one (at most 15 s). */
const load = async (context, route, url) => {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(url)
  await READY[route](page).waitFor()
  const until = Date.now() + 15_000
  while (Date.now() < until && (await page.evaluate(() => performance.now() - window.__renders.last)) < 1000)
    await page.waitForTimeout(250)
  const { commits } = await page.evaluate(() => window.__renders)
  await page.close()
  return commits
}

const writeDoc = (rows, when, machine) => {
  const table = [
    '| route | commits | components rendered | largest commit (components) |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.route} | ${r.commits} | ${r.rendered} | ${r.largest} |`),
  ].join('\n')
  const doc = readFileSync(DOC, 'utf8')
  const [start, end] = ['<!-- renders:start -->', '<!-- renders:end -->']
  const from = doc.indexOf(start)
  const to = doc.indexOf(end)
  if (from < 0 || to < 0) throw new Error(`docs/performance.md has no ${start} … ${end}`)
  const block = `${start}\nMeasured ${when} (${machine}), median of ${RUNS} load(s):\n\n${table}\n`
  writeFileSync(DOC, doc.slice(0, from) + block + doc.slice(to))
}

const main = async () => {
  const shop = await startShop()
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const base = await shop.started
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.addInitScript(countCommits)
    const filling = await context.newPage()
    const urls = await fillCart(filling, base)
    await filling.close()
    const rows = []
    for (const route of Object.keys(READY)) {
      const loads = []
      for (let run = 0; run < RUNS; run++) loads.push(await load(context, route, urls[route]))
      const figures = loads.map((commits) => ({
        commits: commits.length,
        rendered: commits.reduce((n, c) => n + c.rendered, 0),
        largest: Math.max(...commits.map((c) => c.rendered)),
      }))
      const row = { route }
      for (const key of ['commits', 'rendered', 'largest']) row[key] = median(figures.map((f) => f[key]))
      rows.push(row)
      console.log(
        `${route}: ${row.commits} commits, ${row.rendered} components rendered, largest commit ${row.largest}`,
      )
      const first = loads[0]
      for (const c of first) {
        const top = Object.entries(c.names)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
        console.log(`  ${String(c.rendered).padStart(4)}  ${top.map(([n, k]) => (k > 1 ? `${n}×${k}` : n)).join(' ')}`)
      }
    }
    const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`
    const machine = `${cpus().length} cores, Node ${process.versions.node.split('.')[0]}${NOTE ? `; ${NOTE}` : ''}`
    if (WRITE) writeDoc(rows, when, machine)
  } finally {
    await browser.close()
    await shop.stop()
  }
}

await main()
