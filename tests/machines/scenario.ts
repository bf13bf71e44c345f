import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve as resolvePath } from 'node:path'
import Ajv from 'ajv'
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromPromise,
  type InspectionEvent,
  type Observer,
  SimulatedClock,
} from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { fixtures } from './fixtures'
import { type MachineEntry, registry } from './registry'
import schema from './scenario.schema.json'
import './adminFixtures'
import './checkoutFixtures'
import './configureFixtures'
import './funnelReportFixtures'
import './photoFixtures'
import './orderChangeFixtures'
import './orderFixtures'
import './orderViewFixtures'
import './paymentFixtures'
import './subjectSearchFixtures'

// The scenario runner: loads scenario files (checked against scenario.schema.json and the registry), replays them
// step by step and says what failed. Used by scenarios.test.ts and by `npm run scenario` (scripts/scenario.ts).

export type Answer =
  | { resolve: string; delay?: number }
  | {
      reject: string
      code?: string
      status?: number
      fields?: Record<string, string>
      values?: Record<string, Record<string, string | number>>
      delay?: number
    }
  | { pending: true }

export type StateValue = string | { [key: string]: StateValue }

export type Expectation = {
  state?: StateValue
  context?: Record<string, unknown>
  output?: unknown
  calls?: Record<string, unknown[]>
  actions?: Record<string, unknown[] | number>
  emitted?: Array<{ type: string; [key: string]: unknown }>
  view?: Record<string, unknown> | null
}

export type ScenarioEvent = { type: string; [key: string]: unknown }

export type Step = { event?: ScenarioEvent; expect?: Expectation }

export type Scenario = {
  $schema: string
  machine: string
  name: string
  spec: string
  input?: unknown
  answers?: Record<string, Answer | Answer[]>
  steps: Step[]
}

export const SCENARIOS_DIR = join(import.meta.dirname, 'scenarios')

/** Every scenario file, by machine folder: `scenarios/<machine>/*.json`, in name order. */
export const scenarioFiles = (dir = SCENARIOS_DIR): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .flatMap((machine) =>
      readdirSync(join(dir, machine))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(dir, machine, f)),
    )

const ajv = new Ajv({ allErrors: true, strictTypes: false })
const validate = ajv.compile(schema)

/** Messages of what makes a scenario unusable for its machine: things the schema cannot know. */
const checkAgainstRegistry = (scenario: Scenario, entry: MachineEntry): string[] => {
  const problems: string[] = []
  const accepted = new Set<string>(entry.machine.root.events.map(String))
  for (const name of Object.keys(scenario.answers ?? {}))
    if (!entry.actors.includes(name))
      problems.push(`answers.${name}: not a scripted actor of ${scenario.machine} (${entry.actors.join(', ')})`)
  scenario.steps.forEach((step, i) => {
    const at = `steps[${i}]`
    const type = step.event?.type
    if (type !== undefined && type !== 'clock.advance' && !accepted.has(type))
      problems.push(`${at}.event.type: ${scenario.machine} accepts no event "${type}"`)
    for (const name of Object.keys(step.expect?.calls ?? {}))
      if (!entry.actors.includes(name)) problems.push(`${at}.expect.calls.${name}: not a scripted actor`)
    for (const name of Object.keys(step.expect?.actions ?? {}))
      if (!entry.actions.includes(name))
        problems.push(`${at}.expect.actions.${name}: not a recorded action (${entry.actions.join(', ') || 'none'})`)
    if (step.expect?.view !== undefined && !entry.view)
      problems.push(`${at}.expect.view: ${scenario.machine} has no view in the registry`)
  })
  return problems
}

/**
 * What is wrong with a parsed scenario: schema violations (an unknown key anywhere), names its machine does not know
 * (actors, recorded actions, events, a view), a file outside its machine's folder. Empty when it can be replayed.
 */
export const checkScenario = (data: unknown, folder?: string): string[] => {
  if (!validate(data))
    return (validate.errors ?? []).map((e) => {
      const extra = e.keyword === 'additionalProperties' ? ` "${e.params.additionalProperty}"` : ''
      return `${e.instancePath || '(file)'}: ${e.message}${extra}`
    })
  const scenario = data as Scenario
  const entry = registry[scenario.machine]
  if (!entry) return [`machine "${scenario.machine}" is not in tests/machines/registry.ts`]
  const problems = checkAgainstRegistry(scenario, entry)
  if (folder !== undefined && folder !== scenario.machine)
    problems.push(`machine "${scenario.machine}" belongs in scenarios/${scenario.machine}/, not scenarios/${folder}/`)
  return problems
}

export type Loaded = { file: string; scenario: Scenario; problems: string[] }

/** Reads a scenario file and checks it (see checkScenario); a file in `scenarios/` must sit in its machine's folder. */
export const loadScenario = (file: string): Loaded => {
  try {
    const scenario = JSON.parse(readFileSync(file, 'utf8')) as Scenario
    const inScenarios = basename(dirname(dirname(resolvePath(file)))) === 'scenarios'
    return { file, scenario, problems: checkScenario(scenario, inScenarios ? basename(dirname(file)) : undefined) }
  } catch (e) {
    return { file, scenario: { steps: [] } as unknown as Scenario, problems: [`not JSON: ${(e as Error).message}`] }
  }
}

const fixture = (name: string) => {
  if (!(name in fixtures)) throw new Error(`unknown fixture "${name}" (tests/machines/*Fixtures.ts)`)
  return fixtures[name]
}

/** Strings "fixture:<name>" in a scenario's input and events stand for the named fixture. */
export const resolveFixtures = (value: unknown): unknown => {
  if (typeof value === 'string' && value.startsWith('fixture:')) return fixture(value.slice('fixture:'.length))
  if (Array.isArray(value)) return value.map(resolveFixtures)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveFixtures(v)]))
  return value
}

const show = (value: unknown) => {
  const text = JSON.stringify(value, (_, v) => (v instanceof Error ? { message: v.message } : v))
  return text === undefined ? 'undefined' : text.length > 300 ? `${text.slice(0, 300)}…` : text
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Where `actual` differs from `expected`: objects match partially (keys not named are not checked), arrays element
 * by element with the same length, anything else must be equal.
 */
export const mismatches = (actual: unknown, expected: unknown, path: string): string[] => {
  if (isObject(expected)) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual))
      return [`${path}: expected an object like ${show(expected)}, got ${show(actual)}`]
    return Object.entries(expected).flatMap(([k, v]) =>
      mismatches((actual as Record<string, unknown>)[k], v, `${path}.${k}`),
    )
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array ${show(expected)}, got ${show(actual)}`]
    if (actual.length !== expected.length)
      return [`${path}: expected ${expected.length} items ${show(expected)}, got ${actual.length} ${show(actual)}`]
    return expected.flatMap((v, i) => mismatches(actual[i], v, `${path}[${i}]`))
  }
  return Object.is(actual, expected) ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`]
}

const sameValue = (a: unknown, b: unknown): boolean =>
  isObject(a) && isObject(b)
    ? Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => sameValue(a[k], b[k]))
    : a === b

/** What the runner saw while replaying. */
export type Seen = {
  calls: Record<string, unknown[]>
  actions: Record<string, unknown[]>
  emitted: Array<{ type: string }>
}

const checkStep = (
  expect: Expectation,
  snapshot: AnyMachineSnapshot,
  seen: Seen,
  entry: MachineEntry,
  at: string,
): string[] => {
  const failures: string[] = []
  if (expect.state !== undefined && !sameValue(snapshot.value, expect.state))
    failures.push(`${at} state: expected ${show(expect.state)}, got ${show(snapshot.value)}`)
  if (expect.context) failures.push(...mismatches(snapshot.context, expect.context, `${at} context`))
  if ('output' in expect) failures.push(...mismatches(snapshot.output, expect.output, `${at} output`))
  for (const [name, inputs] of Object.entries(expect.calls ?? {}))
    failures.push(...mismatches(seen.calls[name] ?? [], inputs, `${at} calls.${name}`))
  for (const [name, runs] of Object.entries(expect.actions ?? {})) {
    const actual = seen.actions[name] ?? []
    if (typeof runs === 'number') {
      if (actual.length !== runs) failures.push(`${at} actions.${name}: expected ${runs} runs, got ${actual.length}`)
    } else failures.push(...mismatches(actual, runs, `${at} actions.${name}`))
  }
  if (expect.emitted) failures.push(...mismatches(seen.emitted, expect.emitted, `${at} emitted`))
  if ('view' in expect && entry.view) failures.push(...mismatches(entry.view(snapshot), expect.view, `${at} view`))
  return failures
}

// Scripted answers resolve within a tick; a few macrotask turns let every chained state run.
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0))
}

export type StepResult = {
  index: number
  /** The event sent, or null for a step that only checks. */
  event: ScenarioEvent | null
  value: unknown
  failures: string[]
}

export type Replay = {
  steps: StepResult[]
  /** Every failure: unmet expectations, actor errors, calls without a scripted answer. */
  failures: string[]
  /** Paths of every state node the machine was in, even for a moment (eventless transitions pass through). */
  reached: Set<string>
  /** Every snapshot the machine went through, in order. */
  snapshots: AnyMachineSnapshot[]
  /** The calls, recorded actions and emitted events of the whole replay. */
  seen: Seen
}

const delayed = <T>(clock: SimulatedClock, ms: number | undefined, run: () => T): Promise<T> =>
  ms
    ? new Promise<T>((resolve, reject) =>
        clock.setTimeout(() => {
          try {
            resolve(run())
          } catch (e) {
            reject(e)
          }
        }, ms),
      )
    : Promise.resolve().then(run)

/**
 * Replays a scenario: its machine with the scripted actors answering and the recorded actions recording, each step's
 * event sent once the machine has settled, each step's expectations checked. `inspect` also sees every inspection
 * event (the Stately inspector in `npm run scenario -- <file> --inspect`); `onStep` hears of each step as it ends.
 */
export const replayScenario = async (
  scenario: Scenario,
  options: {
    inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
    onStep?: (result: StepResult) => void
    /** Awaited before each step (a pause, so a watcher of the inspector can follow). */
    beforeStep?: (index: number) => Promise<unknown>
  } = {},
): Promise<Replay> => {
  const entry = registry[scenario.machine]
  if (!entry) throw new Error(`machine "${scenario.machine}" is not in tests/machines/registry.ts`)
  const seen: Seen = { calls: {}, actions: {}, emitted: [] }
  const failures: string[] = []
  const clock = new SimulatedClock()
  const actors = Object.fromEntries(
    entry.actors.map((name) => [
      name,
      fromPromise(async ({ input }: { input: unknown }) => {
        const made = seen.calls[name] ?? []
        seen.calls[name] = [...made, input]
        const scripted = scenario.answers?.[name]
        const answers = Array.isArray(scripted) ? scripted : scripted ? [scripted] : []
        const answer = answers[Math.min(made.length, answers.length - 1)]
        if (!answer) {
          failures.push(`${name} was called (call ${made.length + 1}) but the scenario scripts no answer for it`)
          throw new Error(`no scripted answer for ${name}`)
        }
        if ('pending' in answer) return new Promise(() => {})
        return delayed(clock, answer.delay, () => {
          if ('reject' in answer)
            throw Object.assign(
              new Error(answer.reject),
              answer.code ? { code: answer.code } : {},
              answer.status ? { status: answer.status } : {},
              answer.fields ? { fields: answer.fields } : {},
              answer.values ? { values: answer.values } : {},
            )
          return fixture(answer.resolve)
        })
      }),
    ]),
  )
  const actions = Object.fromEntries(
    entry.actions.map((name) => [
      name,
      (_: unknown, params: unknown) => {
        seen.actions[name] = [...(seen.actions[name] ?? []), params ?? null]
      },
    ]),
  )
  const machine: AnyStateMachine = entry.machine.provide({ actors, actions } as never)
  const reached = new Set<string>()
  const reach = (value: unknown, prefix: string[] = []) => {
    if (typeof value === 'string') reached.add([...prefix, value].join('.'))
    else if (isObject(value))
      for (const [key, child] of Object.entries(value)) {
        reached.add([...prefix, key].join('.'))
        reach(child, [...prefix, key])
      }
  }
  const snapshots: AnyMachineSnapshot[] = []
  const outer = options.inspect
  const actor = createActor(machine, {
    input: resolveFixtures(scenario.input),
    clock,
    inspect: (event) => {
      if (event.actorRef.sessionId === event.rootId) {
        if (event.type === '@xstate.microstep') {
          reach((event.snapshot as AnyMachineSnapshot).value)
          for (const t of event._transitions) if (t.source.path.length) reach(pathValue(t.source.path))
        }
        if (event.type === '@xstate.snapshot') reach((event.snapshot as AnyMachineSnapshot).value)
      }
      if (typeof outer === 'function') outer(event)
      else outer?.next?.(event)
    },
  })
  actor.on('*', (event) => {
    seen.emitted.push(event)
  })
  actor.subscribe({
    next: (s) => {
      snapshots.push(s)
    },
    error: (e) => {
      failures.push(`the machine failed: ${(e as Error)?.message ?? String(e)}`)
    },
  })
  const steps: StepResult[] = []
  actor.start()
  await settle()
  try {
    for (const [index, step] of scenario.steps.entries()) {
      await options.beforeStep?.(index)
      const event = step.event ?? null
      if (event?.type === 'clock.advance') clock.increment(Number(event.ms))
      else if (event) actor.send(resolveFixtures(event) as ScenarioEvent)
      await settle()
      const snapshot = actor.getSnapshot()
      const at = `step ${index + 1} (${event?.type ?? 'no event'})`
      const result: StepResult = {
        index,
        event,
        value: snapshot.value,
        failures: step.expect ? checkStep(step.expect, snapshot, seen, entry, at) : [],
      }
      steps.push(result)
      failures.push(...result.failures)
      options.onStep?.(result)
    }
  } finally {
    actor.stop()
  }
  return { steps, failures, reached, snapshots, seen }
}

/** A state node path as a state value: ['open', 'ready'] is { open: 'ready' }. */
const pathValue = (path: readonly string[]): StateValue =>
  path.length === 1 ? (path[0] ?? '') : { [path[0] ?? '']: pathValue(path.slice(1)) }

/** Every state node of a machine, by path ('open.ready'), found by xstate/graph. */
export const statePaths = (machine: AnyStateMachine): string[] =>
  getStateNodes(machine)
    .map((node) => node.path.join('.'))
    .filter((path) => path !== '')
    .sort()
