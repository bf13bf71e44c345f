import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogMachine, catalogPosition } from '../../machines/catalog'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/catalog'))

describe('catalog machine scenarios (B §2, B §4)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const { snapshot } = await replay(catalogMachine, scenario, [])
    expect(snapshot.value).toBe(scenario.expect.state)
    expect(catalogPosition(snapshot)).toEqual(scenario.expect.position)
  })
})
