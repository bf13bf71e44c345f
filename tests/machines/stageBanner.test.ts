import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { stageBannerMachine, stageBannerView } from '../../machines/stageBanner'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/stageBanner'))

describe('stage banner scenarios (B §2, B §4 banner colour, B §5 other, B §9)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    // The clock is the scenario's own `clock.tick` events; the machine's default clock actor sends nothing.
    const { snapshot } = await replay(stageBannerMachine, scenario, [])
    const expected = scenario.expect as typeof scenario.expect & { view?: Record<string, unknown> | null }
    expect(snapshot.value).toBe(expected.state)
    if (expected.context) expect(snapshot.context).toMatchObject(expected.context)
    if (expected.view === null) expect(stageBannerView(snapshot)).toBeNull()
    else if (expected.view) expect(stageBannerView(snapshot)).toMatchObject(expected.view)
  })
})
