import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { favouritesMachine, favouritesView } from '../../machines/favourites'
import { withFixtures } from './photoFixtures'
import { loadScenarios, replay } from './replay'

const scenarios = loadScenarios(join(import.meta.dirname, 'scenarios/favourites'))
const actors = ['readStoredFavouriteId', 'getFavourite', 'createFavourite', 'addCrop', 'removeCrop', 'deleteFavourite']

type Expected = {
  state: string
  context?: Record<string, unknown>
  calls?: Record<string, unknown[]>
  view?: Record<string, unknown>
  remembered?: string[]
  forgotten?: boolean
  failures?: number
}

describe('favourites scenarios (B §4 favourites, B §9)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    const remembered: string[] = []
    let forgotten = false
    let failures = 0
    const { snapshot, calls } = await replay(favouritesMachine, withFixtures(scenario), actors, {
      rememberFavourite: (_: unknown, params: { favouriteId: string }) => remembered.push(params.favouriteId),
      forgetFavourite: () => {
        forgotten = true
      },
      saveFailed: () => {
        failures += 1
      },
    })
    const expected = scenario.expect as Expected
    expect(snapshot.matches(expected.state as never)).toBe(true)
    if (expected.context) expect(snapshot.context).toMatchObject(expected.context)
    for (const [name, inputs] of Object.entries(expected.calls ?? {})) expect(calls[name] ?? []).toEqual(inputs)
    if (expected.remembered) expect(remembered).toEqual(expected.remembered)
    expect(forgotten).toBe(expected.forgotten ?? false)
    expect(failures).toBe(expected.failures ?? 0)
    if (expected.view) {
      const view = favouritesView(snapshot.context)
      expect({ ...view, cropCount: view.crops.length }).toMatchObject(expected.view)
    }
  })
})
