import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { galleryImagesMachine, galleryImagesView } from '../../machines/galleryImages'
import './photoFixtures'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/galleryImages'))

describe('gallery images scenarios (B §2 redirect rules and photo views, issue 5 point 5)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const { snapshot, calls } = await replay(galleryImagesMachine, scenario, ['loadPage'])
    const expected = scenario.expect as typeof scenario.expect & { view?: Record<string, unknown> }
    expect(snapshot.matches(expected.state as never)).toBe(true)
    if (expected.context) expect(snapshot.context).toMatchObject(expected.context)
    for (const [name, inputs] of Object.entries(expected.calls ?? {})) expect(calls[name] ?? []).toEqual(inputs)
    if (expected.view) {
      const view = galleryImagesView(snapshot.context)
      expect({ ...view, cropCount: view.crops?.length ?? null }).toMatchObject(expected.view)
    }
  })
})
