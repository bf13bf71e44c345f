import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type AnyStateMachine, createActor, fromPromise, SimulatedClock } from 'xstate'
import { fixtures } from './fixtures'

/** How a scenario says an invoked actor answers: with a named fixture, or by failing. */
export type Answer = { resolve: string } | { reject: string } | { pending: true }

export type Scenario = {
  name: string
  spec: string
  input?: Record<string, unknown>
  /** Answers per actor name; each call takes the next answer, the last one repeats. */
  answers?: Record<string, Answer | Answer[]>
  /** Events sent in order, each once the machine has settled; `clock.advance` {ms} moves the simulated clock. */
  events?: Array<{ type: string; [key: string]: unknown }>
  expect: {
    state: string
    context?: Record<string, unknown>
    output?: unknown
    calls?: Record<string, unknown[]>
    /** Further expectations a machine's test reads (toasts asked for, derived positions...). */
    [more: string]: unknown
  }
}

export const loadScenarios = (folder: string): Scenario[] =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as Scenario)

const fixture = (name: string) => {
  if (!(name in fixtures)) throw new Error(`unknown fixture ${name}`)
  return fixtures[name]
}

/** Strings "fixture:<name>" in a scenario's input and events stand for the named fixture. */
const resolve = (value: unknown): unknown => {
  if (typeof value === 'string' && value.startsWith('fixture:')) return fixture(value.slice('fixture:'.length))
  if (Array.isArray(value)) return value.map(resolve)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]))
  return value
}

// Scripted answers resolve within a tick; a few macrotask turns let every chained state run.
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0))
}

/**
 * Replays a scenario against a machine whose invoked actors are replaced by scripted answers,
 * recording the inputs each actor received and the highest fetch counter seen.
 */
export const replay = async (
  machine: AnyStateMachine,
  scenario: Scenario,
  actorNames: string[],
  // biome-ignore lint/suspicious/noExplicitAny: action implementations of any machine
  actions: Record<string, (...args: any[]) => void> = {},
) => {
  const calls: Record<string, unknown[]> = {}
  const actors = Object.fromEntries(
    actorNames.map((name) => [
      name,
      fromPromise(async ({ input }: { input: unknown }) => {
        const list = calls[name] ?? []
        calls[name] = [...list, input]
        const scripted = scenario.answers?.[name]
        const answers = Array.isArray(scripted) ? scripted : scripted ? [scripted] : []
        const answer = answers[Math.min(list.length, answers.length - 1)]
        if (!answer) throw new Error(`scenario "${scenario.name}" has no answer for ${name}`)
        if ('pending' in answer) return new Promise(() => {})
        if ('reject' in answer) throw new Error(answer.reject)
        return fixture(answer.resolve)
      }),
    ]),
  )
  let maxFetching = 0
  const clock = new SimulatedClock()
  const actor = createActor(machine.provide({ actors, actions }), { input: resolve(scenario.input), clock })
  actor.subscribe((s) => {
    maxFetching = Math.max(maxFetching, (s.context as { fetching?: number }).fetching ?? 0)
  })
  actor.start()
  await settle()
  for (const event of scenario.events ?? []) {
    if (event.type === 'clock.advance') clock.increment(Number(event.ms))
    else actor.send(resolve(event) as typeof event)
    await settle()
  }
  const snapshot = actor.getSnapshot()
  actor.stop()
  return { snapshot, calls, maxFetching }
}
