import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { accessCodeMachine } from '../../machines/accessCode'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/accessCode'))

describe('access-code machine scenarios (site root)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const opened: unknown[] = []
    const openShop = (_: unknown, params: { clientSessionId: string; subjectId: string | null }) => {
      opened.push(params)
    }
    const { snapshot, calls } = await replay(accessCodeMachine, scenario, ['searchByCode'], { openShop })
    expect(snapshot.value).toBe(scenario.expect.state)
    if (scenario.expect.context) expect(snapshot.context).toMatchObject(scenario.expect.context)
    for (const [name, inputs] of Object.entries(scenario.expect.calls ?? {})) expect(calls[name] ?? []).toEqual(inputs)
    const { clientSessionId, subjectId } = snapshot.context
    expect(opened).toEqual(scenario.expect.state === 'opening' ? [{ clientSessionId, subjectId }] : [])
  })
})
