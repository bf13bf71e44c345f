import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startupMachine } from '../../machines/startup'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/startup'))
const actors = ['loadStore', 'loadProductSet', 'loadClientSession', 'loadMember', 'loadSubject']

describe('startup machine scenarios (B §4)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    let forgotten = false
    const forgetSubject = () => {
      forgotten = true
    }
    const { snapshot, calls } = await replay(startupMachine, scenario, actors, { forgetSubject })
    expect(forgotten).toBe(scenario.expect.forgotten ?? false)
    expect(snapshot.matches(scenario.expect.state)).toBe(true)
    if (scenario.expect.context) expect(snapshot.context).toMatchObject(scenario.expect.context)
    for (const [name, inputs] of Object.entries(scenario.expect.calls ?? {})) expect(calls[name] ?? []).toEqual(inputs)
  })

  it('the scenarios end in every outcome the layout renders: loaded, failed and unavailable', () => {
    const ends = new Set(scenarios.map((s) => s.expect.state))
    for (const outcome of ['loaded', 'failed', 'unavailable']) expect(ends).toContain(outcome)
  })

  it('a loading run raises the fetch counter and brings it back to 0 (B §4 fetch counter)', async () => {
    const [first] = scenarios
    if (!first) throw new Error('no scenarios')
    const { maxFetching, snapshot } = await replay(startupMachine, first, actors)
    expect(maxFetching).toBeGreaterThanOrEqual(2)
    expect(snapshot.context.fetching).toBe(0)
  })
})
