import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'

export const ARTIFACTS = join(process.cwd(), 'artifacts', 'e2e')

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })

export type RunningServer = { url: string; port: number; dataDir: string; process: ChildProcess; output: () => string }

/** Starts the built server (npm run build first) as a shopper's machine would run it, on a temporary DATA_DIR. */
export const startServer = async (options: { port?: number; dataDir?: string } = {}): Promise<RunningServer> => {
  const port = options.port ?? (await freePort())
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'picture-day-e2e-'))
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => {
    output += d
  })
  child.stderr?.on('data', (d) => {
    output += d
  })
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes('Press Ctrl-C to stop.')) {
        clearInterval(check)
        resolve()
      }
    }, 50)
    child.once('exit', (code) => {
      clearInterval(check)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  return { url: `http://localhost:${port}`, port, dataDir, process: child, output: () => output }
}

export const stopServer = async (server: RunningServer, removeData = true) => {
  if (server.process.exitCode === null) {
    const exited = new Promise((r) => server.process.once('exit', r))
    server.process.kill('SIGINT')
    await exited
  }
  if (removeData) rmSync(server.dataDir, { recursive: true, force: true })
}

/** The system Chromium (Debian's package); CHROMIUM_PATH overrides it. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })

export const screenshot = async (page: Page, name: string) => {
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true })
}

/**
 * `<name>-phone` at 390 px and `<name>-desktop` at 1280 px of the same screen, the page back at its width after: a
 * journey walked once is looked at as a parent sees it on both (walking it again per width doubled the suite's time).
 */
export const screenshotBothWidths = async (page: Page, name: string) => {
  const own = page.viewportSize() ?? { width: 390, height: 900 }
  for (const [width, suffix] of [
    [390, 'phone'],
    [1280, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height: own.height })
    await screenshot(page, `${name}-${suffix}`)
  }
  await page.setViewportSize(own)
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** DESIGN tests: axe-core's serious and critical findings on the current page (WCAG 2 A and AA). */
export const accessibilityProblems = async (page: Page) => {
  // Evaluated through the browser's debugging protocol: the shop's Content-Security-Policy (no inline scripts) stays
  // on for the page, and the test's own script is not an inline script of the page.
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (o: unknown) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> }
      }
    ).axe
    const result = await axe.run({ runOnly: ['wcag2a', 'wcag2aa'] })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length})`)
  })
}

/**
 * One built server on a fresh DATA_DIR and one Chromium for a test file: registers the hooks, hands out pages.
 * Each page gets its own browser context, so its storage (token, order) starts empty like a new shopper's.
 */
export const startShop = () => {
  let server: RunningServer | undefined
  let browser: Browser | undefined
  const pages: Page[] = []
  // A failed journey leaves a picture of every page it had open, to see what the shopper saw.
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)
      for (const [i, page] of pages.entries()) await screenshot(page, `failed-${name}-${i}`).catch(() => {})
    }
    pages.length = 0
  })
  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    if (server) await stopServer(server)
  })
  const running = () => {
    if (!server || !browser) throw new Error('startShop: the server is not started')
    return { server, browser }
  }
  return {
    url: () => running().server.url,
    newPage: async (width = 1280): Promise<Page> => {
      const page = await (await running().browser.newContext({ viewport: { width, height: 900 } })).newPage()
      pages.push(page)
      return page
    },
  }
}
