import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { subjectPhotosMachine } from '../../machines/subjectPhotos'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/subjectPhotos'))

describe('subject photos scenarios (B §7)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const { snapshot, calls } = await replay(subjectPhotosMachine, scenario, ['loadPhotos'])
    expect(snapshot.value).toBe(scenario.expect.state)
    expect(snapshot.context).toMatchObject(scenario.expect.context ?? {})
    for (const [name, inputs] of Object.entries(scenario.expect.calls ?? {})) expect(calls[name] ?? []).toEqual(inputs)
  })
})
