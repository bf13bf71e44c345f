import { readdirSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type AnyStateMachine, assign, createMachine, emit, not, setup } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { inlineImplementations, notYetMigrated, registry } from './registry'
import {
  checkScenario,
  loadScenario,
  type Replay,
  replayScenario,
  SCENARIOS_DIR,
  type Scenario,
  scenarioFiles,
  statePaths,
} from './scenario'

// DESIGN "Tests": every scenario file of every machine, checked against scenario.schema.json and replayed through the
// registry; then every state of every registered machine must have been reached by some scenario (docs/scenarios.md).

const migrated = Object.keys(registry).filter((name) => !notYetMigrated.includes(name))
const files = scenarioFiles().filter((file) => !notYetMigrated.includes(basename(dirname(file))))
const loaded = new Map(files.map((file) => [file, loadScenario(file)]))

// Each file replays once; the coverage test reuses the replays (and runs any a filtered run skipped).
const replays = new Map<string, Promise<Replay>>()
const replayOf = (file: string) => {
  const known = replays.get(file)
  if (known) return known
  const { scenario, problems } = loadScenario(file)
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`)
  const replay = replayScenario(scenario)
  replays.set(file, replay)
  return replay
}

/** Guards and actions written inline in a machine's config: the inspector can only label them "inline". */
const inlineIn = (machine: AnyStateMachine): string[] => {
  // and(), or() and not() of named guards are functions that list the guards they combine.
  const named = (g: unknown): boolean => {
    const combined = (g as { guards?: unknown } | undefined)?.guards
    return typeof g !== 'function' || (Array.isArray(combined) && combined.every(named))
  }
  return [machine.root, ...getStateNodes(machine)].flatMap((node) => {
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
    return [
      ...transitions.flatMap((t) => [
        ...(named(t.guard) ? [] : [`${node.id} ${t.eventType || 'always'}: inline guard`]),
        ...t.actions
          .filter((a) => typeof a === 'function')
          .map(() => `${node.id} ${t.eventType || 'always'}: inline action`),
      ]),
      // Delayed transitions (`after`) add XState's own raise and cancel actions: those are not ours to name.
      ...[...node.entry, ...node.exit]
        .filter(
          (a) =>
            typeof a === 'function' && !['xstate.raise', 'xstate.cancel'].includes((a as { type?: string }).type ?? ''),
        )
        .map(() => `${node.id}: inline entry or exit`),
    ]
  })
}

describe('the scenario format (scenario.schema.json)', () => {
  const valid: Scenario = {
    $schema: '../../scenario.schema.json',
    machine: 'accessCode',
    name: 'a blank code is not sent',
    spec: 'B §4',
    answers: { searchByCode: { resolve: 'search:found' } },
    steps: [
      { expect: { state: 'editing' } },
      { event: { type: 'code.submit' }, expect: { state: 'editing', context: { error: 'empty' } } },
    ],
  }
  const step = (expect: unknown) => ({ ...valid, steps: [{ event: { type: 'code.submit' }, expect }] })

  it('accepts a well-formed scenario', () => {
    expect(checkScenario(valid, 'accessCode')).toEqual([])
  })

  it.each([
    [
      'a misspelled expectation',
      step({ sate: 'editing' }),
      '/steps/0/expect: must NOT have additional properties "sate"',
    ],
    ['an unknown top-level key', { ...valid, expect: {} }, '(file): must NOT have additional properties "expect"'],
    ['an unknown step key', { ...valid, steps: [{ evnt: { type: 'code.submit' } }] }, '"evnt"'],
    ['an unknown answer kind', { ...valid, answers: { searchByCode: { resolves: 'x' } } }, '/answers/searchByCode'],
    ['a clock.advance without ms', { ...valid, steps: [{ event: { type: 'clock.advance' } }] }, "property 'ms'"],
    ['an actor the machine does not script', { ...valid, answers: { search: { pending: true } } }, 'answers.search'],
    ['an action the registry does not record', step({ actions: { openshop: 1 } }), 'actions.openshop'],
    ['an event the machine does not accept', { ...valid, steps: [{ event: { type: 'code.sumbit' } }] }, 'code.sumbit'],
    ['a view the machine does not have', step({ view: {} }), 'has no view'],
    ['an unregistered machine', { ...valid, machine: 'nope' }, 'not in tests/machines/registry.ts'],
  ])('rejects %s', (_, scenario, message) => {
    expect(checkScenario(scenario).join('\n')).toContain(message)
  })

  it('rejects a file outside its machine folder', () => {
    expect(checkScenario(valid, 'crop')).toEqual([
      'machine "accessCode" belongs in scenarios/accessCode/, not scenarios/crop/',
    ])
  })

  it('reports every unmet expectation with its step, and calls without a scripted answer', async () => {
    const { failures, steps } = await replayScenario({
      ...valid,
      answers: {},
      steps: [
        { event: { type: 'code.change', code: 'maple' }, expect: { state: 'opening', context: { code: 'oak' } } },
        { event: { type: 'code.submit' }, expect: { actions: { openShop: 1 }, calls: { searchByCode: [] } } },
      ],
    })
    expect(steps.map((s) => s.value)).toEqual(['editing', 'editing'])
    expect(failures).toEqual([
      'step 1 (code.change) state: expected "opening", got "editing"',
      'step 1 (code.change) context.code: expected "oak", got "maple"',
      'searchByCode was called (call 1) but the scenario scripts no answer for it',
      'step 2 (code.submit) calls.searchByCode: expected 0 items [], got 1 [{"code":"maple"}]',
      'step 2 (code.submit) actions.openShop: expected 1 runs, got 0',
    ])
  })

  it('checks emitted events, output and the view of a machine that has them', async () => {
    const pinger = setup({
      types: {} as { context: { n: number }; events: { type: 'ping' } | { type: 'stop' }; emitted: { type: 'pong' } },
      actions: { pong: emit({ type: 'pong' as const }), count: assign({ n: ({ context }) => context.n + 1 }) },
    }).createMachine({
      id: 'pinger',
      context: { n: 0 },
      initial: 'on',
      states: { on: { on: { ping: { actions: ['count', 'pong'] }, stop: 'off' } }, off: { type: 'final' } },
      output: ({ context }) => ({ pings: context.n }),
    })
    registry.pinger = { machine: pinger, actors: [], actions: [], view: (s) => (s.status === 'done' ? null : {}) }
    try {
      const scenario: Scenario = {
        $schema: '../../scenario.schema.json',
        machine: 'pinger',
        name: 'pings',
        spec: 'none',
        steps: [
          { event: { type: 'ping' }, expect: { emitted: [{ type: 'pong' }], view: {} } },
          { event: { type: 'ping' } },
          {
            event: { type: 'stop' },
            expect: { state: 'off', emitted: [{ type: 'pong' }], output: { pings: 2 }, view: null },
          },
        ],
      }
      expect(checkScenario(scenario)).toEqual([])
      const { failures } = await replayScenario(scenario)
      expect(failures).toEqual([
        'step 3 (stop) emitted: expected 1 items [{"type":"pong"}], got 2 [{"type":"pong"},{"type":"pong"}]',
      ])
    } finally {
      delete registry.pinger
    }
  })
})

describe('the machine registry (tests/machines/registry.ts)', () => {
  it('every scenario folder belongs to a registered machine', () => {
    const folders = readdirSync(SCENARIOS_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
    expect(folders.filter((f) => !(f in registry))).toEqual([])
  })

  it('machines not yet migrated are registered ones', () => {
    expect(notYetMigrated.filter((name) => !(name in registry))).toEqual([])
  })

  it.each(migrated)('%s: its scripted actors and recorded actions are declared by the machine', (name) => {
    const entry = registry[name]
    if (!entry) throw new Error(name)
    const { actors, actions } = entry.machine.implementations
    expect(entry.actors.filter((a) => !(a in actors))).toEqual([])
    expect(entry.actions.filter((a) => !(a in actions))).toEqual([])
  })

  it('the named-implementations check finds inline guards and actions', () => {
    const machine = createMachine({
      id: 'm',
      context: { n: 0 },
      initial: 'a',
      states: {
        a: {
          entry: assign({ n: 1 }),
          on: { go: { guard: () => true, target: 'b', actions: 'named' }, stay: { guard: not('named') } },
        },
        b: {},
      },
    })
    expect(inlineIn(machine)).toEqual(['m.a go: inline guard', 'm.a: inline entry or exit'])
  })

  it.each(Object.keys(registry).filter((name) => !inlineImplementations.includes(name)))(
    '%s: guards and actions are named in setup(), so the inspector labels them',
    (name) => {
      const entry = registry[name]
      if (!entry) throw new Error(name)
      expect(inlineIn(entry.machine)).toEqual([])
    },
  )
})

describe.each(migrated)('%s scenarios', (machine) => {
  const own = files.filter((file) => basename(dirname(file)) === machine)
  it.each(own.map((file) => [`${basename(file)}: ${loaded.get(file)?.scenario.name ?? ''}`, file]))(
    '%s',
    async (_, file) => {
      expect(loaded.get(file)?.problems).toEqual([])
      const { failures } = await replayOf(file)
      expect(failures).toEqual([])
    },
  )
})

describe('coverage (xstate/graph): every state of every registered machine is reached by a scenario', () => {
  it.each(migrated)('%s', async (machine) => {
    const entry = registry[machine]
    if (!entry) throw new Error(machine)
    const reached = new Set<string>()
    for (const file of files.filter((f) => basename(dirname(f)) === machine))
      for (const path of (await replayOf(file)).reached) reached.add(path)
    expect(statePaths(entry.machine).filter((path) => !reached.has(path))).toEqual([])
  })
})
