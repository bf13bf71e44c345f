import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { welcomeMachine } from '../../machines/welcome'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/welcome'))

describe('welcome modal scenarios (B §2, B §4)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const { snapshot } = await replay(welcomeMachine, scenario, [])
    expect(snapshot.value).toBe(scenario.expect.state)
  })
})
