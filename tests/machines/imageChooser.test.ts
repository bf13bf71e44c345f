import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { imageChooserMachine } from '../../machines/imageChooser'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/imageChooser'))

describe('image chooser scenarios (B §4)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const picked: unknown[] = []
    const { snapshot } = await replay(imageChooserMachine, scenario, [], {
      picked: (_: unknown, params: unknown) => {
        picked.push(params)
      },
    })
    expect(snapshot.value).toBe(scenario.expect.state)
    expect(snapshot.context).toMatchObject(scenario.expect.context ?? {})
    expect(picked).toEqual(scenario.expect.picked)
  })
})
