import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { customFormMachine, formShown } from '../../machines/customForm'
import './configureFixtures'
import { loadScenarios, replay, type Scenario } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/customForm'))

type Expect = Scenario['expect'] & { notified?: unknown[]; maxFetching?: number; shown?: boolean }

describe('custom form scenarios (B §2 custom form modal, B §4 custom form, B §5 forms, C §7 order forms)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const notified: unknown[] = []
    const { snapshot, calls, maxFetching } = await replay(customFormMachine, scenario, ['saveForm'], {
      notify: (_: unknown, p: unknown) => notified.push(p),
    })
    const expected = scenario.expect as Expect
    expect(snapshot.value).toBe(expected.state)
    if (expected.context) expect(snapshot.context).toMatchObject(expected.context)
    for (const [name, inputs] of Object.entries(expected.calls ?? {})) expect(calls[name] ?? []).toMatchObject(inputs)
    if (expected.notified) expect(notified).toMatchObject(expected.notified)
    if (expected.maxFetching !== undefined) expect(maxFetching).toBe(expected.maxFetching)
    if (expected.shown !== undefined) expect(formShown(snapshot)).toBe(expected.shown)
  })
})
