import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { notificationsMachine } from '../../machines/notifications'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/notifications'))

describe('notifications machine scenarios (C §5, C §8)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const { snapshot } = await replay(notificationsMachine, scenario, [])
    const expected = (scenario.expect.context?.toasts ?? []) as unknown[]
    expect(snapshot.context.toasts).toHaveLength(expected.length)
    expect(snapshot.context).toMatchObject(scenario.expect.context ?? {})
  })
})
