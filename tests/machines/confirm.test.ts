import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { confirmMachine } from '../../machines/confirm'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/confirm'))

describe('confirmation modal scenarios (B §4, C §4)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const { snapshot, calls } = await replay(confirmMachine, scenario, ['runAccept'])
    expect(snapshot.value).toBe(scenario.expect.state)
    if (scenario.expect.output) expect(snapshot.output).toMatchObject(scenario.expect.output)
    for (const [name, inputs] of Object.entries(scenario.expect.calls ?? {})) expect(calls[name] ?? []).toEqual(inputs)
  })
})
