import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { backgroundChooserMachine } from '../../machines/backgroundChooser'
import { loadScenarios, replay, type Scenario } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/backgroundChooser'))

describe('background chooser scenarios (B §2 background chooser modal, B §4 autoOpen)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const applied: unknown[] = []
    const { snapshot } = await replay(backgroundChooserMachine, scenario, [], {
      applied: (_: unknown, p: unknown) => applied.push(p),
    })
    expect(snapshot.value).toBe(scenario.expect.state)
    if (scenario.expect.context) expect(snapshot.context).toMatchObject(scenario.expect.context)
    const expected = (scenario.expect as Scenario['expect'] & { applied?: unknown[] }).applied
    if (expected) expect(applied).toEqual(expected)
  })
})
