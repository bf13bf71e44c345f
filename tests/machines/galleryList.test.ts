import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { galleryListMachine, galleryListView } from '../../machines/galleryList'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/galleryList'))

describe('gallery list scenarios (B §2 photo views, B §9)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const { snapshot } = await replay(galleryListMachine, scenario, [])
    const expected = scenario.expect as typeof scenario.expect & { view?: Record<string, unknown> }
    expect(snapshot.matches(expected.state as never)).toBe(true)
    if (expected.context) expect(snapshot.context).toMatchObject(expected.context)
    if (expected.view) {
      const view = galleryListView(snapshot.context)
      expect({ ...view, tileCount: view.tiles.length }).toMatchObject(expected.view)
    }
  })
})
