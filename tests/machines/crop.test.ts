import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cropMachine } from '../../machines/crop'
import { loadScenarios, replay, type Scenario } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/crop'))

describe('crop scenarios (B §2 image crop modal, B §4 crop)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const saved: unknown[] = []
    const { snapshot } = await replay(cropMachine, scenario, [], { saved: (_: unknown, p: unknown) => saved.push(p) })
    expect(snapshot.value).toBe(scenario.expect.state)
    if (scenario.expect.context) expect(snapshot.context).toMatchObject(scenario.expect.context)
    const expected = (scenario.expect as Scenario['expect'] & { saved?: unknown[] }).saved
    if (expected) expect(saved).toEqual(expected)
  })
})
