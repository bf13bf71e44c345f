import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { neighbours, previewMachine } from '../../machines/preview'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/preview'))

describe('image preview scenarios (B §2 image preview modal, B §9)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const { snapshot } = await replay(previewMachine, scenario, [])
    const expected = scenario.expect as typeof scenario.expect & { neighbours?: number[] }
    expect(snapshot.value).toBe(expected.state)
    if (expected.context) expect(snapshot.context).toMatchObject(expected.context)
    if (expected.neighbours) expect(neighbours(snapshot.context)).toEqual(expected.neighbours)
  })
})
