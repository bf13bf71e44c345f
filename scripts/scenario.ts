import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { createWebSocketInspector } from '@statelyai/inspect'
import { createInspectorServer } from '@statelyai/inspect/server'
import { loadScenario, replayScenario, type StepResult } from '../tests/machines/scenario'

// npm run scenario -- <file> [--inspect] [--port 8080] [--wait 600] [--pace 400]
// Replays one machine scenario (tests/machines/scenarios/<machine>/*.json) headless, printing each step's event and
// the state it leads to; with --inspect, through the Stately inspector (docs/scenarios.md).

const USAGE = `Usage: npm run scenario -- <file> [--inspect] [--port <port>] [--wait <seconds>] [--pace <ms>]

  <file>       a scenario file, e.g. tests/machines/scenarios/accessCode/01-known-code-opens-shop.json
  --inspect    replay it in the Stately inspector: open the printed address in a browser
  --port       the inspector's local port (default 8080)
  --wait       with --inspect, how long to wait for Enter before exiting (default 600 seconds)
  --pace       milliseconds between steps (default 400 with --inspect, else 0)

Exits with 1 when the file is not a valid scenario or an expectation is not met.`

const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        inspect: { type: 'boolean' },
        port: { type: 'string' },
        wait: { type: 'string' },
        pace: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (e) {
    return fail(`${(e as Error).message}\n\n${USAGE}`)
  }
})()

if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
const [file] = positionals
if (!file || positionals.length > 1) fail(USAGE)

const number = (text: string | undefined, fallback: number, name: string) => {
  if (text === undefined) return fallback
  const n = Number(text)
  return Number.isInteger(n) && n >= 0 ? n : fail(`--${name} must be a whole number, not "${text}"`)
}
const inspect = values.inspect === true
const port = number(values.port, 8080, 'port')
const waitSeconds = number(values.wait, 600, 'wait')
const pace = number(values.pace, inspect ? 400 : 0, 'pace')

/** Resolves on Enter, on the end of input, or after `seconds`. */
const enterOr = (seconds: number) =>
  new Promise<void>((resolve) => {
    const rl = createInterface({ input: process.stdin })
    const done = () => {
      clearTimeout(timer)
      rl.close()
      resolve()
    }
    const timer = setTimeout(done, seconds * 1000)
    rl.once('line', done)
    rl.once('close', done)
  })

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const { scenario, problems } = loadScenario(file as string)
if (problems.length > 0) fail(`${file} is not a valid scenario:\n${problems.map((p) => `  - ${p}`).join('\n')}`)

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))
const eventText = (step: StepResult) => {
  if (!step.event) return '(no event: as it stands)'
  const { type, ...payload } = step.event
  const rest = JSON.stringify(payload)
  return rest === '{}' ? type : `${type} ${rest.length > 100 ? `${rest.slice(0, 100)}…` : rest}`
}

console.log(`${scenario.machine}: ${scenario.name}\n  (${scenario.spec})\n`)

let inspector: ReturnType<typeof createWebSocketInspector> | null = null
let server: ReturnType<typeof createInspectorServer> | null = null
if (inspect) {
  server = createInspectorServer({ port, autoOpen: false })
  inspector = createWebSocketInspector({ url: `ws://localhost:${port}` })
  console.log(`Inspector: open http://localhost:${port} in a browser (it embeds https://stately.ai/inspect).`)
  if (process.stdin.isTTY) {
    console.log('Press Enter once it shows, to replay the scenario (it starts by itself in 60 s).\n')
    await enterOr(60)
  }
}

const initial = scenario.steps[0]?.event ? null : 'start'
const replay = await replayScenario(scenario, {
  ...(inspector ? { inspect: inspector.inspect } : {}),
  onStep: (step) => {
    const label = step.index === 0 && initial ? 'start' : eventText(step)
    console.log(`${String(step.index + 1).padStart(3)}. ${label}\n     → ${show(step.value)}`)
    for (const failure of step.failures) console.log(`     ✗ ${failure}`)
  },
  ...(pace > 0 ? { beforeStep: () => sleep(pace) } : {}),
})
const stepFailures = new Set(replay.steps.flatMap((s) => s.failures))
const other = replay.failures.filter((f) => !stepFailures.has(f))
for (const failure of other) console.log(`  ✗ ${failure}`)

const ok = replay.failures.length === 0
console.log(
  ok
    ? `\n✓ ${replay.steps.length} steps, every expectation met`
    : `\n✗ ${replay.failures.length} failed expectation${replay.failures.length === 1 ? '' : 's'} in ${file}`,
)

if (inspector && server) {
  console.log(
    `\nStill serving the inspector on http://localhost:${port}: press Enter to exit (or wait ${waitSeconds} s).`,
  )
  await enterOr(waitSeconds)
  inspector.stop()
  server.stop()
}
process.exit(ok ? 0 : 1)
